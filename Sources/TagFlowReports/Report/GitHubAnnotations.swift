// GitHub Actions workflow commands: a failed check shows on the pull request at its manifest line.

import TagFlow
import TagFlowComparison

/// `::error file=…,line=…,title=…::message` lines, which GitHub Actions turns into
/// annotations on the run and on the pull request's files.
package enum GitHubAnnotations {
  /// True when `GITHUB_ACTIONS` is `true`, as GitHub sets it in every workflow step.
  package static func isEnabled(environment: [String: String]) -> Bool {
    environment["GITHUB_ACTIONS"] == "true"
  }

  /// The annotation for a result that fails, nil for one that does not; `file` and `line`
  /// place it (the manifest and the job's line).
  package static func annotation(for result: CheckResult, file: String?, line: Int?) -> String? {
    guard result.failsRun else { return nil }
    var message = result.message
    if !result.artifacts.isEmpty { message += "\n" + result.artifacts.joined(separator: "\n") }
    return command(
      "error", file: file, line: line, title: "tagflow check: \(result.label) \(result.name)", message: message)
  }

  /// One workflow command. Values are escaped as the runner expects: `%`, CR and LF
  /// everywhere, and `:` and `,` in properties too, scalar by scalar (`"\r\n"` is one
  /// `Character` but two escapes). Other control characters, separators and bidi controls
  /// are shown as `Terminal.visible` shows them, so the line carries none raw.
  package static func command(_ kind: String, file: String?, line: Int?, title: String, message: String) -> String {
    var properties: [String] = []
    if let file { properties.append("file=\(escapeProperty(shown(file)))") }
    if let line { properties.append("line=\(line)") }
    properties.append("title=\(escapeProperty(shown(title)))")
    return "::\(kind) \(properties.joined(separator: ","))::\(escapeData(shown(message)))"
  }

  private static func shown(_ text: String) -> String {
    Terminal.visible(text, keepingLineBreaks: true)
  }

  /// GitHub's data escape: `%` → `%25`, CR → `%0D`, LF → `%0A`.
  static func escapeData(_ text: String) -> String {
    escape(text, property: false)
  }

  /// GitHub's property escape: the data escapes, and `:` → `%3A`, `,` → `%2C`.
  static func escapeProperty(_ text: String) -> String {
    escape(text, property: true)
  }

  private static func escape(_ text: String, property: Bool) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": result += "%25"
      case "\r": result += "%0D"
      case "\n": result += "%0A"
      case ":" where property: result += "%3A"
      case "," where property: result += "%2C"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

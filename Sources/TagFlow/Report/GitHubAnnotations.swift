// GitHub Actions workflow commands: a failed check shows on the pull request at its manifest line.

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
      "error", file: file, line: line, title: "tagflow check: \(result.status.label) \(result.name)", message: message)
  }

  /// One workflow command. Values are escaped as the runner expects: `%`, CR and LF
  /// everywhere, and `:` and `,` in properties too.
  package static func command(_ kind: String, file: String?, line: Int?, title: String, message: String) -> String {
    var properties: [String] = []
    if let file { properties.append("file=\(escapeProperty(file))") }
    if let line { properties.append("line=\(line)") }
    properties.append("title=\(escapeProperty(title))")
    return "::\(kind) \(properties.joined(separator: ","))::\(escapeData(message))"
  }

  static func escapeData(_ text: String) -> String {
    text.replacing("%", with: "%25").replacing("\r", with: "%0D").replacing("\n", with: "%0A")
  }

  static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
  }
}

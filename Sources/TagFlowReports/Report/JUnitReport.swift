// A check run as JUnit XML, the test-report format every CI system reads.

import TagFlow
import TagFlowComparison

/// Writes check results as JUnit XML: one `<testsuite>` per run, one `<testcase>` per
/// checked image (named by its path), a `<failure>` for a difference or a missing reference
/// and an `<error>` for what could not be compared, each with the message and the paths of
/// the reference and the failure's images. Only elements and attributes of the common JUnit
/// schema (Jenkins' junit-10.xsd) are used, so strict readers take it too.
package enum JUnitReport {
  /// The XML document; `suite` names the run (the manifest's path) and is every test case's
  /// `classname`.
  package static func xml(_ results: [CheckResult], suite: String) -> String {
    let failures = results.filter { kind(of: $0.status) == "failure" }.count
    let errors = results.filter { kind(of: $0.status) == "error" }.count
    let time = seconds(results.reduce(0) { $0 + ($1.seconds ?? 0) })
    let counts =
      "tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\" time=\"\(time)\""
    var xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites name="tagflow check" \(counts)>
        <testsuite name="\(Markup.escape(suite))" \(counts)>

      """
    for result in results {
      xml += "    <testcase name=\"\(Markup.escape(result.name))\" classname=\"\(Markup.escape(suite))\""
      xml += " time=\"\(seconds(result.seconds ?? 0))\""
      guard let element = kind(of: result.status) else {
        xml += "/>\n"
        continue
      }
      let label = Markup.escape(result.label)
      xml += ">\n      <\(element) message=\"\(Markup.escape(result.message))\" type=\"\(label)\">"
      xml += Markup.escape(details(result)) + "</\(element)>\n"
      if !result.artifacts.isEmpty {
        // Jenkins' attachments plugin and GitLab read files named this way from system-out, a line
        // each: a path's own line breaks are shown escaped, so it cannot name another file.
        let attachments = result.artifacts.map { "[[ATTACHMENT|\(Terminal.visible($0))]]" }.joined(separator: "\n")
        xml += "      <system-out>\(Markup.escape(attachments))</system-out>\n"
      }
      xml += "    </testcase>\n"
    }
    return xml + "  </testsuite>\n</testsuites>\n"
  }

  /// Writes the XML to `path` atomically (`-` is stdout).
  package static func write(_ results: [CheckResult], suite: String, to path: String) throws(TagFlowError) {
    try FileSystem.write(Array(xml(results, suite: suite).utf8), to: path)
  }

  /// `failure` for a verdict against the image (a difference, a missing or newly written
  /// reference), `error` for one that could not be reached, nil for a pass.
  static func kind(of status: CheckStatus) -> String? {
    switch status {
    case .passed, .recorded(.failed), .recorded(.all), .skipped: nil
    case .failed, .sizeMismatch, .missing, .recorded(.missing): "failure"
    case .unreadableReference, .error: "error"
    }
  }

  /// The failure's body: the message, the first differing SVG line, and every file involved.
  static func details(_ result: CheckResult) -> String {
    var lines = [result.line, "reference: \(result.reference)"]
    if let text = result.textDifference { lines.append(text.description) }
    for path in result.artifacts {
      lines.append("\(path.hasSuffix(".diff.png") ? "diff" : "actual"): \(path)")
    }
    if !result.ignoredRegions.isEmpty {
      lines.append("ignored regions (points): " + result.ignoredRegions.map(\.description).joined(separator: "; "))
    }
    return lines.joined(separator: "\n")
  }

  /// Seconds with three decimals, as JUnit readers expect (no exponent, no locale).
  static func seconds(_ value: Double) -> String {
    let millis = Int((max(0, value) * 1000).rounded())
    let fraction = String(millis % 1000)
    return "\(millis / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }
}

// One self-contained HTML page showing every checked image: expected, actual and diff.

/// Writes a check run as one HTML file that opens offline: images are inlined as data URIs,
/// CSS and a little JavaScript (the expected/actual slider) are inline too. Failures come
/// first, then recordings, then passes; a summary of the counts sits on top.
public enum HTMLReport {
  /// Writes `index.html` in `folder` (created if missing) atomically; returns its path.
  @discardableResult
  public static func write(
    _ results: [CheckResult], to folder: String, title: String = "TagFlow reference check"
  ) throws(TagFlowError) -> String {
    try FileSystem.createFolder(folder)
    let path = (folder.hasSuffix("/") ? folder : folder + "/") + "index.html"
    try FileSystem.write(Array(page(results, title: title).utf8), to: path)
    return path
  }

  /// The page's HTML.
  public static func page(_ results: [CheckResult], title: String = "TagFlow reference check") -> String {
    let summary = CheckSummary(results)
    let ordered = results.enumerated().sorted {
      rank($0.element.status, $0.offset) < rank($1.element.status, $1.offset)
    }
    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(Markup.escape(title))</title>
      <style>\(ReportAssets.css)</style>
      </head>
      <body>
      <header>
      <h1>\(Markup.escape(title))</h1>
      \(summaryHTML(summary))
      \(failureIndex(ordered.map(\.element)))
      <p class="controls"><label><input type="checkbox" id="hide-passed"> Hide passed</label></p>
      </header>
      <main>

      """
    for (position, (_, result)) in ordered.enumerated() {
      html += item(result, id: "item-\(position)")
    }
    html += """
      </main>
      <script>\(ReportAssets.script)</script>
      </body>
      </html>

      """
    return html
  }

  /// Failures (missing references included) first, then recordings, then passes; input order within.
  private static func rank(_ status: CheckStatus, _ offset: Int) -> (Int, Int) {
    switch status {
    case _ where status.isFailure: (0, offset)
    case .recorded: (1, offset)
    default: (2, offset)
    }
  }

  private static func summaryHTML(_ summary: CheckSummary) -> String {
    let verdict = summary.succeeded ? "ok" : "failing"
    return """
      <p class="summary \(verdict)" id="summary" data-total="\(summary.total)">\
      <span class="count failed" data-count="failed">\(summary.failed) failed</span> \
      <span class="count missing" data-count="missing">\(summary.missing) missing</span> \
      <span class="count recorded" data-count="recorded">\(summary.recorded) recorded</span> \
      <span class="count passed" data-count="passed">\(summary.passed) passed</span> \
      <span class="total">of \(summary.total)</span></p>
      """
  }

  /// Links to each failing item, so a long page of passes does not hide them.
  private static func failureIndex(_ ordered: [CheckResult]) -> String {
    let failures = ordered.enumerated().filter { $0.element.status.isFailure }
    guard !failures.isEmpty else { return "" }
    let links = failures.map { offset, result in
      "<li><a href=\"#item-\(offset)\">\(Markup.escape(result.name))</a> \(Markup.escape(result.status.label))</li>"
    }
    return "<ol class=\"failure-index\">\(links.joined())</ol>"
  }
}

// One HTML page showing every checked image (expected, actual and diff), its images beside it.

import TagFlow
import TagFlowComparison

/// Writes a check run as an HTML page that opens offline: `index.html` with its CSS and a
/// little JavaScript (the expected/actual slider, keyboard shortcuts) inline, and the images
/// in `images/` beside it, small ones inlined (see `ReportImages`). A summary of the counts and the full list of failures sit on top; then failures,
/// recordings and passes, each with expected, actual and diff side by side.
package enum HTMLReport {
  /// Writes `index.html` in `folder` (created if missing) and, when an image is too large to
  /// inline, `images/`, each file atomically, the page after its images; then removes the
  /// images an earlier report here wrote that this page does not name (see
  /// `ReportImageRecord`). Returns the page's path.
  @discardableResult
  package static func write(
    _ results: [CheckResult], to folder: String, title: String = "TagFlow reference check",
    inlineBelow: Int = ReportImages.inlineLimit
  ) throws(TagFlowError) -> String {
    try FileSystem.createFolder(folder)
    let base = folder.hasSuffix("/") ? folder : folder + "/"
    var images = ReportImages(inlineBelow: inlineBelow)
    let html = page(results, title: title, images: &images)
    // The page and its images are the report's own files: a link checked in among them is
    // replaced or refused, never written through (`FileSystem.writeOwnFile`).
    let record = ReportImageRecord(base: base)
    let previous = record.names()
    let current = Set(images.files.map { String($0.name.dropFirst("images/".count)) })
    // Listed before they are written, so a run stopped halfway leaves no file the list forgets.
    if !current.isSubset(of: previous) { try record.record(previous.union(current)) }
    for file in images.files {
      try FileSystem.writeOwnFile(file.bytes, file.name, in: base)
    }
    try FileSystem.writeOwnFile(Array(html.utf8), "index.html", in: base)
    // The page no longer names them: images of items gone since the last report here.
    record.remove(previous.subtracting(current))
    if current != previous { try record.record(current) }
    return base + "index.html"
  }

  /// The page's HTML with every image inlined, a page that needs no other file.
  package static func page(_ results: [CheckResult], title: String = "TagFlow reference check") -> String {
    var images = ReportImages(inlineBelow: .max)
    return page(results, title: title, images: &images)
  }

  /// The page's HTML; `images` says which images are inlined and collects the others.
  static func page(_ results: [CheckResult], title: String, images: inout ReportImages) -> String {
    let ordered = results.enumerated().sorted {
      rank($0.element, $0.offset) < rank($1.element, $1.offset)
    }.map(\.element)
    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(Markup.escapeHTML(title))</title>
      <style>\(ReportAssets.css)</style>
      </head>
      <body>
      <header>
      <h1>\(Markup.escapeHTML(title))</h1>
      \(summaryHTML(results))
      \(failureIndex(ordered))
      <p class="controls"><label><input type="checkbox" id="hide-passed"> Hide passed</label>
      <span class="keys">Keys: <kbd>f</kbd> flips expected and actual, <kbd>n</kbd> / <kbd>p</kbd> next and previous failure</span></p>
      </header>
      <main>

      """
    for (position, result) in ordered.enumerated() {
      html += item(result, id: "item-\(position)", images: &images)
    }
    html += """
      </main>
      <script>\(ReportAssets.script)</script>
      </body>
      </html>

      """
    return html
  }

  /// Failures (missing and newly written references included) first, then recordings, then
  /// passes; input order within.
  private static func rank(_ result: CheckResult, _ offset: Int) -> (Int, Int) {
    switch result.status {
    case _ where result.failsRun: (0, offset)
    case .recorded: (1, offset)
    default: (2, offset)
    }
  }

  /// One count per word that occurs (`StatusWord`), in the words' order: the words of the
  /// lines and of the summary a terminal shows.
  private static func summaryHTML(_ results: [CheckResult]) -> String {
    let verdict = results.contains(where: \.failsRun) ? "failing" : "ok"
    var words: [StatusWord: Int] = [:]
    for result in results { words[result.word, default: 0] += 1 }
    let spans = StatusWord.allCases.compactMap { word in
      words[word].map { "<span class=\"count \(word)\" data-count=\"\(word)\">\(word.counted($0))</span> " }
    }
    return """
      <p class="summary \(verdict)" id="summary" data-total="\(results.count)">\
      \(spans.joined())<span class="total">of \(results.count)</span></p>
      """
  }

  /// Every failing item with its message and a link to it: the whole list, never clipped,
  /// so a long page of passes cannot hide one.
  private static func failureIndex(_ ordered: [CheckResult]) -> String {
    let failures = ordered.enumerated().filter { $0.element.failsRun }
    guard !failures.isEmpty else { return "" }
    let links = failures.map { offset, result in
      "<li><span class=\"badge\">\(Markup.escapeHTML(result.label))</span> "
        + "<a href=\"#item-\(offset)\">\(Markup.escapeHTML(result.name))</a> "
        + "<span class=\"why\">\(Markup.escapeHTML(result.message))</span></li>"
    }
    return "<ol class=\"failure-index\" id=\"failures\">\(links.joined())</ol>"
  }
}

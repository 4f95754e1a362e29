// One item of the report: its verdict, message, and expected | actual | diff side by side.

import TagFlow
import TagFlowComparison

extension HTMLReport {
  /// A `<section class="item ...">`; items that fail the run carry the class `failure`,
  /// which the page's script and the tests count.
  static func item(_ result: CheckResult, id: String) -> String {
    var images = ReportImages(inlineBelow: .max)
    return item(result, id: id, images: &images)
  }

  /// The item, its images placed by `images` under names that start with `id`.
  static func item(_ result: CheckResult, id: String, images: inout ReportImages) -> String {
    let kind = result.word.rawValue
    let failure = result.failsRun ? " failure" : ""
    var html = """
      <section class="item status-\(kind)\(failure)" id="\(id)" data-status="\(kind)">
      <h2><span class="badge">\(Markup.escapeHTML(result.label))</span> <code>\(Markup.escapeHTML(result.name))</code></h2>
      <p class="message">\(Markup.escapeHTML(result.message))</p>
      <p class="reference">Reference: <code>\(Markup.escapeHTML(result.reference))</code></p>

      """
    if let text = result.textDifference {
      html += """
        <pre class="text-diff">line \(text.line)
        <span class="expected">- \(Markup.escapeHTML(text.expected))</span>
        <span class="actual">+ \(Markup.escapeHTML(text.actual))</span></pre>

        """
    }
    if !result.ignoredRegions.isEmpty {
      let regions = result.ignoredRegions.map { "<code>\(Markup.escapeHTML($0.description))</code>" }
      html += "<p class=\"ignored\">Not compared (x,y width×height in points, blue stripes in the diff): "
      html += regions.joined(separator: ", ") + "</p>\n"
    }
    if !result.artifacts.isEmpty {
      let files = result.artifacts.map { "<code>\(Markup.escapeHTML($0))</code>" }.joined(separator: ", ")
      html += "<p class=\"artifacts\">Written: \(files)</p>\n"
    }
    // A passing image is shown once: the reference would only repeat it and double the page.
    let figures = [
      ("expected", "Expected (reference)", result.status == .passed ? nil : result.expectedImage),
      ("actual", "Actual (rendered)", result.actualImage),
      ("diff", diffCaption(result), result.diffImage),
    ].compactMap { role, caption, image in image.map { (role, caption, $0) } }
    if !figures.isEmpty {
      html += "<div class=\"images\" style=\"--columns: \(figures.count)\">"
      for (role, caption, image) in figures {
        // Without its size a lazy image is 0 high until it loads, so every one of a long
        // page is "near the window" and loads at once: 500 screenshots took seconds to open.
        let size = image.pixelSize.map { " width=\"\($0.width)\" height=\"\($0.height)\"" } ?? ""
        let img = """
          <img alt="\(role) image of \(Markup.escapeHTML(result.name))" \
          src="\(images.source(image, name: "\(id)-\(role)"))"\(size) loading="lazy" decoding="async">
          """
        let shown = role == "diff" ? regionsView(img, result.changes) : img
        html += "<figure class=\"\(role)\"><figcaption>\(caption)</figcaption>\(shown)</figure>"
      }
      html += "</div>\n"
    }
    if let changes = result.changes, !changes.regions.isEmpty { html += regionList(changes) }
    return html + "</section>\n"
  }

  /// The diff image with an outline over each changed region, placed in percent of the
  /// image so it follows any scale; an outline is at least 14 CSS pixels wide, so a
  /// one-pixel change in a shrunk image is still a box to click.
  private static func regionsView(_ img: String, _ changes: ChangedRegions?) -> String {
    guard let changes, !changes.regions.isEmpty, changes.canvas.width > 0, changes.canvas.height > 0 else {
      return img
    }
    let width = Double(changes.canvas.width)
    let height = Double(changes.canvas.height)
    func percent(_ value: Int, of whole: Double) -> String { "\((Double(value) * 10000 / whole).rounded() / 100)%" }
    var html =
      "<div class=\"view\" data-width=\"\(changes.canvas.width)\" data-height=\"\(changes.canvas.height)\">\(img)"
    for (index, region) in changes.regions.enumerated() {
      html += """
        <button type="button" class="box" \(dataAttributes(region, index)) \
        style="left:\(percent(region.x, of: width));top:\(percent(region.y, of: height));\
        width:\(percent(region.width, of: width));height:\(percent(region.height, of: height))" \
        title="\(region)"></button>
        """
    }
    return html + "</div>"
  }

  /// Every region kept, with its coordinates and pixel count, each a button that zooms on
  /// it; those over the limit are counted.
  private static func regionList(_ changes: ChangedRegions) -> String {
    let total = changes.regions.count + changes.moreRegions
    var html = "<div class=\"regions\"><p>\(count(total, "changed region")) (x, y, width × height in pixels"
    html += " of the diff image, largest first; click one to zoom):</p><ol>"
    for (index, region) in changes.regions.enumerated() {
      html += """
        <li><button type="button" class="region" \(dataAttributes(region, index))>\
        x \(region.x), y \(region.y), \(region.width) × \(region.height)</button> \
        <span class="pixels">\(count(region.pixels, "pixel"))</span></li>
        """
    }
    if changes.moreRegions > 0 {
      html += "<li class=\"more\">and \(count(changes.moreRegions, "more region")) "
      html += "(\(count(changes.morePixels, "pixel")))</li>"
    }
    return html + "</ol></div>\n"
  }

  private static func dataAttributes(_ region: ChangedRegions.Region, _ index: Int) -> String {
    "data-region=\"\(index)\" data-x=\"\(region.x)\" data-y=\"\(region.y)\" data-w=\"\(region.width)\" data-h=\"\(region.height)\""
  }

  /// `1 pixel`, `2 pixels`; `1 more region`, `3 more regions`.
  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  /// What the diff image's colours mean for this result.
  private static func diffCaption(_ result: CheckResult) -> String {
    var parts = ["red: differs"]
    if case .sizeMismatch = result.status { parts.append("red also where only one image has pixels") }
    if (result.difference?.antialiasedPixels ?? 0) > 0 { parts.append("yellow: anti-aliasing") }
    if !result.ignoredRegions.isEmpty { parts.append("blue stripes: ignored") }
    if result.textDifference != nil && result.status != .passed && (result.difference?.differingPixels ?? 1) == 0 {
      parts = ["the pictures match; the SVG text differs"]
    }
    return "Diff (\(parts.joined(separator: ", ")))"
  }
}

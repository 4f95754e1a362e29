// SVG for the web: a title and ARIA role on the root, and a clickable <a href> over every linked chip.

/// Cairo 1.16's SVG surface writes no title, no ARIA and no links (its tag
/// support is PDF-only), so they are added to the document it wrote:
/// - the root `<svg>` gets `role="img"` and `aria-label`, and a `<title>` as its
///   first child, both the ChipScene's title; an image with links gets
///   `role="group"` instead, because ARIA hides the children of an `img` (its
///   links included) from screen readers;
/// - each linked chip gets an `<a href>` (and `xlink:href`, for SVG 1.1 readers)
///   holding the tag's text as `<title>` and an invisible shape over the chip,
///   after everything drawn, so a click anywhere on the chip follows the link.
///
/// The result depends only on the input bytes and the drawing: the same bytes every run.
enum SVGWebAnnotations {
  static func annotate(_ svg: [UInt8], drawing: SceneDrawing) -> [UInt8] {
    guard let rootStart = find(Array("<svg".utf8), in: svg, from: 0),
      let rootEnd = svg[rootStart...].firstIndex(of: UInt8(ascii: ">")),
      let closing = findLast(Array("</svg>".utf8), in: svg), closing > rootEnd
    else { return svg }
    let label = Markup.escape(drawing.title)
    let links = drawing.chips.compactMap(\.link)
    var out: [UInt8] = []
    out.reserveCapacity(svg.count + 256 * (1 + drawing.chips.count))
    // A self-closing root (`<svg ... />`) never happens: Cairo always draws a page.
    out.append(contentsOf: svg[..<rootEnd])
    out.append(contentsOf: " role=\"\(links.isEmpty ? "img" : "group")\" aria-label=\"\(label)\">\n".utf8)
    out.append(contentsOf: "<title>\(label)</title>".utf8)
    out.append(contentsOf: svg[(rootEnd + 1)..<closing])
    for link in links {
      let href = Markup.escape(link.uri)
      let (f, radius) = (link.area.rect, link.area.radius)
      out.append(
        contentsOf: ("<a href=\"\(href)\" xlink:href=\"\(href)\" target=\"_top\"><title>\(Markup.escape(link.title))"
          + "</title><rect x=\"\(number(f.x))\" y=\"\(number(f.y))\" width=\"\(number(f.width))\" "
          + "height=\"\(number(f.height))\" rx=\"\(number(radius))\" fill=\"#000\" fill-opacity=\"0\"/>"
          + "</a>\n").utf8)
    }
    out.append(contentsOf: svg[closing...])
    return out
  }

  /// `16`, `16.5`: the shortest text that reads back as the same number.
  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    guard bytes.count >= needle.count else { return nil }
    var i = start
    while i <= bytes.count - needle.count {
      if bytes[i] == needle[0], bytes[i..<(i + needle.count)].elementsEqual(needle) { return i }
      i += 1
    }
    return nil
  }

  private static func findLast(_ needle: [UInt8], in bytes: [UInt8]) -> Int? {
    guard bytes.count >= needle.count else { return nil }
    var i = bytes.count - needle.count
    while i >= 0 {
      if bytes[i] == needle[0], bytes[i..<(i + needle.count)].elementsEqual(needle) { return i }
      i -= 1
    }
    return nil
  }
}

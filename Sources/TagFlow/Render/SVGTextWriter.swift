// SVG with real <text>: capsules as <rect>, each text at its measured place and advance width.

/// Writes a ChipScene as SVG whose text is text, not outlines: a fraction of the
/// bytes, selectable, found by a search, and drawn with the reader's fonts
/// (sharp at any zoom, colour emoji included). Each `<text>` is centred on its
/// measured logical box with `textLength` set to the measured advance width, so
/// a reader whose fallback font is wider or narrower still sees the text fill
/// the same box (as shields.io badges do). Cairo's SVG surface can only write
/// outlines, so this writer draws from the ChipScene itself.
///
/// With a dark look, every colour is a CSS class and a
/// `@media (prefers-color-scheme: dark)` block gives the classes their dark
/// colours, so one file follows the reader's preference.
///
/// The bytes depend only on the drawing: the ChipScene and its measured texts.
/// Every text must carry its measurements (`TextRun.measured`); the renderer
/// measures those of a ChipScene that came without them.
struct SVGTextWriter {
  /// Asked before each chip is written.
  var cancellation = Cancellation.never

  func write(_ drawing: SceneDrawing, width: Double, height: Double) throws(TagFlowError) -> [UInt8] {
    var paints = PaintClasses(enabled: drawing.hasDarkLook)
    let base = CSSFont(drawing.chips.first?.text.measured?.face ?? .plain)
    var body = ""
    if let canvas = drawing.canvas {
      body += "<rect width=\"\(n(width))\" height=\"\(n(height))\" \(paints.fill(canvas))/>\n"
    }
    body += "<g font-family=\"\(base.family)\" font-size=\"\(n(base.size))\""
    if base.weight != 400 { body += " font-weight=\"\(base.weight)\"" }
    if base.style != "normal" { body += " font-style=\"\(base.style)\"" }
    // Without classes, the commonest text colour is said once, on the group.
    let commonText = paints.enabled ? nil : SVGTextWriter.commonest(drawing.chips.map(\.text.paint.light))
    if let commonText { body += " " + paints.fill(Paint(light: commonText, dark: commonText)) }
    body += " text-anchor=\"middle\" xml:space=\"preserve\">\n"
    for chip in drawing.chips {
      try cancellation.check(.draw)
      body += chipMarkup(chip, base: base, groupText: commonText, paints: &paints)
    }
    body += "</g>\n"

    var svg = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\""
    svg += " width=\"\(n(width))\" height=\"\(n(height))\""
    svg += " viewBox=\"0 0 \(n(width)) \(n(height))\">\n"
    svg += paints.style()
    svg += body
    svg += "</svg>\n"
    try cancellation.check(.encode)
    return SVGWebAnnotations.annotate(Array(svg.utf8), drawing: drawing)
  }

  /// One chip: its fill, its border (a line along the outline's inset edge) and its text.
  private func chipMarkup(_ chip: ChipDrawing, base: CSSFont, groupText: RGBAColor?, paints: inout PaintClasses)
    -> String
  {
    var out = ""
    if let (shape, paint) = chip.fill {
      out += rect(shape) + " \(paints.fill(paint))/>\n"
    }
    // Its width is the light look's where both looks have a border (one line
    // cannot change width by CSS in every SVG reader).
    if let (shape, stroke, paint) = chip.border {
      out += rect(shape) + " fill=\"none\" stroke-width=\"\(n(stroke.width))\""
      if !stroke.dashes.isEmpty {
        out += " stroke-dasharray=\"\(stroke.dashes.map(n).joined(separator: " "))\""
        if stroke.dashOffset != 0 { out += " stroke-dashoffset=\"\(n(stroke.dashOffset))\"" }
      }
      out += " \(paints.stroke(paint))/>\n"
    }
    let text = chip.text
    // The renderer measures every text before writing: a ChipScene read from JSON carries none.
    let measured = text.measured ?? MeasuredText(width: 0, originX: 0, face: .plain)
    let own = CSSFont(measured.face)
    let centre = text.origin.x + measured.originX + measured.width / 2
    out += "<text x=\"\(n(centre))\" y=\"\(n(text.baseline))\""
    if own.family != base.family { out += " font-family=\"\(own.family)\"" }
    if own.size != base.size { out += " font-size=\"\(n(own.size))\"" }
    if own.weight != base.weight { out += " font-weight=\"\(own.weight)\"" }
    if own.style != base.style { out += " font-style=\"\(own.style)\"" }
    out += " textLength=\"\(n(measured.width))\" lengthAdjust=\"spacingAndGlyphs\""
    if text.paint.light != groupText { out += " " + paints.fill(text.paint) }
    out += ">\(Markup.escape(text.text))</text>\n"
    return out
  }

  /// `<rect x y width height [rx]`, left open for the paint.
  private func rect(_ shape: RoundedRect) -> String {
    let r = shape.rect
    var out = "<rect x=\"\(n(r.x))\" y=\"\(n(r.y))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\""
    if shape.radius > 0 { out += " rx=\"\(n(shape.radius))\"" }
    return out
  }

  /// The colour most chips' text has (the first of equals), if there are chips.
  static func commonest(_ colors: [RGBAColor]) -> RGBAColor? {
    var counts: [RGBAColor: Int] = [:]
    for color in colors { counts[color, default: 0] += 1 }
    return colors.max { counts[$0, default: 0] < counts[$1, default: 0] }
  }

  /// A Pango font as SVG font properties; the family is a CSS stack ending in a generic family.
  struct CSSFont: Equatable {
    var family: String
    var size: Double
    var weight: Int
    var style: String

    init(_ face: FontFace) {
      family = SVGTextWriter.familyStack(face.family)
      size = face.pixelSize
      weight = face.weight
      style = face.style
    }
  }

  /// `DejaVu Sans` → `'DejaVu Sans', sans-serif`, escaped for a double-quoted attribute:
  /// Pango's comma-separated families in order, then the generic family that
  /// the last one resembles, unless the list ends in one already.
  static func familyStack(_ families: String) -> String {
    let generic: Set = ["serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "emoji"]
    let aliases = ["sans": "sans-serif", "mono": "monospace"]
    var names: [String] = []
    for part in families.split(separator: ",") {
      let name = String(part.trimmingWhitespace().filter { $0 != "'" && $0 != "\"" && $0 != "\\" })
      guard !name.isEmpty else { continue }
      let key = aliases[name.lowercased()] ?? name.lowercased()
      names.append(generic.contains(key) ? key : "'\(Markup.escape(name))'")
    }
    if let last = names.last, !generic.contains(last) {
      let lower = last.lowercased()
      if lower.contains("mono") || lower.contains("code") || lower.contains("courier") {
        names.append("monospace")
      } else if lower.contains("serif") && !lower.contains("sans") {
        names.append("serif")
      } else {
        names.append("sans-serif")
      }
    }
    return names.joined(separator: ", ")
  }

  /// A length with at most three decimals (a thousandth of a pixel), no trailing zeros.
  func n(_ value: Double) -> String { SVGTextWriter.number(value) }

  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let thousandths = (value * 1000).rounded()
    guard abs(thousandths) < 1e15 else { return SVGWebAnnotations.number(value) }
    let whole = Int(thousandths)
    let sign = whole < 0 ? "-" : ""
    let magnitude = abs(whole)
    var text = sign + String(magnitude / 1000)
    var fraction = magnitude % 1000
    if fraction != 0 {
      var digits = String(fraction)
      digits = String(repeating: "0", count: 3 - digits.count) + digits
      while digits.hasSuffix("0") {
        digits.removeLast()
        fraction /= 10
      }
      text += "." + digits
    }
    return text
  }
}

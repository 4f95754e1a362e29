// SVG with real <text>: capsules as <rect>, each text at its measured place and advance width.

/// Writes a Scene as SVG whose text is text, not outlines: a fraction of the
/// bytes, selectable, found by a search, and drawn with the reader's fonts
/// (sharp at any zoom, colour emoji included). Each `<text>` is centred on its
/// measured logical box with `textLength` set to the measured advance width, so
/// a reader whose fallback font is wider or narrower still sees the text fill
/// the same box (as shields.io badges do). Cairo's SVG surface can only write
/// outlines, so this writer draws from the Scene itself.
///
/// With a dark look, every colour is a CSS class and a
/// `@media (prefers-color-scheme: dark)` block gives the classes their dark
/// colours, so one file follows the reader's preference.
///
/// The bytes depend only on the Scene and the measured texts.
struct SVGTextWriter {
  let measurer: TextMeasurer
  /// Asked before each chip is written.
  var cancellation = Cancellation.never

  func write(_ scene: Scene) throws(TagFlowError) -> [UInt8] {
    var paints = PaintClasses(enabled: scene.dark != nil)
    let base = try font(scene.chips.first?.font ?? "DejaVu Sans 13px")
    var body = ""
    let background = (scene.background, scene.dark?.background ?? scene.background)
    if !background.0.isTransparent || !background.1.isTransparent {
      body += "<rect width=\"\(n(scene.width))\" height=\"\(n(scene.height))\" \(paints.fill(background))/>\n"
    }
    body += "<g font-family=\"\(base.family)\" font-size=\"\(n(base.size))\""
    if base.weight != 400 { body += " font-weight=\"\(base.weight)\"" }
    if base.style != "normal" { body += " font-style=\"\(base.style)\"" }
    // Without classes, the commonest text colour is said once, on the group.
    let commonText = paints.enabled ? nil : SVGTextWriter.commonest(scene.chips.map(\.textColor))
    if let commonText { body += " " + paints.fill((commonText, commonText)) }
    body += " text-anchor=\"middle\" xml:space=\"preserve\">\n"
    for (index, chip) in scene.chips.enumerated() {
      try cancellation.check(.draw)
      let dark = scene.dark?.chips[safe: index]
      body += try chipMarkup(chip, dark: dark, base: base, groupText: commonText, paints: &paints)
    }
    body += "</g>\n"

    var svg = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\""
    svg += " width=\"\(n(scene.width))\" height=\"\(n(scene.height))\""
    svg += " viewBox=\"0 0 \(n(scene.width)) \(n(scene.height))\">\n"
    svg += paints.style()
    svg += body
    svg += "</svg>\n"
    try cancellation.check(.encode)
    return SVGWebAnnotations.annotate(Array(svg.utf8), scene: scene)
  }

  /// One chip: its fill, its border (inside the edge, as Cairo draws it) and its text.
  private func chipMarkup(
    _ chip: Scene.Chip, dark: Scene.ChipColors?, base: CSSFont, groupText: Color?, paints: inout PaintClasses
  ) throws(TagFlowError) -> String {
    var out = ""
    let f = chip.frame
    let fill = (chip.fill, dark?.fill ?? chip.fill)
    if !fill.0.isTransparent || !fill.1.isTransparent {
      out += "<rect x=\"\(n(f.x))\" y=\"\(n(f.y))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\""
      out += radius(chip.cornerRadius) + " \(paints.fill(fill))/>\n"
    }
    // A border that only one look has is drawn in both, clear in the other; its width is the light
    // look's where both have one (one line cannot change width by CSS in every SVG reader).
    let darkBorder = dark.map { $0.borderWidth > 0 ? $0.borderColor : Color.transparent }
    let lightBorder = chip.borderWidth > 0 ? chip.borderColor : Color.transparent
    let borderWidth = chip.borderWidth > 0 ? chip.borderWidth : (dark?.borderWidth ?? 0)
    if borderWidth > 0 {
      let width = min(borderWidth, f.width / 2, f.height / 2)
      let inset = width / 2
      out += "<rect x=\"\(n(f.x + inset))\" y=\"\(n(f.y + inset))\" width=\"\(n(f.width - width))\""
      out += " height=\"\(n(f.height - width))\"" + radius(chip.cornerRadius - inset)
      let stroke = paints.stroke((lightBorder, darkBorder ?? lightBorder))
      out += " fill=\"none\" stroke-width=\"\(n(width))\" \(stroke)/>\n"
    }
    let metrics = try measurer.measure(chip.text, font: chip.font)
    let own = try font(chip.font)
    let centre = f.x + chip.textOrigin.x + metrics.originX + metrics.width / 2
    out += "<text x=\"\(n(centre))\" y=\"\(n(f.y + chip.baseline))\""
    if own.family != base.family { out += " font-family=\"\(own.family)\"" }
    if own.size != base.size { out += " font-size=\"\(n(own.size))\"" }
    if own.weight != base.weight { out += " font-weight=\"\(own.weight)\"" }
    if own.style != base.style { out += " font-style=\"\(own.style)\"" }
    out += " textLength=\"\(n(metrics.width))\" lengthAdjust=\"spacingAndGlyphs\""
    if chip.textColor != groupText { out += " " + paints.fill((chip.textColor, dark?.textColor ?? chip.textColor)) }
    out += ">\(Markup.escape(chip.text))</text>\n"
    return out
  }

  /// The colour most chips' text has (the first of equals), if there are chips.
  static func commonest(_ colors: [Color]) -> Color? {
    var counts: [Color: Int] = [:]
    for color in colors { counts[color, default: 0] += 1 }
    return colors.max { counts[$0, default: 0] < counts[$1, default: 0] }
  }

  private func radius(_ value: Double) -> String {
    value > 0 ? " rx=\"\(n(value))\"" : ""
  }

  /// A Pango font as SVG font properties; the family is a CSS stack ending in a generic family.
  struct CSSFont: Equatable {
    var family: String
    var size: Double
    var weight: Int
    var style: String
  }

  private func font(_ font: String) throws(TagFlowError) -> CSSFont {
    let description = try measurer.description(of: font)
    return CSSFont(
      family: SVGTextWriter.familyStack(description.family), size: try measurer.pixelSize(of: font),
      weight: description.weight, style: description.cssStyle)
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

extension Array {
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}

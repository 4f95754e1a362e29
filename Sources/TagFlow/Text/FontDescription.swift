// A parsed Pango font description ("DejaVu Sans Bold 13px").

internal import CPangoCairo

/// A Pango font description parsed from text, with 13 px when no size is given.
final class FontDescription {
  let pointer: OpaquePointer
  let text: String

  /// Pango's default when a description names no size; matches the workload's 13 px.
  static let defaultPixelSize = 13.0

  init(_ text: String) throws(TagFlowError) {
    self.text = text
    guard let parsed = pango_font_description_from_string(text) else {
      throw TagFlowError.invalid("font", text, expected: "a Pango font description such as 'DejaVu Sans 13px'")
    }
    let size = pango_font_description_get_size(parsed)
    // Pango reads a size it cannot take ("-3px") as a word of the family, and "0px" as no
    // size at all: either would draw at a size nobody asked for.
    let sizeGiven = pango_font_description_get_set_fields(parsed).rawValue & PANGO_FONT_MASK_SIZE.rawValue != 0
    let family = pango_font_description_get_family(parsed)
    if size < 0 || (sizeGiven && size == 0) || FontDescription.endsInSize(family, sizeGiven: sizeGiven) {
      pango_font_description_free(parsed)
      throw TagFlowError.invalid("font", text, expected: "a positive size such as '13px' or '10'")
    }
    // The same range as --font-size, at Pango's 96 dpi for sizes in points.
    let pixels =
      Double(size) / Double(PANGO_SCALE) * (pango_font_description_get_size_is_absolute(parsed) != 0 ? 1 : 96.0 / 72)
    if size != 0, !NumberSetting.fontSize.range.contains(pixels) {
      pango_font_description_free(parsed)
      throw TagFlowError.invalid(
        "font", text,
        expected:
          "a size from 1 to 1000 px (\(Job.format((pixels * 100).rounded() / 100))px is \(pixels < 1 ? "too small" : "too large"))"
      )
    }
    if size == 0 {
      pango_font_description_set_absolute_size(parsed, FontDescription.defaultPixelSize * Double(PANGO_SCALE))
    }
    if pango_font_description_get_family(parsed) == nil {
      pango_font_description_set_family(parsed, "DejaVu Sans")
    }
    // Last: once every stored property is set, a throw would run deinit and free it twice.
    pointer = parsed
  }

  deinit {
    pango_font_description_free(pointer)
  }

  /// Whether a family's last word is a size Pango did not take: signed ("-3px"), or
  /// any size when the description has none. ("Foo 6 13px" keeps the family "Foo 6".)
  private static func endsInSize(_ family: UnsafePointer<CChar>?, sizeGiven: Bool) -> Bool {
    guard let family, let word = String(cString: family).split(separator: " ").last, word.count > 0 else {
      return false
    }
    var number = Substring(word)
    for unit in ["px", "pt"] where number.lowercased().hasSuffix(unit) { number = number.dropLast(2) }
    let signed = number.first == "-" || number.first == "+"
    if signed { number = number.dropFirst() }
    return (signed || !sizeGiven) && !number.isEmpty && number.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
  }

  var family: String {
    pango_font_description_get_family(pointer).map { String(cString: $0) } ?? ""
  }

  /// The weight as CSS writes it: 100 to 1000, 400 regular, 700 bold.
  var weight: Int { Int(pango_font_description_get_weight(pointer).rawValue) }

  /// The slant as CSS writes it: `normal`, `italic` or `oblique`.
  var cssStyle: String {
    switch pango_font_description_get_style(pointer) {
    case PANGO_STYLE_ITALIC: "italic"
    case PANGO_STYLE_OBLIQUE: "oblique"
    default: "normal"
    }
  }

  /// The size in px; a size in points counts at the context's resolution (`dpi`).
  func pixelSize(dpi: Double) -> Double {
    let size = Double(pango_font_description_get_size(pointer)) / Double(PANGO_SCALE)
    return pango_font_description_get_size_is_absolute(pointer) != 0 ? size : size * dpi / 72
  }

  /// This description with its size (in px), weight or slant replaced, as text
  /// Pango reads back to the same description ("DejaVu Sans Bold 20px").
  func replacing(pixelSize: Double?, weight: FontWeight?, slant: FontSlant?) -> String {
    let copy = pango_font_description_copy(pointer)
    defer { pango_font_description_free(copy) }
    if let pixelSize { pango_font_description_set_absolute_size(copy, pixelSize * Double(PANGO_SCALE)) }
    if let weight { pango_font_description_set_weight(copy, PangoWeight(UInt32(weight.value))) }
    if let slant {
      let style: PangoStyle =
        switch slant {
        case .normal: PANGO_STYLE_NORMAL
        case .italic: PANGO_STYLE_ITALIC
        case .oblique: PANGO_STYLE_OBLIQUE
        }
      pango_font_description_set_style(copy, style)
    }
    guard let text = pango_font_description_to_string(copy) else { return self.text }
    defer { g_free(text) }
    return String(cString: text)
  }
}

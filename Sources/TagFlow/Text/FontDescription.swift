// A parsed Pango font description ("DejaVu Sans Bold 13px").

import CPangoCairo

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
    pointer = parsed
    let size = pango_font_description_get_size(parsed)
    if size < 0 {
      pango_font_description_free(parsed)
      throw TagFlowError.invalid("font", text, expected: "a positive size such as '13px' or '10'")
    }
    if size == 0 {
      pango_font_description_set_absolute_size(parsed, FontDescription.defaultPixelSize * Double(PANGO_SCALE))
    }
    if pango_font_description_get_family(parsed) == nil {
      pango_font_description_set_family(parsed, "DejaVu Sans")
    }
  }

  deinit {
    pango_font_description_free(pointer)
  }

  var family: String {
    pango_font_description_get_family(pointer).map { String(cString: $0) } ?? ""
  }
}

// One Pango layout bound to a font, reused for every text in that font.

import CPangoCairo

/// A PangoLayout from the run's context with one font; set its text, then
/// measure or draw it. Measuring and drawing share this type so they cannot
/// disagree.
final class TextLayout {
  let pointer: OpaquePointer
  let font: FontDescription

  init(fonts: FontSystem, font: FontDescription) {
    pointer = pango_layout_new(fonts.context)
    self.font = font
    pango_layout_set_font_description(pointer, font.pointer)
    pango_layout_set_single_paragraph_mode(pointer, 1)
  }

  deinit {
    g_object_unref(UnsafeMutableRawPointer(pointer))
  }

  func set(_ text: String) {
    pango_layout_set_text(pointer, text, -1)
  }

  var metrics: TextMetrics {
    var logical = PangoRectangle()
    pango_layout_get_extents(pointer, nil, &logical)
    let scale = Double(PANGO_SCALE)
    return TextMetrics(
      width: Double(logical.width) / scale, height: Double(logical.height) / scale,
      baseline: Double(pango_layout_get_baseline(pointer) - logical.y) / scale,
      originX: Double(logical.x) / scale, originY: Double(logical.y) / scale)
  }
}

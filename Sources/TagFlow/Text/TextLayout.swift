// One text shaped by Pango in one font: measured once, drawn as often as needed.

import CPangoCairo

/// A PangoLayout from the run's context holding one text in one font.
/// Measuring and drawing use the same shaped layout, so they cannot disagree.
final class TextLayout {
  let pointer: OpaquePointer
  let metrics: TextMetrics

  init(fonts: FontSystem, font: FontDescription, text: String) {
    pointer = pango_layout_new(fonts.context)
    pango_layout_set_font_description(pointer, font.pointer)
    pango_layout_set_single_paragraph_mode(pointer, 1)
    pango_layout_set_text(pointer, text, -1)
    var logical = PangoRectangle()
    pango_layout_get_extents(pointer, nil, &logical)
    let scale = Double(PANGO_SCALE)
    metrics = TextMetrics(
      width: Double(logical.width) / scale, height: Double(logical.height) / scale,
      baseline: Double(pango_layout_get_baseline(pointer) - logical.y) / scale,
      originX: Double(logical.x) / scale, originY: Double(logical.y) / scale)
  }

  /// The family of the font Pango chose for the first run of text.
  var firstRunFamily: String? {
    guard let line = pango_layout_get_line_readonly(pointer, 0), let run = line.pointee.runs?.pointee.data else {
      return nil
    }
    let item = run.assumingMemoryBound(to: PangoGlyphItem.self).pointee.item
    guard let font = item?.pointee.analysis.font, let description = pango_font_describe(font) else { return nil }
    defer { pango_font_description_free(description) }
    return pango_font_description_get_family(description).map { String(cString: $0) }
  }

  deinit {
    g_object_unref(UnsafeMutableRawPointer(pointer))
  }
}

// One text shaped by Pango in one font: measured once, drawn as often as needed.

internal import CPangoCairo

/// A PangoLayout from the run's context holding one text in one font.
/// Measuring and drawing use the same shaped layout, so they cannot disagree.
final class TextLayout {
  let pointer: OpaquePointer
  let metrics: TextMetrics

  init(fonts: FontSystem, font: FontDescription, text: String) {
    pointer = pango_layout_new(fonts.context)
    pango_layout_set_font_description(pointer, font.pointer)
    // Single-paragraph mode keeps text with line breaks on one line, each break
    // shown as a glyph. Text without them is one line anyway, and would pay a
    // tenth more for shaping: the mode marks every run to show line breaks.
    if text.unicodeScalars.contains(where: \.startsNewline) { pango_layout_set_single_paragraph_mode(pointer, 1) }
    pango_layout_set_text(pointer, text, -1)
    var logical = PangoRectangle()
    var baseline: Int32 = 0
    // Shaping and measuring load fonts and read their glyphs.
    FontLock.run { [pointer] in
      pango_layout_get_extents(pointer, nil, &logical)
      baseline = pango_layout_get_baseline(pointer)
    }
    let scale = Double(PANGO_SCALE)
    metrics = TextMetrics(
      width: Double(logical.width) / scale, height: Double(logical.height) / scale,
      baseline: Double(baseline - logical.y) / scale,
      originX: Double(logical.x) / scale, originY: Double(logical.y) / scale)
  }

  /// How many UTF-8 bytes of the text lie left of `x` points from the start
  /// of the line (for left-to-right text: the bytes of the clusters that end
  /// before `x`). A first guess for where to cut text that is too wide.
  func byteIndex(atX x: Double) -> Int {
    var index: Int32 = 0
    var trailing: Int32 = 0
    _ = pango_layout_xy_to_index(pointer, Int32((x * Double(PANGO_SCALE)).rounded(.down)), 0, &index, &trailing)
    return Int(index)
  }

  /// Characters that no font could draw (Pango's unknown glyphs, drawn as
  /// hex boxes), in text order, each once; empty for almost every text, at
  /// the cost of one pass over the glyphs.
  var missingCharacters: [Unicode.Scalar] {
    guard pango_layout_get_unknown_glyphs_count(pointer) > 0 else { return [] }
    // PANGO_GLYPH_UNKNOWN_FLAG: an unknown glyph is the character's code point with this bit set.
    let unknownFlag: UInt32 = 0x1000_0000
    var found: [Unicode.Scalar] = []
    var lines = pango_layout_get_lines_readonly(pointer)
    while let line = lines {
      var runs = line.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self).pointee.runs
      while let run = runs {
        if let glyphs = run.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self).pointee.glyphs?.pointee {
          for index in 0..<Int(glyphs.num_glyphs) {
            let glyph = UInt32(glyphs.glyphs[index].glyph)
            guard glyph & unknownFlag != 0, let scalar = Unicode.Scalar(glyph & ~unknownFlag) else { continue }
            if !found.contains(scalar) { found.append(scalar) }
          }
        }
        runs = run.pointee.next
      }
      lines = line.pointee.next
    }
    return found
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
    FontLock.run { g_object_unref(UnsafeMutableRawPointer(pointer)) }
  }
}

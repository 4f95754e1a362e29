// The fonts of a run: a fontconfig configuration and the Pango context that measures and draws with it.

import CPangoCairo

/// Owns a fontconfig configuration, a Pango font map and one Pango context
/// with the font options that make measuring exact: no hinting, no hint
/// metrics, unrounded glyph positions. Every layout that measures or draws
/// comes from this context, so what is measured is what is drawn.
///
/// Not thread-safe: use one per thread.
final class FontSystem {
  let context: OpaquePointer
  private let fontMap: UnsafeMutablePointer<PangoFontMap>
  private let fontOptions: OpaquePointer

  init(_ fonts: FontSet) throws(TagFlowError) {
    // An empty configuration holds only the given files: output then depends
    // on nothing installed on the machine.
    guard let config = fonts.includesSystemFonts ? FcInitLoadConfigAndFonts() : FcConfigCreate() else {
      throw TagFlowError("fontconfig could not be initialised")
    }
    defer { FcConfigDestroy(config) }
    for path in fonts.files {
      guard FileSystem.isReadableFile(path) else {
        throw TagFlowError.invalid("--font-file", path, expected: "a readable TTF, OTF or TTC file")
      }
      let added = path.withCString { FcConfigAppFontAddFile(config, $0) }
      guard added != 0 else {
        throw TagFlowError.invalid("--font-file", path, expected: "a TTF, OTF or TTC font file")
      }
    }
    fontMap = pango_cairo_font_map_new()
    pango_fc_font_map_set_config(OpaquePointer(fontMap), config)
    context = pango_font_map_create_context(fontMap)
    fontOptions = cairo_font_options_create()
    cairo_font_options_set_hint_style(fontOptions, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(fontOptions, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_antialias(fontOptions, CAIRO_ANTIALIAS_GRAY)
    pango_cairo_context_set_font_options(context, fontOptions)
    pango_context_set_round_glyph_positions(context, 0)
  }

  deinit {
    g_object_unref(UnsafeMutableRawPointer(context))
    g_object_unref(fontMap)
    cairo_font_options_destroy(fontOptions)
  }

  /// The family fontconfig really picks for a description, to warn about fallbacks.
  func resolvedFamily(of font: FontDescription) -> String? {
    guard let loaded = pango_font_map_load_font(fontMap, context, font.pointer) else { return nil }
    defer { g_object_unref(loaded) }
    guard let described = pango_font_describe(loaded) else { return nil }
    defer { pango_font_description_free(described) }
    return pango_font_description_get_family(described).map { String(cString: $0) }
  }
}

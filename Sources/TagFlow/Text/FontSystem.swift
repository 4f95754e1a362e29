// The fonts of a run: a fontconfig configuration and the Pango context that measures and draws with it.

internal import CPangoCairo

/// Owns a fontconfig configuration, a Pango font map and one Pango context
/// with the font options that make measuring exact: no hinting, no hint
/// metrics, unrounded glyph positions. Every layout that measures or draws
/// comes from this context, so what is measured is what is drawn.
///
/// Not `Sendable`: each task or thread uses a font system of its own.
final class FontSystem {
  let context: OpaquePointer
  private let fontMap: UnsafeMutablePointer<PangoFontMap>
  private let fontOptions: OpaquePointer
  /// The configuration handed to Pango; `nil` when Pango uses fontconfig's default.
  private let config: OpaquePointer?
  /// The fonts given as bytes, in temporary files for as long as this font system lives.
  private let dataFiles: FontDataFiles?

  /// The font system of `fonts`: the one the loading thread made ahead (`SystemFonts`) when
  /// `fonts` are the machine's alone and it is still free, else a new one.
  static func make(_ fonts: FontSet) throws(TagFlowError) -> FontSystem {
    if fonts.isMachineFontsOnly, let prepared = SystemFonts.takePrepared() { return prepared }
    // Pango's first font map loads fontconfig's default configuration; if that
    // is already loading on another thread, loading it twice would only cost more.
    SystemFonts.waitUntilLoaded()
    return try FontSystem(fonts)
  }

  /// A font system of `fonts`, made at once: `make(_:)` is the way in, which waits for a
  /// configuration being loaded (only the loading thread calls this directly).
  init(_ fonts: FontSet) throws(TagFlowError) {
    // With only the machine's fonts, Pango's own lazily loaded configuration
    // is the cheapest: handing Pango a configuration makes it list every
    // installed family at once, which costs more than a whole small render.
    dataFiles = fonts.data.isEmpty ? nil : try FontDataFiles(fonts.data)
    config = fonts.isMachineFontsOnly ? nil : try FontSystem.configuration(fonts, dataFiles: dataFiles?.paths ?? [])
    fontMap = pango_cairo_font_map_new()
    if let config { pango_fc_font_map_set_config(OpaquePointer(fontMap), config) }
    context = pango_font_map_create_context(fontMap)
    fontOptions = cairo_font_options_create()
    cairo_font_options_set_hint_style(fontOptions, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(fontOptions, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_antialias(fontOptions, CAIRO_ANTIALIAS_GRAY)
    pango_cairo_context_set_font_options(context, fontOptions)
    pango_context_set_round_glyph_positions(context, 0)
  }

  /// A configuration with the given files (`dataFiles`: those of `fonts.data`), on top of the machine's fonts or of nothing.
  /// An empty base makes output depend on nothing installed on the machine.
  private static func configuration(_ fonts: FontSet, dataFiles: [String]) throws(TagFlowError) -> OpaquePointer {
    guard let config = fonts.includesSystemFonts ? FcInitLoadConfigAndFonts() : FcConfigCreate() else {
      throw .fontconfigUnavailable
    }
    if !fonts.includesSystemFonts {
      _ = IsolatedFontRules.xml.withCString { rules in
        rules.withMemoryRebound(to: FcChar8.self, capacity: 1) { FcConfigParseAndLoadFromMemory(config, $0, 1) }
      }
    }
    for path in fonts.files {
      // A file that is not there is said to be missing, not "not valid".
      if let problem = FileSystem.unreadableFile(path, field: "fontFiles") {
        FcConfigDestroy(config)
        throw problem
      }
      guard FcConfigAppFontAddFile(config, PathBytes.encode(path) + [0]) != 0 else {
        FcConfigDestroy(config)
        throw TagFlowError.invalid("fontFiles", path, expected: "a TTF, OTF or TTC font file")
      }
    }
    for (index, path) in dataFiles.enumerated() where FcConfigAppFontAddFile(config, PathBytes.encode(path) + [0]) == 0
    {
      FcConfigDestroy(config)
      throw FontDataFiles.notAFont(index, of: dataFiles.count, fonts.data[index])
    }
    return config
  }

  /// The resolution sizes in points are drawn at: Pango's 96 dpi unless set.
  var dpi: Double {
    let resolution = pango_cairo_context_get_resolution(context)
    return resolution > 0 ? resolution : 96
  }

  deinit {
    FontLock.run {
      g_object_unref(UnsafeMutableRawPointer(context))
      g_object_unref(fontMap)
    }
    cairo_font_options_destroy(fontOptions)
    if let config { FcConfigDestroy(config) }
  }
}

extension FontSet {
  /// The machine's fonts and no others: what fontconfig's own configuration describes.
  var isMachineFontsOnly: Bool { files.isEmpty && data.isEmpty && includesSystemFonts }
}

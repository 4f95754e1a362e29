// How a ChipScene becomes pixels or vector text: edge snapping, the SVG text mode, PNG compression.

/// Choices about drawing that do not change the layout. `nil` takes the default
/// that suits the format (see `snapGrid(for:scale:)` and `svgTextMode`).
public struct RenderOptions: Sendable, Hashable, Codable {
  /// Round chip edges to device pixels; `nil`: on for PNG and SVG, off for PDF.
  public var snap: Bool? = nil
  /// How SVG draws text; `nil`: outlines, or text when the image has a dark look.
  public var svgText: SVGTextMode? = nil
  /// How hard a PNG is compressed; the pixels are the same at every level.
  public var pngCompression = PNGCompression.fast
  /// Refuse to draw when the family a job's fonts ask for (`Style.font`) is not among the
  /// fonts, instead of drawing fontconfig's fallback in its place: the render throws
  /// `TagFlowError.invalidValue` naming `font` and the family drawn instead
  /// (`TextMeasurer.fallbackFamily(for:)` asks without failing). Generic families
  /// (`sans-serif`, `monospace`, …) are always there.
  public var requiresFontFamilies = false

  /// Options with every choice given; the defaults leave each to the format.
  public init(
    snap: Bool? = nil, svgText: SVGTextMode? = nil, pngCompression: PNGCompression = .fast,
    requiresFontFamilies: Bool = false
  ) {
    self.snap = snap
    self.svgText = svgText
    self.pngCompression = pngCompression
    self.requiresFontFamilies = requiresFontFamilies
  }

  private enum CodingKeys: String, CodingKey {
    case snap, svgText, pngCompression, requiresFontFamilies
  }

  /// Reads what `encode(to:)` writes; settings left out take their defaults.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    snap = try container.decodeIfPresent(Bool.self, forKey: .snap)
    svgText = try container.decodeIfPresent(SVGTextMode.self, forKey: .svgText)
    pngCompression = try container.decodeIfPresent(PNGCompression.self, forKey: .pngCompression) ?? .fast
    requiresFontFamilies = try container.decodeIfPresent(Bool.self, forKey: .requiresFontFamilies) ?? false
  }

  /// The settings under their names, `nil` ones and `requiresFontFamilies` while it is false
  /// left out, so that options made before it existed encode (and fingerprint) as they did.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(snap, forKey: .snap)
    try container.encodeIfPresent(svgText, forKey: .svgText)
    try container.encode(pngCompression, forKey: .pngCompression)
    if requiresFontFamilies { try container.encode(requiresFontFamilies, forKey: .requiresFontFamilies) }
  }

  /// The grid in points that chip edges are rounded to, or `nil` for none.
  /// A PNG's pixels are `1/scale` points. An SVG is shown at its size in CSS px,
  /// which are whole device pixels at 1× and 2×, and browsers draw SVG shapes
  /// where they fall, unsnapped: whole points make its edges crisp there. A PDF
  /// is printed and zoomed at any resolution: it has no pixel grid to snap to.
  package func snapGrid(for format: OutputFormat, scale: Double) -> Double? {
    guard snap ?? format.snapsByDefault else { return nil }
    return format.isRaster ? 1 / scale : 1
  }

  /// The SVG text mode this image gets: a light/dark image needs real text,
  /// because its colours change by CSS classes that Cairo's outlines cannot carry.
  package func svgTextMode(hasDarkLook: Bool) -> SVGTextMode {
    svgText ?? (hasDarkLook ? .text : .outlines)
  }
}

/// How an SVG draws its text.
public enum SVGTextMode: String, Sendable, Hashable, CaseIterable, Codable {
  /// Glyph outlines (`<symbol>` + `<use>`): looks the same everywhere, needs no fonts.
  case outlines
  /// Real `<text>` at the measured positions and advance widths: small,
  /// selectable and searchable, drawn with the viewer's fonts.
  case text
}

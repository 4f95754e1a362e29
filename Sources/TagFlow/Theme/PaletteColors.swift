// Whether a palette keeps neighbouring chips apart, or gives each tag its hash colour wherever it stands.

/// How a palette's colours go to chips (`Style.paletteColors`, `--palette-colors`).
package enum PaletteColors: String, Sendable, Hashable, Codable, CaseIterable {
  /// Chips side by side on a line never share a fill; each keeps its tag's colour where that
  /// allows (`Palette.fills(for:lines:fixed:)`). The default.
  case distinct
  /// Each chip takes its tag's colour (`Palette.color(for:)`), whatever its neighbours: the
  /// same tag is the same colour in every image, side by side or not.
  case hash
}

// A chip's text as it was measured: what a writer that sets text itself needs, with no font machinery.

/// The measurements of a chip's text that SVG `<text>` is written from: the
/// advance it is stretched to, where its logical box starts and the font
/// resolved. The ChipScene builder takes them from the measurements it laid the
/// chip out with, so writing SVG text shapes nothing again.
package struct MeasuredText: Sendable, Hashable {
  /// The logical width: the text's advance.
  package var width: Double
  /// Where the logical rectangle starts relative to the layout origin.
  package var originX: Double
  /// The font the chip's description resolves to.
  package var face: FontFace
}

/// A font description resolved: what CSS needs to ask a reader for the same font.
package struct FontFace: Sendable, Hashable {
  /// The families in order, comma-separated, as the description names them.
  package var family: String
  /// The size in px.
  package var pixelSize: Double
  /// The weight as CSS writes it: 100 to 1000, 400 regular, 700 bold.
  package var weight: Int
  /// The slant as CSS writes it: `normal`, `italic` or `oblique`.
  package var style: String

  /// The face of a description that names nothing but Pango's defaults: what
  /// an SVG with no chips says on its text group.
  static let plain = FontFace(family: "DejaVu Sans", pixelSize: 13, weight: 400, style: "normal")
}

// How chips and the canvas look: font, colours, padding, corners.

/// The look of one image. Sizes are in points (1 pt = 1 px at scale 1).
public struct Style: Sendable, Hashable {
  /// A Pango font description, e.g. `DejaVu Sans 13px` or `Inter Bold 15px`.
  public var font: String = "DejaVu Sans 13px"
  public var textColor: Color = Color(rgb: 0x1F2937)
  public var fill: Color = Color(rgb: 0xE8EEF7)
  /// Space between a chip's text and its edge, horizontally and vertically.
  public var chipPadding: Insets = Insets(horizontal: 12, vertical: 6)
  /// Corner radius; `nil` draws capsules (radius = half the chip height).
  public var cornerRadius: Double? = nil
  /// Space between the canvas edge and the chips.
  public var padding: Double = 16
  public var background: Color = .white
  /// Chips narrower than this are widened, their text centred.
  public var minChipWidth: Double? = nil
  /// Chips wider than this have their text ellipsised at the end.
  public var maxChipWidth: Double? = nil

  public init() {}
}

/// A horizontal and a vertical length.
public struct Insets: Sendable, Hashable {
  public var horizontal: Double
  public var vertical: Double

  public init(horizontal: Double, vertical: Double) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
}

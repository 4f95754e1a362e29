// How chips and the canvas look: font, colours, border, padding, corners.

/// The look of one image. Sizes are in points (1 pt = 1 px at scale 1).
/// Themes (`Theme`) are ready-made styles; `Tag` overrides colours per chip.
public struct Style: Sendable, Hashable, Encodable {
  /// A Pango font description, e.g. `DejaVu Sans 13px` or `Inter Bold 15px`.
  public var font: String = "DejaVu Sans 13px"
  /// Replace the size, weight or slant that `font` names (size in px).
  public var fontSize: Double? = nil
  /// Replaces the weight that `font` names.
  public var fontWeight: FontWeight? = nil
  /// Replaces the slant that `font` names.
  public var fontSlant: FontSlant? = nil
  /// The text colour of every chip that sets none. `nil` (the default) picks a
  /// readable one per chip: `preferredTextColor` when it reaches WCAG 4.5:1
  /// against the chip's fill, else the canvas background when that does, else
  /// black or white.
  public var textColor: Color? = nil
  /// The theme's text colour, used wherever it is readable.
  public var preferredTextColor: Color = Color(rgb: 0x1F2937)
  /// The fill of every chip without a fill of its own, a palette colour or selection.
  public var fill: Color = Color(rgb: 0xE8EEF7)
  /// Drawn inside the chip's edge: a border never changes a chip's size.
  public var borderColor: Color = .transparent
  /// Width of the border in points; 0 draws none.
  public var borderWidth: Double = 0
  /// The fill (and border) of selected chips, as a tag picker shows its selection.
  public var accent: Color = Color(rgb: 0x2563EB)
  /// Text on selected chips; `nil` picks a readable one as for `textColor`.
  public var accentTextColor: Color? = nil
  /// Colours each chip's fill by its text; `nil` fills every chip with `fill`.
  public var palette: Palette? = nil
  /// Space between a chip's text and its edge, horizontally and vertically.
  public var chipPadding: Insets = Insets(horizontal: 12, vertical: 6)
  /// Corner radius; `nil` draws capsules (radius = half the chip height).
  public var cornerRadius: Double? = nil
  /// Space between the canvas edge and the chips.
  public var padding: Double = 16
  /// The canvas colour; `.transparent` leaves the canvas clear.
  public var background: Color = .white
  /// Every chip's flex settings, unless its tag sets its own.
  public var chipFlex = ChipFlex()

  /// The default look: the `light` theme's, DejaVu Sans 13 px on pale blue-grey capsules.
  public init() {}

  /// Chips narrower than this are widened, their text centred (`chipFlex.minWidth`).
  public var minChipWidth: Double? {
    get { chipFlex.minWidth }
    set { chipFlex.minWidth = newValue }
  }
  /// Chips wider than this have their text ellipsised at the end (`chipFlex.maxWidth`).
  public var maxChipWidth: Double? {
    get { chipFlex.maxWidth }
    set { chipFlex.maxWidth = newValue }
  }
}

/// A horizontal and a vertical length.
public struct Insets: Sendable, Hashable, Encodable {
  /// The length along a line, left and right.
  public var horizontal: Double
  /// The length across lines, top and bottom.
  public var vertical: Double

  /// Insets of `horizontal` and `vertical` points.
  public init(horizontal: Double, vertical: Double) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
}

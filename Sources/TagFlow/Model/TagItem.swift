// One tag: its text, and what it sets for its own chip (weight, colours, link, selection).

/// One tag: the text of one chip, and optionally its weight and its own look.
public struct TagItem: Sendable, Hashable, Codable {
  /// The chip's text: one line, with something to draw (a blank tag is an error).
  public var text: String
  /// Starts a new line before this tag (an empty line in a tag file).
  public var breakBefore: Bool
  /// How much the tag counts in a tag cloud (>= 0); `nil` counts as 1.
  public var weight: Double?
  /// Text colour of this chip, whatever the style says.
  public var color: RGBAColor?
  /// Fill of this chip, whatever the style, palette or selection says.
  public var fill: RGBAColor?
  /// Border colour of this chip; drawn 1 pt wide when the style draws no border.
  public var border: RGBAColor?
  /// Where the chip links to: `<a href>` in SVG, a link annotation in PDF.
  public var link: String?
  /// Drawn with the style's accent, as a tag picker shows its selection.
  public var isSelected: Bool
  /// This chip's own flex settings, over the style's `chipFlex`.
  public var flex = ChipFlex()

  /// A tag with `text`; everything else left unset takes the style's look.
  public init(
    _ text: String, breakBefore: Bool = false, weight: Double? = nil, color: RGBAColor? = nil, fill: RGBAColor? = nil,
    border: RGBAColor? = nil, link: String? = nil, isSelected: Bool = false
  ) {
    self.text = text
    self.breakBefore = breakBefore
    self.weight = weight
    self.color = color
    self.fill = fill
    self.border = border
    self.link = link
    self.isSelected = isSelected
  }
}

// What a chip is painted with, resolved from its tag, the selection, the cloud ramp, the palette and the style.

extension ChipScene {
  /// What one chip is painted with.
  package struct ChipColors: Sendable, Hashable {
    /// The capsule's colour.
    package var fill: RGBAColor
    /// The text's colour.
    package var textColor: RGBAColor
    /// The border's colour, when `borderWidth` draws one.
    package var borderColor: RGBAColor
    /// 0 when this look draws no border.
    package var borderWidth: Double

    /// The colours of one chip.
    package init(fill: RGBAColor, textColor: RGBAColor, borderColor: RGBAColor, borderWidth: Double) {
      self.fill = fill
      self.textColor = textColor
      self.borderColor = borderColor
      self.borderWidth = borderWidth
    }
  }
}

extension ChipScene.ChipColors {
  /// The colours of a tag's chip; `tag` is `nil` for the "+N" chip, which takes the style's.
  /// `rampPosition` is the tag's place between the lightest (0) and heaviest (1) weight.
  ///
  /// Each colour comes from the first of these that sets it: the tag itself,
  /// the selection (accent), the weight ramp, the palette, the style. Text
  /// with no colour set is made readable on the chip's fill. A chip the palette
  /// or the ramp fills keeps the style's border only when it is an outline
  /// (`isOutline`).
  /// `paletteFill` is the palette's colour for this chip as `Palette.fills` assigned it among
  /// its neighbours; without it, the palette's colour for the tag's text.
  init(tag: TagItem?, style: Style, rampPosition: Double?, ramp: ColorRamp?, paletteFill: RGBAColor? = nil) {
    let selected = tag?.isSelected ?? false
    var fill = style.fill
    // Whether the palette or the weight ramp chose the fill, rather than the tag, the selection or the style.
    var schemeFill = false
    if let tag {
      if let set = Self.setFill(tag: tag, style: style, rampPosition: rampPosition, ramp: ramp) {
        fill = set
        schemeFill = tag.fill == nil && !selected
      } else if let palette = style.palette {
        fill = paletteFill ?? palette.color(for: tag.text)
        schemeFill = true
      }
    }
    self.fill = fill

    let fixed = tag?.color ?? (selected ? style.accentTextColor : style.textColor)
    textColor =
      fixed
      ?? RGBAColor.readableText(
        on: fill.composited(over: style.background), preferring: [style.preferredTextColor, style.background])

    var border = tag?.border ?? (selected ? style.accent : style.borderColor)
    // A soft border lifts the style's own fill off the canvas (the dark theme's slate on slate);
    // around a palette's or a ramp's colour it only muddies it. One that stands out as an
    // outline (the contrast theme's black) is kept, as a tag's own border always is.
    if schemeFill, tag?.border == nil, !Self.isOutline(border, on: style.background) { border = .transparent }
    let width = tag?.border != nil ? max(style.borderWidth, 1) : style.borderWidth
    (borderColor, borderWidth) = border.isTransparent || width == 0 ? (.transparent, 0) : (border, width)
  }

  /// The contrast with the canvas at which a border is an outline in its own right: WCAG 2's
  /// 3:1 for the parts of graphics that must be seen (success criterion 1.4.11).
  static let outlineContrast = 3.0

  /// Whether `border` stands out from `background` as an outline (`outlineContrast`).
  static func isOutline(_ border: RGBAColor, on background: RGBAColor) -> Bool {
    let canvas = background.composited(over: .white)
    return !border.isTransparent && border.composited(over: canvas).contrastRatio(with: canvas) >= outlineContrast
  }

  /// The fill set before the palette is asked: the tag's own, the accent of a selected chip,
  /// or the weight ramp's; `nil` when the palette (or the style) decides.
  static func setFill(tag: TagItem, style: Style, rampPosition: Double?, ramp: ColorRamp?) -> RGBAColor? {
    if let own = tag.fill { return own }
    if tag.isSelected { return style.accent }
    if let ramp, let rampPosition { return ramp.fill(at: rampPosition, on: style.background) }
    return nil
  }
}

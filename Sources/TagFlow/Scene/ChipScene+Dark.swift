// A ChipScene's second look for readers who prefer dark: the same chips in the same places, other colours.

extension ChipScene {
  /// The colours of the dark look: the canvas and, chip by chip in drawing order, what is painted.
  package struct DarkLook: Sendable, Hashable {
    /// The canvas colour of the dark look.
    package var background: RGBAColor
    /// One entry per chip of the ChipScene, in the same order.
    package var chips: [ChipColors]

    /// A dark look; `chips` must have one entry per chip of the ChipScene.
    package init(background: RGBAColor, chips: [ChipColors]) {
      self.background = background
      self.chips = chips
    }
  }

  /// The job laid out again with the colours of `style` (colours never move a
  /// chip, so the chips pair up one to one), each chip's colours resolved the
  /// usual way: the tag's own first, then selection, ramp, palette and style.
  static func darkLook(of job: Job, style: Style, measurer: any TextMeasuring) throws(TagFlowError) -> DarkLook {
    var dark = job
    dark.darkStyle = nil
    dark.style.takeColors(of: style)
    let scene = try ChipScene(dark, measurer: measurer)
    return DarkLook(
      background: scene.background,
      chips: scene.chips.map {
        ChipColors(fill: $0.fill, textColor: $0.textColor, borderColor: $0.borderColor, borderWidth: $0.borderWidth)
      })
  }
}

extension Job {
  /// This job drawn in its dark look's colours, for a format that carries one look: the dark
  /// image of a `<picture>` pair. `nil` when the job has no dark look.
  package var darkVariant: Job? {
    guard let darkStyle else { return nil }
    var dark = self
    dark.darkStyle = nil
    dark.style.takeColors(of: darkStyle)
    return dark
  }
}

extension Style {
  /// Every colour of `other` (text, fills, border, accent, background), and its palette
  /// when it has one; sizes and font stay. A palette chosen for the chips (`--palette
  /// deep`) colours them in both looks unless the dark one names a palette of its own, as a
  /// weight ramp does.
  mutating func takeColors(of other: Style) {
    textColor = other.textColor
    preferredTextColor = other.preferredTextColor
    fill = other.fill
    borderColor = other.borderColor
    borderWidth = other.borderWidth
    accent = other.accent
    accentTextColor = other.accentTextColor
    palette = other.palette ?? palette
    background = other.background
  }
}

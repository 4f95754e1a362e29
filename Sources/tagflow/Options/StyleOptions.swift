// How chips look: theme, palette, font, colours, border, padding, corners.

import ArgumentParser
import TagFlow

/// Every look option is optional: what is not given comes from `--theme` (default `light`).
struct StyleOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "A built-in theme (see 'tagflow themes') or a YAML theme file; other options override it (default: light).",
      valueName: "name|file"))
  var theme: String?

  @Option(
    help: ArgumentHelp(
      "Colour each chip from a named palette, by a stable hash of its text (see 'tagflow themes').",
      valueName: "name"),
    transform: Palette.parseArgument)
  var palette: Palette?

  @Option(
    help: ArgumentHelp("Pango font description, e.g. 'DejaVu Sans 13px' or 'Inter Bold 15px'.", valueName: "font"))
  var font: String?

  @Option(
    name: .customLong("font-size"), parsing: .unconditional,
    help: ArgumentHelp("Text size, 1 to 1000 px, replacing --font's.", valueName: "px"))
  var fontSize: NumberArgument?

  @Option(
    name: .customLong("font-weight"),
    help: ArgumentHelp("Text weight: normal, medium, semibold, bold, …, or 100 to 1000.", valueName: "weight"),
    transform: FontWeight.parseArgument)
  var fontWeight: FontWeight?

  @Option(name: .customLong("font-style"), help: "Upright (normal) or slanted (italic, oblique) text.")
  var fontStyle: FontSlant?

  @Option(
    name: .customLong("font-file"),
    help: ArgumentHelp("Load a TTF/OTF font file for this run (repeatable).", valueName: "path"))
  var fontFiles: [String] = []

  @Flag(
    inversion: .prefixedNo,
    help:
      "Use the fonts installed on this machine besides --font-file ones (--no-system-fonts for reproducible output).")
  var systemFonts = true

  @Option(
    name: .customLong("text-color"),
    help: ArgumentHelp(
      "Text colour of every chip (default: the theme's where readable, else black or white for contrast).",
      valueName: "colour"),
    transform: Color.parseArgument)
  var textColor: Color?

  @Option(
    help: ArgumentHelp("Chip fill colour (light theme: #E8EEF7).", valueName: "colour"), transform: Color.parseArgument)
  var fill: Color?

  @Option(
    help: ArgumentHelp("Canvas background colour, or 'transparent' (light theme: white).", valueName: "colour"),
    transform: Color.parseArgument)
  var background: Color?

  @Option(
    name: .customLong("border-color"), help: ArgumentHelp("Chip border colour.", valueName: "colour"),
    transform: Color.parseArgument)
  var borderColor: Color?

  @Option(
    name: .customLong("border-width"), parsing: .unconditional,
    help: ArgumentHelp("Chip border width, 0 (none) to 1000, drawn inside the chip's edge.", valueName: "points"))
  var borderWidth: NumberArgument?

  @Option(
    help: ArgumentHelp("Fill of selected chips (--select, or 'selected' in a tag file).", valueName: "colour"),
    transform: Color.parseArgument)
  var accent: Color?

  @Option(
    name: .customLong("accent-text-color"),
    help: ArgumentHelp("Text colour of selected chips (default: readable on the accent).", valueName: "colour"),
    transform: Color.parseArgument)
  var accentTextColor: Color?

  @Option(
    name: .customLong("chip-padding"), parsing: .unconditional,
    help: ArgumentHelp(
      "Space around the text inside a chip, 0 to 1000: 'X,Y' or one number (default: 12,6).", valueName: "x,y"))
  var chipPadding: Pair?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Space between the canvas edge and the chips, 0 to 10000 (default: 16).", valueName: "points"))
  var padding: NumberArgument?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Corner radius of the chips: points (0 for rectangles) or 'capsule', half the chip height (default).",
      valueName: "points|capsule"))
  var radius: Radius?

  @Option(
    name: .customLong("min-chip-width"), parsing: .unconditional,
    help: ArgumentHelp("Widen narrower chips to this width, 0 to 32767.", valueName: "points"))
  var minChipWidth: NumberArgument?

  @Option(
    name: .customLong("max-chip-width"), parsing: .unconditional,
    help: ArgumentHelp("Cut longer texts with an ellipsis so chips fit this width, 1 to 32767.", valueName: "points"))
  var maxChipWidth: NumberArgument?

  func validate() throws {
    try NumberSetting.fontSize.check(fontSize)
    try NumberSetting.borderWidth.check(borderWidth)
    try NumberSetting.chipPadding.check(chipPadding)
    try NumberSetting.padding.check(padding)
    try radius?.validate()
    try NumberSetting.minChipWidth.check(minChipWidth)
    try NumberSetting.maxChipWidth.check(maxChipWidth)
    try NumberSetting.chipBasis.check(chipBasis)
    try NumberSetting.chipGrow.check(chipGrow)
    try NumberSetting.chipShrink.check(chipShrink)
  }

  @Option(
    name: .customLong("chip-basis"), parsing: .unconditional,
    help: ArgumentHelp("Width every chip flexes from (default: its text plus padding).", valueName: "points"))
  var chipBasis: NumberArgument?

  @Option(
    name: .customLong("chip-grow"), parsing: .unconditional,
    help: ArgumentHelp("Share of its line's free space each chip takes (default: 0).", valueName: "factor"))
  var chipGrow: NumberArgument?

  @Option(
    name: .customLong("chip-shrink"), parsing: .unconditional,
    help: ArgumentHelp(
      "Share of an overflowing line each chip gives up, its text ellipsised (default: 0).", valueName: "factor"))
  var chipShrink: NumberArgument?

  /// Sets what was given on the command line over the theme's style.
  func apply(to style: inout Style) {
    if let palette { style.palette = palette }
    if let font { style.font = font }
    if let fontSize { style.fontSize = fontSize.value }
    if let fontWeight { style.fontWeight = fontWeight }
    if let fontStyle { style.fontSlant = fontStyle }
    if let textColor { style.textColor = textColor }
    if let fill { style.fill = fill }
    if let background { style.background = background }
    if let borderColor {
      style.borderColor = borderColor
      // A border colour alone asks for a border.
      if borderWidth == nil, style.borderWidth == 0 { style.borderWidth = 1 }
    }
    if let borderWidth { style.borderWidth = borderWidth.value }
    if let accent { style.accent = accent }
    if let accentTextColor { style.accentTextColor = accentTextColor }
    if let chipPadding { style.chipPadding = Insets(horizontal: chipPadding.x, vertical: chipPadding.y) }
    if let padding { style.padding = padding.value }
    switch radius {
    case .capsule: style.cornerRadius = nil
    case .points(let points): style.cornerRadius = points.value
    case nil: break
    }
    if let minChipWidth { style.minChipWidth = minChipWidth.value }
    if let maxChipWidth { style.maxChipWidth = maxChipWidth.value }
    if let chipBasis { style.chipFlex.basis = chipBasis.value }
    if let chipGrow { style.chipFlex.grow = chipGrow.value }
    if let chipShrink { style.chipFlex.shrink = chipShrink.value }
  }

  var fonts: FontSet { FontSet(files: fontFiles, includesSystemFonts: systemFonts) }
}

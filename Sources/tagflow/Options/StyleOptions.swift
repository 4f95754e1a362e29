// How chips look: font, colours, padding, corners.

import ArgumentParser
import TagFlow

struct StyleOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp("Pango font description, e.g. 'DejaVu Sans 13px' or 'Inter Bold 15px'.", valueName: "font"))
  var font = "DejaVu Sans 13px"

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
    help: ArgumentHelp("Text colour: #RGB, #RRGGBB, #RRGGBBAA or a CSS name (default: #1F2937).", valueName: "colour"),
    transform: Color.parseArgument)
  var textColor = Color(rgb: 0x1F2937)

  @Option(
    help: ArgumentHelp("Chip fill colour (default: #E8EEF7).", valueName: "colour"), transform: Color.parseArgument)
  var fill = Color(rgb: 0xE8EEF7)

  @Option(
    help: ArgumentHelp("Canvas background colour, or 'transparent' (default: white).", valueName: "colour"),
    transform: Color.parseArgument)
  var background = Color.white

  @Option(
    name: .customLong("chip-padding"),
    help: ArgumentHelp("Space around the text inside a chip: 'X,Y' or one number.", valueName: "x,y"))
  var chipPadding = Pair(12, 6)

  @Option(help: ArgumentHelp("Space between the canvas edge and the chips.", valueName: "points"))
  var padding = 16.0

  @Option(
    help: ArgumentHelp("Corner radius of the chips (default: capsules, half the chip height).", valueName: "points"))
  var radius: Double?

  @Option(
    name: .customLong("min-chip-width"), help: ArgumentHelp("Widen narrower chips to this width.", valueName: "points"))
  var minChipWidth: Double?

  @Option(
    name: .customLong("max-chip-width"),
    help: ArgumentHelp("Cut longer texts with an ellipsis so chips fit this width.", valueName: "points"))
  var maxChipWidth: Double?

  var style: Style {
    var style = Style()
    style.font = font
    style.textColor = textColor
    style.fill = fill
    style.background = background
    style.chipPadding = Insets(horizontal: chipPadding.x, vertical: chipPadding.y)
    style.padding = padding
    style.cornerRadius = radius
    style.minChipWidth = minChipWidth
    style.maxChipWidth = maxChipWidth
    return style
  }

  var fonts: FontSet { FontSet(files: fontFiles, includesSystemFonts: systemFonts) }
}

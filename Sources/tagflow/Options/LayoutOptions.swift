// How chips flow into lines: width, gaps, justification, alignment, wrapping.

import ArgumentParser
import FlowLayout
import TagFlow

struct LayoutOptions: ParsableArguments {
  @Option(
    name: [.short, .long], parsing: .unconditional,
    help: ArgumentHelp("Canvas width, 1 to 32767; chips wrap at the width minus the padding.", valueName: "points"))
  var width = NumberArgument(600)

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Canvas height, 1 to 32767 (default: as tall as the lines); tags that do not fit are an error.",
      valueName: "points"))
  var height: NumberArgument?

  @Option(
    name: .customLong("align-content"),
    help: ArgumentHelp("Where the lines sit in a canvas of fixed --height, as CSS align-content.", valueName: "value")
  )
  var alignContent: AlignContent = .start

  @Flag(
    name: .customLong("fit-box"),
    help:
      "Zoom the chips (text sizes, chip padding, gaps) to the largest size at which every tag fits --width × --height."
  )
  var fitBox = false

  @Option(name: .setting(.gap), parsing: .unconditional, help: .setting(.gap))
  var gap: SettingArgument?

  @Option(help: "How each line shares its free space.")
  var justify: Justify = .start

  @Option(
    name: .customLong("last-line"),
    help: ArgumentHelp("Justify the last line differently (default: as --justify).", valueName: "justify"))
  var lastLine: Justify?

  @Option(help: "How chips of different heights sit in a line.")
  var align: Align = .center

  @Option(
    help:
      "Where lines break: greedy fills each line; balanced evens them out; optimal avoids ragged lines and lone chips.")
  var wrap: WrapMode = .greedy

  @Option(help: "Fill lines from the left (ltr) or from the right (rtl).")
  var direction: Direction = .ltr

  @Option(
    name: .customLong("max-lines"), parsing: .unconditional,
    help: ArgumentHelp("Keep at most this many lines; hidden tags are counted in a '+N' chip.", valueName: "n"))
  var maxLines: NumberArgument?

  @Option(
    name: .customLong("overflow-text"),
    help: ArgumentHelp("Text of the chip that counts hidden tags; {n} is the count.", valueName: "template"))
  var overflowText = "+{n}"

  @Flag(help: "Make the canvas as narrow as its widest line.")
  var fit = false

  @Option(
    help:
      "How flexible chips share a line: css grows them by their grow factors; swiftui offers each an equal share, least flexible first."
  )
  var distribution: FlexDistribution = .css

  func validate() throws {
    try NumberSetting.width.check(width)
    try NumberSetting.height.check(height)
    if let gap { try StyleSetting.gap.check(gap) }
    try NumberSetting.maxLines.check(maxLines)
  }

  var flowOptions: FlowOptions {
    var options = FlowOptions(width: width.value)
    // Without --gap, the theme's gaps apply (8,8 for the built-in themes).
    var look = Theme(look: Style())
    if let gap { StyleSetting.gap.apply(gap.text, to: &look) }
    (options.gapX, options.gapY) = (look.gap.horizontal, look.gap.vertical)
    options.alignContent = alignContent
    options.justify = justify
    options.lastLineJustify = lastLine
    options.align = align
    options.wrap = wrap
    options.direction = direction
    options.maxLines = maxLines?.whole
    options.fit = fit
    options.distribution = distribution
    return options
  }
}

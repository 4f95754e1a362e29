// Weighted tag clouds: font sizes and colours by weight, order, and how many tags to keep.

import ArgumentParser
import TagFlow

struct CloudOptions: ParsableArguments {
  @Option(
    name: .customLong("min-size"), parsing: .unconditional,
    help: ArgumentHelp("Font size of the lightest tag, 1 to 1000 px (default: the font's size).", valueName: "px"))
  var minSize: NumberArgument?

  @Option(
    name: .customLong("max-size"), parsing: .unconditional,
    help: ArgumentHelp("Font size of the heaviest tag, 1 to 1000 px (default: twice --min-size).", valueName: "px"))
  var maxSize: NumberArgument?

  @Option(name: .customLong("scale-by"), help: "How weights map onto sizes: linear, sqrt or log (log(1 + weight)).")
  var scaleBy: WeightScale = .linear

  @Option(
    help: ArgumentHelp(
      "Fill chips from the first colour (lightest) to the second (heaviest), e.g. '#DBEAFE,#1E3A8A'.",
      valueName: "from,to"))
  var ramp: Ramp?

  @Option(help: "Chip order: as given, alphabetical, or heaviest first.")
  var sort: TagOrder = .input

  @Option(parsing: .unconditional, help: ArgumentHelp("Keep only the N heaviest tags.", valueName: "n"))
  var top: NumberArgument?

  func validate() throws {
    try NumberSetting.minSize.check(minSize)
    try NumberSetting.maxSize.check(maxSize)
    try NumberSetting.top.check(top)
  }

  func apply(to job: inout Job) {
    job.cloud = TagCloud(minSize: minSize?.value, maxSize: maxSize?.value, scale: scaleBy, ramp: ramp?.ramp)
    job.order = sort
    job.top = top?.whole
  }
}

// Weighted tag clouds: font sizes and colours by weight, order, and how many tags to keep.

import ArgumentParser
import TagFlow

struct CloudOptions: ParsableArguments {
  @Option(
    name: .customLong("min-size"),
    help: ArgumentHelp("Font size of the lightest tag, in px (default: the font's size).", valueName: "px"))
  var minSize: Double?

  @Option(
    name: .customLong("max-size"),
    help: ArgumentHelp("Font size of the heaviest tag, in px (default: twice --min-size).", valueName: "px"))
  var maxSize: Double?

  @Option(name: .customLong("scale-by"), help: "How weights map onto sizes: linear, sqrt or log (log(1 + weight)).")
  var scaleBy: WeightScale = .linear

  @Option(
    help: ArgumentHelp(
      "Fill chips from the first colour (lightest) to the second (heaviest), e.g. '#DBEAFE,#1E3A8A'.",
      valueName: "from,to"))
  var ramp: Ramp?

  @Option(help: "Chip order: as given, alphabetical, or heaviest first.")
  var sort: TagOrder = .input

  @Option(help: ArgumentHelp("Keep only the N heaviest tags.", valueName: "n"))
  var top: Int?

  func apply(to job: inout Job) {
    job.cloud = TagCloud(minSize: minSize, maxSize: maxSize, scale: scaleBy, ramp: ramp?.ramp)
    job.order = sort
    job.top = top
  }
}

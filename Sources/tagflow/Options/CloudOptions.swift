// Weighted tag clouds: font sizes and colours by weight, order, and how many tags to keep.

import ArgumentParser
import TagFlow
import TagFlowBatch

/// Names, help and checks come from `JobSetting`.
struct CloudOptions: ParsableArguments {
  @Option(name: .setting(.minSize), parsing: .unconditional, help: .setting(.minSize))
  var minSize: NumberArgument?

  @Option(name: .setting(.maxSize), parsing: .unconditional, help: .setting(.maxSize))
  var maxSize: NumberArgument?

  @Option(name: .setting(.scaleBy), help: .setting(.scaleBy))
  var scaleBy: WeightScale = .linear

  @Option(name: .setting(.ramp), help: .setting(.ramp))
  var ramp: Ramp?

  @Option(name: .setting(.sort), help: .setting(.sort))
  var sort: TagOrder = .input

  @Option(name: .setting(.top), parsing: .unconditional, help: .setting(.top))
  var top: NumberArgument?

  func validate() throws {
    try JobSetting.minSize.check(minSize)
    try JobSetting.maxSize.check(maxSize)
    try JobSetting.top.check(top)
  }

  func apply(to job: inout Job) {
    job[.minSize] = minSize?.value
    job[.maxSize] = maxSize?.value
    job[.scaleBy] = scaleBy
    job[.ramp] = ramp?.ramp
    job[.sort] = sort
    job[.top] = top?.whole
  }
}

// How chips flow into lines: width, gaps, justification, alignment, wrapping.

import ArgumentParser
import FlowLayout
import TagFlow
import TagFlowBatch

/// Names, help and checks come from `JobSetting` (and `StyleSetting` for the
/// gap); each option is declared here because ArgumentParser finds options by
/// their properties.
struct LayoutOptions: ParsableArguments {
  @Option(name: [.short, .setting(.width)], parsing: .unconditional, help: .setting(.width))
  var width: NumberArgument?

  @Option(name: .setting(.height), parsing: .unconditional, help: .setting(.height))
  var height: NumberArgument?

  @Option(name: .setting(.alignContent), help: .setting(.alignContent))
  var alignContent: AlignContent = .start

  @Flag(name: .setting(.fitBox), help: .setting(.fitBox))
  var fitBox = false

  @Option(name: .setting(.gap), parsing: .unconditional, help: .setting(.gap))
  var gap: SettingArgument?

  @Option(name: .setting(.justify), help: .setting(.justify))
  var justify: Justify = .start

  @Option(name: .setting(.lastLine), help: .setting(.lastLine))
  var lastLine: Justify?

  @Option(name: .setting(.align), help: .setting(.align))
  var align: Align = .center

  @Option(name: .setting(.wrap), help: .setting(.wrap))
  var wrap: WrapMode = .greedy

  @Option(name: .setting(.direction), help: .setting(.direction))
  var direction: Direction = .ltr

  @Option(name: .setting(.minLines), parsing: .unconditional, help: .setting(.minLines))
  var minLines: NumberArgument?

  @Option(name: .setting(.maxLines), parsing: .unconditional, help: .setting(.maxLines))
  var maxLines: NumberArgument?

  @Option(name: .setting(.overflowText), help: .setting(.overflowText))
  var overflowText = "+{n}"

  @Flag(name: .setting(.fit), help: .setting(.fit))
  var fit = false

  @Option(name: .setting(.distribution), help: .setting(.distribution))
  var distribution: FlexDistribution = .css

  @Option(name: .setting(.chipHeight), help: .setting(.chipHeight))
  var chipHeight: ChipHeight = .line

  func validate() throws {
    if !isInPixels { try JobSetting.width.check(width) }
    try JobSetting.height.check(height)
    if let gap { try StyleSetting.gap.check(gap) }
    try JobSetting.minLines.check(minLines)
    try JobSetting.maxLines.check(maxLines)
  }

  /// `--width 1200px`: the image's width in pixels, checked once the scale is known.
  private var isInPixels: Bool { width?.text.hasSuffix("px") == true }

  /// Sets the layout given on the command line; the gap, when given, over the theme's. A
  /// width in pixels becomes points at `pixelsPerPoint` (the PNG's scale; 1 for SVG and PDF).
  func apply(to job: inout Job, pixelsPerPoint: Double) throws(TagFlowError) {
    if let width, isInPixels {
      let points = (Double(width.text.dropLast(2)) ?? .nan) / pixelsPerPoint
      guard JobSetting.width.range?.accepts(points) == true else {
        throw .invalid(
          "width", width.text,
          expected: "pixels that make 1 to 32767 points at \(Job.format(pixelsPerPoint)) "
            + (pixelsPerPoint == 1 ? "pixel" : "pixels") + " a point (--scale)")
      }
      job[.width] = points
    } else if let width {
      job[.width] = width.value
    }
    job[.height] = height?.value
    job[.alignContent] = alignContent
    job[.fitBox] = fitBox
    if let gap { StyleSetting.gap.apply(gap.text, to: &job.look) }
    job[.justify] = justify
    job[.lastLine] = lastLine
    job[.align] = align
    job[.wrap] = wrap
    job[.direction] = direction
    job[.minLines] = minLines?.whole ?? 1
    job[.maxLines] = maxLines?.whole
    job[.overflowText] = overflowText
    // A first render without --width hugs its chips, as a wrapping stack sizes itself to
    // its content; a width given is a canvas that wide, unless --fit is given too.
    job[.fit] = fit || (width == nil && !fitBox)
    job[.distribution] = distribution
    job[.chipHeight] = chipHeight
  }
}

// How `diff` and `check` tell a changed pixel: metric, threshold, anti-aliasing, decoding budget.

import ArgumentParser
import TagFlow
import TagFlowComparison

extension ImageComparison.Metric: KeywordArgument {}

struct ComparisonOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Colour distance: oklab (perceptual, fails any visible change), yiq (pixelmatch 7), yiq-white (pixelmatch 5/6) "
        + "or odiff (odiff 4, with --no-antialiasing as odiff runs).",
      valueName: "metric"))
  var metric = ImageComparison.Metric.oklab

  @Option(
    help: ArgumentHelp(
      "Per-pixel threshold, 0 (any change counts) to 1 (default: 0.015 for oklab, about 3/4 of a just-noticeable difference; 0.1 for the others).",
      valueName: "0...1"))
  var threshold: Double?

  @Flag(
    inversion: .prefixedNo,
    help: "Tell pixels that differ only by anti-aliasing apart: reported, shown yellow, not counted.")
  var antialiasing = true

  @Option(
    name: .customLong("max-pixels"),
    help: ArgumentHelp(
      "Refuse images of more pixels than this before decoding them (default: \(PNGDecoder.defaultMaxPixels), 8192×8192).",
      valueName: "pixels"))
  var givenMaxPixels: Int?

  /// `--max-pixels`, or the decoder's budget. The option is optional only so that its help
  /// states the default once, in its own words.
  var maxPixels: Int { givenMaxPixels ?? PNGDecoder.defaultMaxPixels }

  func validate() throws {
    if let threshold, !(threshold.isFinite && ImageComparison.Metric.thresholdRange.contains(threshold)) {
      throw ValidationError("--threshold: '\(threshold)' is not valid; expected a number from 0 to 1, such as 0.015")
    }
    guard maxPixels >= 1 else {
      throw ValidationError("--max-pixels: '\(maxPixels)' is not valid; expected a whole number of pixels ≥ 1")
    }
  }

  var comparison: ImageComparison {
    ImageComparison(metric: metric, threshold: threshold, detectsAntialiasing: antialiasing)
  }
}

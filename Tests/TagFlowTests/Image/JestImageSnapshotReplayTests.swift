// jest-image-snapshot's own test images and expectations: pixelmatch 5 at 0.01, anti-aliasing left out.

import Testing

@testable import TagFlow
@testable import TagFlowComparison

/// Every expectation of jest-image-snapshot's `__tests__/integration.spec.js` on its stub
/// images (`Fixtures/JestImageSnapshot`, Apache 2.0), with its defaults: pixelmatch 5
/// (`Metric.yiqOverWhite`) at threshold 0.01, anti-aliased pixels detected and not counted.
@Suite struct JestImageSnapshotReplayTests {
  private func result(_ expected: String, _ actual: String) throws -> ImageComparisonResult {
    let folder = Fixtures.path("JestImageSnapshot")
    let comparison = ImageComparison(metric: .yiqOverWhite, threshold: 0.01, detectsAntialiasing: true)
    return comparison.compare(
      try ImageDecoder.decode(contentsOfFile: "\(folder)/\(expected)"),
      try ImageDecoder.decode(contentsOfFile: "\(folder)/\(actual)"), ignoring: [], diffImage: false
    ).0
  }

  private func compare(_ expected: String, _ actual: String) throws -> ImageDifference {
    try #require(try result(expected, actual).difference)
  }

  /// "86.45% different from snapshot (8645 differing pixels)".
  @Test func aDifferentImageIs8645Pixels() throws {
    let difference = try compare("TestImage.png", "TestImageFailure.png")
    #expect(difference.differingPixels == 8645)
    #expect(difference.ratio == 0.8645)
  }

  /// Passes with `failureThreshold: 2` pixels, fails with none: PyPI's pixelmatch counts 1.
  @Test func onePixelOffIsOnePixel() throws {
    let difference = try compare("TestImage.png", "TestImageUpdate1pxOff.png")
    #expect(difference.differingPixels == 1)
  }

  /// Two desktop screenshots pass at `failureThreshold: 0.06` percent: 115,712 of 2,073,600 (5.58%).
  @Test func desktopScreenshotsAreUnderSixPercent() throws {
    let difference = try compare("Desktop-1_082.png", "Desktop-1_083.png")
    #expect(difference.differingPixels == 115_712)
    #expect(difference.ratio < 0.06)
  }

  /// Images of another size fail, even where the larger adds only transparent pixels.
  @Test(arguments: ["TestImageFailureOversize.png", "TestImage150x150.png"])
  func anotherSizeFails(_ actual: String) throws {
    let result = try result("TestImage.png", actual)
    #expect(try #require(result.difference).sizesDiffer)
    #expect(!result.matches(.pixels(0)))
  }
}

// odiff's own counts on its own PNGs, sizes that differ included: `Metric.odiff` counts what odiff counts.

import Testing

@testable import TagFlow
@testable import TagFlowComparison

/// Every count of odiff 4.5's `src/test_core.zig` that a PNG pair gives (`Fixtures/Odiff`,
/// MIT licence), both ways round where odiff checks both. Its defaults: threshold 0.1,
/// anti-aliasing detection off.
@Suite struct OdiffReplayTests {
  struct Pair: Sendable, CustomTestStringConvertible {
    var expected: String
    var actual: String
    var threshold = 0.1
    var antialiasing = false
    var ignoring: [IgnoreRegion] = []
    var count: Int
    /// odiff's share, in percent of the union of both sizes.
    var percent: Double

    var testDescription: String { "\(expected) → \(actual): \(count)" }
  }

  static let pairs: [Pair] = [
    Pair(
      expected: "antialiasing-on.png", actual: "antialiasing-off.png", antialiasing: true, count: 38, percent: 0.095),
    Pair(
      expected: "antialiasing-on.png", actual: "antialiasing-off-small.png", antialiasing: true, count: 417,
      percent: 1.0425),
    Pair(
      expected: "orange.png", actual: "orange_changed.png", threshold: 0.5, count: 25, percent: 0.020948550360315066),
    // odiff's regions are inclusive corners: x1 150, y1 30, x2 310, y2 105 is 161×76 pixels.
    Pair(
      expected: "orange.png", actual: "orange_changed.png",
      ignoring: [
        IgnoreRegion(x: 150, y: 30, width: 161, height: 76), IgnoreRegion(x: 20, y: 175, width: 86, height: 26),
      ], count: 0, percent: 0),
    Pair(expected: "white4x4.png", actual: "purple8x8.png", count: 64, percent: 100),
    Pair(expected: "purple8x8.png", actual: "white4x4.png", count: 64, percent: 100),
    Pair(expected: "odiff-logo-dark.png", actual: "odiff-logo-dark-rotated.png", count: 2_270_068, percent: 50.56),
    Pair(expected: "odiff-logo-dark-rotated.png", actual: "odiff-logo-dark.png", count: 2_270_068, percent: 50.56),
    Pair(expected: "tiger.jpg", actual: "tiger-2.jpg", count: 7789, percent: 1.1677661169415293),
    Pair(expected: "laptops.tiff", actual: "laptops-2.tiff", count: 8569, percent: 3.7882404951370474),
  ]

  @Test(arguments: pairs)
  func countsEqualOdiffs(_ pair: Pair) throws {
    let folder = Fixtures.path("Odiff")
    let comparison = ImageComparison(
      metric: .odiff, threshold: pair.threshold, detectsAntialiasing: pair.antialiasing)
    let (result, _) = comparison.compare(
      try ImageDecoder.decode(contentsOfFile: "\(folder)/\(pair.expected)"),
      try ImageDecoder.decode(contentsOfFile: "\(folder)/\(pair.actual)"), ignoring: pair.ignoring,
      diffImage: false)
    let difference = try #require(result.difference)
    #expect(difference.differingPixels == pair.count)
    #expect(abs(difference.ratio * 100 - pair.percent) <= pair.percent * 0.01)
  }

  /// odiff's fixed point differs from pixelmatch's doubles just at the threshold: three pixels
  /// of the logo pair are over pixelmatch 6's 0.1 and under odiff's.
  @Test func fixedPointDiffersFromPixelmatchAtTheThreshold() throws {
    let folder = Fixtures.path("Odiff")
    let logo = try ImageDecoder.decode(contentsOfFile: "\(folder)/odiff-logo-dark.png")
    let rotated = try ImageDecoder.decode(contentsOfFile: "\(folder)/odiff-logo-dark-rotated.png")
    func count(_ metric: ImageComparison.Metric) -> Int? {
      ImageComparison(metric: metric, detectsAntialiasing: false).compare(logo, rotated).difference?.differingPixels
    }
    #expect(count(.odiff) == 2_270_068)
    #expect(count(.yiqOverWhite) == 2_270_071)
  }

  /// Outside the overlap, a pixel that only one image covers counts unless it is fully
  /// transparent; the corner neither covers is not compared; the diff image is red exactly
  /// where a pixel counts.
  @Test func sizesThatDifferCountWhatOneImageCovers() throws {
    // 3×2 opaque black with a transparent pixel at (2, 1); 2×3 opaque black.
    var wide = Bitmap(width: 3, height: 2, filledWith: .black)
    wide[2, 1] = .clear
    let tall = Bitmap(width: 2, height: 3, filledWith: .black)
    for metric in ImageComparison.Metric.allCases {
      let result = ImageComparison(metric: metric).compare(wide, tall, diffImage: true)
      let difference = try #require(result.difference)
      // Outside the 2×2 overlap: (2, 0) counts, (2, 1) is transparent, (0, 2) and (1, 2) count;
      // (2, 2) is in neither image.
      #expect(difference.differingPixels == 3, "\(metric)")
      #expect(difference.totalPixels == 9)
      #expect(!result.matches(.pixels(10)))
      let diff = try #require(difference.diffImage)
      let red = (0..<3).flatMap { y in (0..<3).filter { x in diff[x, y] == .red }.map { [$0, y] } }
      #expect(red == [[2, 0], [0, 2], [1, 2]], "\(metric)")
      #expect(diff[2, 2] == .clear)
    }
  }
}

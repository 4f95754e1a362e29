// ImageComparison: pixelmatch's threshold, anti-aliasing detection, tolerance and diff image.

import TagFlow
import Testing

@Suite struct ImageComparisonTests {
  private let white = Bitmap(width: 20, height: 10, filledWith: .white)

  private func difference(
    _ a: Bitmap, _ b: Bitmap, _ comparison: ImageComparison = ImageComparison()
  ) throws -> ImageDifference {
    try #require(comparison.compare(a, b, diffImage: true).difference)
  }

  /// Black on the left, white on the right, and one grey column between them: an
  /// antialiased vertical edge, drawn with a different grey in each image.
  private func edge(grey: UInt8) -> Bitmap {
    var bitmap = Bitmap(width: 8, height: 6, filledWith: .white)
    for y in 0..<6 {
      for x in 0..<3 { bitmap[x, y] = .black }
      bitmap[3, y] = Bitmap.Pixel(r: grey, g: grey, b: grey)
    }
    return bitmap
  }

  @Test func identicalImagesMatch() throws {
    let result = ImageComparison().compare(white, Bitmap(width: 20, height: 10, filledWith: .white))
    #expect(
      result
        == .compared(ImageDifference(differingPixels: 0, antialiasedPixels: 0, totalPixels: 200)))
    #expect(result.matches())
  }

  @Test func oneChangedPixelCounts() throws {
    var changed = white
    changed[4, 5] = Bitmap.Pixel(r: 255, g: 0, b: 0)
    let diff = try difference(white, changed)
    #expect(diff.differingPixels == 1)
    #expect(diff.antialiasedPixels == 0)
    #expect(diff.totalPixels == 200)
    #expect(diff.ratio == 0.005)
    #expect(!diff.matches(.pixels(0)))
  }

  @Test func changeBelowThresholdIsIgnored() throws {
    var changed = white
    changed[4, 5] = Bitmap.Pixel(r: 250, g: 252, b: 255)
    #expect(try difference(white, changed).differingPixels == 0)
    #expect(try difference(white, changed, ImageComparison(threshold: 0)).differingPixels == 1)
  }

  @Test func thresholdScalesTheYIQDistance() throws {
    // Black against white is 0.5053 × 255² ≈ 32857 of the maximum 35215: threshold ≈ 0.966.
    let black = Bitmap(width: 20, height: 10, filledWith: .black)
    #expect(try difference(white, black, ImageComparison(threshold: 0.96)).differingPixels == 200)
    #expect(try difference(white, black, ImageComparison(threshold: 0.97)).differingPixels == 0)
  }

  @Test func antialiasedEdgeIsReportedButNotCounted() throws {
    let diff = try difference(edge(grey: 100), edge(grey: 180))
    #expect(diff.differingPixels == 0)
    #expect(diff.antialiasedPixels == 6)
    #expect(diff.matches())
    #expect(diff.diffImage?[3, 2] == Bitmap.Pixel(r: 255, g: 255, b: 0))

    let strict = try difference(
      edge(grey: 100), edge(grey: 180), ImageComparison(detectsAntialiasing: false))
    #expect(strict.differingPixels == 6)
    #expect(strict.antialiasedPixels == 0)
  }

  @Test func changeInsideAFlatAreaIsNotAntialiasing() throws {
    var changed = edge(grey: 100)
    changed[6, 3] = .black
    let diff = try difference(edge(grey: 100), changed)
    #expect(diff.differingPixels == 1)
    #expect(diff.antialiasedPixels == 0)
  }

  @Test func sizeMismatchIsAResult() {
    let result = ImageComparison().compare(white, Bitmap(width: 10, height: 20, filledWith: .white))
    #expect(
      result
        == .sizeMismatch(
          expected: Bitmap.Size(width: 20, height: 10), actual: Bitmap.Size(width: 10, height: 20)))
    #expect(!result.matches(.ratio(1)))
    #expect(result.difference == nil)
    #expect(result.description == "image sizes differ: expected 20×10, got 10×20")
  }

  @Test func alphaIsBlendedOverWhite() throws {
    var transparent = Bitmap(
      width: 20, height: 10, filledWith: Bitmap.Pixel(r: 0, g: 0, b: 0, a: 0))
    #expect(try difference(white, transparent).differingPixels == 0)
    // Nearly transparent black is nearly white.
    transparent[1, 1] = Bitmap.Pixel(r: 0, g: 0, b: 0, a: 3)
    #expect(try difference(white, transparent).differingPixels == 0)
    // Half-transparent black is mid grey.
    transparent[2, 2] = Bitmap.Pixel(r: 0, g: 0, b: 0, a: 128)
    #expect(try difference(white, transparent).differingPixels == 1)
  }

  @Test func toleranceInPixelsOrRatio() throws {
    var changed = Bitmap(width: 100, height: 100, filledWith: .white)
    for i in 0..<10 { changed[i * 10, 50] = .black }
    let result = ImageComparison().compare(
      Bitmap(width: 100, height: 100, filledWith: .white), changed)
    #expect(result.difference?.differingPixels == 10)
    #expect(result.matches(.pixels(10)))
    #expect(!result.matches(.pixels(9)))
    #expect(result.matches(.ratio(0.001)))
    #expect(!result.matches(.ratio(0.0009)))
    #expect(result.description == "10 of 10000 pixels differ (0.1%)")
  }

  @Test func diffImageColours() throws {
    var expected = edge(grey: 100)
    expected[7, 0] = Bitmap.Pixel(r: 0, g: 0, b: 0, a: 0)
    var actual = edge(grey: 180)
    actual[7, 0] = Bitmap.Pixel(r: 12, g: 34, b: 56, a: 0)
    actual[6, 4] = Bitmap.Pixel(r: 0, g: 0, b: 255)
    let diff = try difference(expected, actual)
    let image = try #require(diff.diffImage)
    #expect(image.size == expected.size)
    #expect(image[6, 4] == Bitmap.Pixel(r: 255, g: 0, b: 0))  // differs
    #expect(image[3, 1] == Bitmap.Pixel(r: 255, g: 255, b: 0))  // anti-aliasing
    #expect(image[7, 1] == Bitmap.Pixel(r: 255, g: 255, b: 255))  // white stays white
    #expect(image[0, 0] == Bitmap.Pixel(r: 229, g: 229, b: 229))  // black fades to light grey
    #expect(image[7, 0] == Bitmap.Pixel(r: 255, g: 255, b: 255))  // transparent fades to white
    #expect(ImageComparison().compare(expected, actual).difference?.diffImage == nil)
  }

  @Test func emptyImagesMatch() {
    let empty = Bitmap(width: 0, height: 0)
    #expect(ImageComparison().compare(empty, empty).matches())
  }
}

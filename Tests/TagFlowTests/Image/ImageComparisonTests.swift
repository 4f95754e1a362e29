// ImageComparison: thresholds per metric, anti-aliasing detection, transparency, sizes, tolerance, diff image.

import TagFlow
import TagFlowComparison
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

  @Test(arguments: ImageComparison.Metric.allCases)
  func changeBelowThresholdIsIgnored(metric: ImageComparison.Metric) throws {
    var changed = white
    changed[4, 5] = Bitmap.Pixel(r: 254, g: 255, b: 254)
    #expect(try difference(white, changed, ImageComparison(metric: metric)).differingPixels == 0)
    #expect(try difference(white, changed, ImageComparison(metric: metric, threshold: 0)).differingPixels == 1)
  }

  @Test func thresholdScalesTheYIQDistance() throws {
    // Black against white is 0.5053 × 255² ≈ 32857 of the maximum 35215: threshold ≈ 0.966.
    let black = Bitmap(width: 20, height: 10, filledWith: .black)
    for metric in [ImageComparison.Metric.yiq, .yiqOverWhite] {
      #expect(try difference(white, black, ImageComparison(metric: metric, threshold: 0.96)).differingPixels == 200)
      #expect(try difference(white, black, ImageComparison(metric: metric, threshold: 0.97)).differingPixels == 0)
    }
  }

  @Test func okLabThresholdIsTheDistanceInOKLab() throws {
    // Black against white is 1 − 4/29 in lightness, with no chroma: the toe near black puts
    // black's cone responses at CIELAB's f(0) = 4/29, not 0; white is OKLab's 1.
    let black = Bitmap(width: 20, height: 10, filledWith: .black)
    #expect(abs(ImageComparison.Metric.oklab.distance(.white, .black) - 25.0 / 29.0) < 1e-6)
    #expect(try difference(white, black, ImageComparison(threshold: 0.862)).differingPixels == 200)
    #expect(try difference(white, black, ImageComparison(threshold: 0.863)).differingPixels == 0)
    // Grey 50 against white is OKLab's own, above the toe: 1 − L(50) = 0.6829.
    let grey = Bitmap(width: 20, height: 10, filledWith: Bitmap.Pixel(r: 50, g: 50, b: 50))
    #expect(abs(ImageComparison.Metric.oklab.distance(.white, Bitmap.Pixel(r: 50, g: 50, b: 50)) - 0.6829) < 1e-3)
    #expect(try difference(white, grey, ImageComparison(threshold: 0.68)).differingPixels == 200)
  }

  @Test func theIssuesChangesFailAtTheDefaults() throws {
    // A chip fill #E8EEF7 → #FEF3C7 and text #1F2937 → #334155, which YIQ 0.1 passes.
    let pairs: [(Bitmap.Pixel, Bitmap.Pixel)] = [
      (Bitmap.Pixel(r: 0xE8, g: 0xEE, b: 0xF7), Bitmap.Pixel(r: 0xFE, g: 0xF3, b: 0xC7)),
      (Bitmap.Pixel(r: 0x1F, g: 0x29, b: 0x37), Bitmap.Pixel(r: 0x33, g: 0x41, b: 0x55)),
    ]
    for (before, after) in pairs {
      let a = Bitmap(width: 20, height: 10, filledWith: before)
      let b = Bitmap(width: 20, height: 10, filledWith: after)
      #expect(try difference(a, b).differingPixels == 200)
      #expect(try difference(a, b, ImageComparison(metric: .yiq)).differingPixels == 0)
    }
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

  @Test func sizeMismatchIsComparedOnTheUnionOfBothCanvases() throws {
    var tall = Bitmap(width: 10, height: 20, filledWith: .white)
    tall[2, 3] = .black
    let result = ImageComparison().compare(white, tall, diffImage: true)
    let difference = try #require(result.difference)
    // The union is 20×20; the 10×10 overlap has one changed pixel; 200 pixels lie outside it
    // in one image or the other and count (odiff's rule); the 10×10 corner in neither does not.
    #expect(difference.totalPixels == 400)
    #expect(difference.differingPixels == 201)
    #expect(difference.sizesDiffer)
    #expect(!result.matches(.ratio(1)))
    #expect(!difference.matches(.pixels(1000)))
    let image = try #require(difference.diffImage)
    #expect(image.size == Bitmap.Size(width: 20, height: 20))
    #expect(image[2, 3] == Bitmap.Pixel(r: 255, g: 0, b: 0))
    #expect(image[5, 5] == Bitmap.Pixel(r: 255, g: 255, b: 255))
    #expect(image[15, 5] == Bitmap.Pixel(r: 255, g: 0, b: 0))
    #expect(image[5, 15] == Bitmap.Pixel(r: 255, g: 0, b: 0))
    #expect(image[15, 15] == .clear)
    #expect(
      result.description == "image sizes differ: expected 20×10, got 10×20; 201 of 400 pixels differ (50.25%)")
    #expect(ImageComparison().compare(white, tall).difference?.diffImage == nil)
  }

  /// Opaque images: every pixel one image covers outside the overlap counts, the corner
  /// neither covers does not.
  @Test func everySizePairCountsWhatOneImageCovers() throws {
    for (w1, h1, w2, h2) in [(3, 4, 4, 3), (1, 1, 5, 5), (0, 0, 2, 3), (7, 2, 7, 9), (6, 6, 2, 6)] {
      let a = Bitmap(width: w1, height: h1, filledWith: .white)
      let b = Bitmap(width: w2, height: h2, filledWith: .white)
      let union = max(w1, w2) * max(h1, h2)
      let overlap = min(w1, w2) * min(h1, h2)
      let difference = try #require(ImageComparison().compare(a, b, diffImage: true).difference)
      #expect(difference.totalPixels == union)
      #expect(difference.differingPixels == w1 * h1 + w2 * h2 - 2 * overlap)
      #expect(difference.diffImage?.size == Bitmap.Size(width: max(w1, w2), height: max(h1, h2)))
    }
  }

  @Test func pixelmatch6BlendsAlphaOverWhite() throws {
    let overWhite = ImageComparison(metric: .yiqOverWhite)
    var transparent = Bitmap(
      width: 20, height: 10, filledWith: Bitmap.Pixel(r: 0, g: 0, b: 0, a: 0))
    #expect(try difference(white, transparent, overWhite).differingPixels == 0)
    // Nearly transparent black is nearly white.
    transparent[1, 1] = Bitmap.Pixel(r: 0, g: 0, b: 0, a: 3)
    #expect(try difference(white, transparent, overWhite).differingPixels == 0)
    // Half-transparent black is mid grey.
    transparent[2, 2] = Bitmap.Pixel(r: 0, g: 0, b: 0, a: 128)
    #expect(try difference(white, transparent, overWhite).differingPixels == 1)
  }

  @Test func okLabTellsTransparentFromWhite() throws {
    let clear = Bitmap(width: 20, height: 10, filledWith: .clear)
    #expect(try difference(white, clear).differingPixels == 200)
    // Fully transparent pixels match whatever their colour bits: nothing can show them.
    let clearRed = Bitmap(width: 20, height: 10, filledWith: Bitmap.Pixel(r: 255, g: 0, b: 0, a: 0))
    #expect(try difference(clear, clearRed).differingPixels == 0)
    // A change of opacity alone counts, in either direction of the background.
    let halfBlack = Bitmap(width: 20, height: 10, filledWith: Bitmap.Pixel(r: 0, g: 0, b: 0, a: 128))
    let moreBlack = Bitmap(width: 20, height: 10, filledWith: Bitmap.Pixel(r: 0, g: 0, b: 0, a: 140))
    let halfWhite = Bitmap(width: 20, height: 10, filledWith: Bitmap.Pixel(r: 255, g: 255, b: 255, a: 128))
    let moreWhite = Bitmap(width: 20, height: 10, filledWith: Bitmap.Pixel(r: 255, g: 255, b: 255, a: 140))
    #expect(try difference(halfBlack, moreBlack).differingPixels == 200)
    #expect(try difference(halfWhite, moreWhite).differingPixels == 200)
    // One level of alpha on a mid colour is below a JND over either background.
    let mid = Bitmap(width: 20, height: 10, filledWith: Bitmap.Pixel(r: 120, g: 140, b: 160, a: 200))
    let midPlus = Bitmap(width: 20, height: 10, filledWith: Bitmap.Pixel(r: 120, g: 140, b: 160, a: 201))
    #expect(try difference(mid, midPlus).differingPixels == 0)
  }

  @Test func equalPNGBytesMatchWithoutComparingPixels() throws {
    let png = try Bitmap(width: 20, height: 10, filledWith: .white).pngBytes()
    let result = try ImageComparison().comparePNG(png, png)
    #expect(result == .compared(ImageDifference(differingPixels: 0, antialiasedPixels: 0, totalPixels: 200)))
    #expect(throws: PNGDecodingError.notPNG(path: nil)) { try ImageComparison().comparePNG([1, 2], [1, 2]) }
    #expect(throws: PNGDecodingError.self) {
      try ImageComparison().comparePNG(png, png, maxPixels: 199)
    }
    let other = try Bitmap(width: 20, height: 10, filledWith: .black).pngBytes()
    #expect(try ImageComparison().comparePNG(png, other).difference?.differingPixels == 200)
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

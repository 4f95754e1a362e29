// Changed regions found in generated diff images: one pixel, two far clusters, many clusters.

import Testing

@testable import TagFlow
@testable import TagFlowComparison

@Suite struct ChangedRegionsTests {
  typealias Region = ChangedRegions.Region

  /// A grey `width`×`height` diff image, red at `points`.
  private func diff(_ width: Int, _ height: Int, red points: [(Int, Int)]) -> Bitmap {
    var image = Bitmap(width: width, height: height, filledWith: Bitmap.Pixel(r: 230, g: 230, b: 230))
    for (x, y) in points { image[x, y] = Bitmap.Pixel(r: 255, g: 0, b: 0) }
    return image
  }

  @Test func onePixelIsOneRegionOfOnePixel() {
    let found = ChangedRegions.find(in: diff(1920, 1080, red: [(1234, 567)]))
    #expect(found.regions == [Region(x: 1234, y: 567, width: 1, height: 1, pixels: 1)])
    #expect(found.canvas == Bitmap.Size(width: 1920, height: 1080))
    #expect(found.moreRegions == 0 && found.morePixels == 0)
    #expect(found.regions[0].description == "1234,567 1×1 (1 pixel)")
  }

  @Test func noRedNoRegion() {
    let found = ChangedRegions.find(in: diff(40, 30, red: []))
    #expect(found.regions.isEmpty && found.moreRegions == 0)
  }

  /// Two clusters far apart stay two, the larger first; pixels a few apart are one region.
  @Test func twoFarClustersAreTwoRegionsAndNearPixelsMerge() {
    var points: [(Int, Int)] = []
    for x in 10..<13 { for y in 20..<22 { points.append((x, y)) } }  // 6 pixels
    points.append((15, 24))  // 3 apart: same region
    for x in 300..<310 { points.append((x, 200)) }  // 10 pixels, far away
    let found = ChangedRegions.find(in: diff(400, 300, red: points))
    #expect(
      found.regions == [
        Region(x: 300, y: 200, width: 10, height: 1, pixels: 10),
        Region(x: 10, y: 20, width: 6, height: 5, pixels: 7),
      ])
  }

  /// Pixels farther apart than twice the gap are never one region; a gap of 1 still joins
  /// touching pixels, corners included.
  @Test func theGapDecidesWhatIsClose() {
    let image = diff(100, 10, red: [(0, 0), (1, 1), (40, 0)])
    #expect(ChangedRegions.find(in: image, gap: 1).regions.count == 2)
    #expect(ChangedRegions.find(in: image, gap: 16).regions.count == 2)
    #expect(ChangedRegions.find(in: image, gap: 64).regions.count == 1)
  }

  /// 30 clusters, the limit 20: the 20 largest are kept, the rest counted with their pixels.
  @Test func manyClustersAreCappedAndTheRestCounted() {
    var points: [(Int, Int)] = []
    for index in 0..<30 {
      // Cluster `index` has index + 1 pixels in a row, 50 pixels below the previous one.
      for dx in 0...index { points.append((dx, index * 50)) }
    }
    let found = ChangedRegions.find(in: diff(64, 1500, red: points), limit: 20)
    #expect(found.regions.count == 20)
    #expect(found.regions.map(\.pixels) == Array((11...30).reversed()))
    #expect(found.regions[0] == Region(x: 0, y: 29 * 50, width: 30, height: 1, pixels: 30))
    #expect(found.moreRegions == 10)
    #expect(found.morePixels == (1...10).reduce(0, +))
  }

  /// Equal counts go in reading order, so the same image always lists the same regions.
  @Test func tiesGoTopToBottomThenLeftToRight() {
    let found = ChangedRegions.find(in: diff(200, 200, red: [(150, 100), (20, 100), (90, 10)]))
    #expect(found.regions.map { [$0.x, $0.y] } == [[90, 10], [20, 100], [150, 100]])
  }
}

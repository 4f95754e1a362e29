// Ignore regions for `diff`: parsing, and counts that leave out exactly the covered pixels.

import Testing

@testable import TagFlow
@testable import TagFlowComparison

@Suite struct IgnoreRegionDiffTests {
  @Test func parsing() {
    #expect(IgnoreRegion(parsing: "10,20,100,30") == Rect(x: 10, y: 20, width: 100, height: 30))
    #expect(IgnoreRegion(parsing: "-5,0.5,1,1") == Rect(x: -5, y: 0.5, width: 1, height: 1))
    for bad in ["", "1,2,3", "1,2,3,4,5", "1,2,0,4", "1,2,3,-4", "x,2,3,4", "1,2,inf,4", "1,,3,4", " 1,2,3,4"] {
      #expect(IgnoreRegion(parsing: bad) == nil, "\(bad)")
    }
  }

  /// Random images with random changes and random regions: the count with regions is the
  /// count of changed pixels no region covers (whole pixels, clipped to the image).
  @Test func countsLeaveOutExactlyTheCoveredPixels() {
    var generator = SeededGenerator(seed: 2104)
    let comparison = ImageComparison(metric: .yiq, threshold: 0, detectsAntialiasing: false)
    for round in 0..<200 {
      let (width, height) = (Int.random(in: 1...24, using: &generator), Int.random(in: 1...24, using: &generator))
      let expected = Bitmap(width: width, height: height, pixels: [UInt8](repeating: 200, count: width * height * 4))
      var pixels = expected.pixels
      var changed: Set<Int> = []
      for _ in 0..<Int.random(in: 0...20, using: &generator) {
        let index = Int.random(in: 0..<width * height, using: &generator)
        changed.insert(index)
        pixels[index * 4] = 0
      }
      let regions = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
        Rect(
          x: Double.random(in: -5...Double(width), using: &generator).rounded(),
          y: Double.random(in: -5...Double(height), using: &generator).rounded(),
          width: Double.random(in: 1...10, using: &generator).rounded(),
          height: Double.random(in: 1...10, using: &generator).rounded())
      }
      let covered = { (index: Int) in
        let (x, y) = (Double(index % width), Double(index / width))
        return regions.contains { x >= $0.x && x < $0.x + $0.width && y >= $0.y && y < $0.y + $0.height }
      }
      let actual = Bitmap(width: width, height: height, pixels: pixels)
      let (result, _) = comparison.compare(expected, actual, ignoring: regions, diffImage: true)
      #expect(
        result.difference?.differingPixels == changed.filter { !covered($0) }.count,
        "round \(round): \(width)×\(height), \(regions)")
    }
  }
}

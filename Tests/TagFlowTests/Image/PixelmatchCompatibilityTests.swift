// The yiq metrics count exactly what pixelmatch 7 and 6 (and its PyPI port) count, on their data.

import Foundation
import TagFlow
import TagFlowComparison
import Testing

@Suite struct PixelmatchCompatibilityTests {
  /// One case of pixelmatch's test/test.js: two fixtures, a threshold, the expected count.
  struct Case: Sendable, CustomStringConvertible {
    let first: String
    let second: String
    let threshold: Double
    let expected: Int
    var description: String { "\(first) vs \(second) at \(threshold): \(expected)" }
  }

  /// pixelmatch 7.2.0's test.js (every case; all detect anti-aliasing).
  static let pixelmatch7: [Case] = [
    Case(first: "1a", second: "1b", threshold: 0.05, expected: 143),
    Case(first: "1a", second: "1b", threshold: 0.1, expected: 106),
    Case(first: "1a", second: "1a", threshold: 0, expected: 0),
    Case(first: "2a", second: "2b", threshold: 0.05, expected: 12437),
    Case(first: "3a", second: "3b", threshold: 0.05, expected: 212),
    Case(first: "4a", second: "4b", threshold: 0.05, expected: 36049),
    Case(first: "5a", second: "5b", threshold: 0.05, expected: 6),
    Case(first: "6a", second: "6b", threshold: 0.05, expected: 51),
    Case(first: "6a", second: "6a", threshold: 0, expected: 0),
    Case(first: "7a", second: "7b", threshold: 0.1, expected: 2448),
    Case(first: "8a", second: "5b", threshold: 0.05, expected: 32896),
  ]

  /// pixelmatch 6.0.0's test.js: the same fixtures, but semi-transparent pixels blend over
  /// white, so 5a and 5b (which differ only where they are transparent) match.
  static let pixelmatch6: [Case] = [
    Case(first: "1a", second: "1b", threshold: 0.05, expected: 143),
    Case(first: "1a", second: "1a", threshold: 0, expected: 0),
    Case(first: "2a", second: "2b", threshold: 0.05, expected: 12437),
    Case(first: "3a", second: "3b", threshold: 0.05, expected: 212),
    Case(first: "4a", second: "4b", threshold: 0.05, expected: 36049),
    Case(first: "5a", second: "5b", threshold: 0.05, expected: 0),
    Case(first: "6a", second: "6b", threshold: 0.05, expected: 51),
    Case(first: "6a", second: "6a", threshold: 0, expected: 0),
    Case(first: "7a", second: "7b", threshold: 0.1, expected: 2448),
  ]

  static func fixture(_ name: String) throws -> Bitmap {
    try PNGDecoder.decode(contentsOfFile: Fixtures.path("Pixelmatch/\(name).png"))
  }

  @Test(arguments: pixelmatch7)
  func pixelmatch7Counts(_ test: Case) throws {
    let comparison = ImageComparison(metric: .yiq, threshold: test.threshold)
    let (first, second) = (try Self.fixture(test.first), try Self.fixture(test.second))
    let result = comparison.compare(first, second)
    #expect(result.difference?.differingPixels == test.expected, "\(result)")
    // Painting the diff image never changes the count.
    #expect(comparison.compare(first, second, diffImage: true).difference?.differingPixels == test.expected)
  }

  @Test(arguments: pixelmatch6)
  func pixelmatch6Counts(_ test: Case) throws {
    let comparison = ImageComparison(metric: .yiqOverWhite, threshold: test.threshold)
    let result = comparison.compare(try Self.fixture(test.first), try Self.fixture(test.second))
    #expect(result.difference?.differingPixels == test.expected, "\(result)")
  }

  /// pixelmatch 7.2.0's own transparency test: half-transparent black equals opaque grey
  /// over white, not over pixelmatch 7's dark background.
  @Test func pixelmatch7BlendsOverItsPatternAndPixelmatch6OverWhite() {
    let first = Bitmap(width: 1, height: 1, pixels: [0, 0, 0, 128])
    let second = Bitmap(width: 1, height: 1, pixels: [127, 127, 127, 255])
    #expect(ImageComparison(metric: .yiq).compare(first, second).difference?.differingPixels == 1)
    #expect(ImageComparison(metric: .yiqOverWhite).compare(first, second).difference?.differingPixels == 0)
  }

  struct Expected: Decodable {
    struct Pair: Decodable {
      struct Count: Decodable {
        let threshold: Double
        let includeAA: Bool
        let count: Int
      }
      let name: String
      let width: Int
      let height: Int
      let counts: [Count]
    }
    let generator: String
    let pairs: [Pair]
  }

  /// Random pairs with semi-transparent pixels, counted by the `pixelmatch` package from PyPI
  /// (scripts/make-pixelmatch-pairs.py wrote them, with their counts at four thresholds, with
  /// and without anti-aliasing detection).
  @Test func pyPIPixelmatchCounts() throws {
    let folder = "PixelmatchPyPI"
    let data = try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("\(folder)/expected.json")))
    let expected = try JSONDecoder().decode(Expected.self, from: data)
    #expect(expected.pairs.count == 16)
    var checked = 0
    for pair in expected.pairs {
      let first = try PNGDecoder.decode(contentsOfFile: Fixtures.path("\(folder)/\(pair.name)a.png"))
      let second = try PNGDecoder.decode(contentsOfFile: Fixtures.path("\(folder)/\(pair.name)b.png"))
      #expect(first.size == Bitmap.Size(width: pair.width, height: pair.height))
      #expect(!first.isOpaque || !second.isOpaque, "\(pair.name) has no transparency")
      for count in pair.counts {
        let comparison = ImageComparison(
          metric: .yiqOverWhite, threshold: count.threshold, detectsAntialiasing: !count.includeAA)
        let result = comparison.compare(first, second)
        #expect(
          result.difference?.differingPixels == count.count,
          "\(pair.name) at \(count.threshold), includeAA \(count.includeAA): \(result)")
        checked += 1
      }
    }
    #expect(checked == 128)
  }
}

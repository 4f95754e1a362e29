// looks-same's own pairs (`Fixtures/LooksSame`, MIT licence): the default comparison agrees
// with what its tests expect, the anti-aliasing-tolerance pairs included.

import Testing

@testable import TagFlow
@testable import TagFlowComparison

@Suite struct LooksSameReplayTests {
  struct Pair: Sendable, CustomTestStringConvertible {
    var expected: String
    var actual: String
    var equal: Bool
    /// True when the pair passes by anti-aliasing detection and must fail without it.
    var byAntialiasing = false

    var testDescription: String { "\(expected) → \(actual): \(equal ? "equal" : "different")" }
  }

  static let pairs: [Pair] = [
    // 400 pixels (0,0,0) → (1,0,0): "not seen by human eye".
    Pair(expected: "ref.png", actual: "different-unnoticable.png", equal: true),
    Pair(expected: "ref.png", actual: "different.png", equal: false),
    // A `9` re-shaded, two edge pixels from grey 15 and 16 to the stroke's black.
    Pair(expected: "antialiasing-ref.png", actual: "antialiasing-actual.png", equal: true, byAntialiasing: true),
    Pair(
      expected: "antialiasing-tolerance-ref-1.png", actual: "antialiasing-tolerance-actual-1.png", equal: true,
      byAntialiasing: true),
    Pair(
      expected: "antialiasing-tolerance-ref-2.png", actual: "antialiasing-tolerance-actual-2.png", equal: true,
      byAntialiasing: true),
    // One dark pixel inside a text field: no anti-aliasing can explain it.
    Pair(expected: "no-caret.png", actual: "1px-diff.png", equal: false),
  ]

  static func difference(_ pair: Pair, antialiasing: Bool = true) throws -> ImageDifference {
    let folder = Fixtures.path("LooksSame")
    let result = ImageComparison(detectsAntialiasing: antialiasing).compare(
      try ImageDecoder.decode(contentsOfFile: "\(folder)/\(pair.expected)"),
      try ImageDecoder.decode(contentsOfFile: "\(folder)/\(pair.actual)"))
    return try #require(result.difference)
  }

  @Test(arguments: pairs)
  func agreesWithLooksSame(_ pair: Pair) throws {
    for (first, second) in [(pair.expected, pair.actual), (pair.actual, pair.expected)] {
      let turned = Pair(expected: first, actual: second, equal: pair.equal)
      let difference = try Self.difference(turned)
      #expect(difference.matches() == pair.equal, "\(first) → \(second): \(difference)")
      if pair.byAntialiasing {
        #expect(!(try Self.difference(turned, antialiasing: false)).matches(), "\(first) → \(second)")
      }
    }
  }
}

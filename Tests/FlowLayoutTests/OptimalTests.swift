// OptimalTests: minimum raggedness with the widow penalty.

import FlowLayout
import Testing

@Suite struct OptimalTests {
  func optimalLines(_ widths: [Double], width: Double = 100, gap: Double = 0) -> [Int] {
    lines(layout(boxes(widths), FlowOptions(width: width, gapX: gap, wrap: .optimal)))
  }

  @Test func pullsANeighbourDownToAvoidAWidow() {
    // Greedy leaves 30 alone under 30 30 30.
    #expect(lines(layout(boxes([30, 30, 30, 30]), FlowOptions(width: 100))) == [0, 0, 0, 1])
    #expect(optimalLines([30, 30, 30, 30]) == [0, 0, 1, 1])
  }

  @Test func aWideLoneLastItemIsNoWidow() {
    #expect(optimalLines([50, 50, 100]) == [0, 0, 1])
  }

  @Test func aShortLastLineOfSeveralItemsIsFree() {
    #expect(optimalLines([50, 50, 5, 5]) == [0, 0, 1, 1])
  }

  @Test func singleLineStaysSingle() {
    #expect(optimalLines([10, 20, 30]) == [0, 0, 0])
  }

  @Test func tenThousandItemsAreFast() {
    var rng = SplitMix64(seed: 5)
    let items = boxes((0..<10_000).map { _ in rng.sixtyFourths(20, 120) })
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      _ = layout(items, FlowOptions(width: 600, gapX: 6, wrap: .optimal))
    }
    // A debug build; the release benchmark is far faster.
    #expect(elapsed < .seconds(2))
  }

  @Test func matchesBruteForceCostOnSmallInputs() {
    for seed in UInt64(0)..<3_000 {
      var rng = SplitMix64(seed: seed &* 104_729)
      let width = rng.sixtyFourths(20, 120)
      let gap = rng.chance(0.5) ? 0 : rng.sixtyFourths(0, 8)
      let count = Int.random(in: 1...10, using: &rng)
      let widths = (0..<count).map { _ in
        rng.chance(0.1) ? width + rng.sixtyFourths(0, 20) : rng.sixtyFourths(0, width * 0.8)
      }
      let result = layout(boxes(widths), FlowOptions(width: width, gapX: gap, wrap: .optimal))
      let best = allBreakings(count).compactMap { optimalCost(widths, $0, gap: gap, width: width) }
        .min()!
      let actual = optimalCost(widths, lineEnds(result), gap: gap, width: width)
      #expect(
        actual != nil && abs(actual! - best) < 1e-12,
        "seed \(seed): widths \(widths) width \(width)")
    }
  }
}

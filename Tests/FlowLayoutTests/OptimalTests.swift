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

  /// Ten thousand items are laid out, every line within the width. How fast is for
  /// FlowBench to measure (optimal, 10k items, release build), not for a test on a
  /// machine of unknown speed and load: the time limit only stops a run that hangs.
  @Test(.timeLimit(.minutes(1))) func tenThousandItems() {
    var rng = SplitMix64(seed: 5)
    let items = boxes((0..<10_000).map { _ in rng.sixtyFourths(20, 120) })
    let result = layout(items, FlowOptions(width: 600, gapX: 6, wrap: .optimal))
    #expect(result.frames.count == items.count)
    #expect(result.frames.allSatisfy { $0.x >= 0 && $0.x + $0.width <= 600 })
    #expect(lines(result) == lines(result).sorted())
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

// BalancedTests: flex-wrap: balance, by example and against brute force.

import FlowLayout
import Testing

@Suite struct BalancedTests {
  func balancedLines(_ widths: [Double], width: Double = 100, gap: Double = 0) -> [Int] {
    lines(layout(boxes(widths), FlowOptions(width: width, gapX: gap, wrap: .balanced)))
  }

  @Test func evensOutTheLines() {
    #expect(balancedLines([30, 30, 30, 30]) == [0, 0, 1, 1])
    #expect(balancedLines(Array(repeating: 30, count: 7)) == [0, 0, 0, 1, 1, 2, 2])
    #expect(balancedLines(Array(repeating: 20, count: 9), gap: 8) == [0, 0, 0, 1, 1, 1, 2, 2, 2])
  }

  @Test func keepsGreedysLineCount() {
    #expect(balancedLines([50, 50, 50, 50]) == [0, 0, 1, 1])
    #expect(balancedLines([20, 20]) == [0, 0])
  }

  @Test func tiesKeepMoreItemsOnEarlierLines() {
    // 40 20 40 | 20 40 and 40 20 | 40 20 40 cost the same.
    #expect(balancedLines([40, 20, 40, 20, 40]) == [0, 0, 0, 1, 1])
  }

  @Test func oversizedItemStaysAlone() {
    #expect(balancedLines([30, 30, 30, 140, 30, 30, 30]) == [0, 0, 0, 1, 2, 2, 2])
  }

  @Test func largeInputKeepsGreedysLineCountAndLowersTheCost() {
    var rng = SplitMix64(seed: 99)
    let widths = (0..<20_000).map { _ in rng.sixtyFourths(20, 120) }
    let options = FlowOptions(width: 600, gapX: 6)
    let greedy = layout(boxes(widths), options)
    let balanced = layout(boxes(widths), FlowOptions(width: 600, gapX: 6, wrap: .balanced))
    #expect(greedy.lineCount == balanced.lineCount)
    #expect(
      squaredLengths(widths, lineEnds(balanced), gap: 6)
        <= squaredLengths(widths, lineEnds(greedy), gap: 6))
  }

  @Test func matchesBruteForceOnSmallInputs() {
    for seed in UInt64(0)..<3_000 {
      var rng = SplitMix64(seed: seed &* 7919)
      let width = rng.sixtyFourths(20, 120)
      let gap = rng.chance(0.5) ? 0 : rng.sixtyFourths(0, 8)
      let count = Int.random(in: 1...10, using: &rng)
      let widths = (0..<count).map { _ in
        rng.chance(0.1) ? width + rng.sixtyFourths(0, 20) : rng.sixtyFourths(0, width * 0.8)
      }
      let result = layout(boxes(widths), FlowOptions(width: width, gapX: gap, wrap: .balanced))
      let expected = bruteForceBalanced(
        widths, gap: gap, width: width, lineCount: minimumLineCount(widths, gap: gap, width: width))
      #expect(
        lineEnds(result) == expected, "seed \(seed): width \(width) gap \(gap) widths \(widths)")
    }
  }

  @Test func windowsMatchAPlainDynamicProgramOnMediumInputs() {
    for seed in UInt64(0)..<40 {
      var rng = SplitMix64(seed: seed &+ 1_000)
      let width = rng.sixtyFourths(60, 400)
      let gap = rng.chance(0.3) ? 0 : rng.sixtyFourths(0, 10)
      let count = Int.random(in: 20...300, using: &rng)
      // Odd seeds: many small items per line, so the windows are wide.
      let largest = seed % 2 == 0 ? width * 0.5 : width * 0.06
      let widths = (0..<count).map { _ in
        rng.chance(0.05) ? width + 1 : (rng.chance(0.05) ? 0 : rng.sixtyFourths(1, largest))
      }
      let result = layout(boxes(widths), FlowOptions(width: width, gapX: gap, wrap: .balanced))
      #expect(lineEnds(result) == referenceBalanced(widths, gap: gap, width: width), "seed \(seed)")
    }
  }
}

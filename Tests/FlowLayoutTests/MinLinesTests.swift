// MinLinesTests: FlowOptions.minLines (CSS flex-line-count) by example and
// against a reference that searches every candidate width.

import FlowLayout
import Foundation
import Testing

@Suite struct MinLinesTests {
  func balancedLines(_ widths: [Double], width: Double = 100, gap: Double = 0, minLines: Int) -> [Int] {
    lines(layout(boxes(widths), FlowOptions(width: width, gapX: gap, wrap: .balanced, minLines: minLines)))
  }

  @Test func addsLinesGreedyDoesNotMake() {
    #expect(balancedLines([31, 32, 33, 34], minLines: 3) == [0, 0, 1, 2])
    #expect(balancedLines([31, 32, 33, 34], minLines: 2) == [0, 0, 1, 1])
  }

  @Test func equalItemsThatCannotMakeTheCountExactly() {
    // Four 50s make two lines or four; the last exact fit is nudged down.
    #expect(balancedLines([50, 50, 50, 50], minLines: 3) == [0, 0, 1, 2])
    #expect(balancedLines([50, 50, 50, 50], minLines: 4) == [0, 1, 2, 3])
  }

  @Test func neverMoreLinesThanItems() {
    #expect(balancedLines([31, 32, 33], minLines: 10) == [0, 1, 2])
    #expect(balancedLines([], minLines: 5) == [])
  }

  @Test func atWidthZeroEveryItemTakesALine() {
    // Lines of no length cost nothing, so Chromium breaks after every item.
    #expect(balancedLines([0, 0, 0, 0, 0], minLines: 3) == [0, 1, 2, 3, 4])
    #expect(balancedLines([0, 0, 50, 50], minLines: 3) == [0, 1, 2, 3])
    #expect(balancedLines([0, 0, 0, 0, 0], gap: 5, minLines: 3) == [0, 0, 1, 1, 2])
  }

  @Test func earlierLinesKeepMoreItems() {
    #expect(balancedLines(Array(repeating: 25, count: 7), gap: 10, minLines: 5) == [0, 0, 1, 1, 2, 3, 4])
  }

  @Test func justifiesInTheContainersWidth() {
    let options = FlowOptions(width: 100, justify: .end, wrap: .balanced, minLines: 3)
    #expect(xs(layout(boxes([31, 32, 33, 34]), options)) == [37, 68, 67, 66])
  }

  @Test func greedyAndOptimalIgnoreIt() {
    for wrap in [WrapMode.greedy, .optimal] {
      let items = boxes([31, 32, 33, 34])
      let plain = layout(items, FlowOptions(width: 100, wrap: wrap))
      #expect(layout(items, FlowOptions(width: 100, wrap: wrap, minLines: 4)) == plain)
    }
  }

  /// Encodings made before minLines existed (batch records fingerprint
  /// them) stay the same while it is 1.
  @Test func encodesMinLinesOnlyWhenSet() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    let plain = String(decoding: try encoder.encode(FlowOptions(width: 100, maxLines: 2)), as: UTF8.self)
    #expect(!plain.contains("minLines") && plain.contains(#""maxLines":2"#))
    let three = String(decoding: try encoder.encode(FlowOptions(width: 100, minLines: 3)), as: UTF8.self)
    #expect(three.contains(#""minLines":3"#) && !three.contains("maxLines"))
  }

  @Test func refusesLessThanOne() {
    for bad in [0, -1, Int.min] {
      #expect(throws: FlowLayoutError.invalidOption(name: "minLines", value: "\(bad)", accepted: "an integer >= 1")) {
        try arrange(boxes([10]), options: FlowOptions(width: 100, minLines: bad))
      }
    }
  }

  @Test func matchesTheReferenceOnSmallInputs() {
    for seed in UInt64(0)..<3_000 {
      var rng = SplitMix64(seed: seed &* 104_729)
      let width = rng.sixtyFourths(20, 120)
      let gap = rng.chance(0.5) ? 0 : rng.sixtyFourths(0, 8)
      let count = Int.random(in: 1...9, using: &rng)
      // Repeated widths make exact fits, which the nudge is for.
      let palette = (0..<2).map { _ in rng.sixtyFourths(0, width * 0.7) } + [0]
      let widths = (0..<count).map { _ in
        rng.chance(0.1)
          ? width + rng.sixtyFourths(0, 20)
          : rng.chance(0.5) ? palette.randomElement(using: &rng)! : rng.sixtyFourths(0, width * 0.8)
      }
      let minLines = Int.random(in: 1...10, using: &rng)
      let result = layout(boxes(widths), FlowOptions(width: width, gapX: gap, wrap: .balanced, minLines: minLines))
      let expected = referenceMinLines(widths, gap: gap, width: width, minLines: minLines)
      #expect(
        lineEnds(result) == expected,
        "seed \(seed): width \(width) gap \(gap) minLines \(minLines) widths \(widths)")
      // Every line of several items fits the container.
      var start = 0
      for end in lineEnds(result) {
        #expect(end - start == 1 || lineLength(widths, start, end, gap: gap) <= width, "seed \(seed)")
        start = end
      }
    }
  }

  @Test func forcedBreaksCountTowardsTheMinimum() {
    var items = boxes([30, 30, 30, 30, 30, 30])
    items[3].breakBefore = true
    // Two paragraphs of one line each, exact fits at 90: the last moves down.
    let result = layout(items, FlowOptions(width: 100, wrap: .balanced, minLines: 3))
    #expect(lines(result) == [0, 0, 0, 1, 1, 2])
    #expect(lines(layout(items, FlowOptions(width: 100, wrap: .balanced, minLines: 2))) == [0, 0, 0, 1, 1, 1])
  }

  /// 200,000 equal items make 100,000 exact fits; Chromium nudges them one
  /// at a time, the engine finds how many by binary search.
  @Test func manyExactFitsStayNearLinear() {
    let items = boxes(Array(repeating: 50, count: 200_000))
    let result = layout(items, FlowOptions(width: 100, wrap: .balanced, minLines: 150_000))
    #expect(result.lineCount == 150_000)
    // The last 50,000 exact fits moved down: two items a line, then one.
    #expect(result.frames[99_999].line == 49_999 && result.frames[100_000].line == 50_000)
    #expect(result.frames[199_999].line == 149_999)
  }

  @Test func largeInputsReachTheMinimum() {
    var rng = SplitMix64(seed: 7)
    let widths = (0..<20_000).map { _ in rng.sixtyFourths(20, 120) }
    let greedy = layout(boxes(widths), FlowOptions(width: 600, gapX: 6, wrap: .balanced))
    for minLines in [greedy.lineCount + 1, greedy.lineCount * 2, 20_000] {
      let result = layout(boxes(widths), FlowOptions(width: 600, gapX: 6, wrap: .balanced, minLines: minLines))
      #expect(result.lineCount >= minLines)
      #expect(result.frames.allSatisfy { $0.x + $0.width <= 600 })
    }
  }
}

/// `minLines` worked out the long way: every run length is a candidate
/// width, greedy counts by adding widths one by one, the exact fits are
/// found by Chromium's scan, and the lines are balanced by brute force.
func referenceMinLines(_ widths: [Double], gap: Double, width: Double, minLines: Int) -> [Int] {
  let wanted = min(minLines, widths.count)
  func greedyCount(_ widths: [Double], _ limit: Double) -> Int {
    minimumLineCount(widths, gap: gap, width: limit)
  }
  if greedyCount(widths, width) >= wanted {
    return bruteForceBalanced(widths, gap: gap, width: width, lineCount: greedyCount(widths, width))
  }
  // Greedy's count only changes where the width passes a run's length.
  var candidates = [0, min(width, lineLength(widths, 0, widths.count, gap: gap))]
  for start in widths.indices {
    for end in (start + 1)...widths.count where lineLength(widths, start, end, gap: gap) <= width {
      candidates.append(lineLength(widths, start, end, gap: gap))
    }
  }
  let narrowest = candidates.filter { greedyCount(widths, $0) <= wanted }.min()!
  if narrowest == 0 { return Array(1...widths.count) }
  var fudged = widths
  if greedyCount(fudged, narrowest) < wanted {
    var exact: [Int] = []
    var lineStart = 0
    var hasContent = false
    for index in widths.indices {
      let length = lineLength(widths, lineStart, index + 1, gap: gap)
      if length == narrowest { exact.append(index) }
      if length > narrowest {
        lineStart = hasContent ? index : index + 1
        hasContent = false
        continue
      }
      hasContent = true
    }
    for index in exact.reversed() {
      fudged[index] += 1.0 / 64
      if greedyCount(fudged, narrowest) >= wanted { break }
    }
  }
  return bruteForceBalanced(fudged, gap: gap, width: narrowest, lineCount: greedyCount(fudged, narrowest))
}

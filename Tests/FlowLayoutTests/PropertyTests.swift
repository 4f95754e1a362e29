// PropertyTests: invariants over thousands of seeded random layouts.

import FlowLayout
import Testing

@Suite struct PropertyTests {
  static let chunks = 0..<8
  static let seedsPerChunk: UInt64 = 600
  let tolerance = 1e-9

  func seeds(_ chunk: Int) -> Range<UInt64> {
    let first = UInt64(chunk) * Self.seedsPerChunk
    return first..<(first + Self.seedsPerChunk)
  }

  @Test(arguments: chunks)
  func framesNeverOverlap(_ chunk: Int) {
    for seed in seeds(chunk) {
      let (input, result) = run(seed)
      let boxes = result.frames + (result.overflow.map { [$0] } ?? [])
      for a in boxes.indices {
        for b in boxes.indices where b > a {
          let p = boxes[a]
          let q = boxes[b]
          let overlaps =
            p.x < q.x + q.width - tolerance && q.x < p.x + p.width - tolerance
            && p.y < q.y + q.height - tolerance && q.y < p.y + p.height - tolerance
          #expect(!overlaps, "seed \(seed): boxes \(a) and \(b) overlap\n\(input)")
        }
      }
    }
  }

  @Test(arguments: chunks)
  func onlyALoneItemMayOverflowTheWidth(_ chunk: Int) {
    for seed in seeds(chunk) {
      let (input, result) = run(seed)
      let boxes = result.frames + (result.overflow.map { [$0] } ?? [])
      let perLine = Dictionary(grouping: boxes, by: \.line)
      for (line, frames) in perLine where frames.count > 1 {
        for frame in frames {
          #expect(
            frame.x >= -tolerance * result.width
              && frame.x + frame.width <= result.width * (1 + 1e-9) + tolerance,
            "seed \(seed): line \(line) overflows\n\(input)")
        }
      }
      for frame in boxes {
        #expect(
          frame.y >= 0 && frame.y + frame.height <= result.height + tolerance,
          "seed \(seed)\n\(input)")
      }
    }
  }

  @Test(arguments: chunks)
  func readingOrderKeepsInputOrder(_ chunk: Int) {
    for seed in seeds(chunk) {
      let (input, result) = run(seed)
      let boxes = result.frames + (result.overflow.map { [$0] } ?? [])
      for index in boxes.indices.dropFirst() {
        let previous = boxes[index - 1]
        let current = boxes[index]
        #expect(current.line >= previous.line, "seed \(seed)\n\(input)")
        guard current.line == previous.line else {
          #expect(current.line == previous.line + 1, "seed \(seed): skipped a line")
          continue
        }
        // rtl and row-reverse each swap the edge lines fill from.
        if (input.options.direction == .ltr) == (input.options.flexDirection == .row) {
          #expect(current.x >= previous.x + previous.width - tolerance, "seed \(seed)\n\(input)")
        } else {
          #expect(current.x + current.width <= previous.x + tolerance, "seed \(seed)\n\(input)")
        }
      }
    }
  }

  @Test(arguments: chunks)
  func countsAlwaysAddUp(_ chunk: Int) {
    for seed in seeds(chunk) {
      var asked: [Int] = []
      var input = RandomInput(seed: seed)
      input.options.maxLines = Int(seed % 4) + 1
      let withChip = seed % 3 != 0
      let result = layout(
        input.items, input.options,
        overflowItem: withChip
          ? {
            asked.append($0)
            return plusChip($0)
          } : nil)
      #expect(result.frames.count == result.visibleCount)
      #expect(result.visibleCount + result.hiddenCount == input.items.count)
      #expect(result.lineCount <= input.options.maxLines!)
      if withChip && result.hiddenCount > 0 {
        #expect(asked.last == result.hiddenCount, "seed \(seed)")
        // The chip is an item of its line, so stretch widens it too.
        let grown = input.options.justify == .stretch
        #expect(
          grown || result.overflow?.width == plusChip(result.hiddenCount).width, "seed \(seed)")
        #expect(result.overflow?.line == result.lineCount - 1)
      } else {
        #expect(result.overflow == nil)
      }
      if result.hiddenCount == 0 {
        var unlimited = input.options
        unlimited.maxLines = nil
        #expect(layout(input.items, unlimited) == result, "seed \(seed)")
      }
    }
  }

  @Test(arguments: chunks)
  func greedyUsesTheFewestLines(_ chunk: Int) {
    for seed in seeds(chunk) {
      var input = RandomInput(seed: seed)
      input.options.wrap = .greedy
      let result = layout(input.items, input.options)
      let needed = paragraphs(input.items).map { paragraph in
        minimumLineCount(
          input.items[paragraph].map(\.outerWidth), gap: input.options.gapX, width: input.options.width)
      }
      #expect(result.lineCount == needed.reduce(0, +), "seed \(seed)\n\(input)")
    }
  }

  @Test(arguments: chunks)
  func balancedKeepsTheLineCountAndLowersTheCost(_ chunk: Int) {
    for seed in seeds(chunk) {
      var input = RandomInput(seed: seed)
      input.options.wrap = .greedy
      let greedy = layout(input.items, input.options)
      input.options.wrap = .balanced
      let balanced = layout(input.items, input.options)
      for paragraph in paragraphs(input.items) {
        let widths = input.items[paragraph].map(\.outerWidth)
        let greedyEnds = paragraphEnds(greedy, paragraph)
        let balancedEnds = paragraphEnds(balanced, paragraph)
        #expect(greedyEnds.count == balancedEnds.count, "seed \(seed)\n\(input)")
        let gap = input.options.gapX
        #expect(
          squaredLengths(widths, balancedEnds, gap: gap)
            <= squaredLengths(widths, greedyEnds, gap: gap))
        if widths.count <= 10 {
          let expected = bruteForceBalanced(
            widths, gap: gap, width: input.options.width, lineCount: greedyEnds.count)
          #expect(balancedEnds == expected, "seed \(seed)\n\(input)")
        }
      }
    }
  }

  @Test(arguments: chunks)
  func optimalIsNoWorseThanGreedyOrBalanced(_ chunk: Int) {
    for seed in seeds(chunk) {
      var input = RandomInput(seed: seed)
      let results = WrapMode.allCases.map { mode -> FlowLayoutResult in
        input.options.wrap = mode
        return layout(input.items, input.options)
      }
      for paragraph in paragraphs(input.items) {
        let widths = input.items[paragraph].map(\.outerWidth)
        let costs = results.map {
          optimalCost(
            widths, paragraphEnds($0, paragraph), gap: input.options.gapX,
            width: input.options.width)!
        }
        #expect(
          costs[2] <= costs[0] + 1e-12 && costs[2] <= costs[1] + 1e-12, "seed \(seed)\n\(input)")
      }
    }
  }

  @Test(arguments: chunks)
  func sameInputSameOutput(_ chunk: Int) {
    for seed in seeds(chunk) {
      let (input, first) = run(seed)
      #expect(layout(input.items, input.options, overflowItem: plusChip) == first)
    }
  }

  /// A random input, laid out; every fourth one with a line limit, some in a
  /// box with padding and a border, or a minimum height, some with sizes in
  /// percentages of the container.
  func run(_ seed: UInt64) -> (RandomInput, FlowLayoutResult) {
    var input = RandomInput(seed: seed)
    if seed % 4 == 0 { input.options.maxLines = Int(seed % 3) + 1 }
    if seed % 5 == 1 {
      input.options.padding = FlowEdges(top: 3, right: 5.5, bottom: 7, left: 11)
      input.options.border = FlowEdges(1)
    }
    if seed % 7 == 2 {
      input.options.minHeight = 150
      input.options.alignContent = AlignContent.allCases[Int(seed / 7) % AlignContent.allCases.count]
    }
    if seed % 6 == 3 { input.usePercentages(seed: seed) }
    if seed % 6 == 5 { input.useBoxes(seed: seed) }
    if seed % 3 == 1 { input.options.safeAlignContent = true }
    return (input, layout(input.items, input.options, overflowItem: plusChip))
  }
}

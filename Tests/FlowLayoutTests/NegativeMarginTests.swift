// NegativeMarginTests: negative margins on items, as CSS allows them.

import FlowLayout
import Testing

@Suite struct NegativeMarginTests {
  func margin(left: Double = 0, right: Double = 0, top: Double = 0, bottom: Double = 0) -> FlowEdges {
    FlowEdges(top: top, right: right, bottom: bottom, left: left)
  }

  @Test func negativeMarginsAreAccepted() throws {
    let item = FlowItem(width: 10, height: 10, margin: FlowEdges(-3))
    #expect(item.outerWidth == 4)
    for wrap in WrapMode.allCases {
      let result = try arrange([item, item], options: FlowOptions(width: 100, wrap: wrap))
      // Each margin box starts where the last one ended: the second item
      // overlaps the first one's right margin.
      #expect(xs(result) == [-3, 1], "\(wrap)")
      #expect(ys(result) == [-3, -3], "\(wrap)")
    }
  }

  @Test func marginsThatAreNotFiniteAreRefused() {
    for value in [Double.nan, .infinity, -.infinity] {
      let item = FlowItem(width: 1, height: 1, margin: margin(right: value))
      #expect(
        throws: FlowLayoutError.invalidItem(index: 1, field: "margin.right", value: value, accepted: "a finite number")
      ) {
        try arrange([FlowItem(width: 1, height: 1), item], options: FlowOptions(width: 100))
      }
    }
    // An auto side still takes only 0, negative or not.
    let auto = FlowItem(width: 1, height: 1, margin: margin(left: -4), autoMargins: .left)
    #expect(
      throws: FlowLayoutError.invalidItem(
        index: 0, field: "margin.left", value: -4, accepted: "0, since the left margin is auto")
    ) {
      try arrange([auto], options: FlowOptions(width: 100))
    }
  }

  /// Greedy wrapping fills lines by the real outer widths: 60 - 20 + 60 fits
  /// in 100, and an outer width of -100 after an oversized item of 150 too.
  @Test func greedyFillsByRealOuterWidths() {
    let pulled = [
      FlowItem(width: 60, height: 10), FlowItem(width: 20, height: 10, margin: margin(left: -10, right: -30)),
      FlowItem(width: 60, height: 10),
    ]
    let result = layout(pulled, FlowOptions(width: 100))
    #expect(lines(result) == [0, 0, 0])
    #expect(xs(result) == [0, 50, 40])
    let afterOversize = [
      FlowItem(width: 150, height: 10), FlowItem(width: 0, height: 10, margin: margin(left: -50, right: -50)),
    ]
    #expect(lines(layout(afterOversize, FlowOptions(width: 100))) == [0, 0])
  }

  /// Balanced wrapping counts a negative outer width as 0, as Chromium's
  /// balanced breaker clamps it: the same items take two lines, as Taffy's
  /// `balance_row_negative_margin` shows.
  @Test func balancedCountsNegativeOuterWidthsAsZero() {
    let pulled = [
      FlowItem(width: 60, height: 10), FlowItem(width: 20, height: 10, margin: margin(right: -40)),
      FlowItem(width: 60, height: 10),
    ]
    #expect(lines(layout(pulled, FlowOptions(width: 100, wrap: .balanced))) == [0, 0, 1])
    #expect(lines(layout(pulled, FlowOptions(width: 100, wrap: .optimal))).last == 1)
    let taffy = [
      FlowItem(width: 150, height: 50, grow: 1, shrink: 1),
      FlowItem(width: 0, height: 50, grow: 1, shrink: 1, margin: margin(left: -50, right: -50)),
    ]
    let result = layout(taffy, FlowOptions(width: 100, height: 100, wrap: .balanced))
    #expect(
      result.frames == [
        FlowFrame(x: 0, y: 0, width: 100, height: 50, line: 0),
        FlowFrame(x: -50, y: 50, width: 200, height: 50, line: 1),
      ])
  }

  /// A line whose outer widths add up to less than nothing has more free
  /// space than the container; justify shares it as ever.
  @Test func justifySharesTheLargerFreeSpace() {
    let items = [
      FlowItem(width: 20, height: 10, margin: margin(left: -20, right: -40)), FlowItem(width: 20, height: 10),
    ]
    // used = -40 + 20 = -20: free = 120.
    #expect(xs(layout(items, FlowOptions(width: 100, justify: .end))) == [100, 80])
    #expect(xs(layout(items, FlowOptions(width: 100, justify: .spaceBetween))) == [-20, 80])
    #expect(xs(layout(items, FlowOptions(width: 100, justify: .center))) == [40, 20])
  }

  /// Across the line: a line is as tall as its tallest outer height, never
  /// less than 0, and a stretched item fills it less its margins.
  @Test func marginsAcrossTheLine() {
    let items = [
      FlowItem(width: 20, height: 10, margin: margin(top: -15)), FlowItem(width: 80, height: 10, breakBefore: true),
    ]
    #expect(ys(layout(items, FlowOptions(width: 100))) == [-15, 0])
    let stretched = [
      FlowItem(width: 20, height: 10, margin: margin(top: -4, bottom: -6)), FlowItem(width: 20, height: 30),
    ]
    let result = layout(stretched, FlowOptions(width: 100, align: .stretch))
    #expect(result.frames[0].y == -4 && result.frames[0].height == 40)
  }

  /// A container sized by its content sums the real outer widths, and with
  /// `minLines` counts greedy's lines by them too (Chromium's 75, where the
  /// layout's clamped widths would need 80), never below 0.
  @Test func intrinsicWidthsTakeTheRealOuterWidths() throws {
    let items = [
      FlowItem(width: 40, height: 10), FlowItem(width: 30, height: 10, margin: margin(right: -35)),
      FlowItem(width: 40, height: 10), FlowItem(width: 40, height: 10),
    ]
    #expect(try intrinsic(items, options: FlowOptions(width: 0), .maxContent) == 115)
    #expect(try intrinsic(items, options: FlowOptions(width: 0), .minContent) == 40)
    let balanced = FlowOptions(width: 0, wrap: .balanced, minLines: 2)
    #expect(try intrinsic(items, options: balanced, .maxContent) == 75)
    let inward = [FlowItem(width: 10, height: 10, margin: margin(left: -5, right: -20))]
    #expect(try intrinsic(inward, options: FlowOptions(width: 0), .maxContent) == 0)
    #expect(try intrinsic(inward, options: FlowOptions(width: 0), .minContent) == 0)
  }

  // MARK: What holds for random negative margins

  static let seeds = UInt64(0)..<1500

  /// A random input whose items get negative margins (and now and then a
  /// positive or auto one), some of them larger than the item.
  func input(_ seed: UInt64) -> RandomInput {
    var input = RandomInput(seed: seed, margins: false)
    var rng = SplitMix64(seed: seed &+ 0x4E6)
    input.items = input.items.map { item in
      guard rng.chance(0.4) else { return item }
      var item = item
      func side() -> Double {
        rng.chance(0.3) ? 0 : rng.chance(0.2) ? rng.sixtyFourths(0, 8) : -rng.sixtyFourths(0, 60)
      }
      item.margin = FlowEdges(top: side(), right: side(), bottom: side(), left: side())
      if rng.chance(0.1) {
        item.margin.left = 0
        item.autoMargins = .left
      }
      return item
    }
    if seed % 4 == 0 { input.options.maxLines = Int(seed % 3) + 1 }
    return input
  }

  /// Margin boxes follow each other along every line in input order, and
  /// lines follow each other; the same input gives the same output.
  @Test func orderIsKeptAndOutputIsDeterministic() {
    for seed in Self.seeds {
      let input = input(seed)
      let result = layout(input.items, input.options, overflowItem: plusChip)
      #expect(layout(input.items, input.options, overflowItem: plusChip) == result)
      let forward = (input.options.direction == .ltr) == (input.options.flexDirection == .row)
      for index in result.frames.indices.dropFirst() {
        let previous = result.frames[index - 1]
        let current = result.frames[index]
        #expect(current.line == previous.line || current.line == previous.line + 1, "seed \(seed)\n\(input)")
        guard current.line == previous.line else { continue }
        let (a, b) = (input.items[index - 1].margin, input.items[index].margin)
        if forward {
          // Lines fill from the left: compare left edges of margin boxes.
          #expect(current.x - b.left >= previous.x + previous.width + a.right - 1e-9, "seed \(seed)\n\(input)")
        } else {
          #expect(current.x + current.width + b.right <= previous.x - a.left + 1e-9, "seed \(seed)\n\(input)")
        }
      }
    }
  }

  /// Lines as Chromium breaks them: greedy by the real outer widths (no line
  /// of several items longer than the container), balanced by the outer
  /// widths clamped to 0 (greedy's count of those, the least sum of squared
  /// lengths), so its lines never exceed the container either.
  @Test func linesBreakAsChromiumBreaksThem() {
    for seed in Self.seeds {
      var input = input(seed)
      input.options.maxLines = nil
      let gap = input.options.gapX
      let width = input.options.width
      for mode in [WrapMode.greedy, .balanced] {
        input.options.wrap = mode
        input.options.minLines = 1
        let result = layout(input.items, input.options)
        for paragraph in paragraphs(input.items) {
          let outer = input.items[paragraph].map(\.outerWidth)
          let ends = paragraphEnds(result, paragraph)
          var start = 0
          for end in ends {
            #expect(fits(outer, start, end, gap: gap, width: width * (1 + 1e-9)), "seed \(seed) \(mode)\n\(input)")
            start = end
          }
          if mode == .greedy {
            #expect(ends == greedyReference(outer, gap: gap, width: width), "seed \(seed)\n\(input)")
          } else if outer.count <= 10 {
            let clamped = outer.map { max(0, $0) }
            let count = minimumLineCount(clamped, gap: gap, width: width)
            #expect(
              ends == bruteForceBalanced(clamped, gap: gap, width: width, lineCount: count),
              "seed \(seed)\n\(input)")
          }
        }
      }
    }
  }

  /// CSS's greedy rule, item by item, by the real outer widths.
  func greedyReference(_ widths: [Double], gap: Double, width: Double) -> [Int] {
    var ends: [Int] = []
    var x = 0.0
    for (index, w) in widths.enumerated() {
      if index > 0 && x + gap + w > width {
        ends.append(index)
        x = w
      } else {
        x = index == 0 ? w : x + gap + w
      }
    }
    if !widths.isEmpty { ends.append(widths.count) }
    return ends
  }
}

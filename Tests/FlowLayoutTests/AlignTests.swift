// AlignTests: vertical placement inside a line, including baselines.

import FlowLayout
import Testing

@Suite struct AlignTests {
  let items = [
    FlowItem(width: 10, height: 10), FlowItem(width: 10, height: 30),
    FlowItem(width: 10, height: 20),
  ]

  @Test(
    arguments: [
      (Align.start, [0.0, 0, 0]), (.center, [10, 0, 5]), (.end, [20, 0, 10]),
      // No baselines given: bottoms line up, as CSS synthesizes them.
      (.baseline, [20, 0, 10]),
    ] as [(Align, [Double])])
  func placesItemsInTheLine(_ align: Align, _ expectedY: [Double]) {
    let result = layout(items, FlowOptions(width: 100, align: align))
    #expect(ys(result) == expectedY)
    #expect(result.height == 30)
  }

  @Test func baselineLineIsMaxAscentPlusMaxDescent() {
    let items = [
      FlowItem(width: 30, height: 20, baseline: 15),
      FlowItem(width: 30, height: 40, baseline: 10),
      FlowItem(width: 30, height: 10),
      FlowItem(width: 30, height: 10, baseline: 0),
    ]
    let result = layout(items, FlowOptions(width: 100, gapY: 3, align: .baseline))
    // Line 0: ascent 15, descent 30 (the 40 pt item), so 45 tall.
    #expect(ys(result) == [0, 5, 5, 48])
    #expect(result.height == 58)
  }

  @Test func stretchMakesEveryItemAsTallAsItsLine() {
    let result = layout(items + [FlowItem(width: 90, height: 5)], FlowOptions(width: 30, gapY: 2, align: .stretch))
    #expect(ys(result) == [0, 0, 0, 32])
    #expect(result.frames.map(\.height) == [30, 30, 30, 5])
    #expect(result.height == 37)
  }

  @Test func alignSelfOverridesTheContainer() {
    var items = items
    items[0].alignSelf = .end
    items[2].alignSelf = .stretch
    let result = layout(items, FlowOptions(width: 100))
    #expect(ys(result) == [20, 0, 0])
    #expect(result.frames.map(\.height) == [10, 30, 30])
  }

  /// Only items aligned by baseline share a baseline; the line is as tall as
  /// their ascent plus descent, or its tallest other item.
  @Test func baselineGroupBesideOtherItems() {
    let items = [
      FlowItem(width: 10, height: 20, alignSelf: .start),
      FlowItem(width: 10, height: 10, baseline: 10, alignSelf: .baseline),
      FlowItem(width: 10, height: 30, baseline: 5, alignSelf: .baseline),
      FlowItem(width: 10, height: 8, alignSelf: .end),
    ]
    let result = layout(items, FlowOptions(width: 100))
    // Ascent 10, descent 25: 35 tall, more than the 20 pt item.
    #expect(ys(result) == [0, 0, 5, 27])
    #expect(result.height == 35)
  }

  /// alignSelf and autoMargins sit in the padding after breakBefore; the
  /// margins add their four lengths, minHeight and maxHeight two more, which
  /// make two items a cache line (the fast path reads every byte of every
  /// item, so the size is watched: the greedy 1M-box benchmark stays well
  /// under its 25 ns per box at this size).
  @Test func itemsStaySmall() {
    #expect(MemoryLayout<FlowItem>.stride == 128)
  }

  /// One item that aligns itself takes the layout off the single-pass path.
  @Test func alignSelfLeavesTheFastPath() {
    var items = boxes([10, 10, 10], height: 10) + [FlowItem(width: 10, height: 30)]
    items[1].alignSelf = .end
    let result = layout(items, FlowOptions(width: 100))
    #expect(ys(result) == [0, 20, 0, 0])
  }

  @Test func alignsTheOverflowChipToo() {
    let chip = FlowItem(width: 20, height: 4)
    let options = FlowOptions(width: 100, align: .center, maxLines: 1)
    let result = layout(boxes([30, 30, 30, 30], height: 10), options) { _ in chip }
    #expect(result.overflow?.y == 3)
  }
}

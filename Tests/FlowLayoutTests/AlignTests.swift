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

  @Test func alignsTheOverflowChipToo() {
    let chip = FlowItem(width: 20, height: 4)
    let options = FlowOptions(width: 100, align: .center, maxLines: 1)
    let result = layout(boxes([30, 30, 30, 30], height: 10), options) { _ in chip }
    #expect(result.overflow?.y == 3)
  }
}

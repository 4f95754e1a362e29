// JustifyTests: every justify value, its fallbacks, and last-line justify.

import FlowLayout
import Testing

@Suite struct JustifyTests {
  /// Items 30 and 20 with a 10 pt gap in 100 pt: 60 used, 40 free.
  @Test(
    arguments: [
      (Justify.start, [0.0, 40], [30.0, 20]),
      (.center, [20, 60], [30, 20]),
      (.end, [40, 80], [30, 20]),
      (.spaceBetween, [0, 80], [30, 20]),
      (.spaceAround, [10, 70], [30, 20]),
      (.spaceEvenly, [40.0 / 3, 80.0 / 3 + 40], [30, 20]),
      (.stretch, [0, 60], [50, 40]),
    ] as [(Justify, [Double], [Double])])
  func distributesFreeSpace(_ justify: Justify, _ expectedX: [Double], _ expectedWidths: [Double]) {
    let result = layout(boxes([30, 20]), FlowOptions(width: 100, gapX: 10, justify: justify))
    #expect(zip(xs(result), expectedX).allSatisfy { abs($0 - $1) < 1e-9 }, "\(xs(result))")
    #expect(result.frames.map(\.width) == expectedWidths)
  }

  /// One 40 pt item in 100 pt.
  @Test(
    arguments: [
      (Justify.start, 0.0), (.center, 30), (.end, 60), (.spaceBetween, 0), (.spaceAround, 30),
      (.spaceEvenly, 30), (.stretch, 0),
    ] as [(Justify, Double)])
  func singleItemLine(_ justify: Justify, _ expectedX: Double) {
    let result = layout(boxes([40]), FlowOptions(width: 100, justify: justify))
    #expect(result.frames[0].x == expectedX)
    #expect(result.frames[0].width == (justify == .stretch ? 100 : 40))
  }

  /// A 150 pt item in 100 pt: negative free space. center and end follow the
  /// arithmetic; the distributing values fall back to start.
  @Test(
    arguments: [
      (Justify.start, 0.0), (.center, -25), (.end, -50), (.spaceBetween, 0), (.spaceAround, 0),
      (.spaceEvenly, 0), (.stretch, 0),
    ] as [(Justify, Double)])
  func oversizedItemFallbacks(_ justify: Justify, _ expectedX: Double) {
    let result = layout(boxes([150]), FlowOptions(width: 100, justify: justify))
    #expect(result.frames[0].x == expectedX)
    #expect(result.frames[0].width == 150)
  }

  @Test func everyLineIsJustifiedOnItsOwn() {
    let result = layout(boxes([40, 40, 70]), FlowOptions(width: 100, justify: .end))
    #expect(xs(result) == [20, 60, 30])
  }

  @Test func lastLineJustifyAppliesToTheLastLineOnly() {
    var options = FlowOptions(width: 100, justify: .spaceBetween, lastLineJustify: .start)
    let result = layout(boxes([30, 30, 30, 30, 30]), options)
    #expect(xs(result) == [0, 35, 70, 0, 30])
    options.lastLineJustify = nil
    #expect(xs(layout(boxes([30, 30, 30, 30, 30]), options)) == [0, 35, 70, 0, 70])
  }

  @Test func aLineEndingInAForcedBreakCountsAsALastLine() {
    var items = boxes([30, 30, 30, 30])
    items[2].breakBefore = true
    let options = FlowOptions(width: 100, justify: .end, lastLineJustify: .start)
    #expect(xs(layout(items, options)) == [0, 30, 0, 30])
  }

  @Test func theLineCarryingTheOverflowChipIsNotALastLine() {
    let options = FlowOptions(width: 100, justify: .end, lastLineJustify: .start, maxLines: 1)
    let result = layout(boxes([30, 30, 30, 30]), options, overflowItem: plusChip)
    // "+2" (20 pt) fits after two items: 80 used, so everything shifts 20.
    #expect(xs(result) == [20, 50])
    #expect(result.overflow?.x == 80)
  }

  @Test func cssAliasesParse() {
    #expect(Justify(css: "flex-start") == .start)
    #expect(Justify(css: "flex-end") == .end)
    #expect(Justify(css: "space-between") == .spaceBetween)
    #expect(Justify(css: "stretch") == .stretch)
    #expect(Justify(css: "left") == nil)
    #expect(Align(css: "flex-start") == .start)
    #expect(Align(css: "flex-end") == .end)
    #expect(Align(css: "baseline") == .baseline)
    #expect(WrapMode(css: "balance") == .balanced)
    #expect(WrapMode(css: "wrap") == .greedy)
    #expect(Justify.allCases.allSatisfy { Justify(css: $0.rawValue) == $0 })
  }
}

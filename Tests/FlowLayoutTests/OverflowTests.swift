// OverflowTests: maxLines, the "+N" chip and a count that is always right.

import FlowLayout
import Testing

@Suite struct OverflowTests {
  @Test func hidesLinesAndMakesRoomForTheChip() {
    // Lines of three 30 pt items; "+4" (20 pt) does not fit after 90 pt.
    let result = layout(
      boxes(Array(repeating: 30, count: 10)), FlowOptions(width: 100, maxLines: 2),
      overflowItem: plusChip)
    #expect(result.visibleCount == 5)
    #expect(result.hiddenCount == 5)
    #expect(result.frames.count == 5)
    #expect(result.lineCount == 2)
    #expect(result.overflow == FlowFrame(x: 60, y: 10, width: 20, height: 10, line: 1))
    #expect(result.height == 20)
  }

  @Test func chipThatFitsStaysWithoutMovingItems() {
    let result = layout(
      boxes([30, 30, 30, 30]), FlowOptions(width: 110, maxLines: 1), overflowItem: plusChip)
    #expect(result.visibleCount == 3)
    #expect(result.hiddenCount == 1)
    #expect(result.overflow?.x == 90)
  }

  @Test func widerCountIsMeasuredAgain() {
    // "+9" (20 pt) does not fit after 95 pt; moving the 15 makes it "+10"
    // (30 pt), which does not fit after 80 pt either; "+11" fits after 40.
    var asked: [Int] = []
    let items = boxes([40, 40, 15] + Array(repeating: 100, count: 9))
    let result = layout(items, FlowOptions(width: 100, maxLines: 1)) { hidden in
      asked.append(hidden)
      return plusChip(hidden)
    }
    #expect(asked == [9, 10, 11])
    #expect(result.visibleCount == 1)
    #expect(result.hiddenCount == 11)
    #expect(result.overflow == FlowFrame(x: 40, y: 0, width: 30, height: 10, line: 0))
  }

  @Test func withoutAChipHiddenItemsAreOnlyCounted() {
    let result = layout(
      boxes(Array(repeating: 30, count: 10)), FlowOptions(width: 100, maxLines: 2))
    #expect(result.visibleCount == 6)
    #expect(result.hiddenCount == 4)
    #expect(result.overflow == nil)
  }

  @Test(arguments: [3, 4, 10])
  func enoughLinesChangeNothing(_ maxLines: Int) {
    let items = boxes([30, 30, 30, 30, 30, 30, 30])
    var options = FlowOptions(width: 100)
    let unlimited = layout(items, options, overflowItem: plusChip)
    options.maxLines = maxLines
    #expect(layout(items, options, overflowItem: plusChip) == unlimited)
    #expect(unlimited.overflow == nil && unlimited.hiddenCount == 0)
  }

  @Test func aChipWiderThanTheContainerEndsAlone() {
    let result = layout(boxes([30, 30, 30, 30]), FlowOptions(width: 100, maxLines: 1)) { _ in
      FlowItem(width: 120, height: 10)
    }
    #expect(result.visibleCount == 0)
    #expect(result.hiddenCount == 4)
    #expect(result.frames.isEmpty)
    #expect(result.overflow == FlowFrame(x: 0, y: 0, width: 120, height: 10, line: 0))
    #expect(result.lineCount == 1)
  }

  @Test func theChipTakesPartInJustify() {
    let options = FlowOptions(width: 100, justify: .end, maxLines: 1)
    let result = layout(boxes([30, 30, 30, 30]), options, overflowItem: plusChip)
    #expect(result.overflow?.x == 80)
    #expect(xs(result) == [20, 50])
  }

  @Test func rtlPutsTheChipLeftmost() {
    let options = FlowOptions(width: 100, direction: .rtl, maxLines: 1)
    let result = layout(boxes([30, 30, 30, 30]), options, overflowItem: plusChip)
    #expect(xs(result) == [70, 40])
    #expect(result.overflow?.x == 20)
  }

  @Test(arguments: WrapMode.allCases)
  func wrapsFirstThenTruncates(_ wrap: WrapMode) {
    let items = boxes(Array(repeating: 30, count: 7))
    var options = FlowOptions(width: 100, wrap: wrap)
    let full = layout(items, options)
    options.maxLines = 2
    let cut = layout(items, options)
    #expect(Array(full.frames.prefix(cut.visibleCount)) == cut.frames)
    #expect(cut.visibleCount == full.frames.filter { $0.line < 2 }.count)
    #expect(cut.hiddenCount == 7 - cut.visibleCount)
  }
}

// GreedyTests: CSS flex-wrap line breaking, edge by edge.

import FlowLayout
import Testing

@Suite struct GreedyTests {
  @Test func zeroItems() {
    let result = layout([], FlowOptions(width: 100, gapY: 10))
    #expect(
      result
        == FlowLayoutResult(
          width: 100, height: 0, frames: [], lineCount: 0, visibleCount: 0, overflow: nil,
          hiddenCount: 0))
  }

  @Test func oneItem() {
    let result = layout(boxes([30], height: 12), FlowOptions(width: 100))
    #expect(result.frames == [FlowFrame(x: 0, y: 0, width: 30, height: 12, line: 0)])
    #expect(result.height == 12)
    #expect(result.lineCount == 1)
    #expect(result.visibleCount == 1)
  }

  @Test func wrapsWhenTheNextItemDoesNotFit() {
    let result = layout(boxes([40, 40, 40, 40]), FlowOptions(width: 100, gapX: 5, gapY: 3))
    #expect(xs(result) == [0, 45, 0, 45])
    #expect(ys(result) == [0, 0, 13, 13])
    #expect(lines(result) == [0, 0, 1, 1])
    #expect(result.height == 23)
  }

  @Test func zeroGaps() {
    let result = layout(boxes([25, 25, 25, 25, 25]), FlowOptions(width: 100))
    #expect(xs(result) == [0, 25, 50, 75, 0])
    #expect(lines(result) == [0, 0, 0, 0, 1])
  }

  @Test func exactFitsStayOnTheLine() {
    #expect(lines(layout(boxes([50, 50]), FlowOptions(width: 100))) == [0, 0])
    #expect(lines(layout(boxes([45, 45]), FlowOptions(width: 100, gapX: 10))) == [0, 0])
    #expect(lines(layout(boxes([50, 50.015625]), FlowOptions(width: 100))) == [0, 1])
  }

  @Test func exactFitsSurviveRounding() {
    let third = 100.0 / 3
    #expect(lines(layout(boxes([third, third, third]), FlowOptions(width: 100))) == [0, 0, 0])
  }

  @Test func allItemsTheSameSize() {
    let result = layout(boxes(Array(repeating: 30, count: 10)), FlowOptions(width: 100, gapX: 5))
    #expect(lines(result) == [0, 0, 0, 1, 1, 1, 2, 2, 2, 3])
    #expect(result.lineCount == 4)
  }

  @Test(arguments: [0, 1, 2])
  func oversizedItemSitsAloneOnItsLine(_ position: Int) {
    var widths: [Double] = [20, 20]
    widths.insert(150, at: position)
    let result = layout(boxes(widths), FlowOptions(width: 100))
    let oversized = result.frames[position]
    #expect(oversized.x == 0 && oversized.width == 150)
    #expect(result.frames.filter { $0.line == oversized.line }.count == 1)
    #expect(result.lineCount == (position == 1 ? 3 : 2))
  }

  @Test func neverAnEmptyLine() {
    let result = layout(boxes([150, 160, 170]), FlowOptions(width: 100))
    #expect(lines(result) == [0, 1, 2])
  }

  @Test func zeroWidthItemsShareLines() {
    let result = layout(boxes([0, 0, 100, 0]), FlowOptions(width: 100))
    #expect(lines(result) == [0, 0, 0, 0])
    let gapped = layout(boxes([0, 0, 90, 0]), FlowOptions(width: 100, gapX: 5))
    #expect(lines(gapped) == [0, 0, 0, 1])
  }

  @Test func lineHeightIsTheTallestItem() {
    let items = [
      FlowItem(width: 50, height: 10), FlowItem(width: 50, height: 30),
      FlowItem(width: 50, height: 5),
    ]
    let result = layout(items, FlowOptions(width: 100, gapY: 2))
    #expect(ys(result) == [0, 0, 32])
    #expect(result.height == 37)
  }

  @Test func sameInputSameOutput() {
    let input = RandomInput(seed: 7)
    #expect(layout(input.items, input.options) == layout(input.items, input.options))
  }

  @Test(arguments: WrapMode.allCases)
  func hugeSizesDoNotTrap(_ wrap: WrapMode) throws {
    let huge = Double.greatestFiniteMagnitude
    let items = boxes([huge, huge, 1, huge / 2, huge / 2, 1e200, 1e200, 1e200], height: huge)
    for justify in Justify.allCases {
      let options = FlowOptions(
        width: huge, gapX: huge, gapY: huge, justify: justify, wrap: wrap, maxLines: 3)
      let result = try arrange(items, options: options, overflowItem: plusChip)
      #expect(result.visibleCount + result.hiddenCount == items.count)
    }
  }
}

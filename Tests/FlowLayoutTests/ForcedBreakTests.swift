// ForcedBreakTests: breakBefore starts a line, and never an empty one.

import FlowLayout
import Testing

@Suite struct ForcedBreakTests {
  func items(_ widths: [Double], breaks: Set<Int>) -> [FlowItem] {
    widths.enumerated().map { FlowItem(width: $1, height: 10, breakBefore: breaks.contains($0)) }
  }

  @Test(arguments: WrapMode.allCases)
  func startsANewLine(_ wrap: WrapMode) {
    let result = layout(items([10, 10, 10, 10], breaks: [2]), FlowOptions(width: 100, wrap: wrap))
    #expect(lines(result) == [0, 0, 1, 1])
    #expect(xs(result) == [0, 10, 0, 10])
  }

  @Test(arguments: WrapMode.allCases)
  func aBreakBeforeTheFirstItemDoesNothing(_ wrap: WrapMode) {
    let result = layout(items([10, 10], breaks: [0]), FlowOptions(width: 100, wrap: wrap))
    #expect(lines(result) == [0, 0])
  }

  @Test(arguments: WrapMode.allCases)
  func consecutiveBreaksGiveOneLineEach(_ wrap: WrapMode) {
    let result = layout(items([10, 10, 10], breaks: [1, 2]), FlowOptions(width: 100, wrap: wrap))
    #expect(lines(result) == [0, 1, 2])
    #expect(result.lineCount == 3)
  }

  @Test func paragraphsAreBalancedIndependently() {
    let widths: [Double] = [30, 30, 30, 30, 30, 30, 30]
    let result = layout(items(widths, breaks: [4]), FlowOptions(width: 100, wrap: .balanced))
    // 4 items balance 2 + 2; the 3 after the break fit on one line.
    #expect(lines(result) == [0, 0, 1, 1, 2, 2, 2])
  }

  @Test func aBreakAfterAnOversizedItem() {
    let result = layout(items([150, 10, 10], breaks: [1]), FlowOptions(width: 100))
    #expect(lines(result) == [0, 1, 1])
  }
}

// BoxTests: the container's min and max height, padding and border.

import FlowLayout
import Testing

@Suite struct BoxTests {
  /// Two lines, 20 and 15 tall, 4 apart: 39 in all.
  let items = [
    FlowItem(width: 40, height: 10), FlowItem(width: 40, height: 20), FlowItem(width: 40, height: 5),
    FlowItem(width: 40, height: 15),
  ]

  @Test func minHeightMakesRoomThatAlignContentUses() {
    let options = FlowOptions(width: 100, alignContent: .end, gapY: 4, minHeight: 100)
    let result = layout(items, options)
    #expect(result.height == 100)
    #expect(ys(result) == [61, 61, 85, 85])
  }

  @Test func maxHeightLetsLinesStickOut() {
    let result = layout(items, FlowOptions(width: 100, gapY: 4, maxHeight: 20))
    #expect(result.height == 20)
    #expect(ys(result) == [0, 0, 24, 24])
  }

  @Test func theMinimumWinsOverTheMaximumAndClampsAHeight() {
    #expect(layout(items, FlowOptions(width: 100, minHeight: 50, maxHeight: 30)).height == 50)
    #expect(layout(items, FlowOptions(width: 100, height: 80, maxHeight: 50)).height == 50)
    #expect(layout(items, FlowOptions(width: 100, height: 10, minHeight: 30)).height == 30)
  }

  /// Frames are measured from the outer edge; the size is the border box's.
  @Test func paddingAndBorderSurroundTheContentBox() {
    let options = FlowOptions(
      width: 100, gapY: 4, padding: FlowEdges(top: 5, right: 7, bottom: 9, left: 11), border: FlowEdges(1))
    let result = layout(items, options)
    #expect(result.width == 100 + 7 + 11 + 2)
    #expect(result.height == 39 + 5 + 9 + 2)
    #expect(xs(result) == [12, 52, 12, 52])
    #expect(ys(result) == [6, 6, 30, 30])
  }

  @Test func insetsMoveEveryPathAlike() {
    let insets = FlowEdges(top: 2, right: 3, bottom: 4, left: 5)
    for options in [
      FlowOptions(width: 100, direction: .rtl, padding: insets),
      FlowOptions(width: 100, fit: true, padding: insets),
      FlowOptions(width: 100, wrapReverse: true, padding: insets),
      FlowOptions(width: 100, justify: .center, maxLines: 1, border: insets),
    ] {
      var plain = options
      plain.padding = .zero
      plain.border = .zero
      let inner = layout(items, plain) { plusChip($0) }
      let outer = layout(items, options) { plusChip($0) }
      #expect(outer.width == inner.width + 8 && outer.height == inner.height + 6)
      #expect(xs(outer) == xs(inner).map { $0 + 5 } && ys(outer) == ys(inner).map { $0 + 2 })
      #expect(outer.overflow.map { [$0.x, $0.y] } == inner.overflow.map { [$0.x + 5, $0.y + 2] })
    }
  }

  @Test(
    arguments: [
      (FlowOptions(width: 100, minHeight: -1), "minHeight"),
      (FlowOptions(width: 100, minHeight: .infinity), "minHeight"),
      (FlowOptions(width: 100, maxHeight: .nan), "maxHeight"),
      (FlowOptions(width: 100, padding: FlowEdges(top: 0, right: -2, bottom: 0, left: 0)), "padding.right"),
      (FlowOptions(width: 100, border: FlowEdges(.infinity)), "border.top"),
    ] as [(FlowOptions, String)])
  func badBoxesAreRefused(_ options: FlowOptions, _ name: String) {
    #expect {
      try arrange(items, options: options)
    } throws: { error in
      guard case .invalidOption(let refused, _, _) = error as? FlowLayoutError else { return false }
      return refused == name
    }
  }
}

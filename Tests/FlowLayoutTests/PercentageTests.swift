// PercentageTests: FlowPercentages, item sizes as percentages of the container, by example.

import FlowLayout
import Testing

@Suite struct PercentageTests {
  func resolved(_ item: FlowItem, _ percentages: FlowPercentages, _ options: FlowOptions) -> FlowItem {
    try! item.resolving(percentages, in: options)
  }

  @Test func widthsTakeTheContentBoxWidth() {
    let options = FlowOptions(width: 200, padding: FlowEdges(top: 0, right: 30, bottom: 0, left: 10))
    let quarter = resolved(FlowItem(width: 0, height: 10), FlowPercentages(width: 25), options)
    #expect(quarter.width == 50)
    // Four quarters fill the 200-point content box exactly; padding lies outside it.
    let result = layout(Array(repeating: quarter, count: 4), options)
    #expect(lines(result) == [0, 0, 0, 0])
    #expect(xs(result) == [10, 60, 110, 160])
    #expect(result.width == 240)
  }

  @Test func minMaxAndBasisTakeTheWidthToo() {
    let options = FlowOptions(width: 400)
    let item = resolved(
      FlowItem(width: 10, height: 10, grow: 1),
      FlowPercentages(minWidth: 5, maxWidth: 50, basis: 12.5), options)
    #expect(item.minWidth == 20 && item.maxWidth == 200 && item.basis == 50 && item.width == 10)
    #expect(item.grow == 1)
  }

  @Test func heightOfADefiniteHeightResolvesAndNeverStretches() {
    let options = FlowOptions(width: 100, height: 80, align: .stretch)
    let item = resolved(FlowItem(width: 20, height: 5), FlowPercentages(height: 50), options)
    #expect(item.height == 40 && item.alignSelf == .start)
    let result = layout([item, FlowItem(width: 20, height: 60)], options)
    #expect(result.frames[0].height == 40)
  }

  @Test func heightOfAClampedHeightTakesTheClamp() {
    let clamped = FlowOptions(width: 100, height: 120, maxHeight: 60)
    #expect(clamped.definiteContentHeight == 60)
    #expect(resolved(FlowItem(width: 20, height: 5), FlowPercentages(height: 50), clamped).height == 30)
    let raised = FlowOptions(width: 100, height: 20, minHeight: 40)
    #expect(resolved(FlowItem(width: 20, height: 5), FlowPercentages(height: 50), raised).height == 20)
  }

  @Test func heightOfAnAutoHeightIsTheContentsAndNeverStretches() {
    // CSS: a percentage of an indefinite height behaves as auto for the size,
    // yet the item does not stretch (its height does not compute to auto).
    for options in [FlowOptions(width: 100, align: .stretch), FlowOptions(width: 100, align: .stretch, minHeight: 90)] {
      #expect(options.definiteContentHeight == nil)
      let item = resolved(FlowItem(width: 20, height: 5), FlowPercentages(height: 50), options)
      #expect(item.height == 5 && item.alignSelf == .start)
      #expect(layout([item, FlowItem(width: 20, height: 30)], options).frames[0].height == 5)
    }
  }

  @Test func anItemThatAlignsItselfKeepsItsAlignment() {
    let options = FlowOptions(width: 100, height: 50, align: .stretch)
    let item = resolved(FlowItem(width: 20, height: 5, alignSelf: .center), FlowPercentages(height: 10), options)
    #expect(item.alignSelf == .center && item.height == 5)
  }

  @Test func aBaselineBelowTheResolvedHeightMovesUpToIt() {
    let options = FlowOptions(width: 100, height: 50)
    let item = resolved(FlowItem(width: 20, height: 30, baseline: 25), FlowPercentages(height: 20), options)
    #expect(item.height == 10 && item.baseline == 10)
  }

  @Test func noPercentagesChangeNothing() {
    let item = FlowItem(width: 20, height: 5, alignSelf: .stretch)
    #expect(FlowPercentages().isEmpty)
    #expect(resolved(item, FlowPercentages(), FlowOptions(width: 100, height: 10)) == item)
  }

  @Test func badPercentagesAreNamed() {
    let item = FlowItem(width: 20, height: 5)
    let options = FlowOptions(width: 100)
    #expect(
      throws: FlowLayoutError.invalidItem(
        index: 3, field: "width%", value: -1, accepted: "nil, or a finite percentage >= 0")
    ) {
      try item.resolving(FlowPercentages(width: -1), in: options, index: 3)
    }
    #expect(
      throws: FlowLayoutError.invalidItem(
        index: 0, field: "height%", value: .nan, accepted: "nil, or a finite percentage >= 0")
    ) {
      try item.resolving(FlowPercentages(height: .nan), in: options)
    }
    #expect(throws: FlowLayoutError.invalidOption(name: "width", value: "-1.0", accepted: "a finite number >= 0")) {
      try item.resolving(FlowPercentages(width: 10), in: FlowOptions(width: -1))
    }
  }
}

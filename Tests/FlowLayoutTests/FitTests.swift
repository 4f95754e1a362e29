// FitTests: a container that hugs its widest line.

import FlowLayout
import Testing

@Suite struct FitTests {
  @Test func widthIsTheWidestLine() {
    let result = layout(boxes([40, 40, 30, 50]), FlowOptions(width: 100, gapX: 5, fit: true))
    #expect(result.width == 85)
    #expect(xs(result) == [0, 45, 0, 35])
  }

  @Test func justifyWorksWithinTheFittedWidth() {
    let options = FlowOptions(width: 100, gapX: 5, justify: .center, fit: true)
    let result = layout(boxes([40, 40, 30, 20]), options)
    #expect(result.width == 85)
    #expect(xs(result) == [0, 45, 15, 50])
  }

  @Test func rtlMirrorsWithinTheFittedWidth() {
    let options = FlowOptions(width: 100, direction: .rtl, fit: true)
    let result = layout(boxes([40, 40, 30]), options)
    #expect(result.width == 80)
    #expect(xs(result) == [40, 0, 50])
  }

  @Test func noItemsHaveNoSize() {
    let result = layout([], FlowOptions(width: 100, fit: true))
    #expect(result.width == 0 && result.height == 0)
  }

  @Test func anOversizedItemWidensTheContainer() {
    let result = layout(boxes([20, 150]), FlowOptions(width: 100, justify: .center, fit: true))
    #expect(result.width == 150)
    #expect(xs(result) == [65, 0])
  }

  @Test func withoutFitTheWidthIsTheOption() {
    #expect(layout(boxes([10]), FlowOptions(width: 100)).width == 100)
  }
}

// MarginTests: margins on items, auto margins among them.

import FlowLayout
import Testing

@Suite struct MarginTests {
  @Test func linesBreakByOuterWidths() {
    let items = [
      FlowItem(width: 40, height: 10, margin: FlowEdges(top: 0, right: 5, bottom: 0, left: 5)),
      FlowItem(width: 40, height: 10, margin: FlowEdges(top: 0, right: 6, bottom: 0, left: 5)),
    ]
    let result = layout(items, FlowOptions(width: 100))
    #expect(lines(result) == [0, 1])
    #expect(xs(result) == [5, 5])
  }

  @Test func aLineIsAsTallAsItsOuterHeights() {
    let items = [
      FlowItem(width: 30, height: 10, margin: FlowEdges(top: 7, right: 0, bottom: 3, left: 0)),
      FlowItem(width: 30, height: 12, alignSelf: .end),
    ]
    let result = layout(items, FlowOptions(width: 100))
    #expect(result.height == 20)
    #expect(ys(result) == [7, 8])
  }

  @Test func stretchLeavesTheMarginsOut() {
    let items = [
      FlowItem(width: 30, height: 10, margin: FlowEdges(top: 3, right: 0, bottom: 5, left: 0)),
      FlowItem(width: 30, height: 30),
    ]
    let result = layout(items, FlowOptions(width: 100, align: .stretch))
    #expect(result.frames[0] == FlowFrame(x: 0, y: 3, width: 30, height: 22, line: 0))
  }

  /// Auto margins take the line's free space before justify does.
  @Test func autoMarginsPushAlongTheLine() {
    let pushed = [
      FlowItem(width: 20, height: 10), FlowItem(width: 20, height: 10, autoMargins: .left),
      FlowItem(width: 20, height: 10),
    ]
    #expect(xs(layout(pushed, FlowOptions(width: 100, justify: .spaceBetween))) == [0, 60, 80])
    let centred = [FlowItem(width: 20, height: 10, autoMargins: .horizontal)]
    #expect(xs(layout(centred, FlowOptions(width: 100, justify: .end))) == [40])
    // rtl: the left margin is still the left one.
    #expect(xs(layout(pushed, FlowOptions(width: 100, direction: .rtl))) == [80, 60, 0])
  }

  @Test func autoMarginsAcrossTheLine() {
    let items = [
      FlowItem(width: 20, height: 10, autoMargins: .top), FlowItem(width: 20, height: 10, autoMargins: .vertical),
      FlowItem(width: 20, height: 30),
    ]
    // They override align, and a line with no room leaves the item at its top.
    #expect(ys(layout(items, FlowOptions(width: 100, align: .end))) == [20, 10, 0])
    let tooTall = [FlowItem(width: 20, height: 30, autoMargins: .top), FlowItem(width: 20, height: 10)]
    #expect(ys(layout(tooTall, FlowOptions(width: 100, align: .end))) == [0, 20])
  }

  @Test func marginsAreCheckedWhereverTheyAre() {
    for (item, field) in [
      (FlowItem(width: 1, height: 1, margin: FlowEdges(top: -.infinity, right: 0, bottom: 0, left: 0)), "margin.top"),
      (FlowItem(width: 1, height: 1, margin: FlowEdges(.nan)), "margin.top"),
      (
        FlowItem(width: 1, height: 1, margin: FlowEdges(top: 0, right: 0, bottom: 0, left: 4), autoMargins: .left),
        "margin.left"
      ),
    ] {
      for options in [FlowOptions(width: 100), FlowOptions(width: 100, justify: .center, wrap: .balanced)] {
        #expect(throws: FlowLayoutError.self) { try arrange([FlowItem(width: 1, height: 1), item], options: options) }
        do {
          _ = try arrange([FlowItem(width: 1, height: 1), item], options: options)
        } catch {
          guard case .invalidItem(let index, let refused, _, _) = error else { continue }
          #expect(index == 1 && refused == field)
        }
      }
    }
  }

  /// Margins are physical: flipping the direction mirrors the layout with
  /// each item's left and right margins swapped.
  @Test func rtlMirrorsWithTheMarginsSwapped() {
    for seed in UInt64(0)..<200 {
      var input = RandomInput(seed: seed)
      input.options.direction = .ltr
      let ltr = layout(input.items, input.options)
      input.options.direction = .rtl
      input.items = input.items.map { item in
        var item = item
        (item.margin.left, item.margin.right) = (item.margin.right, item.margin.left)
        let auto = item.autoMargins
        item.autoMargins.remove(.horizontal)
        if auto.contains(.left) { item.autoMargins.insert(.right) }
        if auto.contains(.right) { item.autoMargins.insert(.left) }
        return item
      }
      let rtl = layout(input.items, input.options)
      for (a, b) in zip(ltr.frames, rtl.frames) {
        #expect(abs(b.x - (ltr.width - a.x - a.width)) < 1e-9, "seed \(seed)\n\(input)")
        #expect(a.y == b.y && a.width == b.width && a.line == b.line)
      }
    }
  }
}

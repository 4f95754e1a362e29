// DirectionTests: rtl mirrors every line inside the container.

import FlowLayout
import Testing

@Suite struct DirectionTests {
  @Test(
    arguments: [
      (Justify.start, [70.0, 40]), (.end, [30, 0]), (.center, [50, 20]), (.spaceBetween, [70, 0]),
    ] as [(Justify, [Double])])
  func mirrorsEachLine(_ justify: Justify, _ expectedX: [Double]) {
    let options = FlowOptions(width: 100, gapX: 10, justify: justify, direction: .rtl)
    #expect(xs(layout(boxes([30, 20]), options)) == expectedX)
  }

  @Test func readingOrderRunsRightToLeft() {
    let result = layout(boxes([30, 30, 30, 30]), FlowOptions(width: 100, direction: .rtl))
    #expect(xs(result) == [70, 40, 10, 70])
    #expect(lines(result) == [0, 0, 0, 1])
  }

  @Test func oversizedItemStartsAtTheRightEdge() {
    let result = layout(boxes([150]), FlowOptions(width: 100, direction: .rtl))
    #expect(result.frames[0].x == -50)
  }

  /// row-reverse fills lines from the right in ltr, and from the left in rtl
  /// (apart from the fallback of space-around and space-evenly, below).
  @Test func rowReverseSwapsTheStartEdge() {
    func plainFallback(_ justify: Justify) -> Justify {
      justify == .spaceAround || justify == .spaceEvenly ? .center : justify
    }
    for seed in UInt64(0)..<200 {
      var input = RandomInput(seed: seed)
      input.options.justify = plainFallback(input.options.justify)
      input.options.lastLineJustify = input.options.lastLineJustify.map(plainFallback)
      for direction in Direction.allCases {
        input.options.direction = direction
        input.options.flexDirection = .row
        let row = layout(input.items, input.options)
        input.options.direction = direction == .ltr ? .rtl : .ltr
        input.options.flexDirection = .rowReverse
        #expect(layout(input.items, input.options) == row, "seed \(seed)")
      }
    }
  }

  /// wrap-reverse mirrors every y inside the container, apart from a
  /// baseline group, which lines up at its line's bottom.
  @Test func wrapReverseMirrorsTheLines() {
    for seed in UInt64(0)..<200 {
      var input = RandomInput(seed: seed, margins: false)
      input.items = input.items.map { item in
        var item = item
        if (item.alignSelf ?? input.options.align) == .baseline { item.alignSelf = .center }
        return item
      }
      input.options.wrapReverse = false
      let down = layout(input.items, input.options)
      input.options.wrapReverse = true
      let up = layout(input.items, input.options)
      #expect(up.height == down.height && up.lineCount == down.lineCount)
      for (a, b) in zip(down.frames, up.frames) {
        #expect(abs(b.y - (down.height - a.y - a.height)) < 1e-9, "seed \(seed)")
        #expect(a.x == b.x && a.width == b.width && a.height == b.height && a.line == b.line)
      }
    }
  }

  @Test func wrapReverseKeepsBaselinesAtTheLineTop() {
    let items = [
      FlowItem(width: 20, height: 10, baseline: 8, alignSelf: .baseline),
      FlowItem(width: 20, height: 30, baseline: 5, alignSelf: .baseline),
      FlowItem(width: 20, height: 60),
      FlowItem(width: 90, height: 10),
    ]
    let result = layout(items, FlowOptions(width: 100, gapY: 2, wrapReverse: true))
    // Line 0 is 60 tall, at the bottom (y 12); the baseline group (ascent 8,
    // descent 25) ends at its bottom, 72.
    #expect(ys(result) == [39, 42, 12, 0])
  }

  /// On a line with no free space, space-around and space-evenly fall back
  /// to the physical start edge (CSS `safe center`), not the flex start.
  @Test(arguments: [Justify.spaceAround, .spaceEvenly, .spaceBetween])
  func rowReverseFallsBackToThePhysicalStart(_ justify: Justify) {
    for direction in Direction.allCases {
      let options = FlowOptions(width: 100, justify: justify, direction: direction, flexDirection: .rowReverse)
      let physical: Double = direction == .ltr ? 0 : -30
      #expect(xs(layout(boxes([130]), options)) == [justify == .spaceBetween ? -30 - physical : physical])
    }
  }

  @Test func rtlIsTheMirrorOfLtr() {
    for seed in UInt64(0)..<200 {
      var input = RandomInput(seed: seed, margins: false)
      input.options.direction = .ltr
      let ltr = layout(input.items, input.options)
      input.options.direction = .rtl
      let rtl = layout(input.items, input.options)
      for (a, b) in zip(ltr.frames, rtl.frames) {
        #expect(abs(b.x - (ltr.width - a.x - a.width)) < 1e-9, "seed \(seed)")
        #expect(a.y == b.y && a.width == b.width && a.line == b.line)
      }
    }
  }
}

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

  @Test func rtlIsTheMirrorOfLtr() {
    for seed in UInt64(0)..<200 {
      var input = RandomInput(seed: seed)
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

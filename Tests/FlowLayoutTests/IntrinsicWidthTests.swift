// IntrinsicWidthTests: the container's min-content and max-content widths.

import FlowLayout
import Testing

@Suite struct IntrinsicWidthTests {
  let items = [FlowItem(width: 50, height: 50), FlowItem(width: 100, height: 50), FlowItem(width: 25, height: 50)]

  /// Yoga's max_content_width: the items on one line.
  @Test func maxContentPutsEveryItemOnOneLine() throws {
    let options = FlowOptions(width: 1, gapX: 10)
    #expect(try intrinsic(items, options: options, .maxContent) == 195)
    #expect(try intrinsic(items, options: options, .minContent) == 100)
    let result = try arrange(items, options: FlowOptions(width: 195, gapX: 10))
    #expect(result.lineCount == 1)
  }

  /// Chromium: min-content ignores the flex basis, max-content breaks by it
  /// (clamped); margins count; forced breaks end a run.
  @Test func basesMarginsAndForcedBreaks() throws {
    let options = FlowOptions(width: 1, gapX: 10)
    let flexible = [FlowItem(width: 40, height: 10), FlowItem(width: 30, height: 10, basis: 90)]
    #expect(try intrinsic(flexible, options: options, .minContent) == 40)
    #expect(try intrinsic(flexible, options: options, .maxContent) == 140)
    let clamped = [
      FlowItem(width: 40, height: 10, minWidth: 60, margin: FlowEdges(top: 0, right: 0, bottom: 0, left: 5))
    ]
    #expect(try intrinsic(clamped, options: options, .minContent) == 65)
    let paragraphs = items + [FlowItem(width: 300, height: 1, breakBefore: true)]
    #expect(try intrinsic(paragraphs, options: options, .maxContent) == 300)
    #expect(try intrinsic([], options: options, .maxContent) == 0)
  }

  /// Chromium: with flex-line-count, the narrowest width that makes no more
  /// lines than asked (Taffy's balance_row_intrinsic_line_count and
  /// balance_row_max_content_uneven_line_count), never below the widest item.
  @Test(arguments: [
    ([30, 30, 30, 30], 0.0, 2, 60.0), ([100, 30, 30], 20, 2, 100), ([40, 40, 40], 0, 2, 80),
    ([40, 10, 70, 20], 10, 3, 70), ([40, 30], 0, 5, 40),
  ])
  func aLineCountNarrowsTheMaxContentWidth(_ widths: [Double], _ gap: Double, _ lines: Int, _ expected: Double) throws {
    let items = widths.map { FlowItem(width: $0, height: 10) }
    let options = FlowOptions(width: 1, gapX: gap, wrap: .balanced, minLines: lines)
    #expect(try intrinsic(items, options: options, .maxContent) == expected)
    // Greedy wrapping ignores the count, as CSS's `wrap` does.
    var greedy = options
    greedy.wrap = .greedy
    #expect(
      try intrinsic(items, options: greedy, .maxContent) == widths.reduce(0, +) + gap * Double(widths.count - 1))
  }

  /// At the max-content width, greedy wrapping breaks only where a forced
  /// break says; at the min-content width, no item is wider than the line
  /// unless its basis makes it so; the same input gives the same widths.
  @Test func randomItemsFitTheirIntrinsicWidths() throws {
    for seed in UInt64(0)..<600 {
      var input = RandomInput(seed: seed)
      if seed % 2 == 0 { input.useBoxes(seed: seed) }
      var options = input.options
      options.maxLines = nil
      options.wrap = .greedy
      let items = input.items
      let widest = try intrinsic(items, options: options, .maxContent)
      #expect(try intrinsic(items, options: options, .maxContent) == widest)
      let narrowest = try intrinsic(items, options: options, .minContent)
      guard widest > 0 && narrowest > 0 else { continue }
      options.width = widest
      let paragraphs = items.indices.filter { $0 == 0 || items[$0].breakBefore }.count
      #expect(try arrange(items, options: options).lineCount == paragraphs, "seed \(seed)\n\(input)")
      options.width = narrowest
      for (item, frame) in zip(items, try arrange(items, options: options).frames) where !item.isFlexible {
        #expect(frame.width + item.margin.horizontal <= narrowest * (1 + 1e-9), "seed \(seed)\n\(input)")
      }
    }
  }

  @Test func badInputIsRefused() {
    #expect(throws: FlowLayoutError.self) {
      try intrinsic([FlowItem(width: -1, height: 1)], options: FlowOptions(width: 1), .maxContent)
    }
    #expect(throws: FlowLayoutError.self) {
      try intrinsic(items, options: FlowOptions(width: 1, gapX: -1), .minContent)
    }
  }
}

/// `intrinsicWidth(_:of:gapX:wrap:minLines:)` with the settings that count read from `options`
/// (whose width is not used), as the tests above build their containers.
func intrinsic(_ items: [FlowItem], options: FlowOptions, _ size: IntrinsicWidth) throws(FlowLayoutError) -> Double {
  try intrinsicWidth(size, of: items, gapX: options.gapX, wrap: options.wrap, minLines: options.minLines)
}

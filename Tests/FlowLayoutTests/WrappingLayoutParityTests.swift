// WrappingLayoutParityTests: for subviews of fixed size, the Layout-shaped
// API gives exactly what `arrange` gives, over seeded random inputs.

import FlowLayout
import Testing

@Suite struct WrappingLayoutParityTests {
  /// The layout that `options` describe, apart from the container's size.
  func wrapping(_ options: FlowOptions) -> WrappingLayout {
    WrappingLayout(
      gapX: options.gapX, gapY: options.gapY, justify: options.justify, lastLineJustify: options.lastLineJustify,
      align: options.align, alignContent: options.alignContent, wrap: options.wrap, direction: options.direction,
      maxLines: options.maxLines, fit: options.fit, flexDirection: options.flexDirection,
      wrapReverse: options.wrapReverse, minLines: options.minLines, padding: options.padding)
  }

  func subviews(_ items: [FlowItem]) -> [FlowSubview] {
    items.map {
      FlowSubview(
        width: $0.width, height: $0.height, baseline: $0.baseline, breakBefore: $0.breakBefore,
        alignSelf: $0.alignSelf, margin: $0.margin, autoMargins: $0.autoMargins)
    }
  }

  /// A random input whose subviews align themselves and have margins, every
  /// third one in a layout with padding.
  func input(_ seed: UInt64) -> RandomInput {
    var input = RandomInput(seed: seed)
    if seed % 3 == 1 { input.options.padding = FlowEdges(top: 3, right: 5.5, bottom: 7, left: 11) }
    return input
  }

  /// Places `items` for `proposal` and checks size and frames against `expected`.
  func expectSame(
    _ items: [FlowItem], _ options: FlowOptions, _ proposal: ProposedSize, _ expected: FlowLayoutResult,
    _ input: RandomInput
  ) throws {
    let subviews = subviews(items)
    let size = try sizeAndPlace(wrapping(options), subviews, proposal)
    #expect(size == FlowSize(width: expected.width, height: expected.height), "\(input)")
    let visible = framesWithoutLines(expected).map(Optional.some)
    let hidden = [FlowFrame?](repeating: nil, count: expected.hiddenCount)
    #expect(placedFrames(subviews) == visible + hidden, "\(input)")
  }

  @Test func aConcreteWidthIsArrangeAtThatWidth() throws {
    for seed in UInt64(0)..<500 {
      var input = input(seed)
      if seed % 4 == 0 { input.options.maxLines = 1 + Int(seed / 4 % 3) }
      if seed % 3 == 0 { input.options.minLines = 1 + Int(seed / 3 % 6) }
      let expected = layout(input.items, input.options)
      let proposed = input.options.width + input.options.padding.horizontal
      try expectSame(input.items, input.options, ProposedSize(width: proposed, height: nil), expected, input)
    }
  }

  /// With nil, each paragraph is one line: `arrange` greedy and hugging, at a
  /// width every paragraph fits.
  @Test func idealIsArrangeAtAWidthEverythingFits() throws {
    for seed in UInt64(0)..<300 {
      var input = input(seed)
      input.options.minLines = 1 + Int(seed % 4)
      var options = input.options
      options.wrap = .greedy
      options.fit = true
      options.width = max(1, input.items.reduce(0) { $0 + $1.outerWidth + options.gapX })
      let expected = layout(input.items, options)
      #expect(expected.lineCount == paragraphs(input.items).count)
      try expectSame(input.items, input.options, .unspecified, expected, input)
    }
  }

  /// With zero, lines wrap at the widest item.
  @Test func minimumIsArrangeAtTheWidestItem() throws {
    for seed in UInt64(0)..<300 {
      var input = input(seed)
      let widest = input.items.reduce(0) { max($0, $1.outerWidth) }
      guard widest > 0 else { continue }
      var options = input.options
      options.width = widest
      if seed % 3 == 0 {
        options.minLines = 1 + Int(seed / 3 % 6)
        input.options.minLines = options.minLines
      }
      try expectSame(input.items, input.options, .zero, layout(input.items, options), input)
    }
  }
}

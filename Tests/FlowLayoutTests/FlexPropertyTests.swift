// FlexPropertyTests: invariants of flexible layouts over thousands of seeded inputs.

import FlowLayout
import Testing

/// A random layout problem whose items flex.
struct RandomFlexInput: CustomStringConvertible {
  var items: [FlowItem]
  var options: FlowOptions

  init(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    var options = FlowOptions(width: rng.sixtyFourths(40, 400))
    options.gapX = rng.chance(0.3) ? 0 : rng.sixtyFourths(0, 10)
    options.gapY = rng.sixtyFourths(0, 6)
    options.justify = [Justify.start, .end, .center, .stretch, .spaceBetween].randomElement(
      using: &rng)!
    options.align = Align.allCases.randomElement(using: &rng)!
    options.wrap = WrapMode.allCases.randomElement(using: &rng)!
    options.direction = rng.chance(0.3) ? .rtl : .ltr
    options.distribution = rng.chance(0.5) ? .css : .swiftui
    options.fit = rng.chance(0.1)
    let width = options.width
    items = (0..<Int.random(in: 0...24, using: &rng)).map { _ in
      var item = FlowItem(
        width: rng.chance(0.1) ? width + rng.sixtyFourths(0, 60) : rng.sixtyFourths(0, width * 0.5),
        height: rng.sixtyFourths(1, 30), breakBefore: rng.chance(0.05))
      if rng.chance(0.6) { item.grow = [1, 2, 0.5, 3, 0.25].randomElement(using: &rng)! }
      if rng.chance(0.4) { item.shrink = [1, 2, 0.5].randomElement(using: &rng)! }
      if rng.chance(0.25) { item.basis = rng.sixtyFourths(0, width * 0.6) }
      if rng.chance(0.3) { item.minWidth = rng.sixtyFourths(0, width * 0.4) }
      if rng.chance(0.35) { item.maxWidth = rng.sixtyFourths(0, width * 0.6) }
      return item
    }
    self.options = options
  }

  var description: String {
    let list = items.map {
      "(w \($0.width) min \($0.minWidth) max \($0.maxWidth) basis \($0.basis.map { "\($0)" } ?? "-") grow \($0.grow) shrink \($0.shrink)\($0.breakBefore ? " break" : ""))"
    }
    return "options: \(options)\nitems: \(list.joined(separator: ", "))"
  }
}

@Suite struct FlexPropertyTests {
  static let chunks = 0..<6
  static let seedsPerChunk: UInt64 = 500

  func run(_ chunk: Int, _ body: (UInt64, RandomFlexInput, FlowLayoutResult) -> Void) {
    let first = UInt64(chunk) * Self.seedsPerChunk + 1_000_000
    for seed in first..<(first + Self.seedsPerChunk) {
      let input = RandomFlexInput(seed: seed)
      body(seed, input, layout(input.items, input.options))
    }
  }

  @Test(arguments: chunks)
  func noItemLeavesItsLimits(_ chunk: Int) {
    run(chunk) { seed, input, result in
      for (item, frame) in zip(input.items, result.frames) {
        let low = item.minWidth
        let high = max(item.minWidth, item.maxWidth)
        #expect(
          frame.width >= low && frame.width <= high,
          "seed \(seed): width \(frame.width) outside \(low)...\(high)\n\(input)")
      }
    }
  }

  /// Lines break exactly where fixed items of the clamped basis would.
  @Test(arguments: chunks)
  func linesBreakByClampedBasis(_ chunk: Int) {
    run(chunk) { seed, input, result in
      let fixed = input.items.map {
        FlowItem(width: $0.hypotheticalWidth, height: $0.height, breakBefore: $0.breakBefore)
      }
      var options = input.options
      options.justify = .start
      let reference = layout(fixed, options)
      #expect(result.frames.map(\.line) == reference.frames.map(\.line), "seed \(seed)\n\(input)")
    }
  }

  /// CSS: a line that had free space ends exactly full, unless every item
  /// still below its maximum has grow factors summing below 1 (they take
  /// only that part of the free space, as CSS says).
  @Test(arguments: chunks)
  func growingLinesFillTheWidth(_ chunk: Int) {
    run(chunk) { seed, input, result in
      guard input.options.distribution == .css, !input.options.fit else { return }
      for line in 0..<result.lineCount {
        let indices = result.frames.indices.filter { result.frames[$0].line == line }
        let gaps = input.options.gapX * Double(indices.count - 1)
        let available = input.options.width - gaps
        let hypothetical = indices.reduce(0) { $0 + input.items[$1].hypotheticalWidth }
        guard hypothetical < available else { continue }
        let used = indices.reduce(0) { $0 + result.frames[$1].width }
        let scale = max(1, input.options.width) * 1e-9
        #expect(used <= available + scale, "seed \(seed): line \(line) overflows\n\(input)")
        let stretch = justify(of: line, indices, input) == .stretch
        let roomyGrowth = indices.reduce(0.0) { sum, index in
          let item = input.items[index]
          let grow = stretch && item.grow == 0 ? 1 : item.grow
          return result.frames[index].width < item.maxWidth ? sum + grow : sum
        }
        if roomyGrowth >= 1 {
          #expect(
            abs(used - available) <= scale,
            "seed \(seed): line \(line) uses \(used) of \(available)\n\(input)")
        }
      }
    }
  }

  @Test(arguments: chunks)
  func orderIsKept(_ chunk: Int) {
    run(chunk) { seed, input, result in
      for index in result.frames.indices.dropFirst() {
        let previous = result.frames[index - 1]
        let current = result.frames[index]
        #expect(current.line == previous.line || current.line == previous.line + 1)
        guard current.line == previous.line else { continue }
        if input.options.direction == .ltr {
          #expect(current.x >= previous.x + previous.width - 1e-9, "seed \(seed)\n\(input)")
        } else {
          #expect(current.x + current.width <= previous.x + 1e-9, "seed \(seed)\n\(input)")
        }
      }
    }
  }

  @Test(arguments: chunks)
  func deterministic(_ chunk: Int) {
    run(chunk) { seed, input, result in
      let again = layout(Array(input.items), input.options)
      #expect(again == result, "seed \(seed)\n\(input)")
    }
  }

  /// Items with no flex settings lay out as the fixed-size engine does, even
  /// beside flexible ones on other lines' terms: a flexible layout whose items
  /// are all frozen equals the fixed one.
  @Test(arguments: chunks)
  func inflexibleSettingsChangeNothing(_ chunk: Int) {
    run(chunk) { seed, input, _ in
      let fixed = input.items.map {
        FlowItem(width: $0.width, height: $0.height, breakBefore: $0.breakBefore)
      }
      // maxWidth infinity and grow/shrink 0 written out: still flexible in
      // form (a basis equal to the width), fixed in effect.
      let spelled = fixed.map {
        FlowItem(width: $0.width, height: $0.height, breakBefore: $0.breakBefore, basis: $0.width)
      }
      var options = input.options
      if options.justify == .stretch { options.justify = .start }
      #expect(layout(spelled, options) == layout(fixed, options), "seed \(seed)\n\(input)")
    }
  }

  /// Huge factors (infinite in single precision), huge and zero sizes, and
  /// every distribution: results come back, never a trap, and no item leaves
  /// its limits.
  @Test func extremeValuesNeverTrap() throws {
    let values: [Double] = [0, 1e-300, 1, 1e300, .greatestFiniteMagnitude]
    for distribution in FlexDistribution.allCases {
      for big in values {
        for factor in values {
          let items = [
            FlowItem(width: big, height: 1, grow: factor, shrink: factor),
            FlowItem(width: 1, height: 1, minWidth: big, basis: 0, grow: factor),
            FlowItem(width: 0, height: 1, maxWidth: big, basis: big, grow: 1, shrink: factor),
          ]
          var options = FlowOptions(width: 100, gapX: 1, justify: .stretch)
          options.distribution = distribution
          let result = try arrange(items, options: options)
          for (item, frame) in zip(items, result.frames) {
            #expect(
              frame.width >= item.minWidth && frame.width <= max(item.minWidth, item.maxWidth),
              "\(distribution) big \(big) factor \(factor): \(frame.width)")
          }
        }
      }
    }
  }

  private func justify(of line: Int, _ indices: [Int], _ input: RandomFlexInput) -> Justify {
    guard let last = indices.last else { return input.options.justify }
    let endsParagraph = last + 1 == input.items.count || input.items[last + 1].breakBefore
    return endsParagraph
      ? (input.options.lastLineJustify ?? input.options.justify) : input.options.justify
  }
}

// FastPathTests: the single-pass path agrees with the general one bit for bit.

import Testing

@testable import FlowLayout

@Suite struct FastPathTests {
  @Test(arguments: 0..<4)
  func singlePassEqualsGeneralPath(_ chunk: Int) throws {
    for seed in UInt64(chunk * 500)..<UInt64(chunk * 500 + 500) {
      var input = RandomInput(seed: seed, alignSelf: false, margins: false)
      input.options.wrap = .greedy
      input.options.justify = .start
      input.options.lastLineJustify = seed % 2 == 0 ? nil : .start
      input.options.align = .start
      input.options.fit = false
      input.options.maxLines = nil
      input.options.wrapReverse = false
      let fast = try #require(try arrangeStartAligned(input.items, options: input.options))
      let general = try arrangeLines(input.items, options: input.options, overflowItem: nil)
      #expect(fast == general, "seed \(seed)\n\(input)")
    }
  }

  /// An item that aligns itself sends the layout down the general path.
  @Test func alignSelfIsNotForTheSinglePass() throws {
    var items = boxes([10, 20, 30])
    items[2].alignSelf = .start
    #expect(try arrangeStartAligned(items, options: FlowOptions(width: 100)) == nil)
  }

  /// Outputs this large have their frame buffers advised to huge pages
  /// (`adviseHugePages`); the frames must not notice.
  @Test func largeOutputsAgreeToo() throws {
    let items = (0..<150_000).map { FlowItem(width: Double($0 % 97) + 0.25, height: Double($0 % 5) + 1) }
    let options = FlowOptions(width: 300, gapX: 3, gapY: 2)
    let fast = try #require(try arrangeStartAligned(items, options: options))
    let general = try arrangeLines(items, options: options, overflowItem: nil)
    #expect(fast == general)
    #expect(fast.frames.count * MemoryLayout<FlowFrame>.stride > 4 << 20)
    #expect(fast.frames[149_999].width == Double(149_999 % 97) + 0.25)
  }

  @Test func takenOnlyWhenNoLineNeedsMeasuring() throws {
    let items = boxes([10, 20])
    #expect(try arrangeStartAligned(items, options: FlowOptions(width: 100)) != nil)
    #expect(
      try arrangeStartAligned(items, options: FlowOptions(width: 100, direction: .rtl)) != nil)
    let others: [FlowOptions] = [
      FlowOptions(width: 100, justify: .center),
      FlowOptions(width: 100, lastLineJustify: .end),
      FlowOptions(width: 100, align: .baseline),
      FlowOptions(width: 100, wrap: .balanced),
      FlowOptions(width: 100, maxLines: 3),
      FlowOptions(width: 100, fit: true),
    ]
    for options in others {
      #expect(try arrangeStartAligned(items, options: options) == nil)
    }
  }

  @Test func rejectsBadItemsToo() {
    #expect(
      throws: FlowLayoutError.invalidItem(
        index: 1, field: "width", value: .nan, accepted: "a finite number >= 0")
    ) {
      try arrangeStartAligned(
        [FlowItem(width: 1, height: 1), FlowItem(width: .nan, height: 1)],
        options: FlowOptions(width: 10))
    }
  }
}

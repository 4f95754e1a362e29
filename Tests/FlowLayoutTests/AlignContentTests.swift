// AlignContentTests: lines in a container of fixed height, against the same layout without one.

import FlowLayout
import Testing

@Suite struct AlignContentTests {
  let tolerance = 1e-9

  /// A random layout, then the same with a height that leaves `free` points
  /// of free space (negative: the lines are taller than the box).
  func pair(_ seed: UInt64, _ value: AlignContent) -> (RandomInput, FlowLayoutResult, FlowLayoutResult, Double) {
    var input = RandomInput(seed: seed)
    if seed % 4 == 0 { input.options.maxLines = Int(seed % 3) + 1 }
    // Lines from the top, so a taller box leaves them where they were.
    input.options.wrapReverse = false
    let plain = layout(input.items, input.options, overflowItem: plusChip)
    var rng = SplitMix64(seed: seed ^ 0x5eed)
    let free = rng.chance(0.3) ? -rng.sixtyFourths(0, plain.height) : rng.sixtyFourths(0, 200)
    input.options.height = plain.height + free
    input.options.alignContent = value
    return (input, plain, layout(input.items, input.options, overflowItem: plusChip), free)
  }

  @Test(arguments: AlignContent.allCases)
  func linesMoveDownTogetherAndKeepTheirOrder(_ value: AlignContent) {
    for seed in UInt64(0)..<600 {
      let (input, plain, placed, free) = pair(seed, value)
      #expect(placed.height == input.options.height, "seed \(seed)")
      #expect(placed.lineCount == plain.lineCount && placed.visibleCount == plain.visibleCount)
      let boxes = placed.frames + (placed.overflow.map { [$0] } ?? [])
      let before = plain.frames + (plain.overflow.map { [$0] } ?? [])
      // Across a line nothing moves but y; lines keep their order and gaps.
      var lineTop: [Int: Double] = [:]
      for (now, then) in zip(boxes, before) {
        #expect(now.x == then.x && now.width == then.width && now.line == then.line, "seed \(seed)\n\(input)")
        if value != .stretch {
          let shift = now.y - then.y
          #expect(abs(shift - (lineTop[now.line] ?? shift)) <= tolerance, "seed \(seed): a line came apart")
          lineTop[now.line] = shift
        }
      }
      let shifts = (0..<placed.lineCount).compactMap { lineTop[$0] }
      #expect(zip(shifts, shifts.dropFirst()).allSatisfy { $0 <= $1 + tolerance }, "seed \(seed)")
      if free >= 0 {
        for frame in boxes {
          #expect(frame.y >= -tolerance && frame.y + frame.height <= placed.height + tolerance, "seed \(seed)")
        }
      } else if value != .center && value != .end {
        // Lines taller than the box: everything but center and end acts as start.
        #expect(zip(boxes, before).allSatisfy { $0.y == $1.y }, "seed \(seed)")
      }
    }
  }

  @Test func startWithAHeightOnlySetsTheHeight() {
    for seed in UInt64(0)..<300 {
      let (input, plain, placed, _) = pair(seed, .start)
      #expect(placed.frames == plain.frames && placed.overflow == plain.overflow, "seed \(seed)\n\(input)")
    }
  }

  /// CSS `safe`: lines taller than the box stay at its top, whatever the
  /// keyword and the wrap direction (Chromium: flex_safe_align_content_end_overflow).
  @Test(arguments: [AlignContent.start, .center, .end])
  func safeKeepsOverflowingLinesAtTheTop(_ value: AlignContent) throws {
    let items = [FlowItem(width: 60, height: 80), FlowItem(width: 60, height: 80)]
    for reverse in [false, true] {
      let options = FlowOptions(
        width: 100, height: 100, alignContent: value, wrapReverse: reverse, safeAlignContent: true)
      #expect(try arrange(items, options: options).frames.map(\.y) == (reverse ? [80, 0] : [0, 80]))
    }
  }

  /// With room to spare, `safe` changes nothing; distributing values ignore it.
  @Test(arguments: AlignContent.allCases)
  func safeChangesNothingWithRoomToSpare(_ value: AlignContent) {
    for seed in UInt64(0)..<300 {
      var (input, _, placed, free) = pair(seed, value)
      input.options.safeAlignContent = true
      let safe = layout(input.items, input.options, overflowItem: plusChip)
      if free >= 0 || ![.start, .center, .end].contains(value) {
        #expect(safe.frames == placed.frames && safe.overflow == placed.overflow, "seed \(seed)\n\(input)")
      } else {
        #expect(safe.frames.allSatisfy { $0.y >= 0 }, "seed \(seed)\n\(input)")
      }
    }
  }

  @Test func aStretchedLineAlignsItsItemsInTheTallerLine() throws {
    let items = [FlowItem(width: 60, height: 10), FlowItem(width: 60, height: 20)]
    var options = FlowOptions(width: 100, height: 50, alignContent: .stretch, gapY: 4, align: .end)
    // Two lines of 10 and 20 plus a gap of 4 leave 16: each line grows by 8.
    var result = try arrange(items, options: options)
    #expect(result.frames.map(\.y) == [8, 18 + 4 + 8])
    options.align = .center
    result = try arrange(items, options: options)
    #expect(result.frames.map(\.y) == [4, 22 + 4])
  }

  @Test func aHeightMustBeFiniteAndNotNegative() {
    for bad in [-1, .infinity, .nan] as [Double] {
      #expect(throws: FlowLayoutError.self) {
        try arrange([FlowItem(width: 1, height: 1)], options: FlowOptions(width: 10, height: bad))
      }
    }
  }

  @Test func cssKeywordsParse() {
    #expect(AlignContent(css: "flex-start") == .start)
    #expect(AlignContent(css: "flex-end") == .end)
    #expect(AlignContent(css: "space-evenly") == .spaceEvenly)
    #expect(AlignContent(css: "normal") == .stretch, "normal is stretch in a flex container")
    #expect(Justify(css: "normal") == .start, "normal is flex-start in a flex container")
    #expect(AlignContent(css: "baseline") == nil)
    #expect(AlignContent.cssNames.allSatisfy { AlignContent(css: $0) != nil })
    #expect(Justify.cssNames.allSatisfy { Justify(css: $0) != nil })
    #expect(Align.cssNames.allSatisfy { Align(css: $0) != nil })
  }
}

// ItemHeightLimitTests: FlowItem.minHeight and maxHeight (CSS min-height, max-height on a flex item).

import FlowLayout
import Testing

@Suite struct ItemHeightLimitTests {
  @Test func aMinimumMakesTheItemAndItsLineTaller() {
    let result = layout(
      [FlowItem(width: 20, height: 10, minHeight: 30), FlowItem(width: 20, height: 10)],
      FlowOptions(width: 100, align: .end))
    #expect(result.frames.map(\.height) == [30, 10])
    #expect(ys(result) == [0, 20])
    #expect(result.height == 30)
  }

  @Test func aMaximumCutsTheItemShorter() {
    let result = layout([FlowItem(width: 20, height: 50, maxHeight: 20)], FlowOptions(width: 100))
    #expect(result.frames[0].height == 20 && result.height == 20)
  }

  @Test func theMinimumWinsOverTheMaximum() {
    let item = FlowItem(width: 20, height: 5, minHeight: 30, maxHeight: 10)
    #expect(item.usedHeight == 30)
    #expect(layout([item], FlowOptions(width: 100, align: .stretch)).frames[0].height == 30)
  }

  /// Taffy's and Yoga's align_content_stretch_row_with_max_height: a
  /// stretched item stops at its maximum, at its line's top.
  @Test func stretchStopsAtTheMaximum() {
    let options = FlowOptions(width: 150, height: 100, alignContent: .stretch, align: .stretch)
    var items = boxes([50, 50, 50, 50, 50], height: 0)
    items[1].maxHeight = 20
    let result = layout(items, options)
    #expect(result.frames.map(\.height) == [50, 20, 50, 50, 50])
    #expect(ys(result) == [0, 0, 0, 50, 50])
  }

  /// Under wrap-reverse the line's cross start is its bottom.
  @Test func underWrapReverseTheShortStretchedItemSitsAtTheBottom() {
    let options = FlowOptions(width: 100, align: .stretch, wrapReverse: true)
    let result = layout(
      [FlowItem(width: 20, height: 40), FlowItem(width: 20, height: 0, maxHeight: 15)], options)
    #expect(result.frames[1].y == 25 && result.frames[1].height == 15)
  }

  @Test func aBaselineGroupUsesTheLimitedHeight() {
    let options = FlowOptions(width: 100, align: .baseline)
    let result = layout(
      [FlowItem(width: 20, height: 10, minHeight: 30), FlowItem(width: 20, height: 20)], options)
    // Baselines at the bottom edges of the used heights: 30 and 20.
    #expect(ys(result) == [0, 10])
  }

  @Test(arguments: [(-1.0, 0.0), (.nan, 0.0), (.infinity, 0.0), (0.0, -2.0), (0.0, .nan)])
  func badLimitsAreRefused(minHeight: Double, maxHeight: Double) {
    let item = FlowItem(width: 10, height: 10, minHeight: minHeight, maxHeight: maxHeight)
    #expect(throws: FlowLayoutError.self) { try arrange([item], options: FlowOptions(width: 100)) }
  }

  /// Limits that the item's height already meets change nothing, for any
  /// layout but a stretched item (which the maximum stops): the same frames
  /// as without limits, bit for bit.
  @Test(arguments: 0..<300)
  func limitsTheHeightMeetsChangeNothing(seed: UInt64) throws {
    let input = RandomInput(seed: seed)
    var limited = input.items
    var rng = SplitMix64(seed: seed ^ 0xA5A5)
    for index in limited.indices where rng.chance(0.5) {
      limited[index].minHeight = rng.sixtyFourths(0, limited[index].height)
      limited[index].maxHeight = limited[index].height + rng.sixtyFourths(0, 20)
      if (limited[index].alignSelf ?? input.options.align) == .stretch { limited[index].maxHeight = .infinity }
    }
    let plain = try arrange(input.items, options: input.options)
    let result = try arrange(limited, options: input.options)
    #expect(result == plain, "\(input)")
  }

  /// Every frame's height lies within its item's limits.
  @Test(arguments: 0..<300)
  func framesKeepWithinTheLimits(seed: UInt64) throws {
    let input = RandomInput(seed: seed)
    var items = input.items
    var rng = SplitMix64(seed: seed ^ 0x5A5A)
    for index in items.indices where rng.chance(0.5) {
      items[index].minHeight = rng.chance(0.5) ? 0 : rng.sixtyFourths(0, 50)
      items[index].maxHeight = rng.chance(0.5) ? .infinity : rng.sixtyFourths(0, 50)
    }
    let result = try arrange(items, options: input.options)
    for (item, frame) in zip(items, result.frames) {
      #expect(frame.height >= item.minHeight, "\(input)")
      #expect(frame.height <= max(item.minHeight, item.maxHeight), "\(input)")
    }
  }
}

// GapPercentageTests: FlowGapPercentages, gaps as percentages of the container's content box.

import FlowLayout
import Testing

@Suite struct GapPercentageTests {
  @Test func theColumnGapTakesTheContentWidth() throws {
    let options = try FlowOptions(width: 280, padding: FlowEdges(10)).resolving(FlowGapPercentages(x: 10))
    #expect(options.gapX == 28 && options.gapY == 0)
  }

  /// Yoga's row_gap_percent_wrapping: 10% of a 680 pt content box.
  @Test func theRowGapTakesADefiniteContentHeight() throws {
    let options = try FlowOptions(width: 280, height: 680).resolving(FlowGapPercentages(x: 10, y: 10))
    #expect(options.gapX == 28 && options.gapY == 68)
    let result = layout(boxes([100, 100, 100], height: 100), options)
    #expect(xs(result) == [0, 128, 0] && ys(result) == [0, 0, 168])
  }

  @Test func theRowGapOfAClampedHeightTakesTheClamp() throws {
    let options = try FlowOptions(width: 100, height: 400, maxHeight: 200).resolving(FlowGapPercentages(y: 5))
    #expect(options.gapY == 10)
  }

  /// Taffy's gap_row_gap_percentage_wrapping: a container as tall as its
  /// lines resolves a percentage row gap to 0, as Chromium does (a minimum
  /// height does not make the height definite).
  @Test(arguments: [FlowOptions(width: 80), FlowOptions(width: 80, minHeight: 500)])
  func theRowGapOfAnAutoHeightIsZero(options: FlowOptions) throws {
    var given = options
    given.gapY = 7
    #expect(try given.resolving(FlowGapPercentages(y: 10)).gapY == 0)
  }

  @Test func noPercentageKeepsTheGaps() throws {
    let options = FlowOptions(width: 100, gapX: 3, gapY: 4)
    #expect(try options.resolving(FlowGapPercentages()) == options)
    #expect(try options.resolving(FlowGapPercentages(y: 50)).gapX == 3)
  }

  @Test(arguments: [-1.0, .nan, .infinity])
  func badPercentagesAreRefused(percent: Double) {
    #expect(throws: FlowLayoutError.self) { try FlowOptions(width: 100).resolving(FlowGapPercentages(x: percent)) }
    #expect(throws: FlowLayoutError.self) { try FlowOptions(width: 100).resolving(FlowGapPercentages(y: percent)) }
  }

  /// A percentage resolves to the same layout as its points given directly.
  @Test(arguments: 0..<200)
  func aPercentageIsItsPoints(seed: UInt64) throws {
    var input = RandomInput(seed: seed)
    var rng = SplitMix64(seed: seed ^ 0x77)
    if rng.chance(0.5) { input.options.height = rng.sixtyFourths(0, 300) }
    let gaps = FlowGapPercentages(x: rng.sixtyFourths(0, 10), y: rng.sixtyFourths(0, 10))
    var direct = input.options
    direct.gapX = input.options.width * gaps.x! / 100
    direct.gapY = (input.options.height ?? 0) * gaps.y! / 100
    let resolved = try input.options.resolving(gaps)
    #expect(resolved == direct)
    #expect(try arrange(input.items, options: resolved) == arrange(input.items, options: direct))
  }
}

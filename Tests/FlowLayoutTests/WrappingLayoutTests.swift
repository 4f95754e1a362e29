// WrappingLayoutTests: the Layout-shaped API under nil, zero and concrete
// proposals, inside bounds, in both directions.

import FlowLayout
import Testing

@Suite struct WrappingLayoutTests {
  let wrapping = WrappingLayout(gapX: 10, gapY: 5)

  @Test func idealPutsEachParagraphOnOneLine() throws {
    let subviews = chips([30, 40]) + [FlowSubview(width: 50, height: 20, breakBefore: true)]
    let size = try sizeAndPlace(wrapping, subviews, .unspecified)
    #expect(size == FlowSize(width: 80, height: 35))
    #expect(positions(subviews) == [FlowPoint(x: 0, y: 0), FlowPoint(x: 40, y: 0), FlowPoint(x: 0, y: 15)])
  }

  @Test func idealOffersEverySubviewNothing() throws {
    let log = MeasureLog()
    let subviews = [text(20, longestWord: 8, log: log)] + chips([500], log: log)
    let size = try sizeAndPlace(wrapping, subviews, .unspecified)
    #expect(size == FlowSize(width: 120 + 10 + 500, height: 16))
    #expect(log.proposals == [.unspecified, .unspecified])
  }

  @Test func infiniteWidthActsAsIdeal() throws {
    let subviews = chips([30, 40, 50]) + [text(20, longestWord: 8)]
    var cache = wrapping.makeCache(subviews: subviews)
    let ideal = try wrapping.sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache)
    let infinite = try wrapping.sizeThatFits(proposal: .infinity, subviews: subviews, cache: &cache)
    #expect(infinite == ideal)
    #expect(ideal == FlowSize(width: 30 + 40 + 50 + 120 + 30, height: 16))
  }

  @Test func minimumWrapsAtTheWidestSubviewAtItsNarrowest() throws {
    let log = MeasureLog()
    let caption = text(20, longestWord: 8, advance: 5, log: log)
    let subviews = chips([30, 50]) + [caption]
    let size = try sizeAndPlace(wrapping, subviews, .zero)
    // The caption is 40 wide at its narrowest (3 lines), so the chip of 50 sets the width.
    #expect(size == FlowSize(width: 50, height: 10 + 5 + 10 + 5 + 48))
    #expect(positions(subviews) == [FlowPoint(x: 0, y: 0), FlowPoint(x: 0, y: 15), FlowPoint(x: 0, y: 30)])
    #expect(caption.placement?.proposal == ProposedSize(width: 40, height: 48))
    #expect(log.proposals == [ProposedSize(width: 0, height: nil)])
  }

  @Test func concreteWidthWrapsThere() throws {
    let subviews = chips([30, 40, 50])
    let size = try sizeAndPlace(wrapping, subviews, ProposedSize(width: 100, height: nil))
    #expect(size == FlowSize(width: 100, height: 25))
    #expect(positions(subviews) == [FlowPoint(x: 0, y: 0), FlowPoint(x: 40, y: 0), FlowPoint(x: 0, y: 15)])
  }

  @Test func textWiderThanTheWidthIsOfferedTheWidthAndWraps() throws {
    let log = MeasureLog()
    let caption = text(30, longestWord: 10, log: log)
    let size = try sizeAndPlace(wrapping, [caption], ProposedSize(width: 100, height: nil))
    // 16 characters of 6 points a line fit in 100: 96 wide, 2 lines.
    #expect(size == FlowSize(width: 100, height: 32))
    #expect(caption.placement?.proposal == ProposedSize(width: 96, height: 32))
    #expect(log.proposals == [.unspecified, ProposedSize(width: 100, height: nil)])
  }

  @Test func textThatFitsKeepsItsIdealSize() throws {
    let log = MeasureLog()
    let caption = text(10, longestWord: 4, log: log)
    try sizeAndPlace(wrapping, [caption], ProposedSize(width: 100, height: nil))
    #expect(caption.placement?.proposal == ProposedSize(width: 60, height: 16))
    #expect(log.proposals == [.unspecified])
  }

  @Test func aSubviewWiderThanTheWidthSitsAlone() throws {
    let subviews = chips([30, 150, 30])
    let size = try sizeAndPlace(wrapping, subviews, ProposedSize(width: 100, height: nil))
    #expect(size == FlowSize(width: 100, height: 40))
    #expect(positions(subviews).map { $0?.y } == [0, 15, 30] as [Double?])
  }

  @Test(arguments: [nil, 0, 1, 1000] as [Double?])
  func theHeightProposedIsNotUsed(_ height: Double?) throws {
    let subviews = chips([30, 40, 50]) + [text(30, longestWord: 10)]
    var cache = wrapping.makeCache(subviews: subviews)
    for width in [nil, 0, 100] as [Double?] {
      let free = try wrapping.sizeThatFits(
        proposal: ProposedSize(width: width, height: nil), subviews: subviews, cache: &cache)
      let offered = try wrapping.sizeThatFits(
        proposal: ProposedSize(width: width, height: height), subviews: subviews, cache: &cache)
      #expect(offered == free)
    }
  }

  @Test func fitHugsTheWidestLine() throws {
    var wrapping = wrapping
    wrapping.fit = true
    let size = try sizeAndPlace(wrapping, chips([30, 40, 50]), ProposedSize(width: 100, height: nil))
    #expect(size == FlowSize(width: 80, height: 25))
  }

  @Test func placementsAreOffsetByTheBoundsOrigin() throws {
    let subviews = chips([30, 40, 50])
    try sizeAndPlace(wrapping, subviews, ProposedSize(width: 100, height: nil), at: FlowPoint(x: 200, y: 7))
    #expect(positions(subviews) == [FlowPoint(x: 200, y: 7), FlowPoint(x: 240, y: 7), FlowPoint(x: 200, y: 22)])
  }

  @Test func rtlMirrorsEachLineInsideTheBounds() throws {
    var wrapping = wrapping
    wrapping.direction = .rtl
    let subviews = chips([30, 20, 90])
    let proposal = ProposedSize(width: 100, height: nil)
    try sizeAndPlace(wrapping, subviews, proposal, at: FlowPoint(x: 50, y: 0))
    #expect(positions(subviews).map { $0?.x } == [120, 90, 60] as [Double?])
    // Bounds wider than the layout asked for: lines start at their right edge.
    var cache = wrapping.makeCache(subviews: subviews)
    try wrapping.placeSubviews(
      in: FlowRect(x: 0, y: 0, width: 300, height: 25), proposal: proposal, subviews: subviews, cache: &cache)
    #expect(positions(subviews).map { $0?.x } == [270, 240, 210] as [Double?])
  }

  @Test func stretchOffersEachSubviewItsWiderFrame() throws {
    var wrapping = wrapping
    wrapping.justify = .stretch
    let subviews = chips([30, 20])
    try sizeAndPlace(wrapping, subviews, ProposedSize(width: 100, height: nil))
    // 40 points free, 20 each.
    #expect(
      subviews.map(\.placement?.proposal) == [ProposedSize(width: 50, height: 10), ProposedSize(width: 40, height: 10)])
  }

  @Test(arguments: AlignContent.allCases)
  func alignContentSpreadsTheLinesOverTheBoundsHeight(_ alignContent: AlignContent) throws {
    var wrapping = wrapping
    wrapping.alignContent = alignContent
    let subviews = chips([30, 40, 50])
    let proposal = ProposedSize(width: 100, height: nil)
    var cache = wrapping.makeCache(subviews: subviews)
    try wrapping.placeSubviews(
      in: FlowRect(x: 0, y: 0, width: 100, height: 80), proposal: proposal, subviews: subviews, cache: &cache)
    let expected = layout(
      boxes([30, 40, 50]), FlowOptions(width: 100, height: 80, alignContent: alignContent, gapX: 10, gapY: 5))
    #expect(placedFrames(subviews) == framesWithoutLines(expected))
  }

  @Test func maxLinesLeavesTheHiddenSubviewsUnplaced() throws {
    var wrapping = wrapping
    wrapping.maxLines = 1
    let subviews = chips([30, 40, 50])
    try sizeAndPlace(wrapping, subviews, .unspecified)
    #expect(subviews.allSatisfy { $0.placement != nil })
    // Narrower, the last subview falls on a hidden line, and loses the placement it had.
    let size = try sizeAndPlace(wrapping, subviews, ProposedSize(width: 100, height: nil))
    #expect(size == FlowSize(width: 100, height: 10))
    #expect(positions(subviews) == [FlowPoint(x: 0, y: 0), FlowPoint(x: 40, y: 0), nil])
  }

  @Test func noSubviewsTakeNoSpace() throws {
    for proposal in [ProposedSize.unspecified, .zero, ProposedSize(width: 100, height: nil)] {
      let size = try sizeAndPlace(wrapping, [], proposal)
      #expect(size == FlowSize(width: proposal.width ?? 0, height: 0))
    }
  }

  @Test(arguments: [-1, -.infinity, .nan] as [Double])
  func aBadWidthProposedIsAnError(_ width: Double) {
    var cache = wrapping.makeCache(subviews: [])
    #expect(
      throws: FlowLayoutError.invalidOption(
        name: "proposal.width", value: "\(width)", accepted: "nil, or a number >= 0 (infinity acts as nil)"
      )
    ) {
      try wrapping.sizeThatFits(proposal: ProposedSize(width: width, height: nil), subviews: [], cache: &cache)
    }
  }

  @Test func aBadSizeMeasuredNamesTheSubview() {
    let subviews = chips([30]) + [FlowSubview { _ in FlowSize(width: .nan, height: 10) }]
    var cache = wrapping.makeCache(subviews: subviews)
    #expect(
      throws: FlowLayoutError.invalidItem(index: 1, field: "width", value: .nan, accepted: "a finite number >= 0")
    ) {
      try wrapping.sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache)
    }
  }

  @Test func aBadSettingIsAnError() {
    var wrapping = wrapping
    wrapping.gapY = -1
    var cache = wrapping.makeCache(subviews: [])
    #expect(throws: FlowLayoutError.invalidOption(name: "gapY", value: "-1.0", accepted: "a finite number >= 0")) {
      try wrapping.placeSubviews(
        in: FlowRect(x: 0, y: 0, width: 0, height: 0), proposal: .zero, subviews: [], cache: &cache)
    }
  }

  @Test func paddingIsInsideTheProposalAndTheSize() throws {
    let padded = WrappingLayout(gapX: 10, gapY: 5, padding: FlowEdges(top: 1, right: 2, bottom: 3, left: 4))
    let subviews = chips([30, 40, 50])
    // 100 proposed leaves 94 for the lines: 30 + 10 + 40 fit, 50 wraps.
    let size = try sizeAndPlace(padded, subviews, ProposedSize(width: 100, height: nil), at: FlowPoint(x: 7, y: 9))
    #expect(size == FlowSize(width: 100, height: 1 + 25 + 3))
    #expect(positions(subviews) == [FlowPoint(x: 11, y: 10), FlowPoint(x: 51, y: 10), FlowPoint(x: 11, y: 25)])
    let ideal = try sizeAndPlace(padded, subviews, .unspecified)
    #expect(ideal == FlowSize(width: 4 + 140 + 2, height: 14))
  }

  @Test func aProposalNarrowerThanThePaddingIsTheMinimum() throws {
    let padded = WrappingLayout(padding: FlowEdges(10))
    let subviews = chips([30, 40])
    let size = try sizeAndPlace(padded, subviews, ProposedSize(width: 15, height: nil))
    #expect(size == FlowSize(width: 60, height: 40))
  }

  @Test func subviewsAlignThemselvesAndKeepTheirMargins() throws {
    let layout = WrappingLayout(align: .end)
    let subviews = [
      FlowSubview(width: 20, height: 10, alignSelf: .start, margin: FlowEdges(top: 2, right: 3, bottom: 0, left: 1)),
      FlowSubview(width: 20, height: 30),
      FlowSubview(width: 20, height: 10, autoMargins: [.left]),
    ]
    let size = try sizeAndPlace(layout, subviews, ProposedSize(width: 100, height: nil))
    #expect(size == FlowSize(width: 100, height: 30))
    // The auto margin takes the 100 - 24 - 20 - 20 = 36 left over.
    #expect(positions(subviews) == [FlowPoint(x: 1, y: 2), FlowPoint(x: 24, y: 0), FlowPoint(x: 80, y: 20)])
  }

  @Test func aSubviewOfferedTheWidthIsOfferedWhatItsMarginsLeave() throws {
    let log = MeasureLog()
    let caption = text(30, longestWord: 10, log: log)
    let framed = FlowSubview(margin: FlowEdges(top: 0, right: 8, bottom: 0, left: 8)) { caption.sizeThatFits($0) }
    try sizeAndPlace(WrappingLayout(), [framed], ProposedSize(width: 100, height: nil))
    #expect(log.proposals == [.unspecified, ProposedSize(width: 84, height: nil)])
    #expect(framed.placement?.position == FlowPoint(x: 8, y: 0))
  }

  /// A negative margin pulls the layout in, as in CSS; a margin that is
  /// not finite is named.
  @Test func aMarginThatIsNotFiniteIsNamed() throws {
    let pulled = [FlowSubview(width: 20, height: 10, margin: FlowEdges(-1))]
    #expect(try sizeAndPlace(WrappingLayout(), pulled, .unspecified) == FlowSize(width: 18, height: 8))
    #expect(pulled[0].placement?.position == FlowPoint(x: -1, y: -1))
    let subviews = [FlowSubview(width: 20, height: 10, margin: FlowEdges(.infinity))]
    #expect(
      throws: FlowLayoutError.invalidItem(index: 0, field: "margin.top", value: .infinity, accepted: "a finite number")
    ) {
      try sizeAndPlace(WrappingLayout(), subviews, .unspecified)
    }
    #expect(throws: FlowLayoutError.invalidOption(name: "padding.left", value: "nan", accepted: "a finite number >= 0"))
    {
      try sizeAndPlace(WrappingLayout(padding: FlowEdges(top: 0, right: 0, bottom: 0, left: .nan)), [], .unspecified)
    }
  }
}

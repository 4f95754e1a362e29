// WrappingLayoutCacheTests: each width proposed is measured and broken into
// lines once, counted in measure-closure calls.

import FlowLayout
import Testing

@Suite struct WrappingLayoutCacheTests {
  let wrapping = WrappingLayout(gapX: 8, gapY: 8)
  let log = MeasureLog()

  /// Two chips and a caption wider than 100, so measured twice at that width.
  var subviews: [FlowSubview] { chips([30, 40], log: log) + [text(30, longestWord: 10, log: log)] }

  @Test func sizeThenPlaceMeasuresOnce() throws {
    let subviews = subviews
    let proposal = ProposedSize(width: 100, height: nil)
    var cache = wrapping.makeCache(subviews: subviews)
    _ = try wrapping.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    #expect(log.proposals.count == 4)
    try wrapping.placeSubviews(
      in: FlowRect(x: 0, y: 0, width: 100, height: 80), proposal: proposal, subviews: subviews, cache: &cache)
    _ = try wrapping.sizeThatFits(proposal: ProposedSize(width: 100, height: 300), subviews: subviews, cache: &cache)
    #expect(log.proposals.count == 4)
  }

  @Test func keepsTheIdealTheMinimumAndTheLatestWidth() throws {
    let subviews = subviews
    var cache = wrapping.makeCache(subviews: subviews)
    let proposals = [ProposedSize.unspecified, .zero, ProposedSize(width: 100, height: nil)]
    for proposal in proposals {
      _ = try wrapping.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    #expect(log.proposals.count == 3 + 3 + 4)
    for proposal in proposals + [.infinity] {
      _ = try wrapping.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    #expect(log.proposals.count == 10)
    // Another concrete width replaces the latest.
    _ = try wrapping.sizeThatFits(proposal: ProposedSize(width: 200, height: nil), subviews: subviews, cache: &cache)
    _ = try wrapping.sizeThatFits(proposal: ProposedSize(width: 100, height: nil), subviews: subviews, cache: &cache)
    #expect(log.proposals.count == 10 + 3 + 4)
  }

  @Test func startsOverWhenTheSettingsOrTheSubviewsChange() throws {
    let subviews = subviews
    var cache = wrapping.makeCache(subviews: subviews)
    _ = try wrapping.sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache)
    var wider = wrapping
    wider.gapX = 20
    let size = try wider.sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache)
    #expect(size.width == 30 + 40 + 180 + 2 * 20)
    #expect(log.proposals.count == 6)
    _ = try wider.sizeThatFits(proposal: .unspecified, subviews: Array(subviews.dropLast()), cache: &cache)
    #expect(log.proposals.count == 8)
    _ = try wider.sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache)
    _ = try wider.sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache)
    #expect(log.proposals.count == 11)
    wider.updateCache(&cache, subviews: subviews)
    _ = try wider.sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache)
    #expect(log.proposals.count == 14)
  }
}

// WrappingLayoutCache: what sizeThatFits and placeSubviews share, so each
// width proposed is measured and broken into lines once.

extension WrappingLayout {
  /// The measured subviews and their lines, kept between
  /// `WrappingLayout.sizeThatFits(proposal:subviews:cache:)` and
  /// `WrappingLayout.placeSubviews(in:proposal:subviews:cache:)`, as
  /// SwiftUI's `Layout.Cache`.
  ///
  /// It keeps one entry for each kind of width a host proposes (the ideal,
  /// the minimum, and the latest concrete width), which covers the proposals
  /// a SwiftUI container makes before placing, without growing while a
  /// window is resized. It starts over when the number of subviews or the
  /// layout's settings change; for anything else, `updateCache`.
  public struct Cache: Sendable {
    private var layout: WrappingLayout?
    private var subviewCount = 0
    private var ideal: MeasuredLines?
    private var minimum: MeasuredLines?
    private var latest: MeasuredLines?

    /// The lines for `proposal`, from the cache or measured now.
    mutating func lines(
      for proposal: ProposedSize, layout: WrappingLayout, subviews: WrappingLayout.Subviews
    ) throws(FlowLayoutError) -> MeasuredLines {
      let width = try ProposedWidth(proposal.width)
      if self.layout != layout || subviewCount != subviews.count {
        self = Cache()
        self.layout = layout
        subviewCount = subviews.count
      }
      let slot: WritableKeyPath<Cache, MeasuredLines?> =
        switch width {
        case .ideal: \.ideal
        case .minimum: \.minimum
        case .exactly: \.latest
        }
      if let lines = self[keyPath: slot], lines.width == width { return lines }
      let lines = try MeasuredLines(width, layout: layout, subviews: subviews)
      self[keyPath: slot] = lines
      return lines
    }
  }
}

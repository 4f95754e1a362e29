// The size of a piece of text as Pango lays it out.

/// A text's logical rectangle (not its ink) and first baseline, in points.
package struct TextMetrics: Sendable, Hashable {
  /// The logical width: the text's advance.
  package var width: Double
  /// The logical height: the font's line height.
  package var height: Double
  /// Distance from the top of the logical rectangle to the first baseline.
  package var baseline: Double
  /// Where the logical rectangle starts relative to the layout origin
  /// (non-zero for some scripts); drawing subtracts it.
  package var originX: Double
  /// The same, vertically.
  package var originY: Double

  /// Metrics from their parts, the logical rectangle starting at the layout origin unless
  /// `originX` and `originY` say otherwise.
  package init(width: Double, height: Double, baseline: Double, originX: Double = 0, originY: Double = 0) {
    self.width = width
    self.height = height
    self.baseline = baseline
    self.originX = originX
    self.originY = originY
  }
}

// FlowGapPercentages: gaps given as percentages of the container, resolved as CSS resolves them.

/// Gaps given as percentages of the container's content box, as CSS resolves
/// `column-gap: 10%` and `row-gap: 10%` on a flex container: the gap between
/// neighbours on a line takes a share of the content box's width
/// (`FlowOptions.width`, always definite), the gap between lines a share of
/// its height only where that height is definite, a `FlowOptions.height`
/// (clamped to `minHeight...maxHeight` as the container's is). Without one
/// the container is as tall as its lines, which cannot depend on the gap
/// between them, and CSS resolves the percentage to 0, as Chromium does.
///
/// Each value is a percentage, finite and `>= 0` (10 means 10 %); `nil`
/// keeps the option's own gap. ``FlowOptions/resolving(_:)`` turns them into
/// points before ``arrange(_:options:overflowItem:)`` sees the options.
public struct FlowGapPercentages: Sendable, Hashable {
  /// CSS `column-gap: N%`: replaces ``FlowOptions/gapX``.
  public var x: Double?
  /// CSS `row-gap: N%`: replaces ``FlowOptions/gapY``, with 0 when the
  /// container's height is not definite.
  public var y: Double?

  /// Percentages for the gaps given; `nil` keeps the option's own.
  public init(x: Double? = nil, y: Double? = nil) {
    self.x = x
    self.y = y
  }

  /// No percentage at all: resolving changes nothing.
  public var isEmpty: Bool { x == nil && y == nil }
}

extension FlowOptions {
  /// These options with `gaps` resolved to points against the content box
  /// (see ``FlowGapPercentages``).
  ///
  /// - Throws: `FlowLayoutError.invalidOption` for a bad container width or
  ///   height, or for a percentage that is negative or not finite (named
  ///   `gapX%` or `gapY%`).
  public func resolving(_ gaps: FlowGapPercentages) throws(FlowLayoutError) -> FlowOptions {
    if gaps.isEmpty { return self }
    try validate(self)
    func check(_ percent: Double?, _ name: String) throws(FlowLayoutError) {
      guard let percent, !(percent >= 0 && percent < .infinity) else { return }
      throw .invalidOption(name: name, value: "\(percent)", accepted: Accepted.percentage)
    }
    // Both are checked before either is used, so that a bad value never
    // depends on the container to be reported.
    try check(gaps.x, "gapX%")
    try check(gaps.y, "gapY%")
    var options = self
    if let percent = gaps.x { options.gapX = width * percent / 100 }
    if let percent = gaps.y { options.gapY = (definiteContentHeight ?? 0) * percent / 100 }
    return options
  }
}

// FlowLayoutResult: the arranged container, the single output of `arrange`.

/// The outcome of `arrange`: the container size and every visible frame.
public struct FlowLayoutResult: Sendable, Hashable, Codable {
  /// Container width: `options.width`, or the widest line with `fit`, plus
  /// the padding and border on the left and right.
  public var width: Double
  /// Container height: `options.height`, or else the sum of the visible
  /// lines' heights plus the gaps between them (0 when nothing is shown),
  /// clamped to `options.minHeight...options.maxHeight`, plus the padding
  /// and border above and below.
  public var height: Double
  /// One frame per visible item, in input order: `frames[i]` belongs to
  /// `items[i]` for `i < visibleCount`.
  public var frames: [FlowFrame]
  /// Number of visible lines.
  public var lineCount: Int
  /// `items[0..<visibleCount]` are shown.
  public var visibleCount: Int
  /// Frame of the "+N" chip, when items were hidden and a chip was supplied.
  public var overflow: FlowFrame?
  /// Number of hidden items, `items.count - visibleCount`.
  public var hiddenCount: Int

  /// A result from its parts, for tests and for hosts that arrange by other means.
  public init(
    width: Double,
    height: Double,
    frames: [FlowFrame],
    lineCount: Int,
    visibleCount: Int,
    overflow: FlowFrame?,
    hiddenCount: Int
  ) {
    self.width = width
    self.height = height
    self.frames = frames
    self.lineCount = lineCount
    self.visibleCount = visibleCount
    self.overflow = overflow
    self.hiddenCount = hiddenCount
  }
}

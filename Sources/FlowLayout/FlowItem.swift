// FlowItem: the measured size of one box the engine arranges.

/// One box to arrange: its size and, optionally, its first baseline.
///
/// The engine never looks inside an item; the caller measures it (for TagFlow:
/// Pango plus the chip padding) and hands over plain numbers.
public struct FlowItem: Sendable, Hashable {
  /// Width in points, finite and `>= 0`.
  public var width: Double
  /// Height in points, finite and `>= 0`.
  public var height: Double
  /// Distance of the first baseline from the top edge, in `0...height`;
  /// `nil` means the bottom edge, as CSS synthesizes a baseline for a box
  /// without text.
  public var baseline: Double?
  /// Starts a new line before this item (a forced break). Ignored on the
  /// first item, so a forced break never produces an empty line.
  public var breakBefore: Bool

  public init(width: Double, height: Double, baseline: Double? = nil, breakBefore: Bool = false) {
    self.width = width
    self.height = height
    self.baseline = baseline
    self.breakBefore = breakBefore
  }
}

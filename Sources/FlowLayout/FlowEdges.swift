// FlowEdges: four lengths around a box (padding, border).

/// A length for each side of a box, in points, in CSS order (top, right,
/// bottom, left): the container's `FlowOptions.padding` and
/// `FlowOptions.border`.
public struct FlowEdges: Sendable, Hashable, Codable {
  /// Above the content.
  public var top: Double
  /// Right of the content.
  public var right: Double
  /// Below the content.
  public var bottom: Double
  /// Left of the content.
  public var left: Double

  /// Each side its own length.
  public init(top: Double, right: Double, bottom: Double, left: Double) {
    self.top = top
    self.right = right
    self.bottom = bottom
    self.left = left
  }

  /// The same length on every side.
  public init(_ all: Double) {
    self.init(top: all, right: all, bottom: all, left: all)
  }

  /// Nothing on any side.
  public static let zero = FlowEdges(0)

  /// `left + right`.
  public var horizontal: Double { left + right }
  /// `top + bottom`.
  public var vertical: Double { top + bottom }

  /// Every side is +0 (bit for bit: -0 and NaN are not), tested without a
  /// branch per side, for sweeps over every item.
  @inline(__always)
  var isAllPositiveZero: Bool {
    (top.bitPattern | right.bitPattern | bottom.bitPattern | left.bitPattern) == 0
  }

  /// Side by side sums, as a border and a padding add up around a content box.
  static func + (lhs: FlowEdges, rhs: FlowEdges) -> FlowEdges {
    FlowEdges(
      top: lhs.top + rhs.top, right: lhs.right + rhs.right, bottom: lhs.bottom + rhs.bottom,
      left: lhs.left + rhs.left)
  }
}

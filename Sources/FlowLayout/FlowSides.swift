// FlowSides: a set of a box's sides (which margins are auto).

/// A set of sides of a box, as `FlowItem.autoMargins` names them.
public struct FlowSides: OptionSet, Sendable, Hashable, Codable {
  /// One bit per side: top 1, right 2, bottom 4, left 8.
  public let rawValue: UInt8

  /// The sides whose bits `rawValue` sets.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// The top side.
  public static let top = FlowSides(rawValue: 1)
  /// The right side.
  public static let right = FlowSides(rawValue: 2)
  /// The bottom side.
  public static let bottom = FlowSides(rawValue: 4)
  /// The left side.
  public static let left = FlowSides(rawValue: 8)
  /// Left and right.
  public static let horizontal: FlowSides = [.left, .right]
  /// Top and bottom.
  public static let vertical: FlowSides = [.top, .bottom]
  /// Every side.
  public static let all: FlowSides = [.top, .right, .bottom, .left]
}

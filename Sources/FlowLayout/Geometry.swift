// Geometry: the sizes, points and rectangles of the Layout-shaped API.

/// A width and a height in points, as SwiftUI's `CGSize`.
public struct FlowSize: Sendable, Hashable, Codable {
  /// Width in points.
  public var width: Double
  /// Height in points.
  public var height: Double

  /// A size of `width` by `height` points.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// No width and no height.
  public static let zero = FlowSize(width: 0, height: 0)
}

/// A point, as SwiftUI's `CGPoint`: x grows to the right and y downward, as
/// in every frame FlowLayout returns.
public struct FlowPoint: Sendable, Hashable, Codable {
  /// Distance from the left edge, in points.
  public var x: Double
  /// Distance from the top edge, in points.
  public var y: Double

  /// The point `x` points right of and `y` points below the origin.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin.
  public static let zero = FlowPoint(x: 0, y: 0)
}

/// A rectangle, as SwiftUI's `CGRect`: a top-left corner and a size.
public struct FlowRect: Sendable, Hashable, Codable {
  /// The top-left corner.
  public var origin: FlowPoint
  /// The width and height.
  public var size: FlowSize

  /// The rectangle with top-left corner `origin` and size `size`.
  public init(origin: FlowPoint, size: FlowSize) {
    self.origin = origin
    self.size = size
  }

  /// The rectangle with top-left corner (`x`, `y`), `width` by `height` points.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: FlowPoint(x: x, y: y), size: FlowSize(width: width, height: height))
  }

  /// The left edge.
  public var minX: Double { origin.x }
  /// The top edge.
  public var minY: Double { origin.y }
  /// The width, as `size.width`.
  public var width: Double { size.width }
  /// The height, as `size.height`.
  public var height: Double { size.height }
}

// Points and rectangles on a ChipScene's canvas, in points from its top left corner, y downwards.

/// A point on the canvas, in points from its top left corner.
package struct Point: Sendable, Hashable {
  /// Distance from the left edge.
  package var x: Double
  /// Distance from the top edge, downwards.
  package var y: Double

  /// The point (`x`, `y`).
  package init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// A rectangle on the canvas, in points from its top left corner.
public struct Rect: Sendable, Hashable {
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The width, rightwards from `x`.
  public var width: Double
  /// The height, downwards from `y`.
  public var height: Double

  /// The rectangle with top left corner (`x`, `y`) and the given size. Package-level: a
  /// rectangle comes from a ChipScene (a chip's `frame`), nothing public takes one a user
  /// makes, and a chip is moved through its fields (`chip.frame.x += 4`).
  package init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
}

// FlowFrame: where one item ended up.

/// A placed box, in points, relative to the top-left corner of the
/// container's border box: its outer edge, which is the content box's
/// corner unless `FlowOptions.padding` or `FlowOptions.border` is set.
public struct FlowFrame: Sendable, Hashable, Codable {
  /// Distance from the container's left edge to the box's left edge.
  public var x: Double
  /// Distance from the container's top edge to the box's top edge.
  public var y: Double
  /// The box's width as placed: the item's `width`, unless flexing or its minimum and maximum changed it.
  public var width: Double
  /// The box's height: the item's `height`.
  public var height: Double
  /// Zero-based index of the line the box sits on.
  public var line: Int

  /// A frame at (`x`, `y`) on line `line`.
  public init(x: Double, y: Double, width: Double, height: Double, line: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
    self.line = line
  }
}

// FlowFrame: where one item ended up.

/// A placed box, in points, relative to the top-left corner of the
/// container's content box.
public struct FlowFrame: Sendable, Hashable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double
  /// Zero-based index of the line the box sits on.
  public var line: Int

  public init(x: Double, y: Double, width: Double, height: Double, line: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
    self.line = line
  }
}

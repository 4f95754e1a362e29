// Chips on one line made one height with one text baseline, as a browser lines up a tag list.

import FlowLayout

/// The chips of each laid-out line made alike: those set in one font take the
/// largest ascent (top to text baseline) and the largest descent (baseline to
/// bottom) among them, so their tops, text baselines and bottoms line up
/// whatever script each is in, as inline blocks aligned by baseline in a
/// browser would, each then as tall as the line.
///
/// Chips of another font on the line, which only a cloud's sizes make, are a
/// group of their own: a cloud's sizes differ on purpose, so each size keeps
/// its height, and `align` places the groups against each other (`baseline`
/// lines their text up too).
///
/// Only heights and baselines change, never a width, so the flow engine wraps
/// the items made alike onto the same lines as before: arranged again, the
/// lines only stand taller.
struct SharedLineHeights {
  /// Height and baseline of a chip made alike with the others of its group.
  struct Shape: Equatable {
    var height: Double
    var baseline: Double

    init(height: Double, baseline: Double) {
      self.height = height
      self.baseline = baseline
    }

    init(_ item: FlowItem) {
      self.init(height: item.height, baseline: item.baseline ?? item.height)
    }

    func apply(to item: inout FlowItem) {
      item.height = height
      item.baseline = baseline
    }
  }

  /// One shape per item (hidden items keep theirs).
  var shapes: [Shape]
  /// The overflow chip's shape, whatever count it shows.
  var overflow: Shape?

  /// The shapes that make each line's chips of one font alike, or `nil` when
  /// they are alike already (text of one script): the layout stands as it is.
  init?(items: [FlowItem], fonts: [String], overflowFont: String, overflow: FlowItem?, result: FlowLayoutResult) {
    struct Group: Hashable {
      var line: Int
      var font: String
    }
    struct Extent {
      var first: Shape
      var alike = true
      var ascent: Double
      var descent: Double

      init(_ shape: Shape) {
        first = shape
        ascent = shape.baseline
        descent = shape.height - shape.baseline
      }

      mutating func add(_ shape: Shape) {
        alike = alike && shape == first
        ascent = max(ascent, shape.baseline)
        descent = max(descent, shape.height - shape.baseline)
      }

      /// The shape of every chip of the group; the one they share when alike,
      /// so that a line of one script keeps its numbers to the last bit.
      var shared: Shape { alike ? first : Shape(height: ascent + descent, baseline: ascent) }
    }
    var extents: [Group: Extent] = [:]
    func add(_ item: FlowItem, font: String, line: Int) {
      let shape = Shape(item)
      extents[Group(line: line, font: font), default: Extent(shape)].add(shape)
    }
    for (index, frame) in result.frames.enumerated() { add(items[index], font: fonts[index], line: frame.line) }
    if let overflow, let frame = result.overflow { add(overflow, font: overflowFont, line: frame.line) }
    guard extents.values.contains(where: { !$0.alike }) else { return nil }

    shapes = items.map(Shape.init)
    for (index, frame) in result.frames.enumerated() {
      shapes[index] = extents[Group(line: frame.line, font: fonts[index])]!.shared
    }
    if let frame = result.overflow {
      self.overflow = extents[Group(line: frame.line, font: overflowFont)]?.shared
    }
  }
}

// FlowItemBox: an item's padding, border, box-sizing and aspect ratio, resolved to the border box the engine lays out.

/// Which box an item's lengths measure, as CSS `box-sizing`.
public enum BoxSizing: String, Sendable, Hashable, CaseIterable {
  /// Lengths measure the border box: padding and border lie inside them
  /// (the engine's own convention, and TagFlow's chips).
  case borderBox = "border-box"
  /// Lengths measure the content box: padding and border lie around them.
  case contentBox = "content-box"
}

/// What CSS says of an item's box beyond its lengths: padding and border
/// (CSS Box Model), which of its boxes the lengths measure (`box-sizing`),
/// and a preferred aspect ratio (CSS Sizing 4 `aspect-ratio`).
///
/// The engine lays out border boxes. ``FlowItem/resolving(_:index:)`` turns
/// an item whose lengths measure the box `sizing` names into the item of
/// border-box lengths that CSS lays out, before
/// ``arrange(_:options:overflowItem:)`` sees it:
///
/// 1. Aspect ratio (CSS Sizing 4 §5.1, and CSS Flexbox §9.2 step 3.B for the
///    flex base size): the item's width becomes its height (clamped to its
///    minimum and maximum height) times `aspectRatio`, both measured in the
///    box `sizing` names.
/// 2. Box sizing: with `.contentBox`, padding and border are added to every
///    length (`width`, `height`, `basis`, the minimum and maximum width and
///    height).
/// 3. A box is never smaller than its padding and border: every width, and
///    every height, is raised to them at least.
///
/// Laid out as border boxes, items flex as CSS flexes them (§9.7 works on
/// outer sizes, and every clamp moves with the padding) but for one step:
/// CSS weighs a shrinking item's share of the overflow by its content box's
/// basis, the engine by its border box's. In a wrapping container that never
/// shows: lines break where the items' hypothetical widths fit, so a line
/// only overflows with a single item on it (it shows on a line that
/// `FlowOptions.maxLines` cuts, which CSS does not have).
///
/// The item's `height` measures the same box as its other lengths: for an
/// item of auto height under `.borderBox`, that is its content's height plus
/// its vertical padding and border. A `baseline` stays measured from the
/// border box's top edge.
public struct FlowItemBox: Sendable, Hashable {
  /// Space between the item's border and its content, each side finite and
  /// `>= 0` (CSS `padding`).
  public var padding: FlowEdges
  /// Width of the item's border, each side finite and `>= 0` (CSS
  /// `border-width`): for layout, padding under another name.
  public var border: FlowEdges
  /// Which box the item's lengths measure (CSS `box-sizing`).
  public var sizing: BoxSizing
  /// Width over height, finite and `> 0`, for an item of auto width (CSS
  /// `aspect-ratio: N`): its width follows from its height. `nil` for none.
  public var aspectRatio: Double?

  /// A box with the given padding, border, sizing and ratio; the defaults
  /// change nothing.
  public init(
    padding: FlowEdges = .zero, border: FlowEdges = .zero, sizing: BoxSizing = .borderBox,
    aspectRatio: Double? = nil
  ) {
    self.padding = padding
    self.border = border
    self.sizing = sizing
    self.aspectRatio = aspectRatio
  }

  /// Nothing to resolve: the item stays as it is.
  public var isEmpty: Bool { self == FlowItemBox() }
}

extension FlowItem {
  /// This item with its lengths, measured in the box `box.sizing` names,
  /// turned into the border-box lengths the engine lays out (see
  /// ``FlowItemBox``). Resolve percentages (``resolving(_:in:index:)``)
  /// first: they measure the same box.
  ///
  /// - Throws: `FlowLayoutError.invalidItem` naming `index` for a padding or
  ///   border side that is negative or not finite, or an aspect ratio that is
  ///   not finite and `> 0`.
  public func resolving(_ box: FlowItemBox, index: Int = 0) throws(FlowLayoutError) -> FlowItem {
    if box.isEmpty { return self }
    try box.validate(index: index)
    var item = self
    item.resolveAspectRatio(box.aspectRatio)
    let insets = box.padding + box.border
    if box.sizing == .contentBox { item.addInsets(insets) }
    item.raiseToInsets(insets)
    return item
  }

  /// Step 1: the width of an item of auto width from its height, both in the
  /// same box.
  private mutating func resolveAspectRatio(_ ratio: Double?) {
    guard let ratio else { return }
    width = usedHeight * ratio
  }

  /// Step 2: content-box lengths become border-box lengths.
  private mutating func addInsets(_ insets: FlowEdges) {
    width += insets.horizontal
    height += insets.vertical
    if let basis { self.basis = basis + insets.horizontal }
    minWidth += insets.horizontal
    maxWidth += insets.horizontal
    minHeight += insets.vertical
    maxHeight += insets.vertical
  }

  /// Step 3: no length smaller than the padding and border.
  private mutating func raiseToInsets(_ insets: FlowEdges) {
    width = max(width, insets.horizontal)
    height = max(height, insets.vertical)
    if let basis { self.basis = max(basis, insets.horizontal) }
    minWidth = max(minWidth, insets.horizontal)
    maxWidth = max(maxWidth, insets.horizontal)
    minHeight = max(minHeight, insets.vertical)
    maxHeight = max(maxHeight, insets.vertical)
  }
}

extension FlowItemBox {
  /// Every side finite and `>= 0`, a ratio finite and `> 0`.
  func validate(index: Int) throws(FlowLayoutError) {
    for (name, edges) in [("padding", padding), ("border", border)] {
      for (side, value) in [("top", edges.top), ("right", edges.right), ("bottom", edges.bottom), ("left", edges.left)]
      where !(value >= 0 && value < .infinity) {
        throw .invalidItem(index: index, field: "\(name).\(side)", value: value, accepted: Accepted.size)
      }
    }
    if let ratio = aspectRatio, !(ratio > 0 && ratio < .infinity) {
      throw .invalidItem(index: index, field: "aspectRatio", value: ratio, accepted: Accepted.aspectRatio)
    }
  }
}

extension Accepted {
  static let aspectRatio = "nil, or a finite number > 0"
}

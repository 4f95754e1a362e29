// WrappingLayout: the flow engine in the shape of SwiftUI's Layout protocol.

/// A wrapping HStack with the methods of SwiftUI's `Layout` protocol, for
/// subviews whose size depends on what they are offered.
///
/// A host asks `sizeThatFits(proposal:subviews:cache:)` for the size the
/// layout wants, decides the bounds, and calls
/// `placeSubviews(in:proposal:subviews:cache:)` with the same proposal, which
/// places every subview (`FlowSubview.placement`). Lines are broken and
/// placed by the engine `arrange` uses, under the same rules (the settings
/// mean what the `FlowOptions` of the same name mean); for subviews of fixed
/// size the frames are exactly `arrange`'s.
///
/// The width proposed decides how subviews are measured and lines wrapped:
///
/// - `nil` (or infinity): the ideal size. Each subview is offered
///   `ProposedSize.unspecified` and takes its ideal size; the lines break
///   only at forced breaks (`FlowSubview.breakBefore`), and the layout is as
///   wide as the widest of them.
/// - `0`: the minimum size. Each subview is offered width 0 (height
///   unspecified) and takes its minimum width; lines wrap at the widest
///   subview, which is the layout's width.
/// - any other width `w`: each subview takes its ideal size, or, when that is
///   wider than `w`, the size it answers to width `w` (text wraps to fit);
///   lines wrap at `w`, and the layout is `w` wide (the widest line with
///   `fit`). A subview still wider than `w` sits alone on its line.
///
/// With `padding`, the width proposed and the size returned include it, and
/// the lines wrap in what is left inside (never less than nothing: a
/// proposal narrower than the padding wraps as the minimum size does).
///
/// The height proposed is not used: as a wrapping HStack, the layout is as
/// tall as its lines, whatever height it is offered.
public struct WrappingLayout: Sendable, Hashable {
  /// The subviews to arrange, in reading order, as SwiftUI's
  /// `Layout.Subviews`.
  public typealias Subviews = [FlowSubview]

  /// Space between neighbours on a line (HStack's spacing): finite and `>= 0`.
  public var gapX: Double
  /// Space between lines: finite and `>= 0`.
  public var gapY: Double
  /// Distribution of each line's free space (`FlowOptions.justify`).
  public var justify: Justify
  /// Distribution on last lines; `nil` means `justify`
  /// (`FlowOptions.lastLineJustify`).
  public var lastLineJustify: Justify?
  /// Vertical placement of subviews inside their line.
  public var align: Align
  /// Where the lines sit when the bounds are taller than they are
  /// (`FlowOptions.alignContent`).
  public var alignContent: AlignContent
  /// Line-breaking strategy.
  public var wrap: WrapMode
  /// Which edge lines fill from; rtl mirrors every line inside the bounds.
  public var direction: Direction
  /// Items run from the end edge of `direction` instead (`FlowOptions.flexDirection`).
  public var flexDirection: FlexDirection
  /// Lines stack from the bottom of the bounds up (`FlowOptions.wrapReverse`).
  public var wrapReverse: Bool
  /// Balanced wrapping makes at least this many lines (`>= 1`;
  /// `FlowOptions.minLines`, CSS `flex-line-count`). The ideal size (`nil`
  /// proposed) keeps a line per paragraph whatever it says.
  public var minLines: Int
  /// Keep at most this many lines (`>= 1`); `nil` keeps them all. Subviews
  /// on later lines are not placed (their `placement` is `nil`).
  public var maxLines: Int?
  /// With a concrete width proposed, the layout is as wide as its widest
  /// line rather than the width proposed (`FlowOptions.fit`).
  public var fit: Bool
  /// Space between the bounds and the lines, each side finite and `>= 0`
  /// (`FlowOptions.padding`).
  public var padding: FlowEdges

  /// A layout with the given settings; the defaults are `FlowOptions`'s.
  public init(
    gapX: Double = 0,
    gapY: Double = 0,
    justify: Justify = .start,
    lastLineJustify: Justify? = nil,
    align: Align = .start,
    alignContent: AlignContent = .start,
    wrap: WrapMode = .greedy,
    direction: Direction = .ltr,
    maxLines: Int? = nil,
    fit: Bool = false,
    flexDirection: FlexDirection = .row,
    wrapReverse: Bool = false,
    minLines: Int = 1,
    padding: FlowEdges = .zero
  ) {
    self.gapX = gapX
    self.gapY = gapY
    self.justify = justify
    self.lastLineJustify = lastLineJustify
    self.align = align
    self.alignContent = alignContent
    self.wrap = wrap
    self.direction = direction
    self.maxLines = maxLines
    self.fit = fit
    self.flexDirection = flexDirection
    self.wrapReverse = wrapReverse
    self.minLines = minLines
    self.padding = padding
  }

  /// An empty cache for `subviews`; it fills as proposals come.
  public func makeCache(subviews: Subviews) -> Cache {
    Cache()
  }

  /// Empties `cache`: call it when a subview would now measure differently.
  /// A cache notices by itself when the number of subviews or the layout's
  /// settings change.
  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }

  /// The size the layout takes for `proposal`, measuring the subviews and
  /// breaking the lines unless `cache` holds them for this width already.
  ///
  /// - Throws: `FlowLayoutError` for a negative or NaN width proposed, a bad
  ///   setting, or a subview that measured a size `arrange` would refuse in
  ///   an item (the error's index is the subview's).
  public func sizeThatFits(
    proposal: ProposedSize, subviews: Subviews, cache: inout Cache
  ) throws(FlowLayoutError) -> FlowSize {
    try cache.lines(for: proposal, layout: self, subviews: subviews).size
  }

  /// Places every subview that a line holds inside `bounds`, on the lines
  /// computed for `proposal` (from `cache` when `sizeThatFits` saw the same
  /// width).
  ///
  /// Positions are offset by the bounds' origin; lines are justified and
  /// mirrored (rtl) within the bounds' width and placed by `alignContent`
  /// within their height, less the padding. Each subview is offered the size
  /// of its frame.
  ///
  /// - Throws: as `sizeThatFits(proposal:subviews:cache:)`.
  public func placeSubviews(
    in bounds: FlowRect, proposal: ProposedSize, subviews: Subviews, cache: inout Cache
  ) throws(FlowLayoutError) {
    let lines = try cache.lines(for: proposal, layout: self, subviews: subviews)
    for subview in subviews { subview.removePlacement() }
    for (index, frame) in lines.frames(in: bounds.size).enumerated() {
      subviews[index].place(
        at: FlowPoint(x: bounds.minX + frame.x, y: bounds.minY + frame.y),
        proposal: ProposedSize(width: frame.width, height: frame.height))
    }
  }

  /// The engine's options for a container `width` wide.
  func options(width: Double) -> FlowOptions {
    FlowOptions(
      width: width, alignContent: alignContent, gapX: gapX, gapY: gapY, justify: justify,
      lastLineJustify: lastLineJustify, align: align, wrap: wrap, direction: direction, maxLines: maxLines,
      fit: fit, flexDirection: flexDirection, wrapReverse: wrapReverse, padding: padding, minLines: minLines)
  }
}

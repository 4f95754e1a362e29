// FlowOptions: the container and the rules the engine arranges items by.

/// Everything about the container that shapes the layout.
public struct FlowOptions: Sendable, Hashable, Encodable {
  /// Container width in points: positive and finite. Lines wrap at this width.
  public var width: Double
  /// Container height in points: finite and `>= 0`; `nil` (the default)
  /// makes the container as tall as its lines. With a height the lines are
  /// placed by `alignContent`, and may stick out of it.
  public var height: Double?
  /// Where the lines sit when `height` is given.
  public var alignContent: AlignContent
  /// Space between neighbours on a line: finite and `>= 0`.
  public var gapX: Double
  /// Space between lines: finite and `>= 0`.
  public var gapY: Double
  /// Distribution of each line's free space.
  public var justify: Justify
  /// Distribution on last lines; `nil` means `justify`. As CSS
  /// `text-align-last`, a "last line" is the last line of the input and
  /// every line that ends right before a forced break. A line that carries
  /// the overflow chip is not a last line: it stands for a cut, not an end.
  public var lastLineJustify: Justify?
  /// Vertical placement of items inside their line.
  public var align: Align
  /// Line-breaking strategy.
  public var wrap: WrapMode
  /// Which edge lines fill from.
  public var direction: Direction
  /// Whether items run from the start edge of `direction` or from its end
  /// (CSS `flex-direction: row-reverse`).
  public var flexDirection: FlexDirection
  /// Lines stack from the bottom up (CSS `flex-wrap: wrap-reverse`, with any
  /// `wrap` mode, as Chromium's `balance wrap-reverse`): the container's
  /// bottom edge is where lines start, so every y is mirrored inside the
  /// container's height, `AlignContent.start` means the bottom, and `Align`
  /// `start` and `end` swap. Items aligned by `Align.baseline` line up their
  /// baselines as ever, the group at the line's bottom, as Chromium places
  /// them. When lines are taller than the container, `space-around` and
  /// `space-evenly` fall back to the top edge (CSS `safe`, which is the
  /// physical start), the other distributing values to the bottom.
  public var wrapReverse: Bool
  /// Keep at most this many lines (`>= 1`); `nil` keeps them all. Hidden items
  /// are counted into an overflow ("+N") chip at the end of the last line.
  public var maxLines: Int?
  /// The container hugs its widest line: the result's width is the widest
  /// line's used width, and justify works within that width. Lines still
  /// wrap at `width`.
  public var fit: Bool
  /// How each line's width is shared among its flexible items; fixed-size
  /// items ignore it.
  public var distribution: FlexDistribution

  /// Options for a container `width` points wide; every other setting defaults to CSS's
  /// `flex-wrap: wrap` with no gaps: lines from the left, items at the line's start and top.
  public init(
    width: Double,
    height: Double? = nil,
    alignContent: AlignContent = .start,
    gapX: Double = 0,
    gapY: Double = 0,
    justify: Justify = .start,
    lastLineJustify: Justify? = nil,
    align: Align = .start,
    wrap: WrapMode = .greedy,
    direction: Direction = .ltr,
    maxLines: Int? = nil,
    fit: Bool = false,
    distribution: FlexDistribution = .css,
    flexDirection: FlexDirection = .row,
    wrapReverse: Bool = false
  ) {
    self.width = width
    self.height = height
    self.alignContent = alignContent
    self.gapX = gapX
    self.gapY = gapY
    self.justify = justify
    self.lastLineJustify = lastLineJustify
    self.align = align
    self.wrap = wrap
    self.direction = direction
    self.maxLines = maxLines
    self.fit = fit
    self.distribution = distribution
    self.flexDirection = flexDirection
    self.wrapReverse = wrapReverse
  }
}

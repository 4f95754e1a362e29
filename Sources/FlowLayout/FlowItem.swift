// FlowItem: the measured size of one box the engine arranges, and how far it may flex.

/// One box to arrange: its size, optionally its first baseline, and how it
/// flexes along the line (as a CSS flex item).
///
/// The engine never looks inside an item; the caller measures it (for TagFlow:
/// Pango plus the chip padding) and hands over plain numbers. With the
/// defaults an item is fixed-size: it keeps `width` whatever the line does.
public struct FlowItem: Sendable, Hashable {
  /// Width in points, finite and `>= 0`: the item's size when nothing flexes,
  /// and its flex basis unless `basis` is set (CSS `width` with
  /// `flex-basis: auto`).
  public var width: Double
  /// Height in points, finite and `>= 0`: the height of the item's content
  /// (CSS `height: auto`), which `Align.stretch` may only grow to the line's.
  /// The engine uses it clamped to `minHeight...maxHeight` (`usedHeight`).
  public var height: Double
  /// Distance of the first baseline from the top edge, in `0...height`;
  /// `nil` means the bottom edge, as CSS synthesizes a baseline for a box
  /// without text.
  public var baseline: Double?
  /// Starts a new line before this item (a forced break). Ignored on the
  /// first item, so a forced break never produces an empty line.
  public var breakBefore: Bool
  // Declared here, beside `breakBefore`, so that these one-byte fields sit in
  // the padding after it and the item stays as small as it can be.
  /// Where the item sits inside its line, overriding `FlowOptions.align`
  /// for this item; `nil` takes the container's (CSS `align-self: auto`).
  public var alignSelf: Align?
  /// Sides whose margin is `auto` (CSS `margin: auto`); their lengths in
  /// `margin` must be 0. On a line with free space left after flexing, the
  /// auto margins along it share that space equally before `Justify` sees any
  /// (CSS Flexbox §9.5, step 12), so `[.left]` pushes an item, and those after
  /// it, to the line's right. Auto margins above and below share the line's
  /// spare height, before `alignSelf` (which they override; such an item
  /// neither stretches nor joins a baseline group); when there is none, the
  /// item sits at the line's top (below its top margin, unless that is
  /// auto).
  public var autoMargins: FlowSides
  /// Smallest width the item takes, finite and `>= 0` (CSS `min-width`).
  /// When it exceeds `maxWidth` it wins, as in CSS.
  public var minWidth: Double
  /// Largest width the item takes, `>= 0`; `.infinity` for none (CSS
  /// `max-width`).
  public var maxWidth: Double
  /// The size flexing starts from, finite and `>= 0`; `nil` means `width`
  /// (CSS `flex-basis`).
  public var basis: Double?
  /// Share of a line's free space the item takes, finite and `>= 0`; 0 never
  /// grows (CSS `flex-grow`).
  public var grow: Double
  /// Share of a line's overflow the item gives up, weighted by its basis,
  /// finite and `>= 0`; 0 never shrinks (CSS `flex-shrink`, whose CSS default
  /// is 1: the engine's is 0, so that boxes keep the size they were measured
  /// at unless asked otherwise).
  public var shrink: Double
  /// Space around the item, each side finite (CSS `margin`). Lines break
  /// and share their space by each item's outer width (width plus left and
  /// right margins); a line is as tall as its items' outer heights;
  /// alignment places the margin box.
  ///
  /// A negative margin is allowed, as in CSS: it pulls the item's
  /// neighbours (or the line's edge) over it, so frames may overlap each
  /// other and stick out of the container, and an outer width may be
  /// negative. Greedy wrapping fills lines by the real outer widths, so a
  /// negative one makes room on its line; balanced and optimal wrapping
  /// count a negative outer width as 0, as Chromium's balanced breaker does.
  public var margin: FlowEdges
  /// Smallest height the item takes, finite and `>= 0` (CSS `min-height`):
  /// it raises the item's height, and so its line's, and a stretched item
  /// never ends shorter. When it exceeds `maxHeight` it wins, as in CSS.
  public var minHeight: Double
  /// Largest height the item takes, `>= 0`; `.infinity` for none (CSS
  /// `max-height`): it lowers the item's height, and `Align.stretch` grows
  /// the item to the line's height only up to it, the item then sitting at
  /// the line's top (its cross start).
  public var maxHeight: Double

  /// An item of `width` × `height` points; every other setting defaults to a fixed-size box
  /// that keeps its width, with its baseline at the bottom edge.
  public init(
    width: Double, height: Double, baseline: Double? = nil, breakBefore: Bool = false,
    minWidth: Double = 0, maxWidth: Double = .infinity, basis: Double? = nil, grow: Double = 0,
    shrink: Double = 0, alignSelf: Align? = nil, margin: FlowEdges = .zero, autoMargins: FlowSides = [],
    minHeight: Double = 0, maxHeight: Double = .infinity
  ) {
    self.width = width
    self.height = height
    self.baseline = baseline
    self.breakBefore = breakBefore
    self.minWidth = minWidth
    self.maxWidth = maxWidth
    self.basis = basis
    self.grow = grow
    self.shrink = shrink
    self.alignSelf = alignSelf
    self.margin = margin
    self.autoMargins = autoMargins
    self.minHeight = minHeight
    self.maxHeight = maxHeight
  }

  /// No margins, no height limits, and aligned as the container says:
  /// placement can skip looking at any of them.
  var isUniform: Bool {
    alignSelf == nil && autoMargins.isEmpty && margin.isAllPositiveZero && !limitsHeight
  }

  /// Whether `minHeight` or `maxHeight` may change the item's height.
  @inline(__always)
  var limitsHeight: Bool { minHeight != 0 || maxHeight != .infinity }

  /// The height the engine lays the item out with: `height` clamped to
  /// `minHeight...maxHeight`, the minimum winning when the two cross (CSS's
  /// hypothetical cross size).
  @inline(__always)
  public var usedHeight: Double { max(minHeight, min(maxHeight, height)) }

  /// The baseline the engine aligns by: `baseline`, or without one the
  /// bottom edge of the used height. A `baseline` stays where the content
  /// puts it, below the bottom edge when `maxHeight` cuts the item shorter,
  /// as Chromium keeps the baseline of overflowing content in simple
  /// cases (in some lines it does not: the conformance cases leave such
  /// items out).
  @inline(__always)
  var usedBaseline: Double { baseline ?? usedHeight }

  /// A height the item is stretched to, within its limits.
  @inline(__always)
  func clampedHeight(_ size: Double) -> Double { max(minHeight, min(maxHeight, size)) }

  /// Width plus left and right margins: the width lines are broken and
  /// filled by (negative when negative margins outweigh the width).
  @inline(__always)
  public var outerWidth: Double { width + margin.left + margin.right }

  /// The size flexing starts from: `basis`, or `width` without one.
  public var flexBasis: Double { basis ?? width }

  /// `size` clamped to `minWidth...maxWidth`, the minimum winning when the
  /// two cross (CSS).
  @inline(__always)
  public func clamped(_ size: Double) -> Double { max(minWidth, min(maxWidth, size)) }

  /// The width lines are broken by: the basis clamped to the item's limits
  /// (CSS's hypothetical main size).
  public var hypotheticalWidth: Double { clamped(flexBasis) }

  /// Whether anything about the item can differ from a fixed box of `width`.
  public var isFlexible: Bool {
    minWidth != 0 || maxWidth != .infinity || basis != nil || grow != 0 || shrink != 0
  }
}

// FlowOptions: the container and the rules the engine arranges items by.

/// Everything about the container that shapes the layout.
///
/// The container is a CSS box with `box-sizing: content-box`: `width`,
/// `height`, `minHeight` and `maxHeight` measure its content box, where the
/// lines go, and `padding` and `border` lie around that. Frames are measured
/// from the top-left corner of the border box (the container's outer edge),
/// as a browser and Taffy report them, and the result's size is the border
/// box's; with no padding and no border the two boxes are one.
public struct FlowOptions: Sendable, Hashable, Codable {
  /// Width of the content box in points: finite and `>= 0`. Lines wrap at
  /// this width; at 0 (a container shrunk to nothing, as CSS allows) every
  /// item wider than nothing sits on a line of its own, and percentages of
  /// the width resolve to 0.
  public var width: Double
  /// Height of the content box in points: finite and `>= 0`; `nil` (the
  /// default) makes it as tall as its lines. Either is then clamped to
  /// `minHeight...maxHeight`. With a height, or a clamp that changed it, the
  /// lines are placed by `alignContent`, and may stick out of it.
  public var height: Double?
  /// Smallest height of the content box, finite and `>= 0` (CSS
  /// `min-height`); it wins over `maxHeight`, as in CSS.
  public var minHeight: Double
  /// Largest height of the content box, `>= 0`; `.infinity` for none (CSS
  /// `max-height`).
  public var maxHeight: Double
  /// Space between the border and the content box, each side finite and
  /// `>= 0` (CSS `padding`).
  public var padding: FlowEdges
  /// Width of the border around the padding, each side finite and `>= 0`
  /// (CSS `border-width`): the engine draws nothing, so a border is padding
  /// under another name, kept apart to read CSS one to one.
  public var border: FlowEdges
  /// Where the lines sit in the content box's height.
  public var alignContent: AlignContent
  /// CSS `align-content: safe …` (CSS Box Alignment §4.4): when the lines
  /// are taller than the content box, `start`, `center` and `end` put them
  /// at its physical top, where they stay reachable, whatever the keyword
  /// and `wrapReverse` say (as Chromium places `safe end`, `safe center`
  /// and `safe flex-start` under `wrap-reverse`). With room to spare it
  /// changes nothing. The distributing values and `stretch` ignore it (CSS
  /// does not accept `safe` before them; with too little room they act as
  /// `start` already).
  public var safeAlignContent: Bool
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
  /// Balanced wrapping makes at least this many lines, `>= 1` (CSS
  /// `flex-line-count`, as Chromium ships it with `flex-wrap: balance`):
  /// when greedy wrapping gives fewer, the lines break as if the container
  /// were narrower, at the narrowest width (in steps of 1/64 pt, Chromium's
  /// layout unit) at which greedy gives no more than this many; if that
  /// width still gives fewer (four equal items make two lines or four,
  /// never three), the items that end a line exactly at it count 1/64 pt
  /// wider, from the last to the first, until there are enough. The lines
  /// are then balanced at that width, and justified in the container's own.
  /// Never more lines than items; forced breaks count towards it. `greedy`
  /// and `optimal` wrapping ignore it, as CSS's `wrap` does.
  public var minLines: Int
  /// Keep at most this many lines (`>= 1`); `nil` keeps them all. Hidden items
  /// are counted into an overflow ("+N") chip at the end of the last line.
  public var maxLines: Int?
  /// The container hugs its widest line: the result's width is the widest
  /// line's used width, and justify works within that width. Lines still
  /// wrap at `width`. (TagFlow's `Job.zoomsToFit`, which scales chips to a
  /// fixed canvas, is another thing.)
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
    wrapReverse: Bool = false,
    minHeight: Double = 0,
    maxHeight: Double = .infinity,
    padding: FlowEdges = .zero,
    border: FlowEdges = .zero,
    minLines: Int = 1,
    safeAlignContent: Bool = false
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
    self.minHeight = minHeight
    self.maxHeight = maxHeight
    self.padding = padding
    self.border = border
    self.minLines = minLines
    self.safeAlignContent = safeAlignContent
  }

  /// The content box's height for lines `linesHeight` tall: `height` or the
  /// lines, clamped to `minHeight...maxHeight` (the minimum wins).
  func contentHeight(lines linesHeight: Double) -> Double {
    max(minHeight, min(maxHeight, height ?? linesHeight))
  }

  /// Whether `minHeight` or `maxHeight` may change the content box's height.
  var clampsHeight: Bool { minHeight != 0 || maxHeight != .infinity }

  /// Padding and border together: from the outer edge to the content box.
  var insets: FlowEdges { padding + border }

  /// Whether the content box is the whole container and as tall as its lines
  /// unless `height` says otherwise.
  var isPlainBox: Bool { !clampsHeight && padding == .zero && border == .zero }
}

extension FlowOptions {
  private enum CodingKeys: String, CodingKey {
    case width, height, minHeight, maxHeight, padding, border, alignContent, safeAlignContent, gapX, gapY, justify
    case lastLineJustify
    case align, wrap, direction, flexDirection, wrapReverse, minLines, maxLines, fit, distribution
  }

  /// Encodes every setting under its name, in declaration order, leaving out
  /// `minLines` while it is 1, `safeAlignContent` while it is false (and
  /// `nil` settings), so that an encoding made before they existed (TagFlow's
  /// batch records fingerprint it) still matches; and `maxHeight` while it is
  /// `.infinity` (no limit), which JSON has no number for.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(width, forKey: .width)
    try container.encodeIfPresent(height, forKey: .height)
    try container.encode(minHeight, forKey: .minHeight)
    if maxHeight != .infinity || encoder.userInfo[FlowOptions.writesUnlimitedMaxHeight] as? Bool == true {
      try container.encode(maxHeight, forKey: .maxHeight)
    }
    try container.encode(padding, forKey: .padding)
    try container.encode(border, forKey: .border)
    try container.encode(alignContent, forKey: .alignContent)
    if safeAlignContent { try container.encode(safeAlignContent, forKey: .safeAlignContent) }
    try container.encode(gapX, forKey: .gapX)
    try container.encode(gapY, forKey: .gapY)
    try container.encode(justify, forKey: .justify)
    try container.encodeIfPresent(lastLineJustify, forKey: .lastLineJustify)
    try container.encode(align, forKey: .align)
    try container.encode(wrap, forKey: .wrap)
    try container.encode(direction, forKey: .direction)
    try container.encode(flexDirection, forKey: .flexDirection)
    try container.encode(wrapReverse, forKey: .wrapReverse)
    if minLines != 1 { try container.encode(minLines, forKey: .minLines) }
    try container.encodeIfPresent(maxLines, forKey: .maxLines)
    try container.encode(fit, forKey: .fit)
    try container.encode(distribution, forKey: .distribution)
  }

  /// Set to `true` in an encoder's `userInfo`, `encode(to:)` writes a `maxHeight` of
  /// `.infinity` too: TagFlow's batch fingerprints hold it, as they did before JSON left it out.
  package static let writesUnlimitedMaxHeight = CodingUserInfoKey(rawValue: "FlowLayout.writesUnlimitedMaxHeight")!

  /// Reads what `encode(to:)` writes: `width` is required; a setting left out takes the
  /// default of `init(width:)` (`maxHeight` left out is `.infinity`).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let defaults = FlowOptions(width: 0)
    func read<Value: Decodable>(_ key: CodingKeys, _ fallback: Value) throws -> Value {
      try container.decodeIfPresent(Value.self, forKey: key) ?? fallback
    }
    self.init(width: try container.decode(Double.self, forKey: .width))
    height = try container.decodeIfPresent(Double.self, forKey: .height)
    minHeight = try read(.minHeight, defaults.minHeight)
    maxHeight = try read(.maxHeight, defaults.maxHeight)
    padding = try read(.padding, defaults.padding)
    border = try read(.border, defaults.border)
    alignContent = try read(.alignContent, defaults.alignContent)
    safeAlignContent = try read(.safeAlignContent, defaults.safeAlignContent)
    gapX = try read(.gapX, defaults.gapX)
    gapY = try read(.gapY, defaults.gapY)
    justify = try read(.justify, defaults.justify)
    lastLineJustify = try container.decodeIfPresent(Justify.self, forKey: .lastLineJustify)
    align = try read(.align, defaults.align)
    wrap = try read(.wrap, defaults.wrap)
    direction = try read(.direction, defaults.direction)
    flexDirection = try read(.flexDirection, defaults.flexDirection)
    wrapReverse = try read(.wrapReverse, defaults.wrapReverse)
    minLines = try read(.minLines, defaults.minLines)
    maxLines = try container.decodeIfPresent(Int.self, forKey: .maxLines)
    fit = try read(.fit, defaults.fit)
    distribution = try read(.distribution, defaults.distribution)
  }
}

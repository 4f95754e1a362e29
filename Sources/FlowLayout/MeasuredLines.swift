// MeasuredLines: subviews measured for one width proposed, and broken into
// lines by the engine `arrange` uses.

/// The three kinds of width a `WrappingLayout` can be offered.
enum ProposedWidth: Hashable {
  /// `nil` or infinity.
  case ideal
  /// Zero.
  case minimum
  /// A finite width above zero.
  case exactly(Double)

  init(_ width: Double?) throws(FlowLayoutError) {
    guard let width, width != .infinity else {
      self = .ideal
      return
    }
    guard width >= 0 else {
      throw .invalidOption(name: "proposal.width", value: "\(width)", accepted: Accepted.proposedWidth)
    }
    self = width == 0 ? .minimum : .exactly(width)
  }
}

/// Subviews as fixed-size items and the visible lines they make, for one
/// width proposed.
struct MeasuredLines: Sendable {
  let width: ProposedWidth
  /// Each subview's size for this width.
  let items: [FlowItem]
  /// The rules the lines were broken by, the container width among them.
  let options: FlowOptions
  /// Exclusive end index of every visible line.
  let ends: ContiguousArray<Int>
  /// The layout's size for this width.
  let size: FlowSize
  /// No subview has margins or aligns itself.
  let uniform: Bool

  /// 1. Measure every subview as `width` asks (`WrappingLayout` lists how).
  /// 2. Break the lines and keep `maxLines`, as `arrange` does.
  /// 3. Place them once, for the container's size.
  init(_ width: ProposedWidth, layout: WrappingLayout, subviews: WrappingLayout.Subviews) throws(FlowLayoutError) {
    var options = layout.options(width: 0)
    try validateRules(options)
    try validate(options.padding, name: "padding")
    // The lines' width: what the padding leaves of a concrete width; nothing
    // left wraps as the minimum size does.
    var width = width
    if case .exactly(let limit) = width {
      let inner = limit - options.padding.horizontal
      width = inner > 0 ? .exactly(inner) : .minimum
    }

    // Step 1.
    let items = subviews.map { subview in
      let size =
        switch width {
        case .ideal: subview.sizeThatFits(.unspecified)
        case .minimum: subview.sizeThatFits(ProposedSize(width: 0, height: nil))
        case .exactly(let limit): subview.sizeThatFits(cappedAt: max(0, limit - subview.margin.horizontal))
        }
      return FlowItem(
        width: size.width, height: size.height, baseline: subview.baseline, breakBefore: subview.breakBefore,
        alignSelf: subview.alignSelf, margin: subview.margin, autoMargins: subview.autoMargins)
    }
    switch width {
    case .ideal:
      // Nothing wraps at an infinite width, and the container hugs the
      // widest line. Greedy, since the other modes weigh free space, which
      // an infinite width makes meaningless.
      options.width = .infinity
      options.wrap = .greedy
      options.minLines = 1
      options.fit = true
    case .minimum:
      options.width = items.reduce(0) { max($0, $1.outerWidth) }
    case .exactly(let limit):
      options.width = limit
    }

    // Step 2.
    var check = ItemCheck()
    let ends = try lineEnds(items, options: options, check: &check, stopIfFlexible: false)
    if !check.isPlain { try validateAll(items) }
    let cut = try truncate(items, ends: ends, options: options, overflowItem: nil)

    // Step 3.
    let uniform = check.isUniform
    let placed = items.withUnsafeBufferPointer {
      place($0, ends: cut.ends, chip: nil, options: options, uniform: uniform)
    }
    self.width = width
    self.uniform = uniform
    self.items = items
    self.options = options
    self.ends = cut.ends
    self.size = FlowSize(width: placed.width, height: placed.height)
  }

  /// The visible items' frames in a container of `size`: justified and
  /// mirrored within its width, and with `alignContent` other than start or
  /// with wrap-reverse, spread over or mirrored within its height.
  func frames(in size: FlowSize) -> [FlowFrame] {
    var options = options
    let insets = options.padding
    options.width = max(0, size.width - insets.horizontal)
    options.fit = false
    options.height =
      options.alignContent == .start && !options.wrapReverse ? nil : max(0, size.height - insets.vertical)
    return items.withUnsafeBufferPointer {
      place($0, ends: ends, chip: nil, options: options, uniform: uniform).frames
    }
  }
}

extension FlowSubview {
  /// The ideal size, or, when it is wider than `limit`, the size the
  /// subview answers to that width (height unspecified).
  fileprivate func sizeThatFits(cappedAt limit: Double) -> FlowSize {
    let ideal = sizeThatFits(.unspecified)
    return ideal.width > limit ? sizeThatFits(ProposedSize(width: limit, height: nil)) : ideal
  }
}

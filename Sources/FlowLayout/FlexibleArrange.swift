// FlexibleArrange: the path for items that grow, shrink or clamp.

/// Arranges items of which at least one is flexible; options and items are
/// already validated.
///
/// 1. Each item's hypothetical width (its basis clamped to its limits) is
///    the width lines are broken by, as in CSS.
/// 2. Break and cut to `maxLines` as for fixed items.
/// 3. On every visible line, resolve the widths (`options.distribution`) in
///    the space the gaps, the margins and the overflow chip leave; a `stretch` line gives
///    every item without a grow factor grow 1.
/// 4. Place the resolved widths as fixed boxes (stretch is spent by then).
func arrangeFlexible(
  _ items: [FlowItem],
  options: FlowOptions,
  overflowItem: ((Int) -> FlowItem)?
) throws(FlowLayoutError) -> FlowLayoutResult {
  try validateAll(items)
  // Step 1.
  var sized = items
  sized.withUnsafeMutableBufferPointer { buffer in
    for index in buffer.indices {
      let item = buffer[index]
      buffer[index].basis = item.flexBasis
      buffer[index].width = item.hypotheticalWidth
    }
  }

  // Step 2.
  var check = ItemCheck()
  let ends = try lineEnds(sized, options: options, check: &check, stopIfFlexible: false)
  let cut = try truncate(sized, ends: ends, options: options, overflowItem: overflowItem)

  // Step 3.
  sized.withUnsafeMutableBufferPointer { buffer in
    var css = CSSLineFlexer()
    var hstack = HStackLineFlexer()
    let lines = LineMeasurer(
      items: UnsafeBufferPointer(buffer), ends: cut.ends, chip: cut.chip, options: options, uniform: false)
    for number in cut.ends.indices {
      let start = number > 0 ? cut.ends[number - 1] : 0
      let end = cut.ends[number]
      let chip = number == cut.ends.count - 1 ? cut.chip : nil
      var available = options.width - options.gapX * Double(max(0, end - start - 1))
      for index in start..<end { available -= buffer[index].margin.left + buffer[index].margin.right }
      if let chip { available -= chip.outerWidth + (end > start ? options.gapX : 0) }
      let stretch = lines.justify(number) == .stretch
      switch options.distribution {
      case .css:
        css.resolve(buffer, start..<end, available: available, stretch: stretch)
      case .swiftui:
        hstack.resolve(buffer, start..<end, available: available, stretch: stretch)
      }
    }
  }

  // Step 4.
  let placed = sized.withUnsafeBufferPointer {
    place($0, ends: cut.ends, chip: cut.chip, options: options, stretchSpent: true, uniform: check.isUniform)
  }
  return FlowLayoutResult(
    width: placed.width,
    height: placed.height,
    frames: placed.frames,
    lineCount: cut.ends.count,
    visibleCount: placed.frames.count,
    overflow: placed.overflow,
    hiddenCount: cut.hiddenCount
  )
}

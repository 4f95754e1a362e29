// Placement: measured lines become frames (justify, align, direction).

/// Everything `arrange` reports about geometry.
struct Placed {
  var frames: [FlowFrame]
  var overflow: FlowFrame?
  var width: Double
  var height: Double
}

/// Places `items[0..<ends.last]` on the given lines, with `chip` at the end of
/// the last line.
///
/// 1. Pick the content width: `options.width`, or with fit the widest line;
///    with a height, or a minimum or maximum, share the content box's free
///    height among the lines (`alignContent`). Both need every line
///    measured first.
/// 2. Per line: measure it, distribute the free space, then align each item
///    vertically and mirror x for rtl (or row-reverse). Otherwise each line
///    is measured just before it is placed, while its items are still in
///    cache.
/// 3. With wrap-reverse, mirror every y inside the content box's height;
///    with padding or a border, move every frame by the top and left ones.
func place(
  _ items: UnsafeBufferPointer<FlowItem>,
  ends: ContiguousArray<Int>,
  chip: FlowItem?,
  options: FlowOptions,
  stretchSpent: Bool = false,
  uniform: Bool = false
) -> Placed {
  let visibleCount = ends.last ?? 0
  // With no margins and no item aligning itself, lines skip looking for them.
  let uniform = uniform && (chip?.isUniform ?? true)
  let lines = LineMeasurer(items: items, ends: ends, chip: chip, options: options, uniform: uniform)

  // Step 1.
  var containerWidth = options.width
  // `safe` can move lines that start at the bottom (wrap-reverse) to the top.
  let alignsLines =
    (options.height != nil || options.clampsHeight)
    && (options.alignContent != .start || (options.safeAlignContent && options.wrapReverse))
  let measuresFirst = options.fit || alignsLines
  var measured = ContiguousArray<LineBox>()
  var linesHeight = 0.0
  if measuresFirst {
    measured.reserveCapacity(ends.count)
    if options.fit { containerWidth = 0 }
    for number in ends.indices {
      let line = lines.measure(number)
      if options.fit { containerWidth = max(containerWidth, line.used) }
      linesHeight += line.height + (number > 0 ? options.gapY : 0)
      measured.append(line)
    }
  }
  // Lines are spread as items on a line are: offset, gap, growth.
  let rows =
    alignsLines
    ? Distribution(
      options.alignContent.distribution, free: options.contentHeight(lines: linesHeight) - linesHeight,
      count: ends.count, gap: options.gapY,
      reversed: options.wrapReverse, safe: options.safeAlignContent)
    : Distribution(.start, free: 0, count: 0, gap: options.gapY)

  // Step 2.
  var overflow: FlowFrame?
  var height = 0.0
  let frames = [FlowFrame](unsafeUninitializedCapacity: visibleCount) { buffer, initialized in
    adviseHugePages(buffer)
    var y = rows.offset
    for number in ends.indices {
      var line = measuresFirst ? measured[number] : lines.measure(number)
      line.height += rows.grow
      if number > 0 { y += rows.between }
      // Flexible lines spent stretch on their items' widths already.
      let justify = stretchSpent && line.justify == .stretch ? .start : line.justify
      var free = containerWidth - line.used
      // Auto margins take positive free space first (CSS Flexbox 9.5, step
      // 12), unless stretch hands it to the items (flex-grow: 1 on each).
      var autoShare = 0.0
      if line.autoMargins > 0 && free > 0 && justify != .stretch {
        autoShare = free / Double(line.autoMargins)
        free = 0
      }
      let spread = Distribution(
        justify, free: free, count: line.count, gap: options.gapX,
        reversed: options.flexDirection == .rowReverse)
      var placer = LinePlacer(
        spread: spread, top: y, line: line, number: number, containerWidth: containerWidth,
        align: options.align, rtl: options.fillsFromRight, wrapReverse: options.wrapReverse, uniform: uniform)
      placer.autoShare = autoShare
      var index = line.start
      while index < line.end {
        (buffer.baseAddress! + index).initialize(to: placer.place(items[index]))
        index += 1
      }
      if line.hasChip, let chip { overflow = placer.place(chip) }
      y += line.height
    }
    // Without alignContent, the lines start at 0 and y is their height.
    height = options.contentHeight(lines: alignsLines ? linesHeight : y)
    initialized = visibleCount

    // Step 3.
    let insets = options.insets
    if options.wrapReverse || insets != .zero {
      let mirror = options.wrapReverse
      func move(_ frame: inout FlowFrame) {
        if mirror { frame.y = height - frame.y - frame.height }
        frame.x += insets.left
        frame.y += insets.top
      }
      for index in buffer.indices { move(&buffer[index]) }
      if overflow != nil { move(&overflow!) }
    }
  }
  let insets = options.insets
  return Placed(
    frames: frames, overflow: overflow, width: containerWidth + insets.horizontal,
    height: height + insets.vertical)
}

/// Measures line `number` of a layout on demand.
struct LineMeasurer {
  let items: UnsafeBufferPointer<FlowItem>
  let ends: ContiguousArray<Int>
  let chip: FlowItem?
  let options: FlowOptions
  /// No item has margins or aligns itself.
  let uniform: Bool

  func measure(_ number: Int) -> LineBox {
    let start = number > 0 ? ends[number - 1] : 0
    let end = ends[number]
    let lineChip = number == ends.count - 1 ? chip : nil
    return LineBox(
      items, start: start, end: end, chip: lineChip, gap: options.gapX,
      align: options.align, justify: justify(number), uniform: uniform)
  }

  /// The justify value of line `number`: `lastLineJustify` on last lines.
  func justify(_ number: Int) -> Justify {
    let end = ends[number]
    let hasChip = number == ends.count - 1 && chip != nil
    let endsParagraph = end == items.count || items[end].breakBefore
    return endsParagraph && !hasChip
      ? (options.lastLineJustify ?? options.justify) : options.justify
  }
}

/// Walks one line from its start edge, handing out frames.
struct LinePlacer {
  let spread: Distribution
  let top: Double
  let line: LineBox
  let number: Int
  let containerWidth: Double
  let align: Align
  let rtl: Bool
  /// Lines are mirrored afterwards; Chromium then lines the baseline group
  /// up from the line's bottom, so here descents line up from its top.
  let wrapReverse: Bool
  var x: Double
  /// The length of each auto margin along the line.
  var autoShare = 0.0
  /// No item has margins or aligns itself.
  let uniform: Bool

  init(
    spread: Distribution, top: Double, line: LineBox, number: Int, containerWidth: Double,
    align: Align, rtl: Bool, wrapReverse: Bool, uniform: Bool
  ) {
    self.spread = spread
    self.top = top
    self.line = line
    self.number = number
    self.containerWidth = containerWidth
    self.align = align
    self.rtl = rtl
    self.wrapReverse = wrapReverse
    self.uniform = uniform
    self.x = spread.offset
  }

  @inline(__always)
  mutating func place(_ item: FlowItem) -> FlowFrame {
    if !uniform, !item.isUniform { return placeWithMargins(item) }
    let width = item.width + spread.grow
    var height = item.height
    let y: Double
    switch align {
    case .start: y = top
    case .center: y = top + (line.height - item.height) / 2
    case .end: y = top + line.height - item.height
    case .baseline:
      let ascent = item.baseline ?? item.height
      y = wrapReverse ? top + line.descent - (item.height - ascent) : top + line.ascent - ascent
    case .stretch:
      y = top
      height = line.height
    }
    // rtl mirrors the whole line inside the container, as CSS `direction`.
    let left = rtl ? containerWidth - x - width : x
    x += width + spread.between
    return FlowFrame(x: left, y: y, width: width, height: height, line: number)
  }

  /// `place` for an item with margins: each is taken in the flow's own
  /// terms (the start edge of the line, of the stack of lines), then the
  /// frame is mirrored as any other.
  mutating func placeWithMargins(_ item: FlowItem) -> FlowFrame {
    let margins = FlowMargins(item, rtl: rtl, wrapReverse: wrapReverse)
    let width = item.width + spread.grow
    var height = item.usedHeight
    let y: Double
    let outerHeight = height + margins.crossStart + margins.crossEnd
    if margins.autoCrossStart || margins.autoCrossEnd {
      // Auto margins across the line share its spare height; without any,
      // the item sits below its top margin (0 when that is auto).
      let free = line.height - outerHeight
      if free > 0 {
        let share = margins.autoCrossStart && margins.autoCrossEnd ? free / 2 : margins.autoCrossStart ? free : 0
        y = top + margins.crossStart + share
      } else if wrapReverse {
        y = top + line.height - height - (margins.autoCrossEnd ? 0 : margins.crossEnd)
      } else {
        y = top + (margins.autoCrossStart ? 0 : margins.crossStart)
      }
    } else {
      switch item.alignSelf ?? align {
      case .start: y = top + margins.crossStart
      case .center: y = top + margins.crossStart + (line.height - outerHeight) / 2
      case .end: y = top + line.height - height - margins.crossEnd
      case .baseline:
        let ascent = item.usedBaseline
        y = wrapReverse ? top + line.descent - (height - ascent) : top + line.ascent - ascent
      case .stretch:
        // Stretched within the item's height limits (CSS Flexbox §9.4,
        // step 11); one that its maximum stops short keeps to the line's
        // cross start, the bottom under wrap-reverse, which mirrors it.
        y = top + margins.crossStart
        height = item.clampedHeight(line.height - margins.crossStart - margins.crossEnd)
      }
    }
    x += margins.mainStart + (margins.autoMainStart ? autoShare : 0)
    let left = rtl ? containerWidth - x - width : x
    x += width + margins.mainEnd + (margins.autoMainEnd ? autoShare : 0) + spread.between
    return FlowFrame(x: left, y: y, width: width, height: height, line: number)
  }
}

/// An item's margins in the flow's terms: along the line from its start edge
/// (the right one when lines fill from the right), across it from the first
/// line's side (the bottom with wrap-reverse).
struct FlowMargins {
  var mainStart, mainEnd, crossStart, crossEnd: Double
  var autoMainStart, autoMainEnd, autoCrossStart, autoCrossEnd: Bool

  init(_ item: FlowItem, rtl: Bool, wrapReverse: Bool) {
    let margin = item.margin
    let auto = item.autoMargins
    mainStart = rtl ? margin.right : margin.left
    mainEnd = rtl ? margin.left : margin.right
    crossStart = wrapReverse ? margin.bottom : margin.top
    crossEnd = wrapReverse ? margin.top : margin.bottom
    autoMainStart = auto.contains(rtl ? .right : .left)
    autoMainEnd = auto.contains(rtl ? .left : .right)
    autoCrossStart = auto.contains(wrapReverse ? .bottom : .top)
    autoCrossEnd = auto.contains(wrapReverse ? .top : .bottom)
  }
}

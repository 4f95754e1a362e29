// GreedyFastPath: the common case (greedy, start, start) in a single pass.

/// Arranges `items` in one pass when nothing about a line has to be known
/// before its items are placed: greedy wrapping, every line justified to the
/// start, top alignment, no fit, no line limit, no fixed or clamped height,
/// no padding or border, lines from the top, and
/// fixed-size items that align as the container says.
/// Returns nil otherwise (for flexible items, having spent one pass to find
/// out: checking as it goes keeps the common case a single pass).
///
/// On large inputs the cost is memory traffic, and the general path reads
/// every item twice (break, then measure and place); this path reads each
/// once. It computes exactly what the general path computes, in the same
/// floating-point order, so the two agree bit for bit (a test holds them to
/// that).
func arrangeStartAligned(_ items: [FlowItem], options: FlowOptions) throws(FlowLayoutError)
  -> FlowLayoutResult?
{
  guard options.wrap == .greedy, options.justify == .start,
    options.lastLineJustify ?? .start == .start,
    options.align == .start, !options.fit, options.maxLines == nil, options.height == nil,
    !options.wrapReverse, options.isPlainBox
  else { return nil }
  let fit = LineFit(width: options.width, gap: options.gapX)
  let containerWidth = options.width
  let gapY = options.gapY
  let rtl = options.fillsFromRight
  var check = ItemCheck()
  var lineCount = 0
  var height = 0.0
  let frames = items.withUnsafeBufferPointer { source in
    [FlowFrame](unsafeUninitializedCapacity: source.count) { buffer, initialized in
      if source.isEmpty { return }
      adviseHugePages(buffer)
      var top = 0.0
      var tallest = 0.0
      var line = 0
      var x = 0.0  // where the next item starts, as the placer counts it
      var used = 0.0  // the line's length, as the breaker counts it
      var index = 0
      while index < source.count {
        let item = source[index]
        check.add(item)
        if index > 0 {
          let next = used + fit.gap + item.width
          if item.breakBefore || next > fit.limit {
            top = top + tallest + gapY
            tallest = 0
            line += 1
            x = 0
            used = item.width
          } else {
            used = next
          }
        } else {
          used = item.width
        }
        tallest = max(tallest, item.height)
        let left = rtl ? containerWidth - x - item.width : x
        (buffer.baseAddress! + index).initialize(
          to: FlowFrame(x: left, y: top, width: item.width, height: item.height, line: line))
        x += item.width + fit.gap
        index += 1
      }
      lineCount = line + 1
      height = top + tallest
      initialized = source.count
    }
  }
  if !check.passed { try diagnose(items) }
  if !check.isPlain { return nil }
  return FlowLayoutResult(
    width: containerWidth, height: height, frames: frames, lineCount: lineCount,
    visibleCount: frames.count, overflow: nil, hiddenCount: 0)
}

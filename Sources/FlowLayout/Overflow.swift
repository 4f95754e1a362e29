// Overflow: cutting the layout to maxLines and making room for the "+N" chip.

/// The visible part of a layout after `maxLines`.
struct Truncation {
  /// Exclusive end index of every visible line.
  var ends: ContiguousArray<Int>
  /// The "+N" chip on the last visible line, if items were hidden and the
  /// caller supplied one.
  var chip: FlowItem?
  /// Items past the last visible one.
  var hiddenCount: Int
}

/// Keeps the first `maxLines` lines. When items were hidden, the chip for
/// their count goes at the end of the last line; while it does not fit, the
/// line's last item moves into the count (and the chip is measured again,
/// since "+10" may be wider than "+9"). A chip that fits nowhere ends alone on
/// the line, like any oversized item.
func truncate(
  _ items: [FlowItem],
  ends: ContiguousArray<Int>,
  options: FlowOptions,
  overflowItem: ((Int) -> FlowItem)?
) throws(FlowLayoutError) -> Truncation {
  guard let maxLines = options.maxLines, ends.count > maxLines else {
    return Truncation(ends: ends, chip: nil, hiddenCount: 0)
  }
  var visible = ContiguousArray(ends[0..<maxLines])
  var lineEnd = visible[maxLines - 1]
  let lineStart = maxLines >= 2 ? visible[maxLines - 2] : 0
  guard let overflowItem else {
    return Truncation(ends: visible, chip: nil, hiddenCount: items.count - lineEnd)
  }
  let fit = LineFit(width: options.width, gap: options.gapX)
  while true {
    let hidden = items.count - lineEnd
    let chip = overflowItem(hidden)
    try validateChip(chip, hiddenCount: hidden)
    if lineEnd == lineStart
      || usedWidth(items, lineStart, lineEnd, gap: fit.gap) + fit.gap + chip.outerWidth <= fit.limit
    {
      visible[maxLines - 1] = lineEnd
      return Truncation(ends: visible, chip: chip, hiddenCount: hidden)
    }
    lineEnd -= 1
  }
}

// Summed in the greedy breaker's order, so a chip that would have fitted as an
// item fits here too.
private func usedWidth(_ items: [FlowItem], _ start: Int, _ end: Int, gap: Double) -> Double {
  var x = items[start].outerWidth
  for index in (start + 1)..<end { x = x + gap + items[index].outerWidth }
  return x
}

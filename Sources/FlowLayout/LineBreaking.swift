// LineBreaking: picks the wrap mode's breaker and feeds it paragraphs.

/// Exclusive end index of every line, for all items; throws for an invalid
/// item before any result escapes. `check` learns whether every item is
/// fixed-size; with `stopIfFlexible`, balanced and optimal wrapping return
/// no lines for flexible items rather than break them by the wrong widths.
///
/// Forced breaks split the input into paragraphs that are wrapped
/// independently; greedy handles them in its single pass, which also
/// validates the items.
func lineEnds(
  _ items: [FlowItem],
  options: FlowOptions,
  check: inout ItemCheck,
  stopIfFlexible: Bool
) throws(FlowLayoutError) -> ContiguousArray<Int> {
  let fit = LineFit(width: options.width, gap: options.gapX)
  if options.wrap == .greedy {
    let ends = items.withUnsafeBufferPointer { greedyEnds($0, fit: fit, check: &check) }
    if !check.passed { try diagnose(items) }
    return ends
  }
  check = try validate(items)
  if stopIfFlexible && !check.isFixed { return [] }
  return items.withUnsafeBufferPointer { paragraphEnds($0, options: options, fit: fit) }
}

/// Balanced or optimal breaks, paragraph by paragraph.
private func paragraphEnds(
  _ items: UnsafeBufferPointer<FlowItem>,
  options: FlowOptions,
  fit: LineFit
) -> ContiguousArray<Int> {
  var lengths = PrefixLengths(items, fit: fit)
  if options.wrap == .balanced && options.minLines > 1 {
    lengths = minimumLineLengths(items, lengths: lengths, options: options)
  }
  var ends = ContiguousArray<Int>()
  var paragraphStart = 0
  var index = 1
  while index <= items.count {
    if index == items.count || items[index].breakBefore {
      switch options.wrap {
      case .balanced where lengths.fit.limit == 0:
        // Only `minLines` narrows the width to 0 (`minimumLineLengths`).
        ends.append(contentsOf: (paragraphStart + 1)...index)
      case .balanced:
        appendBalancedEnds(lengths, from: paragraphStart, to: index, into: &ends)
      case .optimal:
        appendOptimalEnds(
          lengths, width: options.width, from: paragraphStart, to: index, into: &ends)
      case .greedy:
        break
      }
      paragraphStart = index
    }
    index += 1
  }
  return ends
}

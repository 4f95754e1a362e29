// GreedyBreaker: CSS `flex-wrap: wrap`, one pass, fewest lines.

/// Exclusive end index of every line, filling each line as far as it goes.
///
/// The test is CSS's `x + gapX + outerWidth <= containerWidth`, evaluated in the
/// same order as Chromium so exact fits stay. Forced breaks end a line; one
/// before the first item does nothing. The items are validated on the way
/// (into `check`): on large inputs one pass over memory instead of two is
/// most of the cost.
func greedyEnds(
  _ items: UnsafeBufferPointer<FlowItem>,
  fit: LineFit,
  check: inout ItemCheck
) -> ContiguousArray<Int> {
  var ends = ContiguousArray<Int>()
  guard let first = items.first else { return ends }
  // A rough guess saves most regrowth on long inputs without a second pass.
  ends.reserveCapacity(items.count / 8 + 1)
  let gap = fit.gap
  let limit = fit.limit
  check.add(first)
  var x = first.outerWidth
  var index = 1
  while index < items.count {
    let item = items[index]
    check.add(item)
    let next = x + gap + item.outerWidth
    if item.breakBefore || next > limit {
      ends.append(index)
      x = item.outerWidth
    } else {
      x = next
    }
    index += 1
  }
  ends.append(items.count)
  return ends
}

/// Exclusive line ends of `start..<end` filled greedily from the front, using
/// prefix sums (the balanced breaker's view of the same rule).
func frontGreedyEnds(
  _ lengths: PrefixLengths,
  from start: Int,
  to end: Int
) -> ContiguousArray<Int> {
  var ends = ContiguousArray<Int>()
  var lineStart = start
  while lineStart < end {
    var lineEnd = lineStart + 1
    while lineEnd < end && lengths.fits(lineStart, lineEnd + 1) { lineEnd += 1 }
    ends.append(lineEnd)
    lineStart = lineEnd
  }
  return ends
}

/// Line starts of `start..<end` filled greedily from the back, in ascending
/// order. Greedy is optimal in either direction, so this gives as many lines
/// as `frontGreedyEnds`, each break as early as any such layout allows.
func backGreedyStarts(
  _ lengths: PrefixLengths,
  from start: Int,
  to end: Int
) -> ContiguousArray<Int> {
  var starts = ContiguousArray<Int>()
  var lineEnd = end
  while lineEnd > start {
    var lineStart = lineEnd - 1
    while lineStart > start && lengths.fits(lineStart - 1, lineEnd) { lineStart -= 1 }
    starts.append(lineStart)
    lineEnd = lineStart
  }
  starts.reverse()
  return starts
}

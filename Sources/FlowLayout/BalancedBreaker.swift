// BalancedBreaker: CSS `flex-wrap: balance` for one paragraph, in windows so
// it stays near-linear.

/// Appends the exclusive end of every line of `start..<end`, balanced.
///
/// 1. Greedy from the front gives the line count `k` and, for each line, the
///    latest its end can be; greedy from the back gives the earliest. Every
///    `k`-line layout has each break inside that window.
/// 2. Layer by layer, the cheapest way (sum of squared line lengths) to end
///    line `t` at each end in its window, from the ends in line `t-1`'s window.
/// 3. Walk back from the last line's end.
///
/// A line's cost is convex in its length, so the best start never moves left
/// as the end moves right; step 2 uses that (divide and conquer over the
/// window) and costs O(w log w) per line for windows of w ends.
func appendBalancedEnds(
  _ lengths: PrefixLengths,
  from start: Int,
  to end: Int,
  into ends: inout ContiguousArray<Int>
) {
  let front = frontGreedyEnds(lengths, from: start, to: end)
  let lineCount = front.count
  if lineCount <= 1 {
    ends.append(end)
    return
  }
  let backStarts = backGreedyStarts(lengths, from: start, to: end)
  if backStarts.count != lineCount {
    // Only reachable if rounding made the two directions disagree; greedy is
    // then the safe answer.
    ends.append(contentsOf: front)
    return
  }

  // Step 1: windows lo[t]...hi[t] for the end of line t.
  var lo = ContiguousArray<Int>(repeating: end, count: lineCount)
  var offsets = ContiguousArray<Int>(repeating: 0, count: lineCount + 1)
  for line in 0..<lineCount {
    if line + 1 < lineCount { lo[line] = min(backStarts[line + 1], front[line]) }
    offsets[line + 1] = offsets[line] + front[line] - lo[line] + 1
  }
  let earliest = lengths.earliestStarts(from: start, to: end)
  var table = BalanceTable(size: offsets[lineCount])

  // Step 2, first line: it starts at `start`, so each end has one choice.
  for stop in lo[0]...front[0] {
    let length = lengths.length(start, stop)
    table.cost[stop - lo[0]] = length * length
    table.choice[stop - lo[0]] = start
  }
  for line in 1..<lineCount {
    table.fillLayer(
      ends: lo[line]...front[line],
      at: offsets[line],
      starts: lo[line - 1]...front[line - 1],
      from: offsets[line - 1],
      lengths: lengths,
      earliest: earliest,
      paragraphStart: start
    )
  }

  // Step 3.
  var balanced = ContiguousArray<Int>(repeating: end, count: lineCount)
  var stop = end
  var line = lineCount - 1
  while line > 0 {
    stop = table.choice[offsets[line] + stop - lo[line]]
    // A missing choice means sums overflowed to infinity (sizes near
    // Double.greatestFiniteMagnitude); greedy is then as good as any.
    guard stop >= lo[line - 1] && stop <= front[line - 1] else {
      ends.append(contentsOf: front)
      return
    }
    balanced[line - 1] = stop
    line -= 1
  }
  ends.append(contentsOf: balanced)
}

/// Best cost and best previous end for every (line, end) in the windows,
/// stored layer after layer.
struct BalanceTable {
  var cost: ContiguousArray<Double>
  var choice: ContiguousArray<Int>

  init(size: Int) {
    cost = ContiguousArray(repeating: .infinity, count: size)
    choice = ContiguousArray(repeating: -1, count: size)
  }

  /// Step 2 for one line: divide and conquer over its window of ends, each
  /// half searching only the starts its optimum allows. Ties take the later
  /// start, so earlier lines keep more items, as Chromium does.
  mutating func fillLayer(
    ends: ClosedRange<Int>,
    at base: Int,
    starts: ClosedRange<Int>,
    from previousBase: Int,
    lengths: PrefixLengths,
    earliest: ContiguousArray<Int>,
    paragraphStart: Int
  ) {
    // (first end, last end, first start, last start); an explicit stack keeps
    // the recursion out of the call stack.
    var pending: [(Int, Int, Int, Int)] = [
      (ends.lowerBound, ends.upperBound, starts.lowerBound, starts.upperBound)
    ]
    while let (endLow, endHigh, startLow, startHigh) = pending.popLast() {
      if endLow > endHigh { continue }
      let mid = (endLow + endHigh) / 2
      let fitting = earliest[mid - paragraphStart]
      var best = bestStart(
        for: mid, from: max(startLow, fitting), to: min(startHigh, mid - 1),
        starts: starts, previousBase: previousBase, lengths: lengths)
      if best.start < 0 {
        // Monotonicity only fails through rounding; search the whole window.
        best = bestStart(
          for: mid, from: max(starts.lowerBound, fitting), to: min(starts.upperBound, mid - 1),
          starts: starts, previousBase: previousBase, lengths: lengths)
      }
      cost[base + mid - ends.lowerBound] = best.cost
      choice[base + mid - ends.lowerBound] = best.start
      let split = best.start < 0 ? startLow : best.start
      pending.append((endLow, mid - 1, startLow, max(split, startLow)))
      pending.append((mid + 1, endHigh, min(split, startHigh), startHigh))
    }
  }

  private func bestStart(
    for stop: Int,
    from low: Int,
    to high: Int,
    starts: ClosedRange<Int>,
    previousBase: Int,
    lengths: PrefixLengths
  ) -> (cost: Double, start: Int) {
    var bestCost = Double.infinity
    var bestStart = -1
    var lineStart = low
    while lineStart <= high {
      let before = cost[previousBase + lineStart - starts.lowerBound]
      let length = lengths.length(lineStart, stop)
      let total = before + length * length
      // The first candidate is always taken, so even costs that overflowed
      // to infinity or NaN leave a valid choice.
      if bestStart < 0 || total <= bestCost {
        bestCost = total
        bestStart = lineStart
      }
      lineStart += 1
    }
    return (bestCost, bestStart)
  }
}

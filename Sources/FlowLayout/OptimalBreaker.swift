// OptimalBreaker: minimum raggedness with a widow penalty, for one paragraph.

/// Appends the exclusive end of every line of `start..<end`, minimising the
/// cost documented on `WrapMode.optimal`.
///
/// Dynamic programming over line ends: the best cost of a layout whose line
/// ends at `stop` tries every start that still fits. A line's badness only
/// grows as its start moves right (fewer items, more free space) and earlier
/// costs are never negative, so the scan stops as soon as the badness alone
/// exceeds the best total found; on chips that leaves a handful of starts per
/// end, and never more than fit on one line.
func appendOptimalEnds(
  _ lengths: PrefixLengths,
  width: Double,
  from start: Int,
  to end: Int,
  into ends: inout ContiguousArray<Int>
) {
  if end - start <= 1 {
    ends.append(end)
    return
  }
  let earliest = lengths.earliestStarts(from: start, to: end)
  let count = end - start
  var best = ContiguousArray<Double>(repeating: 0, count: count + 1)
  var from = ContiguousArray<Int>(repeating: start, count: count + 1)

  @inline(__always) func badness(_ lineStart: Int, _ stop: Int) -> Double {
    let free = width - lengths.length(lineStart, stop)
    if free <= 0 { return 0 }
    let ratio = free / width
    return ratio * ratio
  }

  // Lines that are not the paragraph's last.
  var stop = start + 1
  while stop < end {
    var bestCost = Double.infinity
    var bestStart = stop - 1
    var lineStart = earliest[stop - start]
    while lineStart < stop {
      let bad = badness(lineStart, stop)
      if bad > bestCost { break }
      let total = best[lineStart - start] + bad
      if total <= bestCost {
        bestCost = total
        bestStart = lineStart
      }
      lineStart += 1
    }
    best[stop - start] = bestCost
    from[stop - start] = bestStart
    stop += 1
  }

  // The last line is free, unless it is a lone item under other lines.
  var bestCost = Double.infinity
  var bestStart = end - 1
  var lineStart = earliest[count]
  while lineStart < end {
    let widow = lineStart == end - 1 && lineStart > start ? badness(lineStart, end) : 0
    let total = best[lineStart - start] + widow
    if total <= bestCost {
      bestCost = total
      bestStart = lineStart
    }
    lineStart += 1
  }

  let first = ends.count
  ends.append(end)
  var lineEnd = bestStart
  while lineEnd > start {
    ends.append(lineEnd)
    lineEnd = from[lineEnd - start]
  }
  ends[first...].reverse()
}

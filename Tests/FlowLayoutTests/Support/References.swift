// References: slow, obviously correct answers the engine is checked against.

import FlowLayout

/// Whether `widths[start..<end]` may share a line (exact arithmetic on
/// 1/64 multiples, so no slack needed).
func fits(_ widths: [Double], _ start: Int, _ end: Int, gap: Double, width: Double) -> Bool {
  end - start <= 1 || lineLength(widths, start, end, gap: gap) <= width
}

func lineLength(_ widths: [Double], _ start: Int, _ end: Int, gap: Double) -> Double {
  widths[start..<end].reduce(0, +) + gap * Double(end - start - 1)
}

/// Fewest lines any valid layout of one paragraph needs (DP over prefixes).
func minimumLineCount(_ widths: [Double], gap: Double, width: Double) -> Int {
  if widths.isEmpty { return 0 }
  var best = [Int](repeating: .max, count: widths.count + 1)
  best[0] = 0
  for end in 1...widths.count {
    for start in 0..<end
    where best[start] != .max && fits(widths, start, end, gap: gap, width: width) {
      best[end] = min(best[end], best[start] + 1)
    }
  }
  return best[widths.count]
}

/// Every way to cut `count` items into lines, as exclusive line ends.
func allBreakings(_ count: Int) -> [[Int]] {
  if count == 0 { return [[]] }
  return (0..<(1 << (count - 1))).map { mask in
    var ends: [Int] = []
    for index in 1..<count where mask & (1 << (index - 1)) != 0 { ends.append(index) }
    ends.append(count)
    return ends
  }
}

/// Brute-force balanced breaks of one paragraph: greedy's line count, least
/// sum of squared lengths, ties to the shortest last line, then the one before.
func bruteForceBalanced(_ widths: [Double], gap: Double, width: Double, lineCount: Int) -> [Int] {
  var best: (cost: Double, ends: [Int])?
  for ends in allBreakings(widths.count) where ends.count == lineCount {
    var start = 0
    var cost = 0.0
    var valid = true
    for end in ends {
      if !fits(widths, start, end, gap: gap, width: width) {
        valid = false
        break
      }
      let length = lineLength(widths, start, end, gap: gap)
      cost += length * length
      start = end
    }
    guard valid else { continue }
    if let current = best {
      if cost < current.cost || (cost == current.cost && laterBreaks(ends, current.ends)) {
        best = (cost, ends)
      }
    } else {
      best = (cost, ends)
    }
  }
  return best?.ends ?? []
}

/// Whether `a` puts the breaks later than `b`, judged from the last line back.
private func laterBreaks(_ a: [Int], _ b: [Int]) -> Bool {
  for index in stride(from: a.count - 1, through: 0, by: -1) where a[index] != b[index] {
    return a[index] > b[index]
  }
  return false
}

/// Exclusive line ends as the engine reports them, read off the frames.
func lineEnds(_ result: FlowLayoutResult) -> [Int] {
  var ends: [Int] = []
  for (index, frame) in result.frames.enumerated()
  where index > 0 && frame.line != result.frames[index - 1].line {
    ends.append(index)
  }
  if !result.frames.isEmpty { ends.append(result.frames.count) }
  return ends
}

/// Paragraphs (runs between forced breaks) as index ranges.
func paragraphs(_ items: [FlowItem]) -> [Range<Int>] {
  var result: [Range<Int>] = []
  var start = 0
  for index in items.indices where index > 0 && items[index].breakBefore {
    result.append(start..<index)
    start = index
  }
  if !items.isEmpty { result.append(start..<items.count) }
  return result
}

/// The cost `WrapMode.optimal` documents, for one paragraph's breaking, or
/// nil when a line of several items overflows.
func optimalCost(_ widths: [Double], _ ends: [Int], gap: Double, width: Double) -> Double? {
  var start = 0
  var total = 0.0
  for (number, end) in ends.enumerated() {
    guard fits(widths, start, end, gap: gap, width: width) else { return nil }
    let free = max(0, width - lineLength(widths, start, end, gap: gap))
    let badness = (free / width) * (free / width)
    let isLast = number == ends.count - 1
    if !isLast || (end - start == 1 && ends.count > 1) { total += badness }
    start = end
  }
  return total
}

/// Sum of squared line lengths of one paragraph's breaking.
func squaredLengths(_ widths: [Double], _ ends: [Int], gap: Double) -> Double {
  var start = 0
  var total = 0.0
  for end in ends {
    let length = lineLength(widths, start, end, gap: gap)
    total += length * length
    start = end
  }
  return total
}

/// Line ends of one paragraph within a whole result, rebased to the paragraph.
func paragraphEnds(_ result: FlowLayoutResult, _ paragraph: Range<Int>) -> [Int] {
  lineEnds(result).filter { $0 > paragraph.lowerBound && $0 <= paragraph.upperBound }
    .map { $0 - paragraph.lowerBound }
}

/// Balanced breaks of one paragraph by a plain dynamic program over every
/// (line, end) pair, without the engine's windows: O(k n^2), for medium inputs.
func referenceBalanced(_ widths: [Double], gap: Double, width: Double) -> [Int] {
  let n = widths.count
  let k = minimumLineCount(widths, gap: gap, width: width)
  if k <= 1 { return n == 0 ? [] : [n] }
  var prefix = [0.0]
  for w in widths { prefix.append(prefix.last! + w + gap) }
  func length(_ s: Int, _ e: Int) -> Double { prefix[e] - prefix[s] - gap }
  func fitsLine(_ s: Int, _ e: Int) -> Bool { e - s == 1 || length(s, e) <= width }
  var cost = [[Double]](repeating: [Double](repeating: .infinity, count: n + 1), count: k)
  var choice = [[Int]](repeating: [Int](repeating: -1, count: n + 1), count: k)
  for e in 1...n where fitsLine(0, e) { cost[0][e] = length(0, e) * length(0, e) }
  for t in 1..<k {
    for e in 1...n {
      for s in 1..<e where cost[t - 1][s] < .infinity && fitsLine(s, e) {
        let total = cost[t - 1][s] + length(s, e) * length(s, e)
        if total <= cost[t][e] {
          cost[t][e] = total
          choice[t][e] = s
        }
      }
    }
  }
  var ends = [n]
  var e = n
  for t in stride(from: k - 1, to: 0, by: -1) {
    e = choice[t][e]
    ends.insert(e, at: 0)
  }
  return ends
}

// LineFit: the single rule that decides whether a run of items fits on a line.

/// The wrap width with a hair of slack, shared by every line breaker so that
/// they agree on what fits.
///
/// CSS keeps exact fits on the line. Sizes measured by Pango are multiples of
/// 1/1024 pt and add up exactly, but sizes like `100 / 3` do not; the slack
/// (one part in 10^9) keeps such exact fits on the line without admitting any
/// overflow a person or a browser (1/64 px units) could see.
struct LineFit {
  /// Longest line length that still fits.
  let limit: Double
  /// Space between neighbours on a line.
  let gap: Double

  init(width: Double, gap: Double) {
    self.limit = width + width * 1e-9
    self.gap = gap
  }
}

/// Running sums of `outerWidth + gap`, so any run's length costs two reads.
///
/// By default an item's outer width counts here as 0 when its margins make
/// it negative, as Chromium's balanced breaker clamps it: the sums then never
/// fall as a run grows, which the balanced, optimal and `minLines` searches
/// rely on. Greedy wrapping scans the real outer widths (`greedyEnds`), and
/// so does the max-content width under `minLines` (`minimumLinesWidth`),
/// whose line counts then take a plain scan (`growsWithEveryItem`).
struct PrefixLengths {
  /// `sums[i]` is the sum of `max(0, outerWidth) + gap` (or, unclamped,
  /// `outerWidth + gap`) over `items[0..<i]`.
  private(set) var sums: ContiguousArray<Double>
  let fit: LineFit
  /// No item makes a run shorter: every length taken is `>= 0`, or the gap
  /// makes up for it. Searches that gallop or bisect over a run's end rely
  /// on it.
  private(set) var growsWithEveryItem = true

  /// The same sums, to break lines at another width.
  init(_ other: PrefixLengths, fit: LineFit) {
    self.sums = other.sums
    self.fit = fit
    self.growsWithEveryItem = other.growsWithEveryItem
  }

  /// The same lengths with each item at `indices` (ascending) counted
  /// `extra` wider, for breaking only; one pass.
  func widening(_ indices: ArraySlice<Int>, by extra: Double) -> PrefixLengths {
    var copy = self
    var added = 0.0
    var next = indices.startIndex
    for end in 1..<sums.count {
      if next < indices.endIndex && indices[next] == end - 1 {
        added += extra
        next += 1
      }
      copy.sums[end] += added
    }
    return copy
  }

  /// The lengths of `items`, each negative outer width counted as 0 unless
  /// `clampingNegative` is false.
  init(_ items: UnsafeBufferPointer<FlowItem>, fit: LineFit, clampingNegative: Bool = true) {
    var sums = ContiguousArray<Double>(repeating: 0, count: items.count + 1)
    var total = 0.0
    var grows = true
    for index in 0..<items.count {
      let outer = items[index].outerWidth
      if clampingNegative {
        total += max(0, outer) + fit.gap
      } else {
        total += outer + fit.gap
        grows = grows && outer + fit.gap >= 0
      }
      sums[index + 1] = total
    }
    self.sums = sums
    self.fit = fit
    self.growsWithEveryItem = grows
  }

  /// Length of the line holding `items[start..<end]`: widths plus inner gaps.
  @inline(__always)
  func length(_ start: Int, _ end: Int) -> Double {
    sums[end] - sums[start] - fit.gap
  }

  /// Whether `items[start..<end]` may share a line: it fits, or it is a
  /// single item (an oversized item sits alone rather than leaving a line
  /// empty).
  @inline(__always)
  func fits(_ start: Int, _ end: Int) -> Bool {
    end - start <= 1 || length(start, end) <= fit.limit
  }

  /// For every end in `start+1...end`, the earliest start whose run up to
  /// that end still fits, indexed by `end - start`. Fitting shrinks as a run
  /// grows, so one forward sweep finds them all.
  func earliestStarts(from start: Int, to end: Int) -> ContiguousArray<Int> {
    var result = ContiguousArray<Int>(repeating: start, count: end - start + 1)
    var first = start
    var stop = start + 1
    while stop <= end {
      while !fits(first, stop) { first += 1 }
      result[stop - start] = first
      stop += 1
    }
    return result
  }
}

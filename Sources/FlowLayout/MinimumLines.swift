// MinimumLines: CSS `flex-line-count` for balanced wrapping, as Chromium
// applies it: a narrower wrap width, then a nudge for exact fits.

/// The lengths and wrap width that balanced wrapping breaks `items` by to
/// make at least `options.minLines` lines (`FlowOptions.minLines`).
///
/// 1. Count greedy's lines at the container's width; if they reach the
///    minimum (never more than one line per item), keep `lengths`.
/// 2. Find the narrowest width, in steps of 1/64 pt up to the longest
///    paragraph on one line (or the container's width, if less), at which
///    greedy makes no more lines than the minimum.
/// 3. If it makes fewer, count the items that end a line exactly at that
///    width 1/64 pt wider, from the last to the first, until it makes enough.
///
/// The lines are then balanced at that width. Chromium scores a line by its
/// squared free space, an oversized lone item by nothing, and takes the later
/// break on a tie; so when the width found is 0 (only zero-width items, or
/// few enough others, with no gap), every line costs nothing and every item
/// gets a line of its own, whatever greedy's count.
func minimumLineLengths(
  _ items: UnsafeBufferPointer<FlowItem>,
  lengths: PrefixLengths,
  options: FlowOptions
) -> PrefixLengths {
  let wanted = min(options.minLines, items.count)
  let counter = GreedyLineCounter(items: items)
  // Step 1.
  if counter.count(lengths, cap: wanted) >= wanted { return lengths }

  // Step 2.
  var longest = 0.0
  for paragraph in counter.paragraphs {
    longest = max(longest, lengths.length(paragraph.lowerBound, paragraph.upperBound))
  }
  let narrowest = narrowestWidth(
    lengths, counter: counter, lines: wanted, widest: min(options.width, longest), gap: options.gapX)
  func breaking(at width: Double) -> PrefixLengths {
    PrefixLengths(lengths, fit: LineFit(width: width, gap: options.gapX))
  }
  var result = breaking(at: narrowest)
  if counter.count(result, cap: wanted) >= wanted { return result }

  // Step 3. Chromium widens one more exact fit at a time and counts again;
  // a wider item never makes greedy (which makes the fewest lines) make
  // fewer, so a binary search for the fewest fits to widen finds the same
  // and keeps this near-linear.
  let exact = exactFits(result, width: narrowest, items: items)
  func widened(_ count: Int) -> PrefixLengths {
    result.widening(exact.suffix(count), by: 1 / layoutUnitsPerPoint)
  }
  var fewest = 1
  var most = exact.count
  while fewest < most {
    let middle = fewest + (most - fewest) / 2
    if counter.count(widened(middle), cap: wanted) >= wanted { most = middle } else { fewest = middle + 1 }
  }
  if most > 0 { result = widened(most) }
  return result
}

/// Step 2: the narrowest width, in steps of 1/64 pt up to `widest`, at
/// which greedy breaks `lengths` into no more than `lines` lines; `widest`
/// when even that makes more.
private func narrowestWidth(
  _ lengths: PrefixLengths, counter: GreedyLineCounter, lines wanted: Int, widest: Double, gap: Double
) -> Double {
  func breaking(at width: Double) -> PrefixLengths {
    PrefixLengths(lengths, fit: LineFit(width: width, gap: gap))
  }
  var high = Int((widest * layoutUnitsPerPoint).rounded(.down))
  guard counter.count(breaking(at: Double(high) / layoutUnitsPerPoint), cap: wanted) <= wanted else { return widest }
  var low = 0
  while low < high {
    let middle = low + (high - low) / 2
    if counter.count(breaking(at: Double(middle) / layoutUnitsPerPoint), cap: wanted) > wanted {
      low = middle + 1
    } else {
      high = middle
    }
  }
  return Double(high) / layoutUnitsPerPoint
}

/// The narrowest width at which balanced wrapping makes `options.minLines`
/// lines of `items` (their `outerWidth`s), for the container's max-content
/// width: as step 2 of `minimumLineLengths`, searching up to the longest
/// paragraph. Unlike the layout, which breaks by outer widths clamped to 0,
/// this counts greedy's lines by the real ones, as Chromium sizes the
/// container (an item of outer width -5 between two of 40 leaves 75, not
/// 80: `negative-margin.json`, `max_content_balance_lines`).
func minimumLinesWidth(_ items: UnsafeBufferPointer<FlowItem>, options: FlowOptions) -> Double {
  let lengths = PrefixLengths(items, fit: LineFit(width: 0, gap: options.gapX), clampingNegative: false)
  let counter = GreedyLineCounter(items: items)
  var longest = 0.0
  for paragraph in counter.paragraphs {
    longest = max(longest, lengths.length(paragraph.lowerBound, paragraph.upperBound))
  }
  let wanted = min(options.minLines, items.count)
  return narrowestWidth(lengths, counter: counter, lines: wanted, widest: longest, gap: options.gapX)
}

/// Chromium's layout unit: lengths are whole multiples of 1/64 px.
private let layoutUnitsPerPoint = 64.0

/// Greedy's line count from prefix lengths: per line, a galloping search
/// for its end, so a count costs O(lines × log(items per line)), never more
/// than a pass over the items.
private struct GreedyLineCounter {
  /// Runs of items between forced breaks.
  let paragraphs: [Range<Int>]

  init(items: UnsafeBufferPointer<FlowItem>) {
    var paragraphs: [Range<Int>] = []
    var start = 0
    for index in items.indices where index > 0 && items[index].breakBefore {
      paragraphs.append(start..<index)
      start = index
    }
    if !items.isEmpty { paragraphs.append(start..<items.count) }
    self.paragraphs = paragraphs
  }

  /// Greedy's line count, or any number above `cap` once it passes it.
  func count(_ lengths: PrefixLengths, cap: Int) -> Int {
    // Galloping needs runs that only grow; otherwise CSS's scan, item by item.
    if !lengths.growsWithEveryItem { return scanningCount(lengths, cap: cap) }
    var count = 0
    for paragraph in paragraphs {
      var lineStart = paragraph.lowerBound
      while lineStart < paragraph.upperBound {
        // The last end in lineStart+2...upperBound that fits, else a lone
        // item: gallop past it, then search between.
        var low = lineStart + 1
        var step = 1
        while low + step <= paragraph.upperBound && lengths.fits(lineStart, low + step) {
          low += step
          step *= 2
        }
        var high = min(low + step - 1, paragraph.upperBound)
        while low < high {
          let middle = low + (high - low + 1) / 2
          if lengths.fits(lineStart, middle) { low = middle } else { high = middle - 1 }
        }
        lineStart = low
        count += 1
        if count > cap { return count }
      }
    }
    return count
  }
}

extension GreedyLineCounter {
  /// `count(_:cap:)` one item at a time: an item joins the line while the
  /// run from the line's start to it fits, as `greedyEnds` decides, whatever
  /// the items before it did to the run's length.
  fileprivate func scanningCount(_ lengths: PrefixLengths, cap: Int) -> Int {
    var count = 0
    for paragraph in paragraphs where !paragraph.isEmpty {
      var lineStart = paragraph.lowerBound
      count += 1
      var index = lineStart + 1
      while index < paragraph.upperBound {
        if !lengths.fits(lineStart, index + 1) {
          lineStart = index
          count += 1
          if count > cap { return count }
        }
        index += 1
      }
    }
    return count
  }
}

/// The items whose line, as Chromium's scan for exact fits sees it, ends at
/// them exactly at the wrap width. The scan starts a new line where one
/// overflows, and only counts the item that overflowed as the new line's
/// content once another item has been added to that line (a quirk kept so
/// that the nudged items are Chromium's).
private func exactFits(_ lengths: PrefixLengths, width: Double, items: UnsafeBufferPointer<FlowItem>) -> [Int] {
  let slack = lengths.fit.limit - width
  var fits: [Int] = []
  var lineStart = 0
  var hasContent = false
  for index in items.indices {
    if index > 0 && items[index].breakBefore {
      lineStart = index
      hasContent = false
    }
    let length = lengths.length(lineStart, index + 1)
    if abs(length - width) <= slack { fits.append(index) }
    if length > lengths.fit.limit {
      lineStart = hasContent ? index : index + 1
      hasContent = false
      continue
    }
    hasContent = true
  }
  return fits
}

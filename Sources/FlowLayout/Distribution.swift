// Distribution: turning a line's free space into offsets (justify-content).

/// Where a line's first item starts and how far apart its items sit.
struct Distribution {
  /// Start of the first item, measured from the line's start edge.
  var offset: Double
  /// Distance from one item's end to the next item's start (gap included).
  var between: Double
  /// Width added to every item (`stretch`).
  var grow: Double

  /// CSS `justify-content` for `count` fixed-size items and `free` space.
  /// Distributing values act as `start` when `free <= 0`, as Chromium does;
  /// `space-around` and `space-evenly` fall back to the physical start edge
  /// (their CSS fallback is `safe center`, and `safe` means `start`, not
  /// `flex-start`), which is the far end when the axis is `reversed`
  /// (row-reverse, wrap-reverse).
  ///
  /// With `safe` (CSS `safe start`, `safe center`, `safe end`), a negative
  /// `free` puts `start`, `center` and `end` at the physical start edge.
  init(_ justify: Justify, free: Double, count: Int, gap: Double, reversed: Bool = false, safe: Bool = false) {
    offset = 0
    between = gap
    grow = 0
    let n = Double(count)
    if safe && free < 0 && (justify == .start || justify == .center || justify == .end) {
      if reversed { offset = free }
      return
    }
    switch justify {
    case .start:
      break
    case .center:
      offset = free / 2
    case .end:
      offset = free
    case .spaceBetween:
      if free > 0 && count > 1 { between = gap + free / (n - 1) }
    case .spaceAround:
      if free > 0 && count > 0 {
        offset = free / (2 * n)
        between = gap + free / n
      } else if reversed && free < 0 {
        offset = free
      }
    case .spaceEvenly:
      if free > 0 {
        offset = free / (n + 1)
        between = gap + offset
      } else if reversed && free < 0 {
        offset = free
      }
    case .stretch:
      if free > 0 && count > 0 { grow = free / n }
    }
  }
}

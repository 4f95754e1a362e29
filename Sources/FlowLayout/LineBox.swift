// LineBox: one line's extent, measured before anything is placed.

/// A line's items and the sizes justify and align need.
struct LineBox {
  /// `items[start..<end]` sit on the line.
  var start: Int
  var end: Int
  /// The overflow chip ends this line.
  var hasChip: Bool
  /// Widths plus inner gaps, chip included.
  var used: Double
  /// The line's height: the tallest item, or with baseline alignment the
  /// largest ascent plus the largest descent.
  var height: Double
  /// Largest distance from an item's top to its baseline (baseline only).
  var ascent: Double
  /// The justify value this line uses (`lastLineJustify` on last lines).
  var justify: Justify

  /// Measures `items[start..<end]` and the optional chip.
  init(
    _ items: UnsafeBufferPointer<FlowItem>,
    start: Int,
    end: Int,
    chip: FlowItem?,
    gap: Double,
    baseline: Bool,
    justify: Justify
  ) {
    var widths = 0.0
    var tallest = 0.0
    var ascent = 0.0
    var descent = 0.0
    var count = end - start
    var index = start
    while index < end {
      let item = items[index]
      widths += item.width
      tallest = max(tallest, item.height)
      if baseline {
        let top = item.baseline ?? item.height
        ascent = max(ascent, top)
        descent = max(descent, item.height - top)
      }
      index += 1
    }
    if let chip {
      count += 1
      widths += chip.width
      tallest = max(tallest, chip.height)
      if baseline {
        let top = chip.baseline ?? chip.height
        ascent = max(ascent, top)
        descent = max(descent, chip.height - top)
      }
    }
    self.start = start
    self.end = end
    self.hasChip = chip != nil
    self.used = count > 0 ? widths + gap * Double(count - 1) : 0
    self.height = baseline ? ascent + descent : tallest
    self.ascent = ascent
    self.justify = justify
  }

  /// Number of boxes on the line, chip included.
  var count: Int { end - start + (hasChip ? 1 : 0) }
}

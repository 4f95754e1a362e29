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
  /// The line's height: the tallest item not aligned by baseline, or the
  /// largest ascent plus the largest descent of those that are, whichever is
  /// more.
  var height: Double
  /// Largest distance from the top of an item aligned by baseline to its
  /// baseline.
  var ascent: Double
  /// Largest distance from the baseline of an item aligned by baseline to
  /// its bottom.
  var descent: Double
  /// The justify value this line uses (`lastLineJustify` on last lines).
  var justify: Justify

  /// Measures `items[start..<end]` and the optional chip, in a container
  /// that aligns items by `align`.
  init(
    _ items: UnsafeBufferPointer<FlowItem>,
    start: Int,
    end: Int,
    chip: FlowItem?,
    gap: Double,
    align: Align,
    justify: Justify
  ) {
    var extent = CrossExtent()
    var widths = 0.0
    var count = end - start
    var index = start
    while index < end {
      let item = items[index]
      widths += item.width
      extent.add(item, align: align)
      index += 1
    }
    if let chip {
      count += 1
      widths += chip.width
      extent.add(chip, align: align)
    }
    self.start = start
    self.end = end
    self.hasChip = chip != nil
    self.used = count > 0 ? widths + gap * Double(count - 1) : 0
    self.height = max(extent.tallest, extent.ascent + extent.descent)
    self.ascent = extent.ascent
    self.descent = extent.descent
    self.justify = justify
  }

  /// Number of boxes on the line, chip included.
  var count: Int { end - start + (hasChip ? 1 : 0) }
}

/// A line's height as its items add up (CSS Flexbox §9.4, step 8): items
/// aligned by baseline contribute their ascent and descent, the others
/// their height.
struct CrossExtent {
  var tallest = 0.0
  var ascent = 0.0
  var descent = 0.0

  @inline(__always)
  mutating func add(_ item: FlowItem, align: Align) {
    if (item.alignSelf ?? align) == .baseline {
      let top = item.baseline ?? item.height
      ascent = max(ascent, top)
      descent = max(descent, item.height - top)
    } else {
      tallest = max(tallest, item.height)
    }
  }
}

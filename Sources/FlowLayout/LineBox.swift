// LineBox: one line's extent, measured before anything is placed.

/// A line's items and the sizes justify and align need.
struct LineBox {
  /// `items[start..<end]` sit on the line.
  var start: Int
  var end: Int
  /// The overflow chip ends this line.
  var hasChip: Bool
  /// Outer widths plus inner gaps, chip included.
  var used: Double
  /// Auto margins along the line (left and right ones), which share its
  /// free space before `justify` does.
  var autoMargins: Int
  /// The line's height: the tallest item not aligned by baseline, or the
  /// largest ascent plus the largest descent of those that are, whichever is
  /// more.
  var height: Double
  /// Largest distance from the top of an item aligned by baseline to its
  /// baseline (minus infinity when none is).
  var ascent: Double
  /// Largest distance from the baseline of an item aligned by baseline to
  /// its bottom (minus infinity when none is).
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
    justify: Justify,
    uniform: Bool
  ) {
    var extent = CrossExtent()
    var widths = 0.0
    var autoMargins = 0
    var count = end - start
    var index = start
    if uniform {
      // No margins and no item aligning itself: the container's align for all.
      let baseline = align == .baseline
      while index < end {
        let item = items[index]
        widths += item.width
        if baseline {
          let top = item.baseline ?? item.height
          extent.ascent = max(extent.ascent, top)
          extent.descent = max(extent.descent, item.height - top)
        } else {
          extent.tallest = max(extent.tallest, item.height)
        }
        index += 1
      }
    }
    while index < end {
      let item = items[index]
      widths += item.outerWidth
      extent.add(item, align: align)
      if !item.autoMargins.isEmpty { autoMargins += item.autoMargins.alongLine }
      index += 1
    }
    if let chip {
      count += 1
      widths += chip.outerWidth
      extent.add(chip, align: align)
      autoMargins += chip.autoMargins.alongLine
    }
    self.autoMargins = autoMargins
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
/// aligned by baseline (with no auto margin above or below) contribute
/// their ascent and descent, margins included, the others their outer
/// height; every height clamped to the item's `minHeight...maxHeight`
/// (step 7, the hypothetical cross size). The line is never less than 0
/// tall, but negative margins may make an item's outer height, ascent or
/// descent negative: the largest ascent and the largest descent start from
/// nothing (minus infinity, as Blink's start from its smallest length), so a
/// baseline group whose descents are all negative is shorter than its
/// largest ascent.
struct CrossExtent {
  var tallest = 0.0
  var ascent = -Double.infinity
  var descent = -Double.infinity

  @inline(__always)
  mutating func add(_ item: FlowItem, align: Align) {
    let height = item.usedHeight
    if (item.alignSelf ?? align) == .baseline && !item.autoMargins.acrossLine {
      let top = item.usedBaseline
      ascent = max(ascent, item.margin.top + top)
      descent = max(descent, height - top + item.margin.bottom)
    } else {
      tallest = max(tallest, height + item.margin.top + item.margin.bottom)
    }
  }
}

extension FlowSides {
  /// How many of the left and right sides are in the set.
  @inline(__always)
  var alongLine: Int { (contains(.left) ? 1 : 0) + (contains(.right) ? 1 : 0) }

  /// Whether the top or the bottom side is in the set.
  @inline(__always)
  var acrossLine: Bool { !isDisjoint(with: .vertical) }
}

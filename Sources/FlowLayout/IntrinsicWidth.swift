// IntrinsicWidth: the container's min-content and max-content widths (CSS Flexbox §9.9.1, as Chromium computes them).

/// One of the container's intrinsic widths (CSS Sizing 3 §5), for a
/// container sized by its content rather than given a width.
public enum IntrinsicWidth: String, Sendable, Hashable, CaseIterable {
  /// The narrowest the container can be without an item overflowing it
  /// (CSS `width: min-content`).
  case minContent = "min-content"
  /// The width the items take without wrapping (CSS `width: max-content`).
  case maxContent = "max-content"
}

/// The width of the content box that `items` give a multi-line row
/// container sized by its content, as Chromium computes CSS Flexbox §9.9.1:
///
/// - `.minContent`: the widest item's outer width (its `width` clamped to
///   its minimum and maximum, plus its margins, which may be negative), its
///   flex basis aside, and never less than 0.
/// - `.maxContent`: the longest run of items between forced breaks on one
///   line, each at its hypothetical outer width (its basis clamped, plus its
///   margins), with `gapX` between neighbours; under `.balanced`
///   wrapping with `minLines` above 1 (CSS `flex-line-count`), the
///   narrowest width, in steps of 1/64 pt, at which they make no more lines
///   than that, and never less than the min-content width. Negative outer
///   widths count as they are here (a line's length may fall as it grows),
///   as Chromium counts them when it sizes the container, although
///   balanced wrapping then breaks the lines by outer widths clamped to 0.
///
/// Set `FlowOptions.width` to the result (clamped as the container's own
/// minimum and maximum width say) to lay the items out in a container of
/// that width. Of the container's settings only these three count: `gapX`,
/// `wrap` and `minLines`, as `FlowOptions` means them (a percentage gap
/// resolves to 0 here, as CSS resolves it against a width still unknown).
///
/// ```swift
/// let three = [50.0, 100, 25].map { FlowItem(width: $0, height: 24) }
/// try intrinsicWidth(.minContent, of: three)  // 100
/// try intrinsicWidth(.maxContent, of: three, gapX: 8)  // 191
/// try intrinsicWidth(.maxContent, of: three, wrap: .balanced, minLines: 2)  // 125
/// ```
///
/// - Returns: a finite width `>= 0`; 0 for no items.
/// - Throws: `FlowLayoutError` for a bad gap, `minLines` or item.
public func intrinsicWidth(
  _ size: IntrinsicWidth, of items: [FlowItem], gapX: Double = 0, wrap: WrapMode = .greedy, minLines: Int = 1
) throws(FlowLayoutError) -> Double {
  try contentBoxWidth(items, options: FlowOptions(width: 0, gapX: gapX, wrap: wrap, minLines: minLines), size)
}

/// `intrinsicWidth(_:of:gapX:wrap:minLines:)` with the gap, wrapping and line count read from
/// `options`; its other settings, `width` among them, are not used.
@available(*, deprecated, renamed: "intrinsicWidth(_:of:gapX:wrap:minLines:)")
public func intrinsicWidth(
  _ items: [FlowItem], options: FlowOptions, _ size: IntrinsicWidth
) throws(FlowLayoutError) -> Double {
  try intrinsicWidth(size, of: items, gapX: options.gapX, wrap: options.wrap, minLines: options.minLines)
}

/// The width itself, from the settings of `options` that count.
private func contentBoxWidth(
  _ items: [FlowItem], options: FlowOptions, _ size: IntrinsicWidth
) throws(FlowLayoutError) -> Double {
  try validateRules(options)
  _ = try validate(items)
  var widest = 0.0
  for item in items { widest = max(widest, item.clamped(item.width) + item.margin.left + item.margin.right) }
  if size == .minContent { return widest }
  // Lines break by hypothetical widths: each item at its clamped basis.
  let hypothetical = items.map { item in
    var item = item
    item.width = item.hypotheticalWidth
    return item
  }
  widest = hypothetical.reduce(0) { max($0, $1.outerWidth) }
  if options.wrap == .balanced && options.minLines > 1 {
    return max(widest, hypothetical.withUnsafeBufferPointer { minimumLinesWidth($0, options: options) })
  }
  var longest = 0.0
  var line = 0.0
  for (index, item) in hypothetical.enumerated() {
    if index == 0 || item.breakBefore {
      longest = max(longest, line)
      line = item.outerWidth
    } else {
      line += options.gapX + item.outerWidth
    }
  }
  return max(longest, line)
}

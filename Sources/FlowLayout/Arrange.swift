// Arrange: the engine's entry point, from sizes and options to frames.

/// Arranges `items` in wrapped lines, as CSS `display: flex;
/// flex-wrap: wrap` does, plus the extras in `FlowOptions`. Fixed-size items
/// keep their width; flexible ones (`FlowItem.grow`, `shrink`, `basis`,
/// `minWidth`, `maxWidth`) are broken into lines by their clamped basis and
/// then resolved line by line (`FlowOptions.distribution`).
///
/// - Parameters:
///   - items: the boxes, in reading order.
///   - options: the container and the rules.
///   - overflowItem: measures the "+n" chip for `n` hidden items; called as
///     often as needed when `options.maxLines` hides items. Without it hidden
///     items are only counted.
/// - Returns: the container size and one frame per visible item.
/// - Throws: `FlowLayoutError` naming the first bad option or item; the
///   engine never traps on input.
public func arrange(
  _ items: [FlowItem],
  options: FlowOptions,
  overflowItem: ((Int) -> FlowItem)? = nil
) throws(FlowLayoutError) -> FlowLayoutResult {
  try validate(options)
  if let result = try arrangeStartAligned(items, options: options) { return result }
  return try arrangeLines(items, options: options, overflowItem: overflowItem)
}

/// The general path, for options already validated.
///
/// 1. Break the items into lines (`WrapMode`), validating every item; lines
///    with flexible items take `arrangeFlexible` instead.
/// 2. Keep `maxLines` lines and make room for the overflow chip.
/// 3. Place the lines: justify, align, direction, fit.
func arrangeLines(
  _ items: [FlowItem],
  options: FlowOptions,
  overflowItem: ((Int) -> FlowItem)?
) throws(FlowLayoutError) -> FlowLayoutResult {
  // Step 1.
  var check = ItemCheck()
  let ends = try lineEnds(items, options: options, check: &check, stopIfFlexible: true)
  if !check.isFixed { return try arrangeFlexible(items, options: options, overflowItem: overflowItem) }
  if !check.isPlain { try validateAll(items) }

  // Step 2.
  let cut = try truncate(items, ends: ends, options: options, overflowItem: overflowItem)

  // Step 3.
  let placed = items.withUnsafeBufferPointer {
    place($0, ends: cut.ends, chip: cut.chip, options: options, uniform: check.isUniform)
  }
  return FlowLayoutResult(
    width: placed.width,
    height: placed.height,
    frames: placed.frames,
    lineCount: cut.ends.count,
    visibleCount: placed.frames.count,
    overflow: placed.overflow,
    hiddenCount: cut.hiddenCount
  )
}

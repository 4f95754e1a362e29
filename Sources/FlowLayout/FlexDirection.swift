// FlexDirection: which way along a line the items run.

/// The main axis, as CSS `flex-direction` for a row container (columns are
/// out of scope: the engine wraps rows).
///
/// `rowReverse` swaps the line's start and end edges, so with `Direction.ltr`
/// the first item sits at the right edge and `Justify.start` means the right;
/// with `Direction.rtl` it is back at the left. Lines still break in input
/// order, and `Justify` values name the flex-relative edges (CSS
/// `flex-start`, `flex-end`), except that on a line with no free space
/// `space-around` and `space-evenly` fall back to the physical start edge
/// of `direction` (CSS `safe`), as Chromium does.
public enum FlexDirection: String, Sendable, Codable, CaseIterable {
  /// Items run from the start edge of `Direction` (CSS `row`).
  case row
  /// Items run from the end edge of `Direction` (CSS `row-reverse`).
  case rowReverse = "row-reverse"
}

extension FlowOptions {
  /// Whether lines fill from the right edge: `rtl`, or `rowReverse`, but not both.
  var fillsFromRight: Bool { (direction == .rtl) != (flexDirection == .rowReverse) }
}

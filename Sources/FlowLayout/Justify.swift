// Justify: how a line's free space is shared along the main axis.

/// Distribution of a line's free space (`free = containerWidth - usedWidth`),
/// as CSS `justify-content` for fixed-size flex items.
///
/// The distributing values fall back to `start` when there is no free space
/// (`free <= 0`), which only happens on a line holding one oversized item;
/// `center` and `end` do not fall back, so an oversized item may start left
/// of the container, as in CSS.
public enum Justify: String, Sendable, Codable, CaseIterable {
  /// Items packed at the start edge (left for ltr, right for rtl).
  case start
  /// Items centred; the offset `free / 2` may be negative.
  case center
  /// Items packed at the end edge; the offset is `free`.
  case end
  /// First and last item at the edges, the rest spread evenly; a line with
  /// one item acts as `start`.
  case spaceBetween = "space-between"
  /// `free / n` around each item, so half of that at both ends.
  case spaceAround = "space-around"
  /// `free / (n + 1)` before, between and after the items.
  case spaceEvenly = "space-evenly"
  /// Every item grows by `free / n` (CSS `flex-grow: 1` on every item).
  case stretch

  /// Parses a CSS `justify-content` keyword; accepts this type's raw values
  /// and the aliases `flex-start`, `flex-end` and `normal` (`start` in a flex container).
  public init?(css: String) {
    switch css {
    case "flex-start", "normal": self = .start
    case "flex-end": self = .end
    default: self.init(rawValue: css)
    }
  }

  /// Every spelling `init(css:)` accepts, for messages.
  public static let cssNames = allCases.map(\.rawValue) + ["flex-start", "flex-end", "normal"]
}

// Align: where an item sits vertically inside its line.

/// Cross-axis placement of an item inside its line, as CSS `align-items`
/// (for every item, `FlowOptions.align`) and `align-self` (for one,
/// `FlowItem.alignSelf`).
///
/// A line is as tall as the largest of: the tallest item not aligned by
/// baseline, and the largest ascent plus the largest descent of the items
/// aligned by baseline (CSS Flexbox §9.4, step 8).
public enum Align: String, Sendable, Codable, CaseIterable {
  /// Top edges line up with the line's top.
  case start
  /// Items centred in the line's height.
  case center
  /// Bottom edges line up with the line's bottom.
  case end
  /// First baselines of the items aligned by baseline line up, at the
  /// line's top.
  case baseline
  /// The item is as tall as its line (CSS `stretch` of an item whose height
  /// is `auto`): its `height` is the content's height, which the line is at
  /// least as tall as, so a stretched item only ever grows. An item whose
  /// height is set, which CSS does not stretch, is aligned `start` instead.
  case stretch

  /// Parses a CSS `align-items` or `align-self` keyword; accepts this type's
  /// raw values and the aliases `flex-start`, `flex-end` and `normal`
  /// (`stretch` for flex items).
  public init?(css: String) {
    switch css {
    case "flex-start": self = .start
    case "flex-end": self = .end
    case "normal": self = .stretch
    default: self.init(rawValue: css)
    }
  }

  /// Every spelling `init(css:)` accepts, for messages.
  public static let cssNames = allCases.map(\.rawValue) + ["flex-start", "flex-end", "normal"]
}

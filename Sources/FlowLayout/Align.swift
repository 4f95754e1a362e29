// Align: where an item sits vertically inside its line.

/// Cross-axis placement of an item inside its line, as CSS `align-items`.
public enum Align: String, Sendable, Encodable, CaseIterable {
  /// Top edges line up with the line's top.
  case start
  /// Items centred in the line's height.
  case center
  /// Bottom edges line up with the line's bottom.
  case end
  /// First baselines line up; the line is then as tall as the largest ascent
  /// plus the largest descent, as in CSS.
  case baseline

  /// Parses a CSS `align-items` keyword; accepts this type's raw values and
  /// the aliases `flex-start` and `flex-end`.
  public init?(css: String) {
    switch css {
    case "flex-start": self = .start
    case "flex-end": self = .end
    default: self.init(rawValue: css)
    }
  }

  /// Every spelling `init(css:)` accepts, for messages.
  public static let cssNames = allCases.map(\.rawValue) + ["flex-start", "flex-end"]
}

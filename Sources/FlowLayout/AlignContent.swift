// AlignContent: where the lines sit in a container taller than they are.

/// Cross-axis placement of the lines in a container of fixed height
/// (`FlowOptions.height`) or one whose height `FlowOptions.minHeight` or
/// `FlowOptions.maxHeight` changed, as CSS `align-content` in a wrapping
/// flex container.
///
/// The free space is the content box's height minus the lines and the gaps
/// between them.
/// When it is negative (the lines are taller than the container), `center`
/// and `end` still centre or end-align them, so lines stick out above the
/// top edge, while the distributing values and `stretch` act as `start`:
/// what Chromium does.
public enum AlignContent: String, Sendable, Codable, CaseIterable {
  /// Lines packed at the top.
  case start
  /// Lines centred; the offset `free / 2` may be negative.
  case center
  /// Lines packed at the bottom; the offset is `free`.
  case end
  /// First line at the top, last at the bottom, the rest spread evenly; one
  /// line acts as `start`.
  case spaceBetween = "space-between"
  /// `free / n` around each line, so half of that above the first and below the last.
  case spaceAround = "space-around"
  /// `free / (n + 1)` above, between and below the lines.
  case spaceEvenly = "space-evenly"
  /// Every line grows by `free / n`, and its items align (`Align`) within the taller line.
  case stretch

  /// Parses a CSS `align-content` keyword; accepts this type's raw values and
  /// the aliases `flex-start`, `flex-end` and `normal` (`stretch` in a flex container).
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

  /// Lines share the free space as items on a line do.
  var distribution: Justify {
    switch self {
    case .start: .start
    case .center: .center
    case .end: .end
    case .spaceBetween: .spaceBetween
    case .spaceAround: .spaceAround
    case .spaceEvenly: .spaceEvenly
    case .stretch: .stretch
    }
  }
}

// Direction: which edge a line fills from.

/// Inline direction, as CSS `direction`.
public enum Direction: String, Sendable, Codable, CaseIterable {
  /// Lines fill from the left.
  case ltr
  /// Lines fill from the right: every x is mirrored inside the container, so
  /// `Justify.start` means the right edge.
  case rtl
}

// The file formats TagFlow writes.

/// An image format; every format is drawn from the same Scene, so they agree.
public enum OutputFormat: String, Sendable, CaseIterable {
  case png, svg, pdf

  /// The format a path's extension names (`out.PNG` → png), if any.
  public init?(path: String) {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
    self.init(rawValue: path[path.index(after: dot)...].lowercased())
  }
}

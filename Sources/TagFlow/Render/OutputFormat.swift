// The file formats TagFlow writes.

/// An image format; every format is drawn from the same Scene, so they agree.
public enum OutputFormat: String, Sendable, CaseIterable {
  /// A bitmap, `scale` pixels per point, compressed as `RenderOptions.pngCompression` says.
  case png
  /// A vector image in CSS px: text as outlines or as text (`SVGTextMode`), links as `<a href>`.
  case svg
  /// A vector page in points, with the text as text and links as link annotations.
  case pdf

  /// The format a path's extension names (`out.PNG` → png), if any.
  public init?(path: String) {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
    self.init(rawValue: path[path.index(after: dot)...].lowercased())
  }
}

// The file formats TagFlow writes.

/// An image format; every format is drawn from the same ChipScene, so they agree.
public enum OutputFormat: String, Sendable, CaseIterable, Codable {
  /// A bitmap, `scale` pixels per point, compressed as `RenderOptions.pngCompression` says.
  case png
  /// A vector image in CSS px: text as outlines or as text (`SVGTextMode`), links as `<a href>`.
  case svg
  /// A vector page in points, with the text as text and links as link annotations.
  case pdf

  /// Whether the format is pixels: `scale` sets how many a point, a check compares them
  /// pixel by pixel, and the canvas is limited in pixels. Vector formats are documents.
  package var isRaster: Bool {
    switch self {
    case .png: true
    case .svg, .pdf: false
    }
  }

  /// Whether chip edges snap to the format's grid unless `RenderOptions.snap` says
  /// otherwise: pixels and CSS px do, a PDF page (printed and zoomed at any resolution) does not.
  var snapsByDefault: Bool { self != .pdf }

  /// A new encoder for the format: the one place a format meets the code that writes it.
  func makeEncoder() -> any FormatEncoder {
    switch self {
    case .png: PNGFormatEncoder()
    case .svg: SVGFormatEncoder()
    case .pdf: PDFFormatEncoder()
    }
  }

  /// The format a path's extension names (`out.PNG` → png), if any.
  package init?(path: String) {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
    self.init(rawValue: path[path.index(after: dot)...].lowercased())
  }
}

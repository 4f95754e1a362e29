// Why an image could not become a PNG.

/// The one input PNG cannot store: an image with no pixels.
public enum PNGEncodingError: Error, Sendable, Equatable, CustomStringConvertible {
  /// PNG requires a width and height of at least 1.
  case emptyImage(Bitmap.Size)

  /// One line saying why, with the image's size.
  public var description: String {
    switch self {
    case .emptyImage(let size):
      "cannot encode a \(size) image as PNG: width and height must be at least 1"
    }
  }
}

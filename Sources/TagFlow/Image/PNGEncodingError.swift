// Why an image could not become a PNG.

/// The one input PNG cannot store: an image with no pixels. One line (`description`) says so,
/// with the image's size.
public struct PNGEncodingError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The image's size: a width or height of 0 (PNG requires at least 1 of each).
  package var size: Bitmap.Size

  /// An image of `size`, which has no pixels.
  package static func emptyImage(_ size: Bitmap.Size) -> Self {
    Self(size: size)
  }

  /// One line saying why, with the image's size.
  public var description: String {
    "cannot encode a \(size) image as PNG: width and height must be at least 1"
  }
}

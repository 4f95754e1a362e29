// An image decoded, with what its reading noticed but did not refuse.

import TagFlow

/// The pixels of an image file and, when there is one, the warning its reading gave: the
/// file is compared, and the warning printed beside the result.
package struct DecodedImage: Sendable {
  /// The pixels, straight 8-bit RGBA.
  package var bitmap: Bitmap
  /// What was odd about the file but lost no pixel (a PNG that ends before its IEND chunk).
  package var warning: String?

  package init(_ bitmap: Bitmap, warning: String? = nil) {
    (self.bitmap, self.warning) = (bitmap, warning)
  }

  /// The warning of a PNG whose every row decoded but whose data ends before IEND.
  package static let endsBeforeIEND =
    "the data ends before the IEND chunk that closes a PNG, after every row of the image: compared as read"
}

// An image a result carries for people to look at: PNG or SVG bytes and their media type.

import TagFlow

/// Bytes a browser can show as they are (`image/png`, `image/svg+xml`): the HTML report
/// inlines them as data URIs.
package struct CheckImage: Sendable, Equatable {
  package var bytes: [UInt8]
  package var mediaType: String

  package init(bytes: [UInt8], mediaType: String) {
    self.bytes = bytes
    self.mediaType = mediaType
  }

  package static func png(_ bytes: [UInt8]) -> CheckImage { CheckImage(bytes: bytes, mediaType: "image/png") }
  package static func svg(_ bytes: [UInt8]) -> CheckImage { CheckImage(bytes: bytes, mediaType: "image/svg+xml") }

  /// Raster bytes as a browser can show them: PNG, JPEG and WebP as they are, under the
  /// media type their first bytes announce; a TIFF, which browsers do not draw, decoded and
  /// saved as PNG (nil when it does not decode within `maxPixels`).
  package static func raster(_ bytes: [UInt8], maxPixels: Int) -> CheckImage? {
    switch ImageFileFormat(sniffing: bytes) {
    case .jpeg: CheckImage(bytes: bytes, mediaType: "image/jpeg")
    case .webp: CheckImage(bytes: bytes, mediaType: "image/webp")
    case .tiff: (try? ImageDecoder.decode(bytes, maxPixels: maxPixels).pngBytes()).map { .png($0) }
    case .png, nil: .png(bytes)
    }
  }

  /// The pixel size a PNG's header declares; nil for the other formats. A report gives it to
  /// the image's tag, so that the page keeps the image's room before it loads and the
  /// browser defers loading the images far below the window.
  package var pixelSize: Bitmap.Size? {
    mediaType == "image/png" ? PNGDecoder.headerSize(bytes) : nil
  }

  /// The file extension that goes with the media type.
  package var fileExtension: String {
    switch mediaType {
    case "image/svg+xml": "svg"
    case "image/jpeg": "jpg"
    case "image/webp": "webp"
    default: "png"
    }
  }
}

// An image a result carries for people to look at: PNG or SVG bytes and their media type.

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

  /// The file extension that goes with the media type.
  package var fileExtension: String { mediaType == "image/svg+xml" ? "svg" : "png" }
}

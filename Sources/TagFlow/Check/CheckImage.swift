// An image a result carries for people to look at: PNG or SVG bytes and their media type.

/// Bytes a browser can show as they are (`image/png`, `image/svg+xml`): the HTML report
/// inlines them as data URIs.
public struct CheckImage: Sendable, Equatable {
  public var bytes: [UInt8]
  public var mediaType: String

  public init(bytes: [UInt8], mediaType: String) {
    self.bytes = bytes
    self.mediaType = mediaType
  }

  public static func png(_ bytes: [UInt8]) -> CheckImage { CheckImage(bytes: bytes, mediaType: "image/png") }
  public static func svg(_ bytes: [UInt8]) -> CheckImage { CheckImage(bytes: bytes, mediaType: "image/svg+xml") }

  /// The file extension that goes with the media type.
  public var fileExtension: String { mediaType == "image/svg+xml" ? "svg" : "png" }
}

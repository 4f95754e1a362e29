// Telling a file by its first bytes, so a picture or a document given where text goes is named as what it is.

/// File formats people give by mistake where text is read (a manifest, a tag
/// list): recognised by their signatures.
package enum BinaryFormat: String, CaseIterable {
  case png = "a PNG image"
  case jpeg = "a JPEG image"
  case gif = "a GIF image"
  case webp = "a WebP image"
  case pdf = "a PDF document"
  case zip = "a ZIP archive"
  case gzip = "a gzip archive"

  private var signature: [UInt8?] {
    switch self {
    case .png: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    case .jpeg: [0xFF, 0xD8, 0xFF]
    case .gif: Array("GIF8".utf8)
    // RIFF, four bytes of size, WEBP.
    case .webp: Array("RIFF".utf8) + [nil, nil, nil, nil] + Array("WEBP".utf8)
    case .pdf: Array("%PDF-".utf8)
    case .zip: [0x50, 0x4B, 0x03, 0x04]
    case .gzip: [0x1F, 0x8B]
    }
  }

  /// The format whose signature `bytes` start with, if any.
  package init?(of bytes: [UInt8]) {
    guard
      let format = Self.allCases.first(where: { format in
        bytes.count >= format.signature.count
          && Swift.zip(bytes, format.signature).allSatisfy { byte, expected in expected.map { $0 == byte } ?? true }
      })
    else { return nil }
    self = format
  }
}

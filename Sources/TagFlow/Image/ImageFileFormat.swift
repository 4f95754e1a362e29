// The image formats `diff` reads, told apart by their first bytes, never by a file's name.

/// A format `ImageDecoder` reads: what odiff and reg-cli compare and a Debian library decodes
/// well. GIF and BMP are not read: screenshots are rarely saved in either.
package enum ImageFileFormat: String, Sendable, CaseIterable, CustomStringConvertible {
  /// PNG: TagFlow's own decoder.
  case png
  /// JPEG, baseline or progressive: libjpeg-turbo.
  case jpeg
  /// WebP, lossy or lossless: libwebp.
  case webp
  /// TIFF, either byte order: libtiff.
  case tiff

  /// The format whose signature `bytes` start with; nil for anything else.
  package init?(sniffing bytes: some Collection<UInt8>) {
    let head = Array(bytes.prefix(12))
    func starts(_ signature: [UInt8], at offset: Int = 0) -> Bool {
      head.count >= offset + signature.count && head[offset..<offset + signature.count].elementsEqual(signature)
    }
    if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      self = .png
    } else if starts([0xFF, 0xD8, 0xFF]) {
      self = .jpeg
    } else if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) {
      self = .webp
    } else if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) {
      self = .tiff
    } else {
      return nil
    }
  }

  /// The name messages use: `PNG`, `JPEG`, `WebP`, `TIFF`.
  package var description: String {
    switch self {
    case .png: "PNG"
    case .jpeg: "JPEG"
    case .webp: "WebP"
    case .tiff: "TIFF"
    }
  }

  /// The file name extensions of the format, lower-case, without the dot.
  package var extensions: [String] {
    switch self {
    case .png: ["png"]
    case .jpeg: ["jpg", "jpeg"]
    case .webp: ["webp"]
    case .tiff: ["tif", "tiff"]
    }
  }

  /// `PNG, JPEG, WebP or TIFF`, as messages list them.
  package static let named = allCases.dropLast().map(\.description).joined(separator: ", ") + " or \(allCases.last!)"
}

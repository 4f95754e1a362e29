// What a file given to compare holds, told by its first bytes: a raster image, an SVG or a PDF.

import TagFlow

/// The kinds of image two files can be compared as, each told by the file's first bytes, never
/// by its name: a raster format `ImageDecoder` reads (PNG, JPEG, WebP, TIFF: compared as pixels,
/// in any mix), SVG (as normalised text, then as pictures) and PDF (as pages). Two files pair
/// when both are raster images, both SVG or both PDF (`pairs(with:)`).
package enum ImageKind: Equatable, Sendable, CustomStringConvertible {
  case raster(ImageFileFormat)
  case svg
  case pdf

  /// `PNG, JPEG, WebP, TIFF, SVG or PDF`: every kind, as messages list them.
  package static let named = "PNG, JPEG, WebP, TIFF, SVG or PDF"

  /// The kind `bytes` start with: a raster format's signature, `%PDF-`, or XML whose first
  /// element is `<svg` (after an optional byte order mark, white space, an XML declaration,
  /// comments, processing instructions and a document type). Nil for anything else.
  package init?(sniffing bytes: [UInt8]) {
    if let format = ImageFileFormat(sniffing: bytes) {
      self = .raster(format)
    } else if bytes.starts(with: Array("%PDF-".utf8)) {
      self = .pdf
    } else if Self.startsWithSVGElement(bytes) {
      self = .svg
    } else {
      return nil
    }
  }

  /// The format `ReferenceChecker` compares the kind as: PNG for every raster format, whose
  /// decoder tells them apart again by their first bytes.
  package var format: OutputFormat {
    switch self {
    case .raster: .png
    case .svg: .svg
    case .pdf: .pdf
    }
  }

  /// Whether a file of this kind can be compared with one of `other`: two raster images of
  /// any formats, two SVGs, two PDFs.
  package func pairs(with other: ImageKind) -> Bool { format == other.format }

  /// `PNG`, `JPEG`, `WebP`, `TIFF`, `SVG`, `PDF`.
  package var description: String {
    switch self {
    case .raster(let format): format.description
    case .svg: "SVG"
    case .pdf: "PDF"
    }
  }

  /// True when the first element of the XML in `bytes` is `svg`. Only the prolog is read.
  private static func startsWithSVGElement(_ bytes: [UInt8]) -> Bool {
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    func skipSpace() {
      while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }
    func starts(_ text: String) -> Bool {
      let utf8 = Array(text.utf8)
      return bytes.count - index >= utf8.count && bytes[index..<index + utf8.count].elementsEqual(utf8)
    }
    /// Moves past the next `end`; false when there is none.
    func skip(past end: String) -> Bool {
      let utf8 = Array(end.utf8)
      while index + utf8.count <= bytes.count {
        if bytes[index..<index + utf8.count].elementsEqual(utf8) {
          index += utf8.count
          return true
        }
        index += 1
      }
      return false
    }
    while true {
      skipSpace()
      if starts("<?") {
        guard skip(past: "?>") else { return false }
      } else if starts("<!--") {
        guard skip(past: "-->") else { return false }
      } else if starts("<!DOCTYPE") {
        // An internal subset in brackets may hold `>`.
        while index < bytes.count, bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "[") {
          index += 1
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "["), !skip(past: "]") { return false }
        guard skip(past: ">") else { return false }
      } else {
        guard starts("<svg"), index + 4 < bytes.count else { return false }
        return [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ">"), UInt8(ascii: "/")].contains(bytes[index + 4])
      }
    }
  }
}

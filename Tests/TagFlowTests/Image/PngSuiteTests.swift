// PngSuite: every valid image decodes to its stored samples, every corrupt one is refused.

import Foundation
import Testing

@testable import TagFlow
@testable import TagFlowBatch
@testable import TagFlowComparison

/// Willem van Schaik's PngSuite (2017jul19, `Fixtures/PngSuite`): every colour type, bit depth,
/// interlacing, gamma, chunk order and transparency case, and 14 corrupt files. The expected
/// pixels are pypng's decoding of the same files (`scripts/make-pngsuite-expectations.py`),
/// stored as SHA-256 digests of the RGBA bytes, so this test needs no Python.
@Suite struct PngSuiteTests {
  /// One line of `expected-rgba.tsv`.
  struct Expected: Sendable, CustomTestStringConvertible {
    var name: String
    var size: Bitmap.Size
    var sha256: String
    var testDescription: String { name }
  }

  static let folder = Fixtures.path("PngSuite")

  static let expected: [Expected] = {
    let text = (try? String(contentsOfFile: folder + "/expected-rgba.tsv", encoding: .utf8)) ?? ""
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
      let fields = line.split(separator: "\t").map(String.init)
      guard fields.count == 4, let width = Int(fields[1]), let height = Int(fields[2]) else { return nil }
      return Expected(name: fields[0], size: Bitmap.Size(width: width, height: height), sha256: fields[3])
    }
  }()

  static let images: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".png") }.sorted()
  }()

  /// The corrupt images: PngSuite names them with a leading x.
  static let corrupt = images.filter { $0.hasPrefix("x") }

  static func bytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)))
  }

  static func digest(_ bitmap: Bitmap) -> String {
    SHA256.hash(bitmap.pixels).map { String(format: "%02x", $0) }.joined()
  }

  @Test func theSuiteIsComplete() {
    #expect(Self.expected.count == 161)
    #expect(Self.corrupt.count == 14)
    #expect(Self.expected.map(\.name) == Self.images.filter { !$0.hasPrefix("x") })
  }

  @Test(arguments: expected)
  func decodesToTheStoredSamples(_ image: Expected) throws {
    let bitmap = try PNGDecoder.decode(contentsOfFile: Self.folder + "/" + image.name)
    #expect(bitmap.size == image.size)
    #expect(
      Self.digest(bitmap) == image.sha256,
      """
      \(image.name) decodes to other samples than pypng's; \
      python3 scripts/make-pngsuite-expectations.py --dump \(image.name) expected.rgba writes the expected bytes
      """)
  }

  @Test(arguments: corrupt)
  func aCorruptImageIsRefusedWithOneLine(_ name: String) throws {
    let path = Self.folder + "/" + name
    do {
      let bitmap = try PNGDecoder.decode(contentsOfFile: path)
      Issue.record("\(name) decoded to \(bitmap.size)")
    } catch {
      switch error.kind {
      case .notPNG(path), .corrupt(path, _): break
      default: Issue.record("\(name): \(error)")
      }
      #expect(error.description.hasPrefix(path + ": "))
      #expect(!error.description.contains("\n"))
    }
  }

  /// The issue's `basn0g08.png` against the same samples without `gAMA`, for every image:
  /// with every ancillary chunk but `tRNS` taken out, the pixels are the same.
  @Test(arguments: expected)
  func ancillaryChunksNeverChangeTheSamples(_ image: Expected) throws {
    let png = try Self.bytes(image.name)
    let chunks = pngChunks(png)
    let kept = chunks.filter { ["IHDR", "PLTE", "tRNS", "IDAT", "IEND"].contains($0.type) }
    let stripped = Array(png.prefix(8)) + kept.flatMap { png[$0.range] }
    #expect(try PNGDecoder.decode(stripped) == PNGDecoder.decode(png))
  }

  /// Cut at any chunk boundary before the last IDAT chunk ends: refused, or (when the rows
  /// were all in earlier chunks) the whole image. Cut anywhere after it, IEND cut off or cut
  /// short included: every row is there, so the image is read, with a warning. Bytes
  /// appended after IEND: refused, saying how many.
  @Test(arguments: expected)
  func aCutThatLosesPixelsOrAnOverlongImageIsRefused(_ image: Expected) throws {
    let png = try Self.bytes(image.name)
    let whole = try PNGDecoder.decode(png)
    let chunks = pngChunks(png)
    let imageEnd = try #require(chunks.last { $0.type == "IDAT" }).range.upperBound
    for chunk in chunks.dropLast() where chunk.range.upperBound < imageEnd {
      expectRefusedOrWhole(Array(png[..<chunk.range.upperBound]), whole, "cut after \(chunk.type)")
    }
    let iend = try #require(chunks.last)
    #expect(iend.type == "IEND")
    let afterImage = chunks.filter { $0.range.lowerBound >= imageEnd }.flatMap {
      [$0.range.lowerBound, $0.range.lowerBound + 8]
    }
    for length in afterImage + [png.count - 1] {
      let decoded = try PNGDecoder.decodeNotingWarning(Array(png.prefix(length)))
      #expect(decoded.bitmap == whole, "cut to \(length) of \(png.count) bytes, after the image data")
      #expect(decoded.warning == DecodedImage.endsBeforeIEND)
    }
    #expect(try PNGDecoder.decodeNotingWarning(png).warning == nil)
    var generator = SeededGenerator(seed: UInt64(png.count))
    for extra in [1, 2, 12, 100] {
      let garbage = (0..<extra).map { _ in UInt8.random(in: 0...255, using: &generator) }
      let bytes = extra == 1 ? "1 byte" : "\(extra) bytes"
      #expect(
        throws: PNGDecodingError.corrupt(path: nil, reason: "\(bytes) after the IEND chunk that closes a PNG")
      ) { try PNGDecoder.decode(png + garbage) }
    }
  }

  /// Every cut of a few kinds of image (grey 1-bit, 16-bit RGB, palette with tRNS, interlaced
  /// grey+alpha 16-bit, many IDATs) that loses pixel data is refused: a cut that decodes is
  /// the whole image, and every cut after the last IDAT chunk decodes.
  @Test(arguments: ["basn0g01.png", "basn2c16.png", "tbrn2c08.png", "basi4a16.png", "oi9n2c16.png"])
  func everyCutThatLosesPixelDataIsRefused(_ name: String) throws {
    let png = try Self.bytes(name)
    let whole = try PNGDecoder.decode(png)
    let imageEnd = try #require(pngChunks(png).last { $0.type == "IDAT" }).range.upperBound
    for length in 0..<png.count {
      let cut = Array(png.prefix(length))
      if length >= imageEnd {
        #expect(try PNGDecoder.decode(cut) == whole, "cut to \(length), after the image data")
      } else {
        expectRefusedOrWhole(cut, whole, "cut to \(length)")
      }
    }
  }
}

/// A cut PNG is refused as data that ends early, or, when every row was before the cut, is
/// the whole image with the warning that says IEND is missing: never other pixels.
func expectRefusedOrWhole(_ cut: [UInt8], _ whole: Bitmap, _ comment: Comment) {
  do {
    let decoded = try PNGDecoder.decodeNotingWarning(cut)
    #expect(decoded.bitmap == whole, comment)
    #expect(decoded.warning == DecodedImage.endsBeforeIEND, comment)
  } catch {
    switch error.kind {
    case .corrupt, .notPNG: break
    default: Issue.record("\(comment): \(error)")
    }
  }
}

/// The chunks of a PNG after its signature, each with its type and byte range (length,
/// type, data and CRC); stops at the first that does not fit.
private func pngChunks(_ png: [UInt8]) -> [(type: String, range: Range<Int>)] {
  var chunks: [(type: String, range: Range<Int>)] = []
  var offset = 8
  while offset + 12 <= png.count {
    let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    let end = offset + 12 + length
    guard end <= png.count else { break }
    chunks.append((String(decoding: png[offset + 4..<offset + 8], as: UTF8.self), offset..<end))
    offset = end
  }
  return chunks
}

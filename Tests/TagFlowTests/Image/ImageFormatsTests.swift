// JPEG, WebP and TIFF: decoded to the pixels saved, odiff's cross-format counts, hostile files refused on one line.

import Foundation
import Testing

@testable import TagFlow
@testable import TagFlowComparison

/// `Fixtures/Formats` is one 37×23 pattern saved by Pillow in every variant
/// (`scripts/make-format-fixtures.py`); `Fixtures/Odiff` holds odiff's own test images.
@Suite struct ImageFormatsTests {
  static let folder = Fixtures.path("Formats")

  static func decode(_ name: String, folder: String = folder) throws -> Bitmap {
    try ImageDecoder.decode(contentsOfFile: folder + "/" + name)
  }

  /// The mean and the largest difference of any channel between two images of one size.
  static func deviation(_ a: Bitmap, _ b: Bitmap) -> (mean: Double, max: Int) {
    let differences = zip(a.pixels, b.pixels).map { abs(Int($0) - Int($1)) }
    return (Double(differences.reduce(0, +)) / Double(differences.count), differences.max() ?? 0)
  }

  @Test(arguments: [
    "lossless.webp": "pattern.png", "opaque.tiff": "opaque.png", "opaque-lzw.tiff": "opaque.png",
    "opaque-deflate.tiff": "opaque.png", "grey.tiff": "grey.png",
  ])
  func losslessFilesDecodeToTheSavedPixels(_ name: String, _ reference: String) throws {
    #expect(try Self.decode(name) == Self.decode(reference))
  }

  /// Lossy files come back within what the encoder lost: a few levels on average.
  @Test(arguments: [
    ("quality95.jpg", "opaque.png"), ("progressive.jpg", "opaque.png"), ("grey.jpg", "grey.png"),
    ("cmyk.jpg", "opaque.png"), ("lossy.webp", "opaque.png"),
  ])
  func lossyFilesDecodeCloseToTheSavedPixels(_ name: String, _ reference: String) throws {
    let image = try Self.decode(name)
    let saved = try Self.decode(reference)
    #expect(image.size == saved.size)
    let deviation = Self.deviation(image, saved)
    #expect(deviation.mean < 3, "\(name): mean deviation \(deviation.mean), largest \(deviation.max)")
  }

  @Test func theFormatIsToldByTheFirstBytesNotTheName() throws {
    let path = temporaryPath("photo.png")
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/quality95.jpg")).write(to: URL(fileURLWithPath: path))
    #expect(try ImageDecoder.decode(contentsOfFile: path) == Self.decode("quality95.jpg"))
    #expect(ImageFileFormat(sniffing: Array("RIFF\0\0\0\0WAVE".utf8)) == nil)
    #expect(throws: PNGDecodingError.notAnImage(path: nil)) { try ImageDecoder.decode(Array("hello".utf8)) }
    #expect(throws: PNGDecodingError.notAnImage(path: nil)) { try ImageDecoder.decode([]) }
  }

  /// A library CImageReaders could not open reads as what to install, not as a damaged file.
  /// (The loading itself is not tested: that takes hiding a system library from dlopen.)
  @Test func aMissingLibraryNamesWhatToInstall() {
    let reason =
      "libtiff.so.6 could not be loaded (libtiff.so.6: cannot open shared object file: No such file or directory): "
      + "install libtiff6"
    let error = PNGDecodingError.missingLibrary(path: nil, format: .tiff, reason: reason).naming("shot.tiff")
    #expect(error == .missingLibrary(path: "shot.tiff", format: .tiff, reason: reason))
    #expect(error.description == "shot.tiff: cannot read TIFF images on this system (\(reason))")
  }

  @Test(arguments: ["quality95.jpg", "lossless.webp", "opaque.tiff"])
  func theSizeIsCheckedBeforeDecoding(_ name: String) throws {
    let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: Self.folder + "/" + name)))
    let format = try #require(ImageFileFormat(sniffing: bytes))
    #expect(
      throws: PNGDecodingError.tooLargeImage(
        path: nil, format: format, size: Bitmap.Size(width: 37, height: 23), maxPixels: 850)
    ) { try ImageDecoder.decode(bytes, maxPixels: 850) }
    #expect(try ImageDecoder.decode(bytes, maxPixels: 851).size == Bitmap.Size(width: 37, height: 23))
  }

  /// odiff's tests (`src/test_io_jpg.zig`, `test_io_tiff.zig`, `test_io_webp.zig`): its
  /// defaults are pixelmatch's YIQ at 0.1 with anti-aliased pixels counted.
  @Test(arguments: [("tiger.jpg", "tiger-2.jpg", 7789), ("laptops.tiff", "laptops-2.tiff", 8569)])
  func odiffCrossFormatCountsAgree(_ expected: String, _ actual: String, _ count: Int) throws {
    let folder = Fixtures.path("Odiff")
    let comparison = ImageComparison(metric: .yiq, threshold: 0.1, detectsAntialiasing: false)
    let result = comparison.compare(
      try Self.decode(expected, folder: folder), try Self.decode(actual, folder: folder))
    guard case .compared(let difference) = result else {
      Issue.record("sizes differ: \(result)")
      return
    }
    #expect(difference.differingPixels == count)
  }

  @Test func odiffsWebPDecodesAtItsSize() throws {
    let image = try Self.decode("donkey.webp", folder: Fixtures.path("Odiff"))
    #expect(image.size == Bitmap.Size(width: 1258, height: 3054))
  }

  static let hostileSeeds = [
    "quality95.jpg", "progressive.jpg", "cmyk.jpg", "lossless.webp", "lossy.webp",
    "opaque.tiff", "opaque-lzw.tiff", "grey.tiff",
  ]

  /// Every prefix of every file: decoded (a JPEG or TIFF may end after all its pixels) or
  /// refused on one line that names the format; never a trap, never a grey patch passed off
  /// as pixels.
  @Test(arguments: hostileSeeds)
  func everyTruncationIsRefusedOnOneLine(_ name: String) throws {
    let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: Self.folder + "/" + name)))
    let whole = try ImageDecoder.decode(bytes)
    for length in 0..<bytes.count {
      do {
        let image = try ImageDecoder.decode(Array(bytes.prefix(length)))
        #expect(image == whole, "\(name) cut to \(length) decoded to other pixels")
      } catch {
        Self.expectOneLine(error, "\(name) cut to \(length)")
      }
    }
  }

  /// Seeded mutations (bytes inserted, deleted, replaced): decoded or refused on one line.
  @Test func mutatedFilesAreDecodedOrRefusedOnOneLine() throws {
    let seeds = try Self.hostileSeeds.map { try Array(Data(contentsOf: URL(fileURLWithPath: Self.folder + "/" + $0))) }
    let alphabet: [[UInt8]] = [
      [0], [0xFF], [0xFF, 0xD8], [0xFF, 0xD9], [0xFF, 0xC0], [0x7F], [0x80], [0xFF, 0xFF, 0xFF, 0xFF],
    ]
    var generator = SeededGenerator(seed: 21)
    for round in 0..<600 {
      let bytes = generator.mutated(seeds, alphabet: alphabet)
      do {
        _ = try ImageDecoder.decode(bytes, maxPixels: 1 << 20)
      } catch {
        Self.expectOneLine(error, "mutation \(round)")
      }
    }
  }

  static func expectOneLine(_ error: PNGDecodingError, _ label: String) {
    let line = error.description
    #expect(line.hasPrefix("data: "), "\(label): \(line)")
    #expect(!line.contains("\n") && !line.isEmpty, "\(label): \(line)")
    switch error.kind {
    case .corruptImage, .notAnImage, .tooLargeImage, .notPNG, .corrupt, .tooLarge: break
    case .unreadableFile, .missingLibrary: Issue.record("\(label): \(line)")
    }
  }
}

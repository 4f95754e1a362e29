// PNGDecoder: every PNG colour type through libpng, exact alpha, the pixel budget, and clear errors on bad data.

import Foundation
import Testing

@testable import TagFlow
@testable import TagFlowComparison

@Suite struct PNGDecoderTests {
  /// A hand-made PNG of any colour type, for the types our encoder never writes.
  private func handMadePNG(
    width: Int, height: Int, colourType: UInt8, rows: [[UInt8]],
    extra: [(StaticString, [UInt8])] = []
  ) -> [UInt8] {
    let raw: [UInt8] = rows.flatMap { row in [0] + row }
    let compressor = LibdeflateCompressor(level: 6)
    var compressed = [UInt8](repeating: 0, count: compressor.zlibBound(raw.count))
    let count = raw.withUnsafeBytes { input in
      compressed.withUnsafeMutableBytes { compressor.zlibCompress(input, into: $0) }
    }
    var png = PNGChunkWriter(capacity: 0)
    png.writeSignature()
    png.writeHeader(width: width, height: height, colourType: colourType)
    for (type, data) in extra { data.withUnsafeBytes { png.writeChunk(type, $0) } }
    compressed[..<count].withUnsafeBytes { png.writeChunk("IDAT", $0) }
    png.writeChunk("IEND", UnsafeRawBufferPointer(start: nil, count: 0))
    return png.bytes
  }

  private func validPNG() throws -> [UInt8] {
    try CairoTestSurface(width: 40, height: 20, opaqueBackground: false).bitmap.pngBytes()
  }

  @Test func decodesGreyscale() throws {
    let png = handMadePNG(width: 2, height: 1, colourType: 0, rows: [[0, 200]])
    let bitmap = try PNGDecoder.decode(png)
    #expect(bitmap[0, 0] == Bitmap.Pixel(r: 0, g: 0, b: 0))
    #expect(bitmap[1, 0] == Bitmap.Pixel(r: 200, g: 200, b: 200))
  }

  @Test func decodesGreyscaleWithAlpha() throws {
    let png = handMadePNG(width: 2, height: 1, colourType: 4, rows: [[100, 255, 50, 0]])
    let bitmap = try PNGDecoder.decode(png)
    #expect(bitmap[0, 0] == Bitmap.Pixel(r: 100, g: 100, b: 100))
    // Straight alpha: a fully transparent pixel keeps its grey, as the file has it.
    #expect(bitmap[1, 0] == Bitmap.Pixel(r: 50, g: 50, b: 50, a: 0))
  }

  @Test func decodesPaletteWithTransparency() throws {
    let png = handMadePNG(
      width: 2, height: 1, colourType: 3, rows: [[1, 0]],
      extra: [("PLTE", [255, 0, 0, 0, 0, 255]), ("tRNS", [0])])
    let bitmap = try PNGDecoder.decode(png)
    #expect(bitmap[0, 0] == Bitmap.Pixel(r: 0, g: 0, b: 255))
    #expect(bitmap[1, 0] == Bitmap.Pixel(r: 255, g: 0, b: 0, a: 0))
  }

  @Test func emptyDataIsNotAPNG() {
    #expect(throws: PNGDecodingError.notPNG(path: nil)) { try PNGDecoder.decode([]) }
  }

  @Test func randomBytesAreNotAPNG() {
    var random = SystemRandomNumberGenerator()
    let bytes = (0..<1000).map { _ in UInt8.random(in: 0...255, using: &random) }
    #expect(throws: PNGDecodingError.notPNG(path: nil)) { try PNGDecoder.decode([0] + bytes) }
  }

  @Test func randomBytesAfterTheSignatureAreCorrupt() throws {
    var random = SystemRandomNumberGenerator()
    let signature = Array(try validPNG().prefix(8))
    for _ in 0..<20 {
      let bytes =
        signature
        + (0..<Int.random(in: 0...500, using: &random)).map { _ in
          UInt8.random(in: 0...255, using: &random)
        }
      #expect(throws: PNGDecodingError.self) { try PNGDecoder.decode(bytes) }
    }
  }

  @Test func everyTruncationThatLosesPixelsThrowsCorrupt() throws {
    let png = try validPNG()
    let whole = try PNGDecoder.decode(png)
    // Every length: a cut inside the image data is refused as corrupt (or, when the rows all
    // came before it, is the whole image); IEND cut off or cut short loses no pixel.
    let iendStart = png.count - 12
    for length in 8..<png.count {
      let cut = Array(png.prefix(length))
      if length >= iendStart {
        let decoded = try PNGDecoder.decodeNotingWarning(cut)
        #expect(decoded.bitmap == whole && decoded.warning == DecodedImage.endsBeforeIEND, "cut to \(length)")
      } else {
        expectRefusedOrWhole(cut, whole, "cut to \(length) of \(png.count) bytes")
      }
    }
  }

  /// odiff's own diff image (test/png/orange_diff.png) has every IDAT chunk and no IEND:
  /// Pillow and odiff read it, and so does TagFlow, with a warning; closed with IEND it reads
  /// the same, with none.
  @Test func aPNGWithoutIENDButEveryRowIsReadWithAWarning() throws {
    let bytes = try PNGDecoder.readFile(Fixtures.path("Odiff") + "/orange_diff.png")
    let decoded = try ImageDecoder.decodeNotingWarning(bytes)
    #expect(decoded.bitmap.size == Bitmap.Size(width: 510, height: 234))
    #expect(decoded.warning == DecodedImage.endsBeforeIEND)
    let iend: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
    let closed = try ImageDecoder.decodeNotingWarning(bytes + iend)
    #expect(closed.bitmap == decoded.bitmap)
    #expect(closed.warning == nil)
  }

  @Test func truncationSaysSo() throws {
    #expect(throws: PNGDecodingError.corrupt(path: nil, reason: "the data ends before the image does")) {
      try PNGDecoder.decode(Array(validPNG().prefix(60)))
    }
  }

  /// A valid 1-bit greyscale PNG of `width`×`height` black pixels: a few kilobytes on disk
  /// for any number of pixels in memory.
  private func validBlankPNG(width: Int, height: Int) -> [UInt8] {
    let raw = [UInt8](repeating: 0, count: height * (1 + (width + 7) / 8))
    let compressor = LibdeflateCompressor(level: 1)
    var compressed = [UInt8](repeating: 0, count: compressor.zlibBound(raw.count))
    let count = raw.withUnsafeBytes { input in
      compressed.withUnsafeMutableBytes { compressor.zlibCompress(input, into: $0) }
    }
    var header: [UInt8] = []
    for side in [width, height] { header += (0..<4).map { UInt8(truncatingIfNeeded: side >> (24 - 8 * $0)) } }
    header += [1, 0, 0, 0, 0]
    var png = PNGChunkWriter(capacity: 0)
    png.writeSignature()
    header.withUnsafeBytes { png.writeChunk("IHDR", $0) }
    compressed[..<count].withUnsafeBytes { png.writeChunk("IDAT", $0) }
    png.writeChunk("IEND", UnsafeRawBufferPointer(start: nil, count: 0))
    return png.bytes
  }

  @Test func aSmallFileOfTooManyPixelsIsRefusedBeforeDecoding() throws {
    // The issue's case: 20000×20000 pixels in a small valid file would take 1.6 GB decoded.
    let png = validBlankPNG(width: 20000, height: 20000)
    #expect(png.count < 100_000)
    let size = Bitmap.Size(width: 20000, height: 20000)
    #expect(throws: PNGDecodingError.tooLarge(path: nil, size: size, maxPixels: PNGDecoder.defaultMaxPixels)) {
      try PNGDecoder.decode(png)
    }
  }

  @Test func theLargestCairoSizeGetsTheBudgetErrorNotCorrupt() throws {
    var png = validBlankPNG(width: 4, height: 4)
    // IHDR claiming 32767×32767, its CRC made right again so the header is valid.
    png.replaceSubrange(16..<24, with: [0, 0, 0x7F, 0xFF, 0, 0, 0x7F, 0xFF])
    png.replaceSubrange(29..<33, with: crc32(png[12..<29]))
    let size = Bitmap.Size(width: 32767, height: 32767)
    #expect(throws: PNGDecodingError.tooLarge(path: nil, size: size, maxPixels: PNGDecoder.defaultMaxPixels)) {
      try PNGDecoder.decode(png)
    }
  }

  @Test func sidesWhoseProductOverflowsAreTooLarge() throws {
    var png = try validPNG()
    png.replaceSubrange(16..<24, with: [UInt8](repeating: 0xFF, count: 8))
    let size = Bitmap.Size(width: 0xFFFF_FFFF, height: 0xFFFF_FFFF)
    #expect(throws: PNGDecodingError.tooLarge(path: nil, size: size, maxPixels: 100)) {
      try PNGDecoder.decode(png, maxPixels: 100)
    }
  }

  @Test func theBudgetIsInclusiveAndCanBeRaised() throws {
    for (width, height) in [(1, 1), (7, 3), (40, 20), (513, 2)] {
      let png = validBlankPNG(width: width, height: height)
      let pixels = width * height
      #expect(
        throws: PNGDecodingError.tooLarge(
          path: nil, size: Bitmap.Size(width: width, height: height), maxPixels: pixels - 1)
      ) {
        try PNGDecoder.decode(png, maxPixels: pixels - 1)
      }
      let bitmap = try PNGDecoder.decode(png, maxPixels: pixels)
      #expect(bitmap == Bitmap(width: width, height: height, filledWith: .black))
    }
  }

  @Test func tooLargeSaysWhatToDo() {
    let error = PNGDecodingError.tooLarge(
      path: "big.png", size: Bitmap.Size(width: 20000, height: 20000), maxPixels: 67_108_864)
    #expect(
      error.description
        == "big.png: PNG image is 20000×20000 pixels (400000000), more than the pixel budget of 67108864; raise the budget (--max-pixels, maxPixels:) to read it"
    )
  }

  @Test func sixteenBitChannelsAreRoundedNotBrightened() throws {
    // libpng's simplified API would take these for linear light and brighten them; the
    // stored samples are rounded: (v + 128) / 257.
    let raw: [UInt8] = [0] + [0x80, 0x80, 0x40, 0x40, 0x00, 0x00, 0xFF, 0xFF, 0x12, 0x34, 0x80, 0x80]
    let compressor = LibdeflateCompressor(level: 6)
    var compressed = [UInt8](repeating: 0, count: compressor.zlibBound(raw.count))
    let count = raw.withUnsafeBytes { input in
      compressed.withUnsafeMutableBytes { compressor.zlibCompress(input, into: $0) }
    }
    var png = PNGChunkWriter(capacity: 0)
    png.writeSignature()
    let header: [UInt8] = [0, 0, 0, 2, 0, 0, 0, 1, 16, 2, 0, 0, 0]
    header.withUnsafeBytes { png.writeChunk("IHDR", $0) }
    compressed[..<count].withUnsafeBytes { png.writeChunk("IDAT", $0) }
    png.writeChunk("IEND", UnsafeRawBufferPointer(start: nil, count: 0))
    let bitmap = try PNGDecoder.decode(png.bytes)
    #expect(bitmap[0, 0] == Bitmap.Pixel(r: 0x80, g: 0x40, b: 0x00))
    #expect(bitmap[1, 0] == Bitmap.Pixel(r: 0xFF, g: 0x12, b: 0x80))
  }

  @Test func semiTransparentPixelsKeepTheirExactColour() throws {
    // Every alpha with colours that an 8-bit premultiply round trip would move, and fully
    // transparent pixels with colour bits, which it would lose.
    var row: [UInt8] = []
    for alpha in 0...255 { row += [UInt8(alpha ^ 0x5A), 201, UInt8(255 - alpha), UInt8(alpha)] }
    let png = handMadePNG(width: 256, height: 1, colourType: 6, rows: [row])
    let bitmap = try PNGDecoder.decode(png)
    #expect(bitmap.pixels == row)
  }

  @Test func flippedBitsNeverCrash() throws {
    let png = try validPNG()
    var random = SystemRandomNumberGenerator()
    for _ in 0..<200 {
      var damaged = png
      let index = Int.random(in: 8..<png.count, using: &random)
      damaged[index] ^= 1 << UInt8.random(in: 0...7, using: &random)
      _ = try? PNGDecoder.decode(damaged)
    }
  }

  @Test func missingFileNamesThePath() {
    let path = temporaryPath("missing.png")
    do {
      _ = try PNGDecoder.decode(contentsOfFile: path)
      Issue.record("decoded a missing file")
    } catch {
      #expect(error == .unreadableFile(path: path, reason: "No such file or directory"))
      #expect(error.description == "\(path): cannot read file (No such file or directory)")
    }
  }

  @Test func directoryIsUnreadable() {
    let path = FileManager.default.temporaryDirectory.path
    #expect(throws: PNGDecodingError.unreadableFile(path: path, reason: "Is a directory")) {
      try PNGDecoder.decode(contentsOfFile: path)
    }
  }

  @Test func fileErrorsNameThePath() throws {
    let notPNG = temporaryPath("text.png")
    let truncated = temporaryPath("truncated.png")
    defer {
      try? FileManager.default.removeItem(atPath: notPNG)
      try? FileManager.default.removeItem(atPath: truncated)
    }
    try Data("hello".utf8).write(to: URL(fileURLWithPath: notPNG))
    try Data(validPNG().prefix(60)).write(to: URL(fileURLWithPath: truncated))

    #expect(throws: PNGDecodingError.notPNG(path: notPNG)) {
      try PNGDecoder.decode(contentsOfFile: notPNG)
    }
    do {
      _ = try PNGDecoder.decode(contentsOfFile: truncated)
      Issue.record("decoded a truncated file")
    } catch {
      guard case .corrupt(truncated, _) = error.kind else {
        Issue.record("\(error)")
        return
      }
      #expect(error.description.hasPrefix("\(truncated): PNG image is truncated or corrupt ("))
    }
  }

  /// The PNG CRC-32 of `bytes`, big-endian.
  private func crc32(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    crc ^= 0xFFFF_FFFF
    return (0..<4).map { UInt8(truncatingIfNeeded: crc >> (24 - 8 * $0)) }
  }

  @Test func decodesAFileWrittenByCairo() throws {
    let surface = CairoTestSurface(width: 30, height: 16, opaqueBackground: true)
    #expect(try surface.writtenByCairo() == surface.bitmap)
  }
}

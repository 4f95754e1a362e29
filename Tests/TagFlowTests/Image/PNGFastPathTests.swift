// The libdeflate road through PNG decoding: every row filter, RGB and RGBA, a stream split
// over several IDAT chunks, each giving back exactly the pixels that were filtered.

import Testing

@testable import TagFlow
@testable import TagFlowComparison

@Suite struct PNGFastPathTests {
  /// Pixels no encoder's choices shape: a small linear congruential sequence, the same each run.
  private static func noise(_ count: Int, seed: UInt32) -> [UInt8] {
    var state = seed
    return (0..<count).map { _ in
      state = state &* 1_664_525 &+ 1_013_904_223
      return UInt8(truncatingIfNeeded: state >> 24)
    }
  }

  private static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
    let (a, b, c) = (Int(a), Int(b), Int(c))
    let (pa, pb, pc) = (abs(b - c), abs(a - c), abs(a + b - 2 * c))
    return UInt8(pa <= pb && pa <= pc ? a : pb <= pc ? b : c)
  }

  /// Row `y` of `samples` filtered with filter `y % 5` (None, Sub, Up, Average, Paeth), as
  /// the PNG specification defines them, its filter byte first.
  private static func filteredRow(_ samples: [UInt8], y: Int, rowBytes: Int, bpp: Int) -> [UInt8] {
    let filter = y % 5
    let row = Array(samples[y * rowBytes..<(y + 1) * rowBytes])
    let prior = y == 0 ? [UInt8](repeating: 0, count: rowBytes) : Array(samples[(y - 1) * rowBytes..<y * rowBytes])
    var out: [UInt8] = [UInt8(filter)]
    for i in 0..<rowBytes {
      let left = i >= bpp ? row[i - bpp] : 0
      let upLeft = i >= bpp ? prior[i - bpp] : 0
      let predicted: UInt8 =
        switch filter {
        case 1: left
        case 2: prior[i]
        case 3: UInt8((Int(left) + Int(prior[i])) / 2)
        case 4: paeth(left, prior[i], upLeft)
        default: 0
        }
      out.append(row[i] &- predicted)
    }
    return out
  }

  /// A PNG of `samples` (8-bit RGB or RGBA), every filter in turn, its zlib stream over three
  /// IDAT chunks with an ancillary chunk before them.
  private static func png(_ samples: [UInt8], width: Int, height: Int, channels: Int) -> [UInt8] {
    let rowBytes = width * channels
    let filtered = (0..<height).flatMap { filteredRow(samples, y: $0, rowBytes: rowBytes, bpp: channels) }
    let compressor = LibdeflateCompressor(level: 6)
    var stream = [UInt8](repeating: 0, count: compressor.zlibBound(filtered.count))
    let written = filtered.withUnsafeBytes { input in
      stream.withUnsafeMutableBytes { compressor.zlibCompress(input, into: $0) }
    }
    stream.removeLast(stream.count - written)
    var writer = PNGChunkWriter(capacity: written + 256)
    writer.writeSignature()
    writer.writeHeader(width: width, height: height, colourType: channels == 4 ? 6 : 2)
    writer.writeSRGB()
    let third = written / 3
    for part in [stream[..<third], stream[third..<2 * third], stream[(2 * third)...]] {
      Array(part).withUnsafeBytes { writer.writeChunk("IDAT", $0) }
    }
    [UInt8]().withUnsafeBytes { writer.writeChunk("IEND", $0) }
    return writer.bytes
  }

  @Test(arguments: [3, 4])
  func everyFilterOverSeveralIDATsGivesBackThePixels(channels: Int) throws {
    let (width, height) = (37, 23)
    let samples = Self.noise(width * height * channels, seed: UInt32(channels))
    let bitmap = try PNGDecoder.decode(Self.png(samples, width: width, height: height, channels: channels))
    #expect(bitmap.width == width && bitmap.height == height)
    var expected: [UInt8] = []
    for pixel in stride(from: 0, to: samples.count, by: channels) {
      expected += samples[pixel..<pixel + channels]
      if channels == 3 { expected.append(255) }
    }
    #expect(bitmap.pixels == expected)
  }

  /// A stream that inflates to one byte too few is not patched: libpng words the fault.
  @Test func aStreamShortOfTheRowsIsRefused() throws {
    let samples = Self.noise(9 * 4 * 3, seed: 7)
    let full = Self.png(samples, width: 9, height: 4, channels: 3)
    // The same rows declared one row taller: the stream ends before the image does.
    var taller = full
    taller[23] = 5
    let crc = Array(taller[12..<29]).withUnsafeBytes { crc32($0) }
    taller.replaceSubrange(29..<33, with: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: crc >> $0) })
    #expect(throws: PNGDecodingError.self) { try PNGDecoder.decode(taller) }
    #expect(try PNGDecoder.decode(full).pixels.count == 9 * 4 * 4)
  }
}

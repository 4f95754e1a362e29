// PNGDecoder reads the samples a PNG stores: every 16-bit and low-bit value, tRNS at the file's depth, colour chunks ignored.

import Testing

@testable import TagFlow
@testable import TagFlowComparison

@Suite struct PNGStoredSamplesTests {
  /// A PNG of any bit depth and colour type with `raw` as its unfiltered scanlines (each row
  /// given without its filter byte), `chunks` between IHDR and IDAT.
  private func png(
    width: Int, height: Int, depth: UInt8, colourType: UInt8, rows: [[UInt8]],
    chunks: [(StaticString, [UInt8])] = []
  ) -> [UInt8] {
    let raw: [UInt8] = rows.flatMap { [0] + $0 }
    let compressor = LibdeflateCompressor(level: 6)
    var compressed = [UInt8](repeating: 0, count: compressor.zlibBound(raw.count))
    let count = raw.withUnsafeBytes { input in
      compressed.withUnsafeMutableBytes { compressor.zlibCompress(input, into: $0) }
    }
    var header: [UInt8] = []
    for side in [width, height] { header += (0..<4).map { UInt8(truncatingIfNeeded: side >> (24 - 8 * $0)) } }
    header += [depth, colourType, 0, 0, 0]
    var png = PNGChunkWriter(capacity: 0)
    png.writeSignature()
    header.withUnsafeBytes { png.writeChunk("IHDR", $0) }
    for (type, data) in chunks { data.withUnsafeBytes { png.writeChunk(type, $0) } }
    compressed[..<count].withUnsafeBytes { png.writeChunk("IDAT", $0) }
    png.writeChunk("IEND", UnsafeRawBufferPointer(start: nil, count: 0))
    return png.bytes
  }

  /// Every 16-bit value v reads as (v + 128) / 257: v × 255 / 65535 rounded, never truncated.
  @Test func everySixteenBitValueIsRounded() throws {
    let rows = (0..<256).map { high in (0..<256).flatMap { low in [UInt8(high), UInt8(low)] } }
    let bitmap = try PNGDecoder.decode(png(width: 256, height: 256, depth: 16, colourType: 0, rows: rows))
    var wrong: [Int] = []
    for value in 0..<65536 {
      let expected = UInt8((value + 128) / 257)
      let pixel = bitmap[value % 256, value / 256]
      if pixel != Bitmap.Pixel(r: expected, g: expected, b: expected) { wrong.append(value) }
      // The rule is the PNG specification's v × 255 / 65535, rounded to nearest.
      #expect(Int(expected) == Int((Double(value) * 255 / 65535).rounded()))
    }
    #expect(wrong.isEmpty, "\(wrong.count) values, the first \(wrong.prefix(5))")
  }

  /// 1-, 2- and 4-bit grey: each value replicated to fill 8 bits (4-bit 0xA reads 0xAA).
  @Test(arguments: [1, 2, 4] as [UInt8])
  func lowBitDepthGreyIsReplicated(_ depth: UInt8) throws {
    let levels = 1 << Int(depth)
    // One row holding every level, packed most significant bits first.
    var row = [UInt8](repeating: 0, count: (levels * Int(depth) + 7) / 8)
    for level in 0..<levels {
      let bit = level * Int(depth)
      row[bit / 8] |= UInt8(level << (8 - Int(depth) - bit % 8))
    }
    let bitmap = try PNGDecoder.decode(png(width: levels, height: 1, depth: depth, colourType: 0, rows: [row]))
    for level in 0..<levels {
      let grey = UInt8(level * 255 / (levels - 1))
      #expect(bitmap[level, 0] == Bitmap.Pixel(r: grey, g: grey, b: grey), "level \(level)")
    }
  }

  /// A grey or RGB tRNS colour is matched at the file's own depth: at 16 bits, 0x1234 is
  /// transparent and 0x1235, the same after rounding, is not.
  @Test func transparencyIsMatchedAtTheStoredDepth() throws {
    let grey = png(
      width: 2, height: 1, depth: 16, colourType: 0, rows: [[0x12, 0x34, 0x12, 0x35]],
      chunks: [("tRNS", [0x12, 0x34])])
    let greyBitmap = try PNGDecoder.decode(grey)
    #expect(greyBitmap[0, 0] == Bitmap.Pixel(r: 0x12, g: 0x12, b: 0x12, a: 0))
    #expect(greyBitmap[1, 0] == Bitmap.Pixel(r: 0x12, g: 0x12, b: 0x12, a: 255))
    let rgb = png(
      width: 2, height: 1, depth: 8, colourType: 2, rows: [[10, 20, 30, 10, 20, 31]],
      chunks: [("tRNS", [0, 10, 0, 20, 0, 30])])
    let rgbBitmap = try PNGDecoder.decode(rgb)
    #expect(rgbBitmap[0, 0] == Bitmap.Pixel(r: 10, g: 20, b: 30, a: 0))
    #expect(rgbBitmap[1, 0] == Bitmap.Pixel(r: 10, g: 20, b: 31, a: 255))
  }

  /// gAMA (any value), cHRM, sRGB, iCCP (even one that does not decompress) and sBIT never
  /// change a sample, in every colour type.
  @Test(arguments: [(0, 8), (0, 16), (2, 8), (2, 16), (4, 8), (4, 16), (6, 8), (6, 16)] as [(UInt8, UInt8)])
  func colourChunksNeverChangeTheSamples(_ colourType: UInt8, _ depth: UInt8) throws {
    let channels = [0: 1, 2: 3, 4: 2, 6: 4][Int(colourType)]!
    var generator = SeededGenerator(seed: UInt64(colourType) << 8 | UInt64(depth))
    let rows = (0..<7).map { _ in
      (0..<(9 * channels * Int(depth) / 8)).map { _ in UInt8.random(in: 0...255, using: &generator) }
    }
    let bare = try PNGDecoder.decode(png(width: 9, height: 7, depth: depth, colourType: colourType, rows: rows))
    let bits = [UInt8](repeating: 1, count: colourType == 0 ? 1 : colourType == 4 ? 2 : channels == 4 ? 4 : 3)
    let colourChunks: [[(StaticString, [UInt8])]] = [
      [("gAMA", [0, 1, 0x86, 0xA0])],  // 1.0: linear light
      [("gAMA", [0, 0, 0x03, 0xE8])],  // 0.01
      [("gAMA", [0x05, 0xF5, 0xE1, 0x00])],  // 1000
      [("sRGB", [0]), ("gAMA", [0, 0, 0xB1, 0x8F])],
      [("cHRM", [UInt8](repeating: 7, count: 32))],
      [("iCCP", Array("profile".utf8) + [0, 0] + [UInt8](repeating: 0xAB, count: 40))],
      [("sBIT", bits)],
    ]
    for chunks in colourChunks {
      let coloured = png(width: 9, height: 7, depth: depth, colourType: colourType, rows: rows, chunks: chunks)
      #expect(try PNGDecoder.decode(coloured) == bare, "\(chunks.map { "\($0.0)" })")
    }
  }

  /// Strict reading: a damaged ancillary chunk (bad CRC) or an unknown critical chunk is refused;
  /// an unknown ancillary chunk is skipped.
  @Test func damagedOrUnknownCriticalChunksAreRefused() throws {
    let rows: [[UInt8]] = [[1, 2, 3, 4, 5, 6]]
    let plain = try PNGDecoder.decode(png(width: 2, height: 1, depth: 8, colourType: 2, rows: rows))
    let unknown = png(width: 2, height: 1, depth: 8, colourType: 2, rows: rows, chunks: [("teSt", [1, 2, 3])])
    #expect(try PNGDecoder.decode(unknown) == plain)
    let critical = png(width: 2, height: 1, depth: 8, colourType: 2, rows: rows, chunks: [("TEST", [1, 2, 3])])
    #expect(throws: PNGDecodingError.self) { try PNGDecoder.decode(critical) }
    var damaged = png(width: 2, height: 1, depth: 8, colourType: 2, rows: rows, chunks: [("gAMA", [0, 1, 0x86, 0xA0])])
    damaged[33 + 8] ^= 1  // a byte of gAMA's data, after IHDR (8 + 25 bytes)
    #expect(throws: PNGDecodingError.self) { try PNGDecoder.decode(damaged) }
  }
}

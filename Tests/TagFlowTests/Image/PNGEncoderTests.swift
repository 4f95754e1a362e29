// PNGEncoder: valid, deterministic files with exactly Cairo's pixels.

import Testing

@testable import TagFlow
@testable import TagFlowComparison

@Suite struct PNGEncoderTests {
  @Test func opaqueImageIsRGBAndRoundTrips() throws {
    let image = PremultipliedImage(width: 37, height: 11) { x, y in
      (255, UInt8(x * 7), UInt8(y * 20), 0x42)
    }
    let png = try image.encode()
    #expect(colourType(png) == 2)
    #expect(try PNGDecoder.decode(png) == image.bitmap)
  }

  @Test func transparentImageIsRGBAAndRoundTripsEveryPremultipliedValue() throws {
    // Every (colour, alpha) pair a premultiplied pixel can hold: unpremultiplying like Cairo
    // then premultiplying like Cairo's reader gives the same pixels back.
    let image = PremultipliedImage(width: 256, height: 256) { x, y in
      let a = UInt8(y)
      let c = UInt8(min(x, y))
      return (a, c, UInt8(x / 2 * y / 255), a - c)
    }
    let png = try image.encode()
    #expect(colourType(png) == 6)
    #expect(try PNGDecoder.decode(png) == image.bitmap)
  }

  @Test func onePartlyTransparentPixelMakesRGBA() throws {
    let image = PremultipliedImage(width: 8, height: 8) { x, y in
      x == 7 && y == 7 ? (254, 1, 2, 3) : (255, 9, 9, 9)
    }
    #expect(colourType(try image.encode()) == 6)
  }

  @Test(arguments: [true, false])
  func pixelsEqualCairosOwnWriter(opaqueBackground: Bool) throws {
    let surface = CairoTestSurface(width: 120, height: 40, opaqueBackground: opaqueBackground)
    let cairos = try surface.writtenByCairo()
    #expect(surface.bitmap == cairos)
    let png = try surface.withPixels {
      try PNGEncoder().encode(premultipliedARGB32: $0, width: $1, height: $2, stride: $3)
    }
    #expect(colourType(png) == (opaqueBackground ? 2 : 6))
    #expect(try PNGDecoder.decode(png) == cairos)
  }

  @Test func bytesAreDeterministic() throws {
    let surface = CairoTestSurface(width: 90, height: 30, opaqueBackground: false)
    let encoder = PNGEncoder()
    let encode = {
      try surface.withPixels {
        try encoder.encode(premultipliedARGB32: $0, width: $1, height: $2, stride: $3)
      }
    }
    let first = try encode()
    #expect(try encode() == first)
    #expect(try PNGEncoder().encode(surface.bitmap) == first)
    #expect(chunkTypes(first) == ["IHDR", "sRGB", "pHYs", "IDAT", "IEND"])
  }

  @Test func strideIsHonouredAndPaddingIgnored() throws {
    let pixel: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8) = { x, y in (255, UInt8(x), UInt8(y), 7) }
    let tight = PremultipliedImage(width: 5, height: 4, pixel: pixel)
    let padded = PremultipliedImage(width: 5, height: 4, padding: 12, pixel: pixel)
    #expect(try padded.encode() == tight.encode())
  }

  @Test(arguments: PNGRowFilter.allCases)
  func everyFilterDecodesToTheSamePixels(filter: PNGRowFilter) throws {
    let bitmap = CairoTestSurface(width: 64, height: 24, opaqueBackground: false).bitmap
    let png = try PNGEncoder(level: 6, filter: filter).encode(bitmap)
    #expect(try PNGDecoder.decode(png) == bitmap)
  }

  @Test func bitmapsEncodeOpaqueAndTransparent() throws {
    var bitmap = Bitmap(width: 3, height: 2, filledWith: .white)
    bitmap[1, 1] = Bitmap.Pixel(r: 10, g: 20, b: 30)
    let opaque = try bitmap.pngBytes()
    #expect(colourType(opaque) == 2)
    #expect(try PNGDecoder.decode(opaque) == bitmap)

    bitmap[2, 0] = Bitmap.Pixel(r: 0, g: 0, b: 0, a: 0)
    bitmap[0, 1] = Bitmap.Pixel(r: 255, g: 0, b: 0, a: 255)
    let transparent = try bitmap.pngBytes()
    #expect(colourType(transparent) == 6)
    #expect(try PNGDecoder.decode(transparent) == bitmap)
  }

  @Test func longDataIsSplitIntoSeveralIDATChunks() throws {
    let bitmap = CairoTestSurface(width: 64, height: 24, opaqueBackground: true).bitmap
    let encoder = PNGEncoder()
    encoder.maxChunkLength = 100
    let png = try encoder.encode(bitmap)
    #expect(chunkTypes(png).filter { $0 == "IDAT" }.count > 1)
    #expect(try PNGDecoder.decode(png) == bitmap)
  }

  @Test func emptyImageThrows() {
    #expect(throws: PNGEncodingError.emptyImage(Bitmap.Size(width: 0, height: 3))) {
      try PNGEncoder().encode(Bitmap(width: 0, height: 3))
    }
  }
}

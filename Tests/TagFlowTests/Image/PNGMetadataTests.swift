// PNG files say their colour space and density, and every compression level keeps the pixels.

import Testing

@testable import TagFlow
@testable import TagFlowComparison

@Suite struct PNGMetadataTests {
  /// The data of the first chunk of `type`.
  func chunk(_ type: String, in png: [UInt8]) -> [UInt8]? {
    var offset = 8
    while offset + 8 <= png.count {
      let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      if String(decoding: png[offset + 4..<offset + 8], as: UTF8.self) == type {
        return Array(png[offset + 8..<offset + 8 + length])
      }
      offset += 12 + length
    }
    return nil
  }

  func bigEndian(_ bytes: ArraySlice<UInt8>) -> Int { bytes.reduce(0) { $0 << 8 | Int($1) } }

  /// 72 dpi at 1×, 144 at 2×: pixels per metre, rounded, in both directions.
  @Test(arguments: [(1.0, 2835), (2.0, 5669), (3.0, 8504), (0.5, 1417)])
  func densityFollowsTheScale(scale: Double, pixelsPerMetre: Int) throws {
    let bitmap = CairoTestSurface(width: 20, height: 10, opaqueBackground: true).bitmap
    let png = try PNGEncoder().encode(bitmap, scale: scale)
    let pHYs = try #require(chunk("pHYs", in: png))
    #expect(pHYs.count == 9)
    #expect(bigEndian(pHYs[0..<4]) == pixelsPerMetre)
    #expect(bigEndian(pHYs[4..<8]) == pixelsPerMetre)
    #expect(pHYs[8] == 1)
    #expect(Double(pixelsPerMetre) * 0.0254 / scale > 71.9 && Double(pixelsPerMetre) * 0.0254 / scale < 72.1)
  }

  @Test func coloursAreDeclaredSRGB() throws {
    let png = try Bitmap(width: 2, height: 2, filledWith: .white).pngBytes()
    #expect(chunk("sRGB", in: png) == [0])
    #expect(chunkTypes(png).firstIndex(of: "sRGB")! < chunkTypes(png).firstIndex(of: "IDAT")!)
  }

  @Test(arguments: [true, false])
  func everyCompressionKeepsThePixelsAndSmallerIsNotLarger(opaqueBackground: Bool) throws {
    let bitmap = CairoTestSurface(width: 160, height: 60, opaqueBackground: opaqueBackground).bitmap
    var sizes: [Int] = []
    for compression in PNGCompression.allCases {
      let png = try PNGEncoder(compression: compression).encode(bitmap)
      #expect(try PNGDecoder.decode(png) == bitmap, "\(compression)")
      sizes.append(png.count)
    }
    #expect(sizes == sizes.sorted(by: >=), "bytes by compression \(PNGCompression.allCases): \(sizes)")
  }
}

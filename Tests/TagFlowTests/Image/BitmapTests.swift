// Bitmap: Cairo's unpremultiply rounding, pixel access.

import Testing

@testable import TagFlow

@Suite struct BitmapTests {
  @Test func unpremultipliesWithCairosRounding() {
    // Row a holds every colour value c ≤ a premultiplied by a.
    let image = PremultipliedImage(width: 256, height: 256) { c, a in
      (UInt8(a), UInt8(min(c, a)), 0, UInt8(a))
    }
    let bitmap = image.bitmap
    var wrong: [String] = []
    for a in 1...255 {
      for c in 0...a {
        let expected = Bitmap.Pixel(r: UInt8((c * 255 + a / 2) / a), g: 0, b: 255, a: UInt8(a))
        if bitmap[c, a] != expected { wrong.append("c \(c) a \(a): \(bitmap[c, a])") }
      }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(5))")
  }

  @Test func fullyTransparentPixelsBecomeZeros() {
    let image = PremultipliedImage(width: 1, height: 1) { _, _ in (0, 9, 9, 9) }
    #expect(image.bitmap[0, 0] == .clear)
  }

  @Test func invalidPremultipliedDataDoesNotTrap() {
    // Colour above alpha never comes from Cairo, but must not crash: it truncates like C.
    let image = PremultipliedImage(width: 1, height: 1) { _, _ in (1, 255, 0, 0) }
    #expect(image.bitmap[0, 0].a == 1)
  }

  @Test func subscriptReadsAndWritesRGBA() {
    var bitmap = Bitmap(width: 2, height: 2, filledWith: .black)
    bitmap[1, 0] = Bitmap.Pixel(r: 1, g: 2, b: 3, a: 4)
    #expect(Array(bitmap.pixels[4..<8]) == [1, 2, 3, 4])
    #expect(bitmap[1, 0] == Bitmap.Pixel(r: 1, g: 2, b: 3, a: 4))
    #expect(!bitmap.isOpaque)
    #expect(Bitmap(width: 2, height: 2, filledWith: .black).isOpaque)
  }
}

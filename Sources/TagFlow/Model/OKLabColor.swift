// A colour in OKLab (Ottosson 2020): colour mixing in themes goes through it, and
// TagFlowComparison's default metric measures distances in it (inlinable for its pixel loop).

import Glibc

/// sRGB channel value → linear light, for the 256 byte values: opaque pixels, nearly every
/// pixel of a render, skip `pow`.
package let linearOfByte: [Double] = (0...255).map { linearLight(Double($0)) }

/// The sRGB transfer function inverted, for a channel value 0...255 (fractional after blending).
@inlinable
package func linearLight(_ c: Double) -> Double {
  let v = c / 255
  return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
}

/// A colour in OKLab.
package struct OKLabColor {
  package var l: Double
  package var a: Double
  package var b: Double

  /// An opaque 8-bit sRGB colour.
  @inlinable
  package init(_ p: UnsafePointer<UInt8>, linear: UnsafeBufferPointer<Double>) {
    self.init(linear: linear[Int(p[0])], linear[Int(p[1])], linear[Int(p[2])])
  }

  @inlinable
  package init(l: Double, a: Double, b: Double) {
    self.l = l
    self.a = a
    self.b = b
  }

  /// An 8-bit sRGB colour, its alpha aside.
  package init(_ color: RGBAColor) {
    self.init(
      linear: linearOfByte[Int(color.red)], linearOfByte[Int(color.green)], linearOfByte[Int(color.blue)])
  }

  /// From linear-light red, green and blue.
  @inlinable
  package init(linear r: Double, _ g: Double, _ b: Double) {
    self.init(linear: r, g, b, coneResponse: cbrt)
  }

  /// From linear-light red, green and blue, with `coneResponse` in place of OKLab's cube root
  /// (TagFlowComparison's metric gives it a linear toe near black).
  @inlinable @inline(__always)
  package init(linear r: Double, _ g: Double, _ b: Double, coneResponse: (Double) -> Double) {
    let l = coneResponse(0.412_221_470_8 * r + 0.536_332_536_3 * g + 0.051_445_992_9 * b)
    let m = coneResponse(0.211_903_498_2 * r + 0.680_699_545_1 * g + 0.107_396_956_6 * b)
    let s = coneResponse(0.088_302_461_9 * r + 0.281_718_837_6 * g + 0.629_978_700_5 * b)
    self.l = 0.210_454_255_3 * l + 0.793_617_785_0 * m - 0.004_072_046_8 * s
    self.a = 1.977_998_495_1 * l - 2.428_592_205_0 * m + 0.450_593_709_9 * s
    self.b = 0.025_904_037_1 * l + 0.782_771_766_2 * m - 0.808_675_766_0 * s
  }

  @inlinable
  package func squaredDistance(to other: OKLabColor) -> Double {
    let (dl, da, db) = (l - other.l, a - other.a, b - other.b)
    return dl * dl + da * da + db * db
  }
}

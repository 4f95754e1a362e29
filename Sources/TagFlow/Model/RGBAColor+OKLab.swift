// Mixing two colours evenly to the eye, through the OKLab colour space.

import Glibc

extension RGBAColor {
  /// The colour `t` of the way from `self` to `other` (0 → self, 1 → other), mixed in
  /// OKLab so the steps look even: an sRGB mix of blue and yellow passes through grey.
  /// Alpha is mixed linearly.
  package func mixed(with other: RGBAColor, by t: Double) -> RGBAColor {
    let t = min(max(t, 0), 1)
    let (a, b) = (OKLab(self), OKLab(other))
    let mix = OKLab(l: a.l + (b.l - a.l) * t, a: a.a + (b.a - a.a) * t, b: a.b + (b.b - a.b) * t)
    var result = mix.color
    result.alpha = UInt8((Double(alpha) + (Double(other.alpha) - Double(alpha)) * t).rounded())
    return result
  }
}

/// Björn Ottosson's OKLab (2020): perceptual lightness and two opponent axes.
private struct OKLab {
  var l: Double
  var a: Double
  var b: Double

  init(l: Double, a: Double, b: Double) {
    self.l = l
    self.a = a
    self.b = b
  }

  init(_ color: RGBAColor) {
    let (r, g, b) = (Self.linear(color.red), Self.linear(color.green), Self.linear(color.blue))
    let l = cbrt(0.412_221_470_8 * r + 0.536_332_536_3 * g + 0.051_445_992_9 * b)
    let m = cbrt(0.211_903_498_2 * r + 0.680_699_545_1 * g + 0.107_396_956_6 * b)
    let s = cbrt(0.088_302_461_9 * r + 0.281_718_837_6 * g + 0.629_978_700_5 * b)
    self.l = 0.210_454_255_3 * l + 0.793_617_785_0 * m - 0.004_072_046_8 * s
    self.a = 1.977_998_495_1 * l - 2.428_592_205_0 * m + 0.450_593_709_9 * s
    self.b = 0.025_904_037_1 * l + 0.782_771_766_2 * m - 0.808_675_766_0 * s
  }

  var color: RGBAColor {
    let l = pow(self.l + 0.396_337_777_4 * a + 0.215_803_757_3 * b, 3)
    let m = pow(self.l - 0.105_561_345_8 * a - 0.063_854_172_8 * b, 3)
    let s = pow(self.l - 0.089_484_177_5 * a - 1.291_485_548_0 * b, 3)
    return RGBAColor(
      red: Self.gamma(4.076_741_662_1 * l - 3.307_711_591_3 * m + 0.230_969_929_2 * s),
      green: Self.gamma(-1.268_438_004_6 * l + 2.609_757_401_1 * m - 0.341_319_396_5 * s),
      blue: Self.gamma(-0.004_196_086_3 * l - 0.703_418_614_7 * m + 1.707_614_701_0 * s))
  }

  private static func linear(_ channel: UInt8) -> Double {
    let c = Double(channel) / 255
    return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
  }

  private static func gamma(_ value: Double) -> UInt8 {
    let v = min(max(value, 0), 1)
    let c = v <= 0.003_130_8 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
    return UInt8((c * 255).rounded())
  }
}

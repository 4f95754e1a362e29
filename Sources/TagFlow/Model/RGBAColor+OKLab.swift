// Mixing two colours evenly to the eye, through the OKLab colour space.

import Glibc

extension RGBAColor {
  /// The colour `t` of the way from `self` to `other` (0 → self, 1 → other), mixed in
  /// OKLab so the steps look even: an sRGB mix of blue and yellow passes through grey.
  /// Alpha is mixed linearly.
  package func mixed(with other: RGBAColor, by t: Double) -> RGBAColor {
    let t = min(max(t, 0), 1)
    let (a, b) = (OKLabColor(self), OKLabColor(other))
    let mix = OKLabColor(l: a.l + (b.l - a.l) * t, a: a.a + (b.a - a.a) * t, b: a.b + (b.b - a.b) * t)
    var result = mix.color
    result.alpha = UInt8((Double(alpha) + (Double(other.alpha) - Double(alpha)) * t).rounded())
    return result
  }
}

extension OKLabColor {
  /// Back to 8-bit sRGB, each channel clipped to its range (`OKLabColor.init(_:)` goes the other way).
  fileprivate var color: RGBAColor {
    let l = pow(self.l + 0.396_337_777_4 * a + 0.215_803_757_3 * b, 3)
    let m = pow(self.l - 0.105_561_345_8 * a - 0.063_854_172_8 * b, 3)
    let s = pow(self.l - 0.089_484_177_5 * a - 1.291_485_548_0 * b, 3)
    return RGBAColor(
      red: Self.gamma(4.076_741_662_1 * l - 3.307_711_591_3 * m + 0.230_969_929_2 * s),
      green: Self.gamma(-1.268_438_004_6 * l + 2.609_757_401_1 * m - 0.341_319_396_5 * s),
      blue: Self.gamma(-0.004_196_086_3 * l - 0.703_418_614_7 * m + 1.707_614_701_0 * s))
  }

  private static func gamma(_ value: Double) -> UInt8 {
    let v = min(max(value, 0), 1)
    let c = v <= 0.003_130_8 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
    return UInt8((c * 255).rounded())
  }
}

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

extension RGBAColor {
  /// The WCAG 2 contrast every weight-ramp fill keeps with the canvas: 1.25:1.
  ///
  /// A fill that close to the canvas does not show as a chip: `#E0F2FE` on white is 1.15:1.
  /// The quietest fills of the built-in themes are 1.17:1 (light's `#E8EEF7` on white,
  /// paper's) and 1.22:1 (dark's); 1.25:1 keeps every ramp chip at least as visible as
  /// those, on an off-white canvas too (where the same fill loses contrast), and no more is
  /// asked: a chip's text, not its fill, carries its meaning (WCAG's 3:1 for the boundaries
  /// of controls would leave a ramp no light end).
  package static let minimumFillContrast = 1.25

  /// This colour, or the nearest in OKLab lightness (hue and chroma kept as far as sRGB
  /// allows) with at least `minimum` WCAG contrast with `background`: moved away from the
  /// canvas, on the side the colour is on, or the other side when that one has no room. A
  /// translucent colour is judged painted over the canvas, a translucent canvas over white.
  package func keepingContrast(_ minimum: Double, with background: RGBAColor) -> RGBAColor {
    let canvas = background.isOpaque ? background : background.composited(over: .white)
    func ratio(_ color: RGBAColor) -> Double { color.composited(over: canvas).contrastRatio(with: canvas) }
    guard ratio(self) < minimum else { return self }
    let lab = OKLabColor(self)
    let canvasL = OKLabColor(canvas).l
    // 0.179: the luminance with as much contrast to black as to white.
    let darkerFirst = lab.l < canvasL || (lab.l == canvasL && canvas.relativeLuminance > 0.179)
    for direction in darkerFirst ? [-1.0, 1.0] : [1.0, -1.0] {
      var l = lab.l
      while (0...1).contains(l + direction * 0.002) {
        l += direction * 0.002
        var moved = OKLabColor(l: l, a: lab.a, b: lab.b).color
        moved.alpha = alpha
        if ratio(moved) >= minimum { return moved }
      }
    }
    return self
  }
}

extension ColorRamp {
  /// The fill at `position` (0: lightest tag, 1: heaviest), on a canvas of `background`:
  /// the two ends kept at `RGBAColor.minimumFillContrast` with the canvas first (so the steps
  /// between them stay even), then the mix, so no fill of the ramp fades into the canvas.
  package func fill(at position: Double, on background: RGBAColor) -> RGBAColor {
    let minimum = RGBAColor.minimumFillContrast
    let (start, end) = (from.keepingContrast(minimum, with: background), to.keepingContrast(minimum, with: background))
    return start.mixed(with: end, by: position).keepingContrast(minimum, with: background)
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

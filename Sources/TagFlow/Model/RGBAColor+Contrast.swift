// WCAG 2 relative luminance and contrast ratio, and picking a readable text colour for a fill.

import Glibc

extension RGBAColor {
  /// The contrast WCAG 2 asks of normal-size text (success criterion 1.4.3, level AA).
  package static let minimumTextContrast = 4.5

  /// WCAG 2 relative luminance: 0 for black, 1 for white. Alpha is ignored;
  /// composite a translucent colour first (`composited(over:)`).
  package var relativeLuminance: Double {
    func linear(_ channel: UInt8) -> Double {
      let c = Double(channel) / 255
      // The sRGB transfer function as WCAG 2 writes it (0.03928 there; 0.04045 in
      // the sRGB standard: no 8-bit value lies between the two).
      return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// WCAG 2 contrast ratio with another colour, from 1 (same) to 21 (black on white).
  package func contrastRatio(with other: RGBAColor) -> Double {
    let (a, b) = (relativeLuminance, other.relativeLuminance)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// This colour painted over `base`, as an opaque colour (blended in sRGB, as browsers do).
  /// A translucent base is first painted over white, the page a web image usually sits on.
  package func composited(over base: RGBAColor) -> RGBAColor {
    let under = base.isOpaque ? base : base.composited(over: .white)
    let a = Double(alpha) / 255
    func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
      UInt8((Double(top) * a + Double(bottom) * (1 - a)).rounded())
    }
    return RGBAColor(
      red: mix(red, under.red), green: mix(green, under.green), blue: mix(blue, under.blue))
  }

  /// A text colour that reaches `minimumTextContrast` against `fill`: the first of
  /// `preferred` that does, else black or white, whichever contrasts more. One of black
  /// and white always reaches at least 4.58:1 (the square root of 21), so the result
  /// is always readable.
  package static func readableText(on fill: RGBAColor, preferring preferred: [RGBAColor]) -> RGBAColor {
    let opaqueFill = fill.composited(over: .white)
    for candidate in preferred where candidate.isOpaque {
      if candidate.contrastRatio(with: opaqueFill) >= minimumTextContrast { return candidate }
    }
    return RGBAColor.black.contrastRatio(with: opaqueFill) >= RGBAColor.white.contrastRatio(with: opaqueFill)
      ? .black : .white
  }
}

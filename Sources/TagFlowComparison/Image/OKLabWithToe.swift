// OKLab with CIELAB's linear toe near black: the colour space the default metric measures in.

import Glibc
import TagFlow

/// Where the cone responses stop following a cube root: CIELAB's (6/29)³ of white.
let toeKnee = 216.0 / 24_389.0

/// The cube root of a cone response, and below `toeKnee` the straight line that meets it there
/// with the same slope (CIE 1976 L*a*b*'s f(t) = t / (3·(6/29)²) + 4/29).
///
/// Why: OKLab takes a plain cube root, whose slope is infinite at 0, so near black it calls
/// differences huge that nobody can see: (0,0,0) → (1,0,0) is ΔE_OK 0.046, over two JND,
/// while CIEDE2000 puts it at 0.40 (looks-same passes up to 2.3), and every grey from 0 to 8
/// moved by 3 levels fails. A real screen is never that dark: its black glows and reflects
/// the room (sRGB's reference viewing has 1% flare), and vision there follows light about
/// linearly (de Vries–Rose), which is what CIELAB's linear segment models. Above the knee
/// (sRGB grey ≈ 23, a dim near-black) nothing changes, so every colour not that dark, all
/// of a render's fills, text and borders, is measured exactly as OKLab measures it; below
/// it a difference counts less, never more, and a step a person sees near black (0 → 40 is
/// ΔE 0.14, seven JND) still fails.
@inline(__always)
func coneResponse(_ t: Double) -> Double {
  t > toeKnee ? cbrt(t) : t * (841.0 / 108.0) + 4.0 / 29.0
}

extension OKLabColor {
  /// From linear-light red, green and blue, with the toe near black (`coneResponse`).
  @inline(__always)
  init(toeLinear r: Double, _ g: Double, _ b: Double) {
    self.init(linear: r, g, b, coneResponse: coneResponse)
  }

  /// An opaque 8-bit sRGB pixel, with the toe near black.
  @inline(__always)
  init(toe p: UnsafePointer<UInt8>, linear: UnsafeBufferPointer<Double>) {
    self.init(toeLinear: linear[Int(p[0])], linear[Int(p[1])], linear[Int(p[2])])
  }
}

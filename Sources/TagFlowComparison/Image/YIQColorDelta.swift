// pixelmatch's YIQ colour delta (Kotsarenko & Ramos, 2010), in both its versions' arithmetic.
//
// Counts must equal pixelmatch's exactly, and a pixel just at the threshold can go either way
// on the last bit of a double, so each function does the same operations in the same order as
// the JavaScript it mirrors (pixelmatch 7.2 `colorDelta`, pixelmatch 6 `colorDelta`).

import TagFlow

/// Straight RGBA pixels of one image, read in place; 32-bit words only for equality tests.
struct RGBAPixels {
  let base: UnsafePointer<UInt8>
  let width: Int
  let height: Int

  @inline(__always)
  func word(_ index: Int) -> UInt32 {
    UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index * 4, as: UInt32.self)
  }

  /// Eight pixels from `index` as four 64-bit words, for the scan's fast equal-run test.
  @inline(__always)
  func sameEight(_ index: Int, as other: RGBAPixels) -> Bool {
    let p = UnsafeRawPointer(base) + index * 4
    let q = UnsafeRawPointer(other.base) + index * 4
    var bits: UInt64 = 0
    for offset in stride(from: 0, to: 32, by: 8) {
      bits |=
        p.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        ^ q.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
    }
    return bits == 0
  }

  @inline(__always)
  func pixel(_ index: Int) -> UnsafePointer<UInt8> { base + index * 4 }
}

/// The largest YIQ delta (black against white, rounded up as pixelmatch has it).
let maxYIQDelta = 35215.0

/// pixelmatch 7: the YIQ delta of the straight difference, semi-transparent pixels blended
/// over a background that depends on the byte offset `k` (its "checkerboard"). Negative when
/// `q` is darker.
@inline(__always)
func pixelmatch7Delta(_ p: UnsafePointer<UInt8>, _ q: UnsafePointer<UInt8>, byteOffset k: Int)
  -> Double
{
  let (dr, dg, db) = pixelmatch7Differences(p, q, byteOffset: k)
  let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
  let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
  let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
  let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
  return y > 0 ? -delta : delta
}

/// pixelmatch 7's `brightnessDelta`: the Y of the difference, both pixels blended over the
/// background of the centre pixel's offset `k`.
@inline(__always)
func pixelmatch7BrightnessDelta(
  _ p: UnsafePointer<UInt8>, _ q: UnsafePointer<UInt8>, byteOffset k: Int
) -> Double {
  if p[0] == q[0] && p[1] == q[1] && p[2] == q[2] && p[3] == q[3] { return 0 }
  let (dr, dg, db) = pixelmatch7Differences(p, q, byteOffset: k)
  return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
}

@inline(__always)
private func pixelmatch7Differences(
  _ p: UnsafePointer<UInt8>, _ q: UnsafePointer<UInt8>, byteOffset k: Int
) -> (Double, Double, Double) {
  let (r1, g1, b1, a1) = (Int(p[0]), Int(p[1]), Int(p[2]), Int(p[3]))
  let (r2, g2, b2, a2) = (Int(q[0]), Int(q[1]), Int(q[2]), Int(q[3]))
  guard a1 < 255 || a2 < 255 else { return (Double(r1 - r2), Double(g1 - g2), Double(b1 - b2)) }
  // `48 + 159 * (k % 2)` and so on, with JavaScript's `| 0` truncation of the quotients.
  let rb = 48 + 159 * (k % 2)
  let gb = 48 + 159 * (Int(Double(k) / 1.618033988749895) % 2)
  let bb = 48 + 159 * (Int(Double(k) / 2.618033988749895) % 2)
  let da = a1 - a2
  // Integer numerators are exact in JavaScript's doubles too; only the division rounds.
  return (
    Double(r1 * a1 - r2 * a2 - rb * da) / 255, Double(g1 * a1 - g2 * a2 - gb * da) / 255,
    Double(b1 * a1 - b2 * a2 - bb * da) / 255
  )
}

/// pixelmatch 5 and 6 (and the PyPI port): each pixel blended over white, then the
/// difference of their Y, I and Q. Negative when `q` is darker.
@inline(__always)
func pixelmatch6Delta(_ p: UnsafePointer<UInt8>, _ q: UnsafePointer<UInt8>) -> Double {
  let (r1, g1, b1) = blendedOverWhite(p)
  let (r2, g2, b2) = blendedOverWhite(q)
  let y1 = luma(r1, g1, b1)
  let y2 = luma(r2, g2, b2)
  let y = y1 - y2
  let i = inPhase(r1, g1, b1) - inPhase(r2, g2, b2)
  let q = quadrature(r1, g1, b1) - quadrature(r2, g2, b2)
  let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
  return y1 > y2 ? -delta : delta
}

/// pixelmatch 6's brightness for anti-aliasing detection: Y of the pixel blended over white.
/// (Its delta of two identical pixels is exactly 0 without the equality test it starts with.)
@inline(__always)
func pixelmatch6Brightness(_ p: UnsafePointer<UInt8>) -> Double {
  let (r, g, b) = blendedOverWhite(p)
  return luma(r, g, b)
}

/// pixelmatch 6's `blend`: `255 + (c - 255) * a` with `a` already divided by 255.
@inline(__always)
private func blendedOverWhite(_ p: UnsafePointer<UInt8>) -> (Double, Double, Double) {
  let a = p[3]
  if a == 255 { return (Double(p[0]), Double(p[1]), Double(p[2])) }
  let alpha = Double(a) / 255
  return (
    255 + (Double(p[0]) - 255) * alpha, 255 + (Double(p[1]) - 255) * alpha,
    255 + (Double(p[2]) - 255) * alpha
  )
}

@inline(__always)
func luma(_ r: Double, _ g: Double, _ b: Double) -> Double {
  r * 0.29889531 + g * 0.58662247 + b * 0.11448223
}

@inline(__always)
private func inPhase(_ r: Double, _ g: Double, _ b: Double) -> Double {
  r * 0.59597799 - g * 0.27417610 - b * 0.32180189
}

@inline(__always)
private func quadrature(_ r: Double, _ g: Double, _ b: Double) -> Double {
  r * 0.21147017 - g * 0.52261711 + b * 0.31114694
}

/// One in odiff's fixed point: 12 bits of fraction (`COLOR_DELTA_SIMD_SHIFT`).
let odiffOne: Int64 = 1 << 12

/// odiff 4's `calculatePixelColorDeltaSimd` (`src/color_delta.zig`), operation for operation:
/// each channel blended over white in 12-bit fixed point (the quotient truncated towards zero),
/// Y, I and Q with coefficients truncated to 12 bits and shifted back, and the weighted sum of
/// squares shifted back by 24 bits. Never negative; in units of `odiffOne`.
@inline(__always)
func odiffDelta(_ p: UnsafePointer<UInt8>, _ q: UnsafePointer<UInt8>) -> Int64 {
  let (y1, i1, q1) = odiffYIQ(p)
  let (y2, i2, q2) = odiffYIQ(q)
  let (y, i, qq) = (y1 - y2, i1 - i2, q1 - q2)
  return
    (y * y * OdiffCoefficients.yWeight + i * i * OdiffCoefficients.iWeight + qq * qq
    * OdiffCoefficients.qWeight) >> 24
}

/// odiff's coefficients, `@intFromFloat(c * 4096)`: truncated towards zero, as Swift's `Int64(_:)` does.
private enum OdiffCoefficients {
  static let y = (Int64(0.29889531 * 4096), Int64(0.58662247 * 4096), Int64(0.11448223 * 4096))
  static let i = (Int64(0.59597799 * 4096), Int64(-0.27417610 * 4096), Int64(-0.32180189 * 4096))
  static let q = (Int64(0.21147017 * 4096), Int64(-0.52261711 * 4096), Int64(0.31114694 * 4096))
  static let yWeight = Int64(0.5053 * 4096)
  static let iWeight = Int64(0.299 * 4096)
  static let qWeight = Int64(0.1957 * 4096)
}

@inline(__always)
private func odiffYIQ(_ p: UnsafePointer<UInt8>) -> (Int64, Int64, Int64) {
  let alpha = Int64(p[3])
  @inline(__always) func blend(_ channel: UInt8) -> Int64 {
    alpha == 0 ? 255 << 12 : (255 << 12) + (Int64(channel) - 255) * alpha * odiffOne / 255
  }
  let (r, g, b) = (blend(p[0]), blend(p[1]), blend(p[2]))
  let (c, i, q) = (OdiffCoefficients.y, OdiffCoefficients.i, OdiffCoefficients.q)
  return (
    (r * c.0 + g * c.1 + b * c.2) >> 12, (r * i.0 + g * i.1 + b * i.2) >> 12, (r * q.0 + g * q.1 + b * q.2) >> 12
  )
}

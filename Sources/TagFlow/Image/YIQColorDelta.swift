// Perceived colour difference in YIQ space (Kotsarenko & Ramos, 2010), pixelmatch's metric.

/// Straight RGBA pixels of one image, read in place; 32-bit words only for equality tests.
struct RGBAPixels {
  let base: UnsafePointer<UInt8>
  let width: Int
  let height: Int

  @inline(__always)
  func word(_ index: Int) -> UInt32 {
    UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index * 4, as: UInt32.self)
  }

  @inline(__always)
  func pixel(_ index: Int) -> UnsafePointer<UInt8> { base + index * 4 }
}

/// The largest value `yiqDelta` can return (black against white).
let maxYIQDelta = 35215.0

/// Weighted squared YIQ distance between two pixels, each first blended over white.
@inline(__always)
func yiqDelta(_ p: UnsafePointer<UInt8>, _ q: UnsafePointer<UInt8>) -> Double {
  let (r1, g1, b1) = overWhite(p)
  let (r2, g2, b2) = overWhite(q)
  let y = luma(r1, g1, b1) - luma(r2, g2, b2)
  let i = inPhase(r1, g1, b1) - inPhase(r2, g2, b2)
  let q = quadrature(r1, g1, b1) - quadrature(r2, g2, b2)
  return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
}

/// Brightness difference only (positive when `p` is brighter), for anti-aliasing detection.
@inline(__always)
func lumaDelta(_ p: UnsafePointer<UInt8>, _ q: UnsafePointer<UInt8>) -> Double {
  let (r1, g1, b1) = overWhite(p)
  let (r2, g2, b2) = overWhite(q)
  return luma(r1, g1, b1) - luma(r2, g2, b2)
}

/// A straight-alpha pixel composited over white: what a viewer sees on a white page, so a
/// transparent pixel equals white whatever its colour bits.
@inline(__always)
func overWhite(_ p: UnsafePointer<UInt8>) -> (Double, Double, Double) {
  let a = p[3]
  if a == 255 { return (Double(p[0]), Double(p[1]), Double(p[2])) }
  let alpha = Double(a) / 255
  return (
    blendWithWhite(Double(p[0]), alpha), blendWithWhite(Double(p[1]), alpha),
    blendWithWhite(Double(p[2]), alpha)
  )
}

@inline(__always)
func blendWithWhite(_ c: Double, _ alpha: Double) -> Double { 255 + (c - 255) * alpha }

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

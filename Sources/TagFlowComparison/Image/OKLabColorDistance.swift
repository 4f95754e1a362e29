// Squared OKLab distance (Ottosson 2020, with CIELAB's toe near black) between straight-alpha
// pixels, the default metric.

import Glibc
import TagFlow

/// The squared ΔE_OK between two straight-alpha pixels, in OKLab with the toe near black
/// (`coneResponse`). Opaque pixels are compared as they
/// are; otherwise both are composited (in sRGB values, as Cairo and browsers blend) over
/// white and over black and the larger distance counts, so opacity changes count and the
/// colour of a fully transparent pixel does not.
@inline(__always)
func okLabSquaredDistance(_ p: UnsafePointer<UInt8>, _ q: UnsafePointer<UInt8>) -> Double {
  if p[3] == 255 && q[3] == 255 {
    return linearOfByte.withUnsafeBufferPointer { linear in
      OKLabColor(toe: p, linear: linear).squaredDistance(to: OKLabColor(toe: q, linear: linear))
    }
  }
  return translucentSquaredDistance(p, q)
}

/// `okLabSquaredDistance` when either pixel lets the background through.
func translucentSquaredDistance(_ p: UnsafePointer<UInt8>, _ q: UnsafePointer<UInt8>) -> Double {
  if p[3] == 0 && q[3] == 0 { return 0 }
  return max(
    composited(p, over: 255).squaredDistance(to: composited(q, over: 255)),
    composited(p, over: 0).squaredDistance(to: composited(q, over: 0)))
}

/// `p` seen over an opaque grey `background` (0 or 255), in OKLab.
@inline(__always)
private func composited(_ p: UnsafePointer<UInt8>, over background: Double) -> OKLabColor {
  let alpha = Double(p[3]) / 255
  func channel(_ c: UInt8) -> Double {
    linearLight(Double(c) * alpha + background * (1 - alpha))
  }
  return OKLabColor(toeLinear: channel(p[0]), channel(p[1]), channel(p[2]))
}

/// The OKLab values of the opaque colours a scan has met, direct-mapped by their RGB: a
/// render has a few hundred colours, so nearly every lookup after the first few hits and
/// skips the three cube roots.
final class OKLabCache {
  private static let bits = 12
  /// RGB with bit 24 set, so 0 means empty.
  private let keys = UnsafeMutablePointer<UInt32>.allocate(capacity: 1 << bits)
  private let values = UnsafeMutablePointer<OKLabColor>.allocate(capacity: 1 << bits)
  private let linear = UnsafeMutablePointer<Double>.allocate(capacity: 256)

  init() {
    keys.initialize(repeating: 0, count: 1 << Self.bits)
    _ = UnsafeMutableBufferPointer(start: linear, count: 256).initialize(from: linearOfByte)
  }

  deinit {
    keys.deallocate()
    values.deallocate()
    linear.deallocate()
  }

  /// The OKLab value of the opaque pixel `p`.
  @inline(__always)
  func color(_ p: UnsafePointer<UInt8>) -> OKLabColor {
    let key = UInt32(p[0]) << 16 | UInt32(p[1]) << 8 | UInt32(p[2]) | 1 << 24
    let slot = Int((key &* 0x9E37_79B1) >> (32 - UInt32(Self.bits)))
    if keys[slot] == key { return values[slot] }
    let value = OKLabColor(toe: p, linear: UnsafeBufferPointer(start: linear, count: 256))
    keys[slot] = key
    (values + slot).initialize(to: value)
    return value
  }
}

// Squared OKLab distance (Ottosson 2020) between straight-alpha pixels, the default metric.

import Glibc

/// sRGB channel value → linear light, for the 256 byte values: opaque pixels, nearly every
/// pixel of a render, skip `pow`.
private let linearOfByte: [Double] = (0...255).map { linearLight(Double($0)) }

/// The sRGB transfer function inverted, for a channel value 0...255 (fractional after blending).
@inline(__always)
private func linearLight(_ c: Double) -> Double {
  let v = c / 255
  return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
}

/// A colour in OKLab.
struct OKLabColor {
  var l: Double
  var a: Double
  var b: Double

  /// An opaque 8-bit sRGB colour.
  @inline(__always)
  init(_ p: UnsafePointer<UInt8>, linear: UnsafeBufferPointer<Double>) {
    self.init(linear: linear[Int(p[0])], linear[Int(p[1])], linear[Int(p[2])])
  }

  init(l: Double, a: Double, b: Double) {
    self.l = l
    self.a = a
    self.b = b
  }

  /// An 8-bit sRGB colour, its alpha aside.
  init(_ color: RGBAColor) {
    self.init(
      linear: linearOfByte[Int(color.red)], linearOfByte[Int(color.green)], linearOfByte[Int(color.blue)])
  }

  /// From linear-light red, green and blue.
  @inline(__always)
  init(linear r: Double, _ g: Double, _ b: Double) {
    let l = cbrt(0.412_221_470_8 * r + 0.536_332_536_3 * g + 0.051_445_992_9 * b)
    let m = cbrt(0.211_903_498_2 * r + 0.680_699_545_1 * g + 0.107_396_956_6 * b)
    let s = cbrt(0.088_302_461_9 * r + 0.281_718_837_6 * g + 0.629_978_700_5 * b)
    self.l = 0.210_454_255_3 * l + 0.793_617_785_0 * m - 0.004_072_046_8 * s
    self.a = 1.977_998_495_1 * l - 2.428_592_205_0 * m + 0.450_593_709_9 * s
    self.b = 0.025_904_037_1 * l + 0.782_771_766_2 * m - 0.808_675_766_0 * s
  }

  @inline(__always)
  func squaredDistance(to other: OKLabColor) -> Double {
    let (dl, da, db) = (l - other.l, a - other.a, b - other.b)
    return dl * dl + da * da + db * db
  }
}

/// The squared ΔE_OK between two straight-alpha pixels. Opaque pixels are compared as they
/// are; otherwise both are composited (in sRGB values, as Cairo and browsers blend) over
/// white and over black and the larger distance counts, so opacity changes count and the
/// colour of a fully transparent pixel does not.
@inline(__always)
func okLabSquaredDistance(_ p: UnsafePointer<UInt8>, _ q: UnsafePointer<UInt8>) -> Double {
  if p[3] == 255 && q[3] == 255 {
    return linearOfByte.withUnsafeBufferPointer { linear in
      OKLabColor(p, linear: linear).squaredDistance(to: OKLabColor(q, linear: linear))
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
  return OKLabColor(linear: channel(p[0]), channel(p[1]), channel(p[2]))
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
    let value = OKLabColor(p, linear: UnsafeBufferPointer(start: linear, count: 256))
    keys[slot] = key
    (values + slot).initialize(to: value)
    return value
  }
}

// Near black, the default comparison passes what nobody sees and fails what anybody sees.

import Foundation
import Testing

@testable import TagFlow
@testable import TagFlowComparison

@Suite struct NearBlackTests {
  /// A 20×20 patch (400 pixels, the count) of one opaque colour.
  static func patch(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Bitmap {
    Bitmap(width: 20, height: 20, filledWith: Bitmap.Pixel(r: r, g: g, b: b))
  }

  static func differing(_ a: Bitmap, _ b: Bitmap) -> Int {
    ImageComparison().compare(a, b).difference!.differingPixels
  }

  /// CIEDE2000 between two greys, where it is the lightness term alone: ΔL* / S_L.
  static func deltaE2000(grey g: Int, _ h: Int) -> Double {
    func lightness(_ c: Int) -> Double {
      let y = linearLight(Double(c))
      return y > 216.0 / 24_389.0 ? 116 * cbrt(y) - 16 : y * 24_389.0 / 27.0
    }
    let (l1, l2) = (lightness(g), lightness(h))
    let mean = (l1 + l2) / 2
    let sl = 1 + 0.015 * (mean - 50) * (mean - 50) / (20 + (mean - 50) * (mean - 50)).squareRoot()
    return abs(l1 - l2) / sl
  }

  /// Every dark grey from 0 to 40 moved by 1, 2 or 3 levels, as a grey or in one channel:
  /// at most ΔE00 0.9, nothing a person sees; OKLab's plain cube root failed every grey up to
  /// 8 moved by 3 levels, and (0,0,0) → (1,0,0).
  @Test func darkGreysMovedByUpToThreeLevelsPass() {
    var failures: [String] = []
    for g in 0...40 {
      for step in [-3, -2, -1, 1, 2, 3] where g + step >= 0 {
        let grey = UInt8(g)
        let moved = UInt8(g + step)
        let pairs = [
          ("grey", Self.patch(moved, moved, moved)), ("red", Self.patch(moved, grey, grey)),
          ("green", Self.patch(grey, moved, grey)), ("blue", Self.patch(grey, grey, moved)),
        ]
        for (name, changed) in pairs where Self.differing(Self.patch(grey, grey, grey), changed) != 0 {
          failures.append("grey \(g) → \(name) \(g + step)")
        }
      }
    }
    #expect(failures.isEmpty, "\(failures)")
    #expect(Self.differing(Self.patch(0, 0, 0), Self.patch(1, 0, 0)) == 0)
  }

  /// From every dark grey, up and down, the nearest grey a person can tell apart (CIEDE2000
  /// 1.5 or more) fails on every pixel; so does black → grey 40, or 40 in one channel.
  @Test func stepsAPersonSeesNearBlackFail() {
    var failures: [String] = []
    for g in 0...40 {
      for direction in [-1, 1] {
        var h = g + direction
        while h >= 0, h <= 255, Self.deltaE2000(grey: g, h) < 1.5 { h += direction }
        guard h >= 0, h <= 255 else { continue }
        let (a, b) = (UInt8(g), UInt8(h))
        if Self.differing(Self.patch(a, a, a), Self.patch(b, b, b)) != 400 {
          failures.append("grey \(g) → \(h) (ΔE00 \(Self.deltaE2000(grey: g, h)))")
        }
      }
    }
    #expect(failures.isEmpty, "\(failures)")
    #expect(Self.differing(Self.patch(0, 0, 0), Self.patch(40, 40, 40)) == 400)
    // And one channel from black to 40: a dark red, green or navy.
    #expect(Self.differing(Self.patch(0, 0, 0), Self.patch(40, 0, 0)) == 400)
    #expect(Self.differing(Self.patch(0, 0, 0), Self.patch(0, 40, 0)) == 400)
    #expect(Self.differing(Self.patch(0, 0, 0), Self.patch(0, 0, 40)) == 400)
  }

  /// Above the toe (every cone response over (6/29)³), the metric is OKLab itself: the colours
  /// of renders are measured as before, so no visible change of theirs can begin to pass.
  @Test func coloursAboveTheToeAreMeasuredInPlainOKLab() {
    var state: UInt64 = 21
    func byte() -> UInt8 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 56)
    }
    var checked = 0
    while checked < 20_000 {
      let p = Bitmap.Pixel(r: byte(), g: byte(), b: byte())
      let q = Bitmap.Pixel(r: byte(), g: byte(), b: byte())
      func aboveToe(_ c: Bitmap.Pixel) -> Bool {
        let (r, g, b) = (linearOfByte[Int(c.r)], linearOfByte[Int(c.g)], linearOfByte[Int(c.b)])
        return min(
          0.412_221_470_8 * r + 0.536_332_536_3 * g + 0.051_445_992_9 * b,
          0.211_903_498_2 * r + 0.680_699_545_1 * g + 0.107_396_956_6 * b,
          0.088_302_461_9 * r + 0.281_718_837_6 * g + 0.629_978_700_5 * b) > 216.0 / 24_389.0
      }
      guard aboveToe(p), aboveToe(q) else { continue }
      let plain = OKLabTestColor(RGBAColor(red: p.r, green: p.g, blue: p.b)).distance(
        to: OKLabTestColor(RGBAColor(red: q.r, green: q.g, blue: q.b)))
      #expect(abs(ImageComparison.Metric.oklab.distance(p, q) - plain) < 1e-9, "\(p) \(q)")
      checked += 1
    }
  }
}

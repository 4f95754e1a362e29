// The per-pixel colour distances a comparison can use, and what the threshold means for each.

import TagFlow

extension ImageComparison {
  /// How far apart two pixels' colours are; a pixel differs when its distance is over the
  /// comparison's `threshold`, whose units depend on the metric.
  public enum Metric: String, Sendable, Equatable, CaseIterable {
    /// The default: Euclidean distance in OKLab (ΔE_OK, lightness 0 for black to 1 for white),
    /// with CIELAB's linear toe below a cone response of (6/29)³, about sRGB grey 23, where
    /// OKLab's cube root would call invisible near-black differences large. About 0.02 is one
    /// just-noticeable difference (JND); the default threshold, 0.015, fails every colour
    /// change of one JND or more above the toe, even after rounding to 8 bits, and passes a
    /// change of up to three levels of a grey, or of one channel, from black to grey 40.
    ///
    /// Anti-aliasing detection with this metric files a pixel under anti-aliasing when it is
    /// an in-between shade in both images beside a bit-identical flat area, or when it is one
    /// in either and the edge around it kept its two sides (within a JND) while the pixel
    /// moved between them, one side flat to the eye: its pixels less than a JND apart (an
    /// anti-aliasing tolerance).
    ///
    /// Transparency: each pixel is composited over white and over black, and the larger
    /// of the two distances counts; so a change of opacity shows as a change of colour, a
    /// transparent pixel never matches opaque white, and the colour bits of a fully
    /// transparent pixel, which nothing can show, never count.
    case oklab
    /// pixelmatch 7's metric, to compare counts with it: the YIQ distance of Kotsarenko and
    /// Ramos, with semi-transparent pixels blended over pixelmatch 7's fixed pattern of
    /// backgrounds. Threshold 0...1, the square root of the YIQ distance over its maximum;
    /// pixelmatch's default is 0.1, which passes changes people can see.
    case yiq
    /// pixelmatch 5 and 6, and the `pixelmatch` package on PyPI: the YIQ distance with
    /// semi-transparent pixels blended over white, so a transparent pixel equals white.
    case yiqOverWhite = "yiq-white"
    /// odiff 4's: pixelmatch 6's YIQ over white, in odiff's 12-bit fixed point
    /// (`calculatePixelColorDeltaSimd`: coefficients and blends truncated), so a pixel a hair
    /// over pixelmatch's threshold can fall under it, as in odiff. Threshold 0...1, default 0.1.
    /// Counts equal odiff's with anti-aliasing detection off (odiff's default); with it on,
    /// anti-aliasing is told as `yiqOverWhite` tells it.
    case odiff

    /// The threshold a comparison with this metric gets unless told otherwise.
    public var defaultThreshold: Double {
      switch self {
      case .oklab: 0.015
      case .yiq, .yiqOverWhite, .odiff: 0.1
      }
    }

    /// Every threshold that means something: 0 counts any change; the top counts none.
    package static let thresholdRange: ClosedRange<Double> = 0...1

    /// The distance between two pixels in threshold units: the pixel differs when this is
    /// over the threshold. For `yiq`, transparent pixels are blended over the background
    /// pixelmatch 7 uses for the image's first pixel.
    package func distance(_ p: Bitmap.Pixel, _ q: Bitmap.Pixel) -> Double {
      withUnsafeBytes(of: (p.r, p.g, p.b, p.a)) { first in
        withUnsafeBytes(of: (q.r, q.g, q.b, q.a)) { second in
          let a = first.baseAddress!.assumingMemoryBound(to: UInt8.self)
          let b = second.baseAddress!.assumingMemoryBound(to: UInt8.self)
          switch self {
          case .oklab: return okLabSquaredDistance(a, b).squareRoot()
          case .yiq: return (abs(pixelmatch7Delta(a, b, byteOffset: 0)) / maxYIQDelta).squareRoot()
          case .yiqOverWhite: return (abs(pixelmatch6Delta(a, b)) / maxYIQDelta).squareRoot()
          case .odiff: return (Double(odiffDelta(a, b)) / Double(odiffOne) / maxYIQDelta).squareRoot()
          }
        }
      }
    }
  }
}

/// What the scan needs of a metric: the threshold test, and the brightness comparison that
/// anti-aliasing detection uses. Generic so each metric's scan is compiled on its own.
protocol PixelDistance: SendableMetatype {
  /// True when `p` and `q`, which are not bit-identical, are further apart than the threshold.
  /// `index` is the pixel's place in the image, for pixelmatch 7's position-dependent blend.
  func exceeds(_ p: UnsafePointer<UInt8>, _ q: UnsafePointer<UInt8>, index: Int) -> Bool
  /// What anti-aliasing detection computes once per centre pixel.
  associatedtype Centre
  func centre(_ pixel: UnsafePointer<UInt8>, index: Int) -> Centre
  /// Brightness of the centre minus that of `neighbour`, exactly 0 when they are identical.
  func brightnessDelta(_ centre: Centre, _ neighbour: UnsafePointer<UInt8>) -> Double
  /// True when `neighbour`, not bit-identical to `pixel`, still makes a flat area with it, in
  /// the test of whether an edge's darkest or brightest neighbour lies in a solid region.
  func looksFlat(_ pixel: UnsafePointer<UInt8>, _ neighbour: UnsafePointer<UInt8>) -> Bool
  /// True when `exceeds` may answer differently for the same two colours at another `index`;
  /// otherwise the scan reuses its answer for a pair of colours it has just seen.
  static var dependsOnPosition: Bool { get }
}

extension PixelDistance {
  /// pixelmatch's flat areas are bit-identical pixels; the compatible metrics keep that, to
  /// count what pixelmatch and odiff count.
  @inline(__always)
  func looksFlat(_ pixel: UnsafePointer<UInt8>, _ neighbour: UnsafePointer<UInt8>) -> Bool { false }

  static var dependsOnPosition: Bool { false }
}

/// Brightness over white, pixelmatch 6's: the centre's is computed once, and the delta is the
/// same subtraction of the same two doubles that pixelmatch 6 does for every neighbour.
protocol BrightnessOverWhite: PixelDistance where Centre == Double {}

extension BrightnessOverWhite {
  @inline(__always)
  func centre(_ pixel: UnsafePointer<UInt8>, index: Int) -> Double { pixelmatch6Brightness(pixel) }

  @inline(__always)
  func brightnessDelta(_ centre: Double, _ neighbour: UnsafePointer<UInt8>) -> Double {
    centre - pixelmatch6Brightness(neighbour)
  }
}

/// Anti-aliasing is told by shape, not by metric: brightness over white as pixelmatch 6.
struct OKLabDistance: BrightnessOverWhite {
  /// One just-noticeable difference in OKLab (ΔE_OK ≈ 0.02).
  static let jnd = 0.02

  let squaredThreshold: Double
  /// Neighbours closer than this (squared) look like one flat colour: one JND, or the
  /// threshold when that is larger.
  let squaredFlatness: Double
  let cache = OKLabCache()

  init(threshold: Double) {
    squaredThreshold = threshold * threshold
    let flatness = max(threshold, Self.jnd)
    squaredFlatness = flatness * flatness
  }

  @inline(__always)
  func exceeds(_ p: UnsafePointer<UInt8>, _ q: UnsafePointer<UInt8>, index: Int) -> Bool {
    squaredDistance(p, q) > squaredThreshold
  }

  /// The anti-aliasing tolerance: a region is flat when a person sees one colour there, that is
  /// when its pixels are less than a JND apart, not only when they are bit-identical. Glyph
  /// strokes and near-black cores are flat to the eye but rarely to the bit; an edge pixel
  /// re-shaded between two such regions that stayed put is anti-aliasing (looks-same's
  /// `antialiasingTolerance` does this with a brightness tolerance, 4 of 255 in its tests).
  @inline(__always)
  func looksFlat(_ pixel: UnsafePointer<UInt8>, _ neighbour: UnsafePointer<UInt8>) -> Bool {
    squaredDistance(pixel, neighbour) <= squaredFlatness
  }

  @inline(__always)
  private func squaredDistance(_ p: UnsafePointer<UInt8>, _ q: UnsafePointer<UInt8>) -> Double {
    p[3] == 255 && q[3] == 255
      ? cache.color(p).squaredDistance(to: cache.color(q)) : translucentSquaredDistance(p, q)
  }
}

struct Pixelmatch7Distance: PixelDistance {
  let maxDelta: Double
  /// Semi-transparent pixels are blended over a background that depends on their offset.
  static let dependsOnPosition = true

  @inline(__always)
  func exceeds(_ p: UnsafePointer<UInt8>, _ q: UnsafePointer<UInt8>, index: Int) -> Bool {
    abs(pixelmatch7Delta(p, q, byteOffset: index * 4)) > maxDelta
  }

  /// pixelmatch 7 blends both pixels over the background of the centre's offset, and takes
  /// the brightness of their difference: nothing to compute ahead.
  @inline(__always)
  func centre(_ pixel: UnsafePointer<UInt8>, index: Int) -> (UnsafePointer<UInt8>, Int) {
    (pixel, index * 4)
  }

  @inline(__always)
  func brightnessDelta(_ centre: (UnsafePointer<UInt8>, Int), _ neighbour: UnsafePointer<UInt8>)
    -> Double
  {
    pixelmatch7BrightnessDelta(centre.0, neighbour, byteOffset: centre.1)
  }
}

struct Pixelmatch6Distance: BrightnessOverWhite {
  let maxDelta: Double

  @inline(__always)
  func exceeds(_ p: UnsafePointer<UInt8>, _ q: UnsafePointer<UInt8>, index: Int) -> Bool {
    abs(pixelmatch6Delta(p, q)) > maxDelta
  }

}

/// odiff's threshold test: its fixed-point delta against `35215 × threshold² × 4096`, truncated.
struct OdiffDistance: BrightnessOverWhite {
  let maxDelta: Int64

  init(threshold: Double) {
    maxDelta = Int64(maxYIQDelta * (threshold * threshold) * Double(odiffOne))
  }

  @inline(__always)
  func exceeds(_ p: UnsafePointer<UInt8>, _ q: UnsafePointer<UInt8>, index: Int) -> Bool {
    odiffDelta(p, q) > maxDelta
  }
}

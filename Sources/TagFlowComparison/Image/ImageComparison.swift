// Compares two bitmaps pixel by pixel: a perceptual per-pixel threshold, anti-aliasing aside.

import Dispatch
import TagFlow

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How two images are compared. The defaults fail every colour change a person can see side
/// by side (OKLab, 0.015) and pass anti-aliasing-only changes; `Metric.yiq` reproduces
/// pixelmatch 7's counts, `Metric.yiqOverWhite` pixelmatch 6's and `Metric.odiff` odiff's.
public struct ImageComparison: Sendable, Equatable {
  /// How many differing pixels an image may have and still match.
  public enum Tolerance: Sendable, Equatable {
    /// At most this many differing pixels.
    case pixels(Int)
    /// At most this fraction (0...1) of all pixels differing.
    case ratio(Double)
  }

  /// The per-pixel colour distance.
  public var metric: Metric
  /// A pixel differs when its distance under `metric` is over this; 0 counts any change.
  /// Its units are the metric's: see `Metric`.
  public var threshold: Double
  /// When true, pixels that differ only because an edge was anti-aliased differently are
  /// reported apart (and shown yellow) instead of counting as differences.
  public var detectsAntialiasing: Bool

  /// A comparison with `metric`; `threshold` defaults to the metric's `defaultThreshold`.
  public init(metric: Metric = .oklab, threshold: Double? = nil, detectsAntialiasing: Bool = true) {
    self.metric = metric
    self.threshold = threshold ?? metric.defaultThreshold
    self.detectsAntialiasing = detectsAntialiasing
  }

  /// Compares two PNGs, `expected` and `actual`: equal bytes match without decoding (unless a
  /// diff image is wanted; the signature and the pixel budget are still checked); otherwise
  /// both are decoded within `maxPixels` pixels each and compared.
  public func comparePNG(
    _ expected: [UInt8], _ actual: [UInt8], diffImage: Bool = false,
    maxPixels: Int = PNGDecoder.defaultMaxPixels
  ) throws(PNGDecodingError) -> ImageComparisonResult {
    if expected == actual, !diffImage,
      let size = try PNGDecoder.checkedSize(expected, maxPixels: maxPixels)
    {
      let total = size.width * size.height
      return .compared(ImageDifference(differingPixels: 0, antialiasedPixels: 0, totalPixels: total))
    }
    return compare(
      try PNGDecoder.decode(expected, maxPixels: maxPixels),
      try PNGDecoder.decode(actual, maxPixels: maxPixels), diffImage: diffImage)
  }

  /// Compares `actual` with `expected`, pixel by pixel; with `diffImage`, also draws where they
  /// differ: red for differences, yellow for anti-aliasing, faded grey for the rest. Images of
  /// different sizes are compared on the union of both canvases, top-left aligned, as odiff
  /// counts them: a pixel outside the overlap that one image covers differs (and is red)
  /// unless it is fully transparent; the corner neither covers is not compared.
  public func compare(_ expected: Bitmap, _ actual: Bitmap, diffImage: Bool = false)
    -> ImageComparisonResult
  {
    compare(expected, actual, diffImage: diffImage, bands: nil)
  }

  /// `compare(_:_:diffImage:)` with the rows split into `bands` (nil: as `ScanBands.automatic`
  /// splits them); the result is the same for every split.
  func compare(_ expected: Bitmap, _ actual: Bitmap, diffImage: Bool, bands: ScanBands?)
    -> ImageComparisonResult
  {
    guard expected.size == actual.size else {
      return .sizeMismatch(
        expected: expected.size, actual: actual.size,
        difference: compareUnion(expected, actual, diffImage: diffImage, bands: bands))
    }
    return .compared(compareSameSize(expected, actual, diffImage: diffImage, bands: bands))
  }

  private func compareSameSize(_ expected: Bitmap, _ actual: Bitmap, diffImage: Bool, bands: ScanBands?)
    -> ImageDifference
  {
    let count = expected.width * expected.height
    guard count > 0 else {
      return ImageDifference(
        differingPixels: 0, antialiasedPixels: 0, totalPixels: 0,
        diffImage: diffImage ? expected : nil)
    }
    var tally = (differing: 0, antialiased: 0)
    var diff: [UInt8]? = nil
    expected.pixels.withUnsafeBufferPointer { a in
      actual.pixels.withUnsafeBufferPointer { b in
        let first = RGBAPixels(base: a.baseAddress!, width: expected.width, height: expected.height)
        let second = RGBAPixels(base: b.baseAddress!, width: actual.width, height: actual.height)
        // Identical pixels, the usual passing case: one memcmp, no per-pixel work.
        let identical = a.baseAddress == b.baseAddress || memcmp(a.baseAddress!, b.baseAddress!, count * 4) == 0
        let bands = bands ?? ScanBands.automatic(pixels: count)
        if diffImage {
          diff = [UInt8](unsafeUninitializedCapacity: count * 4) { out, written in
            var painter = DiffPainter(out.baseAddress!)
            if identical {
              for index in 0..<count { painter.paintUnchanged(index, from: first) }
            } else {
              tally = scan(first, second, bands, painting: &painter)
            }
            written = count * 4
          }
        } else if !identical {
          var nothing = NoDiffImage()
          tally = scan(first, second, bands, painting: &nothing)
        }
      }
    }
    return ImageDifference(
      differingPixels: tally.differing, antialiasedPixels: tally.antialiased, totalPixels: count,
      diffImage: diff.map { Bitmap(width: expected.width, height: expected.height, pixels: $0) })
  }

  /// Different sizes, counted as odiff counts them (`compareDifferentLayouts` in its
  /// `src/diff.zig`): the overlap compared as usual; a pixel that only one image covers
  /// differs unless it is fully transparent there; the corner of the union that neither image
  /// covers is not compared. The share is of the whole union, as odiff's percentage is. The
  /// diff image paints what counts red and leaves the rest of the union transparent.
  private func compareUnion(_ expected: Bitmap, _ actual: Bitmap, diffImage: Bool, bands: ScanBands?)
    -> ImageDifference
  {
    let overlap = Bitmap.Size(
      width: min(expected.width, actual.width), height: min(expected.height, actual.height))
    let union = Bitmap.Size(
      width: max(expected.width, actual.width), height: max(expected.height, actual.height))
    let inner = compareSameSize(
      expected.cropped(to: overlap), actual.cropped(to: overlap), diffImage: diffImage, bands: bands)
    var canvas = inner.diffImage.map { $0.placed(on: union, around: .clear) }
    // The two parts outside the overlap are disjoint: a pixel both images cover is in it.
    let outside =
      Self.paintUncovered(expected, beyond: overlap, on: &canvas)
      + Self.paintUncovered(actual, beyond: overlap, on: &canvas)
    return ImageDifference(
      differingPixels: inner.differingPixels + outside, antialiasedPixels: inner.antialiasedPixels,
      totalPixels: union.width * union.height, diffImage: canvas, sizesDiffer: true)
  }

  /// Counts the pixels of `image` outside `overlap` that are not fully transparent, painting
  /// each red on `canvas` (the union's diff image) when there is one.
  private static func paintUncovered(_ image: Bitmap, beyond overlap: Bitmap.Size, on canvas: inout Bitmap?)
    -> Int
  {
    var count = 0
    image.pixels.withUnsafeBufferPointer { pixels in
      for y in 0..<image.height {
        let row = y * image.width
        for x in (y < overlap.height ? overlap.width : 0)..<image.width where pixels[(row + x) * 4 + 3] != 0 {
          count += 1
          canvas?[x, y] = .red
        }
      }
    }
    return count
  }

  /// Dispatches to the scan specialised for the metric.
  private func scan<Canvas: DiffCanvas>(
    _ a: RGBAPixels, _ b: RGBAPixels, _ bands: ScanBands, painting painter: inout Canvas
  ) -> (differing: Int, antialiased: Int) {
    switch metric {
    case .oklab:
      scan(a, b, bands, { OKLabDistance(threshold: threshold) }, painting: &painter)
    case .yiq:
      scan(a, b, bands, { Pixelmatch7Distance(maxDelta: maxYIQDelta * threshold * threshold) }, painting: &painter)
    case .yiqOverWhite:
      scan(a, b, bands, { Pixelmatch6Distance(maxDelta: maxYIQDelta * threshold * threshold) }, painting: &painter)
    case .odiff:
      scan(a, b, bands, { OdiffDistance(threshold: threshold) }, painting: &painter)
    }
  }

  /// Every row scanned, on this thread alone or, as `bands` says, by several threads, each
  /// taking every n-th band of rows. Each thread has its own metric (OKLab's colour cache is
  /// not shared) and its own copy of the painter (the diff image's pixels of a row are written
  /// only by the thread that scans it); the counts are summed, so the result does not depend
  /// on how the rows were split or in what order the threads ran.
  private func scan<Distance: PixelDistance, Canvas: DiffCanvas>(
    _ a: RGBAPixels, _ b: RGBAPixels, _ bands: ScanBands, _ makeDistance: () -> Distance,
    painting painter: inout Canvas
  ) -> (differing: Int, antialiased: Int) {
    if bands.threads <= 1 { return scan(a, b, makeDistance(), rows: 0..<a.height, painting: &painter) }
    let work = BandedScan(
      self, a, b, bands, distances: (0..<bands.threads).map { _ in makeDistance() }, painter: painter)
    DispatchQueue.concurrentPerform(iterations: bands.threads) { work.run($0) }
    return work.sum
  }

  /// The scan, row by row over `rows`: runs of eight equal pixels (nearly all of a passing
  /// test) cost four 64-bit compares and skip the colour maths; only unequal pixels get the
  /// metric, and only those over the threshold get the neighbourhood look of anti-aliasing
  /// detection. A changed fill repeats one pair of colours pixel after pixel, so the metric's
  /// answer for the last pair is kept (for metrics whose answer does not depend on where the
  /// pixel is).
  fileprivate func scan<Distance: PixelDistance, Canvas: DiffCanvas>(
    _ a: RGBAPixels, _ b: RGBAPixels, _ distance: Distance, rows: Range<Int>, painting painter: inout Canvas
  ) -> (differing: Int, antialiased: Int) {
    let width = a.width
    var differing = 0
    var antialiased = 0
    // Two equal words never get here, so the pair (0, 0) stands for none yet.
    var last = (pair: UInt64(0), exceeds: false)
    for y in rows {
      let row = y * width
      var start = 0
      while start < width {
        let end = min(start + 8, width)
        if end - start == 8 && a.sameEight(row + start, as: b) {
          for index in row + start..<row + end { painter.paintUnchanged(index, from: a) }
          start = end
          continue
        }
        for x in start..<end {
          let index = row + x
          let (p, q) = (a.word(index), b.word(index))
          if p == q {
            painter.paintUnchanged(index, from: a)
            continue
          }
          let exceeds: Bool
          let pair = UInt64(p) << 32 | UInt64(q)
          if !Distance.dependsOnPosition && pair == last.pair {
            exceeds = last.exceeds
          } else {
            exceeds = distance.exceeds(a.pixel(index), b.pixel(index), index: index)
            last = (pair, exceeds)
          }
          if !exceeds {
            painter.paintUnchanged(index, from: a)
          } else if detectsAntialiasing && looksAntialiased(x: x, y: y, a, b, distance) {
            antialiased += 1
            painter.paint(index, .antialiased)
          } else {
            differing += 1
            painter.paint(index, .differing)
          }
        }
        start = end
      }
    }
    return (differing, antialiased)
  }
}

extension ImageComparison {
  /// pixelmatch files a pixel under anti-aliasing when it is an in-between shade in either
  /// image; the pixelmatch metrics keep that, to count what it counts. OKLab asks for an
  /// in-between shade in both: an edge shaded differently is one in both images, but a stroke
  /// that vanished (`café` → `cafe`: the accent's edge pixels become flat background) is one
  /// only in the image that has it, and pixelmatch's rule would file the change under
  /// anti-aliasing and pass it. Or for an edge that stayed put while one pixel's coverage
  /// went all the way to one side (`isReshadedEdge`), which only one image shows as in-between.
  @inline(__always)
  fileprivate func looksAntialiased<Distance: PixelDistance>(
    x: Int, y: Int, _ a: RGBAPixels, _ b: RGBAPixels, _ distance: Distance
  ) -> Bool {
    // Three neighbours bit-identical to the pixel leave it no in-between shade in that image
    // (`inBetweenShade`), which every rule below needs from one image or both: a pixel inside
    // a recoloured fill is decided by sixteen word compares.
    let interior = x > 0 && y > 0 && x < a.width - 1 && y < a.height - 1
    let index = y * a.width + x
    let flatInA = interior && hasThreeIdenticalNeighbours(index, in: a)
    let flatInB = interior && hasThreeIdenticalNeighbours(index, in: b)
    if flatInA && flatInB { return false }
    func shade(in image: RGBAPixels, flat: Bool) -> InBetweenShade? {
      if flat { return nil }
      return interior
        ? interiorInBetweenShade(x: x, y: y, in: image, distance: distance)
        : inBetweenShade(x: x, y: y, in: image, distance: distance)
    }
    if metric == .oklab {
      // Each image's neighbourhood is scanned once, for both rules.
      let inA = shade(in: a, flat: flatInA)
      let inB = shade(in: b, flat: flatInB)
      if let inA, let inB, isAntialiased(inA, in: a, other: b, distance: distance),
        isAntialiased(inB, in: b, other: a, distance: distance)
      {
        return true
      }
      if let inA, isReshadedEdge(inA, x: x, y: y, in: a, other: b, distance: distance) { return true }
      if let inB, isReshadedEdge(inB, x: x, y: y, in: b, other: a, distance: distance) { return true }
      return false
    }
    if let inA = shade(in: a, flat: flatInA), isAntialiased(inA, in: a, other: b, distance: distance) {
      return true
    }
    guard let inB = shade(in: b, flat: flatInB) else { return false }
    return isAntialiased(inB, in: b, other: a, distance: distance)
  }
}

/// How a comparison splits an image's rows between threads: `threads` threads, each scanning
/// every `threads`-th band of `rows` rows (interleaved, so a change confined to one part of
/// the image still falls to both).
struct ScanBands {
  var threads: Int
  var rows: Int

  /// Images of fewer pixels than this per thread are compared on one: handing work to another
  /// thread costs tens of microseconds, a quarter-megapixel with changes a millisecond or more.
  static let pixelsPerThread = 1 << 18

  /// As many threads as there are processors, at most 4, with at least `pixelsPerThread`
  /// pixels each; bands of 64 rows.
  static func automatic(pixels: Int) -> ScanBands {
    let processors = max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    return ScanBands(threads: max(1, min(processors, 4, pixels / pixelsPerThread)), rows: 64)
  }
}

/// A scan split into bands of rows. What the threads share is safe to share: both images are
/// only read; each thread has its own metric (OKLab's colour cache is not shared) and its own
/// copy of the painter, whose diff image pixels of a row only the thread scanning it writes;
/// each thread's counts go to its own slot, read after `concurrentPerform` returns (which
/// orders the writes before the reads).
private final class BandedScan<Distance: PixelDistance, Canvas: DiffCanvas>: @unchecked Sendable {
  private let comparison: ImageComparison
  private let a: RGBAPixels
  private let b: RGBAPixels
  private let bands: ScanBands
  private let distances: [Distance]
  private let painter: Canvas
  private let tallies: UnsafeMutableBufferPointer<(differing: Int, antialiased: Int)>

  init(
    _ comparison: ImageComparison, _ a: RGBAPixels, _ b: RGBAPixels, _ bands: ScanBands, distances: [Distance],
    painter: Canvas
  ) {
    (self.comparison, self.a, self.b, self.bands, self.distances, self.painter) =
      (comparison, a, b, bands, distances, painter)
    tallies = .allocate(capacity: bands.threads)
    tallies.initialize(repeating: (0, 0))
  }

  deinit { tallies.deallocate() }

  /// Thread `thread` scans bands `thread`, `thread + threads`, … of `rows` rows.
  func run(_ thread: Int) {
    var painter = self.painter
    var tally = (differing: 0, antialiased: 0)
    for top in stride(from: thread * bands.rows, to: a.height, by: bands.threads * bands.rows) {
      let band = comparison.scan(
        a, b, distances[thread], rows: top..<min(top + bands.rows, a.height), painting: &painter)
      tally = (tally.differing + band.differing, tally.antialiased + band.antialiased)
    }
    tallies[thread] = tally
  }

  /// Every thread's counts added up.
  var sum: (differing: Int, antialiased: Int) {
    tallies.reduce((0, 0)) { ($0.differing + $1.differing, $0.antialiased + $1.antialiased) }
  }
}

extension Bitmap.Pixel {
  static let red = Bitmap.Pixel(r: 255, g: 0, b: 0)
}

extension Bitmap {
  /// The top-left `size` of this image (`size` no larger than it).
  func cropped(to size: Size) -> Bitmap {
    if size == self.size { return self }
    var bytes = [UInt8]()
    bytes.reserveCapacity(size.width * size.height * 4)
    for y in 0..<size.height {
      let start = y * width * 4
      bytes += pixels[start..<start + size.width * 4]
    }
    return Bitmap(width: size.width, height: size.height, pixels: bytes)
  }

  /// This image at the top left of a `size` canvas (no smaller than it) filled with `fill`.
  func placed(on size: Size, around fill: Pixel) -> Bitmap {
    var bytes = Bitmap(width: size.width, height: size.height, filledWith: fill).pixels
    for y in 0..<height {
      let target = y * size.width * 4
      bytes.replaceSubrange(
        target..<target + width * 4, with: pixels[y * width * 4..<(y + 1) * width * 4])
    }
    return Bitmap(width: size.width, height: size.height, pixels: bytes)
  }
}

// Compares two bitmaps the way pixelmatch does: a perceptual per-pixel threshold, anti-aliasing aside.

/// How two images are compared. The defaults match pixelmatch's.
public struct ImageComparison: Sendable, Equatable {
  /// How many differing pixels an image may have and still match.
  public enum Tolerance: Sendable, Equatable {
    /// At most this many differing pixels.
    case pixels(Int)
    /// At most this fraction (0...1) of all pixels differing.
    case ratio(Double)
  }

  /// Per-pixel sensitivity, 0 (any change counts) to 1 (nothing counts); 0.1 ignores changes
  /// hard to see, such as a shade or two in a pale colour.
  public var threshold: Double
  /// When true, pixels that differ only because an edge was anti-aliased differently are
  /// reported apart (and shown yellow) instead of counting as differences.
  public var detectsAntialiasing: Bool

  public init(threshold: Double = 0.1, detectsAntialiasing: Bool = true) {
    self.threshold = threshold
    self.detectsAntialiasing = detectsAntialiasing
  }

  /// Compares `actual` with `expected`, pixel by pixel; with `diffImage`, also draws where they
  /// differ: red for differences, yellow for anti-aliasing, faded grey for the rest.
  public func compare(_ expected: Bitmap, _ actual: Bitmap, diffImage: Bool = false)
    -> ImageComparisonResult
  {
    guard expected.size == actual.size else {
      return .sizeMismatch(expected: expected.size, actual: actual.size)
    }
    let count = expected.width * expected.height
    guard count > 0 else {
      return .compared(
        ImageDifference(
          differingPixels: 0, antialiasedPixels: 0, totalPixels: 0,
          diffImage: diffImage ? expected : nil))
    }
    var tally = (differing: 0, antialiased: 0)
    var diff: [UInt8]? = nil
    expected.pixels.withUnsafeBufferPointer { a in
      actual.pixels.withUnsafeBufferPointer { b in
        let first = RGBAPixels(base: a.baseAddress!, width: expected.width, height: expected.height)
        let second = RGBAPixels(base: b.baseAddress!, width: actual.width, height: actual.height)
        if diffImage {
          diff = [UInt8](unsafeUninitializedCapacity: count * 4) { out, written in
            var painter = DiffPainter(out.baseAddress!)
            tally = scan(first, second, painting: &painter)
            written = count * 4
          }
        } else {
          var nothing = NoDiffImage()
          tally = scan(first, second, painting: &nothing)
        }
      }
    }
    return .compared(
      ImageDifference(
        differingPixels: tally.differing, antialiasedPixels: tally.antialiased, totalPixels: count,
        diffImage: diff.map { Bitmap(width: expected.width, height: expected.height, pixels: $0) }))
  }

  /// The scan: equal 32-bit words (nearly every pixel of a passing test) cost one compare and
  /// skip the colour maths; only unequal pixels get YIQ, and only those over the threshold
  /// get the neighbourhood look of anti-aliasing detection.
  private func scan<Canvas: DiffCanvas>(
    _ a: RGBAPixels, _ b: RGBAPixels, painting painter: inout Canvas
  ) -> (differing: Int, antialiased: Int) {
    let maxDelta = maxYIQDelta * threshold * threshold
    var differing = 0
    var antialiased = 0
    var index = 0
    for y in 0..<a.height {
      for x in 0..<a.width {
        defer { index += 1 }
        if a.word(index) == b.word(index) {
          painter.paintUnchanged(index, from: a)
          continue
        }
        if yiqDelta(a.pixel(index), b.pixel(index)) <= maxDelta {
          painter.paintUnchanged(index, from: a)
        } else if detectsAntialiasing
          && (isAntialiased(x: x, y: y, in: a, other: b)
            || isAntialiased(x: x, y: y, in: b, other: a))
        {
          antialiased += 1
          painter.paint(index, .antialiased)
        } else {
          differing += 1
          painter.paint(index, .differing)
        }
      }
    }
    return (differing, antialiased)
  }
}

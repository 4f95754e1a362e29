// The comparison's shortcuts (identical neighbours counted by word compares, the last pair of
// colours' verdict reused, rows scanned in bands on several threads) against the plain rules
// they stand for, over generated image pairs.

import Testing

@testable import TagFlow
@testable import TagFlowComparison

@Suite struct ComparisonShortcutTests {
  /// Image pairs that reach every path: a few colours in blocks (flat areas, where the
  /// shortcuts apply), anti-aliased-looking steps between them, noise, some translucent and
  /// fully transparent pixels; the second image with a colour recoloured everywhere (a changed
  /// fill), blocks moved, and single pixels nudged by a level or two.
  static func pairs(count: Int, seed: UInt64) -> [(Bitmap, Bitmap)] {
    var random = SeededGenerator(seed: seed)
    return (0..<count).map { _ in
      let width = Int.random(in: 1...40, using: &random)
      let height = Int.random(in: 1...40, using: &random)
      let palette = (0..<Int.random(in: 2...5, using: &random)).map { _ in
        Bitmap.Pixel(
          r: .random(in: 0...255, using: &random), g: .random(in: 0...255, using: &random),
          b: .random(in: 0...255, using: &random),
          a: [255, 255, 255, 128, 0].randomElement(using: &random)!)
      }
      var first = Bitmap(width: width, height: height, filledWith: palette[0])
      for _ in 0..<Int.random(in: 0...6, using: &random) {
        let colour = palette.randomElement(using: &random)!
        let (x0, y0) = (Int.random(in: 0..<width, using: &random), Int.random(in: 0..<height, using: &random))
        let (x1, y1) = (
          min(width, x0 + .random(in: 1...15, using: &random)), min(height, y0 + .random(in: 1...15, using: &random))
        )
        for y in y0..<y1 { for x in x0..<x1 { first[x, y] = colour } }
      }
      // Edge pixels between two colours: an in-between shade of the two.
      for _ in 0..<(width * height / 8) {
        let (x, y) = (Int.random(in: 0..<width, using: &random), Int.random(in: 0..<height, using: &random))
        let (p, q) = (first[x, y], palette.randomElement(using: &random)!)
        let t = Int.random(in: 0...255, using: &random)
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Int(a) * t + Int(b) * (255 - t)) / 255) }
        first[x, y] = Bitmap.Pixel(r: mix(p.r, q.r), g: mix(p.g, q.g), b: mix(p.b, q.b), a: mix(p.a, q.a))
      }
      var second = first
      if Bool.random(using: &random) {
        let (old, new) = (palette.randomElement(using: &random)!, palette.randomElement(using: &random)!)
        for y in 0..<height { for x in 0..<width where second[x, y] == old { second[x, y] = new } }
      }
      if Bool.random(using: &random) {
        let shift = Int.random(in: 1...2, using: &random)
        for y in 0..<height { for x in shift..<max(shift, width) { second[x, y] = first[x - shift, y] } }
      }
      for _ in 0..<Int.random(in: 0...(width * height / 4), using: &random) {
        let (x, y) = (Int.random(in: 0..<width, using: &random), Int.random(in: 0..<height, using: &random))
        var p = second[x, y]
        let step = UInt8.random(in: 1...12, using: &random)
        p.g = Bool.random(using: &random) ? p.g &+ step : p.g &- step
        second[x, y] = p
      }
      return (first, second)
    }
  }

  static let comparisons: [ImageComparison] =
    ImageComparison.Metric.allCases.flatMap { metric in
      [ImageComparison(metric: metric), ImageComparison(metric: metric, detectsAntialiasing: false)]
    } + [ImageComparison(metric: .oklab, threshold: 0), ImageComparison(metric: .yiq, threshold: 0.02)]

  @Test func everySplitIntoBandsGivesTheSameCountsAndDiffImage() {
    var random = SeededGenerator(seed: 21)
    for (first, second) in Self.pairs(count: 120, seed: 7) {
      for comparison in Self.comparisons {
        let alone = comparison.compare(first, second, diffImage: true, bands: ScanBands(threads: 1, rows: 64))
        let bands = ScanBands(threads: .random(in: 2...4, using: &random), rows: .random(in: 1...6, using: &random))
        let split = comparison.compare(first, second, diffImage: true, bands: bands)
        #expect(split == alone, "\(comparison.metric) \(first.size) in \(bands)")
        let counted = comparison.compare(first, second, diffImage: false, bands: bands)
        #expect(counted.difference?.differingPixels == alone.difference?.differingPixels)
        #expect(counted.difference?.antialiasedPixels == alone.difference?.antialiasedPixels)
      }
    }
  }

  @Test func countsMatchThePlainRulesPixelByPixel() {
    var seen = (differing: 0, antialiased: 0)
    for (first, second) in Self.pairs(count: 150, seed: 11) {
      for comparison in Self.comparisons {
        let result = comparison.compare(first, second)
        let plain = Self.plainCounts(comparison, first, second)
        seen = (seen.differing + plain.differing, seen.antialiased + plain.antialiased)
        #expect(
          result.difference?.differingPixels == plain.differing
            && result.difference?.antialiasedPixels == plain.antialiased,
          "\(comparison.metric) \(first.size): \(result) against \(plain)")
      }
    }
    // The pairs reach both verdicts, many times.
    #expect(seen.differing > 10_000 && seen.antialiased > 1_000, "\(seen)")
  }

  @Test func neighbourhoodShortcutsMatchTheLoops() {
    for (first, second) in Self.pairs(count: 80, seed: 5) {
      for image in [first, second] {
        Self.withPixels(image) { pixels in
          Self.checkNeighbourhoods(pixels, OKLabDistance(threshold: 0.015))
          Self.checkNeighbourhoods(pixels, Pixelmatch7Distance(maxDelta: 35215 * 0.01))
          Self.checkNeighbourhoods(pixels, Pixelmatch6Distance(maxDelta: 35215 * 0.01))
        }
      }
    }
  }

  // MARK: - The plain rules, as they were written before the shortcuts

  static func withPixels<T>(_ image: Bitmap, _ body: (RGBAPixels) -> T) -> T {
    image.pixels.withUnsafeBufferPointer {
      body(RGBAPixels(base: $0.baseAddress!, width: image.width, height: image.height))
    }
  }

  static func checkNeighbourhoods<Distance: PixelDistance>(_ image: RGBAPixels, _ distance: Distance) {
    for y in 0..<image.height {
      for x in 0..<image.width {
        let fast = inBetweenShade(x: x, y: y, in: image, distance: distance)
        let plain = plainInBetweenShade(x: x, y: y, in: image, distance: distance)
        #expect(
          fast.map { [$0.darkest.x, $0.darkest.y, $0.brightest.x, $0.brightest.y] }
            == plain.map { [$0.darkest.x, $0.darkest.y, $0.brightest.x, $0.brightest.y] }, "(\(x), \(y))")
        for toTheEye in [false, true] {
          #expect(
            hasManySiblings((x, y), in: image, distance, toTheEye: toTheEye)
              == plainHasManySiblings((x, y), in: image, distance, toTheEye: toTheEye), "(\(x), \(y)) \(toTheEye)")
        }
      }
    }
  }

  static func plainInBetweenShade<Distance: PixelDistance>(
    x: Int, y: Int, in image: RGBAPixels, distance: Distance
  ) -> InBetweenShade? {
    let (x0, y0) = (max(x - 1, 0), max(y - 1, 0))
    let (x2, y2) = (min(x + 1, image.width - 1), min(y + 1, image.height - 1))
    let centerIndex = y * image.width + x
    let center = distance.centre(image.pixel(centerIndex), index: centerIndex)
    var equal = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
    var brightest = (delta: 0.0, x: 0, y: 0)
    var darkest = (delta: 0.0, x: 0, y: 0)
    for nx in x0...x2 {
      for ny in y0...y2 where nx != x || ny != y {
        let delta = distance.brightnessDelta(center, image.pixel(ny * image.width + nx))
        if delta == 0 {
          equal += 1
          if equal > 2 { return nil }
        } else if delta < brightest.delta {
          brightest = (delta, nx, ny)
        } else if delta > darkest.delta {
          darkest = (delta, nx, ny)
        }
      }
    }
    guard brightest.delta != 0, darkest.delta != 0 else { return nil }
    return ((darkest.x, darkest.y), (brightest.x, brightest.y))
  }

  static func plainHasManySiblings<Distance: PixelDistance>(
    _ at: (x: Int, y: Int), in image: RGBAPixels, _ distance: Distance, toTheEye: Bool
  ) -> Bool {
    let (x, y) = at
    let (x0, y0) = (max(x - 1, 0), max(y - 1, 0))
    let (x2, y2) = (min(x + 1, image.width - 1), min(y + 1, image.height - 1))
    let centerIndex = y * image.width + x
    var equal = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
    for nx in x0...x2 {
      for ny in y0...y2 where nx != x || ny != y {
        let index = ny * image.width + nx
        if image.word(index) == image.word(centerIndex)
          || (toTheEye && distance.looksFlat(image.pixel(centerIndex), image.pixel(index)))
        {
          equal += 1
        }
      }
    }
    return equal > 2
  }

  static func plainIsAntialiased<Distance: PixelDistance>(
    _ edge: InBetweenShade, in image: RGBAPixels, other: RGBAPixels, distance: Distance
  ) -> Bool {
    (plainHasManySiblings(edge.brightest, in: image, distance, toTheEye: false)
      && plainHasManySiblings(edge.brightest, in: other, distance, toTheEye: false))
      || (plainHasManySiblings(edge.darkest, in: image, distance, toTheEye: false)
        && plainHasManySiblings(edge.darkest, in: other, distance, toTheEye: false))
  }

  /// Every pixel on its own: the metric for every unequal pair, then the anti-aliasing rules
  /// with every neighbourhood looked at in full.
  static func plainCounts(_ comparison: ImageComparison, _ first: Bitmap, _ second: Bitmap)
    -> (differing: Int, antialiased: Int)
  {
    withPixels(first) { a in
      withPixels(second) { b in
        switch comparison.metric {
        case .oklab:
          plainCounts(comparison, a, b, OKLabDistance(threshold: comparison.threshold))
        case .yiq:
          plainCounts(
            comparison, a, b, Pixelmatch7Distance(maxDelta: maxYIQDelta * comparison.threshold * comparison.threshold))
        case .yiqOverWhite:
          plainCounts(
            comparison, a, b, Pixelmatch6Distance(maxDelta: maxYIQDelta * comparison.threshold * comparison.threshold))
        case .odiff:
          plainCounts(comparison, a, b, OdiffDistance(threshold: comparison.threshold))
        }
      }
    }
  }

  static func plainCounts<Distance: PixelDistance>(
    _ comparison: ImageComparison, _ a: RGBAPixels, _ b: RGBAPixels, _ distance: Distance
  ) -> (differing: Int, antialiased: Int) {
    var (differing, antialiased) = (0, 0)
    for y in 0..<a.height {
      for x in 0..<a.width {
        let index = y * a.width + x
        guard a.word(index) != b.word(index), distance.exceeds(a.pixel(index), b.pixel(index), index: index) else {
          continue
        }
        var looksAntialiased = false
        if comparison.detectsAntialiasing {
          let inA = plainInBetweenShade(x: x, y: y, in: a, distance: distance)
          let inB = plainInBetweenShade(x: x, y: y, in: b, distance: distance)
          if comparison.metric == .oklab {
            if let inA, let inB {
              looksAntialiased =
                plainIsAntialiased(inA, in: a, other: b, distance: distance)
                && plainIsAntialiased(inB, in: b, other: a, distance: distance)
            }
            if !looksAntialiased, let inA {
              looksAntialiased = isReshadedEdge(inA, x: x, y: y, in: a, other: b, distance: distance)
            }
            if !looksAntialiased, let inB {
              looksAntialiased = isReshadedEdge(inB, x: x, y: y, in: b, other: a, distance: distance)
            }
          } else {
            looksAntialiased =
              (inA.map { plainIsAntialiased($0, in: a, other: b, distance: distance) } ?? false)
              || (inB.map { plainIsAntialiased($0, in: b, other: a, distance: distance) } ?? false)
          }
        }
        if looksAntialiased { antialiased += 1 } else { differing += 1 }
      }
    }
    return (differing, antialiased)
  }
}

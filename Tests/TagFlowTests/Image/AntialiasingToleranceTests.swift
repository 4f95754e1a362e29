// Edges re-shaded where no neighbour is exactly flat pass; every change of shape, line or
// colour a person sees still fails, whatever the anti-aliasing tolerance lets through.

import Foundation
import Testing

@testable import TagFlow
@testable import TagFlowComparison

@Suite struct AntialiasingToleranceTests {
  static let tags = ["swift", "linux", "pango", "cairo", "flexbox", "layout", "png", "svg", "unicode", "9"]

  /// The default look, and borderless strong chips with white text, and black text on white
  /// without chips (glyph edges only).
  static func looks() throws -> [(String, Bitmap)] {
    [
      ("default", try RenderedChangeTests.render(RenderedChangeTests.job(tags))),
      (
        "blue chips",
        try RenderedChangeTests.render(
          RenderedChangeTests.job(tags) {
            $0.style.borderWidth = 0
            $0.style.fill = RGBAColor(rgb: 0x2563EB)
            $0.style.textColor = .white
          })
      ),
      (
        "black text, 24 px",
        try RenderedChangeTests.render(
          RenderedChangeTests.job(tags) {
            $0.style.borderWidth = 0
            $0.style.fill = .white
            $0.style.textColor = .black
            $0.style.fontSize = 24
          })
      ),
    ]
  }

  static func differing(_ a: Bitmap, _ b: Bitmap) -> Int {
    ImageComparison().compare(a, b).difference!.differingPixels
  }

  /// Edges between two regions re-shaded (another rasteriser's coverage gamma, up to 2 JND a
  /// pixel) where noise of ±1 level leaves no neighbour exactly flat, only flat to the eye:
  /// bit-identical flatness, pixelmatch's, fails them; the tolerance passes them. (Edges
  /// inside 13 px glyphs, where neither side is flat even to the eye, are the limit that
  /// `RenderedChangeTests` prints.)
  @Test func edgesReshadedBetweenRegionsFlatToTheEyePass() throws {
    // Not the default look: its chips' 1 px border is no flat region.
    for (look, image) in try Self.looks().dropFirst() {
      for gamma in [0.8, 0.9, 1.1, 1.25] {
        let reshaded = image.withEdgeCoverageGamma(gamma, betweenFlatAreasOnly: true)
        let changed = reshaded.pixels != image.pixels
        #expect(changed, "\(look), coverage^\(gamma) changes nothing")
        let (before, after) = (image.withNoise(seed: 11), reshaded.withNoise(seed: 11))
        let difference = ImageComparison().compare(before, after).difference!
        #expect(difference.differingPixels == 0, "\(look), coverage^\(gamma): \(difference)")
        #expect(difference.antialiasedPixels > 50, "\(look), coverage^\(gamma): \(difference)")
      }
    }
  }

  /// Edge pixels, none beside another, covered all the way by their darker or their brighter
  /// side, as the `9` of looks-same's pair whose grey-15 edge pixel became the stroke's black.
  @Test func edgePixelsCoveredFullyPass() throws {
    for (look, image) in try Self.looks() {
      for side in ["darker", "brighter"] {
        let covered = image.withIsolatedEdgePixelsCovered(byDarker: side == "darker")
        #expect(Self.differing(image, covered) == 0, "\(look), \(side)")
      }
    }
  }

  /// A glyph or a whole render moved by one pixel fails.
  @Test func movedShapesFail() throws {
    for (look, image) in try Self.looks() {
      for (dx, dy) in [(1, 0), (0, 1), (-1, 0), (1, 1)] {
        #expect(Self.differing(image, image.shifted(dx: dx, dy: dy)) > 0, "\(look) moved \(dx), \(dy)")
      }
    }
  }

  /// A one-pixel line across a flat area, 1, 2 or 5 JND from it in each direction, fails: the
  /// background above the chips, and a chip's fill.
  @Test func oneLineInAFlatAreaFails() throws {
    let image = try RenderedChangeTests.render(RenderedChangeTests.job(Self.tags))
    var failures: [String] = []
    for (area, y, x0, x1) in [("background", 3, 0, image.width), ("fill", 0, 0, 0)] {
      let row: Int
      let span: Range<Int>
      if area == "fill" {
        // A row of the first chip's fill: the middle of its top padding.
        let fill = Style().fill
        guard
          let found = (0..<image.height).first(where: { r in (0..<image.width).contains { image[$0, r].rgb == fill } })
        else {
          Issue.record("no fill")
          return
        }
        row = found + 2
        // Inside the flat fill: every pixel and its 8 neighbours are the fill.
        let inside = (1..<image.width - 1).filter { x in
          (-1...1).allSatisfy { dy in (-1...1).allSatisfy { dx in image[x + dx, row + dy].rgb == fill } }
        }
        span = inside.first!..<(inside.first! + 20)
        #expect(span.allSatisfy(inside.contains))
      } else {
        row = y
        span = x0..<x1
      }
      let colour = image[span.lowerBound, row].rgb
      for steps in [1.0, 2.0, 5.0] {
        for (direction, shifted) in colour.shifts(byJND: steps, jnd: RenderedChangeTests.jnd) {
          var lined = image
          for x in span { lined[x, row] = Bitmap.Pixel(r: shifted.red, g: shifted.green, b: shifted.blue) }
          let count = Self.differing(image, lined)
          if count != span.count { failures.append("\(area) \(steps) JND \(direction): \(count) of \(span.count)") }
        }
      }
    }
    #expect(failures.isEmpty, "\(failures)")
  }

  /// A stroke that vanished (an accent, a dot) leaves in-between shades in one image only,
  /// and its ink is gone from the other: the re-shaded-edge rule must not pass it.
  @Test func vanishedStrokesFail() throws {
    for (before, after) in [("café", "cafe"), ("naïve", "naive"), ("zoë", "zoe")] {
      let a = try RenderedChangeTests.render(RenderedChangeTests.job([before, "9"]))
      let b = try RenderedChangeTests.render(RenderedChangeTests.job([after, "9"]))
      #expect(a.size == b.size, "\(before) → \(after)")
      // Most of the pixels over the threshold count; anti-aliasing detection takes a few
      // edge pixels of the stroke at most.
      let overThreshold = ImageComparison(detectsAntialiasing: false).compare(a, b).difference!.differingPixels
      let counted = Self.differing(a, b)
      print("\(before) → \(after): \(counted) of \(overThreshold) pixels over the threshold count")
      #expect(counted * 2 > overThreshold, "\(before) → \(after): \(counted) of \(overThreshold)")
    }
  }

  /// A steep gradient (3 grey levels a pixel, neighbours under a JND apart, so every pixel is
  /// an in-between shade beside regions flat to the eye) moved 1 or 2 JND lighter or darker as
  /// a whole fails on every pixel: flat to the eye is only for edges whose sides stayed put.
  @Test func shiftedGradientFails() {
    let greys = (0..<64).map { (step: Int) -> RGBAColor in
      let level = UInt8(40 + 3 * step)
      return RGBAColor(red: level, green: level, blue: level)
    }
    func ramp(_ colours: [RGBAColor]) -> Bitmap {
      var bitmap = Bitmap(width: colours.count, height: 12, filledWith: .white)
      for y in 0..<12 {
        for (x, c) in colours.enumerated() { bitmap[x, y] = Bitmap.Pixel(r: c.red, g: c.green, b: c.blue) }
      }
      return bitmap
    }
    for steps in [1.0, 2.0] {
      for direction in ["lighter", "darker"] {
        let moved = greys.map { grey in
          grey.shifts(byJND: steps, jnd: RenderedChangeTests.jnd).first { $0.0 == direction }?.1 ?? grey
        }
        let (a, b) = (ramp(greys), ramp(moved))
        let overThreshold = ImageComparison(detectsAntialiasing: false).compare(a, b).difference!.differingPixels
        #expect(overThreshold > 600, "\(steps) JND \(direction)")
        // All but the second and the second-to-last columns, beside the image's first and last:
        // with the edge counting as a sibling, those columns are bit-identically flat, as
        // pixelmatch's rule has it.
        #expect(Self.differing(a, b) >= overThreshold - 2 * 10, "\(steps) JND \(direction)")
      }
    }
  }

  /// Colours swapped: fill and text, fill and background.
  @Test func swappedColoursFail() throws {
    let style = Style()
    let base = try RenderedChangeTests.render(RenderedChangeTests.job(Self.tags))
    let swaps: [(String, (inout Job) -> Void)] = [
      (
        "fill and text",
        {
          $0.style.fill = style.preferredTextColor
          $0.style.textColor = style.fill
        }
      ),
      (
        "fill and background",
        {
          $0.style.fill = style.background
          $0.style.background = style.fill
        }
      ),
    ]
    for (name, swap) in swaps {
      let swapped = try RenderedChangeTests.render(RenderedChangeTests.job(Self.tags, change: swap))
      #expect(Self.differing(base, swapped) > 1000, "\(name)")
    }
  }
}

extension Bitmap.Pixel {
  fileprivate var rgb: RGBAColor { RGBAColor(red: r, green: g, blue: b) }
  fileprivate var brightness: Double { 0.299 * Double(r) + 0.587 * Double(g) + 0.114 * Double(b) }
}

extension Bitmap {
  /// The picture moved by (dx, dy), the uncovered border repeated from the edge.
  func shifted(dx: Int, dy: Int) -> Bitmap {
    var result = self
    for y in 0..<height {
      for x in 0..<width {
        result[x, y] = self[min(max(x - dx, 0), width - 1), min(max(y - dy, 0), height - 1)]
      }
    }
    return result
  }

  /// Each edge pixel (a darker and a brighter neighbour, at most 2 of its colour) with no
  /// other edge pixel chosen beside it, set to its darkest (or brightest) neighbour's colour
  /// when that neighbour is flat (3 or more of its neighbours its colour).
  fileprivate func withIsolatedEdgePixelsCovered(byDarker: Bool) -> Bitmap {
    var result = self
    var taken = Set<Int>()
    for y in 1..<height - 1 {
      for x in 1..<width - 1 {
        let centre = self[x, y]
        var same = 0
        var darkest = (centre, x, y)
        var brightest = (centre, x, y)
        // Column by column, the first met winning ties, as the detector visits them.
        for dx in -1...1 {
          for dy in -1...1 where dx != 0 || dy != 0 {
            let p = self[x + dx, y + dy]
            if p == centre { same += 1 }
            if p.brightness < darkest.0.brightness { darkest = (p, x + dx, y + dy) }
            if p.brightness > brightest.0.brightness { brightest = (p, x + dx, y + dy) }
          }
        }
        guard same <= 2, darkest.0.brightness < centre.brightness, centre.brightness < brightest.0.brightness
        else { continue }
        let side = byDarker ? darkest : brightest
        guard isFlat((side.1, side.2)) else { continue }
        let near = (-2...2).flatMap { dy in (-2...2).map { dx in (y + dy) * width + x + dx } }
        guard near.allSatisfy({ !taken.contains($0) }) else { continue }
        taken.insert(y * width + x)
        result[x, y] = side.0
      }
    }
    return result
  }
}

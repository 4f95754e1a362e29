// Pairs of real renders, changed in ways a person can see and ways nobody can: the default
// comparison must fail every one of the first and pass every one of the second.

import Foundation
import TagFlow
import TagFlowComparison
import Testing

@Suite struct RenderedChangeTests {
  /// One JND in OKLab units (ΔE_OK ≈ 0.02), the unit the colour shifts are measured in.
  static let jnd = 0.02

  /// A row of the table: what changed, the largest colour distance of a changed pixel (in
  /// JND), the default comparison's counts and verdict.
  struct Row {
    let pair: String
    let shouldFail: Bool
    let difference: ImageDifference
    let largestJND: Double
    var failed: Bool { !difference.matches() }
  }

  /// The reference workload's look, with a border so border colours can change too.
  static func job(
    _ tags: [String] = ["swift", "linux", "pango", "cairo", "flexbox", "layout", "png", "svg", "unicode"],
    change: (inout Job) -> Void = { _ in }
  ) -> Job {
    var job = Fixtures.job(tags, width: 320)
    job.style.borderColor = RGBAColor(rgb: 0x94A3B8)
    job.style.borderWidth = 1
    change(&job)
    return job
  }

  static func render(_ job: Job) throws -> Bitmap {
    try RenderedJob(job).bitmap(.png)
  }

  static func row(_ pair: String, shouldFail: Bool, _ expected: Bitmap, _ actual: Bitmap) -> Row {
    let result = ImageComparison().compare(expected, actual)
    var largest = 0.0
    if expected.size == actual.size {
      for y in 0..<expected.height {
        for x in 0..<expected.width where expected[x, y] != actual[x, y] {
          largest = max(largest, ImageComparison.Metric.oklab.distance(expected[x, y], actual[x, y]))
        }
      }
    }
    return Row(
      pair: pair, shouldFail: shouldFail, difference: result.difference!, largestJND: largest / jnd)
  }

  @Test func visibleChangesFailAndInvisibleOnesPass() throws {
    let base = try Self.render(Self.job())
    var rows: [Row] = []

    rows.append(Self.row("identical render", shouldFail: false, base, try Self.render(Self.job())))
    rows.append(Self.row("noise, ±1 level a channel", shouldFail: false, base, base.withNoise(seed: 7)))
    // Borderless chips in a strong colour: their outlines are one pixel of anti-aliasing
    // between two flat areas far apart in colour (re-shading them moves pixels by many JND),
    // what pixelmatch's detection recognises.
    let borderless = try Self.render(
      Self.job {
        $0.style.borderWidth = 0
        $0.style.fill = RGBAColor(rgb: 0x2563EB)
        $0.style.textColor = .white
      })
    for gamma in [0.8, 1.25] {
      rows.append(
        Self.row(
          "anti-aliasing only: chip outlines re-shaded, coverage^\(gamma)", shouldFail: false, borderless,
          borderless.withEdgeCoverageGamma(gamma, betweenFlatAreasOnly: true)))
    }

    let style = Style()
    let targets: [(String, RGBAColor, (inout Job, RGBAColor) -> Void)] = [
      ("fill", style.fill, { $0.style.fill = $1 }),
      ("text", style.preferredTextColor, { $0.style.textColor = $1 }),
      ("border", RGBAColor(rgb: 0x94A3B8), { $0.style.borderColor = $1 }),
      ("background", style.background, { $0.style.background = $1 }),
    ]
    for (name, colour, apply) in targets {
      for steps in [1, 2, 5, 10] {
        for (direction, shifted) in colour.shifts(byJND: Double(steps), jnd: Self.jnd) {
          let changed = try Self.render(Self.job { apply(&$0, shifted) })
          rows.append(
            Self.row("\(name) \(colour) → \(shifted) (\(steps) JND, \(direction))", shouldFail: true, base, changed))
        }
      }
    }

    let tags = ["swift", "linux", "pango", "cairo", "flexbox", "layout", "png", "svg", "unicode"]
    rows.append(
      Self.row(
        "a changed letter (unicode → unicodo)", shouldFail: true, base,
        try Self.render(Self.job(tags.dropLast() + ["unicodo"]))))
    let pair = try Self.render(Self.job(["swift", "linux"]))
    rows.append(
      Self.row(
        "a chip moved by 1 px (second of two, gap 8 → 9)", shouldFail: true, pair,
        try Self.render(Self.job(["swift", "linux"]) { $0.layout.gapX = 9 })))
    rows.append(Self.row("a chip added", shouldFail: true, base, try Self.render(Self.job(tags + ["pdf"]))))
    rows.append(Self.row("a chip removed", shouldFail: true, base, try Self.render(Self.job(Array(tags.dropLast())))))

    print("pair | largest ΔE_OK of a pixel (JND) | differing px | anti-aliasing px | verdict")
    for row in rows {
      let verdict = row.failed ? "FAIL" : "pass"
      print(
        "\(row.pair) | \(String(format: "%.2f", row.largestJND)) | \(row.difference.differingPixels) | "
          + "\(row.difference.antialiasedPixels) | \(verdict)\(row.difference.sizesDiffer ? " (sizes differ)" : "")")
      #expect(row.failed == row.shouldFail, "\(row.pair): \(row.difference)")
    }
    // The anti-aliasing pairs pass by detection, not by a loose threshold.
    for row in rows where row.pair.hasPrefix("anti-aliasing") {
      #expect(row.largestJND > 1.5 && row.difference.antialiasedPixels > 500, "\(row.pair)")
    }
    // The known limit, printed, not asserted: re-shading the edges inside glyphs too (where
    // neither neighbour is flat) is beyond pixelmatch's anti-aliasing detection.
    for gamma in [0.9, 0.8] {
      let all = Self.row(
        "(limit) every edge re-shaded, glyphs too, coverage^\(gamma)", shouldFail: false, borderless,
        borderless.withEdgeCoverageGamma(gamma))
      print(
        "\(all.pair) | \(String(format: "%.2f", all.largestJND)) | \(all.difference.differingPixels) | "
          + "\(all.difference.antialiasedPixels) | \(all.failed ? "FAIL" : "pass")")
    }
  }
}

extension Bitmap {
  /// Every channel of every pixel moved by -1, 0 or +1 at random (alpha kept).
  func withNoise(seed: UInt64) -> Bitmap {
    var state = seed
    var bytes = pixels
    for i in bytes.indices where i % 4 != 3 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let step = Int(state >> 62) % 3 - 1
      bytes[i] = UInt8(clamping: Int(bytes[i]) + step)
    }
    return Bitmap(width: width, height: height, pixels: bytes)
  }

  /// What another rasteriser's coverage estimate does: every edge pixel (one not in a flat
  /// area: at most 2 of its 8 neighbours share its colour) is a mix of its darkest and
  /// brightest neighbours at some coverage c; it is redrawn at coverage c^gamma. With
  /// `betweenFlatAreasOnly`, only pixels whose darkest and brightest neighbours both lie in
  /// flat areas (3+ equal neighbours): chip outlines, borders, not the inside of glyphs.
  func withEdgeCoverageGamma(_ gamma: Double, betweenFlatAreasOnly: Bool = false) -> Bitmap {
    var result = self
    for y in 1..<height - 1 {
      for x in 1..<width - 1 {
        let centre = self[x, y]
        var same = 0
        var (darkest, darkestAt) = (centre, (x, y))
        var (brightest, brightestAt) = (centre, (x, y))
        for dy in -1...1 {
          for dx in -1...1 where dx != 0 || dy != 0 {
            let p = self[x + dx, y + dy]
            if p == centre { same += 1 }
            if p.luma < darkest.luma { (darkest, darkestAt) = (p, (x + dx, y + dy)) }
            if p.luma > brightest.luma { (brightest, brightestAt) = (p, (x + dx, y + dy)) }
          }
        }
        let range = brightest.luma - darkest.luma
        guard same <= 2, range > 0, darkest.luma < centre.luma, centre.luma < brightest.luma else { continue }
        if betweenFlatAreasOnly && !(isFlat(darkestAt) && isFlat(brightestAt)) { continue }
        // Coverage of the darker colour, redrawn with the same two colours.
        let coverage = (brightest.luma - centre.luma) / range
        let new = pow(coverage, gamma)
        func mix(_ d: UInt8, _ b: UInt8) -> UInt8 {
          UInt8((Double(d) * new + Double(b) * (1 - new)).rounded())
        }
        result[x, y] = Bitmap.Pixel(
          r: mix(darkest.r, brightest.r), g: mix(darkest.g, brightest.g), b: mix(darkest.b, brightest.b),
          a: mix(darkest.a, brightest.a))
      }
    }
    return result
  }
}

extension Bitmap.Pixel {
  fileprivate var luma: Double { 0.299 * Double(r) + 0.587 * Double(g) + 0.114 * Double(b) }
}

extension RGBAColor {
  /// This colour moved by at least `steps` JND in OKLab along each axis direction that stays
  /// in the sRGB gamut, rounded to the nearest 8-bit colour at least that far away.
  func shifts(byJND steps: Double, jnd: Double) -> [(String, RGBAColor)] {
    let start = OKLabTestColor(self)
    let directions: [(String, (Double, Double, Double))] = [
      ("lighter", (1, 0, 0)), ("darker", (-1, 0, 0)), ("+a", (0, 1, 0)), ("-a", (0, -1, 0)),
      ("+b", (0, 0, 1)), ("-b", (0, 0, -1)),
    ]
    var result: [(String, RGBAColor)] = []
    for (name, (dl, da, db)) in directions {
      var distance = steps * jnd
      while distance < steps * jnd * 2 {
        let moved = OKLabTestColor(l: start.l + dl * distance, a: start.a + da * distance, b: start.b + db * distance)
        guard let colour = moved.inGamutColor else { break }
        // Plain OKLab, not the metric's: the pairs stay the same whatever the metric does.
        let reached = start.distance(to: OKLabTestColor(colour))
        if reached >= steps * jnd {
          result.append((name, colour))
          break
        }
        distance += 0.001
      }
    }
    return result
  }
}

/// OKLab for building test colours (Ottosson's matrices).
struct OKLabTestColor {
  var l: Double
  var a: Double
  var b: Double

  init(l: Double, a: Double, b: Double) {
    (self.l, self.a, self.b) = (l, a, b)
  }

  init(_ colour: RGBAColor) {
    func linear(_ c: UInt8) -> Double {
      let v = Double(c) / 255
      return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }
    let (r, g, b) = (linear(colour.red), linear(colour.green), linear(colour.blue))
    let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
    let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
    let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
    self.l = 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s
    self.a = 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s
    self.b = 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
  }

  func distance(to other: OKLabTestColor) -> Double {
    ((l - other.l) * (l - other.l) + (a - other.a) * (a - other.a) + (b - other.b) * (b - other.b)).squareRoot()
  }

  /// The nearest 8-bit sRGB colour, or nil when this is outside the gamut.
  var inGamutColor: RGBAColor? {
    let l = pow(self.l + 0.3963377774 * a + 0.2158037573 * b, 3)
    let m = pow(self.l - 0.1055613458 * a - 0.0638541728 * b, 3)
    let s = pow(self.l - 0.0894841775 * a - 1.2914855480 * b, 3)
    let linear = [
      4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
      -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
      -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s,
    ]
    guard linear.allSatisfy({ $0 >= -1e-9 && $0 <= 1 + 1e-9 }) else { return nil }
    let bytes = linear.map { v -> UInt8 in
      let v = min(max(v, 0), 1)
      let c = v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
      return UInt8((c * 255).rounded())
    }
    return RGBAColor(red: bytes[0], green: bytes[1], blue: bytes[2])
  }
}

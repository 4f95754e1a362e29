// Snapped chips: every edge row of every chip is fully covered at 1×, 1.5× and 2×, and the text stays where it was measured.

import TagFlow
import Testing

@Suite struct PixelSnappingTests {
  /// Seeded random tag lists at random font sizes, gaps and paddings: chip heights
  /// such as 27.13 pt put most chip edges between pixel rows unless they are snapped.
  private static func jobs() -> [(name: String, job: Job)] {
    var random = TestRandom(seed: 12)
    let words = Fixtures.tags
    return (0..<6).map { index in
      let count = Int.random(in: 8...30, using: &random)
      var job = ProbeStyle.job((0..<count).map { _ in words.randomElement(using: &random)! }, width: 420)
      job.style.fontSize = [11, 12.5, 13, 14.2, 17.3, 9.7][index]
      job.style.chipPadding.vertical = Double.random(in: 2...9, using: &random)
      job.style.padding = Double.random(in: 3...20, using: &random)
      job.layout.gapY = Double.random(in: 3...11, using: &random)
      job.layout.gapX = Double.random(in: 3...11, using: &random)
      // Square corners too, so the left and right edges are straight and can be checked.
      if index.isMultiple(of: 2) { job.style.cornerRadius = 0 }
      return ("job \(index): \(count) tags at \(job.style.fontSize!) px", job)
    }
  }

  @Test(arguments: [1.0, 1.5, 2.0])
  func everyChipEdgeRowIsFullyCovered(scale: Double) throws {
    for (name, job) in Self.jobs() {
      let rendered = try RenderedJob(job)
      let drawn = rendered.scene.drawn(as: .png, scale: scale)
      let image = try rendered.bitmap(.png, scale: scale)
      let failures = edgeFailures(in: image, scene: drawn, scale: scale)
      let count = failures.count
      #expect(count == 0, "\(name) at \(scale)×:\n\(failures.prefix(10).joined(separator: "\n"))")
    }
  }

  /// The check above can fail: without snapping the same images have soft edge rows.
  @Test func unsnappedChipsHaveSoftEdgeRows() throws {
    var soft = 0
    for (_, var job) in Self.jobs() {
      job.rendering.snap = false
      let rendered = try RenderedJob(job)
      #expect(rendered.scene.drawn(as: .png, scale: 1) == rendered.scene)
      soft += edgeFailures(in: try rendered.bitmap(.png), scene: rendered.scene, scale: 1).count
    }
    #expect(soft > 0)
  }

  /// Snapping moves each edge to the nearest grid line, keeps chips that met still meeting,
  /// and keeps every text's place on the canvas, its baseline and (in the ChipScene) its advance.
  @Test(arguments: [1.0, 1.5, 2.0, 3.0])
  func edgesMoveToTheNearestGridLineAndTextStays(scale: Double) throws {
    for (name, job) in Self.jobs() {
      let rendered = try RenderedJob(job)
      let before = rendered.scene
      let after = before.drawn(as: .png, scale: scale)
      #expect(after.chips.count == before.chips.count)
      for (old, new) in zip(before.chips, after.chips) {
        for (edge, value) in [
          ("left", new.frame.x), ("top", new.frame.y), ("right", new.frame.maxX), ("bottom", new.frame.maxY),
        ] {
          let pixels = value * scale
          #expect(abs(pixels - pixels.rounded()) < 1e-9, "\(name) '\(new.text)': \(edge) edge at \(pixels) px")
        }
        let tolerance = 0.5 / scale + 1e-9
        #expect(abs(new.frame.x - old.frame.x) <= tolerance && abs(new.frame.maxX - old.frame.maxX) <= tolerance)
        #expect(abs(new.frame.y - old.frame.y) <= tolerance && abs(new.frame.maxY - old.frame.maxY) <= tolerance)
        #expect(abs((new.frame.x + new.textOrigin.x) - (old.frame.x + old.textOrigin.x)) < 1e-9)
        #expect(abs((new.frame.y + new.textOrigin.y) - (old.frame.y + old.textOrigin.y)) < 1e-9)
        #expect(abs((new.frame.y + new.baseline) - (old.frame.y + old.baseline)) < 1e-9)
        #expect(new.cornerRadius <= min(new.frame.width, new.frame.height) / 2 + 1e-9)
        #expect(new.text == old.text && new.font == old.font)
      }
    }
  }

  @Test func defaultsSnapPNGAndSVGButNotPDF() {
    let options = RenderOptions()
    #expect(options.snapGrid(for: .png, scale: 2) == 0.5)
    #expect(options.snapGrid(for: .svg, scale: 2) == 1)
    #expect(options.snapGrid(for: .pdf, scale: 2) == nil)
    #expect(RenderOptions(snap: false).snapGrid(for: .png, scale: 1) == nil)
    #expect(RenderOptions(snap: true).snapGrid(for: .pdf, scale: 1) == 1)
  }

  /// A chip thinner than one pixel keeps one pixel rather than vanishing.
  @Test func tinyChipsKeepOneGridStep() {
    let chip = ChipScene.Chip(
      text: "a", font: "DejaVu Sans 13px", frame: Rect(x: 10.2, y: 10.2, width: 0.3, height: 0.2), line: 0,
      baseline: 0, fill: .black, textColor: .white, cornerRadius: 0.1, textOrigin: Point(x: 0, y: 0))
    let scene = ChipScene(width: 20, height: 20, background: .white, chips: [chip]).snapped(toGrid: 1)
    #expect(scene.chips[0].frame == Rect(x: 10, y: 10, width: 1, height: 1))
  }
}

/// Edge rows (and, for square corners, edge columns) of each chip that are not wholly the
/// chip's fill, and rows or columns just outside that are not wholly the background.
/// Rows are read along the straight part of the edge, away from the corners.
private func edgeFailures(in image: Bitmap, scene: ChipScene, scale: Double) -> [String] {
  var failures: [String] = []
  func check(_ x: Int, _ y: Int, _ color: RGBAColor, _ what: String) {
    guard x >= 0, y >= 0, x < image.width, y < image.height else { return }
    if !image[x, y].matches(color, tolerance: 0) {
      failures.append("\(what): (\(x), \(y)) is \(image[x, y].hex), expected \(color)")
    }
  }
  for chip in scene.chips {
    let f = chip.frame.scaled(by: scale)
    let r = chip.cornerRadius * scale
    // Snapped edges are whole pixels, up to the rounding of grid steps such as 2/3 pt.
    let (left, top) = (Int(f.x.rounded()), Int(f.y.rounded()))
    let (right, bottom) = (Int(f.maxX.rounded()) - 1, Int(f.maxY.rounded()) - 1)
    let name = "'\(chip.text)'"
    let flatStart = Int((f.x + r).rounded(.up)) + 1
    let flatX = flatStart...max(flatStart, Int((f.maxX - r).rounded(.down)) - 2)
    for x in flatX {
      check(x, top, chip.fill, "\(name) top row")
      check(x, bottom, chip.fill, "\(name) bottom row")
      check(x, top - 1, scene.background, "\(name) row above")
      check(x, bottom + 1, scene.background, "\(name) row below")
    }
    guard r == 0 else { continue }
    // Text may reach a square chip's side only when its padding is thin: look above and below the text.
    for y in [top + 1, bottom - 1] {
      check(left, y, chip.fill, "\(name) left column")
      check(right, y, chip.fill, "\(name) right column")
      check(left - 1, y, scene.background, "\(name) column left of it")
      check(right + 1, y, scene.background, "\(name) column right of it")
    }
  }
  return failures
}

/// SplitMix64: the same tag lists on every run.
private struct TestRandom: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E4B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

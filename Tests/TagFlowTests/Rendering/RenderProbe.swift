// Helpers for render-correctness tests: render a job in every format, read pixels at the places the ChipScene names.

import Foundation
import TagFlow
import TagFlowComparison
import Testing

/// A job laid out once and drawn as PNG, SVG and PDF with the fixture fonts.
struct RenderedJob {
  let scene: ChipScene
  let measurer: TextMeasurer
  let renderer: Renderer

  init(_ job: Job) throws {
    var job = job
    job.fonts = Fixtures.fonts
    measurer = try TextMeasurer(fonts: job.fonts)
    renderer = Renderer(measurer: measurer)
    scene = try ChipScene(job, measurer: measurer)
  }

  func bytes(_ format: OutputFormat, scale: Double = 1) throws -> [UInt8] {
    try renderer.render(scene, as: format, scale: scale)
  }

  /// The pixels of the output in `format`: our own PNG, or the SVG or PDF rasterised by librsvg or poppler.
  func bitmap(_ format: OutputFormat, scale: Double = 1) throws -> Bitmap {
    switch format {
    case .png: try PNGDecoder.decode(try bytes(.png, scale: scale))
    case .svg: try Rasterizer.svg(try bytes(.svg))
    case .pdf: try Rasterizer.pdf(try bytes(.pdf))
    }
  }
}

/// Looks that make every part of an image easy to tell apart: magenta chips, black text, white canvas.
enum ProbeStyle {
  static let fill = RGBAColor(rgb: 0xFF00FF)
  static let text = RGBAColor.black
  static let background = RGBAColor.white

  static func job(_ tags: [String], width: Double = 480, background: RGBAColor = ProbeStyle.background) -> Job {
    var job = Fixtures.job(tags, width: width)
    job.style.fill = fill
    job.style.textColor = text
    job.style.background = background
    return job
  }

  /// Text ink over the magenta fill or the white canvas: black pulls red down, while the
  /// fill's own antialiased edge over white keeps red at 255. A quarter of coverage counts.
  static func isInk(_ pixel: Bitmap.Pixel) -> Bool {
    pixel.a > 0 && pixel.r < 192
  }
}

extension Bitmap.Pixel {
  /// Every channel within `tolerance` of the colour (straight alpha; colour ignored when both are clear).
  func matches(_ color: RGBAColor, tolerance: Int = 2) -> Bool {
    if a == 0 && color.alpha == 0 { return true }
    return abs(Int(r) - Int(color.red)) <= tolerance && abs(Int(g) - Int(color.green)) <= tolerance
      && abs(Int(b) - Int(color.blue)) <= tolerance && abs(Int(a) - Int(color.alpha)) <= tolerance
  }
}

extension Rect {
  var maxX: Double { x + width }
  var maxY: Double { y + height }
  var midX: Double { x + width / 2 }
  var midY: Double { y + height / 2 }

  func scaled(by scale: Double) -> Rect {
    Rect(x: x * scale, y: y * scale, width: width * scale, height: height * scale)
  }
}

/// A pixel that must show a given colour, and why.
struct Probe {
  var x: Int
  var y: Int
  var color: RGBAColor
  var what: String
}

/// The pixel columns (or rows) whose whole area lies at least `inset` inside `start..<end`.
private func inner(_ start: Double, _ end: Double, inset: Double) -> (first: Int, last: Int) {
  (Int((start + inset).rounded(.up)), Int((end - inset).rounded(.down)) - 1)
}

/// Where each chip and the space around it must show their colours, at `scale` pixels per point:
/// 2 px inside both ends of every chip at mid-height, its top and bottom padding bands along the
/// straight part of the capsule, the middle of every gap between chips and between lines, and
/// the canvas padding.
func probes(for scene: ChipScene, scale: Double = 1) -> [Probe] {
  var probes: [Probe] = []
  let inset = 2.0
  for (index, chip) in scene.chips.enumerated() {
    let frame = chip.frame.scaled(by: scale)
    let name = "chip \(index) '\(chip.text)'"
    let midY = Int(frame.midY)
    let columns = inner(frame.x, frame.maxX, inset: inset)
    let rows = inner(frame.y, frame.maxY, inset: inset)
    probes.append(Probe(x: columns.first, y: midY, color: chip.fill, what: "\(name): left end"))
    probes.append(Probe(x: columns.last, y: midY, color: chip.fill, what: "\(name): right end"))
    // The straight part of the capsule, where the top and bottom edges are flat.
    let radius = chip.cornerRadius * scale
    let straight = inner(frame.x + radius, frame.maxX - radius, inset: 1)
    let flat =
      straight.first <= straight.last ? [straight.first, (straight.first + straight.last) / 2, straight.last] : []
    for x in Array(Set(flat)).sorted() {
      probes.append(Probe(x: x, y: rows.first, color: chip.fill, what: "\(name): top padding"))
      probes.append(Probe(x: x, y: rows.last, color: chip.fill, what: "\(name): bottom padding"))
    }
  }
  let background = scene.background
  for (a, b) in zip(scene.chips, scene.chips.dropFirst()) where a.line == b.line {
    let x = Int(((a.frame.maxX + b.frame.x) / 2 * scale).rounded(.down))
    probes.append(Probe(x: x, y: Int(a.frame.midY * scale), color: background, what: "gap after '\(a.text)'"))
  }
  let lines = Dictionary(grouping: scene.chips, by: \.line).sorted { $0.key < $1.key }.map(\.value)
  for (upper, lower) in zip(lines, lines.dropFirst()) {
    let y = (upper.map(\.frame.maxY).max()! + lower.map(\.frame.y).min()!) / 2
    for x in stride(from: 2.0, to: scene.width - 2, by: 10) {
      probes.append(
        Probe(x: Int(x * scale), y: Int(y * scale), color: background, what: "gap below line \(upper[0].line)"))
    }
  }
  let (width, height) = (Int((scene.width * scale).rounded(.up)), Int((scene.height * scale).rounded(.up)))
  for (x, y) in [(2, 2), (width - 3, 2), (2, height - 3), (width - 3, height - 3)] {
    probes.append(Probe(x: x, y: y, color: background, what: "canvas corner"))
  }
  return probes
}

/// The probes whose pixel has another colour, described for a failure message (at most `limit`).
func failedProbes(_ probes: [Probe], in image: Bitmap, tolerance: Int = 2, limit: Int = 12) -> [String] {
  var failures: [String] = []
  for probe in probes {
    guard probe.x >= 0, probe.x < image.width, probe.y >= 0, probe.y < image.height else {
      failures.append("\(probe.what): (\(probe.x), \(probe.y)) is outside the \(image.size) image")
      continue
    }
    let pixel = image[probe.x, probe.y]
    if !pixel.matches(probe.color, tolerance: tolerance) {
      failures.append("\(probe.what): (\(probe.x), \(probe.y)) is \(pixel.hex), expected \(probe.color)")
    }
  }
  return failures.count > limit ? Array(failures.prefix(limit)) + ["… \(failures.count - limit) more"] : failures
}

/// Pixels outside every chip frame (grown by `margin` for antialiasing) that are not the background:
/// ink or fill drawn where the ChipScene put no chip. At most `limit` are described.
func strayPixels(in image: Bitmap, scene: ChipScene, scale: Double = 1, margin: Double = 1, limit: Int = 8) -> [String]
{
  let frames = scene.chips.map { $0.frame.scaled(by: scale) }
  var stray: [String] = []
  var count = 0
  for y in 0..<image.height {
    // Only the frames that reach this row; pixel (x, y) covers [x, x + 1) × [y, y + 1).
    let row = frames.filter { Double(y) + 1 > $0.y - margin && Double(y) < $0.maxY + margin }
    for x in 0..<image.width where !image[x, y].matches(scene.background, tolerance: 2) {
      if row.contains(where: { Double(x) + 1 > $0.x - margin && Double(x) < $0.maxX + margin }) { continue }
      count += 1
      if stray.count < limit { stray.append("(\(x), \(y)) is \(image[x, y].hex)") }
    }
  }
  if count > limit { stray.append("… \(count - limit) more") }
  return stray
}

/// The leftmost and rightmost pixel columns with text ink inside a chip's frame, if any.
func inkColumns(in image: Bitmap, chip: ChipScene.Chip, scale: Double = 1) -> ClosedRange<Int>? {
  let frame = chip.frame.scaled(by: scale)
  let columns = inner(frame.x, frame.maxX, inset: 0)
  let rows = inner(frame.y, frame.maxY, inset: 0)
  var first: Int?
  var last: Int?
  for x in max(0, columns.first)...min(image.width - 1, columns.last) {
    for y in max(0, rows.first)...min(image.height - 1, rows.last) where ProbeStyle.isInk(image[x, y]) {
      if first == nil { first = x }
      last = x
      break
    }
  }
  guard let first, let last else { return nil }
  return first...last
}

extension Bitmap.Pixel {
  /// `#RRGGBBAA`-style text for failure messages.
  var hex: String { RGBAColor(red: r, green: g, blue: b, alpha: a).description }
}

/// Where a chip's left and right edges really are in the image, to a fraction of a pixel: along
/// the row through the chip's middle, the fill's coverage of the pixels around each edge adds
/// up to the length the fill covers there (a box-filtered vertical edge). Coverage is read from
/// the green channel, 0 in the magenta fill and 255 in the white background.
func measuredEdges(in image: Bitmap, chip: ChipScene.Chip, scale: Double = 1, window: Int = 4) -> (
  left: Double, right: Double
) {
  let frame = chip.frame.scaled(by: scale)
  let y = Int(frame.midY)
  func coverage(_ x: Int) -> Double {
    guard x >= 0, x < image.width else { return 0 }
    return 1 - Double(image[x, y].g) / 255
  }
  let left = Int(frame.x.rounded())
  let right = Int(frame.maxX.rounded())
  // Pixels left ..< left + window are fully covered or partly; left - window ..< left are partly or empty.
  let coveredLeft = (left - window..<left + window).reduce(0) { $0 + coverage($1) }
  let coveredRight = (right - window..<right + window).reduce(0) { $0 + coverage($1) }
  return (Double(left + window) - coveredLeft, Double(right - window) + coveredRight)
}

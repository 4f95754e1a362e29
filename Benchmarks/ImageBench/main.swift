// Measures PNG encoding against Cairo's own writer, and image comparison throughput.
//
// swift run -c release ImageBench [--sweep] [TAGS_FILE]

import CPangoCairo
import Foundation
import TagFlow
import TagFlowComparison

// MARK: - A realistic tag image, drawn the way Benchmarks/Reference/chips.c draws it

let defaultTags = """
  boto3 packaging urllib3 certifi idna requests typing-extensions charset-normalizer setuptools
  botocore cryptography aiobotocore python-dateutil six pyyaml pydantic pygments cffi click numpy
  pluggy pycparser pydantic-core grpcio-status anyio s3transfer attrs protobuf h11 pytest
  annotated-types iniconfig fsspec httpx httpcore typing-inspection pandas pip s3fs markupsafe
  """.split(whereSeparator: \.isWhitespace).map(String.init)

/// Capsules in #E8EEF7 with #1F2937 DejaVu Sans 13 px text on white (or nothing), wrapped
/// at `width`, drawn at `scale` device pixels per pixel.
func renderTagImage(tags: [String], width: Double, scale: Double = 1, opaque: Bool = true)
  -> OpaquePointer
{
  let (padX, padY, gap, outer) = (12.0, 6.0, 8.0, 16.0)
  let options = cairo_font_options_create()
  cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
  cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
  let font = pango_font_description_from_string("DejaVu Sans")
  pango_font_description_set_absolute_size(font, 13 * Double(PANGO_SCALE))

  // Measure on a scratch surface, wrap greedily, then draw at the final height.
  let scratch = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
  let scratchContext = cairo_create(scratch)
  let measure = pango_cairo_create_layout(scratchContext)
  pango_cairo_context_set_font_options(pango_layout_get_context(measure), options)
  pango_context_set_round_glyph_positions(pango_layout_get_context(measure), 0)
  pango_layout_set_font_description(measure, font)
  var chips: [(text: String, x: Double, y: Double, w: Double, h: Double)] = []
  var (x, y, rowHeight) = (0.0, 0.0, 0.0)
  for tag in tags {
    pango_layout_set_text(measure, tag, -1)
    var logical = PangoRectangle()
    pango_layout_get_extents(measure, nil, &logical)
    let w = Double(logical.width) / Double(PANGO_SCALE) + 2 * padX
    let h = Double(logical.height) / Double(PANGO_SCALE) + 2 * padY
    if x > 0 && x + w > width - 2 * outer {
      (x, y, rowHeight) = (0, y + rowHeight + gap, 0)
    }
    chips.append((tag, x, y, w, h))
    x += w + gap
    rowHeight = max(rowHeight, h)
  }
  g_object_unref(UnsafeMutableRawPointer(measure))
  cairo_destroy(scratchContext)
  cairo_surface_destroy(scratch)

  let height = y + rowHeight + 2 * outer
  let surface = cairo_image_surface_create(
    CAIRO_FORMAT_ARGB32, Int32((width * scale).rounded(.up)), Int32((height * scale).rounded(.up)))!
  let cr = cairo_create(surface)
  cairo_scale(cr, scale, scale)
  if opaque {
    cairo_set_source_rgb(cr, 1, 1, 1)
    cairo_paint(cr)
  }
  let layout = pango_cairo_create_layout(cr)
  pango_cairo_context_set_font_options(pango_layout_get_context(layout), options)
  pango_context_set_round_glyph_positions(pango_layout_get_context(layout), 0)
  pango_layout_set_font_description(layout, font)
  for chip in chips {
    let (cx, cy, r) = (outer + chip.x, outer + chip.y, chip.h / 2)
    cairo_new_sub_path(cr)
    cairo_arc(cr, cx + chip.w - r, cy + r, r, -.pi / 2, .pi / 2)
    cairo_arc(cr, cx + r, cy + r, r, .pi / 2, 3 * .pi / 2)
    cairo_close_path(cr)
    cairo_set_source_rgb(cr, 0xE8 / 255.0, 0xEE / 255.0, 0xF7 / 255.0)
    cairo_fill(cr)
    cairo_set_source_rgb(cr, 0x1F / 255.0, 0x29 / 255.0, 0x37 / 255.0)
    pango_layout_set_text(layout, chip.text, -1)
    cairo_move_to(cr, cx + padX, cy + padY)
    pango_cairo_show_layout(cr, layout)
  }
  g_object_unref(UnsafeMutableRawPointer(layout))
  cairo_destroy(cr)
  cairo_font_options_destroy(options)
  pango_font_description_free(font)
  cairo_surface_flush(surface)
  return surface
}

// MARK: - Timing

/// Wall times of `runs` calls of `body` in milliseconds, after one warm-up call.
struct Timing {
  var samples: [Double]

  init(runs: Int, _ body: () -> Void) {
    body()
    let clock = ContinuousClock()
    samples = (0..<runs).map { _ in
      let elapsed = clock.measure(body).components
      return Double(elapsed.seconds) * 1e3 + Double(elapsed.attoseconds) / 1e15
    }
    samples.sort()
  }

  /// CPU time instead of wall time: on a machine shared with other work, the time the
  /// comparison itself ran. Every thread's, since a comparison splits a large image between
  /// threads; the process has no other work while it runs.
  init(cpuRuns runs: Int, _ body: () -> Void) {
    body()
    func now() -> Double {
      var time = timespec()
      clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
      return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
    }
    samples = (0..<runs).map { _ in
      let start = now()
      body()
      return now() - start
    }
    samples.sort()
  }

  var median: Double { samples[samples.count / 2] }
  /// The least disturbed run: the fairest figure on a shared, noisy machine.
  var best: Double { samples[0] }
}

func format(_ value: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", value) }

func pad(_ text: String, _ width: Int) -> String {
  text.padding(toLength: width, withPad: " ", startingAt: 0)
}

/// Writes bytes the plain POSIX way, as Cairo's writer does with stdio.
func writeFile(_ bytes: [UInt8], to path: String) {
  let file = fopen(path, "wb")!
  _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
  fclose(file)
}

func fileSize(_ path: String) -> Int {
  (try! FileManager.default.attributesOfItem(atPath: path)[.size] as! NSNumber).intValue
}

// MARK: - PNG encoding

/// One Cairo image surface's pixels, borrowed for encoding.
struct Surface {
  let name: String
  let pixels: UnsafeRawBufferPointer
  let width: Int
  let height: Int
  let stride: Int

  init(_ name: String, _ surface: OpaquePointer) {
    self.name = name
    width = Int(cairo_image_surface_get_width(surface))
    height = Int(cairo_image_surface_get_height(surface))
    stride = Int(cairo_image_surface_get_stride(surface))
    pixels = UnsafeRawBufferPointer(
      start: cairo_image_surface_get_data(surface), count: stride * height)
  }

  func encode(with encoder: PNGEncoder) -> [UInt8] {
    try! encoder.encode(premultipliedARGB32: pixels, width: width, height: height, stride: stride)
  }

  var bitmap: Bitmap {
    Bitmap(premultipliedARGB32: pixels, width: width, height: height, stride: stride)
  }
}

let arguments = CommandLine.arguments.dropFirst()
let sweep = arguments.contains("--sweep")
let tags =
  arguments.first { !$0.hasPrefix("--") }
  .map { try! String(contentsOfFile: $0, encoding: .utf8).split(separator: "\n").map(String.init) }
  ?? defaultTags
let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
  "imagebench-\(getpid())"
).path
try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: directory) }
let cairoPath = directory + "/cairo.png"
let oursPath = directory + "/ours.png"
let runs = 61

let surface = renderTagImage(tags: tags, width: 600)
defer { cairo_surface_destroy(surface) }
let image = Surface("\(tags.count) tags at 600 px", surface)
let encoder = PNGEncoder()
let cairoTime = Timing(runs: runs) { _ = cairo_surface_write_to_png(surface, cairoPath) }
let cairoBytes = fileSize(cairoPath)
let oursTime = Timing(runs: runs) { writeFile(image.encode(with: encoder), to: oursPath) }
let oursMemoryTime = Timing(runs: runs) { _ = image.encode(with: encoder) }
let oursBytes = fileSize(oursPath)
let reference = image.bitmap
let samePixels =
  (try? PNGDecoder.decode(contentsOfFile: oursPath)) == reference
  && (try? PNGDecoder.decode(contentsOfFile: cairoPath)) == reference

print(
  "PNG encoding: \(image.name), \(image.width)×\(image.height); ms over \(runs) runs: best (median)"
)
print(
  "  cairo_surface_write_to_png → file    \(format(cairoTime.best)) (\(format(cairoTime.median))) ms  \(cairoBytes) bytes"
)
print(
  "  PNGEncoder → file                    \(format(oursTime.best)) (\(format(oursTime.median))) ms  \(oursBytes) bytes"
)
print(
  "  PNGEncoder → memory                  \(format(oursMemoryTime.best)) (\(format(oursMemoryTime.median))) ms"
)
print(
  "  speed \(format(cairoTime.best / oursTime.best, 1))× Cairo's (median \(format(cairoTime.median / oursTime.median, 1))×),"
    + " size \(format(Double(oursBytes) / Double(cairoBytes), 3))× Cairo's; same pixels as Cairo's file: \(samePixels)"
)

if sweep {
  let variants: [(String, OpaquePointer)] = [
    ("40 tags at 600 px", surface),
    ("400 tags at 600 px", renderTagImage(tags: (0..<10).flatMap { _ in tags }, width: 600)),
    ("40 tags at 600 px, scale 2", renderTagImage(tags: tags, width: 600, scale: 2)),
    ("40 tags at 600 px, transparent", renderTagImage(tags: tags, width: 600, opaque: false)),
  ]
  for (name, variant) in variants {
    let image = Surface(name, variant)
    let cairo = Timing(runs: 21) { _ = cairo_surface_write_to_png(variant, cairoPath) }
    let cairoBytes = fileSize(cairoPath)
    print(
      "\n\(name), \(image.width)×\(image.height): Cairo \(format(cairo.best)) ms, \(cairoBytes) bytes"
    )
    print("  filter    level  best ms  bytes   ×Cairo size  ×Cairo speed")
    for filter in PNGRowFilter.allCases {
      for level in [1, 2, 3, 4, 5, 6, 7, 9] {
        let encoder = PNGEncoder(level: level, filter: filter)
        let time = Timing(runs: 21) { _ = image.encode(with: encoder) }
        let bytes = image.encode(with: encoder).count
        print(
          "  \(pad("\(filter)", 9)) \(String(format: "%5d %8.2f %7d %11.3f %13.1f", level, time.best, bytes, Double(bytes) / Double(cairoBytes), cairo.best / time.best))"
        )
      }
    }
  }
}

// MARK: - Comparison throughput

/// A 2000×2000 image tiled from the tag image, so it has real edges and text.
func tiled(_ tile: Bitmap, size: Int) -> Bitmap {
  var bytes = [UInt8](repeating: 0, count: size * size * 4)
  for y in 0..<size {
    for x in 0..<size {
      let source = ((y % tile.height) * tile.width + x % tile.width) * 4
      let target = (y * size + x) * 4
      for c in 0..<4 { bytes[target + c] = tile.pixels[source + c] }
    }
  }
  return Bitmap(width: size, height: size, pixels: bytes)
}

let side = 2000
let megapixels = Double(side * side) / 1e6
let first = tiled(reference, size: side)
// A separate copy, so no comparison can shortcut on shared storage.
let identical = Bitmap(
  width: side, height: side, pixels: first.pixels.withUnsafeBufferPointer { Array($0) })
precondition(
  identical.pixels.withUnsafeBufferPointer { $0.baseAddress }
    != first.pixels.withUnsafeBufferPointer { $0.baseAddress })
var changed = first
var random = SystemRandomNumberGenerator()
for _ in 0..<(side * side / 100) {
  let (x, y) = (Int.random(in: 0..<side, using: &random), Int.random(in: 0..<side, using: &random))
  let p = changed[x, y]
  changed[x, y] = Bitmap.Pixel(r: 255 &- p.r, g: 255 &- p.g, b: 128 &+ p.b)
}
// Every pixel of the most common colour but the background (the chips' fill) changed to a
// pale yellow: most pixels differ, and every chip edge goes through anti-aliasing detection.
let fillChanged: Bitmap = {
  var counts: [Bitmap.Pixel: Int] = [:]
  for y in 0..<reference.height {
    for x in 0..<reference.width { counts[reference[x, y], default: 0] += 1 }
  }
  let fill = counts.sorted { $0.value > $1.value }[1].key
  var bitmap = first
  for y in 0..<side {
    for x in 0..<side where bitmap[x, y] == fill { bitmap[x, y] = Bitmap.Pixel(r: 0xFE, g: 0xF3, b: 0xC7) }
  }
  return bitmap
}()
/// The goals at this size: what every passing check compares, and a failing one.
let goals = (identical: 1000.0, changed: 300.0)
var medians: [String: Double] = [:]
for metric in ImageComparison.Metric.allCases {
  let comparison = ImageComparison(metric: metric)
  let label = metric == .oklab ? "\(metric.rawValue), the default" : metric.rawValue
  print(
    "\ncomparison (\(label), threshold \(comparison.threshold)), \(side)×\(side); Mpx per CPU second (every thread's), best (median) of 11 runs:"
  )
  for (name, other) in [
    ("identical", identical), ("1% of pixels changed", changed), ("every fill changed", fillChanged),
  ] {
    for withDiff in [false, true] {
      var result: ImageComparisonResult? = nil
      let time = Timing(cpuRuns: 11) { result = comparison.compare(first, other, diffImage: withDiff) }
      if !withDiff { medians["\(metric.rawValue) \(name)"] = megapixels / time.median * 1000 }
      print(
        "  \(pad(name + (withDiff ? " + diff image" : ""), 34)) \(format(megapixels / time.best * 1000, 0)) (\(format(megapixels / time.median * 1000, 0))) Mpx/s   \(result!)"
      )
    }
  }
}
let identicalSpeed = medians["oklab identical"]!
let changedSpeed = medians["oklab 1% of pixels changed"]!
print(
  "\ngoals (default metric, median, no diff image): identical ≥ \(format(goals.identical, 0)) Mpx/s "
    + (identicalSpeed >= goals.identical ? "met" : "NOT met") + " at \(format(identicalSpeed, 0));"
    + " 1% changed ≥ \(format(goals.changed, 0)) Mpx/s "
    + (changedSpeed >= goals.changed ? "met" : "NOT met") + " at \(format(changedSpeed, 0))"
)

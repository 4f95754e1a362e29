// SVG with real <text>: a quarter of the outline bytes or less, the same picture, every text findable, a dark look.

import TagFlow
import Testing

@Suite struct SVGTextModeTests {
  /// 40 tags, as the issue measured: the fixture words and their hyphenated pairs.
  private static let forty: [String] = {
    let words = Fixtures.tags
    return Array((words + zip(words, words.dropFirst()).map { "\($0)-\($1)" }).prefix(40))
  }()

  private static func rendered(_ tags: [String], mode: SVGTextMode?, dark: Style? = nil) throws -> RenderedJob {
    var job = Fixtures.job(tags, width: 600)
    job.rendering.svgText = mode
    job.darkStyle = dark
    return try RenderedJob(job)
  }

  private static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  @Test func textModeIsAtMostAQuarterOfTheOutlineBytes() throws {
    let outlines = try Self.rendered(Self.forty, mode: .outlines).bytes(.svg)
    let text = try Self.rendered(Self.forty, mode: .text).bytes(.svg)
    #expect(text.count * 4 <= outlines.count, "text \(text.count) bytes, outlines \(outlines.count) bytes")
    #expect(Self.text(outlines).contains("<symbol"))
    #expect(!Self.text(text).contains("<symbol"))
  }

  /// Every chip's text is in the file as text (escaped), with its measured advance as textLength,
  /// centred on its measured box: generated texts with every XML special character and emoji.
  @Test func everyTextIsWrittenAtItsMeasuredPlace() throws {
    let specials = ["&", "<", ">", "\"", "'", "🚀", "é", "  two  spaces", "a&b<c>\"d'e", "日本語"]
    var tags = Self.forty.prefix(12).map { $0 }
    for (index, special) in specials.enumerated() { tags.append("t\(index)\(special)x") }
    let rendered = try Self.rendered(tags, mode: .text)
    let svg = Self.text(try rendered.bytes(.svg))
    let scene = rendered.scene.drawn(as: .svg, scale: 1)
    for chip in scene.chips {
      let metrics = try rendered.measurer.measure(chip.text, font: chip.font)
      let centre = chip.frame.x + chip.textOrigin.x + metrics.originX + metrics.width / 2
      let escaped = chip.text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
        .replacing("\"", with: "&quot;").replacing("'", with: "&apos;")
      let element =
        "<text x=\"\(SVGTextNumber.format(centre))\" y=\"\(SVGTextNumber.format(chip.frame.y + chip.baseline))\" "
        + "textLength=\"\(SVGTextNumber.format(metrics.width))\" lengthAdjust=\"spacingAndGlyphs\">\(escaped)</text>"
      #expect(svg.contains(element), "no \(element)")
    }
    // Well-formed: librsvg reads it and draws the chips.
    let image = try Rasterizer.svg(Array(svg.utf8))
    #expect(image.size.width == Int(scene.width))
  }

  /// The same picture as the PNG, as the outline mode is: rsvg-convert draws both SVG modes of
  /// the 40 tags, and no more pixels differ visibly from the PNG in text mode than in outline mode
  /// (with a pixel's slack per chip for glyph edges that land differently).
  @Test func textModeDrawsTheSamePictureAsOutlines() throws {
    let png = try Self.rendered(Self.forty, mode: .text).bitmap(.png)
    func visiblyDifferent(_ image: Bitmap) -> Int {
      var count = 0
      for y in 0..<min(png.height, image.height) {
        for x in 0..<min(png.width, image.width) {
          let (a, b) = (png[x, y], image[x, y])
          let delta = max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
          if delta > 64 { count += 1 }
        }
      }
      return count
    }
    let outlines = visiblyDifferent(try Self.rendered(Self.forty, mode: .outlines).bitmap(.svg))
    let text = visiblyDifferent(try Self.rendered(Self.forty, mode: .text).bitmap(.svg))
    let pixels = png.width * png.height
    #expect(text <= outlines + Self.forty.count, "text mode: \(text) of \(pixels) pixels, outlines: \(outlines)")
    #expect(text * 100 <= pixels * 3, "text mode: \(text) of \(pixels) pixels differ visibly from the PNG")
  }

  @Test func sameBytesEveryTime() throws {
    let a = try Self.rendered(Self.forty, mode: .text).bytes(.svg)
    let b = try Self.rendered(Self.forty, mode: .text).bytes(.svg)
    #expect(a == b)
  }

  @Test func linksTitleAndAriaAreKept() throws {
    var job = Fixtures.job(["swift", "linux"], width: 300)
    job.tags[0].link = "https://swift.org/?a=1&b=2"
    job.title = "Two <tags>"
    job.rendering.svgText = .text
    let svg = Self.text(try RenderedJob(job).bytes(.svg))
    #expect(svg.contains("<title>Two &lt;tags&gt;</title>"))
    #expect(svg.contains("role=\"group\" aria-label=\"Two &lt;tags&gt;\""))
    #expect(svg.contains("<a href=\"https://swift.org/?a=1&amp;b=2\""))
  }

  /// With a dark look every colour is a class, and the dark block gives each class the dark
  /// ChipScene's colour; pairs of colours, not light colours, make the classes.
  @Test func darkLookSwitchesEveryColourByClass() throws {
    let dark = try #require(Theme.named("dark"))
    var job = Fixtures.job(["swift", "linux", "pango"], width: 300)
    job.darkStyle = dark.style
    job.tags[1].fill = RGBAColor(rgb: 0x123456)
    let rendered = try RenderedJob(job)
    let svg = Self.text(try rendered.bytes(.svg))
    #expect(!svg.contains("<symbol"), "a dark look is drawn in text mode")
    #expect(!svg.contains(" fill=\"#"), "no fixed fill with a dark look")
    let look = try #require(rendered.scene.dark, "no dark look in the ChipScene")
    #expect(look.background == dark.style.background)
    #expect(look.chips[0].fill == dark.style.fill)
    #expect(look.chips[1].fill == RGBAColor(rgb: 0x123456), "a tag's own fill stays in the dark")
    let media = svg.range(of: "@media (prefers-color-scheme:dark){")
    #expect(media != nil)
    if let media {
      let darkRules = svg[media.upperBound...]
      #expect(darkRules.contains("fill:\(hex(dark.style.fill))"))
      #expect(darkRules.contains("fill:\(hex(dark.style.background))"))
      #expect(darkRules.contains("fill:\(hex(look.chips[0].textColor))"))
    }
    // The dark theme's border, which the light look lacks, is clear in light and drawn in dark.
    #expect(dark.style.borderWidth > 0 && job.style.borderWidth == 0)
    #expect(look.chips[0].borderWidth == dark.style.borderWidth)
    #expect(svg.contains("{stroke:none}"))
    if let media { #expect(svg[media.upperBound...].contains("stroke:\(hex(dark.style.borderColor))")) }
    // Layout is the light one: the same frames.
    var light = job
    light.darkStyle = nil
    #expect(try RenderedJob(light).scene.chips.map(\.frame) == rendered.scene.chips.map(\.frame))
  }

  @Test func outlinesCannotCarryADarkLook() throws {
    var job = Fixtures.job(["swift"], width: 300)
    job.darkStyle = Theme.named("dark")?.style
    job.rendering.svgText = .outlines
    #expect(throws: TagFlowError.self) { try RenderedJob(job).bytes(.svg) }
    // PNG and PDF draw the light look.
    #expect(try RenderedJob(job).bytes(.png).count > 0)
  }

  private func hex(_ color: RGBAColor) -> String {
    let bytes = [color.red, color.green, color.blue]
    let digits = Array("0123456789abcdef")
    if bytes.allSatisfy({ $0 >> 4 == $0 & 15 }) { return "#" + String(bytes.map { digits[Int($0 & 15)] }) }
    return "#" + String(bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] })
  }
}

/// The SVG text writer's number format, restated: at most three decimals, no trailing zeros.
enum SVGTextNumber {
  static func format(_ value: Double) -> String {
    let thousandths = Int((value * 1000).rounded())
    let whole = abs(thousandths) / 1000
    var fraction = String(abs(thousandths) % 1000)
    fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return (thousandths < 0 ? "-" : "") + String(whole) + (fraction.isEmpty ? "" : "." + fraction)
  }
}

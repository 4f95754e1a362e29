// The Swift examples of TagFlow's and TagFlowComparison's DocC articles (Sources/*/*.docc), run as written,
// with the values their comments state checked, and the articles checked to show this code.

import Foundation
import TagFlow
import TagFlowComparison
import Testing

@Suite struct DocCArticleExampleTests {
  /// TagFlow.md, the landing page's examples: one call, and a file written without Foundation.
  @Test func landingPage() throws {
    do {
      // Four tags wrapping at 300 points in the default look, drawn at twice the pixels.
      let job = Job(tags: ["swift", "linux", "pango", "cairo"].map { TagItem($0) }, width: 300)
      let png = try job.render(as: .png, scale: 2)
      #expect(try PNGDecoder.decode(png).width == 600)
    }
    /// Writes a page's tags into its folder: a PNG at twice the pixels and an SVG.
    func writeTags(_ tags: [String], into folder: String) throws(TagFlowError) {
      let job = Job(tags: tags.map { TagItem($0) }, width: 300)
      // The format from the extension; the folder made if it is missing; each file replaced whole.
      try job.write(to: folder + "/tags.png", scale: 2)
      try job.write(to: folder + "/tags.svg")
    }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-doc-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    try writeTags(["swift", "linux"], into: scratch.path + "/site/images")
    let job = Job(tags: ["swift", "linux"].map { TagItem($0) }, width: 300)
    let folder = scratch.appendingPathComponent("site/images")
    #expect(try Array(Data(contentsOf: folder.appendingPathComponent("tags.png"))) == job.render(as: .png, scale: 2))
    #expect(try Array(Data(contentsOf: folder.appendingPathComponent("tags.svg"))) == job.render(as: .svg))
  }

  /// RenderingAJob.md, every block in order.
  @Test func renderingAJob() throws {
    // Four tags on a canvas 300 points wide, the chips centred on their line.
    var job = Job(tags: ["swift", "linux", "pango", "cairo"].map { TagItem($0) }, width: 300)
    job.layout.justify = .center
    // The dark theme's colours, border and gaps; one chip picked out with its accent.
    Theme.dark.apply(to: &job)
    job.tags[0].isSelected = true
    // The same pixels on every machine: a font file your project ships, none of the machine's fonts.
    job.fonts = FontSet(files: ["Fonts/DejaVuSans.ttf"], includesSystemFonts: false)
    // This project ships it in Fixtures; tests never use the machine's fonts.
    job.fonts = FontSet(files: [Fixtures.path("Fonts/DejaVuSans.ttf")], includesSystemFonts: false)
    #expect(job.layout.justify == .center)

    // The fonts loaded once, for measuring and then for drawing.
    let renderer = try Renderer(fonts: job.fonts)
    // Measured with Pango, arranged by FlowLayout: every chip's frame, text, font and colours.
    let scene = try ChipScene(job, measurer: renderer.measurer)
    for chip in scene.chips {
      print(chip.text, chip.line, chip.frame.x, chip.frame.y, chip.frame.width, chip.frame.height)
    }
    // scene.width == 300; scene.chips.map(\.text) == ["swift", "linux", "pango", "cairo"], all on line 0
    #expect(scene.width == 300)
    #expect(scene.chips.map(\.text) == ["swift", "linux", "pango", "cairo"])
    #expect(scene.chips.allSatisfy { $0.line == 0 })

    // Twice the pixels for a PNG: 600 pixels wide. SVG and PDF are in points.
    let png = try renderer.render(scene, as: .png, scale: 2)
    let svg = try renderer.render(scene, as: .svg)
    let pdf = try renderer.render(scene, as: .pdf)
    #expect(try PNGDecoder.decode(png).width == 600)
    #expect(svg.starts(with: Array("<svg".utf8)) || String(decoding: svg, as: UTF8.self).contains("<svg"))
    #expect(pdf.starts(with: Array("%PDF".utf8)))

    // One call, measuring and drawing with the same renderer: the same bytes.
    let again = try renderer.render(job, as: .png, scale: 2)
    // again == png
    #expect(again == png)

    // A renderer for every job with these fonts: shaped texts and PNG buffers are kept.
    for tag in ["swift", "linux", "日本語"] {
      var single = job
      single.tags = [TagItem(tag)]
      let image = try renderer.render(single, as: .png)
      print(tag, image.count)
    }
    // DejaVu Sans has no Japanese: the measurer says which tags drew boxes, and what to install.
    if !renderer.measurer.missingGlyphs.isEmpty {
      print(renderer.measurer.missingGlyphs.message)
    }
    // renderer.measurer.missingGlyphs.tags == ["日本語"]
    #expect(renderer.measurer.missingGlyphs.tags == ["日本語"])

    // The ChipScene as JSON (what `tagflow layout` prints), and back: the same image.
    let json = scene.json()
    let readBack = try ChipScene(json: json)
    // try renderer.render(readBack, as: .png, scale: 2) == png
    #expect(try renderer.render(readBack, as: .png, scale: 2) == png)

    var bad = job
    bad.width = -5
    do {
      try bad.validate()
      let png = try bad.render(as: .png)
      print(png.count)
    } catch {
      // error is a TagFlowError, .invalidValue(field: "width", value: "-5", accepted: …)
      print(error.message)  // width: '-5' is not valid; expected a number of points from 1 to 32767
      guard case .invalidValue(field: "width", value: "-5", accepted: _) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(error.message == "width: '-5' is not valid; expected a number of points from 1 to 32767")
      return
    }
    Issue.record("a width of -5 rendered")
  }

  /// ComparingImages.md, every block in order.
  @Test func comparingImages() throws {
    // Two renders of one job, the second with another fill for `linux`.
    let job = Job(tags: ["swift", "linux", "pango", "cairo"].map { TagItem($0) }, width: 300)
    var recoloured = job
    recoloured.tags[1].fill = RGBAColor(rgb: 0xFDE68A)
    let expected = try job.render(as: .png)
    let actual = try recoloured.render(as: .png)

    // As `tagflow check` and `assertSnapshot` compare them: OKLab, anti-aliasing set aside.
    let result = try ReferenceChecker.defaultComparison.comparePNG(expected, actual, diffImage: true)
    print(result)  // "… of … pixels differ (…%)"
    // result.matches(ReferenceChecker.defaultTolerance) == false: a whole chip changed colour
    #expect(!result.matches(ReferenceChecker.defaultTolerance))
    // Red where the pixels differ, faded grey elsewhere.
    let diffPNG = try result.difference?.diffImage?.pngBytes()
    #expect(diffPNG != nil)

    // The pixels themselves, and pixelmatch 7's count of them, allowing 1% of the image.
    let before = try PNGDecoder.decode(expected)
    let after = try PNGDecoder.decode(actual)
    let pixelmatch = ImageComparison(metric: .yiq)
    let counted = pixelmatch.compare(before, after)
    print(counted.matches(.ratio(0.01)), counted)
    // before.size == after.size; counted.difference?.differingPixels > 0
    #expect(before.size == after.size)
    #expect((counted.difference?.differingPixels ?? 0) > 0)
  }

  /// TagFlowComparison.md, the landing page's example.
  @Test func comparisonLandingPage() throws {
    let job = Job(tags: ["swift", "linux", "pango", "cairo"].map { TagItem($0) }, width: 300)
    var recoloured = job
    recoloured.tags[1].fill = RGBAColor(rgb: 0xFDE68A)
    let result = try ReferenceChecker.defaultComparison.comparePNG(
      job.render(as: .png), recoloured.render(as: .png), diffImage: true)
    // result.matches(ReferenceChecker.defaultTolerance) == false
    #expect(!result.matches(ReferenceChecker.defaultTolerance))
  }

  /// Every line of the articles' `swift` blocks that import TagFlow alone appears in this file,
  /// in order (the `import` lines aside).
  @Test(arguments: [
    "TagFlow/TagFlow.docc/TagFlow.md", "TagFlow/TagFlow.docc/RenderingAJob.md",
    "TagFlowComparison/TagFlowComparison.docc/ComparingImages.md",
    "TagFlowComparison/TagFlowComparison.docc/TagFlowComparison.md",
  ])
  func articleShowsThisCode(_ article: String) throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let page = "Sources/" + article
    let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
    let here = lines(try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8))
    let blocks = text.components(separatedBy: "```swift\n").dropFirst()
      .map { $0.components(separatedBy: "\n```")[0] }
      .filter { !$0.contains("import TagFlowTesting") }
    #expect(!blocks.isEmpty)
    var remaining = here[...]
    for block in blocks {
      for line in lines(block) where !line.hasPrefix("import ") {
        guard let found = remaining.firstIndex(of: line) else {
          Issue.record("\(page): not in DocCArticleExampleTests, or out of order: \(line)")
          return
        }
        remaining = remaining[(found + 1)...]
      }
    }
  }

  private func lines(_ text: String) -> [String] {
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }
}

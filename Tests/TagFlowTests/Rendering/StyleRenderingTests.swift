// Borders, themes, links and titles drawn alike in PNG, SVG and PDF, and the same bytes every time.

import Foundation
import Testing

@testable import TagFlow
@testable import TagFlowComparison

@Suite struct StyleRenderingTests {
  /// Dark theme, borders, a palette, a selected and a linked chip.
  private static var job: Job {
    var job = Fixtures.job(Fixtures.tags, width: 480)
    Theme.dark.apply(to: &job)
    job.style.palette = .deep
    job.tags[1].isSelected = true
    job.tags[0].link = "https://swift.org"
    return job
  }

  @Test(arguments: [OutputFormat.svg, .pdf])
  func vectorOutputLooksLikeThePNG(format: OutputFormat) throws {
    let rendered = try RenderedJob(Self.job)
    let result = ImageComparison(metric: .yiqOverWhite, threshold: 0.3).compare(
      try rendered.bitmap(.png), try rendered.bitmap(format))
    let difference = try #require(result.difference, "\(result)")
    #expect(difference.ratio < 0.002, "\(format) vs PNG: \(difference)")
  }

  /// The border lies inside the chip: its colour just inside the left edge, the canvas just outside.
  @Test(arguments: OutputFormat.allCases)
  func borderIsDrawnInsideTheFrame(format: OutputFormat) throws {
    var job = ProbeStyle.job(["swift", "linux"], width: 300)
    job.style.borderColor = RGBAColor(rgb: 0x00FF00)
    job.style.borderWidth = 3
    let rendered = try RenderedJob(job)
    let image = try rendered.bitmap(format)
    for chip in rendered.scene.chips {
      let y = Int(chip.frame.midY)
      let x = Int(chip.frame.x.rounded(.up))
      #expect(image[x + 1, y].matches(RGBAColor(rgb: 0x00FF00), tolerance: 8), "\(format): \(image[x + 1, y].hex)")
      #expect(image[x - 2, y].matches(.white, tolerance: 2), "\(format): \(image[x - 2, y].hex)")
      #expect(image[x + 4, y].matches(ProbeStyle.fill, tolerance: 8), "\(format): \(image[x + 4, y].hex)")
    }
  }

  @Test func svgIsTheSameBytesEveryTime() throws {
    let first = try RenderedJob(Self.job).bytes(.svg)
    _ = try RenderedJob(Fixtures.job(["another", "render", "between"])).bytes(.svg)
    #expect(try RenderedJob(Self.job).bytes(.svg) == first)
  }

  @Test func svgHasTitleRoleAndLinks() throws {
    var job = Fixtures.job(["a", "b"])
    let plain = String(decoding: try RenderedJob(job).bytes(.svg), as: UTF8.self)
    #expect(plain.contains(#"role="img" aria-label="a, b">"#))
    #expect(plain.contains("<title>a, b</title>"))
    #expect(!plain.contains("<a "))
    job.tags[1].link = "https://example.com/?q=\"x\"&y"
    let linked = String(decoding: try RenderedJob(job).bytes(.svg), as: UTF8.self)
    #expect(linked.contains(#"role="group""#), "ARIA hides an img's children, links included")
    #expect(linked.contains(#"<a href="https://example.com/?q=&quot;x&quot;&amp;y""#))
  }

  @Test func pdfHasLinkAnnotationsAndTitle() throws {
    var job = Fixtures.job(["a", "b"])
    // A raw space is refused (LinkPolicy: browsers strip spaces); one already escaped stays so.
    job.tags[0].link = "https://example.com/a%20b"
    job.title = "Tags"
    let pdf = String(decoding: try RenderedJob(job).bytes(.pdf), as: UTF8.self)
    #expect(pdf.contains("/URI (https://example.com/a%20b)"))
    #expect(pdf.components(separatedBy: "/URI (").count == 2, "one link, for the one linked chip")
    #expect(pdf.contains("/Title (Tags)"))
  }

  @Test func pdfSafeURIs() {
    #expect(CairoLink.pdfSafe("https://swift.org/a?b=1&c=%41") == "https://swift.org/a?b=1&c=%41")
    #expect(CairoLink.pdfSafe("https://x.org/(a) b\\日") == "https://x.org/%28a%29%20b%5C%E6%97%A5")
    #expect(CairoLink.pdfSafe("100%") == "100%25")
  }
}

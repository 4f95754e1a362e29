// PNG, SVG and PDF draw every chip where the ChipScene says, and nothing anywhere else.

import TagFlow
import TagFlowComparison
import Testing

/// SVG is read back through librsvg (`rsvg-convert`) and PDF through poppler (`pdftoppm -r 72`),
/// the way readers of those files see them; one point is one pixel in all three.
@Suite struct ChipPlacementTests {
  private static let job = ProbeStyle.job(Fixtures.tags, width: 480)

  @Test(arguments: OutputFormat.allCases)
  func chipsAreDrawnWhereTheSceneSays(format: OutputFormat) throws {
    let rendered = try RenderedJob(Self.job)
    let image = try rendered.bitmap(format)
    let scene = rendered.scene.drawn(as: format, scale: 1)
    #expect(image.size == Bitmap.Size(width: Int(scene.width.rounded(.up)), height: Int(scene.height.rounded(.up))))
    #expect(scene.chips.count == Fixtures.tags.count)
    #expect(Set(scene.chips.map(\.line)).count > 2, "the job should wrap onto several lines")
    let failures = failedProbes(probes(for: scene), in: image)
    #expect(failures.isEmpty, "\(format) pixels differ from the ChipScene:\n\(failures.joined(separator: "\n"))")
  }

  /// Sharper than the probes, which allow a pixel for antialiasing: each chip's left and right
  /// edges, measured from the fill's coverage at mid-height, are within a quarter pixel of its
  /// frame (Cairo and librsvg land within 0.05 px, poppler within 0.15 px).
  @Test(arguments: OutputFormat.allCases)
  func chipEdgesAreWithinAQuarterPixel(format: OutputFormat) throws {
    let rendered = try RenderedJob(Self.job)
    let image = try rendered.bitmap(format)
    // Where the format draws the chips: PNG and SVG on whole pixels, PDF where laid out.
    for chip in rendered.scene.drawn(as: format, scale: 1).chips {
      let edges = measuredEdges(in: image, chip: chip)
      #expect(
        abs(edges.left - chip.frame.x) <= 0.25 && abs(edges.right - chip.frame.maxX) <= 0.25,
        "\(format): chip '\(chip.text)' spans \(edges.left)...\(edges.right), the ChipScene says \(chip.frame.x)...\(chip.frame.maxX)"
      )
    }
  }

  /// Outside the chip frames there is only background: no text overflows a chip, no chip is
  /// drawn elsewhere. Inside each chip there is text.
  @Test(arguments: OutputFormat.allCases)
  func textStaysInsideItsChip(format: OutputFormat) throws {
    let rendered = try RenderedJob(Self.job)
    let image = try rendered.bitmap(format)
    let stray = strayPixels(in: image, scene: rendered.scene)
    #expect(stray.isEmpty, "\(format) has pixels outside every chip:\n\(stray.joined(separator: "\n"))")
    for chip in rendered.scene.chips {
      #expect(inkColumns(in: image, chip: chip) != nil, "\(format): no text ink in chip '\(chip.text)'")
    }
  }

  /// Rasterised SVG and PDF look like our PNG: with a loose per-pixel threshold only a few glyph
  /// edges differ (about 20 pixels here), since librsvg and poppler antialias outlines their own
  /// way. A missing or different word, another font or colour would differ in far more than
  /// 0.1% of the pixels (80 here); chip positions are checked exactly by the edge test above.
  @Test(arguments: [OutputFormat.svg, .pdf])
  func vectorOutputLooksLikeThePNG(format: OutputFormat) throws {
    let rendered = try RenderedJob(Self.job)
    let png = try rendered.bitmap(.png)
    let vector = try rendered.bitmap(format)
    let result = ImageComparison(metric: .yiqOverWhite, threshold: 0.3).compare(png, vector)
    let difference = try #require(result.difference, "\(result)")
    #expect(difference.ratio < 0.001, "\(format) vs PNG: \(difference)")
  }
}

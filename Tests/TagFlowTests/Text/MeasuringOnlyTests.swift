// A measurer not for drawing keeps one shaped text at a time, and measures exactly as one for drawing.

import Testing

@testable import TagFlow

@Suite struct MeasuringOnlyTests {
  /// Every script, tags cut to fit a narrow maximum width (ellipsis fitting
  /// measures a text again after others), one repeated, and text no font draws (U+10FFFD, which
  /// stands for a byte only in a path, is such text in a tag).
  static func job() -> Job {
    let tags =
      TextExtentTests.scripts.flatMap(\.tags) + ["kubernetes-operator-framework", "swift", "swift"]
      + ["a\u{F0001}b", "a\u{10FFFD}b"]
    var job = Job(tags: tags.map { TagItem($0) }, width: 360, fonts: Fixtures.fonts)
    job.style.maxChipWidth = 80
    return job
  }

  @Test func laysOutDrawsAndReportsAsAMeasurerForDrawing() throws {
    let job = Self.job()
    let drawing = try TextMeasurer(fonts: job.fonts)
    let measuring = try TextMeasurer(fonts: job.fonts, forDrawing: false)
    let scene = try ChipScene(job, measurer: drawing)
    #expect(try ChipScene(job, measurer: measuring) == scene)
    #expect(scene.chips.contains { $0.fullText != nil }, "no tag was cut, so fitting went untested")
    #expect(!measuring.missingGlyphs.isEmpty)
    #expect(measuring.missingGlyphs == drawing.missingGlyphs)
    // Drawing shapes each text again, into the same glyphs.
    #expect(
      try Renderer(measurer: measuring).render(scene, as: .svg) == Renderer(measurer: drawing).render(scene, as: .svg))
  }
}

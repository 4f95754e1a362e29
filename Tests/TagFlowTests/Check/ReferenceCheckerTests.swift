// The reference checking engine: pass, tolerance, failures with diff images, record modes, SVG, bad references.

import Foundation
import TagFlow
import TagFlowComparison
import TagFlowReports
import Testing

/// Each test works in its own temporary folder of references and artifacts.
@Suite struct ReferenceCheckerTests {
  private static let job = Fixtures.job(["swift", "linux", "pango"], width: 240)

  private struct Scratch {
    let root: String
    var references: String { root + "/references" }
    var artifacts: String { root + "/artifacts" }

    func checker(_ record: RecordMode = .never) -> ReferenceChecker {
      ReferenceChecker(record: record, artifactsFolder: artifacts)
    }

    func item(_ name: String, _ bytes: [UInt8], _ format: OutputFormat = .png) -> CheckItem {
      CheckItem(name: name, actual: bytes, format: format, reference: "\(references)/\(name).\(format.rawValue)")
    }

    func store(_ bytes: [UInt8], as name: String) throws {
      try FileSystem.createFolder(references)
      try FileSystem.write(bytes, to: "\(references)/\(name)")
    }
  }

  private func withScratch(_ body: (Scratch) throws -> Void) throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-check-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try body(Scratch(root: root.path))
  }

  private func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

  @Test func identicalImagePasses() throws {
    try withScratch { scratch in
      let png = try renderFixture(Self.job, as: .png)
      try scratch.store(png, as: "list.png")
      let result = scratch.checker().check(scratch.item("list", png))
      #expect(result.status == .passed)
      #expect(result.line.hasPrefix("PASSED list: identical to"))
      #expect(result.artifacts.isEmpty)
      #expect(!exists(scratch.artifacts))
    }
  }

  /// A block painted over a chip fails with counts, an actual image and a diff image showing
  /// the block in red; the reference is left alone.
  @Test func changedImageFailsWithActualAndDiff() throws {
    try withScratch { scratch in
      let reference = try renderFixture(Self.job, as: .png)
      try scratch.store(reference, as: "changed.png")
      var changed = try PNGDecoder.decode(reference)
      for y in 20..<26 { for x in 30..<36 { changed[x, y] = Bitmap.Pixel(r: 0, g: 160, b: 0) } }

      let result = scratch.checker().check(scratch.item("changed", try changed.pngBytes()))
      #expect(result.status == .failed)
      #expect(result.difference?.differingPixels == 36)
      #expect(result.message.contains("36 of"))
      #expect(result.message.contains("tolerance 2 pixels"))
      let actual = scratch.artifacts + "/changed.actual.png"
      let diff = scratch.artifacts + "/changed.diff.png"
      #expect(result.artifacts == [actual, diff])
      #expect(try PNGDecoder.decode(contentsOfFile: actual) == changed)
      let diffImage = try PNGDecoder.decode(contentsOfFile: diff)
      #expect(diffImage[32, 22] == Bitmap.Pixel(r: 255, g: 0, b: 0))
      #expect(diffImage[100, 5] != Bitmap.Pixel(r: 255, g: 0, b: 0))
      #expect(try FileSystem.readBytes(scratch.references + "/changed.png", field: "") == reference)
      #expect(result.expectedImage != nil && result.actualImage != nil && result.diffImage != nil)

      // Fixed again: the stale artifacts go.
      #expect(scratch.checker().check(scratch.item("changed", reference)).status == .passed)
      #expect(!exists(actual) && !exists(diff))
    }
  }

  /// A different chip colour or a different tag text each fail.
  @Test func colourOrTextChangesFail() throws {
    try withScratch { scratch in
      try scratch.store(try renderFixture(Self.job, as: .png), as: "list.png")
      var recoloured = Self.job
      recoloured.style.fill = RGBAColor(rgb: 0xFDE68A)
      let retexted = Fixtures.job(["swift", "linux", "panga"], width: 240)
      for job in [recoloured, retexted] {
        let result = scratch.checker().check(scratch.item("list", try renderFixture(job, as: .png)))
        #expect(result.status == .failed, "\(result.line)")
      }
    }
  }

  /// The tolerance is smaller than the smallest real changes, which leave every chip where it
  /// was: a dropped accent, one digit for another of the same advance (DejaVu's digits are tabular).
  @Test(arguments: [("café", "cafe"), ("naïve", "naive"), ("v1.2.3", "v1.2.8")])
  func smallestChangesExceedTheDefaultTolerance(before: String, after: String) throws {
    try withScratch { scratch in
      let (old, new) = (Fixtures.job([before, "linux"], width: 240), Fixtures.job([after, "linux"], width: 240))
      let measurer = try TextMeasurer(fonts: Fixtures.fonts)
      #expect(
        try ChipScene(old, measurer: measurer).chips.map(\.frame)
          == ChipScene(new, measurer: measurer).chips.map(\.frame))
      try scratch.store(try renderFixture(old, as: .png), as: "small.png")
      let result = scratch.checker().check(scratch.item("small", try renderFixture(new, as: .png)))
      #expect(result.status == .failed)
      #expect((result.difference?.differingPixels ?? 0) >= 5)
    }
  }

  /// A few pixels off by a shade, as another rasteriser version might draw them, still match;
  /// a third pixel really changed does not. A ratio tolerance works the same way.
  @Test func changesWithinTheToleranceAreIgnored() throws {
    try withScratch { scratch in
      let png = try renderFixture(Self.job, as: .png)
      try scratch.store(png, as: "shade.png")
      var nudged = try PNGDecoder.decode(png)
      for x in 0..<nudged.width {
        var pixel = nudged[x, 10]
        pixel.r = pixel.r > 0 ? pixel.r - 1 : 1
        nudged[x, 10] = pixel
      }
      for x in 40..<42 { nudged[x, 3] = .black }
      let within = scratch.checker().check(scratch.item("shade", try nudged.pngBytes()))
      #expect(within.status == .passed)
      #expect(within.message.hasPrefix("matches: 2 of"))
      nudged[42, 3] = .black
      #expect(scratch.checker().check(scratch.item("shade", try nudged.pngBytes())).status == .failed)

      var lenient = scratch.checker()
      lenient.tolerance = .ratio(0.001)
      #expect(lenient.check(scratch.item("shade", try nudged.pngBytes())).status == .passed)
    }
  }

  @Test func sizeMismatchIsReportedAsSuch() throws {
    try withScratch { scratch in
      try scratch.store(try renderFixture(Self.job, as: .png), as: "size.png")
      let wider = try renderFixture(Fixtures.job(["swift", "linux", "pango"], width: 300), as: .png)
      let result = scratch.checker().check(scratch.item("size", wider))
      guard case .sizeMismatch(let expected, let actual) = result.status else {
        Issue.record("expected a size mismatch, got \(result.line)")
        return
      }
      #expect(expected.width == 240 && actual.width == 300)
      #expect(result.message.hasPrefix("image sizes differ: reference 240×"))
      // The diff is drawn on a canvas that holds both, so a reader sees what moved.
      #expect(result.message.contains("; on a shared canvas "), "\(result.message)")
      #expect(result.artifacts == [scratch.artifacts + "/size.actual.png", scratch.artifacts + "/size.diff.png"])
      let diff = try PNGDecoder.decode(try #require(result.diffImage).bytes)
      #expect(diff.width == 300 && diff.height == max(expected.height, actual.height))
    }
  }

  @Test func missingReferenceWithRecordNeverFails() throws {
    try withScratch { scratch in
      let png = try renderFixture(Self.job, as: .png)
      let result = scratch.checker(.never).check(scratch.item("new", png))
      #expect(result.status == .missing)
      #expect(result.message == "no reference at \(scratch.references)/new.png")
      #expect(result.artifacts == [scratch.artifacts + "/new.actual.png"])
      #expect(!exists(scratch.references + "/new.png"))
    }
  }

  /// missing: records what is missing, compares the rest; failed: re-records what fails too;
  /// all: records everything; never: writes nothing.
  @Test func recordModes() throws {
    try withScratch { scratch in
      let png = try renderFixture(Self.job, as: .png)
      let other = try renderFixture(Fixtures.job(["other"], width: 240), as: .png)
      let reference = scratch.references + "/list.png"

      #expect(scratch.checker(.missing).check(scratch.item("list", png)).status == .recorded(.missing))
      #expect(try FileSystem.readBytes(reference, field: "") == png)
      #expect(scratch.checker(.missing).check(scratch.item("list", png)).status == .passed)
      #expect(scratch.checker(.missing).check(scratch.item("list", other)).status == .failed)
      #expect(scratch.checker(.never).check(scratch.item("list", other)).status == .failed)
      #expect(try FileSystem.readBytes(reference, field: "") == png)

      #expect(scratch.checker(.failed).check(scratch.item("list", png)).status == .passed)
      let rerecorded = scratch.checker(.failed).check(scratch.item("list", other))
      #expect(rerecorded.status == .recorded(.failed))
      #expect(rerecorded.message.contains("it did not match: "))
      #expect(try FileSystem.readBytes(reference, field: "") == other)

      #expect(scratch.checker(.all).check(scratch.item("list", other)).status == .recorded(.all))
      #expect(scratch.checker(.all).check(scratch.item("list", png)).status == .recorded(.all))
      #expect(try FileSystem.readBytes(reference, field: "") == png)
      // Recording writes atomically: no temporary file is left beside the reference.
      #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.references) == ["list.png"])
    }
  }

  @Test func recordingCreatesTheReferenceFolder() throws {
    try withScratch { scratch in
      let item = CheckItem(
        name: "deep", actual: try renderFixture(Self.job, as: .png), format: .png,
        reference: scratch.references + "/a/b/deep.png")
      #expect(scratch.checker(.missing).check(item).status == .recorded(.missing))
      #expect(exists(scratch.references + "/a/b/deep.png"))
    }
  }

  @Test func defaultRecordModeDependsOnCI() {
    #expect(RecordMode.default(environment: [:]) == .missing)
    #expect(RecordMode.default(environment: ["CI": ""]) == .missing)
    #expect(RecordMode.default(environment: ["CI": "false"]) == .missing)
    #expect(RecordMode.default(environment: ["CI": "true"]) == .never)
    #expect(RecordMode.default(environment: ["CI": "1"]) == .never)
  }

  /// Truncated, corrupt and non-PNG references each get one clear line; `failed` mode replaces them.
  @Test func unreadableReferences() throws {
    try withScratch { scratch in
      let png = try renderFixture(Self.job, as: .png)
      var corrupt = png
      corrupt[40] ^= 0xFF
      let cases: [([UInt8], String)] = [
        (Array(png.prefix(png.count / 2)), "truncated or corrupt"),
        (corrupt, "truncated or corrupt"),
        (Array("hello".utf8), "not a PNG image"),
        ([], "not a PNG image"),
      ]
      for (bytes, phrase) in cases {
        try scratch.store(bytes, as: "bad.png")
        let result = scratch.checker().check(scratch.item("bad", png))
        #expect(result.status == .unreadableReference)
        #expect(result.message.contains(phrase), "\(result.message)")
        #expect(result.message.contains(scratch.references + "/bad.png"))
        #expect(!result.message.contains("\n"))
      }
      #expect(scratch.checker(.failed).check(scratch.item("bad", png)).status == .recorded(.failed))
    }
  }

  /// SVG is compared as text: line endings, trailing white space and Cairo's surface ids do
  /// not count; a changed line does, shown as text and, with rsvg-convert, as pictures.
  @Test func svgComparesNormalisedText() throws {
    try withScratch { scratch in
      let svg = try renderFixture(Self.job, as: .svg)
      let text = String(decoding: svg, as: UTF8.self)
      let reference = text.replacingOccurrences(of: "surface1", with: "surface9")
        .split(separator: "\n", omittingEmptySubsequences: false).map { $0 + "  \r" }.joined(separator: "\n")
      try scratch.store(Array(reference.utf8), as: "list.svg")
      #expect(scratch.checker().check(scratch.item("list", svg, .svg)).status == .passed)

      let changed = Array(text.replacingOccurrences(of: "rgb(90.980", with: "rgb(10.980").utf8)
      #expect(changed != svg, "the chip fill's colour should appear in the SVG")
      let result = scratch.checker().check(scratch.item("list", changed, .svg))
      #expect(result.status == .failed)
      let difference = try #require(result.textDifference)
      #expect(difference.expected.contains("rgb(90.980") && difference.actual.contains("rgb(10.980"))
      #expect(result.message.hasPrefix("SVG text differs from line \(difference.line)"))
      #expect(result.artifacts.first == scratch.artifacts + "/list.actual.svg")
      if VectorRasterizer().canRasterize(.svg) {
        #expect(result.message.contains("as pictures: "))
        #expect((result.difference?.differingPixels ?? 0) > 100)
        #expect(result.artifacts.last == scratch.artifacts + "/list.svg.diff.png")
      }
    }
  }

  /// Without rsvg-convert the SVG check still works, as text, and says why there is no picture.
  @Test func svgWithoutRsvgConvert() throws {
    try withScratch { scratch in
      let svg = try renderFixture(Self.job, as: .svg)
      try scratch.store(
        Array(String(decoding: svg, as: UTF8.self).replacingOccurrences(of: "rgb(90.980", with: "rgb(1").utf8),
        as: "list.svg")
      var checker = scratch.checker()
      checker.rasterizer = VectorRasterizer(searchPath: scratch.root + "/no-tools-here")
      let result = checker.check(scratch.item("list", svg, .svg))
      #expect(result.status == .failed)
      #expect(result.message.contains("no pictures: rsvg-convert is not installed (Debian package librsvg2-bin)"))
      #expect(result.diffImage == nil)
    }
  }

  @Test(.enabled(if: VectorRasterizer().canRasterize(.pdf), "needs pdftoppm (Debian poppler-utils)"))
  func pdfComparesPages() throws {
    try withScratch { scratch in
      let pdf = try renderFixture(Self.job, as: .pdf)
      try scratch.store(pdf, as: "list.pdf")
      #expect(scratch.checker().check(scratch.item("list", pdf, .pdf)).status == .passed)
      let other = try renderFixture(Fixtures.job(["swift", "linux", "cairo"], width: 240), as: .pdf)
      let result = scratch.checker().check(scratch.item("list", other, .pdf))
      #expect(result.status == .failed)
      #expect(result.message.hasSuffix("(PDF pages rasterised at 72 dpi)"))
    }
  }

  @Test func artifactNamesStayInTheArtifactsFolder() {
    #expect(ReferenceChecker.artifactStem(for: "out/tags.png", format: .png, in: "/a") == "/a/out/tags")
    #expect(ReferenceChecker.artifactStem(for: "../../etc/x", format: .png, in: "/a/") == "/a/_/_/etc/x")
    #expect(ReferenceChecker.artifactStem(for: "/abs/名前 1.svg", format: .svg, in: "/a") == "/a/abs/名前_1")
  }

  @Test func summaryCountsEachKind() throws {
    try withScratch { scratch in
      let png = try renderFixture(Self.job, as: .png)
      try scratch.store(png, as: "same.png")
      try scratch.store(try renderFixture(Fixtures.job(["x"], width: 240), as: .png), as: "other.png")
      let never = scratch.checker(.never)
      let results = [
        never.check(scratch.item("same", png)), never.check(scratch.item("other", png)),
        never.check(scratch.item("absent", png)), scratch.checker(.missing).check(scratch.item("new", png)),
      ]
      let summary = CheckSummary(results)
      #expect(summary == CheckSummary(passed: 1, failed: 1, missing: 1, recorded: 1, newReferences: 1))
      #expect(summary.description == "4 images: 1 failed, 1 new, 1 recorded, 1 passed")
      #expect(!summary.succeeded)
      // A reference written because there was none fails the run; one re-recorded on request does not.
      #expect(!CheckSummary([results[0], results[3]]).succeeded)
      let rerecorded = scratch.checker(.all).check(scratch.item("same", png))
      #expect(rerecorded.status == .recorded(.all))
      #expect(CheckSummary([results[0], rerecorded]).succeeded)
    }
  }

  @Test func tolerancesParseAsPixelsOrPercent() {
    #expect(ImageComparison.Tolerance(parsing: "10") == .pixels(10))
    #expect(ImageComparison.Tolerance(parsing: " 0.5% ") == .ratio(0.005))
    #expect(ImageComparison.Tolerance(parsing: "100%") == .ratio(1))
    for bad in ["", "-1", "1.5", "101%", "x%", "%"] {
      #expect(ImageComparison.Tolerance(parsing: bad) == nil, "\(bad)")
    }
    #expect(ImageComparison.Tolerance.pixels(1).description == "1 pixel")
    #expect(ImageComparison.Tolerance.ratio(0.005).description == "0.5%")
  }
}

// `tagflow diff` of two SVGs or two PDFs: the comparison check and folder mode make, through the real binary.

import Foundation
import Testing

/// Two files of one vector kind are compared as `check` and a folder diff compare them (SVG as
/// normalised text, then as pictures; PDF as pages), over seeded random tag lists, each
/// changed or not; byte-identical files pass without being drawn; two kinds that do not pair
/// are one line of error naming what pairs; a missing rasteriser gives check's advice.
@Suite struct DiffVectorTests {
  static let words = [
    "swift", "linux", "pango", "cairo", "rust", "go", "zig", "kotlin", "wasm", "café", "naïve", "ελληνικά",
  ]

  static let hasTools = ["rsvg-convert", "pdftoppm"].allSatisfy { tool in
    (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
      FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)")
    }
  }

  /// One generated case: a tag list, and a second that differs from it or not.
  struct Case: CustomTestStringConvertible, Sendable {
    var seed: UInt64
    var before: [String]
    var after: [String]
    var changed: Bool { before != after }
    var testDescription: String { "seed \(seed): \(before) → \(after)" }

    init(seed: UInt64) {
      self.seed = seed
      var generator = SeededGenerator(seed)
      before = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
        DiffVectorTests.words.randomElement(using: &generator)!
      }
      after = before
      // Odd seeds change one tag for another word.
      if seed % 2 == 1 {
        let index = Int.random(in: 0..<before.count, using: &generator)
        after[index] = DiffVectorTests.words.filter { $0 != before[index] }.randomElement(using: &generator)!
      }
    }
  }

  static let cases = (1...6).map { Case(seed: UInt64($0)) }

  /// Renders `tags` into `name` with the fixture fonts; a PDF dated `epoch` (its creation
  /// date is the only byte that a second render of the same tags changes).
  private func render(_ tags: [String], _ name: String, in folder: URL, epoch: Int = 0) throws {
    let result = try TagflowBinary.run(
      ["render"] + tags + ["--width", "240", "-o", name] + fixtureFonts, in: folder,
      environment: ["SOURCE_DATE_EPOCH": "\(epoch)"])
    #expect(result.status == 0, "\(result.stderr)")
  }

  @Test(.enabled(if: hasTools, "needs rsvg-convert and pdftoppm"), arguments: cases)
  func twoVectorFilesCompareAsCheckDoes(_ generated: Case) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fileManager = FileManager.default
    for side in ["before", "after"] {
      try fileManager.createDirectory(at: folder.appendingPathComponent(side), withIntermediateDirectories: true)
    }
    for format in ["svg", "pdf"] {
      try render(generated.before, "before/tags.\(format)", in: folder)
      try render(generated.after, "after/tags.\(format)", in: folder, epoch: 86400)
      let result = try TagflowBinary.run(
        ["diff", "before/tags.\(format)", "after/tags.\(format)", "-o", "\(format).diff.png"], in: folder)
      let lines = result.stdoutText.split(separator: "\n").map(String.init)
      #expect(result.stderr.isEmpty, "\(format): \(result.stderr)")
      #expect(result.status == (generated.changed ? 1 : 0), "\(format): \(result.stdoutText)")
      let word = generated.changed ? "FAILED" : "PASSED"
      #expect(lines.first?.hasPrefix("\(word) after/tags.\(format): ") == true, "\(format): \(lines)")
      #expect(lines.last == "diff image: \(format).diff.png", "\(format): \(lines)")
      if format == "svg" {
        // Rendering is deterministic: the same tags are the same bytes.
        let text = generated.changed ? "SVG text differs from line " : "identical files"
        #expect(lines.first?.contains(": \(text)") == true, "\(lines)")
      } else {
        // Another creation date: the same tags are other bytes and the same pages.
        #expect(lines.first?.hasSuffix("(PDF pages rasterised at 72 dpi)") == true, "\(lines)")
        if !generated.changed { #expect(lines.first?.contains(": matches: 0 of ") == true, "\(lines)") }
      }
      // The diff image is a PNG at one pixel per point, as wide as the wider of the two.
      let diff = try Data(contentsOf: folder.appendingPathComponent("\(format).diff.png"))
      #expect(diff.starts(with: [0x89, 0x50, 0x4E, 0x47]))
      #expect(diff[16..<20].reduce(0) { $0 << 8 | Int($1) } <= 240)

      // Without -o the verdict is the same line, and a folder diff of the same pair says the same.
      let plain = try TagflowBinary.run(["diff", "before/tags.\(format)", "after/tags.\(format)"], in: folder)
      #expect(plain.status == result.status)
      #expect(plain.stdoutText.split(separator: "\n").map(String.init) == [lines[0]])
      let folders = try TagflowBinary.run(["diff", "before", "after"], in: folder)
      let folderLine = folders.stdoutText.split(separator: "\n").first { $0.contains("tags.\(format):") }
      let message = { (line: Substring?) in line?.split(separator: ": ", maxSplits: 1).last.map(String.init) }
      if generated.changed || format == "pdf" {
        #expect(message(folderLine) == message(lines.first?[...]), "\(format): \(folders.stdoutText)")
      } else {
        #expect(folderLine == "PASSED tags.\(format): same SVG text as the reference")
      }
      try fileManager.removeItem(at: folder.appendingPathComponent("before/tags.\(format)"))
      try fileManager.removeItem(at: folder.appendingPathComponent("after/tags.\(format)"))
    }
  }

  /// Byte-identical files pass without being drawn: no rasteriser, a budget of one pixel.
  @Test(arguments: cases.prefix(2))
  func identicalVectorFilesPassWithoutBeingDrawn(_ generated: Case) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let noTools = folder.appendingPathComponent("no-tools")
    try FileManager.default.createDirectory(at: noTools, withIntermediateDirectories: true)
    for format in ["svg", "pdf"] {
      try render(generated.before, "a.\(format)", in: folder)
      try FileManager.default.copyItem(
        at: folder.appendingPathComponent("a.\(format)"), to: folder.appendingPathComponent("b.\(format)"))
      let result = try TagflowBinary.run(
        ["diff", "a.\(format)", "b.\(format)", "--max-pixels", "1"], in: folder,
        environment: ["PATH": noTools.path])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stdoutText == "PASSED b.\(format): identical files\n")
      #expect(result.stderr.isEmpty)
    }
  }

  /// An SVG, a PDF and a PNG in every pairing of two kinds: one line saying what pairs.
  @Test func kindsThatDoNotPairAreOneLineOfError() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let kinds = ["svg": "SVG", "pdf": "PDF", "png": "PNG"]
    for format in kinds.keys { try render(Self.cases[0].before, "tags.\(format)", in: folder) }
    // A JPEG under a .png name is still a raster image, and pairs with a PNG.
    try FileManager.default.copyItem(
      at: Self.repository.appendingPathComponent("Fixtures/Formats/quality95.jpg"),
      to: folder.appendingPathComponent("photo.png"))
    for (first, second) in [("svg", "png"), ("png", "svg"), ("svg", "pdf"), ("pdf", "svg"), ("pdf", "png")] {
      let result = try TagflowBinary.run(["diff", "tags.\(first)", "tags.\(second)", "-o", "d.png"], in: folder)
      #expect(result.status == 2)
      #expect(result.stdoutText.isEmpty)
      #expect(
        result.stderr
          == "tagflow: error: cannot compare tags.\(first) (\(kinds[first]!)) with tags.\(second) "
          + "(\(kinds[second]!)): diff compares two SVGs, two PDFs, or two PNG, JPEG, WebP or TIFF images in any mix\n"
      )
    }
    let photo = try TagflowBinary.run(["diff", "tags.svg", "photo.png"], in: folder)
    #expect(photo.stderr.contains("cannot compare tags.svg (SVG) with photo.png (JPEG)"), "\(photo.stderr)")
    let raster = try TagflowBinary.run(["diff", "tags.png", "photo.png"], in: folder)
    #expect(raster.status == 1 && raster.stderr.isEmpty, "\(raster.stderr)")
    try Data("<!-- not svg --><html></html>".utf8).write(to: folder.appendingPathComponent("page.svg"))
    let page = try TagflowBinary.run(["diff", "tags.svg", "page.svg"], in: folder)
    #expect(page.status == 2)
    #expect(
      page.stderr
        == "tagflow: error: page.svg: not an image diff compares (PNG, JPEG, WebP, TIFF, SVG or PDF, told by the first bytes)\n"
    )
  }

  /// Without the rasterisers, diff gives the advice check gives: PDF cannot be compared (2),
  /// SVG text still can, and its line says why there are no pictures.
  @Test func aMissingRasteriserGivesChecksAdvice() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let noTools = folder.appendingPathComponent("no-tools")
    try FileManager.default.createDirectory(at: noTools, withIntermediateDirectories: true)
    for format in ["svg", "pdf"] {
      try render(["swift", "linux"], "a.\(format)", in: folder)
      try render(["swift", "linus"], "b.\(format)", in: folder)
    }
    let environment = ["PATH": noTools.path]
    let pdf = try TagflowBinary.run(["diff", "a.pdf", "b.pdf"], in: folder, environment: environment)
    #expect(pdf.status == 2)
    #expect(
      pdf.stderr
        == "tagflow: error: b.pdf: cannot compare PDF with a.pdf: pdftoppm is not installed (Debian package poppler-utils)\n"
    )
    let svg = try TagflowBinary.run(["diff", "a.svg", "b.svg", "-o", "d.png"], in: folder, environment: environment)
    #expect(svg.status == 1)
    #expect(
      svg.stdoutText
        == "FAILED b.svg: SVG text differs from line 2; no pictures: rsvg-convert is not installed (Debian package librsvg2-bin)\n"
    )
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("d.png").path))
    // check of the same PDF against the same reference says the same.
    try "jobs:\n  - tags: [swift, linus]\n    width: 240\n    output: a.pdf\n".write(
      to: folder.appendingPathComponent("m.yaml"), atomically: true, encoding: .utf8)
    let check = try TagflowBinary.run(["check", "m.yaml"], in: folder, environment: environment)
    #expect(
      check.stdoutText.contains(
        "ERROR a.pdf: cannot compare PDF with a.pdf: pdftoppm is not installed (Debian package poppler-utils)"),
      "\(check.stdoutText)")
  }

  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
}

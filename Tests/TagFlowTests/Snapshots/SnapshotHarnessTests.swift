// The snapshot harness itself: record modes, tolerance, failure artifacts, SVG text comparison.

import Foundation
import TagFlow
import Testing

/// Every test works in its own temporary references and artifacts folders, passed in a
/// configuration: the process environment and Fixtures/Snapshots are never touched.
@Suite struct SnapshotHarnessTests {
  private static let job = Fixtures.job(["swift", "linux", "pango"], width: 240)

  /// A configuration over fresh temporary folders; `body` runs with it, the folders go afterwards.
  private func withScratch(
    _ record: SnapshotRecordMode = .never, _ body: (SnapshotConfiguration) throws -> Void
  ) throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-snapshots-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try body(
      SnapshotConfiguration(
        references: root.appendingPathComponent("references"), artifacts: root.appendingPathComponent("artifacts"),
        record: record))
  }

  private func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }

  private func files(in folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
  }

  private func expectFailure(_ outcome: SnapshotOutcome, mentioning parts: [String]) {
    guard case .failed(let message) = outcome else {
      Issue.record("expected a failure, got \(outcome)")
      return
    }
    for part in parts { #expect(message.contains(part), "\(part) not in: \(message)") }
  }

  @Test func recordingFailsThenTheReferenceMatches() throws {
    try withScratch(.missing) { configuration in
      let png = try renderSnapshot(Self.job, format: .png)
      let outcome = verifySnapshot(png, format: .png, named: "list", configuration: configuration)
      guard case .recorded(let message) = outcome else {
        Issue.record("expected a recording, got \(outcome)")
        return
      }
      #expect(message.contains("re-run without SNAPSHOT_TESTING_RECORD"))
      #expect(exists(configuration.references.appendingPathComponent("list.png")))
      // The next run (with any mode that compares) matches and leaves no artifacts.
      for record in [SnapshotRecordMode.never, .missing, .failed] {
        var next = configuration
        next.record = record
        #expect(verifySnapshot(png, format: .png, named: "list", configuration: next) == .matched)
      }
      #expect(files(in: configuration.artifacts).isEmpty)
    }
  }

  @Test func missingReferenceFailsAndSaysHowToRecord() throws {
    try withScratch(.never) { configuration in
      let png = try renderSnapshot(Self.job, format: .png)
      let outcome = verifySnapshot(png, format: .png, named: "new", configuration: configuration)
      let actual = configuration.artifacts.appendingPathComponent("new.actual.png")
      expectFailure(outcome, mentioning: ["no reference", "SNAPSHOT_TESTING_RECORD=missing", actual.path])
      #expect(try Data(contentsOf: actual) == Data(png))
      #expect(!exists(configuration.references.appendingPathComponent("new.png")))
    }
  }

  /// A block painted over a chip fails the comparison, writes the actual image and a diff that
  /// shows the block in red, and leaves the reference alone.
  @Test func changedImageFailsWithActualAndDiff() throws {
    try withScratch { configuration in
      let reference = try renderSnapshot(Self.job, format: .png)
      try FileManager.default.createDirectory(at: configuration.references, withIntermediateDirectories: true)
      try Data(reference).write(to: configuration.references.appendingPathComponent("changed.png"))
      var changed = try PNGDecoder.decode(reference)
      for y in 20..<26 { for x in 30..<36 { changed[x, y] = Bitmap.Pixel(r: 0, g: 160, b: 0) } }

      let outcome = verifySnapshot(try changed.pngBytes(), format: .png, named: "changed", configuration: configuration)
      let actual = configuration.artifacts.appendingPathComponent("changed.actual.png")
      let diff = configuration.artifacts.appendingPathComponent("changed.diff.png")
      expectFailure(outcome, mentioning: ["pixels differ", actual.path, diff.path])
      #expect(try PNGDecoder.decode(contentsOfFile: actual.path) == changed)
      let diffImage = try PNGDecoder.decode(contentsOfFile: diff.path)
      #expect(diffImage[32, 22] == Bitmap.Pixel(r: 255, g: 0, b: 0))
      #expect(diffImage[100, 5] != Bitmap.Pixel(r: 255, g: 0, b: 0))
      #expect(try Data(contentsOf: configuration.references.appendingPathComponent("changed.png")) == Data(reference))
    }
  }

  /// The tolerance is smaller than the smallest real changes, which leave every chip where it
  /// was: a dropped accent, one digit for another of the same advance (DejaVu's digits are tabular).
  @Test(arguments: [("café", "cafe"), ("naïve", "naive"), ("v1.2.3", "v1.2.8")])
  func smallestChangesExceedTheTolerance(before: String, after: String) throws {
    try withScratch(.missing) { configuration in
      let (old, new) = (Fixtures.job([before, "linux"], width: 240), Fixtures.job([after, "linux"], width: 240))
      let measurer = try TextMeasurer(fonts: Fixtures.fonts)
      #expect(
        try Scene(old, measurer: measurer).chips.map(\.frame) == Scene(new, measurer: measurer).chips.map(\.frame))
      _ = verifySnapshot(
        try renderSnapshot(old, format: .png), format: .png, named: "small", configuration: configuration)
      var compare = configuration
      compare.record = .never
      let outcome = verifySnapshot(
        try renderSnapshot(new, format: .png), format: .png, named: "small", configuration: compare)
      expectFailure(outcome, mentioning: ["pixels differ", "tolerance pixels(2)"])
    }
  }

  /// A few pixels off by a shade, as another rasteriser version might draw them, still match.
  @Test func shadesAndAFewPixelsStayWithinTheTolerance() throws {
    try withScratch(.missing) { configuration in
      let png = try renderSnapshot(Self.job, format: .png)
      _ = verifySnapshot(png, format: .png, named: "shade", configuration: configuration)
      var nudged = try PNGDecoder.decode(png)
      for x in 0..<nudged.width {
        var pixel = nudged[x, 10]
        pixel.r = pixel.r > 0 ? pixel.r - 1 : 1
        nudged[x, 10] = pixel
      }
      for x in 40..<42 { nudged[x, 3] = .black }
      var compare = configuration
      compare.record = .never
      #expect(verifySnapshot(try nudged.pngBytes(), format: .png, named: "shade", configuration: compare) == .matched)
      nudged[42, 3] = .black
      expectFailure(
        verifySnapshot(try nudged.pngBytes(), format: .png, named: "shade", configuration: compare),
        mentioning: ["3 of"])
    }
  }

  @Test func recordAllRewritesMatchingReferences() throws {
    try withScratch(.missing) { configuration in
      let png = try renderSnapshot(Self.job, format: .png)
      _ = verifySnapshot(png, format: .png, named: "all", configuration: configuration)
      var all = configuration
      all.record = .all
      guard case .recorded = verifySnapshot(png, format: .png, named: "all", configuration: all) else {
        Issue.record("record=all should record and fail")
        return
      }
    }
  }

  @Test func recordFailedRewritesOnlyFailingReferences() throws {
    try withScratch(.missing) { configuration in
      let png = try renderSnapshot(Self.job, format: .png)
      _ = verifySnapshot(png, format: .png, named: "failed", configuration: configuration)
      var failed = configuration
      failed.record = .failed
      #expect(verifySnapshot(png, format: .png, named: "failed", configuration: failed) == .matched)
      let other = try renderSnapshot(Fixtures.job(["other"], width: 240), format: .png)
      guard case .recorded(let message) = verifySnapshot(other, format: .png, named: "failed", configuration: failed)
      else {
        Issue.record("record=failed should re-record a failing reference")
        return
      }
      #expect(message.contains("did not match"))
      #expect(try Data(contentsOf: configuration.references.appendingPathComponent("failed.png")) == Data(other))
    }
  }

  /// SVG is compared as text: line endings and trailing white space do not count, a changed line does.
  @Test func svgComparesNormalisedText() throws {
    try withScratch { configuration in
      let svg = try renderSnapshot(Self.job, format: .svg)
      let text = String(decoding: svg, as: UTF8.self)
      let reference = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0 + "  \r" }.joined(
        separator: "\n")
      try FileManager.default.createDirectory(at: configuration.references, withIntermediateDirectories: true)
      try Data(reference.utf8).write(to: configuration.references.appendingPathComponent("list.svg"))
      #expect(verifySnapshot(svg, format: .svg, named: "list", configuration: configuration) == .matched)

      let changed = Array(text.replacingOccurrences(of: "rgb(90.980", with: "rgb(80.980").utf8)
      #expect(changed != svg, "the chip fill's colour should appear in the SVG")
      let diff = configuration.artifacts.appendingPathComponent("list.diff.png")
      var mentions = [
        "first difference on line", configuration.artifacts.appendingPathComponent("list.actual.svg").path,
      ]
      if Rasterizer.isAvailable("rsvg-convert") { mentions.append(diff.path) }
      expectFailure(
        verifySnapshot(changed, format: .svg, named: "list", configuration: configuration), mentioning: mentions)
    }
  }

  @Test func environmentChoosesModeAndArtifacts() throws {
    let defaults = try SnapshotConfiguration.fromEnvironment([:])
    #expect(defaults.record == .never)
    #expect(defaults.artifacts.path.hasSuffix(".build/snapshot-artifacts"))
    #expect(defaults.references.path.hasSuffix("Fixtures/Snapshots"))
    let custom = try SnapshotConfiguration.fromEnvironment([
      "SNAPSHOT_TESTING_RECORD": "failed", "SNAPSHOT_ARTIFACTS": "/tmp/somewhere",
    ])
    #expect(custom.record == .failed)
    #expect(custom.artifacts.path == "/tmp/somewhere")
    #expect(throws: SnapshotSetupError.self) {
      try SnapshotConfiguration.fromEnvironment(["SNAPSHOT_TESTING_RECORD": "yes"])
    }
  }

  /// `assertSnapshot` turns a failed comparison into a test issue at the caller.
  @Test func assertSnapshotRecordsAnIssue() throws {
    try withScratch { configuration in
      withKnownIssue {
        assertSnapshot(of: Self.job, named: "absent", configuration: configuration)
      } matching: { issue in
        issue.comments.contains { $0.rawValue.contains("no reference") }
      }
    }
  }
}

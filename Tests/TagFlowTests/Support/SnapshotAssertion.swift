// Snapshot assertions: render a job with the test fonts, compare it with its reference in Fixtures/Snapshots.

import Foundation
import TagFlow
import Testing

/// What a snapshot is stored as: PNG compared as pixels, SVG compared as text.
enum SnapshotFormat: String, Sendable {
  case png, svg

  var outputFormat: OutputFormat {
    switch self {
    case .png: .png
    case .svg: .svg
    }
  }
}

/// When references are written, from `SNAPSHOT_TESTING_RECORD` (swift-snapshot-testing's names).
/// Every run that writes a reference fails, so nobody records by accident.
enum SnapshotRecordMode: String, Sendable, CaseIterable {
  /// Re-record every reference.
  case all
  /// Record references that do not exist yet; compare the others.
  case missing
  /// Record missing references and re-record those that do not match.
  case failed
  /// Never write a reference: a missing one is a failure. The default.
  case never
}

/// Where references and failure artifacts live, when to record, how closely PNGs must match.
struct SnapshotConfiguration: Sendable {
  /// The folder of reference files, `<name>.png` or `<name>.svg`.
  var references: URL
  /// Where a failure writes the actual output and a diff image; git-ignored.
  var artifacts: URL
  var record: SnapshotRecordMode
  /// pixelmatch's default per-pixel threshold: a grey up to ~25 levels off still counts as the
  /// same, which absorbs another Cairo, pixman or FreeType shading glyph edges differently.
  /// Anti-aliasing detection is off: at 13 px every glyph stroke is an antialiased edge, and
  /// pixelmatch's detector files most of a changed glyph under anti-aliasing (`3` → `8` in
  /// `v1.2.3` counts 4 differing pixels with it, 27 without).
  var comparison = ImageComparison(threshold: 0.1, detectsAntialiasing: false)
  /// Two differing pixels still match: renders on one machine are byte-identical, so this is
  /// only slack for a stray edge pixel or two from another rasteriser version. The smallest
  /// real changes are bigger: an acute accent dropped (`café` → `cafe`) differs in 5 pixels,
  /// a digit replaced by another of the same advance in 27, a chip moved by a pixel in 170
  /// (see SnapshotHarnessTests).
  var tolerance: ImageComparison.Tolerance = .pixels(2)

  static let repository = Fixtures.root.deletingLastPathComponent()

  /// The configuration of a test run: references in Fixtures/Snapshots, artifacts in
  /// `SNAPSHOT_ARTIFACTS` (default `.build/snapshot-artifacts`), mode from
  /// `SNAPSHOT_TESTING_RECORD`.
  static func fromEnvironment(
    _ environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(SnapshotSetupError) -> SnapshotConfiguration {
    let value = environment["SNAPSHOT_TESTING_RECORD"] ?? ""
    guard let record = value.isEmpty ? .never : SnapshotRecordMode(rawValue: value) else {
      let accepted = SnapshotRecordMode.allCases.map(\.rawValue).joined(separator: ", ")
      throw SnapshotSetupError(message: "SNAPSHOT_TESTING_RECORD='\(value)' is not valid; expected one of \(accepted)")
    }
    let artifacts = environment["SNAPSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
    return SnapshotConfiguration(
      references: Fixtures.root.appendingPathComponent("Snapshots"),
      artifacts: artifacts ?? repository.appendingPathComponent(".build/snapshot-artifacts"),
      record: record)
  }
}

struct SnapshotSetupError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}

/// What checking one snapshot came to.
enum SnapshotOutcome: Equatable {
  case matched
  /// A reference was written; the test still fails so the new reference gets looked at.
  case recorded(String)
  case failed(String)

  var failureMessage: String? {
    switch self {
    case .matched: nil
    case .recorded(let message), .failed(let message): message
    }
  }
}

/// Renders `job` with the fixture fonts (whatever fonts the job names) and compares the
/// result with `Fixtures/Snapshots/<name>.<format>`; records an issue when they differ.
func assertSnapshot(
  of job: Job, format: SnapshotFormat = .png, scale: Double = 1, named name: String,
  configuration: SnapshotConfiguration? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
  do {
    let configuration = try configuration ?? .fromEnvironment()
    let bytes = try renderSnapshot(job, format: format, scale: scale)
    if let message = verifySnapshot(bytes, format: format, named: name, configuration: configuration).failureMessage {
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
  } catch {
    Issue.record(error, sourceLocation: sourceLocation)
  }
}

/// A job's image exactly as a snapshot sees it: the fixture fonts only, a fresh measurer.
func renderSnapshot(_ job: Job, format: SnapshotFormat, scale: Double = 1) throws -> [UInt8] {
  var job = job
  job.fonts = Fixtures.fonts
  let measurer = try TextMeasurer(fonts: job.fonts)
  let scene = try Scene(job, measurer: measurer)
  return try Renderer(measurer: measurer).render(scene, as: format.outputFormat, scale: scale)
}

/// Compares rendered bytes with the reference `<name>.<format>`, recording as the
/// configuration asks. A failure leaves `<name>.actual.<ext>` (and, when there is something
/// to compare, `<name>.diff.png`) in the artifacts folder; a match removes stale ones.
func verifySnapshot(
  _ actual: [UInt8], format: SnapshotFormat, named name: String, configuration: SnapshotConfiguration
) -> SnapshotOutcome {
  let ext = format.rawValue
  let reference = configuration.references.appendingPathComponent("\(name).\(ext)")
  let actualArtifact = configuration.artifacts.appendingPathComponent("\(name).actual.\(ext)")
  let diffArtifact = configuration.artifacts.appendingPathComponent("\(name).diff.png")
  let exists = FileManager.default.fileExists(atPath: reference.path)

  func record(_ why: String) -> SnapshotOutcome {
    do {
      try writeCreatingFolder(actual, to: reference)
    } catch {
      return .failed("snapshot '\(name)': cannot record \(reference.path): \(error)")
    }
    return .recorded(
      "snapshot '\(name)': recorded reference \(reference.path) (\(why)); look at it, then re-run without "
        + "SNAPSHOT_TESTING_RECORD")
  }

  if configuration.record == .all { return record(exists ? "SNAPSHOT_TESTING_RECORD=all" : "it was missing") }
  if !exists {
    if configuration.record != .never { return record("it was missing") }
    let written = writeArtifact(actual, to: actualArtifact)
    return .failed(
      "snapshot '\(name)': no reference at \(reference.path)\(written)\nTo record it: "
        + "SNAPSHOT_TESTING_RECORD=missing swift test --filter TagFlowTests, then look at it and re-run")
  }

  let expected: [UInt8]
  do {
    expected = Array(try Data(contentsOf: reference))
  } catch {
    return .failed("snapshot '\(name)': cannot read \(reference.path): \(error.localizedDescription)")
  }
  let mismatch: SnapshotMismatch?
  switch format {
  case .png: mismatch = comparePNG(expected, actual, configuration)
  case .svg: mismatch = compareSVG(expected, actual)
  }
  guard let mismatch else {
    try? FileManager.default.removeItem(at: actualArtifact)
    try? FileManager.default.removeItem(at: diffArtifact)
    return .matched
  }
  if configuration.record == .failed { return record("it did not match: \(mismatch.summary)") }
  var message = "snapshot '\(name)' does not match \(reference.path): \(mismatch.summary)"
  message += writeArtifact(actual, to: actualArtifact)
  if let diff = mismatch.diffImage, let png = try? diff.pngBytes() {
    message += writeArtifact(png, to: diffArtifact, label: "diff (red: differs)")
  }
  return .failed(message)
}

/// Why an output differs from its reference, and a picture of where when there is one.
private struct SnapshotMismatch {
  var summary: String
  var diffImage: Bitmap?
}

/// Decodes both PNGs and compares their pixels; equal bytes skip the decoding.
private func comparePNG(
  _ expected: [UInt8], _ actual: [UInt8], _ configuration: SnapshotConfiguration
) -> SnapshotMismatch? {
  if expected == actual { return nil }
  let expectedImage: Bitmap
  let actualImage: Bitmap
  do {
    expectedImage = try PNGDecoder.decode(expected)
    actualImage = try PNGDecoder.decode(actual)
  } catch {
    return SnapshotMismatch(summary: "\(error)")
  }
  let result = configuration.comparison.compare(expectedImage, actualImage, diffImage: true)
  if result.matches(configuration.tolerance) { return nil }
  guard let difference = result.difference else { return SnapshotMismatch(summary: "\(result)") }
  return SnapshotMismatch(
    summary: "\(difference) (tolerance \(configuration.tolerance))", diffImage: difference.diffImage)
}

/// SVG is text: equal once line endings and trailing white space are set aside. The diff
/// image comes from rasterising both, when rsvg-convert is there.
private func compareSVG(_ expected: [UInt8], _ actual: [UInt8]) -> SnapshotMismatch? {
  let expectedLines = normalizedSVGLines(expected)
  let actualLines = normalizedSVGLines(actual)
  if expectedLines == actualLines { return nil }
  let common = min(expectedLines.count, actualLines.count)
  let line = (0..<common).first { expectedLines[$0] != actualLines[$0] } ?? common
  func show(_ lines: [Substring]) -> String {
    line < lines.count ? String(lines[line].prefix(200)) : "(end of file)"
  }
  var summary =
    "first difference on line \(line + 1)\n  expected: \(show(expectedLines))\n  actual:   \(show(actualLines))"
  var diffImage: Bitmap?
  do {
    let comparison = ImageComparison().compare(
      try Rasterizer.svg(expected), try Rasterizer.svg(actual), diffImage: true)
    summary += "\n  rasterised: \(comparison)"
    diffImage = comparison.difference?.diffImage
  } catch {
    summary += "\n  (no diff image: \(error))"
  }
  return SnapshotMismatch(summary: summary, diffImage: diffImage)
}

func normalizedSVGLines(_ bytes: [UInt8]) -> [Substring] {
  let text = String(decoding: bytes, as: UTF8.self)
  // `\r\n` is one Character, and a newline.
  var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map {
    (line: Substring) -> Substring in
    var end = line.endIndex
    while end > line.startIndex, line[line.index(before: end)].isWhitespace { end = line.index(before: end) }
    return line[..<end]
  }
  while lines.last?.isEmpty == true { lines.removeLast() }
  return lines
}

/// Writes a failure artifact; the text names it for the failure message, or says why it could not.
private func writeArtifact(_ bytes: [UInt8], to url: URL, label: String = "actual") -> String {
  do {
    try writeCreatingFolder(bytes, to: url)
    return "\n  \(label): \(url.path)"
  } catch {
    return "\n  (could not write the \(label) to \(url.path): \(error))"
  }
}

private func writeCreatingFolder(_ bytes: [UInt8], to url: URL) throws {
  try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  try FileSystem.write(bytes, to: url.path)
}

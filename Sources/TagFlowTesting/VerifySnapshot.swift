// Checks one rendered snapshot against its reference and words the outcome for a test log.

import Foundation
import TagFlow
import TagFlowComparison

/// What one snapshot assertion found: the check's result, and the failure text when the
/// test should fail (a recording included).
public struct SnapshotOutcome: Sendable, Equatable {
  /// The check's verdict, message, pixel or text difference and artifact paths.
  public var result: CheckResult
  /// Nil when the snapshot matched; otherwise what the test reports, naming every file.
  public var failureMessage: String?
}

/// Renders `job` and compares it with its reference without failing any test: the outcome
/// says what `assertSnapshot` would report, and the call counts as one of the test's
/// assertions (unnamed, it takes the test's next number).
///
/// ```swift
/// let outcome = try verifySnapshot(of: job, as: .svg, configuration: SnapshotConfiguration(record: .never))
/// if let message = outcome.failureMessage { print(message) }
/// ```
///
/// - Parameters:
///   - job: The job to render, with the fonts it names.
///   - format: `.png` (compared as pixels, the default), `.svg` (as text or pictures, as
///     `configuration.svgComparison` says) or `.pdf` (pages rasterised by `pdftoppm`).
///   - name: The reference's name; nil numbers the test's unnamed snapshots (`<testName>.1`,
///     `<testName>.2`, …). See `assertSnapshot` for the whole rule.
///   - scale: Pixels per point of a PNG (2 for a Retina-sized image).
///   - snapshotDirectory: The folder of the reference; nil: `__Snapshots__/<TestFile>/` beside the test file.
///   - configuration: The record mode, artifacts folder, comparison, tolerance and SVG comparison.
///   - filePath: The test file, which places the default folder; leave the default.
///   - testName: The test's name, which names unnamed references; leave the default.
public func verifySnapshot(
  of job: Job, as format: OutputFormat = .png, named name: String? = nil, scale: Double = 1,
  snapshotDirectory: String? = nil, configuration: SnapshotConfiguration,
  file filePath: StaticString = #filePath, testName: String = #function
) throws -> SnapshotOutcome {
  let location = SnapshotLocation(
    filePath: "\(filePath)", testName: testName, name: name, fileExtension: format.rawValue,
    snapshotDirectory: snapshotDirectory, artifactsDirectory: configuration.artifactsDirectory, test: .current)
  var outcome = verifySnapshot(
    rendered: try job.render(as: format, scale: scale), as: format, reference: location.reference,
    artifactName: location.artifactName, artifactsDirectory: location.artifactsDirectory,
    configuration: configuration)
  if let unnumbered = location.unnumberedReference, outcome.result.status.isMissingReference,
    FileManager.default.fileExists(atPath: unnumbered)
  {
    outcome.failureMessage? +=
      "\nA reference from before TagFlowTesting numbered unnamed snapshots is at "
      + "\(unnumbered); if it is this one's, rename it: git mv -f \(unnumbered) \(location.reference)"
  }
  return outcome
}

/// Compares already rendered bytes with the reference file: the step under `verifySnapshot(of:)`.
///
/// ```swift
/// let outcome = verifySnapshot(
///   rendered: pngBytes, as: .png, reference: "References/tags.png", artifactName: "tags",
///   artifactsDirectory: ".build/artifacts", configuration: SnapshotConfiguration(record: .never))
/// ```
///
/// - Parameters:
///   - bytes: The rendered image: PNG, SVG or PDF bytes.
///   - format: What `bytes` are.
///   - reference: The reference file's path; recorded there when the record mode says so.
///   - artifactName: Names the snapshot in messages and its artifacts; slashes make folders.
///     A PNG leaves `<artifactName>.actual.png` and `<artifactName>.diff.png`; an SVG or a PDF
///     keeps its format in the diff's name: `<artifactName>.actual.svg` and
///     `<artifactName>.svg.diff.png` (`.actual.pdf`, `.pdf.diff.png`).
///   - artifactsDirectory: Where a failure leaves the actual and diff images.
///   - configuration: The record mode, comparison, tolerance and SVG comparison
///     (its `artifactsDirectory` is not used: the argument is).
public func verifySnapshot(
  rendered bytes: [UInt8], as format: OutputFormat, reference: String, artifactName: String,
  artifactsDirectory: String, configuration: SnapshotConfiguration
) -> SnapshotOutcome {
  let result = configuration.checker(artifactsDirectory: artifactsDirectory).check(
    CheckItem(name: artifactName, actual: bytes, format: format, reference: reference))
  return SnapshotOutcome(result: result, failureMessage: failureMessage(result, configuration: configuration))
}

extension CheckStatus {
  /// No reference was there: reported missing, or recorded because it was missing.
  fileprivate var isMissingReference: Bool { self == .missing || self == .recorded(.missing) }
}

/// Several lines: what happened, the reference, the artifacts, and what to do about it.
func failureMessage(_ result: CheckResult, configuration: SnapshotConfiguration) -> String? {
  var lines: [String]
  switch result.status {
  case .passed, .skipped:
    return nil
  case .recorded(let reason):
    let next =
      reason == .missing && configuration.record == .missing
      ? "look at it, then run the test again to compare with it"
      : "look at it, then re-run without SNAPSHOT_TESTING_RECORD"
    lines = ["Recorded snapshot \(result.name): \(result.message). A recording run fails; \(next)."]
  case .missing:
    lines = [
      "No reference for snapshot \(result.name) at \(result.reference) (record mode never: CI or "
        + "SNAPSHOT_TESTING_RECORD=never).",
      "To record it: SNAPSHOT_TESTING_RECORD=missing swift test, then look at it and commit it.",
    ]
  case .failed, .sizeMismatch:
    lines = [
      "Snapshot \(result.name) does not match its reference: \(result.message)",
      "  reference: \(result.reference)",
    ]
    if let text = result.textDifference {
      lines += text.description.split(separator: "\n").map { "  " + $0 }
      if let pictures = result.difference, pictures.matches(configuration.tolerance) {
        lines.append(
          "  Only the SVG text differs: the pictures match. To compare SVG as pictures, pass svgComparison: .pictures.")
      }
    }
  case .unreadableReference, .error:
    lines = ["Snapshot \(result.name): \(result.message)", "  reference: \(result.reference)"]
  }
  for path in result.artifacts {
    lines.append("  \(path.hasSuffix(".diff.png") ? "diff:  " : "actual:") \(path)")
  }
  if result.status.isFailure && result.status != .missing {
    lines.append("To accept the new image: SNAPSHOT_TESTING_RECORD=failed swift test, then look at it.")
  }
  return lines.joined(separator: "\n")
}

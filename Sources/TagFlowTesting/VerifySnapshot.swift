// Checks one rendered snapshot against its reference and words the outcome for a test log.

import Foundation
import TagFlow

/// What one snapshot assertion found: the check's result, and the failure text when the
/// test should fail (a recording included).
public struct SnapshotOutcome: Sendable {
  /// The check's verdict, message, pixel or text difference and artifact paths.
  public var result: CheckResult
  /// Nil when the snapshot matched; otherwise what the test reports, naming every file.
  public var failureMessage: String?
}

/// Renders `job` and compares it with its reference without failing any test: the outcome
/// says what `assertSnapshot` would report. The reference is
/// `__Snapshots__/<TestFile>/<name or testName>.<format>` beside `filePath`, or
/// `<snapshotDirectory>/<name or testName>.<format>`.
public func verifySnapshot(
  of job: Job, as format: OutputFormat = .png, named name: String? = nil, scale: Double = 1,
  snapshotDirectory: String? = nil, configuration: SnapshotConfiguration,
  file filePath: StaticString = #filePath, testName: String = #function
) throws -> SnapshotOutcome {
  let location = SnapshotLocation(
    filePath: "\(filePath)", testName: testName, name: name, fileExtension: format.rawValue,
    snapshotDirectory: snapshotDirectory, artifactsDirectory: configuration.artifactsDirectory)
  return verifySnapshot(
    rendered: try job.render(as: format, scale: scale), as: format, reference: location.reference,
    artifactName: location.artifactName, artifactsDirectory: location.artifactsDirectory,
    configuration: configuration)
}

/// Compares already rendered bytes with the reference file: the step under `verifySnapshot(of:)`.
public func verifySnapshot(
  rendered bytes: [UInt8], as format: OutputFormat, reference: String, artifactName: String,
  artifactsDirectory: String, configuration: SnapshotConfiguration
) -> SnapshotOutcome {
  let checker = ReferenceChecker(
    record: configuration.record, comparison: configuration.comparison, tolerance: configuration.tolerance,
    artifactsFolder: artifactsDirectory, keepsImages: false)
  let result = checker.check(CheckItem(name: artifactName, actual: bytes, format: format, reference: reference))
  return SnapshotOutcome(result: result, failureMessage: failureMessage(result, record: configuration.record))
}

/// Several lines: what happened, the reference, the artifacts, and what to do about it.
func failureMessage(_ result: CheckResult, record: RecordMode) -> String? {
  var lines: [String]
  switch result.status {
  case .passed, .skipped:
    return nil
  case .recorded(let reason):
    let next =
      reason == .missing && record == .missing
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

// How snapshot assertions behave: record mode, artifacts folder, comparison and tolerance.

import Foundation
import TagFlow

/// Settings shared by every snapshot assertion of a run; `fromEnvironment()` reads them the
/// way swift-snapshot-testing does, from `SNAPSHOT_TESTING_RECORD` and `SNAPSHOT_ARTIFACTS`.
public struct SnapshotConfiguration: Sendable {
  /// When references are written. Every assertion that writes one fails, so nobody records by accident.
  public var record: RecordMode
  /// Where a failure leaves the actual image and the diff image. Nil: `.build/snapshot-artifacts`
  /// in the package that holds the test file, or the temporary folder outside a package.
  public var artifactsDirectory: String?
  /// How pixels are compared (PNG, and PDF pages rasterised): the metric and its threshold.
  public var comparison: ImageComparison
  /// How many differing pixels still pass.
  public var tolerance: ImageComparison.Tolerance

  /// Settings with `record` mode; the comparison and tolerance default to `ReferenceChecker`'s:
  /// OKLab at its default threshold, and 2 differing pixels.
  public init(
    record: RecordMode, artifactsDirectory: String? = nil,
    comparison: ImageComparison = ReferenceChecker.defaultComparison,
    tolerance: ImageComparison.Tolerance = ReferenceChecker.defaultTolerance
  ) {
    self.record = record
    self.artifactsDirectory = artifactsDirectory
    self.comparison = comparison
    self.tolerance = tolerance
  }

  /// `SNAPSHOT_TESTING_RECORD` (`all`, `missing`, `failed`, `never`; unset: `missing`, or
  /// `never` when `CI` is set) and `SNAPSHOT_ARTIFACTS`.
  public static func fromEnvironment(
    _ environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(TagFlowError) -> SnapshotConfiguration {
    let artifacts = environment["SNAPSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
    return SnapshotConfiguration(record: try RecordMode.fromEnvironment(environment), artifactsDirectory: artifacts)
  }
}

// How snapshot assertions behave: record mode, artifacts folder, comparison and tolerance.

import Foundation
import TagFlow
import TagFlowComparison

/// Settings shared by every snapshot assertion of a run; `fromEnvironment()` reads them the
/// way swift-snapshot-testing does, from `SNAPSHOT_TESTING_RECORD` and `SNAPSHOT_ARTIFACTS`.
///
/// ```swift
/// var configuration = try SnapshotConfiguration.fromEnvironment()
/// configuration.svgComparison = .pictures
/// let outcome = try verifySnapshot(of: job, as: .svg, configuration: configuration)
/// ```
public struct SnapshotConfiguration: Sendable, Equatable {
  /// When references are written. Every assertion that writes one fails, so nobody records by accident.
  public var record: RecordMode
  /// Where a failure leaves the actual image and the diff image. Nil: `.build/snapshot-artifacts`
  /// in the package that holds the test file, or the temporary folder outside a package.
  public var artifactsDirectory: String?
  /// How pixels are compared (PNG, PDF pages and SVG drawn as pictures): the metric and its threshold.
  public var comparison: ImageComparison
  /// How many differing pixels still pass.
  public var tolerance: ImageComparison.Tolerance
  /// Whether SVG is compared as text (the default) or as the pictures it draws.
  public var svgComparison: SVGComparison

  /// Settings with `record` mode; the comparison and tolerance default to `ReferenceChecker`'s:
  /// OKLab at its default threshold, and 2 differing pixels; SVG is compared as text.
  public init(
    record: RecordMode, artifactsDirectory: String? = nil,
    comparison: ImageComparison = ReferenceChecker.defaultComparison,
    tolerance: ImageComparison.Tolerance = ReferenceChecker.defaultTolerance, svgComparison: SVGComparison = .text
  ) {
    self.record = record
    self.artifactsDirectory = artifactsDirectory
    self.comparison = comparison
    self.tolerance = tolerance
    self.svgComparison = svgComparison
  }

  /// `SNAPSHOT_TESTING_RECORD` (`all`, `missing`, `failed`, `never`; unset: `missing`, or
  /// `never` when `CI` is set) and `SNAPSHOT_ARTIFACTS`.
  public static func fromEnvironment(
    _ environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(TagFlowError) -> SnapshotConfiguration {
    SnapshotConfiguration(
      record: try RecordMode.fromEnvironment(environment),
      artifactsDirectory: SnapshotEnvironment.artifactsFolder(environment))
  }

  /// The reference checker these settings make, leaving artifacts in `artifactsDirectory`.
  func checker(artifactsDirectory: String) -> ReferenceChecker {
    var checker = ReferenceChecker(
      record: record, comparison: comparison, tolerance: tolerance, artifactsFolder: artifactsDirectory,
      keepsImages: false)
    checker.svgComparison = svgComparison
    return checker
  }
}

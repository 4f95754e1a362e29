// assertSnapshot: one call that renders a job and fails the test when it no longer matches its reference.

import Foundation
import TagFlow

/// Renders `job` and asserts that it matches its reference,
/// `__Snapshots__/<TestFile>/<name or testName>.<format>` beside the test file (or in
/// `snapshotDirectory`). Works in Swift Testing and XCTest alike:
///
/// ```swift
/// @Test func tags() throws {
///   try assertSnapshot(of: Job(tags: [Tag("swift"), Tag("linux")], width: 300), as: .png)
/// }
/// ```
///
/// A mismatch, a missing reference and a recording are reported as test failures (through
/// `Issue.record` or `XCTFail`) naming the reference, the actual image and the diff image;
/// the test goes on. It throws only when the job cannot be rendered or the environment is
/// bad (`SNAPSHOT_TESTING_RECORD=yes`). PNG is compared as pixels, SVG as text, PDF as pages
/// rasterised by pdftoppm.
///
/// - Parameters:
///   - name: tells several snapshots of one test apart; the reference is then `<name>.<ext>`.
///   - record: overrides `SNAPSHOT_TESTING_RECORD` for this call.
///   - tolerance: how many pixels may differ (default 2 pixels; see `ReferenceChecker`).
public func assertSnapshot(
  of job: Job, as format: OutputFormat = .png, named name: String? = nil, scale: Double = 1,
  record: RecordMode? = nil, tolerance: ImageComparison.Tolerance? = nil, snapshotDirectory: String? = nil,
  fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
  line: UInt = #line, column: UInt = #column
) throws {
  var configuration = try SnapshotConfiguration.fromEnvironment()
  if let record { configuration.record = record }
  if let tolerance { configuration.tolerance = tolerance }
  let outcome = try verifySnapshot(
    of: job, as: format, named: name, scale: scale, snapshotDirectory: snapshotDirectory,
    configuration: configuration, file: filePath, testName: testName)
  if let message = outcome.failureMessage {
    reportSnapshotIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

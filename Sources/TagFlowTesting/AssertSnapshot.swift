// assertSnapshot: one call that renders a job and fails the test when it no longer matches its reference.

import Foundation
import TagFlow
import TagFlowComparison

/// Renders `job` and asserts that it matches its reference image. Works in Swift Testing and
/// XCTest alike:
///
/// ```swift
/// @Test func tags() throws {
///   let job = Job(tags: [TagItem("swift"), TagItem("linux")], width: 300)
///   try assertSnapshot(of: job)                                    // tags.1.png
///   try assertSnapshot(of: job, as: .svg)                          // tags.2.svg
///   try assertSnapshot(of: job, as: .svg, named: "vector", svgComparison: .pictures)  // vector.svg
/// }
///
/// @Test(arguments: ["swift", "linux"]) func perTag(_ tag: String) throws {
///   try assertSnapshot(of: Job(tags: [TagItem(tag)], width: 120))     // perTag-swift.1.png, perTag-linux.1.png
/// }
/// ```
///
/// The reference is `__Snapshots__/<TestFile>/<name>.<format>` beside the test file (or in
/// `snapshotDirectory`). `<name>` is the `named:` argument when given; otherwise the test's name
/// and a number counting the test's unnamed assertions in the order they run, as
/// swift-snapshot-testing names them (`tags.1`, `tags.2`), with the arguments of a
/// parameterised Swift Testing test in the test's name (`perTag-swift.1`). So two unnamed
/// assertions in one test, and each argument of `@Test(arguments:)`, get files of their own;
/// in a parameterised test, put the argument in a `named:` name yourself
/// (`named: "chip-\(tag)"`).
///
/// A mismatch, a missing reference and a recording are reported as test failures (through
/// `Issue.record` or `XCTFail`) naming the reference, the actual image and the diff image
/// (red: differs), which stay in `SNAPSHOT_ARTIFACTS` or `.build/snapshot-artifacts`; the test
/// goes on. A reference is written only when the record mode says so (`missing` by default on
/// a developer's machine, `never` when `CI` is set), and writing one fails the test. The call
/// throws only when the job cannot be rendered or the environment is bad
/// (`SNAPSHOT_TESTING_RECORD=yes`).
///
/// - Parameters:
///   - job: The job to render, with the fonts it names; give it
///     `FontSet(files: [...], includesSystemFonts: false)` for the same pixels on every machine.
///   - format: `.png` (the default), compared as pixels; `.svg`, compared as text or as
///     pictures (`svgComparison`); `.pdf`, its first page rasterised by `pdftoppm` and compared
///     as pixels. Also the reference's extension.
///   - name: The reference's name (`named: "dark-theme"` → `dark-theme.png`), made a file name
///     as swift-snapshot-testing makes it; nil numbers the test's unnamed snapshots.
///   - scale: Pixels per point of a PNG: `2` renders a Retina-sized image. SVG and PDF ignore it.
///   - record: When to write the reference, for this call only (`record: .failed` re-records
///     it if it differs); nil: `SNAPSHOT_TESTING_RECORD`, or `missing` (`never` when `CI` is set).
///   - tolerance: How many pixels may differ and still pass (`.pixels(10)`, `.ratio(0.005)`);
///     nil: 2 pixels (`ReferenceChecker.defaultTolerance`). Pixels compare by OKLab distance with
///     anti-aliasing detection (`ReferenceChecker.defaultComparison`).
///   - svgComparison: For `.svg`: `.text` (nil: the default) fails on any change of the
///     normalised text, even one that draws the same; `.pictures` draws both with
///     `rsvg-convert` and compares pixels with the tolerance.
///   - snapshotDirectory: The folder of the reference, such as a shared fixtures folder
///     (`snapshotDirectory: "/path/to/Fixtures/Snapshots"`); nil: `__Snapshots__/<TestFile>/`
///     beside the test file.
///   - fileID: The caller's file ID, where a failure is reported; leave the default.
///   - filePath: The caller's file path, which places `__Snapshots__` and the artifacts folder;
///     leave the default.
///   - testName: The test's name, which names unnamed references; leave the default
///     (`#function`), or pass one when a helper calls `assertSnapshot` for the test.
///   - line: The caller's line, where a failure is reported; leave the default.
///   - column: The caller's column, where a failure is reported; leave the default.
public func assertSnapshot(
  of job: Job, as format: OutputFormat = .png, named name: String? = nil, scale: Double = 1,
  record: RecordMode? = nil, tolerance: ImageComparison.Tolerance? = nil, svgComparison: SVGComparison? = nil,
  snapshotDirectory: String? = nil, fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
  testName: String = #function, line: UInt = #line, column: UInt = #column
) throws {
  var configuration = try SnapshotConfiguration.fromEnvironment()
  if let record { configuration.record = record }
  if let tolerance { configuration.tolerance = tolerance }
  if let svgComparison { configuration.svgComparison = svgComparison }
  let outcome = try verifySnapshot(
    of: job, as: format, named: name, scale: scale, snapshotDirectory: snapshotDirectory,
    configuration: configuration, file: filePath, testName: testName)
  if let message = outcome.failureMessage {
    reportSnapshotIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

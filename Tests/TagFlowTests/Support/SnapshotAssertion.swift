// The project's snapshot call: fixture fonts and Fixtures/Snapshots, through TagFlowTesting's assertSnapshot.

import Foundation
import TagFlow
import TagFlowTesting
import Testing

extension Fixtures {
  /// The project's reference images, named after their snapshots.
  static let snapshots = path("Snapshots")
}

/// Renders `job` with the fixture fonts only (whatever fonts it names) and asserts, through
/// TagFlowTesting, that it matches `Fixtures/Snapshots/<name>.<format>`. Record modes,
/// artifacts and messages are TagFlowTesting's: `SNAPSHOT_TESTING_RECORD`, and the actual
/// and diff images under `.build/snapshot-artifacts/<TestFile>/` (or `$SNAPSHOT_ARTIFACTS`).
func assertSnapshot(
  of job: Job, format: OutputFormat = .png, scale: Double = 1, named name: String,
  fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
  line: UInt = #line, column: UInt = #column
) {
  do {
    try TagFlowTesting.assertSnapshot(
      of: withFixtureFonts(job), as: format, named: name, scale: scale, snapshotDirectory: Fixtures.snapshots,
      fileID: fileID, file: filePath, testName: testName, line: line, column: column)
  } catch {
    Issue.record(
      error,
      sourceLocation: SourceLocation(
        fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
  }
}

/// A job's image exactly as a snapshot sees it: the fixture fonts only, a fresh measurer.
func renderFixture(_ job: Job, as format: OutputFormat, scale: Double = 1) throws -> [UInt8] {
  let job = withFixtureFonts(job)
  let measurer = try TextMeasurer(fonts: job.fonts)
  return try Renderer(measurer: measurer).render(try ChipScene(job, measurer: measurer), as: format, scale: scale)
}

private func withFixtureFonts(_ job: Job) -> Job {
  var job = job
  job.fonts = Fixtures.fonts
  return job
}

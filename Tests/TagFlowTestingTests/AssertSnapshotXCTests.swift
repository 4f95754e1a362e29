// assertSnapshot under XCTest: a failure goes through XCTFail, at the caller's line.

import Foundation
import TagFlow
import XCTest

@testable import TagFlowTesting

final class AssertSnapshotXCTests: XCTestCase {
  /// Failures this test caught instead of failing on: what XCTFail would have reported.
  private var caught: [(description: String, line: Int)] = []
  private var catching = false

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
  ) {
    if catching {
      caught.append((description, lineNumber))
    } else {
      super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
  }

  func testFailureIsReportedThroughXCTFail() throws {
    XCTAssertFalse(isRunningSwiftTesting)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-xctest-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    catching = true
    let line = #line + 1
    try assertSnapshot(of: TestJobs.job(["xctest"]), named: "absent", record: .never, snapshotDirectory: folder.path)
    catching = false
    XCTAssertEqual(caught.count, 1)
    XCTAssertEqual(caught.first?.line, line)
    XCTAssertTrue(caught.first?.description.contains("No reference for snapshot") == true, "\(caught)")
  }

  func testRecordingThenMatching() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-xctest-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    catching = true
    try assertSnapshot(of: TestJobs.job(["xctest"]), record: .missing, snapshotDirectory: folder.path)
    catching = false
    XCTAssertEqual(caught.count, 1, "recording fails the test")
    XCTAssertTrue(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("testRecordingThenMatching.png").path))
    try assertSnapshot(of: TestJobs.job(["xctest"]), record: .never, snapshotDirectory: folder.path)
  }
}

// assertSnapshot under XCTest: a failure goes through XCTFail, at the caller's line.

import Foundation
import TagFlow
import TagFlowComparison
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

  /// Two unnamed assertions: the first run records `<testName>.1` and `.2` (two failures), the
  /// second compares each with its own and passes.
  func testTwoUnnamedAssertionsPassOnASecondRun() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-xctest-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for record in [RecordMode.missing, .never] {
      // Each run counts afresh, as the observer makes it after every XCTest test.
      try SnapshotCounter.$scoped.withValue(SnapshotCounter()) {
        catching = true
        try assertSnapshot(of: TestJobs.job(["xctest"]), record: record, snapshotDirectory: folder.path)
        try assertSnapshot(of: TestJobs.job(["xctest", "linux"]), record: record, snapshotDirectory: folder.path)
        catching = false
      }
    }
    XCTAssertEqual(caught.count, 2, "recording fails the test, comparing does not: \(caught)")
    for number in 1...2 {
      let file = folder.appendingPathComponent("testTwoUnnamedAssertionsPassOnASecondRun.\(number).png")
      XCTAssertTrue(FileManager.default.fileExists(atPath: file.path), file.path)
    }
  }
}

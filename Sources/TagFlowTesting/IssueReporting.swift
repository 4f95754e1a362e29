// Reports a snapshot failure to whichever framework runs the test: Swift Testing or XCTest.

import XCTest

#if canImport(Testing)
  import Testing
#endif

/// True inside a Swift Testing test: `Test.current` is a task-local that only Swift Testing
/// sets (the check swift-snapshot-testing and IssueReporting make).
var isRunningSwiftTesting: Bool {
  #if canImport(Testing)
    return Test.current != nil
  #else
    return false
  #endif
}

/// `Issue.record` under Swift Testing, `XCTFail` under XCTest, at the caller's location.
func reportSnapshotIssue(
  _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
  #if canImport(Testing)
    if isRunningSwiftTesting {
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
      return
    }
  #endif
  XCTFail(message, file: filePath, line: line)
}

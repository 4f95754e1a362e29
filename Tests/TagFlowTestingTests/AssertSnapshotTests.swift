// assertSnapshot under Swift Testing: recording fails, a match passes, a mismatch names its files.

import Foundation
import TagFlow
import Testing

@testable import TagFlowTesting

@Suite struct AssertSnapshotTests {
  private static let job = TestJobs.job(["swift", "linux", "pango"])

  /// The first run records and fails (so nobody records by accident); the second compares and passes.
  @Test func recordsThenMatches() throws {
    try withScratchFolder { folder in
      try withKnownIssue {
        try assertSnapshot(of: Self.job, named: "list", record: .missing, snapshotDirectory: folder)
      } matching: { issue in
        issue.comments.contains { $0.rawValue.contains("Recorded snapshot") && $0.rawValue.contains("list.png") }
      }
      #expect(fileExists(folder + "/list.png"))
      try assertSnapshot(of: Self.job, named: "list", record: .never, snapshotDirectory: folder)
    }
  }

  /// A changed tag fails the test with the reference, actual and diff paths in the message.
  @Test func mismatchNamesTheActualAndDiffImages() throws {
    try withScratchFolder { folder in
      let configuration = SnapshotConfiguration(record: .missing, artifactsDirectory: folder + "/artifacts")
      _ = try verifySnapshot(
        of: Self.job, named: "tags", snapshotDirectory: folder + "/references", configuration: configuration)
      let outcome = try verifySnapshot(
        of: TestJobs.job(["swift", "linux", "cairo"]), named: "tags", snapshotDirectory: folder + "/references",
        configuration: configuration)
      let message = try #require(outcome.failureMessage)
      let actual = folder + "/artifacts/AssertSnapshotTests/tags.actual.png"
      let diff = folder + "/artifacts/AssertSnapshotTests/tags.diff.png"
      for part in ["does not match", "pixels differ", folder + "/references/tags.png", actual, diff] {
        #expect(message.contains(part), "\(part) not in: \(message)")
      }
      #expect(fileExists(actual) && fileExists(diff))
      #expect(outcome.result.status == .failed)
    }
  }

  /// The same failure through assertSnapshot becomes a Swift Testing issue at the call.
  @Test func mismatchIsRecordedAsAnIssue() throws {
    try withScratchFolder { folder in
      try FileSystem.write(try Self.job.render(as: .png), to: folder + "/changed.png")
      try withKnownIssue {
        try assertSnapshot(
          of: TestJobs.job(["swift", "linux"]), named: "changed", record: .never, snapshotDirectory: folder)
      } matching: { issue in
        issue.comments.contains { $0.rawValue.contains("does not match") && $0.rawValue.contains("diff:") }
          && issue.sourceLocation?.fileName == "AssertSnapshotTests.swift"
      }
    }
  }

  @Test func missingReferenceWithRecordNeverSaysHowToRecord() throws {
    try withScratchFolder { folder in
      let outcome = try verifySnapshot(
        of: Self.job, named: "absent", snapshotDirectory: folder,
        configuration: SnapshotConfiguration(record: .never, artifactsDirectory: folder + "/artifacts"))
      let message = try #require(outcome.failureMessage)
      #expect(message.contains("No reference"))
      #expect(message.contains("SNAPSHOT_TESTING_RECORD=missing"))
      #expect(message.contains(folder + "/artifacts/AssertSnapshotTests/absent.actual.png"))
      #expect(!fileExists(folder + "/absent.png"))
    }
  }

  /// By default the reference sits in `__Snapshots__/<TestFile>/<testName>.<ext>` beside the test.
  @Test func defaultReferenceIsBesideTheTestFile() throws {
    try withScratchFolder { artifacts in
      let outcome = try verifySnapshot(
        of: Self.job, as: .svg, configuration: SnapshotConfiguration(record: .never, artifactsDirectory: artifacts))
      let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
      #expect(
        outcome.result.reference
          == folder + "/__Snapshots__/AssertSnapshotTests/defaultReferenceIsBesideTheTestFile.svg")
      #expect(outcome.result.status == .missing)
      #expect(!fileExists(folder + "/__Snapshots__"))
    }
  }

  @Test func svgAndPDFSnapshots() throws {
    try withScratchFolder { folder in
      for format in [OutputFormat.svg, .pdf] {
        withKnownIssue {
          try assertSnapshot(of: Self.job, as: format, record: .missing, snapshotDirectory: folder)
        }
        try assertSnapshot(of: Self.job, as: format, record: .never, snapshotDirectory: folder)
        #expect(fileExists(folder + "/svgAndPDFSnapshots.\(format.rawValue)"))
      }
    }
  }

  @Test func artifactsDefaultToTheBuildFolderOfThePackage() {
    let here = URL(fileURLWithPath: #filePath)
    let package = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    #expect(
      SnapshotLocation.defaultArtifacts(near: here) == package.appendingPathComponent(".build/snapshot-artifacts").path)
    #expect(
      SnapshotLocation.defaultArtifacts(near: URL(fileURLWithPath: "/nowhere/Tests.swift")).hasSuffix(
        "tagflow-snapshot-artifacts"))
  }

  @Test(arguments: [
    ("testPlainList()", "testPlainList"), ("plain-list", "plain-list"), ("scripts(script:)", "scripts-script"),
    ("日本語 tags", "日本語-tags"), ("///", "snapshot"),
  ])
  func namesBecomeFileNames(name: String, file: String) {
    #expect(sanitizePathComponent(name) == file)
  }

  @Test func environmentSetsRecordModeAndArtifacts() throws {
    #expect(try SnapshotConfiguration.fromEnvironment([:]).record == .missing)
    #expect(try SnapshotConfiguration.fromEnvironment(["CI": "true"]).record == .never)
    #expect(try SnapshotConfiguration.fromEnvironment(["CI": "true", "SNAPSHOT_TESTING_RECORD": "all"]).record == .all)
    let custom = try SnapshotConfiguration.fromEnvironment([
      "SNAPSHOT_TESTING_RECORD": "failed", "SNAPSHOT_ARTIFACTS": "/tmp/somewhere",
    ])
    #expect(custom.record == .failed)
    #expect(custom.artifactsDirectory == "/tmp/somewhere")
    #expect(
      throws: TagFlowError.invalid("SNAPSHOT_TESTING_RECORD", "yes", expected: "one of all, missing, failed, never")
    ) {
      try SnapshotConfiguration.fromEnvironment(["SNAPSHOT_TESTING_RECORD": "yes"])
    }
  }

  @Test func runsUnderSwiftTesting() {
    #expect(isRunningSwiftTesting)
  }
}

// assertSnapshot under Swift Testing: recording fails, a match passes, a mismatch names its files.

import Foundation
import TagFlow
import TagFlowComparison
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

  /// By default the reference sits in `__Snapshots__/<TestFile>/<testName>.<n>.<ext>` beside the test.
  @Test func defaultReferenceIsBesideTheTestFile() throws {
    try withScratchFolder { artifacts in
      let outcome = try SnapshotCounter.$scoped.withValue(SnapshotCounter()) {
        try verifySnapshot(
          of: Self.job, as: .svg, configuration: SnapshotConfiguration(record: .never, artifactsDirectory: artifacts))
      }
      let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
      #expect(
        outcome.result.reference
          == folder + "/__Snapshots__/AssertSnapshotTests/defaultReferenceIsBesideTheTestFile.1.svg")
      #expect(outcome.result.status == .missing)
      #expect(!fileExists(folder + "/__Snapshots__"))
    }
  }

  @Test func svgAndPDFSnapshots() throws {
    try withScratchFolder { folder in
      for format in [OutputFormat.svg, .pdf] {
        withKnownIssue {
          try assertSnapshot(of: Self.job, as: format, named: "tags", record: .missing, snapshotDirectory: folder)
        }
        try assertSnapshot(of: Self.job, as: format, named: "tags", record: .never, snapshotDirectory: folder)
        #expect(fileExists(folder + "/tags.\(format.rawValue)"))
      }
    }
  }

  /// Two unnamed assertions in one test get `<testName>.1` and `<testName>.2`: the first run
  /// records both (and fails), the second compares each with its own and passes, writing nothing.
  @Test func twoUnnamedAssertionsPassOnASecondRun() throws {
    try withScratchFolder { folder in
      let configuration = SnapshotConfiguration(record: .missing, artifactsDirectory: folder + "/artifacts")
      // Each run of the test counts afresh, as a new `swift test` would (a closure: its
      // `#function` is the test's).
      let run = { () throws -> [SnapshotOutcome] in
        try SnapshotCounter.$scoped.withValue(SnapshotCounter()) {
          [
            try verifySnapshot(of: Self.job, snapshotDirectory: folder, configuration: configuration),
            try verifySnapshot(
              of: TestJobs.job(["cairo"]), as: .svg, snapshotDirectory: folder, configuration: configuration),
          ]
        }
      }
      let first = try run()
      #expect(first.map(\.result.status) == [.recorded(.missing), .recorded(.missing)])
      let second = try run()
      #expect(second.map(\.result.status) == [.passed, .passed])
      #expect(second.allSatisfy { $0.failureMessage == nil })
      #expect(
        second.map(\.result.reference) == [
          folder + "/twoUnnamedAssertionsPassOnASecondRun.1.png",
          folder + "/twoUnnamedAssertionsPassOnASecondRun.2.svg",
        ])
      // Through assertSnapshot too: no issue at all on the second run.
      try SnapshotCounter.$scoped.withValue(SnapshotCounter()) {
        try assertSnapshot(of: Self.job, record: .never, snapshotDirectory: folder)
        try assertSnapshot(of: TestJobs.job(["cairo"]), as: .svg, record: .never, snapshotDirectory: folder)
      }
    }
  }

  /// Each argument of a parameterised test has its own reference, its arguments in the name.
  @Test(arguments: ["swift", "linux"])
  func parameterisedArgumentsGetTheirOwnReferences(tag: String) throws {
    try withScratchFolder { folder in
      let outcome = try SnapshotCounter.$scoped.withValue(SnapshotCounter()) {
        try verifySnapshot(
          of: TestJobs.job([tag]), snapshotDirectory: folder,
          configuration: SnapshotConfiguration(record: .missing, artifactsDirectory: folder + "/artifacts"))
      }
      #expect(outcome.result.reference == folder + "/parameterisedArgumentsGetTheirOwnReferences-\(tag).1.png")
      #expect(outcome.result.status == .recorded(.missing))
    }
  }

  @Test func unnamedBaseNamesHoldTheArguments() {
    #expect(SnapshotLocation.unnamedBase(testName: "releaseTags()", arguments: nil) == "releaseTags")
    #expect(SnapshotLocation.unnamedBase(testName: "perTag(_:)", arguments: [#""swift""#]) == "perTag-swift")
    #expect(SnapshotLocation.unnamedBase(testName: "sized(tag:width:)", arguments: [#""a b""#, "2"]) == "sized-a-b-2")
    let long = SnapshotLocation.unnamedBase(testName: "long(_:)", arguments: [String(repeating: "x", count: 200)])
    let other = SnapshotLocation.unnamedBase(testName: "long(_:)", arguments: [String(repeating: "x", count: 201)])
    #expect(long.count < 100 && long.hasPrefix("long-xxxx") && long != other)
  }

  /// A reference named as before numbering is pointed out when the numbered one is missing.
  @Test func anUnnumberedReferenceIsPointedOut() throws {
    try withScratchFolder { folder in
      try FileSystem.write(try Self.job.render(as: .png), to: folder + "/anUnnumberedReferenceIsPointedOut.png")
      let outcome = try SnapshotCounter.$scoped.withValue(SnapshotCounter()) {
        try verifySnapshot(
          of: Self.job, snapshotDirectory: folder,
          configuration: SnapshotConfiguration(record: .never, artifactsDirectory: folder + "/artifacts"))
      }
      let message = try #require(outcome.failureMessage)
      #expect(
        message.contains(
          "git mv -f \(folder)/anUnnumberedReferenceIsPointedOut.png \(folder)/anUnnumberedReferenceIsPointedOut.1.png"),
        "\(message)")
    }
  }

  /// SVG text that draws the same picture: the text comparison fails, says the pictures match
  /// and keeps the diff it names; the picture comparison passes. A real change fails both.
  @Test(.enabled(if: VectorRasterizer().canRasterize(.svg), "needs rsvg-convert (Debian librsvg2-bin)"))
  func svgComparedAsTextOrAsPictures() throws {
    try withScratchFolder { folder in
      try FileSystem.write(try nudgedSVG(try Self.job.render(as: .svg)), to: folder + "/moved.svg")
      var configuration = SnapshotConfiguration(record: .never, artifactsDirectory: folder + "/artifacts")
      let asText = try verifySnapshot(
        of: Self.job, as: .svg, named: "moved", snapshotDirectory: folder, configuration: configuration)
      let message = try #require(asText.failureMessage)
      let diff = folder + "/artifacts/AssertSnapshotTests/moved.svg.diff.png"
      for part in [
        "SVG text differs from line", "the pictures match (0 of", "(outlined in the diff)",
        "Only the SVG text differs: the pictures match. To compare SVG as pictures, pass svgComparison: .pictures.",
        "  diff:   \(diff)",
      ] {
        #expect(message.contains(part), "\(part) not in: \(message)")
      }
      #expect(fileExists(diff))

      configuration.svgComparison = .pictures
      let asPictures = try verifySnapshot(
        of: Self.job, as: .svg, named: "moved", snapshotDirectory: folder, configuration: configuration)
      #expect(asPictures.result.status == .passed, "\(asPictures.result.message)")
      #expect(asPictures.result.message.hasSuffix("(SVG compared as pictures)"))
      #expect(!fileExists(diff), "a pass removes the failure's artifacts")
      try assertSnapshot(
        of: Self.job, as: .svg, named: "moved", record: .never, svgComparison: .pictures, snapshotDirectory: folder)

      let changed = try verifySnapshot(
        of: TestJobs.job(["swift", "linux", "cairo"]), as: .svg, named: "moved", snapshotDirectory: folder,
        configuration: configuration)
      #expect(changed.result.status.isFailure)
      #expect(changed.failureMessage?.contains("pixels differ") == true, "\(changed.failureMessage ?? "")")
    }
  }

  @Test func artifactsDefaultToTheBuildFolderOfThePackage() {
    let here = URL(fileURLWithPath: #filePath)
    let package = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    #expect(
      SnapshotArtifacts.folder(near: here.deletingLastPathComponent().path)
        == package.appendingPathComponent(".build/snapshot-artifacts").path)
    #expect(
      SnapshotArtifacts.folder(near: "/nowhere").hasSuffix(
        "tagflow-snapshot-artifacts"))
  }

  @Test(arguments: [
    ("testPlainList()", "testPlainList"), ("plain-list", "plain-list"), ("scripts(script:)", "scripts-script"),
    ("日本語 tags", "日本語-tags"), ("///", "snapshot"),
  ])
  func namesBecomeFileNames(name: String, file: String) {
    #expect(SnapshotArtifacts.fileName(name) == file)
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

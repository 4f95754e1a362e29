// assertSnapshot and verifySnapshot for jobs: a job that cannot be rendered fails, and records nothing.

import Foundation
import SnapshotTesting
import Synchronization
import TagFlow
import TagFlowComparison

/// swift-snapshot-testing's `assertSnapshot` for a `Job`, chosen over the generic one whenever
/// this module is imported: the same arguments, the same reference files and messages. It
/// renders the job first, and a job that cannot be rendered (`job.width = -5`) fails the test
/// with TagFlow's message on every run, recording no reference, whatever the record mode:
///
/// ```swift
/// var job = Job(tags: [TagItem("swift")], width: 300)
/// job.width = -5
/// assertSnapshot(of: job, as: .tagflowPNG)  // fails: tagflow could not render the job: width: '-5' is not valid; …
/// ```
///
/// A diff image goes to `SNAPSHOT_ARTIFACTS`, else to `.build/snapshot-artifacts` of the package
/// holding the test file, as `<TestFile>/<testName>.<n>.diff.png` (`n` counts the test's
/// unnamed TagFlow assertions; a named one has its name there), replaced by the next run's.
public func assertSnapshot<Format>(
  of value: @autoclosure () throws -> Job,
  as snapshotting: Snapshotting<Job, Format>,
  named name: String? = nil,
  record: SnapshotTestingConfiguration.Record? = nil,
  timeout: TimeInterval = 5,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  let call = SnapshotCall(filePath: "\(filePath)", testName: testName, name: name)
  let rendered = Result { try call.render(value(), with: snapshotting) }
  // `run` rethrows only because Swift counts the `try` in the autoclosure below as the
  // closure's; swift-snapshot-testing catches what it throws and fails the test with it.
  try? call.run {
    SnapshotTesting.assertSnapshot(
      of: try rendered.get(), as: call.snapshotting(like: snapshotting), named: name, record: record, timeout: timeout,
      fileID: fileID, file: filePath, testName: testName, line: line, column: column)
  }
}

/// swift-snapshot-testing's `verifySnapshot` for a `Job`, as `assertSnapshot(of:as:…)` above:
/// a job that cannot be rendered gives its failure message and records no reference.
public func verifySnapshot<Format>(
  of value: @autoclosure () throws -> Job,
  as snapshotting: Snapshotting<Job, Format>,
  named name: String? = nil,
  record: SnapshotTestingConfiguration.Record? = nil,
  snapshotDirectory: String? = nil,
  timeout: TimeInterval = 5,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #file,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) -> String? {
  let call = SnapshotCall(filePath: "\(filePath)", testName: testName, name: name)
  let rendered = Result { try call.render(value(), with: snapshotting) }
  // As in `assertSnapshot`: swift-snapshot-testing catches what the autoclosure throws.
  do {
    return try call.run {
      SnapshotTesting.verifySnapshot(
        of: try rendered.get(), as: call.snapshotting(like: snapshotting), named: name, record: record,
        snapshotDirectory: snapshotDirectory, timeout: timeout, fileID: fileID, file: filePath, testName: testName,
        line: line, column: column)
    }
  } catch {
    return "\(error)"
  }
}

/// A job that could not be rendered, as swift-snapshot-testing reports a value that threw.
struct RenderFailure: LocalizedError {
  var error: any Error

  static let prefix = "tagflow could not render the job: "

  var errorDescription: String? { RenderFailure.prefix + "\(error)" }

  /// What a strategy gives in place of an image: the message's bytes.
  var explanation: [UInt8] { Array((errorDescription ?? "").utf8) }

  /// The message, when `snapshot` is a failed render's explanation rather than an image.
  static func explanation(in snapshot: [UInt8]) -> String? {
    guard snapshot.starts(with: prefix.utf8) else { return nil }
    return String(decoding: snapshot, as: UTF8.self)
  }
}

/// One call of `assertSnapshot` or `verifySnapshot` for a job: where its diff image goes and
/// what it is named, and the render error its strategy met.
final class SnapshotCall: Sendable {
  /// The call under way on this task, if it came through this module's functions.
  @TaskLocal static var current: SnapshotCall?

  /// Where a failed render's error is left by the strategy for the call to throw.
  final class Failure: @unchecked Sendable {
    var error: (any Error)?
  }

  let failure = Failure()
  let artifactsFolder: String
  let artifactName: String

  /// How many TagFlow assertions each test (by file and name) has made in this process.
  private static let counts = Mutex<[String: Int]>([:])

  init(filePath: String, testName: String, name: String?) {
    let file = URL(fileURLWithPath: filePath)
    let testFile = file.deletingPathExtension().lastPathComponent
    let base = SnapshotArtifacts.fileName(testName)
    // The reference's name, as swift-snapshot-testing gives it: `<test>.<name>` for a named
    // snapshot; for an unnamed one, this module's count of the test's assertions in place of
    // swift-snapshot-testing's own (which it keeps to itself).
    let suffix =
      name.map(SnapshotArtifacts.fileName)
      ?? String(
        SnapshotCall.counts.withLock { counts in
          counts["\(filePath)\u{0}\(base)", default: 0] += 1
          return counts["\(filePath)\u{0}\(base)"]!
        })
    artifactsFolder = SnapshotArtifacts.folder(near: file.deletingLastPathComponent().path)
    artifactName = "\(testFile)/\(base).\(suffix)"
  }

  /// `body` (swift-snapshot-testing's `assertSnapshot` or `verifySnapshot`) with this call
  /// as the task's current one, which the strategy's diff names its image by.
  func run<Result>(_ body: () throws -> Result) rethrows -> Result {
    try SnapshotCall.$current.withValue(self) { try body() }
  }

  /// The format `snapshotting` makes of `job`, made now, so that a render that fails throws
  /// here, where swift-snapshot-testing reports it without recording; `nil` when the strategy
  /// answers later (not one of TagFlow's), which then runs as swift-snapshot-testing runs it.
  func render<Format>(_ job: Job, with snapshotting: Snapshotting<Job, Format>) throws -> Rendered<Format> {
    var made: Format?
    run { snapshotting.snapshot(job).run { made = $0 } }
    if let error = failure.error { throw RenderFailure(error: error) }
    return made.map { .made($0) } ?? .later(job)
  }

  /// A strategy that takes what `render(_:with:)` made as it is, and renders what it did not.
  func snapshotting<Format>(like snapshotting: Snapshotting<Job, Format>) -> Snapshotting<Rendered<Format>, Format> {
    Snapshotting(pathExtension: snapshotting.pathExtension, diffing: snapshotting.diffing) {
      (rendered: Rendered<Format>) -> Async<Format> in
      switch rendered {
      case .made(let format): Async(value: format)
      case .later(let job): snapshotting.snapshot(job)
      }
    }
  }
}

/// A job's snapshot made ahead by `SnapshotCall.render(_:with:)`, or the job when its strategy
/// answers later.
enum Rendered<Format> {
  case made(Format)
  case later(Job)
}

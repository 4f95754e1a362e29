// The run record (.tagflow-run): a rerun reads no job only while nothing a job depends on changed, each case tried.

import Foundation
import TagFlowBatch
import Testing

@Suite struct RunRecordTests {
  /// A workspace of three jobs and one reading a tag file, its files dated an hour ago
  /// (a file changed within a second of a run's start is not trusted to the record).
  static func workspace() throws -> URL {
    let folder = try BatchCommandTests.workspace(jobs: 3, extra: "  - {output: out/file.png, tagsFile: tags.txt}\n")
    try "alpha\nbeta\n".write(to: folder.appendingPathComponent("tags.txt"), atomically: true, encoding: .utf8)
    try settle(folder)
    return folder
  }

  /// Dates the manifest, the tag file and the fonts an hour back.
  static func settle(_ folder: URL) throws {
    let past = Date(timeIntervalSinceNow: -3600)
    let fonts = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("fonts").path)
    for name in ["manifest.yaml", "tags.txt"] + fonts.map({ "fonts/" + $0 }) {
      let path = folder.appendingPathComponent(name).path
      if FileManager.default.fileExists(atPath: path) {
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: path)
      }
    }
  }

  static func manifest(_ folder: URL) -> String { folder.appendingPathComponent("manifest.yaml").path }

  /// Runs the batch job by job, in this process: [rendered, skipped, failed].
  @discardableResult
  static func run(_ folder: URL, shard: Shard? = nil) throws -> [Int] {
    let stream = try ManifestStream(manifest(folder))
    let check = try stream.check(keeping: 100)
    let summary = try BatchRunner.run(stream, check: check, options: BatchOptions(workers: 1, shard: shard))
    return [summary.rendered, summary.skipped, summary.failures.count + summary.invalidJobCount]
  }

  /// How many jobs a rerun skips without reading one, or `nil` when it must read them.
  static func upToDate(_ folder: URL, shard: Shard? = nil) -> Int? {
    BatchRunner.upToDate(manifest(folder), policy: .contained, options: BatchOptions(workers: 1, shard: shard))
      .map(\.skipped)
  }

  @Test func aCleanRunIsRecordedAndARerunReadsNoJob() throws {
    let folder = try Self.workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(Self.upToDate(folder) == nil)
    #expect(try Self.run(folder) == [4, 0, 0])
    #expect(Self.upToDate(folder) == 4)
    // Read job by job, it agrees, and the record stays true.
    #expect(try Self.run(folder) == [0, 4, 0])
    #expect(Self.upToDate(folder) == 4)
    // --force reads every job.
    #expect(
      BatchRunner.upToDate(Self.manifest(folder), policy: .contained, options: .init(workers: 1, force: true)) == nil)
  }

  /// A change after a clean run: a rerun must read the jobs, and then renders `rendered` of 4.
  struct Change: CustomTestStringConvertible, Sendable {
    let testDescription: String
    let rendered: Int?
    let make: @Sendable (URL) throws -> Void
  }

  static let changes: [Change] = [
    Change(testDescription: "an output deleted", rendered: 1) { folder in
      try FileManager.default.removeItem(at: folder.appendingPathComponent("out/job1.png"))
    },
    Change(testDescription: "an output edited, its time kept", rendered: 1) { folder in
      let path = folder.appendingPathComponent("out/job1.png").path
      let date = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
      let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
      try handle.seekToEnd()
      try handle.write(contentsOf: Data([0]))
      try handle.close()
      try FileManager.default.setAttributes([.modificationDate: date!], ofItemAtPath: path)
    },
    Change(testDescription: "an output replaced by a link to a copy", rendered: nil) { folder in
      let output = folder.appendingPathComponent("out/job2.png")
      let copy = folder.appendingPathComponent("copy.png")
      try FileManager.default.copyItem(at: output, to: copy)
      try FileManager.default.removeItem(at: output)
      try FileManager.default.createSymbolicLink(at: output, withDestinationURL: copy)
    },
    Change(testDescription: "a tag of the manifest", rendered: 1) { folder in
      let path = Self.manifest(folder)
      let text = try String(contentsOfFile: path, encoding: .utf8)
      try text.replacingOccurrences(of: "job1, swift", with: "job1, swiftly").write(
        toFile: path, atomically: true, encoding: .utf8)
      try Self.settle(folder)
    },
    Change(testDescription: "a tag file's bytes, its size and time kept", rendered: 1) { folder in
      try "alpha\nbetA\n".write(to: folder.appendingPathComponent("tags.txt"), atomically: true, encoding: .utf8)
      try Self.settle(folder)
    },
    Change(testDescription: "the render record deleted", rendered: 4) { folder in
      try FileManager.default.removeItem(at: folder.appendingPathComponent(".tagflow-state"))
    },
    Change(testDescription: "the render record added to", rendered: 0) { folder in
      let handle = try FileHandle(forWritingTo: folder.appendingPathComponent(".tagflow-state"))
      try handle.seekToEnd()
      try handle.write(contentsOf: Data("\(String(repeating: "0", count: 64)) 1 1 elsewhere.png\n".utf8))
      try handle.close()
    },
    Change(testDescription: "the outputs' folder moved and linked back", rendered: 0) { folder in
      let out = folder.appendingPathComponent("out")
      let moved = folder.appendingPathComponent("moved")
      try FileManager.default.moveItem(at: out, to: moved)
      try FileManager.default.createSymbolicLink(at: out, withDestinationURL: moved)
    },
  ]

  @Test(arguments: changes)
  func aChangeAfterACleanRunIsSeen(change: Change) throws {
    let folder = try Self.workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try Self.run(folder) == [4, 0, 0])
    #expect(Self.upToDate(folder) == 4)
    try change.make(folder)
    #expect(Self.upToDate(folder) == nil)
    let rendered = try Self.run(folder)[0]
    // nil: either (a link to a copy is current job by job when the copy kept the time to the nanosecond).
    #expect(change.rendered.map { $0 == rendered } ?? (rendered <= 1), "rendered \(rendered)")
  }

  /// A record is of one shard: another shard reads its jobs.
  @Test func aRecordIsOfItsShard() throws {
    let folder = try Self.workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try #require(Shard("1/2"))
    #expect(try Self.run(folder, shard: first) == [2, 0, 0])
    #expect(Self.upToDate(folder, shard: first) == 2)
    #expect(Self.upToDate(folder, shard: Shard("2/2")) == nil)
    #expect(Self.upToDate(folder) == nil)
  }

  /// Runs that are not whole and clean are not recorded: a manifest with a problem, and a
  /// manifest changed less than a second before the run.
  @Test func onlyCleanSettledRunsAreRecorded() throws {
    let folder = try BatchCommandTests.workspace(
      jobs: 2, extra: "  - {output: out/bad.png, tags: [x], justify: left}\n")
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.settle(folder)
    #expect(try Self.run(folder) == [2, 0, 1])
    #expect(Self.upToDate(folder) == nil)
    let fresh = try BatchCommandTests.workspace(jobs: 2)
    defer { try? FileManager.default.removeItem(at: fresh) }
    #expect(try Self.run(fresh) == [2, 0, 0])
    #expect(Self.upToDate(fresh) == nil)
    #expect(!FileManager.default.fileExists(atPath: fresh.appendingPathComponent(".tagflow-run").path))
  }

  /// The record is replaced by a file where a link was, never written through.
  @Test func aLinkInPlaceOfTheRecordIsReplaced() throws {
    let folder = try Self.workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    let outside = folder.appendingPathComponent("outside.txt")
    try Data("keep\n".utf8).write(to: outside)
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent(".tagflow-run"), withDestinationURL: outside)
    try Self.settle(folder)
    #expect(try Self.run(folder) == [4, 0, 0])
    #expect(try String(contentsOf: outside, encoding: .utf8) == "keep\n")
    #expect(Self.upToDate(folder) == 4)
  }
}

// Batch runs: good jobs render past bad ones, unchanged jobs are skipped, any worker count gives the same bytes.

import Foundation
import Synchronization
import Testing

@testable import TagFlow
@testable import TagFlowBatch

@Suite struct BatchRunnerTests {
  /// A folder with a manifest of `count` jobs (the test fonts only), and tag files.
  struct Workspace {
    let folder: URL
    var manifest: String { folder.appendingPathComponent("manifest.yaml").path }

    init(jobs count: Int, extra: String = "") throws {
      folder = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-batch-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let fonts = Fixtures.fonts.files.map { "\"\($0)\"" }.joined(separator: ", ")
      var text = "defaults:\n  width: 300\n  systemFonts: false\n  fontFiles: [\(fonts)]\njobs:\n"
      for index in 0..<count {
        try "tag\(index)\nswift\nlinux\n".write(
          to: folder.appendingPathComponent("tags\(index).txt"), atomically: true, encoding: .utf8)
        text += "  - {output: out/job\(index).png, tagsFile: tags\(index).txt}\n"
      }
      try (text + extra).write(to: URL(fileURLWithPath: manifest), atomically: true, encoding: .utf8)
    }

    /// The manifest, trusted to read the test fonts from outside its folder.
    var loaded: Manifest {
      get throws { try Manifest.load(manifest, policy: ManifestPolicy(allowsOutsidePaths: true)) }
    }

    func run(workers: Int = 2, force: Bool = false, shard: Shard? = nil) throws -> BatchSummary {
      BatchRunner.run(try loaded, options: BatchOptions(workers: workers, force: force, shard: shard))
    }

    func bytes(_ name: String) throws -> Data { try Data(contentsOf: folder.appendingPathComponent(name)) }

    func remove() { try? FileManager.default.removeItem(at: folder) }
  }

  @Test func goodJobsRenderPastBadOnes() throws {
    let space = try Workspace(jobs: 3, extra: "  - {output: out/bad.png, tags: [x], fill: \"#12\"}\n")
    defer { space.remove() }
    let summary = try space.run()
    #expect(summary.rendered == 3)
    #expect(summary.invalidJobCount == 1)
    #expect(!summary.succeeded)
    #expect(summary.invalid.first?.message.contains("jobs[3].fill") == true)
    #expect(!FileManager.default.fileExists(atPath: space.folder.appendingPathComponent("out/bad.png").path))
  }

  @Test func unchangedJobsAreSkippedAndChangedOnesRenderAgain() throws {
    let space = try Workspace(jobs: 4)
    defer { space.remove() }
    #expect(try space.run().rendered == 4)
    let again = try space.run()
    #expect(again.skipped == 4 && again.rendered == 0)

    try "changed\n".write(to: space.folder.appendingPathComponent("tags2.txt"), atomically: true, encoding: .utf8)
    try FileManager.default.removeItem(at: space.folder.appendingPathComponent("out/job3.png"))
    let third = try space.run()
    #expect(third.results.filter { $0.status == .rendered }.map(\.index) == [2, 3])
    #expect(third.skipped == 2)
    #expect(try space.run(force: true).rendered == 4)
  }

  /// A record written before fingerprints were SHA-256 (32 hex digits of FNV) matches no
  /// job: everything renders once, and the run after that skips everything.
  @Test func aRecordWithOldFingerprintsRendersEverythingOnce() throws {
    let space = try Workspace(jobs: 3)
    defer { space.remove() }
    #expect(try space.run().rendered == 3)
    let state = space.folder.appendingPathComponent(".tagflow-state")
    let lines = try String(contentsOf: state, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines.allSatisfy { $0.prefix { $0 != " " }.count == 64 })
    let old = lines.map { "6c62272e07bb0142cbf29ce484222325" + $0.drop { $0 != " " } + "\n" }.joined()
    try old.write(to: state, atomically: true, encoding: .utf8)
    let again = try space.run()
    #expect(again.rendered == 3 && again.skipped == 0)
    let third = try space.run()
    #expect(third.skipped == 3 && third.rendered == 0)
  }

  @Test func anyWorkerCountGivesTheSameBytes() throws {
    let space = try Workspace(jobs: 6)
    defer { space.remove() }
    _ = try space.run(workers: 1, force: true)
    let one = try (0..<6).map { try space.bytes("out/job\($0).png") }
    _ = try space.run(workers: 3, force: true)
    let three = try (0..<6).map { try space.bytes("out/job\($0).png") }
    #expect(one == three)
  }

  @Test func shardsRenderEveryJobExactlyOnce() throws {
    let space = try Workspace(jobs: 7)
    defer { space.remove() }
    var rendered: [Int] = []
    for index in 1...3 {
      rendered += try space.run(force: true, shard: Shard("\(index)/3")).results.map(\.index)
    }
    #expect(rendered.sorted() == Array(0..<7))
  }

  @Test func leftoverTemporaryFilesAreRemoved() throws {
    let space = try Workspace(jobs: 1)
    defer { space.remove() }
    let out = space.folder.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    try Data("half".utf8).write(to: out.appendingPathComponent(".job0.png.tmp-AbC123"))
    try Data("keep".utf8).write(to: out.appendingPathComponent(".other.png.tmp-AbC123"))
    _ = try space.run()
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == [".other.png.tmp-AbC123", "job0.png"])
  }

  @Test func cancellingStopsBetweenJobs() throws {
    let space = try Workspace(jobs: 5)
    defer { space.remove() }
    let summary = BatchRunner.run(
      try space.loaded, options: BatchOptions(workers: 1), cancellation: Cancellation { _ in true })
    #expect(summary.interrupted)
    #expect(summary.results.isEmpty)
  }

  /// Cancelled inside its job (at the first check of each kind), the second job writes
  /// nothing, leaves no temporary file and is not counted; the first is done and recorded.
  @Test(arguments: [Checkpoint.shape, .draw, .encode, .write])
  func cancellingInsideAJobWritesNothing(point: Checkpoint) throws {
    let space = try Workspace(jobs: 3)
    defer { space.remove() }
    let jobs = Mutex(0)
    let summary = BatchRunner.run(
      try space.loaded, options: BatchOptions(workers: 1),
      cancellation: Cancellation { at in
        jobs.withLock { started in
          if at == .job { started += 1 }
          return started >= 2 && at == point
        }
      })
    #expect(summary.interrupted)
    #expect(summary.results.map(\.index) == [0])
    let out = space.folder.appendingPathComponent("out")
    #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["job0.png"])
    let again = try space.run(workers: 1)
    #expect(again.results.map(\.status) == [.skipped, .rendered, .rendered])
  }
}

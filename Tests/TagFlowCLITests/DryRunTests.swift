// --dry-run lists what render, markdown and batch would write and leaves the folder as it was; --verbose lists what was written.

import Foundation
import Testing

@Suite struct DryRunTests {
  /// Every path under `folder` with its size and modification time: a dry run changes none.
  static func listing(_ folder: URL) throws -> [String: String] {
    var files: [String: String] = [:]
    let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
    while let path = enumerator.nextObject() as? String {
      let attributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(path).path)
      let size = (attributes[.size] as? NSNumber)?.intValue ?? -1
      let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
      files[path] = "\(size) \(modified)"
    }
    return files
  }

  /// Runs `arguments` in `folder` and expects the folder to be exactly as it was.
  static func unchanged(_ arguments: [String], in folder: URL) throws -> CommandResult {
    let before = try listing(folder)
    let result = try TagflowBinary.run(arguments, in: folder)
    #expect(try listing(folder) == before, "\(arguments) changed the folder")
    return result
  }

  @Test func renderListsAndWritesNothing() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let dry = try Self.unchanged(["render", "swift", "linux", "-o", "out/tags.png", "--dry-run"], in: folder)
    #expect(dry.status == 0, "\(dry.stderr)")
    #expect(dry.stdoutText == "would write out/tags.png\n")
    // A bad value is the same error as without --dry-run.
    let bad = try Self.unchanged(["render", "a", "-o", "a.png", "--justify", "sideways", "--dry-run"], in: folder)
    #expect(bad.status == 2)
    #expect(bad.stdoutText.isEmpty)
    let real = try TagflowBinary.run(["render", "swift", "-o", "out/tags.png", "--verbose"], in: folder)
    #expect(real.status == 0, "\(real.stderr)")
    #expect(real.stdoutText == "wrote out/tags.png\n")
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/tags.png").path))
  }

  @Test func markdownListsImagesAndDocument() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "# Tags\n\n```tags\nswift, linux\n```\n\n```tags\ncairo\n```\n".write(
      to: folder.appendingPathComponent("in.md"), atomically: true, encoding: .utf8)
    let arguments = ["markdown", "in.md", "-o", "docs/out.md", "--images", "img"]
    let dry = try Self.unchanged(arguments + ["--dry-run"], in: folder)
    #expect(dry.status == 0, "\(dry.stderr)")
    let listed = ["docs/img/out-1.svg", "docs/img/out-2.svg", "docs/out.md"]
    #expect(dry.stdoutText == listed.map { "would write \($0)\n" }.joined())
    let real = try TagflowBinary.run(arguments + ["--verbose"], in: folder)
    #expect(real.status == 0, "\(real.stderr)")
    #expect(real.stdoutText == listed.map { "wrote \($0)\n" }.joined())
    for path in listed { #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path)) }
  }

  /// A batch's dry run renders nothing and keeps no record: every job would render, and after a
  /// real run every job is up to date; problems still exit 1.
  @Test func batchListsWhatWouldRenderAndKeepsNoRecord() throws {
    let folder = try BatchCommandTests.workspace(jobs: 2)
    defer { try? FileManager.default.removeItem(at: folder) }
    let dry = try Self.unchanged(["batch", "manifest.yaml", "--dry-run"], in: folder)
    #expect(dry.status == 0, "\(dry.stderr)")
    #expect(dry.stdoutText == "would write out/job0.png\nwould write out/job1.png\n")
    #expect(dry.stderr == "2 jobs: 2 would render, 0 up to date, 0 problems; dry run: nothing written\n")
    let real = try TagflowBinary.run(["batch", "manifest.yaml", "--verbose"], in: folder)
    #expect(real.status == 0, "\(real.stderr)")
    #expect(real.stdoutText == "wrote out/job0.png\nwrote out/job1.png\n")
    let again = try Self.unchanged(["batch", "manifest.yaml", "--dry-run"], in: folder)
    #expect(again.stdoutText == "up to date out/job0.png\nup to date out/job1.png\n")
    let forced = try Self.unchanged(["batch", "manifest.yaml", "--dry-run", "--force"], in: folder)
    #expect(forced.stdoutText == "would write out/job0.png\nwould write out/job1.png\n")

    let broken = try BatchCommandTests.workspace(
      jobs: 1, extra: "  - {output: out/bad.png, tags: [x], justify: left}\n")
    defer { try? FileManager.default.removeItem(at: broken) }
    let invalid = try Self.unchanged(["batch", "manifest.yaml", "--dry-run"], in: broken)
    #expect(invalid.status == 1)
    #expect(invalid.stdoutText == "would write out/job0.png\n")
    #expect(invalid.stderr.contains("jobs[1].justify: 'left' is not valid"), "\(invalid.stderr)")
  }
}

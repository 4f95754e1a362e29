// --dry-run lists what render, markdown, batch and check would write and leaves the folder as it was; --verbose lists what was written.

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

  /// A check's dry run compares nothing and writes nothing (no reference, artifact, report or
  /// `last-run.json`), and says for each image what a run would do under each record mode.
  @Test func checkListsWhatItWouldCompareAndWritesNothing() throws {
    let folder = try BatchCommandTests.workspace(
      jobs: 2, extra: "  - {output: out/new.png, tags: [new]}\n  - {output: out/dir.png, tags: [dir]}\n")
    defer { try? FileManager.default.removeItem(at: folder) }
    let made = try TagflowBinary.run(["batch", "manifest.yaml", "-q"], in: folder)
    #expect(made.status == 0, "\(made.stderr)")
    try FileManager.default.removeItem(at: folder.appendingPathComponent("out/new.png"))
    // A reference that is a folder: a run cannot compare with it.
    try FileManager.default.removeItem(at: folder.appendingPathComponent("out/dir.png"))
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("out/dir.png"), withIntermediateDirectories: false)

    let check = ["check", "manifest.yaml", "--dry-run"]
    let missing = try Self.unchanged(check + ["--record", "missing"], in: folder)
    #expect(missing.status == 0, "\(missing.stderr)")
    #expect(
      missing.stdoutText == """
        would compare out/job0.png with out/job0.png
        would compare out/job1.png with out/job1.png
        would write out/new.png (no reference yet: the run fails until it is committed)
        would fail out/dir.png: cannot read reference out/dir.png: it is a folder
        would write .tagflow-check/last-run.json
        4 images: 2 would compare, 1 would write a reference, 1 would fail, 0 problems; dry run: nothing written

        """)
    let never = try Self.unchanged(check + ["--record", "never", "-q", "--grep", "new"], in: folder)
    #expect(
      never.stdoutText == """
        would fail out/new.png: no reference at out/new.png
        1 image: 0 would compare, 0 would write references, 1 would fail, 0 problems; dry run: nothing written

        """)
    let update = try Self.unchanged(check + ["-u", "--grep", "job0", "--references", "refs"], in: folder)
    #expect(update.stdoutText.hasPrefix("would write refs/out/job0.png (no reference yet"), "\(update.stdoutText)")
    let failed = try Self.unchanged(check + ["-u", "--grep", "job0"], in: folder)
    #expect(
      failed.stdoutText.hasPrefix(
        "would compare out/job0.png with out/job0.png, and write out/job0.png if it differs\n"))
    let all = try Self.unchanged(
      check + ["--record", "all", "--grep", "job1", "--report", "r", "--junit", "j.xml", "--artifacts", "a"],
      in: folder)
    #expect(
      all.stdoutText == """
        would write out/job1.png (record mode all)
        would write a/last-run.json
        would write r/index.html
        would write j.xml
        1 image: 0 would compare, 1 would write a reference, 0 would fail, 0 problems; dry run: nothing written

        """)
    // A filter that selects nothing is the same error as in a run.
    let none = try Self.unchanged(check + ["--grep", "nothing-matches"], in: folder)
    #expect(none.status == 2)

    // --verbose lists what a real run wrote: the new reference and the run's record.
    let real = try TagflowBinary.run(
      ["check", "manifest.yaml", "--record", "missing", "--grep", "job|new", "--verbose", "-q"], in: folder)
    #expect(real.status == 1, "\(real.stderr)")
    #expect(real.stdoutText.contains("wrote out/new.png\n"), "\(real.stdoutText)")
    #expect(real.stdoutText.contains("wrote .tagflow-check/last-run.json\n"), "\(real.stdoutText)")

    let broken = try BatchCommandTests.workspace(
      jobs: 1, extra: "  - {output: out/bad.png, tags: [x], justify: left}\n")
    defer { try? FileManager.default.removeItem(at: broken) }
    let invalid = try Self.unchanged(["check", "manifest.yaml", "--dry-run", "--record", "never"], in: broken)
    #expect(invalid.status == 1)
    #expect(invalid.stdoutText.hasPrefix("would fail out/job0.png: no reference at out/job0.png\n"))
    #expect(invalid.stdoutText.hasSuffix("1 problem; dry run: nothing written\n"), "\(invalid.stdoutText)")
    #expect(invalid.stderr.contains("jobs[1].justify: 'left' is not valid"), "\(invalid.stderr)")
  }
}

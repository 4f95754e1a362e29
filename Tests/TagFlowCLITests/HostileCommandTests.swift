// Hostile runs of the real binary: batches and shards at once on one manifest, signals during a
// long render, text no font covers, and paths that lead out of the manifest's folder.

import Foundation
import Testing

@Suite struct HostileCommandTests {
  /// Outputs and stray temporary files under `folder/out`.
  static func contents(of folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path)) ?? []).sorted()
  }

  static func start(_ arguments: [String], in folder: URL) throws -> Process {
    let process = Process()
    process.executableURL = TagflowBinary.url
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.standardError = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    return process
  }

  /// Two batches of one manifest at once: neither removes the other's temporary files,
  /// both succeed, and what they rendered is recorded.
  @Test func twoBatchesAtOnce() throws {
    let total = 120
    let folder = try BatchCommandTests.workspace(jobs: total)
    defer { try? FileManager.default.removeItem(at: folder) }
    let runs = try (0..<2).map { _ in try Self.start(["batch", "manifest.yaml", "--jobs", "1", "-q"], in: folder) }
    for run in runs { run.waitUntilExit() }
    #expect(runs.map(\.terminationStatus) == [0, 0])
    #expect(Self.contents(of: folder).count == total, "\(Self.contents(of: folder).filter { $0.hasPrefix(".") })")
    let again = try TagflowBinary.run(["batch", "manifest.yaml"], in: folder)
    #expect(again.stderr.contains("\(total) jobs: 0 rendered, \(total) skipped"), "\(again.stderr)")
  }

  /// A temporary file that looks stale is left alone while another batch of the
  /// manifest runs (here: while this test holds the batch lock), and removed once none does.
  @Test func temporaryFilesOfARunningBatchAreLeftAlone() throws {
    let folder = try BatchCommandTests.workspace(jobs: 2)
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    let temporary = out.appendingPathComponent(".job1.png.tmp-AbC123")
    try Data("half".utf8).write(to: temporary)
    let lock = open(folder.appendingPathComponent("manifest.yaml").path, O_RDONLY)
    #expect(flock(lock, LOCK_SH) == 0)
    let beside = try TagflowBinary.run(["batch", "manifest.yaml", "-q"], in: folder)
    #expect(beside.status == 0, "\(beside.stderr)")
    #expect(FileManager.default.fileExists(atPath: temporary.path))
    close(lock)
    let alone = try TagflowBinary.run(["batch", "manifest.yaml", "-q", "--force"], in: folder)
    #expect(alone.status == 0, "\(alone.stderr)")
    #expect(Self.contents(of: folder) == ["job0.png", "job1.png"])
  }

  /// Every shard of a manifest at once, on one machine: no shard's records are lost.
  @Test(arguments: [2, 3])
  func shardsAtOnceKeepEveryRecord(shards: Int) throws {
    let total = 90
    let folder = try BatchCommandTests.workspace(jobs: total)
    defer { try? FileManager.default.removeItem(at: folder) }
    let runs = try (1...shards).map { index in
      try Self.start(["batch", "manifest.yaml", "--jobs", "1", "-q", "--shard", "\(index)/\(shards)"], in: folder)
    }
    for run in runs { run.waitUntilExit() }
    #expect(runs.allSatisfy { $0.terminationStatus == 0 })
    let again = try TagflowBinary.run(["batch", "manifest.yaml"], in: folder)
    #expect(again.stderr.contains("\(total) jobs: 0 rendered, \(total) skipped"), "\(again.stderr)")
    // The record holds one line per output once the last run has tidied it.
    let state = try String(contentsOf: folder.appendingPathComponent(".tagflow-state"), encoding: .utf8)
    #expect(state.split(separator: "\n").count == total)
  }

  /// A folder with one long job (2,000 tags, 1 MB of SVG) in `manifest.yaml`, its tags in
  /// `long.txt`, and the arguments that render it with `command` into `out/long.svg`.
  static func longJob(for command: String) throws -> (folder: URL, arguments: [String]) {
    let folder = try temporaryFolder()
    let fonts = try copyFixtureFonts(into: folder)
    try (0..<2_000).map { "tag\($0) " + String(repeating: "word ", count: 8) }.joined(separator: "\n").write(
      to: folder.appendingPathComponent("long.txt"), atomically: true, encoding: .utf8)
    try """
    defaults: {systemFonts: false, fontFiles: [\(fonts.joined(separator: ", "))], width: 600}
    jobs:
      - {output: out/long.svg, tagsFile: long.txt}
    """.write(to: folder.appendingPathComponent("manifest.yaml"), atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
    let arguments =
      command == "batch"
      ? ["batch", "manifest.yaml", "-q"]
      : [
        "render", "--input", "long.txt", "--width", "600", "--no-system-fonts", "--font-file", fonts[0], "-o",
        "out/long.svg",
      ]
    return (folder, arguments)
  }

  /// Every place where a long job can be when SIGINT or SIGTERM comes: held there
  /// (TAGFLOW_TEST_HOLD_AT), so the job is provably unfinished whatever the machine's
  /// speed, the signal ends the process by that signal, and no output, temporary
  /// file or record of the job is left. A batch stops the job at its next check;
  /// `render` ends at once (its handler removes the temporary file).
  @Test(
    arguments: [SIGINT, SIGTERM],
    ["batch:shape", "batch:draw", "batch:encode", "batch:write", "render:draw", "render:write"])
  func signalsStopALongJobWhereverItIs(signal: Int32, place: String) throws {
    let command = String(place.prefix { $0 != ":" })
    let point = String(place.drop { $0 != ":" }.dropFirst())
    let (folder, arguments) = try Self.longJob(for: command)
    defer { try? FileManager.default.removeItem(at: folder) }
    let held = try HeldProcess(arguments, in: folder, holdAt: point)
    #expect(held.waitUntilHeld(), "never held at \(point): \(held.stderr)")
    held.signal(signal)
    #expect(held.endedBy(signal), "status \(held.process.terminationStatus): \(held.stderr)")
    #expect(Self.contents(of: folder).isEmpty, "\(Self.contents(of: folder))")
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".tf-") }
    #expect(left.isEmpty, "\(left)")
    let record = (try? String(contentsOf: folder.appendingPathComponent(".tagflow-state"), encoding: .utf8)) ?? ""
    #expect(!record.contains("long.svg"), "\(record)")
    if command == "batch" {
      // Stopped by its checks, or, if those took longer than the deadline, by the deadline.
      #expect(
        held.stderr.contains("interrupted: run again to finish the rest")
          || held.stderr.contains("a job was still running and is abandoned"), "\(held.stderr)")
    }
  }

  /// A job stuck where no check reaches (reading a font that is a FIFO nobody writes
  /// to): the signal still ends the process by that signal, at the deadline, writing nothing.
  @Test(arguments: [SIGINT, SIGTERM])
  func aJobStuckInOneCallIsAbandoned(signal: Int32) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("font.ttf").path
    #expect(mkfifo(fifo, 0o600) == 0)
    try """
    defaults: {systemFonts: false, fontFiles: [font.ttf]}
    jobs:
      - {output: out/a.svg, tags: [a]}
    """.write(to: folder.appendingPathComponent("manifest.yaml"), atomically: true, encoding: .utf8)
    let batch = try HeldProcess(["batch", "manifest.yaml"], in: folder, holdAt: nil)
    // Opening a FIFO to write waits for its reader: once open, the job is reading the font,
    // and stays there, since nothing is written.
    let writer = open(fifo, O_WRONLY)
    defer { close(writer) }
    #expect(writer >= 0)
    batch.signal(signal)
    #expect(batch.endedBy(signal), "status \(batch.process.terminationStatus): \(batch.stderr)")
    #expect(batch.stderr.contains("tagflow: interrupted; a job was still running and is abandoned"), "\(batch.stderr)")
    #expect(Self.contents(of: folder).isEmpty)
  }

  /// After a signal no job starts, and the jobs that finished before it are recorded.
  @Test(arguments: [SIGINT, SIGTERM])
  func aSignalBetweenJobsKeepsWhatFinished(signal: Int32) throws {
    let folder = try BatchCommandTests.workspace(jobs: 5)
    defer { try? FileManager.default.removeItem(at: folder) }
    // The third job is about to start: two have finished.
    let held = try HeldProcess(["batch", "manifest.yaml", "--jobs", "1"], in: folder, holdAt: "job:3")
    #expect(held.waitUntilHeld(), "\(held.stderr)")
    held.signal(signal)
    #expect(held.endedBy(signal), "status \(held.process.terminationStatus): \(held.stderr)")
    #expect(held.stderr.contains("5 jobs: 2 rendered, 0 skipped, 0 failed"), "\(held.stderr)")
    #expect(held.stderr.contains("; interrupted: run again to finish the rest"), "\(held.stderr)")
    #expect(Self.contents(of: folder) == ["job0.png", "job1.png"])
    let again = try TagflowBinary.run(["batch", "manifest.yaml"], in: folder)
    #expect(again.status == 0 && again.stderr.contains("5 jobs: 3 rendered, 2 skipped"), "\(again.stderr)")
  }

  @Test func textNoFontCoversIsReportedAndStrictFails() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let dejaVu = try #require(
      stride(from: 1, to: fixtureFonts.count, by: 2).map { fixtureFonts[$0] }.first {
        $0.hasSuffix("/DejaVuSans.ttf")
      })
    let tags = ["swift", "日本語", "한국어", "हिन्दी", "ภาษาไทย", "🚀 launch"]
    let isolated = ["--no-system-fonts", "--font-file", dejaVu]
    for (command, output) in [("render", "a.png"), ("layout", "a.json")] {
      let warned = try TagflowBinary.run([command] + tags + isolated + ["-o", output], in: folder)
      #expect(warned.status == 0)
      let lines = warned.stderr.split(separator: "\n")
      #expect(lines.count == 1, "\(warned.stderr)")
      for expected in [
        "tagflow: warning:", "日本語", "Hangul", "Devanagari", "Thai", "Emoji", "they are drawn as boxes",
        "Pass --font-file with a font that covers them",
      ] {
        #expect(warned.stderr.contains(expected), "\(expected) in \(warned.stderr)")
      }
      // --no-system-fonts leaves the installed fonts out: packages would not help.
      #expect(!warned.stderr.contains("fonts-noto"), "\(warned.stderr)")
      try? FileManager.default.removeItem(at: folder.appendingPathComponent(output))
      let strict = try TagflowBinary.run([command] + tags + isolated + ["--strict", "-o", output], in: folder)
      #expect(strict.status != 0)
      #expect(
        strict.stderr.hasPrefix("tagflow: error: no font of --font-file (the installed ones left out) can draw"),
        "\(strict.stderr)")
      #expect(strict.stderr.contains("; nothing was drawn. Pass --font-file"), "\(strict.stderr)")
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(output).path))
      let covered = try TagflowBinary.run(
        [command, "swift", "café"] + isolated + ["--strict", "-o", output], in: folder)
      #expect(covered.status == 0 && covered.stderr.isEmpty, "\(covered.stderr)")
    }
    // A batch warns once for all its jobs; with --strict the jobs with such text fail.
    let fonts = try copyFixtureFonts(into: folder).filter { $0.hasSuffix("/DejaVuSans.ttf") }
    try """
    defaults: {systemFonts: false, fontFiles: [\(fonts[0])]}
    jobs:
      - {output: out/a.png, tags: [swift, 日本語]}
      - {output: out/b.png, tags: [ok, 한국어]}
      - {output: out/c.png, tags: [fine]}
    """.write(to: folder.appendingPathComponent("manifest.yaml"), atomically: true, encoding: .utf8)
    let batch = try TagflowBinary.run(["batch", "manifest.yaml", "-q", "--force"], in: folder)
    #expect(batch.status == 0)
    #expect(batch.stderr.split(separator: "\n").count == 1 && batch.stderr.contains("'日本語', '한국어'"), "\(batch.stderr)")
    let strict = try TagflowBinary.run(["batch", "manifest.yaml", "-q", "--force", "--strict"], in: folder)
    #expect(strict.status == 1)
    #expect(strict.stderr.contains("job 0") && strict.stderr.contains("job 1") && !strict.stderr.contains("job 2"))
  }

  @Test func aMillionBadJobsPrintAHundredProblems() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try ("jobs:\n" + String(repeating: "  - {}\n", count: 200_000)).write(
      to: folder.appendingPathComponent("m.yaml"), atomically: true, encoding: .utf8)
    let result = try TagflowBinary.run(["batch", "m.yaml", "-q"], in: folder)
    #expect(result.status == 1)
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 102, "\(lines.suffix(3))")
    #expect(lines[100] == "m.yaml: 199900 more problems not shown")
  }

  @Test func badTargetsForTheReportGetOneLineAndAFolderForTheRecordAWarning() throws {
    let folder = try BatchCommandTests.workspace(jobs: 2)
    defer { try? FileManager.default.removeItem(at: folder) }
    for report in [".", "out/..", folder.path] {
      let result = try TagflowBinary.run(["batch", "manifest.yaml", "--report", report], in: folder)
      #expect(result.status != 0)
      #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
      #expect(result.stderr.contains("--report") && result.stderr.contains("folder"), "\(result.stderr)")
    }
    // The render record is a cache: a folder in its place is a warning, and everything renders.
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent(".tagflow-state"), withIntermediateDirectories: true)
    for _ in 0..<2 {
      let state = try TagflowBinary.run(["batch", "manifest.yaml"], in: folder)
      #expect(state.status == 0)
      let lines = state.stderr.split(separator: "\n")
      #expect(
        lines.count == 2 && lines[0].hasPrefix("tagflow: warning: render record '.tagflow-state' is a folder")
          && lines[1].hasPrefix("2 jobs: 2 rendered, 0 skipped"), "\(state.stderr)")
    }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(".tagflow-state").path).isEmpty)
  }

  @Test func manifestsStayInTheirFolderUnlessAllowed() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let site = root.appendingPathComponent("site")
    try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
    let fonts = try copyFixtureFonts(into: site)
    try "secret\n".write(to: root.appendingPathComponent("secret.txt"), atomically: true, encoding: .utf8)
    try """
    defaults: {systemFonts: false, fontFiles: [\(fonts.joined(separator: ", "))]}
    jobs:
      - {output: ../escaped/a.svg, tags: [a]}
      - {output: b.svg, tagsFile: ../secret.txt}
      - {output: c.svg, tags: [{text: c, link: "javascript:alert(1)"}]}
    """.write(to: site.appendingPathComponent("m.yaml"), atomically: true, encoding: .utf8)
    let refused = try TagflowBinary.run(["batch", "site/m.yaml", "-q"], in: root)
    #expect(refused.status != 0)
    #expect(refused.stderr.components(separatedBy: "outside the manifest's folder").count == 3, "\(refused.stderr)")
    #expect(refused.stderr.contains("jobs[2].tags[0].link"))
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("escaped").path))
    let allowed = try TagflowBinary.run(
      ["batch", "site/m.yaml", "-q", "--allow-outside", "--allow-link-scheme", "javascript"], in: root)
    #expect(allowed.status == 0, "\(allowed.stderr)")
    #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("escaped/a.svg").path))
  }
}

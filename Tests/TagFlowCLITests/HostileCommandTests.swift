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

  /// A long single job (hundreds of tags at the length limit) is not waited for:
  /// SIGINT or SIGTERM ends the process promptly, with a non-zero status, and
  /// leaves no output or temporary file behind.
  @Test(arguments: [SIGINT, SIGTERM], ["batch", "render"])
  func signalsStopALongRender(signal: Int32, command: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fonts = try copyFixtureFonts(into: folder)
    let line = String(repeating: "x", count: 9_990)
    try (0..<1_500).map { "tag\($0) \(line)" }.joined(separator: "\n").write(
      to: folder.appendingPathComponent("long.txt"), atomically: true, encoding: .utf8)
    try """
    defaults: {systemFonts: false, fontFiles: [\(fonts.joined(separator: ", "))], width: 300}
    jobs:
      - {output: out/long.svg, tagsFile: long.txt}
    """.write(to: folder.appendingPathComponent("manifest.yaml"), atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
    let arguments =
      command == "batch"
      ? ["batch", "manifest.yaml", "-q"]
      : ["render", "--input", "long.txt", "--no-system-fonts", "--font-file", fonts[0], "-o", "out/long.svg"]
    let process = try Self.start(arguments, in: folder)
    defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
    usleep(1_500_000)
    #expect(process.isRunning, "the render finished before the signal: nothing was tested")
    let sent = Date()
    kill(process.processIdentifier, signal)
    while process.isRunning, Date().timeIntervalSince(sent) < 20 { usleep(20_000) }
    #expect(!process.isRunning, "still running 20 s after the signal")
    if process.isRunning { return }
    #expect(process.terminationStatus != 0)
    #expect(Self.contents(of: folder).isEmpty, "\(Self.contents(of: folder))")
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
        "tagflow: warning:", "日本語", "Hangul", "Devanagari", "Thai", "Emoji", "fonts-noto-cjk",
        "fonts-noto-core", "fonts-noto-color-emoji",
      ] {
        #expect(warned.stderr.contains(expected), "\(expected) in \(warned.stderr)")
      }
      try? FileManager.default.removeItem(at: folder.appendingPathComponent(output))
      let strict = try TagflowBinary.run([command] + tags + isolated + ["--strict", "-o", output], in: folder)
      #expect(strict.status != 0)
      #expect(strict.stderr.hasPrefix("tagflow: error: no installed font"), "\(strict.stderr)")
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

  @Test func badTargetsForTheRecordAndReportGetOneLine() throws {
    let folder = try BatchCommandTests.workspace(jobs: 2)
    defer { try? FileManager.default.removeItem(at: folder) }
    for report in [".", "out/..", folder.path] {
      let result = try TagflowBinary.run(["batch", "manifest.yaml", "--report", report], in: folder)
      #expect(result.status != 0)
      #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
      #expect(result.stderr.contains("--report") && result.stderr.contains("folder"), "\(result.stderr)")
    }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent(".tagflow-state"), withIntermediateDirectories: true)
    let state = try TagflowBinary.run(["batch", "manifest.yaml"], in: folder)
    #expect(state.status != 0)
    #expect(state.stderr.split(separator: "\n").count == 1 && state.stderr.contains("is a folder"), "\(state.stderr)")
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

// `tagflow batch` as a pipeline uses it: problems located, failures listed, reports, kills survived.

import Foundation
import Testing

@Suite struct BatchCommandTests {
  /// A folder with a manifest whose jobs use copies of the committed test fonts
  /// (a manifest reads only inside its own folder).
  static func workspace(jobs: Int, extra: String = "") throws -> URL {
    let folder = try temporaryFolder()
    let fonts = try copyFixtureFonts(into: folder).map { "\"\($0)\"" }
    var text = "defaults:\n  width: 300\n  systemFonts: false\n  fontFiles: [\(fonts.joined(separator: ", "))]\njobs:\n"
    for index in 0..<jobs {
      text += "  - {output: out/job\(index).png, tags: [job\(index), swift, linux, pango, cairo, flexbox]}\n"
    }
    try (text + extra).write(to: folder.appendingPathComponent("manifest.yaml"), atomically: true, encoding: .utf8)
    return folder
  }

  @Test func reportsBadJobsRendersGoodOnesAndFails() throws {
    let folder = try Self.workspace(jobs: 2, extra: "  - {output: out/bad.png, tags: [x], justify: left}\n")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try TagflowBinary.run(["batch", "manifest.yaml", "--report", "report.json"], in: folder)
    #expect(result.status == 1)
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("manifest.yaml:8:47: jobs[2].justify: 'left' is not valid") == true, "\(lines)")
    #expect(lines.last?.hasPrefix("3 jobs: 2 rendered, 0 skipped, 1 failed") == true, "\(lines)")
    let out = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path)
    #expect(out.sorted() == ["job0.png", "job1.png"])
    let report = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("report.json")))
    let json = try #require(report as? [String: Any])
    #expect(json["rendered"] as? Int == 2)
    #expect(json["invalid"] as? Int == 1)
    #expect((json["jobs"] as? [[String: Any]])?.count == 2)
  }

  /// The summary counts as a person would write it: `1 job`, `2 jobs`.
  @Test(arguments: [(1, "1 job: 1 rendered"), (2, "2 jobs: 2 rendered")])
  func summarySaysJobOrJobs(jobs: Int, summary: String) throws {
    let folder = try Self.workspace(jobs: jobs)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try TagflowBinary.run(["batch", "manifest.yaml"], in: folder)
    #expect(result.status == 0)
    #expect(result.stderr.hasPrefix(summary + ", 0 skipped, 0 failed"), "\(result.stderr)")
  }

  /// The summary counts jobs and the files they wrote apart, and its rate is of jobs: generated
  /// manifests whose jobs each write one to three formats, some jobs up to date.
  @Test(arguments: 0..<4)
  func summaryCountsFilesApartFromJobs(seed: Int) throws {
    var random = SeededGenerator(UInt64(seed) &+ 37)
    let formats = ["png", "svg", "pdf"]
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fonts = try copyFixtureFonts(into: folder).map { "\"\($0)\"" }
    let jobs = Int.random(in: 1...6, using: &random)
    var written = 0
    var text = "defaults:\n  width: 300\n  systemFonts: false\n  fontFiles: [\(fonts.joined(separator: ", "))]\njobs:\n"
    for index in 0..<jobs {
      let count = Int.random(in: 1...3, using: &random)
      written += count
      let list = formats.shuffled(using: &random).prefix(count).joined(separator: ", ")
      text += "  - {output: out/job\(index), format: [\(list)], tags: [job\(index), swift]}\n"
    }
    try text.write(to: folder.appendingPathComponent("manifest.yaml"), atomically: true, encoding: .utf8)
    let result = try TagflowBinary.run(["batch", "manifest.yaml"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let files = written == 1 ? "1 file" : "\(written) files"
    let counted = "\(jobs) job\(jobs == 1 ? "" : "s")"
    let summary = try #require(result.stderr.split(separator: "\n").last.map(String.init))
    let pattern = try Regex(
      "\(counted): \(jobs) rendered, 0 skipped, 0 failed \\(\(files) written, [0-9]+\\.[0-9] jobs/s, [0-9]+\\.[0-9] s\\)"
    )
    #expect(summary.wholeMatch(of: pattern) != nil, "\(summary)")
    // Nothing rendered again: neither files nor a rate.
    let again = try TagflowBinary.run(["batch", "manifest.yaml"], in: folder)
    let last = try #require(again.stderr.split(separator: "\n").last.map(String.init))
    let skipped = try Regex("\(counted): 0 rendered, \(jobs) skipped, 0 failed \\([0-9]+\\.[0-9] s\\)")
    #expect(last.wholeMatch(of: skipped) != nil, "\(last)")
  }

  @Test func secondRunSkipsEverything() throws {
    let folder = try Self.workspace(jobs: 3)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try TagflowBinary.run(["batch", "manifest.yaml", "-q"], in: folder).status == 0)
    let again = try TagflowBinary.run(["batch", "manifest.yaml"], in: folder)
    #expect(again.status == 0)
    #expect(again.stderr.split(separator: "\n").last?.hasPrefix("3 jobs: 0 rendered, 3 skipped, 0 failed") == true)
  }

  /// A file at an output that no batch wrote (an image made by `render`, a file of the user's)
  /// is replaced with a warning naming it; what a batch wrote itself is replaced in silence.
  @Test func replacingAFileNoBatchWroteIsAWarning() throws {
    let folder = try Self.workspace(jobs: 7)
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    for index in [0, 2, 3, 4, 5, 6] { try Data("mine".utf8).write(to: out.appendingPathComponent("job\(index).png")) }
    let first = try TagflowBinary.run(["batch", "manifest.yaml", "--jobs", "4"], in: folder)
    #expect(first.status == 0)
    #expect(
      first.stderr.split(separator: "\n").first.map(String.init)
        == "tagflow: warning: replaced 6 files that no batch of this manifest had written (.tagflow-state has no "
        + "record of them): 'out/job0.png', 'out/job2.png', 'out/job3.png', 'out/job4.png', 'out/job5.png' and 1 "
        + "more; if they were made another way, give the manifest's outputs a folder of their own",
      "\(first.stderr)")
    // Written by a batch now: forced again, nothing to warn of.
    let again = try TagflowBinary.run(["batch", "manifest.yaml", "--force"], in: folder)
    #expect(again.status == 0)
    #expect(!again.stderr.contains("warning"), "\(again.stderr)")
    // One file made another way since the record was kept.
    try FileManager.default.removeItem(at: folder.appendingPathComponent(".tagflow-state"))
    try FileManager.default.removeItem(at: out)
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: out.appendingPathComponent("job1.png"))
    let one = try TagflowBinary.run(["batch", "manifest.yaml"], in: folder)
    #expect(
      one.stderr.split(separator: "\n").first.map(String.init)
        == "tagflow: warning: replaced 1 file that no batch of this manifest had written (.tagflow-state has no "
        + "record of it): 'out/job1.png'; if it was made another way, give the manifest's outputs a folder of "
        + "their own",
      "\(one.stderr)")
  }

  @Test func unreadableManifestsExitWith2() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "jobs: [\n".write(to: folder.appendingPathComponent("broken.yaml"), atomically: true, encoding: .utf8)
    // A problem inside the file has its place; a file that cannot be read is the command's error.
    for (name, start) in [("broken.yaml", "broken.yaml:2:1: "), ("missing.yaml", "tagflow: error: manifest: ")] {
      let result = try TagflowBinary.run(["batch", name], in: folder)
      #expect(result.status == 2)
      #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
      #expect(result.stderr.hasPrefix(start), "\(result.stderr)")
    }
  }

  @Test func validateOnlyChecks() throws {
    let folder = try Self.workspace(jobs: 2)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try TagflowBinary.run(["batch", "manifest.yaml", "--validate"], in: folder)
    #expect(result.status == 0)
    #expect(result.stderr == "2 jobs, 0 problems\n")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
  }

  /// Counts agree with their number: "1 job, 1 problem", never "1 jobs" (issue 24).
  @Test func validateCountsInTheSingular() throws {
    let folder = try Self.workspace(jobs: 0, extra: "  - {output: out/bad.png, tags: [x], justify: left}\n")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try TagflowBinary.run(["batch", "manifest.yaml", "--validate"], in: folder)
    #expect(result.status == 1)
    #expect(result.stderr.hasSuffix("\n1 job, 1 problem\n"), "\(result.stderr)")
  }

  @Test(arguments: [["--jobs", "0"], ["--shard", "3/2"], ["--shard", "x"]])
  func badOptionsGetOneLine(options: [String]) throws {
    let result = try TagflowBinary.run(["batch", "manifest.yaml"] + options)
    #expect(result.status != 0)
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
  }

  /// SIGKILL leaves no broken image: outputs are renamed into place whole, and the
  /// next run removes stray temporary files and renders only what is missing. The
  /// run is held as its eleventh job is about to start, so ten have provably finished
  /// and been recorded; a second run is held with that job's temporary file written.
  @Test func aKilledRunIsFinishedByTheNext() throws {
    let total = 400
    let folder = try Self.workspace(jobs: total)
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out")
    func images() -> [String] {
      ((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []).filter { $0.hasSuffix(".png") }
    }
    let first = try HeldProcess(["batch", "manifest.yaml", "--jobs", "1", "-q"], in: folder, holdAt: "job:11")
    #expect(first.waitUntilHeld(), "\(first.stderr)")
    first.signal(SIGKILL)
    let written = images()
    #expect(written.count == 10, "\(written)")
    for name in written {
      let bytes = try Data(contentsOf: out.appendingPathComponent(name))
      #expect(bytes.suffix(8) == Data([0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]), "\(name) is cut short")
    }

    let second = try HeldProcess(["batch", "manifest.yaml", "--jobs", "1", "-q"], in: folder, holdAt: "write")
    #expect(second.waitUntilHeld(), "\(second.stderr)")
    second.signal(SIGKILL)
    let stray = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasPrefix(".tf-") }
    #expect(stray.count == 1, "a SIGKILL leaves the temporary file of the job it stopped: \(stray)")
    #expect(images().count == 10)

    let rerun = try TagflowBinary.run(["batch", "manifest.yaml"], in: folder)
    #expect(rerun.status == 0, "\(rerun.stderr)")
    let finished = try FileManager.default.contentsOfDirectory(atPath: out.path)
    #expect(finished.count == total, "\(finished.filter { $0.hasPrefix(".") })")
    // Every image the killed run finished was recorded as it finished: only the rest render.
    let summary = rerun.stderr.split(separator: "\n").last.map(String.init) ?? ""
    #expect(summary.hasPrefix("\(total) jobs: \(total - 10) rendered, 10 skipped, 0 failed"), "\(summary)")
  }
}

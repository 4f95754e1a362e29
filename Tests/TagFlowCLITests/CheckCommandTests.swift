// `tagflow check` on the repository's own references: passes as committed, fails on real changes.

import Foundation
import TagFlow
import TagFlowComparison
import Testing

@Suite struct CheckCommandTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures")

  /// A copy of Fixtures/Check (manifest and references) beside a link to the test fonts,
  /// with `edit` applied to the manifest's text.
  static func copy(editing edit: (String) -> String) throws -> URL {
    let folder = try temporaryFolder()
    let check = folder.appendingPathComponent("Check")
    try FileManager.default.copyItem(at: fixtures.appendingPathComponent("Check"), to: check)
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("Fonts"), withDestinationURL: fixtures.appendingPathComponent("Fonts"))
    let manifest = check.appendingPathComponent("manifest.yaml")
    try edit(try String(contentsOf: manifest, encoding: .utf8)).write(to: manifest, atomically: true, encoding: .utf8)
    return folder
  }

  @Test func passesOnTheRepositorysOwnReferences() throws {
    let artifacts = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: artifacts) }
    let result = try TagflowBinary.run([
      "check", Self.fixtures.appendingPathComponent("Check/manifest.yaml").path, "--record", "never", "--allow-outside",
      "--artifacts", artifacts.path,
    ])
    #expect(result.status == 0, "\(result.stdoutText)\(result.stderr)")
    #expect(result.stdoutText.contains("4 images: 4 passed"))
  }

  /// Jobs a manifest's problems keep from checking: the run still compares the rest, ends
  /// with its summary counting them (1 job, 2 jobs) and exits 1, as `--help` says, whether
  /// some jobs have problems or all of them.
  @Test(arguments: [
    (
      "  - {output: a.png, tags: [x], justify: left}\n  - {output: b.png, tags: [y]}\n",
      "1 job not checked for its problems"
    ),
    (
      "  - {output: a.png, tags: [x], justify: left}\n  - {output: b.png, tag: [y]}\n",
      "2 jobs not checked for their problems"
    ),
  ])
  func jobsWithProblemsAreCountedAndExit1(jobs: String, count: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try ("jobs:\n" + jobs).write(to: folder.appendingPathComponent("m.yaml"), atomically: true, encoding: .utf8)
    let result = try TagflowBinary.run(["check", "m.yaml", "--record", "never"], in: folder)
    #expect(result.status == 1)
    let summary = try #require(result.stdoutText.split(separator: "\n").last)
    #expect(summary.hasSuffix("; \(count)"), "\(result.stdoutText)")
  }

  /// `check --help` states each default once, in numbers, the tolerance's among them.
  @Test func helpStatesEachDefaultOnce() throws {
    let help = try TagflowBinary.run(["check", "--help"]).stdoutText.split(whereSeparator: \.isWhitespace).joined(
      separator: " ")
    #expect(help.contains("decoding them (default: 67108864, 8192×8192). TRUST:"), "\(help)")
    #expect(help.contains("a share (0.5%) (default: 2;"), "\(help)")
    #expect(ReferenceChecker.defaultTolerance == .pixels(2))
    #expect(PNGDecoder.defaultMaxPixels == 8192 * 8192)
  }

  @Test(arguments: [
    ("a chip's colour", "    tags: [swift, linux", "    fill: \"#FCA5A5\"\n    tags: [swift, linux"),
    ("a tag's text", "tags: [swift, linux, pango", "tags: [swift, linus, pango"),
  ])
  func failsWithADiffImageAndAReport(change: String, from: String, to: String) throws {
    let folder = try Self.copy { $0.replacingOccurrences(of: from, with: to) }
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try TagflowBinary.run(
      [
        "check", "Check/manifest.yaml", "--record", "never", "--allow-outside", "--report", "report", "--artifacts",
        "artifacts",
      ],
      in: folder)
    #expect(result.status == 1, "\(change): \(result.stdoutText)")
    let lines = result.stdoutText.split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("FAILED references/tags.png: ") }, "\(result.stdoutText)")
    #expect(lines.contains { $0.hasPrefix("FAILED references/tags.svg: ") }, "\(result.stdoutText)")
    #expect(lines.contains { $0.hasPrefix("PASSED references/dark.png") })
    for file in ["artifacts/references/tags.diff.png", "artifacts/references/tags.actual.png", "report/index.html"] {
      #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path), "\(file)")
    }
    // tags.png and tags.svg fail together: each keeps a diff of its own.
    if VectorRasterizer().canRasterize(.svg) {
      let png = try Data(contentsOf: folder.appendingPathComponent("artifacts/references/tags.diff.png"))
      let svg = try Data(contentsOf: folder.appendingPathComponent("artifacts/references/tags.svg.diff.png"))
      #expect(png != svg, "\(change): one diff image for two formats")
    }
  }

  @Test func ignoresAChangeBelowTheThreshold() throws {
    // One step of one channel in a pale fill: no eye sees it, and the check does not either.
    let folder = try Self.copy {
      $0.replacingOccurrences(of: "    align: baseline", with: "    align: baseline\n    fill: \"#E9EEF7\"")
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try TagflowBinary.run(
      ["check", "Check/manifest.yaml", "--record", "never", "--allow-outside"], in: folder)
    #expect(result.status == 0, "\(result.stdoutText)")
    #expect(result.stdoutText.contains("PASSED references/cloud.png: matches"), "\(result.stdoutText)")
  }

  /// Truncated, corrupt, not-PNG and wrongly sized references: one ERROR or FAIL line each,
  /// the other jobs still checked, exit 1, nothing on stderr.
  @Test func brokenReferencesGetOneLineEach() throws {
    let folder = try Self.copy { $0 }
    defer { try? FileManager.default.removeItem(at: folder) }
    let references = folder.appendingPathComponent("Check/references")
    let tags = try Data(contentsOf: references.appendingPathComponent("tags.png"))
    try tags.prefix(500).write(to: references.appendingPathComponent("tags.png"))
    var corrupt = try Data(contentsOf: references.appendingPathComponent("cloud.png"))
    corrupt[40] ^= 0xFF
    try corrupt.write(to: references.appendingPathComponent("cloud.png"))
    try Data("GIF89a".utf8).write(to: references.appendingPathComponent("dark.png"))
    let result = try TagflowBinary.run(
      ["check", "Check/manifest.yaml", "--record", "never", "--allow-outside"], in: folder)
    #expect(result.status == 1)
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    let lines = result.stdoutText.split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("ERROR references/tags.png: ") && $0.contains("truncated or corrupt") })
    #expect(lines.contains { $0.hasPrefix("ERROR references/cloud.png: ") && $0.contains("truncated or corrupt") })
    #expect(lines.contains { $0.hasPrefix("ERROR references/dark.png: ") && $0.contains("not a PNG image") })
    #expect(lines.contains { $0.hasPrefix("PASSED references/tags.svg") }, "\(result.stdoutText)")

    // A reference of another size: a FAIL with both sizes and a diff on a shared canvas.
    try tags.write(to: references.appendingPathComponent("dark.png"))
    let mismatch = try TagflowBinary.run(
      ["check", "Check/manifest.yaml", "--record", "never", "--allow-outside", "--artifacts", "artifacts"], in: folder)
    #expect(mismatch.status == 1)
    #expect(
      mismatch.stdoutText.contains("FAILED references/dark.png: image sizes differ: reference 360×"),
      "\(mismatch.stdoutText)")
    #expect(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("artifacts/references/dark.diff.png").path))
  }

  @Test func aMissingReferenceFails() throws {
    let folder = try Self.copy { $0 }
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.removeItem(at: folder.appendingPathComponent("Check/references/dark.png"))
    let result = try TagflowBinary.run(
      ["check", "Check/manifest.yaml", "--record", "never", "--allow-outside"], in: folder)
    #expect(result.status == 1)
    #expect(result.stdoutText.contains("NEW references/dark.png"), "\(result.stdoutText)")
  }
}

/// `tagflow check` in CI: JUnit XML read by a real JUnit parser, and GitHub Actions annotations.
@Suite struct CheckCICommandTests {
  /// A copy of Fixtures/Check with one tag changed and one reference removed.
  private func withFailingCopy(_ body: (URL) throws -> Void) throws {
    let folder = try CheckCommandTests.copy {
      $0.replacingOccurrences(of: "tags: [swift, linux, pango", with: "tags: [swift, linus, pango")
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.removeItem(at: folder.appendingPathComponent("Check/references/dark.png"))
    try body(folder)
  }

  @Test func githubActionsGetsAnAnnotationPerFailureAtTheJobsLine() throws {
    try withFailingCopy { folder in
      let result = try TagflowBinary.run(
        ["check", "Check/manifest.yaml", "--record", "never", "--allow-outside", "--artifacts", "artifacts"],
        in: folder,
        environment: ["GITHUB_ACTIONS": "true"])
      #expect(result.status == 1)
      let annotations = result.stdoutText.split(separator: "\n").filter { $0.hasPrefix("::") }
      #expect(annotations.count == 3, "\(result.stdoutText)")
      // The tags job starts on line 9 of the manifest, the dark one on line 12.
      #expect(
        annotations.contains {
          $0.hasPrefix("::error file=Check/manifest.yaml,line=9,title=tagflow check%3A FAILED references/tags.png::")
        }, "\(annotations)")
      #expect(
        annotations.contains {
          $0.hasPrefix("::error file=Check/manifest.yaml,line=12,title=tagflow check%3A NEW references/dark.png::")
        }, "\(annotations)")
      // One line each: the message's own line breaks and percent signs are escaped.
      #expect(annotations.allSatisfy { $0.contains("%0Aartifacts/") || $0.contains("NEW") }, "\(annotations)")
      #expect(annotations.allSatisfy { !$0.contains("%)") })

      let quiet = try TagflowBinary.run(
        ["check", "Check/manifest.yaml", "--record", "never", "--allow-outside"], in: folder,
        environment: ["GITHUB_ACTIONS": nil])
      #expect(!quiet.stdoutText.contains("::error"))
    }
  }

  /// The XML as Python's junitparser reads it: one line per test case, `name|result|message`.
  private func parseJUnit(_ path: URL) throws -> (suites: String, cases: [String]) {
    let script = """
      import sys
      from junitparser import JUnitXml, Failure, Error
      xml = JUnitXml.fromfile(sys.argv[1])
      for suite in xml:
          print(f"suite|{suite.name}|{suite.tests}|{suite.failures}|{suite.errors}")
          for case in suite:
              kinds = [type(r).__name__ for r in case.result]
              messages = [r.message for r in case.result]
              print(f"case|{case.name}|{case.classname}|{','.join(kinds)}|{' '.join(messages)}|{case.time}")
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: JUnitParser.python!)
    process.arguments = ["-c", script, path.path]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "junitparser could not read \(path.path)")
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    return (lines.filter { $0.hasPrefix("suite|") }.joined(separator: "\n"), lines.filter { $0.hasPrefix("case|") })
  }

  @Test(
    .enabled(
      if: JUnitParser.python != nil,
      "Python's junitparser is not installed (.ci/install-deps installs it with pip)"))
  func junitXMLIsReadByJunitparser() throws {
    try withFailingCopy { folder in
      // A job that cannot be checked for a manifest problem is an error test case.
      let manifest = folder.appendingPathComponent("Check/manifest.yaml")
      try
        (try String(contentsOf: manifest, encoding: .utf8) + "  - {output: references/bad.png, tags: [x], width: -3}\n")
        .write(to: manifest, atomically: true, encoding: .utf8)
      // A file where the XML's folder would be made: cannot write, 2, one line naming --junit.
      try Data("a file\n".utf8).write(to: folder.appendingPathComponent("out"))
      let result = try TagflowBinary.run(
        [
          "check", "Check/manifest.yaml", "--record", "never", "--allow-outside", "--artifacts", "artifacts", "--junit",
          "out/junit.xml",
        ],
        in: folder)
      #expect(result.status == 2)
      let errors = result.stderr.split(separator: "\n")
      #expect(errors.first?.hasPrefix("Check/manifest.yaml:24:") == true, "\(result.stderr)")
      #expect(
        errors.count == 2 && errors[1].hasPrefix("tagflow: error: --junit: cannot create folder 'out'"), "\(errors)")

      let written = try TagflowBinary.run(
        [
          "check", "Check/manifest.yaml", "--record", "never", "--allow-outside", "--artifacts", "artifacts", "--junit",
          "junit.xml",
        ],
        in: folder)
      #expect(written.status == 1)
      let parsed = try parseJUnit(folder.appendingPathComponent("junit.xml"))
      #expect(parsed.suites == "suite|Check/manifest.yaml|5|3|1", "\(parsed.suites)")
      let byName = Dictionary(uniqueKeysWithValues: parsed.cases.map { ($0.split(separator: "|")[1], $0) })
      #expect(byName["references/tags.png"]?.contains("|Check/manifest.yaml|Failure|") == true, "\(byName)")
      #expect(byName["references/tags.png"]?.contains("pixels differ") == true)
      #expect(byName["references/tags.svg"]?.contains("|Failure|SVG text differs") == true, "\(byName)")
      #expect(byName["references/dark.png"]?.contains("|Failure|no reference at") == true, "\(byName)")
      #expect(byName["references/cloud.png"]?.contains("|Check/manifest.yaml||") == true, "\(byName)")
      #expect(byName["jobs[3]"]?.contains("|Error|not checked: ") == true, "\(byName)")
      let xml = try String(contentsOf: folder.appendingPathComponent("junit.xml"), encoding: .utf8)
      #expect(xml.contains("[[ATTACHMENT|artifacts/references/tags.diff.png]]"))
      #expect(xml.contains("diff: artifacts/references/tags.diff.png"))
    }
  }
}

/// Python 3 with junitparser, if this machine has them.
enum JUnitParser {
  static let python: String? = {
    let candidates = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":").map {
      "\($0)/python3"
    }
    for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: candidate)
      process.arguments = ["-c", "import junitparser"]
      process.standardError = FileHandle.nullDevice
      guard (try? process.run()) != nil else { continue }
      process.waitUntilExit()
      if process.terminationStatus == 0 { return candidate }
    }
    return nil
  }()
}

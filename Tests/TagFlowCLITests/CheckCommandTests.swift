// `tagflow check` on the repository's own references: passes as committed, fails on real changes.

import Foundation
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
    #expect(result.stdoutText.contains("4 passed, 0 failed, 0 missing, 0 recorded"))
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
    #expect(lines.contains { $0.hasPrefix("FAIL references/tags.png: ") }, "\(result.stdoutText)")
    #expect(lines.contains { $0.hasPrefix("FAIL references/tags.svg: ") }, "\(result.stdoutText)")
    #expect(lines.contains { $0.hasPrefix("PASS references/dark.png") })
    for file in ["artifacts/references/tags.diff.png", "artifacts/references/tags.actual.png", "report/index.html"] {
      #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path), "\(file)")
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
    #expect(result.stdoutText.contains("PASS references/cloud.png: matches"), "\(result.stdoutText)")
  }

  @Test func aMissingReferenceFails() throws {
    let folder = try Self.copy { $0 }
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.removeItem(at: folder.appendingPathComponent("Check/references/dark.png"))
    let result = try TagflowBinary.run(
      ["check", "Check/manifest.yaml", "--record", "never", "--allow-outside"], in: folder)
    #expect(result.status == 1)
    #expect(result.stdoutText.contains("MISSING references/dark.png"), "\(result.stdoutText)")
  }
}

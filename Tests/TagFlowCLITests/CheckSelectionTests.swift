// `tagflow check` as Playwright's runner: --grep, --last-failed, -u, and a job's own limits.

import Foundation
import Testing

@Suite struct CheckSelectionTests {
  /// The repository's reference check with the tag text of tags.png/tags.svg changed, so those
  /// two fail and the others (cloud.png, dark.png) pass.
  static func changed() throws -> URL {
    try CheckCommandTests.copy {
      $0.replacingOccurrences(of: "tags: [swift, linux, pango", with: "tags: [swift, linus, pango")
    }
  }

  static func check(_ arguments: [String], in folder: URL) throws -> CommandResult {
    try TagflowBinary.run(
      ["check", "Check/manifest.yaml", "--allow-outside", "--artifacts", "artifacts"] + arguments, in: folder)
  }

  /// The images a run printed a line for, by their first word and path.
  static func lines(_ result: CommandResult) -> [String] {
    result.stdoutText.split(separator: "\n").filter { $0.contains(" references/") }.map {
      $0.split(separator: ":").first.map(String.init) ?? ""
    }
  }

  @Test(arguments: [
    ("tags", ["FAILED references/tags.png", "FAILED references/tags.svg"]),
    ("svg$", ["FAILED references/tags.svg"]),
    ("^references/(cloud|dark)", ["PASSED references/dark.png", "PASSED references/cloud.png"]),
  ])
  func grepChecksOnlyTheMatchingImages(pattern: String, expected: [String]) throws {
    let folder = try Self.changed()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Self.check(["--record", "never", "--grep", pattern], in: folder)
    #expect(Self.lines(result) == expected, "\(result.stdoutText)")
    #expect(result.status == (expected.contains { $0.hasPrefix("FAILED") } ? 1 : 0))
  }

  @Test(arguments: [["--grep", "nothing-matches"], ["-g", "cloud.svg"]])
  func aFilterThatLeavesNothingIsAnError(arguments: [String]) throws {
    let folder = try Self.changed()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Self.check(["--record", "never"] + arguments, in: folder)
    #expect(result.status == 2)
    #expect(result.stderr == "tagflow: error: --grep leaves no image of the manifest to check\n")
  }

  @Test func aPatternThatIsNoRegularExpressionIsAnError() throws {
    let folder = try Self.changed()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Self.check(["--grep", "tags("], in: folder)
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("tagflow: error: --grep: 'tags(' is not valid; expected a regular expression"))
  }

  /// A run records its failures; --last-failed checks those, and after they are accepted
  /// (-u) there is nothing left to check.
  @Test func lastFailedChecksWhatFailedLastTime() throws {
    let folder = try Self.changed()
    defer { try? FileManager.default.removeItem(at: folder) }
    let none = try Self.check(["--last-failed"], in: folder)
    #expect(none.status == 2)
    #expect(
      none.stderr == "tagflow: error: --last-failed: no run is recorded in 'artifacts/last-run.json'; "
        + "run tagflow check without it first\n")

    #expect(try Self.check(["--record", "never"], in: folder).status == 1)
    let again = try Self.check(["--record", "never", "--last-failed"], in: folder)
    #expect(Self.lines(again) == ["FAILED references/tags.png", "FAILED references/tags.svg"], "\(again.stdoutText)")
    #expect(again.status == 1)

    let accepted = try Self.check(["--last-failed", "-u"], in: folder)
    #expect(
      Self.lines(accepted) == ["RECORDED references/tags.png", "RECORDED references/tags.svg"], "\(accepted.stdoutText)"
    )
    #expect(accepted.status == 0)
    let nothing = try Self.check(["--last-failed"], in: folder)
    #expect(nothing.status == 0)
    #expect(nothing.stdoutText == "no image failed in the last run of Check/manifest.yaml: nothing to check\n")
    #expect(try Self.check(["--record", "never"], in: folder).status == 0)
  }

  @Test func lastFailedOfAnotherManifestIsAnError() throws {
    let folder = try Self.changed()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try Self.check(["--record", "never"], in: folder).status == 1)
    try FileManager.default.copyItem(
      at: folder.appendingPathComponent("Check/manifest.yaml"), to: folder.appendingPathComponent("Check/other.yaml"))
    let result = try TagflowBinary.run(
      ["check", "Check/other.yaml", "--allow-outside", "--artifacts", "artifacts", "--last-failed"], in: folder)
    #expect(result.status == 2)
    #expect(result.stderr.contains("records a run of 'Check/manifest.yaml'"), "\(result.stderr)")
  }

  @Test func updateSnapshotsIsRecordFailedAndGoesWithNoOtherMode() throws {
    let folder = try Self.changed()
    defer { try? FileManager.default.removeItem(at: folder) }
    let conflict = try Self.check(["-u", "--record", "all"], in: folder)
    #expect(conflict.status == 2)
    #expect(conflict.stderr.contains("--update-snapshots is --record failed; it cannot go with --record all"))
    let updated = try Self.check(["--update-snapshots"], in: folder)
    #expect(updated.status == 0, "\(updated.stdoutText)")
    #expect(Self.lines(updated).filter { $0.hasPrefix("RECORDED") }.count == 2, "\(updated.stdoutText)")
  }

  /// A job's `tolerance` lets its own image differ more than --tolerance lets the others;
  /// its `threshold` counts fewer pixels; a bad value is one line naming the key.
  @Test func aJobsOwnToleranceAndThresholdTakeThePlaceOfTheOptions() throws {
    let folder = try Self.changed()
    defer { try? FileManager.default.removeItem(at: folder) }
    let manifest = folder.appendingPathComponent("Check/manifest.yaml")
    let text = try String(contentsOf: manifest, encoding: .utf8)
    let strict = try Self.check(["--record", "never", "--grep", "tags.png"], in: folder)
    #expect(strict.status == 1)
    let loose = text.replacingOccurrences(
      of: "tags: [swift, linus, pango", with: "tolerance: 50%\n    tags: [swift, linus, pango")
    try loose.write(to: manifest, atomically: true, encoding: .utf8)
    let tolerated = try Self.check(["--record", "never", "--grep", "tags.png"], in: folder)
    #expect(tolerated.status == 0, "\(tolerated.stdoutText)")
    #expect(tolerated.stdoutText.contains("; tolerance 50%"), "\(tolerated.stdoutText)")

    for (value, expected) in [
      ("tolerance: lots", "tolerance: 'lots' is not valid"), ("threshold: 2", "threshold: '2'"),
    ] {
      let bad = text.replacingOccurrences(
        of: "tags: [swift, linus, pango", with: "\(value)\n    tags: [swift, linus, pango")
      try bad.write(to: manifest, atomically: true, encoding: .utf8)
      let result = try Self.check(["--record", "never"], in: folder)
      #expect(result.status == 1)
      #expect(result.stderr.contains(expected), "\(result.stderr)")
    }
  }
}

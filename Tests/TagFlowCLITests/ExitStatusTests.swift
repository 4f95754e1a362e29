// One exit-status scheme for every subcommand: 0 success, 1 a negative result, 2 could not do it.

import Foundation
import Testing

@Suite struct ExitStatusTests {
  /// Each subcommand with the fewest arguments that get it past "missing argument".
  static let subcommands: [(name: String, required: [String])] = [
    ("render", ["a", "-o", "out.png"]), ("layout", ["a"]), ("batch", ["m.yaml"]), ("check", ["m.yaml"]),
    ("diff", ["a.png", "b.png"]), ("report", ["report"]), ("themes", []), ("example", []),
    ("tags", ["--from-package", "p.json"]),
  ]

  /// What `--experimental-dump-help` says about one option.
  struct Option {
    var name: String
    var values: [String]
    var takesValue: Bool
  }

  static func options(of subcommand: String) throws -> [Option] {
    let result = try TagflowBinary.run([subcommand, "--experimental-dump-help"])
    let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    let command = try #require(json["command"] as? [String: Any])
    let arguments = command["arguments"] as? [[String: Any]] ?? []
    return arguments.compactMap { argument in
      guard argument["kind"] as? String == "option",
        let names = argument["names"] as? [[String: Any]],
        let long = names.first(where: { $0["kind"] as? String == "long" })?["name"] as? String,
        long != "help", long != "version", long != "experimental-dump-help"
      else { return nil }
      return Option(name: "--" + long, values: argument["allValueStrings"] as? [String] ?? [], takesValue: true)
    }
  }

  private func expectOneErrorLine(_ result: CommandResult, status: Int32 = 2, _ context: String) {
    #expect(result.status == status, "\(context): \(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1, "\(context): \(result.stderr)")
    #expect(result.stderr.hasPrefix("tagflow: error: "), "\(context): \(result.stderr)")
  }

  /// Every option of every subcommand that takes a value from a closed set: a bad value
  /// exits 2 with one line naming every accepted value (ArgumentParser puts long lists on
  /// lines of their own, which the one-line policy used to cut).
  @Test(arguments: subcommands.map(\.name))
  func everyClosedSetNamesItsValuesOnTheOneLine(subcommand: String) throws {
    let required = try #require(Self.subcommands.first { $0.name == subcommand }?.required)
    let closed = try Self.options(of: subcommand).filter { !$0.values.isEmpty }
    for option in closed {
      let result = try TagflowBinary.run([subcommand] + required + [option.name, "no-such-value"])
      expectOneErrorLine(result, "\(subcommand) \(option.name)")
      #expect(result.stderr.contains("'no-such-value'"), "\(result.stderr)")
      for value in option.values {
        #expect(result.stderr.contains(value), "\(subcommand) \(option.name): '\(value)' missing: \(result.stderr)")
      }
    }
  }

  /// Usage errors exit 2 in every subcommand: an unknown option, and every option that
  /// takes a value given none (ArgumentParser's own status for these is 64).
  @Test(arguments: subcommands.map(\.name))
  func usageErrorsExitTwo(subcommand: String) throws {
    let required = try #require(Self.subcommands.first { $0.name == subcommand }?.required)
    let unknown = try TagflowBinary.run([subcommand] + required + ["--bogus"])
    expectOneErrorLine(unknown, "\(subcommand) --bogus")
    #expect(unknown.stderr.contains("unknown option '--bogus'"), "\(unknown.stderr)")
    for option in try Self.options(of: subcommand) where option.takesValue {
      let result = try TagflowBinary.run([subcommand] + required + [option.name])
      expectOneErrorLine(result, "\(subcommand) \(option.name) without a value")
    }
  }

  @Test(arguments: subcommands.map(\.name))
  func everyHelpStatesTheScheme(subcommand: String) throws {
    let result = try TagflowBinary.run([subcommand, "--help"])
    #expect(result.status == 0)
    let help = result.stdoutText.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for phrase in [
      "Exit status: 0 ",
      "2 when it could not do what was asked (unknown option or bad value, unreadable or invalid "
        + "input, unwritable output); 130 when interrupted by Ctrl-C (SIGINT), 143 by SIGTERM.",
    ] {
      #expect(help.contains(phrase), "\(subcommand) --help lacks: \(phrase)")
    }
  }

  /// The command line's page (docs/cli.md, "Exit status") states the scheme in the words of
  /// `tagflow --help`.
  @Test func docsStateTheSameScheme() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let page = try String(contentsOf: root.appendingPathComponent("docs/cli.md"), encoding: .utf8)
    let help = try TagflowBinary.run(["--help"]).stdoutText
    let start = try #require(help.range(of: "Every subcommand exits"))
    let end = try #require(help.range(of: "by SIGTERM.", range: start.lowerBound..<help.endIndex))
    let scheme = help[start.lowerBound..<end.upperBound].split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(page.contains(scheme), "docs/cli.md lacks: \(scheme)")
  }

  /// A folder with a manifest of one good job, a manifest with a job that has a problem, and
  /// two PNGs that differ.
  private func withFolder(_ body: (URL) throws -> Void) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fonts = fixtureFonts.filter { $0.hasSuffix(".ttf") || $0.hasSuffix(".otf") }
    let header =
      "defaults:\n  systemFonts: false\n  fontFiles: [\(fonts.map { "\"\($0)\"" }.joined(separator: ", "))]\n"
    try (header + "jobs:\n  - {output: good.png, tags: [swift, linux]}\n").write(
      to: folder.appendingPathComponent("good.yaml"), atomically: true, encoding: .utf8)
    try (header + "jobs:\n  - {output: good.png, tags: [swift]}\n  - {output: bad.png, tags: [a], width: -1}\n").write(
      to: folder.appendingPathComponent("problem.yaml"), atomically: true, encoding: .utf8)
    try Data("jobs: [".utf8).write(to: folder.appendingPathComponent("broken.yaml"))
    for (name, tags) in [("a.png", ["swift"]), ("b.png", ["linux"])] {
      let result = try TagflowBinary.run(["render"] + tags + ["-o", name] + fixtureFonts, in: folder)
      #expect(result.status == 0, "\(result.stderr)")
    }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("taken.png"), withIntermediateDirectories: false)
    try body(folder)
  }

  /// What each subcommand does, and the status it must exit with.
  static let behaviour: [(arguments: [String], status: Int32)] = [
    (["render", "swift", "-o", "out.png"], 0),
    (["render", "swift", "-o", "taken.png"], 2),
    (["render", "swift", "--width", "0", "-o", "out.png"], 2),
    (["render", "swift", "--scale", "0", "-o", "out.png"], 2),
    (["render", "--input", "absent.txt", "-o", "out.png"], 2),
    (["layout", "swift"], 0),
    (["layout", "--boxes", "absent.json"], 2),
    (["batch", "good.yaml", "--allow-outside"], 0),
    (["batch", "problem.yaml", "--allow-outside"], 1),
    (["batch", "problem.yaml", "--allow-outside", "--validate"], 1),
    (["batch", "broken.yaml", "--allow-outside"], 2),
    (["batch", "absent.yaml", "--allow-outside"], 2),
    (["check", "good.yaml", "--allow-outside", "--record", "never", "--references", "refs"], 1),
    (["check", "good.yaml", "--allow-outside", "--record", "missing", "--references", "refs"], 1),
    (["check", "broken.yaml", "--allow-outside"], 2),
    (["check", "absent.yaml", "--allow-outside"], 2),
    (["diff", "a.png", "a.png"], 0),
    (["diff", "a.png", "b.png"], 1),
    (["diff", "a.png", "absent.png"], 2),
    (["diff", "a.png", "b.png", "-o", "taken.png"], 2),
    (["themes"], 0),
    (["tags"], 2),
    (["tags", "--from-front-matter", "absent"], 2),
    (["example", "ex"], 0),
    (["example", "a.png"], 2),
  ]

  @Test(arguments: behaviour)
  func statusFollowsTheScheme(arguments: [String], status: Int32) throws {
    try withFolder { folder in
      let result = try TagflowBinary.run(arguments + (arguments[0] == "render" ? fixtureFonts : []), in: folder)
      #expect(result.status == status, "\(arguments): \(result.stdoutText)\(result.stderr)")
      // A manifest's problems are FILE:LINE:COLUMN lines, one per problem; other errors one line.
      if status == 2 && !["batch", "check"].contains(arguments[0]) { expectOneErrorLine(result, "\(arguments)") }
      if status == 2 { #expect(!result.stderr.isEmpty, "\(arguments)") }
    }
  }

  /// A check passes once the missing reference is written, and again after a batch made it.
  @Test func checkPassesWhenTheReferencesAreThere() throws {
    try withFolder { folder in
      #expect(try TagflowBinary.run(["batch", "good.yaml", "--allow-outside"], in: folder).status == 0)
      #expect(
        try TagflowBinary.run(["check", "good.yaml", "--allow-outside", "--record", "never"], in: folder).status == 0)
      let recorded = try TagflowBinary.run(
        ["check", "good.yaml", "--references", "refs", "--record", "missing", "--allow-outside"], in: folder)
      #expect(recorded.status == 1)
      #expect(recorded.stdoutText.contains("the next run compares with it"), "\(recorded.stdoutText)")
      let again = try TagflowBinary.run(
        ["check", "good.yaml", "--references", "refs", "--record", "missing", "--allow-outside"], in: folder)
      #expect(again.status == 0, "\(again.stdoutText)")
    }
  }
}

// The empty string, a lone space and a lone comma through every option of every subcommand: drawn or refused in one line, never a crash.

import Foundation
import Testing

@Suite struct EmptyValueTests {
  /// Each subcommand with the fewest arguments that get it past "missing argument", in a folder
  /// that holds what they name. A subcommand missing here fails `everySubcommandIsCovered`.
  static let subcommands: [String: [String]] = [
    "render": ["a", "-o", "out.svg"], "layout": ["a"], "batch": ["m.yaml", "--allow-outside"],
    "check": ["m.yaml", "--allow-outside", "--references", "refs"], "diff": ["a.png", "b.png"],
    "report": ["report"], "themes": [], "example": ["ex"], "tags": ["--from-package", "package.json"],
    "markdown": ["page.md", "-o", "out.md"],
  ]

  /// The values that once trapped (`--title ''` in the pair-value warning) and their neighbours.
  static let values = ["", " ", ","]

  /// The subcommands `tagflow` declares, from its own description of itself.
  static func declaredSubcommands() throws -> [String] {
    let result = try TagflowBinary.run(["--experimental-dump-help"])
    let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    let command = try #require(json["command"] as? [String: Any])
    let subcommands = command["subcommands"] as? [[String: Any]] ?? []
    return subcommands.compactMap { $0["commandName"] as? String }.filter { $0 != "help" }
  }

  @Test func everySubcommandIsCovered() throws {
    let declared = try Self.declaredSubcommands()
    #expect(!declared.isEmpty)
    for name in declared {
      #expect(Self.subcommands[name] != nil, "add '\(name)' and the arguments it needs to EmptyValueTests.subcommands")
    }
  }

  /// What the subcommands' required arguments name: a manifest, two PNGs, a report folder, a
  /// package and a Markdown page.
  private func makeFolder() throws -> URL {
    let folder = try temporaryFolder()
    let fonts = fixtureFonts.filter { $0.hasSuffix(".ttf") || $0.hasSuffix(".otf") }
    let header =
      "defaults:\n  systemFonts: false\n  fontFiles: [\(fonts.map { "\"\($0)\"" }.joined(separator: ", "))]\n"
    try (header + "jobs:\n  - {output: good.png, tags: [swift, linux]}\n").write(
      to: folder.appendingPathComponent("m.yaml"), atomically: true, encoding: .utf8)
    for (name, tag) in [("a.png", "swift"), ("b.png", "linux")] {
      let result = try TagflowBinary.run(["render", tag, "-o", name] + fixtureFonts, in: folder)
      #expect(result.status == 0, "\(result.stderr)")
    }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("report"), withIntermediateDirectories: false)
    try #"{"name": "p", "keywords": ["swift", "linux"]}"#.write(
      to: folder.appendingPathComponent("package.json"), atomically: true, encoding: .utf8)
    try "# Page\n\n```tags\nswift, linux\n```\n".write(
      to: folder.appendingPathComponent("page.md"), atomically: true, encoding: .utf8)
    return folder
  }

  /// Every option that takes a value, with each value: success (0), a negative result (1), or
  /// one error line (2); never a signal, a trap or a backtrace.
  @Test(arguments: subcommands.keys.sorted())
  func emptyValuesNeverCrash(subcommand: String) throws {
    let required = try #require(Self.subcommands[subcommand])
    let options = try ExitStatusTests.options(of: subcommand).filter(\.takesValue)
    #expect(!options.isEmpty || ["themes", "example", "report"].contains(subcommand))
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fonts = ["render", "layout", "markdown", "example"].contains(subcommand) ? fixtureFonts : []
    for option in options {
      for value in Self.values {
        // The value as the next argument; the empty one after '=' too (`--title=`).
        for given in [[option.name, value]] + (value.isEmpty ? [["\(option.name)="]] : []) {
          let arguments = [subcommand] + required + fonts + given
          let result = try TagflowBinary.run(arguments, stdin: Data(), in: folder)
          let shown = arguments.map { "'\($0)'" }.joined(separator: " ")
          #expect([0, 1, 2].contains(result.status), "\(shown): exit \(result.status)\n\(result.stderr)")
          for word in ["Fatal error", "Crash", "Backtrac", "SIGILL", "SIGTRAP"] {
            #expect(!result.stderr.contains(word), "\(shown):\n\(result.stderr)")
          }
          if result.status == 2 {
            let lines = result.stderr.split(separator: "\n").filter { !$0.hasPrefix("tagflow: warning: ") }
            #expect(
              lines.count == 1 && lines[0].hasPrefix("tagflow: error: "),
              "\(shown): not one error line\n\(result.stderr)")
          }
        }
      }
    }
  }
}

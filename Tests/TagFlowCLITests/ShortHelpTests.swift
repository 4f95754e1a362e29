// `-h` fits a screen with the options most used; `--help` and `tagflow help NAME` are the whole manual.

import Foundation
import Testing

@Suite struct ShortHelpTests {
  /// The subcommands docs/cli.md lists under "Help: -h and --help", each with the options its
  /// `-h` shows, in order, as the table spells them (`TAGS` for the `<tags>` arguments).
  static let documented: [(subcommand: String, options: [String])] = {
    let page = ReadmeExamples.pages.first { $0.path == "docs/cli.md" }?.text ?? ""
    guard let start = page.range(of: "| subcommand | what `-h` shows, in this order |") else { return [] }
    return page[start.upperBound...].split(separator: "\n").dropFirst().prefix { $0.hasPrefix("| `") }.map { row in
      let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      let options = cells[1].split(separator: ", ").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
      return (cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`")), options)
    }
  }()

  /// Subcommands whose whole help fits a screen: `-h` prints all of it.
  static let shortAlready = ["tags", "themes", "example", "report"]

  /// The long name of each entry of a help text's option lists, in order: `--input` for
  /// `-i, --input <file>`, `TAGS` for `<tags>`.
  static func entries(_ help: String) -> [String] {
    help.split(separator: "\n").drop { !$0.hasPrefix("USAGE:") }.compactMap { line -> String? in
      guard line.hasPrefix("  "), let first = line.dropFirst(2).first, first == "-" || first == "<" else { return nil }
      let label = line.dropFirst(2).split(separator: "  ").first ?? ""
      let words = label.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "/" })
      if first == "<" { return String(words[0].dropFirst().dropLast()).uppercased() }
      return words.first { $0.hasPrefix("--") }.map(String.init) ?? String(words[0])
    }
  }

  @Test func theDocsListEveryLongSubcommand() {
    #expect(Self.documented.map(\.subcommand) == ["render", "layout", "markdown", "batch", "check", "diff"])
  }

  /// `-h` is at most 40 lines of 80 columns, shows the options the docs list in their order,
  /// each with the start of its full help, and names `--help` for the rest.
  @Test(arguments: documented.map(\.subcommand))
  func shortHelpFitsAScreen(_ subcommand: String) throws {
    let options = try #require(Self.documented.first { $0.subcommand == subcommand }?.options)
    let short = try TagflowBinary.run([subcommand, "-h"])
    let full = try TagflowBinary.run([subcommand, "--help"])
    #expect(short.status == 0 && full.status == 0)
    let lines = short.stdoutText.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count <= 40, "\(subcommand) -h is \(lines.count) lines")
    #expect(lines.allSatisfy { $0.count <= 80 }, "\(short.stdoutText)")
    let shown = Self.entries(short.stdoutText)
    #expect(shown == options, "\(subcommand) -h shows \(shown); docs/cli.md lists \(options)")
    #expect(Set(options).isSubset(of: Self.entries(full.stdoutText)), "\(subcommand) --help lacks one of \(options)")
    #expect(short.stdoutText.contains("tagflow \(subcommand) --help lists all"))
    #expect(lines.count < full.stdoutText.split(separator: "\n").count)
    // Every word of the short help of an option is in the full help's text of it.
    let fullWords = Set(full.stdoutText.split(whereSeparator: { $0.isWhitespace }))
    for word in short.stdoutText.split(whereSeparator: { $0.isWhitespace }) {
      let bare = word.trimmingCharacters(in: CharacterSet(charactersIn: ".,:;()"))
      #expect(
        fullWords.contains(word) || fullWords.contains { $0.lowercased().contains(bare.lowercased()) }
          || ["most", "used", "lists", "all", "options", "groups", "It", "has", "more", "examples"].contains(bare)
          || Int(bare) != nil,
        "\(subcommand) -h says '\(word)', which its --help does not")
    }
  }

  /// Wherever `-h` stands among other arguments (before `--`), the short help is printed,
  /// the same every time; with `--help` too, or as `tagflow help NAME`, the full one; after
  /// `--` it is a tag.
  @Test(arguments: 0..<6)
  func dashHAnywhereAsksForTheShortHelp(seed: Int) throws {
    var random = SeededGenerator(UInt64(seed) &+ 101)
    let subcommand = Self.documented.map(\.subcommand).randomElement(using: &random) ?? "render"
    // Valid words of each subcommand, an option beside its value.
    let others: [String: [[String]]] = [
      "render": [["swift"], ["--width", "300"], ["-o", "x.png"], ["--theme", "dark"], ["--verbose"]],
      "layout": [["swift"], ["--width", "300"], ["-o", "x.json"], ["--wrap", "balanced"]],
      "markdown": [["page.md"], ["--width", "300"], ["-o", "out.md"], ["--format", "png"]],
      "batch": [["m.yaml"], ["--jobs", "2"], ["--force"], ["-q"]],
      "check": [["m.yaml"], ["--record", "never"], ["-q"], ["--tolerance", "5"]],
      "diff": [["a.png"], ["b.png"], ["--tolerance", "5"], ["--metric", "yiq"]],
    ]
    var groups = Array(
      (others[subcommand] ?? []).shuffled(using: &random).prefix(Int.random(in: 0...4, using: &random)))
    groups.insert(["-h"], at: Int.random(in: 0...groups.count, using: &random))
    let words = groups.flatMap { $0 }
    let alone = try TagflowBinary.run([subcommand, "-h"])
    let among = try TagflowBinary.run([subcommand] + words)
    #expect(among.status == 0 && among.stdout == alone.stdout, "\(subcommand) \(words)")
    let full = try TagflowBinary.run([subcommand, "--help"])
    let both = try TagflowBinary.run([subcommand] + words + ["--help"])
    #expect(both.stdout == full.stdout, "\(subcommand) \(words) --help")
    #expect(try TagflowBinary.run(["help", subcommand]).stdout == full.stdout)
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let tag = try TagflowBinary.run(["render", "--", "-h"], in: folder)
    #expect(tag.status == 2 && tag.stderr.contains("--output"), "after --, -h is a tag: \(tag.stderr)")
  }

  @Test(arguments: shortAlready)
  func shortSubcommandsPrintTheirWholeHelp(_ subcommand: String) throws {
    let short = try TagflowBinary.run([subcommand, "-h"])
    let full = try TagflowBinary.run([subcommand, "--help"])
    #expect(short.status == 0 && short.stdout == full.stdout)
    #expect(full.stdoutText.split(separator: "\n").count <= 40)
  }

  /// Completion scripts still offer both spellings of help.
  @Test func completionsOfferBothHelps() throws {
    let script = try TagflowBinary.run(["--generate-completion-script", "bash"])
    #expect(script.status == 0)
    #expect(script.stdoutText.contains("-h") && script.stdoutText.contains("--help"))
  }
}

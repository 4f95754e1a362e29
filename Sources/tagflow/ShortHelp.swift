// `-h`: a subcommand's most used options on one screen; `--help` and `tagflow help NAME` list every option, grouped.

import ArgumentParser

/// The short help of a subcommand, as ripgrep's `-h` is beside its `--help`: the overview, the
/// usage, the options people use most with the first clause of their help, the examples, and
/// where the rest is. It is made from ArgumentParser's own full help, so the two never say
/// different things about an option, and a name in `common` that the full help lacks is
/// caught by the tests. `--help` keeps ArgumentParser's meaning, and so do `tagflow help
/// render`, completion scripts and every parse error.
enum ShortHelp {
  /// The options each long subcommand's `-h` shows, in this order, named as the full help
  /// labels them (`--input` for `-i, --input <file>`, `<tags>` for the arguments). A
  /// subcommand not listed has a help short enough to be its own `-h`.
  static let common: [String: [String]] = [
    "render": [
      "<tags>", "--input", "--output", "--width", "--justify", "--theme", "--palette", "--font", "--font-file",
      "--from-front-matter", "--format", "--scale", "--dry-run",
    ],
    "layout": [
      "<tags>", "--input", "--width", "--justify", "--wrap", "--font", "--font-file", "--theme", "--output",
      "--boxes",
    ],
    "markdown": [
      "<markdown-file>", "--output", "--images", "--format", "--scale", "--width", "--theme", "--dark-theme",
      "--palette", "--font-file", "--dry-run",
    ],
    "check": [
      "<manifest>", "--references", "--record", "--update-snapshots", "--report", "--junit", "--artifacts",
      "--tolerance", "--grep", "--last-failed", "--quiet", "--dry-run",
    ],
    "diff": ["<expected>", "<actual>", "--output", "--tolerance", "--threshold", "--metric", "--ignore", "--report"],
    "batch": ["<manifest>", "--jobs", "--force", "--report", "--validate", "--shard", "--quiet", "--dry-run"],
  ]

  /// The column where an option's help starts, as in ArgumentParser's help.
  static let labelColumn = 26
  /// The width the short help is wrapped at: a terminal's smallest common width.
  static let columns = 80

  /// The short help the arguments ask for: the first is a subcommand with a short help, and
  /// `-h` is among the rest (before `--`, and without `--help`, which asks for the full one).
  static func requested(_ arguments: [String]) -> String? {
    guard let name = arguments.first, let names = common[name] else { return nil }
    let words = arguments.dropFirst().prefix { $0 != "--" }
    guard words.contains("-h"), !words.contains("--help"),
      let subcommand = TagFlowCommand.configuration.subcommands.first(where: { $0._commandName == name })
    else { return nil }
    return text(name: name, common: names, fullHelp: TagFlowCommand.helpMessage(for: subcommand, columns: columns))
  }

  /// The short help of subcommand `name`, made from its full help text.
  static func text(name: String, common names: [String], fullHelp: String) -> String {
    let help = FullHelp(fullHelp)
    var lines = help.overview + [""] + help.usage + ["", "OPTIONS (the most used):"]
    for name in names {
      guard let entry = help.entries.first(where: { $0.names.contains(name) }) else { continue }
      lines += entry.shortLines(width: columns, column: labelColumn)
    }
    if !help.examples.isEmpty { lines += [""] + help.examples.prefix(examples) }
    let groups = help.sections.filter { !["OPTIONS", "ARGUMENTS"].contains($0) }
      .map { $0.prefix(1) + $0.dropFirst().lowercased() }
    let options = help.entries.filter(\.isOption).count
    lines += [""]
    lines += wrapped(
      "tagflow \(name) --help lists all \(options) options"
        + (groups.isEmpty ? "." : ", in groups: \(groups.joined(separator: ", ")).")
        + (help.examples.count > examples ? " It has more examples." : ""),
      width: columns, indent: "")
    return lines.flatMap { broken($0, width: columns) }.joined(separator: "\n")
  }

  /// How many of the full help's examples the short one keeps.
  static let examples = 4

  /// A line longer than `width` broken at its last space that fits, its spacing kept (an
  /// example's comment stays in its column); the rest goes on, indented, on the next line.
  private static func broken(_ line: String, width: Int) -> [String] {
    guard line.count > width else { return [line] }
    let head = line.prefix(width)
    guard let space = head.lastIndex(of: " "), head[..<space].contains(where: { $0 != " " }) else { return [line] }
    let rest = line[space...].drop { $0 == " " }
    return [String(line[..<space])] + broken("      " + rest, width: width)
  }

  /// `text` broken at spaces into lines of at most `width` (a word longer than that stands
  /// alone); every line after the first starts with `indent`.
  static func wrapped(_ text: String, width: Int, indent: String, first: String = "") -> [String] {
    var lines: [String] = []
    var line = first
    for word in text.split(separator: " ") {
      let prefix = lines.isEmpty ? first : indent
      if line.count > prefix.count, line.count + 1 + word.count > width {
        lines.append(line)
        line = indent
      }
      line += (line.count > (lines.isEmpty ? first : indent).count ? " " : "") + word
    }
    lines.append(line)
    return lines
  }
}

/// ArgumentParser's help text, read back: the overview, the usage, each section's entries
/// and the examples of the discussion.
private struct FullHelp {
  struct Entry {
    /// As the help shows it: `-i, --input <file>`.
    var label: String
    /// The help, its lines joined.
    var text: String

    /// Every name the label gives: `-i`, `--input`, `<file>`; `--snap`, `--no-snap`.
    var names: [String] {
      label.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "/" }).map(String.init)
    }

    /// An option (not an argument, help or the version).
    var isOption: Bool {
      label.hasPrefix("-") && !names.contains("--help") && !names.contains("--version")
    }

    /// Up to the end of the first sentence (or the first `;`), outside parentheses, then the
    /// values of a closed set; ArgumentParser's `(default: …)` left out.
    var summary: String {
      let values = text.firstMatch(of: /\(values: ([^;)]*)/).map { String($0.1) }
      let plain = text.replacing(/\s*\((values|default): [^)]*\)/, with: "")
      var first = plain
      var depth = 0
      var previous: Character = " "
      for (offset, character) in plain.enumerated() {
        switch character {
        case "(": depth += 1
        case ")": depth = max(0, depth - 1)
        case " " where depth == 0 && (previous == ";" || previous == "."):
          // Not the dot of an abbreviation: `e.g. 'DejaVu Sans 13px'`.
          let before = plain.prefix(offset)
          if before.hasSuffix("e.g.") || before.hasSuffix("i.e.") { break }
          first = String(before.dropLast(previous == ";" ? 1 : 0))
        default: break
        }
        if first != plain { break }
        previous = character
      }
      // Values the sentence names (`missing, failed, all or never`; `greedy fills…`) are not listed again.
      guard let values, !values.split(separator: ", ").contains(where: { first.contains($0) }) else { return first }
      return (first.hasSuffix(".") ? String(first.dropLast()) : first) + " (" + values + ")."
    }

    func shortLines(width: Int, column: Int) -> [String] {
      let indent = String(repeating: " ", count: column)
      let head = "  " + label
      if head.count + 1 > column {
        return [head] + ShortHelp.wrapped(summary, width: width, indent: indent, first: indent)
      }
      let first = head + String(repeating: " ", count: column - head.count)
      return ShortHelp.wrapped(summary, width: width, indent: indent, first: first)
    }
  }

  var overview: [String] = []
  var usage: [String] = []
  var examples: [String] = []
  var sections: [String] = []
  var entries: [Entry] = []

  init(_ text: String) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var index = 0
    /// The lines from `index` to the next blank one.
    func paragraph() -> [String] {
      var result: [String] = []
      while index < lines.count, !lines[index].isEmpty {
        result.append(lines[index])
        index += 1
      }
      return result
    }
    var inOptions = false
    while index < lines.count {
      let line = lines[index]
      if line.hasPrefix("OVERVIEW:") {
        overview = paragraph()
      } else if line.hasPrefix("USAGE:") {
        usage = paragraph()
        inOptions = true
      } else if !inOptions, line == "Examples:" {
        // A line ArgumentParser wrapped to the left edge is the end of the example before it.
        for line in paragraph() {
          if line.hasPrefix(" ") || examples.isEmpty {
            examples.append(line)
          } else {
            examples[examples.count - 1] += " " + line
          }
        }
      } else if inOptions, line.hasSuffix(":"), line.first?.isUppercase == true {
        sections.append(String(line.dropLast()))
        index += 1
      } else if inOptions, line.hasPrefix("  "), line.dropFirst(2).first.map({ $0 != " " }) == true {
        // The label ends at two spaces, or at the help's column when it fills all but one of
        // the columns before it (`-o, --output <diff.png> Write…`); a longer label has its help
        // on the lines below.
        let body = line.dropFirst(2)
        let characters = Array(line)
        var split = body.firstRange(of: "  ")
        if split == nil, characters.count > ShortHelp.labelColumn, characters[ShortHelp.labelColumn - 1] == " " {
          let start = line.index(line.startIndex, offsetBy: ShortHelp.labelColumn - 1)
          split = start..<line.index(after: start)
        }
        var entry = Entry(
          label: String(split.map { body[..<$0.lowerBound] } ?? body),
          text: split.map { String(body[$0.upperBound...].drop { $0 == " " }) } ?? "")
        index += 1
        while index < lines.count, lines[index].hasPrefix("   ") {
          entry.text += (entry.text.isEmpty ? "" : " ") + lines[index].drop { $0 == " " }
          index += 1
        }
        entries.append(entry)
      } else {
        index += 1
      }
    }
  }
}

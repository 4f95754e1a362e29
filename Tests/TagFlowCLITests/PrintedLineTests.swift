// Every line every command prints, with CR, LF, CR LF, `::`, `%` and terminal escapes in its paths and tags: no line the CI runner obeys.

import Foundation
import FoundationXML
import TagFlow
import Testing

/// Each scenario makes a command print the lines it prints (results, progress, warnings,
/// errors) with a folder, file, tag or argument named by a hostile payload, and runs the
/// built binary. The output is read as the GitHub Actions runner reads it (lines end at CR,
/// LF or CR LF; a line is a command when it starts with `::NAME` after white space, or holds
/// `##[NAME`): the only commands are the annotations TagFlow meant (`tagflow check` with
/// GITHUB_ACTIONS=true), each carrying its manifest's path escaped by GitHub's rules; no
/// control character, separator or bidi control is printed raw; and the payload is printed,
/// visibly.
@Suite struct PrintedLineTests {
  /// CR, LF and CR LF each before a command; `%` and GitHub's own escapes; a leading
  /// command and the runner's older syntax; terminal escapes, C1, bidi and separators.
  static let payloads = [
    "d\r::warning::cr\n::warning::lf\r\n::warning::crlf %0A%25%",
    "::warning::lead ##[warning]legacy",
    "\u{1B}[31m\u{1B}]0;title\u{7}\u{85}\u{9B}\u{202E}\u{2066}\u{2028}",
  ]

  struct Scenario: Sendable, CustomTestStringConvertible {
    var name: String
    /// GitHub Actions annotations the run must print.
    var annotations = 0
    var environment: [String: String?] = ["GITHUB_ACTIONS": nil]
    /// Prepares files under the root folder; the payload's folder is made already.
    var prepare: @Sendable (_ root: URL, _ payload: String) throws -> Void = { _, _ in }
    var arguments: @Sendable (_ payload: String) -> [String]
    /// Text the output must show (in its visible form).
    var shows: @Sendable (_ payload: String) -> String
    /// Checks the files the run wrote.
    var files: @Sendable (_ root: URL, _ payload: String) throws -> Void = { _, _ in }

    var testDescription: String { name }
  }

  static let scenarios: [Scenario] = [
    Scenario(
      name: "render: --input missing", arguments: { ["render", "--input", "\($0)/tags.txt", "-o", "out.png"] + fonts },
      shows: { "\($0)/tags.txt" }),
    Scenario(
      // render makes a missing folder; a file where it would go is an error naming the path.
      name: "render: a file in place of the output's folder",
      prepare: { root, payload in
        try Data().write(to: root.appendingPathComponent(payload).appendingPathComponent("missing"))
      },
      arguments: { ["render", "a", "-o", "\($0)/missing/out.png"] + fonts },
      shows: { "\($0)/missing" }),
    Scenario(
      // The tab inside the tag, not at its end: an argument is trimmed as a tag.
      name: "render: a tag refused", arguments: { ["render", "a\($0)\tz", "-o", "out.png"] + fonts },
      shows: { "a\($0)\tz" }),
    Scenario(
      name: "render: text no font draws",
      arguments: { ["render", "\u{995}" + printable($0), "-o", "out.png"] + fonts },
      shows: { String(("\u{995}" + printable($0)).prefix(40)) }),
    Scenario(
      name: "layout: --input missing", arguments: { ["layout", "--input", "\($0)/tags.txt"] + fonts },
      shows: { "\($0)/tags.txt" }),
    Scenario(
      name: "layout: --boxes missing", arguments: { ["layout", "--boxes", "\($0)/boxes.json"] },
      shows: { "\($0)/boxes.json" }),
    Scenario(
      name: "batch: problems, a report", prepare: writeManifest,
      arguments: { ["batch", "\($0)/m.yaml", "--report", "\($0)/report.json"] }, shows: { "\($0)/m.yaml:" },
      files: { root, payload in
        let report = try JSONSerialization.jsonObject(
          with: Data(contentsOf: root.appendingPathComponent(payload).appendingPathComponent("report.json")))
        let manifest = (report as? [String: Any])?["manifest"] as? String
        #expect(manifest.map(scalars) == scalars("\(payload)/m.yaml"))
      }),
    Scenario(
      name: "batch --validate", prepare: writeManifest, arguments: { ["batch", "\($0)/m.yaml", "--validate"] },
      shows: { "\($0)/m.yaml:" }),
    Scenario(
      name: "check under GitHub Actions", annotations: 3, environment: ["GITHUB_ACTIONS": "true"],
      prepare: writeManifest, arguments: checkArguments, shows: { "\($0)/ok.png" }, files: checkFiles),
    Scenario(
      name: "check", prepare: writeManifest, arguments: checkArguments, shows: { "\($0)/ok.png" }, files: checkFiles),
    Scenario(
      name: "diff: two files",
      prepare: { root, payload in try writeImages(root.appendingPathComponent(payload), ["a.png", "b.png"]) },
      arguments: { ["diff", "\($0)/a.png", "\($0)/b.png", "-o", "\($0)/d.png", "--report", "\($0)/report"] },
      shows: { "\($0)/d.png" }),
    Scenario(
      name: "diff: a file missing",
      prepare: { root, payload in try writeImages(root.appendingPathComponent(payload), ["a.png"]) },
      arguments: { ["diff", "\($0)/a.png", "\($0)/missing.png"] }, shows: { "\($0)/missing.png" }),
    Scenario(
      name: "diff: two folders",
      prepare: { root, payload in
        try writeImages(root.appendingPathComponent(payload), ["sub/x.png", "\(payload).png"])
        try writeImages(root.appendingPathComponent("actual"), ["sub/x.png", "new.png"], swapped: true)
      },
      arguments: { ["diff", $0, "actual", "--report", "report"] }, shows: { "\($0).png: only in \($0)" }),
    Scenario(
      name: "markdown: no blocks",
      prepare: { root, payload in try write("text\n", to: root.appendingPathComponent("\(payload)/in.md")) },
      arguments: { ["markdown", "\($0)/in.md", "-o", "\($0)/out.md"] + fonts }, shows: { "\($0)/in.md" }),
    Scenario(
      name: "markdown: a tag refused",
      prepare: { root, payload in
        try write("```tags\nok, bad\t\(printable(payload))\n```\n", to: root.appendingPathComponent("\(payload)/in.md"))
      },
      // Located at the tag's own line, the block's second.
      arguments: { ["markdown", "\($0)/in.md", "-o", "\($0)/out.md"] + fonts }, shows: { "\($0)/in.md:2: " }),
    Scenario(
      name: "error: a bad number", arguments: { ["render", "a", "--width", $0, "-o", "x.png"] }, shows: { $0 }),
    Scenario(
      name: "error: an unknown option", arguments: { ["render", "a", "--x" + $0, "-o", "x.png"] },
      shows: { "--x" + $0 }),
    Scenario(
      name: "error: not one of the choices", arguments: { ["render", "a", "--justify", $0, "-o", "x.png"] },
      shows: { $0 }),
    Scenario(name: "example", arguments: { ["example", "\($0)/example"] }, shows: { "\($0)/example/tags.png" }),
  ]

  @Test(arguments: scenarios, payloads)
  func noPrintedLineIsACommand(scenario: Scenario, payload: String) throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent(payload), withIntermediateDirectories: true)
    try scenario.prepare(root, payload)
    let result = try TagflowBinary.run(scenario.arguments(payload), in: root, environment: scenario.environment)
    #expect([0, 1, 2].contains(result.status), "\(result.stderr)")
    var annotations: [Command] = []
    for (stream, text) in [("stdout", result.stdoutText), ("stderr", result.stderr)] {
      let raw = text.unicodeScalars.filter { Self.isHidden($0) && $0 != "\n" }
      #expect(raw.isEmpty, "\(stream) has \(raw.map { String($0.value, radix: 16) }): \(text.debugDescription)")
      for line in Self.lines(text) {
        #expect(Self.legacyCommand(line) == nil, "\(stream): \(line.debugDescription)")
        if let command = Self.command(line) {
          #expect(stream == "stdout", "\(line.debugDescription)")
          annotations.append(command)
        }
      }
    }
    #expect(annotations.count == scenario.annotations, "\(annotations)")
    let manifest = Terminal.visible("\(payload)/m.yaml", keepingLineBreaks: true)
    for annotation in annotations {
      #expect(annotation.name == "error")
      #expect(annotation.properties["file"].map(Self.scalars) == Self.scalars(manifest), "\(annotation)")
    }
    let shown = Terminal.visible(scenario.shows(payload))
    let output = result.stdoutText + result.stderr
    #expect(
      Self.find(Self.scalars(shown), in: Self.scalars(output)),
      "\(shown.debugDescription) in \(output.debugDescription)")
    try scenario.files(root, payload)
  }

  /// Text reaches stdout and stderr only through `Terminal` (lines, made printable) and
  /// `FileSystem.write(_:to: "-")` (an image or a document the user asked for on stdout).
  @Test func onlyTerminalWritesLinesToTheStreams() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources")
    let allowed = ["TagFlow/Output/Terminal.swift": 1, "TagFlow/Output/FileSystem.swift": 1]
    let writes = try NSRegularExpression(
      pattern:
        #"(?:(?<![\w.])|(?<=Swift\.))(print|fputs|fwrite|dprintf|puts)\(|\.standard(Output|Error)\b|FileHandle\.standard|write\(STD"#
    )
    var found: [String: Int] = [:]
    let files = try #require(FileManager.default.enumerator(atPath: sources.path))
    for case let file as String in files where file.hasSuffix(".swift") {
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      for line in text.split(separator: "\n").map(String.init)
      where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//")
        && writes.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
      {
        found[file, default: 0] += 1
      }
    }
    #expect(found == allowed)
  }

  // MARK: Scenario parts

  static let fonts = fixtureFonts

  /// A job whose reference is missing, one whose tags file is missing (named by the
  /// payload), one with an unknown key.
  @Sendable static func writeManifest(_ root: URL, _ payload: String) throws {
    let folder = root.appendingPathComponent(payload)
    let fonts = try copyFixtureFonts(into: folder).map { "\"\($0)\"" }.joined(separator: ", ")
    let manifest = """
      defaults: {width: 300, systemFonts: false, fontFiles: [\(fonts)]}
      jobs:
        - {output: ok.png, tags: [ok]}
        - {output: b.png, tagsFile: \(yamlQuoted(payload + ".txt"))}
        - {output: c.png, tags: [c], bogus: 1}

      """
    try write(manifest, to: folder.appendingPathComponent("m.yaml"))
  }

  @Sendable static func checkArguments(_ payload: String) -> [String] {
    ["check", "\(payload)/m.yaml", "--record", "never", "--report", "\(payload)/report", "--junit", "\(payload)/j.xml"]
  }

  /// The JUnit file parses, and names its suite by the manifest's path (with U+FFFD for
  /// the controls XML cannot hold).
  @Sendable static func checkFiles(_ root: URL, _ payload: String) throws {
    let data = try Data(contentsOf: root.appendingPathComponent(payload).appendingPathComponent("j.xml"))
    final class Suites: NSObject, XMLParserDelegate {
      var names: [String] = []
      func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
      ) {
        if name == "testsuite", let suite = attributes["name"] { names.append(suite) }
      }
    }
    let suites = Suites()
    let parser = XMLParser(data: data)
    parser.delegate = suites
    #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    let carried = scalars("\(payload)/m.yaml").map { $0 < 0x20 && ![0x9, 0xA, 0xD].contains($0) ? 0xFFFD : $0 }
    #expect(suites.names.map(scalars) == [carried])
  }

  /// PNG files at `names` under `folder`: two different images, in one order or the other.
  static func writeImages(_ folder: URL, _ names: [String], swapped: Bool = false) throws {
    for (index, name) in names.enumerated() {
      let url = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try images[(index + (swapped ? 1 : 0)) % 2].write(to: url)
    }
  }

  /// Two small different PNGs, drawn once.
  static let images: [Data] = ["a", "b"].map { tag in
    (try? TagflowBinary.run(["render", tag, "-o", "-"] + fixtureFonts).stdout) ?? Data()
  }

  static func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// `text` without what `isHidden` finds.
  static func printable(_ text: String) -> String {
    var result = ""
    result.unicodeScalars.append(contentsOf: text.unicodeScalars.filter { !isHidden($0) })
    return result
  }

  /// `text` as a double-quoted YAML string, every scalar beyond printable ASCII escaped.
  static func yamlQuoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"", "\\": result += "\\" + String(scalar)
      case " "..."~": result.unicodeScalars.append(scalar)
      default:
        result +=
          "\\U" + String(repeating: "0", count: 8 - String(scalar.value, radix: 16).count)
          + String(scalar.value, radix: 16)
      }
    }
    return result + "\""
  }

  // MARK: The runner's reading (actions/runner, ActionCommand.cs)

  struct Command: CustomStringConvertible {
    var name: String
    var properties: [String: String]
    var description: String { "\(name) \(properties)" }
  }

  static let runnerCommands: Set = [
    "error", "warning", "notice", "debug", "group", "endgroup", "add-mask", "set-output", "set-env", "add-path",
    "save-state", "stop-commands", "echo", "add-matcher", "remove-matcher",
  ]

  /// C0 and C1 controls, DEL, U+2028, U+2029 and the bidi controls.
  static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029 || value == 0x061C
      || value == 0x200E || value == 0x200F || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
  }

  static func scalars(_ text: String) -> [UInt32] { text.unicodeScalars.map(\.value) }

  static func find(_ needle: [UInt32], in haystack: [UInt32]) -> Bool {
    guard needle.count <= haystack.count else { return false }
    return (0...(haystack.count - needle.count)).contains { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
  }

  /// Lines as the runner reads a stream: ended by CR, LF or CR LF.
  static func lines(_ text: String) -> [[Unicode.Scalar]] {
    var lines: [[Unicode.Scalar]] = []
    var current: [Unicode.Scalar] = []
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
      if scalar == "\n" && previous == "\r" {
        previous = scalar
        continue
      }
      if scalar == "\r" || scalar == "\n" {
        lines.append(current)
        current = []
      } else {
        current.append(scalar)
      }
      previous = scalar
    }
    return current.isEmpty ? lines : lines + [current]
  }

  /// The command a line is: `::NAME …::` after leading white space (and characters a
  /// culture-aware comparison ignores), NAME one the runner knows.
  static func command(_ line: [Unicode.Scalar]) -> Command? {
    let line = Array(line.drop { $0.properties.isWhitespace || $0.properties.isDefaultIgnorableCodePoint })
    guard line.starts(with: [":", ":"]) else { return nil }
    guard let end = (2..<max(2, line.count - 1)).first(where: { line[$0] == ":" && line[$0 + 1] == ":" }) else {
      return nil
    }
    let info = line[2..<end]
    let space = info.firstIndex(of: " ") ?? end
    let name = String(String.UnicodeScalarView(info[..<space]))
    guard runnerCommands.contains(name.lowercased()) else { return nil }
    var properties: [String: String] = [:]
    if space < end {
      for pair in info[(space + 1)...].split(separator: ",") {
        let parts = pair.split(separator: "=", maxSplits: 1)
        guard parts.count == 2 else { continue }
        var value = String(String.UnicodeScalarView(parts[1]))
        for (escaped, plain) in [("%0D", "\r"), ("%0A", "\n"), ("%3A", ":"), ("%2C", ","), ("%25", "%")] {
          value = value.replacingOccurrences(of: escaped, with: plain, options: .literal)
        }
        properties[String(String.UnicodeScalarView(parts[0]))] = value
      }
    }
    return Command(name: name, properties: properties)
  }

  /// The older syntax, `##[NAME …]` anywhere in a line.
  static func legacyCommand(_ line: [Unicode.Scalar]) -> String? {
    let kept = line.filter { $0.isASCII || !$0.properties.isDefaultIgnorableCodePoint }
    guard kept.count >= 3,
      let start = (0...(kept.count - 3)).first(where: { kept[$0] == "#" && kept[$0 + 1] == "#" && kept[$0 + 2] == "[" })
    else { return nil }
    let rest = kept[(start + 3)...]
    guard let close = rest.firstIndex(of: "]") else { return nil }
    let name = String(String.UnicodeScalarView(rest[..<close].prefix { $0 != " " }))
    return runnerCommands.contains(name.lowercased()) ? name : nil
  }
}

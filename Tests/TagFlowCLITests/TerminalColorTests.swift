// Status words coloured on a terminal, as Playwright and cargo colour them; plain text in a pipe, a log and under NO_COLOR.

import Foundation
import Testing

@Suite struct TerminalColorTests {
  /// The SGR codes the tool uses, by word.
  static let codes = [
    "FAILED": "1;31", "ERROR": "1;31", "NEW": "1;33", "DELETED": "1;33", "SKIPPED": "33", "RECORDED": "36",
    "PASSED": "32",
  ]

  /// `text` with every SGR sequence taken out.
  static func plain(_ text: String) -> String {
    text.replacing(/\u{1B}\[[0-9;]*m/, with: "")
  }

  /// Two folders of generated images: the same, changed, only in one or the other, a file
  /// that is no image in both. Returns the folder that holds `expected/` and `actual/`.
  static func folders(seed: Int) throws -> URL {
    var random = SeededGenerator(UInt64(seed) &* 31 &+ 7)
    let folder = try temporaryFolder()
    for side in ["expected", "actual"] {
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent(side), withIntermediateDirectories: true)
    }
    for index in 0..<Int.random(in: 2...6, using: &random) {
      let tag = ["swift", "linux", "pango", "cairo"].randomElement(using: &random)!
      let render = { (side: String, text: String) in
        let result = try TagflowBinary.run(
          ["render", text, "--width", "200", "-o", "\(side)/i\(index).png"] + fixtureFonts, in: folder)
        #expect(result.status == 0, "\(result.stderr)")
      }
      switch Int.random(in: 0..<4, using: &random) {
      case 0: try render("expected", tag)
      case 1: try render("actual", tag)
      case 2:
        try render("expected", tag)
        try render("actual", tag)
      default:
        try render("expected", tag)
        try render("actual", tag + "s")
      }
    }
    return folder
  }

  /// `--color always` colours each result's word and the summary's counts, and nothing else:
  /// without the codes, the text is `--color never`'s, byte for byte.
  @Test(arguments: 0..<5)
  func alwaysColoursTheWordsOnly(seed: Int) throws {
    let folder = try Self.folders(seed: seed)
    defer { try? FileManager.default.removeItem(at: folder) }
    let plain = try TagflowBinary.run(["diff", "expected", "actual", "--color", "never"], in: folder)
    let coloured = try TagflowBinary.run(["diff", "expected", "actual", "--color", "always"], in: folder)
    #expect(plain.status == coloured.status)
    #expect(!plain.stdoutText.contains("\u{1B}"))
    #expect(Self.plain(coloured.stdoutText) == plain.stdoutText)
    let lines = coloured.stdoutText.split(separator: "\n")
    for line in lines.dropLast() {
      let word = String(Self.plain(String(line)).prefix { $0 != " " })
      let code = try #require(Self.codes[word], "\(line)")
      #expect(line.hasPrefix("\u{1B}[\(code)m\(word)\u{1B}[0m "), "\(line)")
    }
    // The summary: each count of a word in its colour.
    let summary = String(lines.last ?? "")
    for match in Self.plain(summary).matches(of: /(\d+) (failed|new|deleted|passed|skipped|errors?)/) {
      let word = match.2 == "errors" ? "ERROR" : match.2.uppercased()
      #expect(summary.contains("\u{1B}[\(Self.codes[word]!)m\(match.0)\u{1B}[0m"), "\(summary)")
    }
  }

  /// In a pipe (as here), in a pseudo-terminal under NO_COLOR, or with TERM=dumb, `auto` prints
  /// no code; in a pseudo-terminal it colours; `never` never does.
  @Test func autoColoursOnlyATerminal() throws {
    let folder = try Self.folders(seed: 3)
    defer { try? FileManager.default.removeItem(at: folder) }
    let piped = try TagflowBinary.run(["diff", "expected", "actual"], in: folder)
    #expect(!piped.stdoutText.contains("\u{1B}") && !piped.stderr.contains("\u{1B}"))
    // Not `pty.py`: Python would import the script itself for `import pty`.
    let script = folder.appendingPathComponent("on-terminal.py")
    try Data(Self.ptyScript.utf8).write(to: script)
    func onTerminal(_ arguments: [String], _ environment: [String]) throws -> String {
      let result = try Shell.run(
        ["-u", "NO_COLOR", "TERM=xterm"] + environment + ["python3", script.path, TagflowBinary.url.path] + arguments,
        in: folder)
      #expect(result.status == 1, "\(result.stderr)")
      return result.stdoutText.replacingOccurrences(of: "\r\n", with: "\n")
    }
    let terminal = try onTerminal(["diff", "expected", "actual"], [])
    #expect(terminal.contains("\u{1B}["), "\(terminal)")
    #expect(Self.plain(terminal) == piped.stdoutText)
    for environment in [["NO_COLOR=1"], ["TERM=dumb"]] {
      let quiet = try onTerminal(["diff", "expected", "actual"], environment)
      #expect(!quiet.contains("\u{1B}"), "\(environment)")
      #expect(quiet == piped.stdoutText, "\(environment)")
    }
    #expect(!(try onTerminal(["diff", "expected", "actual", "--color", "never"], [])).contains("\u{1B}"))
    // --color always wins over NO_COLOR, as no-color.org asks of an explicit option.
    #expect(try onTerminal(["diff", "expected", "actual", "--color", "always"], ["NO_COLOR=1"]).contains("\u{1B}["))
  }

  /// A name holding an escape sequence is shown escaped, colours or not: only the tool's own
  /// codes reach the terminal.
  @Test func aNamesEscapeNeverReachesTheTerminal() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let name = "\u{1B}[2Jgone.png"
    let made = try TagflowBinary.run(["render", "a", "-o", name] + fixtureFonts, in: folder)
    #expect(made.status == 0, "\(made.stderr)")
    let result = try TagflowBinary.run(["diff", name, name, "--color", "always"], in: folder)
    #expect(result.stdoutText.hasPrefix("\u{1B}[32mPASSED\u{1B}[0m \\u{1B}[2Jgone.png: identical files"))
    #expect(Self.plain(result.stdoutText).contains("\u{1B}") == false)
  }

  /// `check` colours its result lines and summary the same way.
  @Test func checkColoursItsResults() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fonts = try copyFixtureFonts(into: folder).map { "\"\($0)\"" }
    try Data(
      ("defaults:\n  systemFonts: false\n  fontFiles: [\(fonts.joined(separator: ", "))]\njobs:\n"
        + "  - {output: a.png, tags: [a]}\n  - {output: b.png, tags: [b]}\n").utf8
    ).write(to: folder.appendingPathComponent("m.yaml"))
    #expect(try TagflowBinary.run(["batch", "m.yaml", "-q"], in: folder).status == 0)
    let manifest = folder.appendingPathComponent("m.yaml")
    let text = try String(contentsOf: manifest, encoding: .utf8)
    try text.replacingOccurrences(of: "tags: [b]", with: "tags: [bb]").write(
      to: manifest, atomically: true, encoding: .utf8)
    let plain = try TagflowBinary.run(["check", "m.yaml", "--color", "never"], in: folder, environment: ["CI": nil])
    let coloured = try TagflowBinary.run(
      ["check", "m.yaml", "--color", "always"], in: folder, environment: ["CI": nil])
    #expect(plain.status == 1 && coloured.status == 1)
    #expect(Self.plain(coloured.stdoutText) == plain.stdoutText)
    #expect(coloured.stdoutText.contains("\u{1B}[32mPASSED\u{1B}[0m a.png: "), "\(coloured.stdoutText)")
    #expect(coloured.stdoutText.contains("\u{1B}[1;31mFAILED\u{1B}[0m b.png: "), "\(coloured.stdoutText)")
    #expect(coloured.stdoutText.contains("2 images: \u{1B}[1;31m1 failed\u{1B}[0m, \u{1B}[32m1 passed\u{1B}[0m"))
  }

  /// Runs a command with its stdout on a new pseudo-terminal and prints what it wrote there.
  static let ptyScript = """
    import os, pty, subprocess, sys
    master, slave = pty.openpty()
    child = subprocess.Popen(sys.argv[1:], stdout=slave, stderr=subprocess.PIPE, stdin=subprocess.PIPE)
    os.close(slave)
    child.stdin.close()
    out = b""
    while True:
        try:
            chunk = os.read(master, 65536)
        except OSError:
            break
        if not chunk:
            break
        out += chunk
    child.wait()
    sys.stdout.buffer.write(out)
    sys.stderr.buffer.write(child.stderr.read())
    sys.exit(child.returncode)
    """
}

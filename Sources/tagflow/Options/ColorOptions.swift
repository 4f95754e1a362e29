// Colour on a terminal: each result's status word and the summary's counts, as Playwright and cargo colour them.

import ArgumentParser
import Glibc
import TagFlow

/// When to colour: `auto` colours a stream that is a terminal, unless `NO_COLOR` is set (to
/// anything but empty, as no-color.org asks) or `TERM` is `dumb`; `always` and `never` decide
/// alone, so `--color always` colours a log or a pipe (a CI log viewer shows colours too).
enum ColorMode: String, KeywordArgument {
  case auto, always, never
}

struct ColorOptions: ParsableArguments {
  @Option(
    name: .customLong("color"),
    help: ArgumentHelp(
      "Colour PASSED, FAILED, NEW and the other status words: auto (on a terminal, unless NO_COLOR is set), "
        + "always or never.",
      valueName: "when"))
  var mode = ColorMode.auto

  /// Whether lines written to `stream` are coloured.
  func colors(_ stream: Terminal.Stream) -> Bool {
    switch mode {
    case .always: return true
    case .never: return false
    case .auto:
      let environment = { (name: String) in getenv(name).map { String(cString: $0) } }
      if let noColor = environment("NO_COLOR"), !noColor.isEmpty { return false }
      if environment("TERM") == "dumb" { return false }
      return isatty(stream == .output ? STDOUT_FILENO : STDERR_FILENO) == 1
    }
  }

  /// Writes a result line, `FAILED name: message`, its first word coloured by its status.
  func writeResult(_ line: String, to stream: Terminal.Stream = .output) {
    guard colors(stream) else { return Terminal.write(line, to: stream) }
    Terminal.write(line, to: stream) { shown in
      guard let space = shown.firstIndex(of: " "),
        let word = StatusWord(rawValue: shown[..<space].lowercased())
      else { return shown }
      return Self.painted(String(shown[..<space]), word) + shown[space...]
    }
  }

  /// Writes a summary, `6 images: 2 failed, 1 new, 3 passed`, each count that is not zero
  /// coloured as its word.
  func writeSummary(_ line: String, to stream: Terminal.Stream = .output) {
    guard colors(stream) else { return Terminal.write(line, to: stream) }
    Terminal.write(line, to: stream) { shown in
      shown.replacing(/(: |, )(\d+) ([a-z]+)(?=,|;|$)/) { match in
        let word = match.3 == "errors" ? StatusWord.error : StatusWord(rawValue: String(match.3))
        guard let word, match.2 != "0" else { return String(match.0) }
        return match.1 + Self.painted("\(match.2) \(match.3)", word)
      }
    }
  }

  /// The SGR colour of each word: red for what failed, yellow for what needs a look (new,
  /// deleted, skipped), cyan for a reference written, green for a pass; bold where the run
  /// fails because of it.
  static func code(_ word: StatusWord) -> String {
    switch word {
    case .failed, .error: "1;31"
    case .new, .deleted: "1;33"
    case .skipped: "33"
    case .recorded: "36"
    case .passed: "32"
    }
  }

  /// `text` in the colour of `word`, then the terminal's default again.
  static func painted(_ text: String, _ word: StatusWord) -> String {
    "\u{1B}[\(code(word))m\(text)\u{1B}[0m"
  }
}

// The one way text reaches stdout and stderr: no control character raw, and no line the CI runner obeys.

internal import SystemPackage

/// Every line TagFlow prints (results, progress, warnings, errors) goes through
/// `Terminal.write`.
///
/// Paths, tags and job names are text from someone else. Printed raw, an escape
/// sequence recolours or retitles the terminal or hides what follows, a carriage
/// return overwrites the start of the line, a line break starts a line TagFlow did
/// not write, and a bidi control makes a name read backwards. The GitHub Actions
/// runner reads both streams and obeys a line that starts with `::` (after the
/// white space it trims) and `##[` anywhere in a line (its older syntax). So every
/// line is made printable first:
/// - control characters (C0, DEL, C1), line and paragraph separators and bidi
///   controls are shown as Swift escapes: `\r`, `\n`, `\t`, `\0`, `\u{1B}`, `\u{202E}`;
/// - a byte that is not UTF-8, in a path or an argument (see `PathBytes`), is shown as
///   `\x85`, as `printf` writes it;
/// - the `[` of `##[` is shown as `\u{5B}`;
/// - a line that would still start with `::` is printed quoted, `'…'`.
///
/// Text that needs none of this is printed as it is. Genuine workflow commands
/// (`GitHubAnnotations`) are written with `writeCommand`, already escaped by
/// GitHub's rules; a progress bar redraws itself with `writeRedraw`.
package enum Terminal {
  package enum Stream: Sendable {
    case output, error
  }

  /// Writes one line, made printable, with a line feed after it.
  package static func write(_ line: String, to stream: Stream = .output) {
    emit(printable(line) + "\n", to: stream)
  }

  /// Writes one line as `write` does, then passes it, made printable, through `style`, which
  /// may add the terminal's colour codes around the words TagFlow wrote (a status word, a
  /// count): what came from someone else is already escaped by then, and no code it holds
  /// reaches the terminal.
  package static func write(_ line: String, to stream: Stream = .output, style: (String) -> String) {
    emit(style(printable(line)) + "\n", to: stream)
  }

  /// Writes a workflow command built by `GitHubAnnotations`: its values are escaped
  /// there, by GitHub's rules, and it holds no raw control character.
  package static func writeCommand(_ command: String) {
    emit(command + "\n", to: .output)
  }

  /// Writes text as it is: only for a progress bar's redraw (`\r`, erase to the end
  /// of the line), whose text is TagFlow's own figures.
  package static func writeRedraw(_ text: String) {
    emit(text, to: .error)
  }

  private static func emit(_ text: String, to stream: Stream) {
    let descriptor: FileDescriptor = stream == .output ? .standardOutput : .standardError
    _ = try? descriptor.writeAll(text.utf8)
  }

  /// `line` as `write` prints it.
  package static func printable(_ line: String) -> String {
    let shown = visible(line)
    return startsCommand(shown) ? quotedIfNeeded(line) : shown
  }

  /// `text` with every scalar that `isHidden` escaped, and the `[` of `##[` too;
  /// `keepingLineBreaks` leaves CR and LF (for a format that escapes them its own way).
  package static func visible(_ text: String, keepingLineBreaks: Bool = false) -> String {
    guard needsEscaping(text, keepingLineBreaks: keepingLineBreaks) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 16)
    var hashes = 0
    for scalar in text.unicodeScalars {
      if keepingLineBreaks && (scalar == "\r" || scalar == "\n") {
        result.unicodeScalars.append(scalar)
      } else if isHidden(scalar) || (scalar == "[" && hashes >= 2) {
        result += escape(scalar)
      } else {
        result.unicodeScalars.append(scalar)
      }
      hashes = countHashes(hashes, after: scalar)
    }
    return result
  }

  /// `text` as it is when `visible` leaves it alone and it does not start a command;
  /// otherwise in single quotes, with `\'`, `\\` and the escapes of `visible` inside:
  /// for a path or name that may start a line, or that must read back unambiguously.
  package static func quotedIfNeeded(_ text: String) -> String {
    let shown = visible(text)
    guard shown != text || startsCommand(shown) else { return text }
    var result = "'"
    var hashes = 0
    for scalar in text.unicodeScalars {
      switch scalar {
      case "'": result += "\\'"
      case "\\": result += "\\\\"
      default:
        if isHidden(scalar) || (scalar == "[" && hashes >= 2) {
          result += escape(scalar)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
      hashes = countHashes(hashes, after: scalar)
    }
    return result + "'"
  }

  /// The scalars never printed raw: C0 and C1 controls and DEL; LINE SEPARATOR and
  /// PARAGRAPH SEPARATOR; the Bidi_Control characters (ALM, LRM, RLM, LRE…RLO, LRI…PDI);
  /// the scalars that stand for a byte that is not UTF-8 (`PathBytes`).
  package static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    case 0x10_FF80...0x10_FFFF: true
    default: false
    }
  }

  /// `\0`, `\t`, `\n`, `\r`, `\xHH` for a byte that is not UTF-8, or `\u{HEX}`.
  package static func escape(_ scalar: Unicode.Scalar) -> String {
    if let byte = PathBytes.rawByte(scalar) { return "\\x" + String(byte, radix: 16, uppercase: true) }
    return switch scalar {
    case "\0": "\\0"
    case "\t": "\\t"
    case "\n": "\\n"
    case "\r": "\\r"
    default: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
  }

  /// True when the runner would read `line` as a command: `::` after the white space it
  /// trims (and characters that its comparison ignores, such as a zero-width space).
  package static func startsCommand(_ line: String) -> Bool {
    var scalars = line.unicodeScalars.drop {
      $0.properties.isWhitespace || $0.properties.isDefaultIgnorableCodePoint
    }.makeIterator()
    return scalars.next() == ":" && scalars.next() == ":"
  }

  private static func needsEscaping(_ text: String, keepingLineBreaks: Bool) -> Bool {
    var hashes = 0
    for scalar in text.unicodeScalars {
      if isHidden(scalar) && !(keepingLineBreaks && (scalar == "\r" || scalar == "\n")) { return true }
      if scalar == "[" && hashes >= 2 { return true }
      hashes = countHashes(hashes, after: scalar)
    }
    return false
  }

  /// How many `#` come last before the next scalar, characters the runner's comparison
  /// ignores (zero-width ones) skipped.
  private static func countHashes(_ count: Int, after scalar: Unicode.Scalar) -> Int {
    if scalar == "#" { return count + 1 }
    if !scalar.isASCII && scalar.properties.isDefaultIgnorableCodePoint { return count }
    return 0
  }
}

extension Terminal {
  /// `text` fit for a one-line message: control characters (and what else `Terminal.visible`
  /// escapes) escaped, long text cut.
  package static func oneLine(_ text: String) -> String {
    var head = ""
    head.unicodeScalars.append(contentsOf: text.unicodeScalars.prefix(200))
    let line = visible(head)
    return text.unicodeScalars.count > 200 ? line + "…" : line
  }
}

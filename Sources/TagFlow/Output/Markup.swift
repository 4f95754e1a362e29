// Text made safe inside XML and HTML: SVG text and titles, links, JUnit XML, the HTML report.

package enum Markup {
  /// Text as XML attribute or element content, read back by any XML parser as the same
  /// text wherever XML 1.0 can carry it:
  /// - `&`, `<`, `>`, `"`, `'` as entities, so nothing closes an element, an attribute or a
  ///   CDATA section (`]]>`);
  /// - TAB, LF and CR as character references, which attribute normalisation keeps;
  /// - DEL, C1 controls, LINE and PARAGRAPH SEPARATOR and bidi controls as character
  ///   references too: the same text, and none of them raw in the file (a file printed
  ///   to a terminal cannot move its cursor, nor reorder the lines around it);
  /// - the other C0 controls (NUL, ESC, …), U+FFFE and U+FFFF, which XML 1.0 cannot hold at
  ///   all, even as references, as U+FFFD REPLACEMENT CHARACTER. Tags never reach here
  ///   with them (validation refuses them); file names and titles may.
  /// - the `[` of `##[`, a CI runner's command anywhere in a line, as `&#91;`.
  package static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    var hashes = 0
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "[" where hashes >= 2: result += "&#91;"
      default:
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: result += "&#\(scalar.value);"
        case 0x00...0x1F, 0xFFFE, 0xFFFF: result += "\u{FFFD}"
        default:
          if Terminal.isHidden(scalar) {
            result += "&#x" + String(scalar.value, radix: 16, uppercase: true) + ";"
          } else {
            result.unicodeScalars.append(scalar)
          }
        }
      }
      hashes = scalar == "#" ? hashes + 1 : 0
    }
    return result
  }

  /// Text as HTML content or a quoted attribute, for the report people read: what
  /// `Terminal.visible` escapes (controls, separators, bidi controls) is shown as its
  /// escape, as on the terminal, and the rest as `escape` writes it. HTML reads the
  /// references `escape` gives C1 controls as other characters (`&#x85;` is `…`) and
  /// calls raw controls parse errors, and a name in a report must read as it is.
  package static func escapeHTML(_ text: String) -> String {
    escape(Terminal.visible(text))
  }
}

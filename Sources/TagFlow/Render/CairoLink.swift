// The attribute text of a Cairo link tag, with a URI that survives Cairo 1.16's PDF writer.

/// Cairo's PDF surface writes a link's URI into a PDF string as it is: a
/// backslash or an unbalanced parenthesis there breaks the string, and bytes
/// beyond ASCII are not allowed in a PDF URI. So the URI is first made plain
/// ASCII with percent-encoding (as a browser turns an IRI into a URI), then
/// quoted for Cairo's attribute syntax.
enum CairoLink {
  /// `uri='…' rect=[x y w h]` for `cairo_tag_begin(cr, CAIRO_TAG_LINK, …)`.
  static func attributes(uri: String, frame: Rect) -> String {
    var quoted = ""
    for character in pdfSafe(uri) {
      if character == "'" || character == "\\" { quoted.append("\\") }
      quoted.append(character)
    }
    return "uri='\(quoted)' rect=[\(frame.x) \(frame.y) \(frame.width) \(frame.height)]"
  }

  /// Percent-encodes every byte that is not printable ASCII, and `\`, `(`, `)`, `%`
  /// when not already the start of an escape, so the URI is safe inside a PDF string.
  static func pdfSafe(_ uri: String) -> String {
    let bytes = Array(uri.utf8)
    var result = ""
    for (index, byte) in bytes.enumerated() {
      let isEscape =
        byte == UInt8(ascii: "%") && index + 2 < bytes.count && isHex(bytes[index + 1]) && isHex(bytes[index + 2])
      let plain =
        (0x21...0x7E).contains(byte) && byte != UInt8(ascii: "\\") && byte != UInt8(ascii: "(")
        && byte != UInt8(ascii: ")") && (byte != UInt8(ascii: "%") || isEscape)
      if plain {
        result.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return result
  }

  private static func isHex(_ byte: UInt8) -> Bool {
    Character(Unicode.Scalar(byte)).isHexDigit
  }
}

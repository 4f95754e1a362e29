// JSON that holds no invisible character raw: safe to print, safe in a CI log.

/// The escapes every JSON TagFlow writes adds to JSON's own (`tagflow layout`, a batch's
/// `--report`). JSON escapes `"`, `\` and C0 controls; it may carry DEL, C1 controls, LINE
/// and PARAGRAPH SEPARATOR and bidi controls raw, and `tagflow layout` prints to a terminal
/// or a CI log by default. Here they become `\uXXXX` escapes, and the `[` of `##[` (a GitHub
/// Actions command anywhere in a line) becomes `\u005b`: every JSON parser reads the same
/// text back, and nothing in the bytes moves a cursor, reorders a line or speaks to the runner.
package enum JSONText {
  /// JSON written by another writer (JSONEncoder) with the escapes added. Outside strings
  /// JSON is ASCII and has no `#`, so the whole document is searched; it is copied only
  /// when something is found.
  package static func escapingInvisibles(_ json: [UInt8]) -> [UInt8] {
    json.withUnsafeBufferPointer { buffer in
      var result: [UInt8] = []
      var plain = 0
      var index = 0
      while index < buffer.count {
        guard let found = hidden(in: buffer, at: index) else {
          index += 1
          continue
        }
        if result.isEmpty { result.reserveCapacity(buffer.count + 64) }
        result.append(contentsOf: buffer[plain..<index])
        appendEscape(found.value, to: &result)
        index += found.length
        plain = index
      }
      guard plain > 0 else { return json }
      result.append(contentsOf: buffer[plain...])
      return result
    }
  }

  /// The scalar that starts at `index` when it is written as an escape: its length in UTF-8
  /// and its value. Only DEL, `[` and the lead bytes 0xC2, 0xD8 and 0xE2 can start one, so
  /// any other byte is one comparison. `utf8` is valid UTF-8.
  static func hidden(in utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> (length: Int, value: UInt32)? {
    let byte = utf8[index]
    switch byte {
    case 0x7F:
      return (1, 0x7F)
    case UInt8(ascii: "["):
      let hashes = index >= 2 && utf8[index - 1] == UInt8(ascii: "#") && utf8[index - 2] == UInt8(ascii: "#")
      return hashes ? (1, 0x5B) : nil
    case 0xC2, 0xD8:
      guard index + 1 < utf8.count else { return nil }
      let value = UInt32(byte & 0x1F) << 6 | UInt32(utf8[index + 1] & 0x3F)
      return isHidden(value) ? (2, value) : nil
    case 0xE2:
      guard index + 2 < utf8.count else { return nil }
      let value = UInt32(byte & 0x0F) << 12 | UInt32(utf8[index + 1] & 0x3F) << 6 | UInt32(utf8[index + 2] & 0x3F)
      return isHidden(value) ? (3, value) : nil
    default:
      return nil
    }
  }

  /// `\u` and four lower-case hex digits, as JSONEncoder writes its escapes.
  static func appendEscape(_ value: UInt32, to bytes: inout [UInt8]) {
    let hex = Array("0123456789abcdef".utf8)
    bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u")])
    for shift in stride(from: 12, through: 0, by: -4) { bytes.append(hex[Int((value >> UInt32(shift)) & 0xF)]) }
  }

  private static func isHidden(_ value: UInt32) -> Bool {
    Unicode.Scalar(value).map(Terminal.isHidden) ?? false
  }
}

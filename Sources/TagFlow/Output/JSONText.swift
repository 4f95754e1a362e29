// JSON that holds no invisible character raw: safe to print, safe in a CI log.

/// The last pass of every JSON TagFlow writes (`tagflow layout`, `--boxes`, a batch's
/// `--report`). JSON's own escapes cover `"`, `\` and C0 controls; JSON may carry DEL,
/// C1 controls, LINE and PARAGRAPH SEPARATOR and bidi controls raw, and `tagflow layout`
/// prints to a terminal or a CI log by default. Here they become `\uXXXX` escapes, and the
/// `[` of `##[` (a GitHub Actions command anywhere in a line) becomes `\u005b`: every JSON
/// parser reads the same text back, and nothing in the bytes moves a cursor, reorders a
/// line or speaks to the runner.
///
/// Outside strings JSON is ASCII and has no `#`, so the pass works on the whole document.
package enum JSONText {
  package static func escapingInvisibles(_ json: [UInt8]) -> [UInt8] {
    guard let first = firstInvisible(json, from: 0) else { return json }
    var result: [UInt8] = []
    result.reserveCapacity(json.count + 64)
    result.append(contentsOf: json[..<first.index])
    var next: (index: Int, length: Int, value: UInt32)? = first
    var plain = first.index
    while let found = next {
      result.append(contentsOf: json[plain..<found.index])
      result.append(contentsOf: Array("\\u".utf8))
      let hex = String(found.value, radix: 16)
      result.append(contentsOf: Array((String(repeating: "0", count: 4 - hex.count) + hex).utf8))
      plain = found.index + found.length
      next = firstInvisible(json, from: plain)
    }
    result.append(contentsOf: json[plain...])
    return result
  }

  /// The next scalar from `start` that is written escaped: its byte offset, its length in
  /// UTF-8 and its value. Only a few lead bytes can start one, so most bytes are one comparison.
  private static func firstInvisible(_ json: [UInt8], from start: Int) -> (index: Int, length: Int, value: UInt32)? {
    var index = start
    while index < json.count {
      let byte = json[index]
      switch byte {
      case 0x7F:
        return (index, 1, 0x7F)
      case UInt8(ascii: "["):
        if index >= 2, json[index - 1] == UInt8(ascii: "#"), json[index - 2] == UInt8(ascii: "#") {
          return (index, 1, 0x5B)
        }
      case 0xC2, 0xD8:
        if index + 1 < json.count {
          let value = (UInt32(byte & 0x1F) << 6) | UInt32(json[index + 1] & 0x3F)
          if Terminal.isHidden(Unicode.Scalar(value)!) { return (index, 2, value) }
        }
      case 0xE2:
        if index + 2 < json.count {
          let value =
            (UInt32(byte & 0x0F) << 12) | (UInt32(json[index + 1] & 0x3F) << 6) | UInt32(json[index + 2] & 0x3F)
          if let scalar = Unicode.Scalar(value), Terminal.isHidden(scalar) { return (index, 3, value) }
        }
      default:
        break
      }
      index += 1
    }
    return nil
  }
}

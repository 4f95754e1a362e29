// Decoding UTF-8 one character at a time, and the line and column of the first bytes that are not UTF-8.

import TagFlow

/// UTF-8 as the TOML reader and the front matter finder check it.
enum UTF8Position {
  /// The character at `start` and its length in bytes, if the bytes there are
  /// well-formed UTF-8 (not overlong, not a surrogate, not above U+10FFFF, not cut short).
  static func scalar(in bytes: [UInt8], at start: Int) -> (scalar: Unicode.Scalar, length: Int)? {
    let lead = bytes[start]
    let length: Int
    var value: UInt32
    switch lead {
    case 0x00..<0x80: return (Unicode.Scalar(lead), 1)
    case 0xC2...0xDF: (length, value) = (2, UInt32(lead & 0x1F))
    case 0xE0...0xEF: (length, value) = (3, UInt32(lead & 0x0F))
    case 0xF0...0xF4: (length, value) = (4, UInt32(lead & 0x07))
    default: return nil
    }
    guard start + length <= bytes.count else { return nil }
    for offset in 1..<length {
      let byte = bytes[start + offset]
      guard byte & 0xC0 == 0x80 else { return nil }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    guard length != 3 || value >= 0x800, length != 4 || (0x10000...0x10FFFF).contains(value),
      let scalar = Unicode.Scalar(value)
    else { return nil }
    return (scalar, length)
  }

  /// The line and column of the first byte in `bytes[start...]` that is not UTF-8
  /// (columns count characters from 1), with `start` on line `firstLine`;
  /// the end of the bytes when they all are.
  static func firstInvalid(in bytes: [UInt8], from start: Int = 0, firstLine: Int = 1) -> (line: Int, column: Int) {
    var (index, line, column) = (start, firstLine, 1)
    while index < bytes.count, let (scalar, length) = scalar(in: bytes, at: index) {
      index += length
      if scalar == "\n" {
        (line, column) = (line + 1, 1)
      } else {
        column += 1
      }
    }
    return (line, column)
  }
}

// CommonMark's escapes in an info string: backslash escapes and character references, decoded as a renderer does.

import TagFlow

enum CommonMarkText {
  /// Space, tab, line feed, vertical tab, form feed, carriage return: the bytes
  /// that end the language word of an info string in cmark's renderer.
  static func isWordSeparator(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
  }

  /// The ASCII punctuation a backslash escapes.
  static func isPunctuation(_ byte: UInt8) -> Bool {
    (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte)
      || (0x7B...0x7E).contains(byte)
  }

  /// The named references decoded here: those that stand for an ASCII character.
  /// Every other name is kept as written, which changes nothing that matters for
  /// finding `tags`: no named reference stands for an ASCII letter, and only
  /// `&Tab;` and `&NewLine;` separate words.
  private static let names: [String: UInt8] = [
    "amp": 0x26, "AMP": 0x26, "lt": 0x3C, "LT": 0x3C, "gt": 0x3E, "GT": 0x3E, "quot": 0x22, "QUOT": 0x22,
    "apos": 0x27, "Tab": 0x09, "NewLine": 0x0A,
  ]

  /// `text` with its backslash escapes (`\` before ASCII punctuation) and
  /// character references decoded: decimal `&#116;`, hexadecimal `&#x74;` (0, a
  /// surrogate or a value past U+10FFFF gives U+FFFD), and the names above.
  static func decoded(_ text: ArraySlice<UInt8>) -> [UInt8] {
    guard text.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "&") }) else { return Array(text) }
    var result: [UInt8] = []
    result.reserveCapacity(text.count)
    var index = text.startIndex
    while index < text.endIndex {
      let byte = text[index]
      if byte == UInt8(ascii: "\\"), index + 1 < text.endIndex, isPunctuation(text[index + 1]) {
        result.append(text[index + 1])
        index += 2
      } else if byte == UInt8(ascii: "&"), let (decoded, end) = reference(text, at: index) {
        result += decoded
        index = end
      } else {
        result.append(byte)
        index += 1
      }
    }
    return result
  }

  /// The character reference at `start` (an `&`): its bytes and the index after its `;`.
  private static func reference(_ text: ArraySlice<UInt8>, at start: Int) -> ([UInt8], Int)? {
    var index = start + 1
    guard index < text.endIndex else { return nil }
    if text[index] == UInt8(ascii: "#") {
      index += 1
      var radix: UInt32 = 10
      var maxDigits = 7
      if index < text.endIndex, text[index] | 0x20 == UInt8(ascii: "x") {
        (radix, maxDigits) = (16, 6)
        index += 1
      }
      var value: UInt32 = 0
      var digits = 0
      while index < text.endIndex, digits < maxDigits, let digit = digitValue(text[index], radix: radix) {
        value = value * radix + digit
        digits += 1
        index += 1
      }
      guard digits > 0, index < text.endIndex, text[index] == UInt8(ascii: ";") else { return nil }
      let scalar = value == 0 ? nil : Unicode.Scalar(value)
      return (Array(String(Character(scalar ?? "\u{FFFD}")).utf8), index + 1)
    }
    let nameStart = index
    guard isLetter(text[index]) else { return nil }
    while index < text.endIndex, index - nameStart < 32, isAlphanumeric(text[index]) { index += 1 }
    guard index - nameStart >= 2, index < text.endIndex, text[index] == UInt8(ascii: ";"),
      let name = String(validating: text[nameStart..<index], as: UTF8.self), let byte = names[name]
    else { return nil }
    return ([byte], index + 1)
  }

  private static func digitValue(_ byte: UInt8, radix: UInt32) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16: UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  static func isAlphanumeric(_ byte: UInt8) -> Bool {
    isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }
}

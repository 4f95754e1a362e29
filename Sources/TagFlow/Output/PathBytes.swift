// Paths as the bytes the system gave: names that are not UTF-8 carried in a String and given back byte for byte.

import Glibc

/// A Linux path is bytes, not text: `d\x85` is a folder name as good as `docs`. TagFlow
/// carries paths as `String`s, and Swift repairs bytes that are not UTF-8 into U+FFFD, which
/// names another file. So every path that comes from the system (an argument, a folder
/// entry, `realpath`, `getcwd`) is decoded here instead, and every path that goes back to
/// it is encoded here:
///
/// - bytes that are UTF-8 become their characters;
/// - each byte that is not part of a UTF-8 character (0x80–0xFF) becomes one scalar of
///   the last 128 code points of Unicode, U+10FF80–U+10FFFF (private use, plane 16):
///   byte 0x85 is U+10FF85;
/// - the UTF-8 of those 128 code points is itself treated as such bytes, so that every
///   byte string decodes to a String that encodes to the same bytes.
///
/// `encode(decode(bytes)) == bytes` for every byte string without NUL. Messages show such a
/// byte as `\x85` (see `Terminal.escape`), the one escape for a byte that is not text.
///
/// Those 128 code points stand for bytes only in a String `decode` made: a path, or an argument
/// before it is known to be a path. Text read from a file (a tag, a title) is text, and
/// U+10FFFD there is a private-use character like any other. An argument that is used as text
/// goes through `text(_:)` first, which gives the characters its bytes spell.
package enum PathBytes {
  /// The scalar of byte 0x80 is `rawBase + 0x80` (U+10FF80); of 0xFF, U+10FFFF.
  private static let rawBase: UInt32 = 0x10_FF00

  /// The byte a scalar stands for, when it stands for one (U+10FF80–U+10FFFF).
  package static func rawByte(_ scalar: Unicode.Scalar) -> UInt8? {
    scalar.value >= rawBase + 0x80 ? UInt8(truncatingIfNeeded: scalar.value - rawBase) : nil
  }

  /// True when `text` holds a byte that is not UTF-8 (see `rawByte`).
  package static func holdsRawBytes(_ text: String) -> Bool {
    // U+10FF80–U+10FFFF all start with the bytes F4 8F BE or F4 8F BF.
    text.utf8.contains(0xF4) && text.unicodeScalars.contains { rawByte($0) != nil }
  }

  /// An argument (a String `decode` made) as text: the String its bytes spell when they are
  /// UTF-8, in which U+10FF80–U+10FFFF are characters like any other; nil when they are not
  /// UTF-8, which no text is.
  package static func text(_ argument: String) -> String? {
    guard holdsRawBytes(argument) else { return argument }
    return String(validating: encode(argument), as: UTF8.self)
  }

  /// `bytes` as a String that `encode` turns back into the same bytes.
  package static func decode(_ bytes: some Collection<UInt8>) -> String {
    if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
    if let text = String(validating: bytes, as: UTF8.self), !holdsRawBytes(text) { return text }
    let bytes = Array(bytes)
    var result = String.UnicodeScalarView()
    var index = 0
    while index < bytes.count {
      let length = validLength(bytes, at: index)
      let character = bytes[index..<index + max(length, 1)]
      let scalar = length == 0 ? nil : String(decoding: character, as: UTF8.self).unicodeScalars.first
      if let scalar, rawByte(scalar) == nil {
        result.append(scalar)
      } else {
        for byte in character { result.append(Unicode.Scalar(rawBase + UInt32(byte))!) }
      }
      index += character.count
    }
    return String(result)
  }

  /// The length of the well-formed UTF-8 character at `index`, or 0 when none starts there
  /// (by the table of well-formed sequences of Unicode's chapter 3: no overlong form, no
  /// surrogate, nothing past U+10FFFF).
  private static func validLength(_ bytes: [UInt8], at index: Int) -> Int {
    let first = bytes[index]
    func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
      index + offset < bytes.count && range.contains(bytes[index + offset])
    }
    switch first {
    case 0x00...0x7F: return 1
    case 0xC2...0xDF: return continuation(1) ? 2 : 0
    case 0xE0: return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : 0
    case 0xE1...0xEC, 0xEE...0xEF: return continuation(1) && continuation(2) ? 3 : 0
    case 0xED: return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : 0
    case 0xF0: return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : 0
    case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
    case 0xF4: return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : 0
    default: return 0
    }
  }

  /// A NUL-terminated C string as `decode` reads it.
  package static func decode(cString: UnsafePointer<CChar>) -> String {
    decode(UnsafeBufferPointer(start: cString, count: strlen(cString)).lazy.map { UInt8(bitPattern: $0) })
  }

  /// The name of a folder entry, as its bytes say.
  package static func name(of entry: UnsafeMutablePointer<dirent>) -> String {
    withUnsafeBytes(of: entry.pointee.d_name) { decode($0.prefix { $0 != 0 }) }
  }

  /// The bytes `path` names: its UTF-8, each scalar of `rawByte` as its one byte.
  package static func encode(_ path: String) -> [UInt8] {
    guard holdsRawBytes(path) else { return Array(path.utf8) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(path.utf8.count)
    for scalar in path.unicodeScalars {
      if let byte = rawByte(scalar) { bytes.append(byte) } else { bytes.append(contentsOf: UTF8.encode(scalar)!) }
    }
    return bytes
  }
}

extension String {
  /// The path as the system takes it: its bytes (see `PathBytes`), NUL-terminated. An array
  /// of `CChar` passes where a C function takes `const char *`.
  package var platformPath: [CChar] {
    PathBytes.encode(self).map { CChar(bitPattern: $0) } + [0]
  }
}

// CommonMark code fences: the run of backticks or tildes that opens or closes a fenced block, and its info string.

import TagFlow

/// An opening code fence: three or more backticks or tildes, then the info
/// string (which may not hold a backtick after backticks). Where the fence may
/// stand (at most three columns into its container) is `CommonMarkBlocks`'s to say.
struct CodeFence: Equatable {
  /// `` ` `` or `~`, as a byte.
  var marker: UInt8
  var length: Int
  /// The columns before the fence, inside its container: content lines lose as many.
  var indentation: Int
  /// The info string, trimmed of spaces and tabs, as written (escapes not decoded).
  var info: ArraySlice<UInt8>

  private static let backtick = UInt8(ascii: "`")
  private static let tilde = UInt8(ascii: "~")

  /// The fence that `rest` (a line from its first non-blank byte, without the line
  /// ending) opens, or `nil` when it opens none.
  init?(opening rest: ArraySlice<UInt8>, indentation: Int) {
    guard let marker = rest.first, marker == Self.backtick || marker == Self.tilde else { return nil }
    let length = rest.prefix { $0 == marker }.count
    guard length >= 3 else { return nil }
    let after = rest.dropFirst(length)
    if marker == Self.backtick, after.contains(Self.backtick) { return nil }
    self.marker = marker
    self.length = length
    self.indentation = indentation
    self.info = Self.trimmed(after)
  }

  /// Whether `rest` (a line from its first non-blank byte, at most three columns in)
  /// closes this fence: at least as many of the same marker, then only spaces and tabs.
  func isClosed(by rest: ArraySlice<UInt8>) -> Bool {
    let run = rest.prefix { $0 == marker }.count
    return run >= length && Self.trimmed(rest.dropFirst(run)).isEmpty
  }

  /// The first word of the info string as written.
  var language: ArraySlice<UInt8> {
    info.prefix { !CommonMarkText.isWordSeparator($0) }
  }

  /// The first word of the info string once its escapes and character references
  /// are decoded: the word a CommonMark renderer puts in `class="language-…"`.
  var decodedLanguage: [UInt8] {
    CommonMarkText.decoded(info).prefix { !CommonMarkText.isWordSeparator($0) }.map { $0 }
  }

  /// The info string after its first word, trimmed.
  var arguments: ArraySlice<UInt8> {
    Self.trimmed(info.dropFirst(language.count).drop { CommonMarkText.isWordSeparator($0) })
  }

  static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
    guard let first = bytes.firstIndex(where: { !isBlank($0) }), let last = bytes.lastIndex(where: { !isBlank($0) })
    else { return bytes[bytes.endIndex...] }
    return bytes[first...last]
  }
}

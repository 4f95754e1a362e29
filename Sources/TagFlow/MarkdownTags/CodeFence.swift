// CommonMark code fences: which lines open and close a fenced block, and its info string.

/// An opening code fence: up to three spaces, then three or more backticks or
/// tildes, then the info string (which may not hold a backtick after backticks).
struct CodeFence: Equatable {
  /// `` ` `` or `~`, as a byte.
  var marker: UInt8
  var length: Int
  /// The spaces before the fence.
  var indentation: Int
  /// The info string, trimmed: its first word names the block's language.
  var info: ArraySlice<UInt8>

  private static let backtick = UInt8(ascii: "`")
  private static let tilde = UInt8(ascii: "~")
  private static let space = UInt8(ascii: " ")
  private static let tab = UInt8(ascii: "\t")

  /// The fence that `line` (without its `\n`) opens, or `nil` when it opens none.
  init?(opening line: ArraySlice<UInt8>) {
    let line = Self.withoutCarriageReturn(line)
    let indentation = line.prefix { $0 == Self.space }.count
    guard indentation <= 3 else { return nil }
    let rest = line.dropFirst(indentation)
    guard let marker = rest.first, marker == Self.backtick || marker == Self.tilde else { return nil }
    let length = rest.prefix { $0 == marker }.count
    guard length >= 3 else { return nil }
    let info = Self.trimmed(rest.dropFirst(length))
    if marker == Self.backtick, info.contains(Self.backtick) { return nil }
    self.marker = marker
    self.length = length
    self.indentation = indentation
    self.info = info
  }

  /// Whether `line` closes this fence: up to three spaces, at least as many of
  /// the same marker, then nothing but spaces.
  func isClosed(by line: ArraySlice<UInt8>) -> Bool {
    let line = Self.withoutCarriageReturn(line)
    let indentation = line.prefix { $0 == Self.space }.count
    guard indentation <= 3 else { return false }
    let rest = line.dropFirst(indentation)
    let run = rest.prefix { $0 == marker }.count
    return run >= length && Self.trimmed(rest.dropFirst(run)).isEmpty
  }

  /// The first word of the info string: the block's language.
  var language: ArraySlice<UInt8> {
    info.prefix { $0 != Self.space && $0 != Self.tab }
  }

  /// The info string after its first word, trimmed.
  var arguments: ArraySlice<UInt8> {
    Self.trimmed(info.dropFirst(language.count))
  }

  static func withoutCarriageReturn(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    line.last == UInt8(ascii: "\r") ? line.dropLast() : line
  }

  static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    let isBlank = { (byte: UInt8) in byte == space || byte == tab }
    guard let first = bytes.firstIndex(where: { !isBlank($0) }), let last = bytes.lastIndex(where: { !isBlank($0) })
    else { return bytes[bytes.endIndex...] }
    return bytes[first...last]
  }
}

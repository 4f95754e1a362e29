// CommonMark's link reference definitions: only how long one is, for a paragraph that may be nothing but them.

import TagFlow

/// `[label]: destination "title"` at the start of a paragraph's text (spec
/// 0.31.2, 4.7). The block finder needs one thing of them: a paragraph made of
/// nothing but definitions is no paragraph, so a `===` or `-` line after it is
/// no setext underline, and the lines after that still continue a paragraph.
enum LinkReferenceDefinition {
  /// The bytes of the definition at the start of `text` (a paragraph's lines,
  /// each ended by `\n`), through the end of its line; `nil` if none starts there.
  static func length(_ text: ArraySlice<UInt8>) -> Int? {
    var index = text.startIndex
    // Label: `[`, at most 999 characters with no unescaped bracket, `]`, then `:`.
    guard let labelEnd = label(text, at: index), labelEnd < text.endIndex, text[labelEnd] == UInt8(ascii: ":")
    else { return nil }
    guard text[(index + 1)..<(labelEnd - 1)].contains(where: { !isWhitespace($0) }) else { return nil }
    index = spacesAndNewline(text, from: labelEnd + 1)
    guard let destinationEnd = destination(text, at: index) else { return nil }
    let beforeTitle = destinationEnd
    index = spacesAndNewline(text, from: beforeTitle)
    if index != beforeTitle, let titleEnd = title(text, at: index), let end = lineEnd(text, from: titleEnd) {
      return end - text.startIndex
    }
    // Without a title (or one that does not end its line), the destination must end its line.
    return lineEnd(text, from: beforeTitle).map { $0 - text.startIndex }
  }

  /// The index after `[…]` at `start`.
  private static func label(_ text: ArraySlice<UInt8>, at start: Int) -> Int? {
    guard start < text.endIndex, text[start] == UInt8(ascii: "[") else { return nil }
    var index = start + 1
    var characters = 0
    while index < text.endIndex {
      let byte = text[index]
      if byte == UInt8(ascii: "]") { return index + 1 }
      if byte == UInt8(ascii: "[") { return nil }
      if byte == UInt8(ascii: "\\"), index + 1 < text.endIndex {
        index += 1
        characters += 1
      }
      if text[index] & 0xC0 != 0x80 { characters += 1 }
      guard characters <= 999 else { return nil }
      index += 1
    }
    return nil
  }

  /// `<…>` with no line ending or unescaped `<` `>`, or a run of non-whitespace with balanced parentheses.
  private static func destination(_ text: ArraySlice<UInt8>, at start: Int) -> Int? {
    var index = start
    if index < text.endIndex, text[index] == UInt8(ascii: "<") {
      index += 1
      while index < text.endIndex {
        switch text[index] {
        case UInt8(ascii: ">"): return index + 1
        case UInt8(ascii: "<"), 0x0A, 0: return nil
        case UInt8(ascii: "\\"):
          guard index + 1 < text.endIndex, text[index + 1] != 0x0A else { return nil }
          index += 2
        default: index += 1
        }
      }
      return nil
    }
    var depth = 0
    while index < text.endIndex {
      let byte = text[index]
      if byte == UInt8(ascii: "\\"), index + 1 < text.endIndex, CommonMarkText.isPunctuation(text[index + 1]) {
        index += 2
      } else if byte == UInt8(ascii: "(") {
        depth += 1
        index += 1
      } else if byte == UInt8(ascii: ")") {
        if depth == 0 { break }
        depth -= 1
        index += 1
      } else if isWhitespace(byte) {
        break
      } else {
        index += 1
      }
    }
    if index == start, index >= text.endIndex || text[index] != UInt8(ascii: ")") { return nil }
    return depth == 0 ? index : nil
  }

  /// `"…"`, `'…'` or `(…)`, a backslash escaping the byte after it: the index after the closing quote.
  private static func title(_ text: ArraySlice<UInt8>, at start: Int) -> Int? {
    guard start < text.endIndex else { return nil }
    let close: UInt8
    switch text[start] {
    case UInt8(ascii: "\""), UInt8(ascii: "'"): close = text[start]
    case UInt8(ascii: "("): close = UInt8(ascii: ")")
    default: return nil
    }
    var index = start + 1
    while index < text.endIndex {
      let byte = text[index]
      if byte == UInt8(ascii: "\\") {
        guard index + 1 < text.endIndex else { return nil }
        index += 2
        continue
      }
      if byte == close { return index + 1 }
      if byte == 0 || (close == UInt8(ascii: ")") && byte == UInt8(ascii: "(")) { return nil }
      index += 1
    }
    return nil
  }

  /// Spaces, then the line's end: the index after its `\n` (or the end of the text).
  private static func lineEnd(_ text: ArraySlice<UInt8>, from start: Int) -> Int? {
    var index = start
    while index < text.endIndex, text[index] == UInt8(ascii: " ") { index += 1 }
    if index == text.endIndex { return index }
    return text[index] == 0x0A ? index + 1 : nil
  }

  /// Spaces, at most one line ending, spaces.
  private static func spacesAndNewline(_ text: ArraySlice<UInt8>, from start: Int) -> Int {
    var index = start
    while index < text.endIndex, text[index] == UInt8(ascii: " ") { index += 1 }
    if index < text.endIndex, text[index] == 0x0A {
      index += 1
      while index < text.endIndex, text[index] == UInt8(ascii: " ") { index += 1 }
    }
    return index
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte)
  }
}

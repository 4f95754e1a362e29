// Reading tags: tag files (one per line, `tag<TAB>weight`), and `tag:3` command-line arguments.

extension TagItem {
  /// Parses a tag file: one tag per line, optionally followed by a tab and its
  /// weight (`swift<TAB>12`); blank lines start a new line of chips. Leading and
  /// trailing white space is trimmed; `\r\n` endings are fine. Colons are plain
  /// text here: only the tab introduces a weight. `source` names the file in errors.
  public static func parseList(_ text: String, source: String) throws(TagFlowError) -> [TagItem] {
    try Limits.check(inputBytes: text.utf8.count, file: source)
    var tags: [TagItem] = []
    var pendingBreak = false
    var number = 0
    for rawLine in lines(of: text) {
      number += 1
      // Refused before any character-by-character work on a line megabytes long.
      let slack = 64
      if rawLine.utf8.count > Limits.tagCharacters + slack, !rawLine.dropFirst(Limits.tagCharacters + slack).isEmpty {
        throw .input(at: SourcePosition(source, line: number), .tagTooLong(limit: Limits.tagCharacters))
      }
      // Only trailing space goes before looking for the tab: "\t3" is a weight with no tag.
      let line = rawLine[..<(rawLine.lastIndex { !$0.isSpaceOnly }.map(rawLine.index(after:)) ?? rawLine.startIndex)]
      if line.isEmpty {
        pendingBreak = !tags.isEmpty
        continue
      }
      var tag = TagItem(line.trimmingWhitespace(), breakBefore: pendingBreak)
      // A tab is a character of its own, so its UTF-8 position is a character boundary; bytes are faster to scan.
      if let tab = line.utf8.lastIndex(of: 0x09) {
        tag.text = line[..<tab].trimmingWhitespace()
        let weight = line[line.index(after: tab)...].trimmingWhitespace()
        guard let value = TagItem.weight(weight), NumberSetting.weight.accepts(value) else {
          throw .input(
            at: SourcePosition(source, line: number),
            .notAWeight(String(weight), accepted: NumberSetting.weight.expected))
        }
        guard !tag.text.isEmpty else {
          throw .input(at: SourcePosition(source, line: number), .noTagBeforeTab)
        }
        tag.weight = value
      }
      do throws(TagFlowError) {
        try TagItem.check(text: tag.text, field: "tag")
      } catch {
        throw .input(at: SourcePosition(source, line: number), .value(error))
      }
      tags.append(tag)
      pendingBreak = false
      // Stop reading at the limit rather than holding millions of tags first.
      if tags.count > Limits.tagsPerImage { try Limits.check(tags: tags) }
    }
    return tags
  }

  /// The lines of a text, split at every newline `Character.isNewline` knows
  /// (`\n`, `\r\n`, `\r`, VT, FF, NEL, LS, PS), found by scalars rather than
  /// by characters: a tag file of megabytes is split in milliseconds.
  static func lines(of text: String) -> [Substring] {
    var lines: [Substring] = []
    let scalars = text.unicodeScalars
    var start = scalars.startIndex
    var index = start
    while index < scalars.endIndex {
      let scalar = scalars[index]
      guard scalar.startsNewline else {
        index = scalars.index(after: index)
        continue
      }
      // A newline always ends a character (Unicode's grapheme rules GB4 and GB5).
      lines.append(text[start..<index])
      index = scalars.index(after: index)
      if scalar == "\r", index < scalars.endIndex, scalars[index] == "\n" { index = scalars.index(after: index) }
      start = index
    }
    lines.append(text[start..<scalars.endIndex])
    return lines
  }

  /// A tag from a command-line argument: `swift` or `swift:12`. The part after
  /// the last colon is a weight only when it is a plain decimal number, so `c++`,
  /// `std::vector` and `key:value` stay whole tags. A backslash before that colon
  /// keeps it as text: `'12\:30'` is the tag `12:30`.
  package init(argument: String) throws(TagFlowError) {
    guard let colon = argument.lastIndex(of: ":") else {
      self.init(argument)
      return
    }
    if colon > argument.startIndex, argument[argument.index(before: colon)] == "\\" {
      self.init(String(argument[..<argument.index(before: colon)]) + String(argument[colon...]))
      return
    }
    let suffix = argument[argument.index(after: colon)...]
    guard let weight = TagItem.weight(suffix) else {
      self.init(argument)
      return
    }
    guard colon > argument.startIndex else {
      throw TagFlowError.invalid("tag", argument, expected: "text before the ':weight', as in 'swift:3'")
    }
    self.init(String(argument[..<colon]), weight: weight)
  }

  /// A weight written as a plain decimal number (`3`, `0.5`, `-2`, `1e3`); not
  /// `inf`, `nan` or hexadecimal, which read as text.
  package static func weight(_ text: some StringProtocol) -> Double? {
    let allowed = Set("0123456789+-.eE")
    guard text.contains(where: \.isASCII), text.allSatisfy(allowed.contains), text.contains(where: \.isNumber) else {
      return nil
    }
    return Double(String(text))
  }
}

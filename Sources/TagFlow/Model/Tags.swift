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

  /// The tags one text lists: split at its commas, each trimmed, empty ones dropped; a
  /// backslash before a comma keeps it in the tag (`C\, C++` is one tag, `C, C++` two). The
  /// one rule for every text that lists tags: a command-line argument, a line of a ```tags
  /// block and a front-matter field written as one text. An item of a list (a YAML, JSON or
  /// TOML list, a line of a tag file) is one tag whatever it holds.
  package static func commaSeparated(_ text: some StringProtocol) -> [String] {
    var items: [String] = []
    var item = ""
    var escaped = false
    for character in text {
      if escaped {
        if character != "," { item.append("\\") }
        item.append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "," {
        items.append(item)
        item = ""
      } else {
        item.append(character)
      }
    }
    if escaped { item.append("\\") }
    items.append(item)
    return items.map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
  }

  /// The tags of one command-line argument: `swift`, `swift:12`, or several separated by
  /// commas (`swift,linux`, `'C, C++'`), as `commaSeparated` splits them; each as
  /// `init(argument:)` reads it, trimmed as a piece between commas is. An argument of only
  /// spaces is one tag, and refused as one; one of commas and spaces holds no tag and is
  /// refused.
  package static func tags(argument: String) throws(TagFlowError) -> [TagItem] {
    guard argument.contains(",") else {
      let trimmed = argument.trimmingWhitespace()
      return [try TagItem(argument: trimmed.isEmpty ? argument : trimmed)]
    }
    let items = commaSeparated(argument)
    guard !items.isEmpty else {
      throw TagFlowError.invalid(
        "tag", argument, expected: "text; commas separate tags ('a, b' is two), and '\\,' keeps a comma in a tag")
    }
    var tags: [TagItem] = []
    for item in items { tags.append(try TagItem(argument: item)) }
    return tags
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

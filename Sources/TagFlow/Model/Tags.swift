// Reading tag lists: one tag per line, an empty line forces a line break.

extension Tag {
  /// Parses a tag file: one tag per line; blank lines start a new line of chips.
  /// Leading and trailing white space is trimmed; `\r\n` endings are fine.
  public static func parseList(_ text: String) -> [Tag] {
    var tags: [Tag] = []
    var pendingBreak = false
    for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      let line = String(rawLine).trimmingWhitespace()
      if line.isEmpty {
        pendingBreak = !tags.isEmpty
        continue
      }
      tags.append(Tag(line, breakBefore: pendingBreak))
      pendingBreak = false
    }
    return tags
  }
}

// Where a mapping gives a key again: the place of the second one, which the YAML parser does not say.

import TagFlow

/// The YAML parser refuses a mapping that gives one key twice, but names
/// only the first of the two. The mistake is the second (the first was
/// fine until it came), so this finds it in the text: the next key of the
/// same mapping with the same name.
enum DuplicateKey {
  /// The place (line and column, from 1) of the second `key` of the mapping
  /// whose first `key` is at `first`; `nil` when the text does not tell.
  static func second(of key: String, first: (line: Int, column: Int), in text: String) -> (line: Int, column: Int)? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
    guard first.line >= 1, first.line <= lines.count, first.column >= 1 else { return nil }
    let opening = lines[first.line - 1]
    guard first.column - 1 <= opening.count else { return nil }
    let before = opening[..<(first.column - 1)]
    // A block mapping's keys stand alone on their lines, after indentation and `- ` of a list.
    if before.allSatisfy({ $0 == " " || $0 == "-" }) {
      return secondInBlock(of: key, first: first, lines: lines)
    }
    return secondInFlow(of: key, first: first, lines: lines)
  }

  /// In a block mapping every key starts at the first key's column; a line
  /// that starts further left ends the mapping.
  private static func secondInBlock(of key: String, first: (line: Int, column: Int), lines: [[Unicode.Scalar]])
    -> (line: Int, column: Int)?
  {
    for index in first.line..<lines.count {
      let line = lines[index]
      guard let start = line.firstIndex(where: { $0 != " " && $0 != "\r" }), line[start] != "#" else { continue }
      if start + 1 < first.column { return nil }
      if start + 1 == first.column, startsWithKey(key, line[start...]) { return (index + 1, first.column) }
    }
    return nil
  }

  /// In a flow mapping (`{a: 1, a: 2}`, JSON) a key follows `{` or `,` at the
  /// first key's depth of brackets; quoted text is skipped.
  private static func secondInFlow(of key: String, first: (line: Int, column: Int), lines: [[Unicode.Scalar]])
    -> (line: Int, column: Int)?
  {
    var depth = 0
    var quote: Unicode.Scalar?
    var afterSeparator = false
    for index in (first.line - 1)..<lines.count {
      let line = lines[index]
      var column = index == first.line - 1 ? first.column - 1 : 0
      while column < line.count {
        let scalar = line[column]
        defer { column += 1 }
        if let open = quote {
          if scalar == "\\" && open == "\"" {
            column += 1
          } else if scalar == open {
            quote = nil
          }
          continue
        }
        if afterSeparator, depth == 0, scalar != " ", scalar != "\t", scalar != "\r" {
          afterSeparator = false
          if startsWithKey(key, line[column...]) { return (index + 1, column + 1) }
        }
        switch scalar {
        case "\"", "'": quote = scalar
        case "{", "[": depth += 1
        case "}", "]":
          depth -= 1
          if depth < 0 { return nil }
        case ",": if depth == 0 { afterSeparator = true }
        case "#" where column == 0 || line[column - 1] == " ": column = line.count
        default: break
        }
      }
    }
    return nil
  }

  /// Whether `text` starts with `key` (plain, or in single or double quotes) and then `:`.
  private static func startsWithKey(_ key: String, _ text: ArraySlice<Unicode.Scalar>) -> Bool {
    let name = Array(key.unicodeScalars)
    for (open, close) in [("", ""), ("\"", "\""), ("'", "'")] as [(String, String)] {
      let expected = Array(open.unicodeScalars) + name + Array(close.unicodeScalars)
      guard text.count > expected.count, text.prefix(expected.count).elementsEqual(expected) else { continue }
      let rest = text.dropFirst(expected.count).drop { $0 == " " || $0 == "\t" }
      if rest.first == ":" { return true }
    }
    return false
  }
}

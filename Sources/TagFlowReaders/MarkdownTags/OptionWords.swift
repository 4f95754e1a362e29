// Splitting a ```tags block's options into words, as a shell would: spaces between, quotes to keep spaces.

import TagFlow

/// Splits text into words at spaces and tabs. `'…'` keeps everything inside as
/// written; `"…"` keeps spaces, and a backslash in it or outside quotes keeps
/// the next character (`\"`, `\\`, `\ `). No variables, globs or other shell syntax.
enum OptionWords {
  enum Problem: Error, Equatable {
    case unclosedQuote(Character)
    case trailingBackslash
  }

  static func split(_ text: String) throws(Problem) -> [String] {
    var words: [String] = []
    var word = ""
    var inWord = false
    var quote: Character?
    var escaped = false
    for character in text {
      if escaped {
        word.append(character)
        escaped = false
        continue
      }
      switch (quote, character) {
      case ("'", "'"), ("\"", "\""): quote = nil
      case ("'", _): word.append(character)
      case (_, "\\"):
        escaped = true
        inWord = true
      case ("\"", _): word.append(character)
      case (nil, "'"), (nil, "\""):
        quote = character
        inWord = true
      case (nil, " "), (nil, "\t"):
        if inWord { words.append(word) }
        word = ""
        inWord = false
      default:
        word.append(character)
        inWord = true
      }
    }
    if let quote { throw .unclosedQuote(quote) }
    if escaped { throw .trailingBackslash }
    if inWord { words.append(word) }
    return words
  }
}

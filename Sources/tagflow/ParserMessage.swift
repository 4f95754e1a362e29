// ArgumentParser's own messages in TagFlow's words, so every error reads one way:
// `--justify: 'sideways' is not valid; expected one of start, center, …`.

import TagFlow

/// Rewrites the messages ArgumentParser makes (a bad value, an unknown option, a missing
/// value or argument) into the form of TagFlow's own: the option first, then the value and
/// what is expected, in lower case with no closing full stop, and "did you mean" for a value
/// one slip away from an accepted one.
enum ParserMessage {
  /// `line`, one line as `ExitStatus.oneLine` makes it, in TagFlow's style. A message of
  /// a shape not known here keeps its words, its first letter lowered and its full stop dropped.
  static func inTagFlowStyle(_ line: String) -> String {
    if let invalid = invalidValue(line) { return invalid }
    if let rest = line.dropping(prefix: "Unknown option ") {
      return "unknown option " + rest.replacing(". Did you mean ", with: "; did you mean ")
    }
    if let rest = line.dropping(prefix: "Missing value for '"), rest.hasSuffix("'") {
      return "\(rest.dropLast()): the value is missing"
    }
    if let rest = line.dropping(prefix: "Missing expected argument '"), rest.hasSuffix("'") {
      return "\(rest.dropLast()) is missing"
    }
    if let rest = line.dropping(prefix: "The option '"),
      let end = rest.firstRange(of: "' does not take any value, but '"),
      rest.hasSuffix("' was specified.")
    {
      let value = rest[end.upperBound...].dropLast("' was specified.".count)
      return "\(rest[..<end.lowerBound]): '\(value)' is not valid; the option takes no value"
    }
    return plain(line)
  }

  /// "The value 'V' is invalid for 'SYNOPSIS'" and what follows: a list of the accepted values,
  /// the reason a transform gave, or nothing.
  private static func invalidValue(_ line: String) -> String? {
    guard let rest = line.dropping(prefix: "The value '"),
      let split = rest.firstRange(of: "' is invalid for '")
    else { return nil }
    let value = String(rest[..<split.lowerBound])
    let afterName = rest[split.upperBound...]
    // The synopsis holds no quote: "--justify <justify>" or "<manifest>".
    guard let close = afterName.firstIndex(of: "'") else { return nil }
    let synopsis = afterName[..<close]
    let name = synopsis.hasPrefix("-") ? String(synopsis.prefix { $0 != " " }) : String(synopsis)
    let tail = String(afterName[afterName.index(after: close)...])
    let start = "\(name): '\(value)' is not valid"
    if let list = tail.dropping(prefix: ". Please provide one of the following: ") {
      return start
        + expected(list.split(separator: ", ", omittingEmptySubsequences: false).map(String.init), value: value)
    }
    if let list = tail.dropping(prefix: ". Please provide one of "), list.hasSuffix(".") {
      let values = list.dropLast().replacing(" and ", with: ", ").replacing(" or ", with: ", ")
        .split(separator: ", ", omittingEmptySubsequences: false).map(String.init).map { $0.trimmingQuotes }
      return start + expected(values, value: value)
    }
    if let reason = tail.dropping(prefix: ": ") {
      // A reason already in TagFlow's form says everything itself.
      return reason.hasPrefix(name + ": ") ? reason : start + "; " + plain(reason)
    }
    return tail.isEmpty || tail == "." ? start : nil
  }

  private static func expected(_ values: [String], value: String) -> String {
    let hint = Suggestion.closest(to: value, in: values).map { "; did you mean '\($0)'?" } ?? ""
    return "; expected one of " + values.joined(separator: ", ") + hint
  }

  /// First letter lowered (not in a word of capitals such as "PNG"), closing full stop dropped.
  private static func plain(_ text: String) -> String {
    var text = text
    if text.hasSuffix("."), !text.hasSuffix("..") { text.removeLast() }
    let letters = Array(text.prefix(2))
    if letters.count == 2, letters[0].isUppercase, letters[1].isLowercase {
      text = letters[0].lowercased() + text.dropFirst()
    }
    return text
  }
}

extension String {
  fileprivate func dropping(prefix: String) -> String? {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
  }

  fileprivate var trimmingQuotes: String {
    hasPrefix("'") && hasSuffix("'") && count >= 2 ? String(dropFirst().dropLast()) : self
  }
}

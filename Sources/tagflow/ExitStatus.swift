// The one exit-status scheme of every subcommand, and the one-line form of an error message.

import ArgumentParser
import TagFlow

/// Every subcommand exits with one of these, and every `--help` says so in these words.
enum ExitStatus {
  /// It ran and the result is negative: images differ, a check failed or a reference was
  /// missing, a batch job failed.
  static let negative = ExitCode(1)
  /// It could not do what was asked: a usage error (unknown option, bad value), unreadable or
  /// invalid input, unwritable output.
  static let cannot = ExitCode(2)

  /// The scheme as a subcommand's `--help` shows it, with what its own 0 and 1 mean (no 1
  /// for commands whose result cannot be negative).
  static func discussion(success: String, negative: String? = nil) -> String {
    """
    Exit status: 0 \(success); \(negative.map { "1 \($0); " } ?? "")2 when it could \
    not do what was asked (unknown option or bad value, unreadable or invalid \
    input, unwritable output); 130 when interrupted by Ctrl-C (SIGINT), 143 by \
    SIGTERM.
    """
  }

  /// The root command's summary of the scheme.
  static let summary = """
    Every subcommand exits 0 on success; 1 when it ran and the result is negative \
    (images differ, a check failed or a reference was missing, a batch job \
    failed); 2 when it could not do what was asked (unknown option or bad value, \
    unreadable or invalid input, unwritable output); 130 when interrupted by \
    Ctrl-C (SIGINT), 143 by SIGTERM.
    """

  /// An error message as one line. ArgumentParser lists a long set of accepted values as
  /// bullets on the lines after the first; those are kept, comma-separated, since the
  /// first line alone ends in "Please provide one of the following:". Other lines (usage,
  /// help hints) are dropped.
  ///
  /// A value from `arguments` the message quotes is first shown as `Terminal.visible` shows
  /// it, so a line break in it neither cuts the message nor passes for a bullet.
  static func oneLine(_ message: String, arguments: [String] = []) -> String {
    let message = showing(arguments, in: message)
    let lines = message.split(separator: "\n", omittingEmptySubsequences: true)
    guard var line = lines.first.map(String.init) else { return "failed" }
    let bullets = lines.dropFirst().prefix { $0.trimmingPrefix(while: \.isWhitespace).hasPrefix("- ") }
    if !bullets.isEmpty {
      let values = bullets.map { $0.trimmingPrefix(while: \.isWhitespace).dropFirst(2) }
      if line.hasSuffix(":") { line.removeLast() }
      line += ": " + values.joined(separator: ", ")
    }
    return line
  }

  /// `message` with each of `arguments` that holds a hidden character replaced by its
  /// visible form, matched scalar by scalar (a match by `Character` would miss a value
  /// that starts with a combining mark, which joins the quote before it).
  private static func showing(_ arguments: [String], in message: String) -> String {
    var scalars = Array(message.unicodeScalars)
    for argument in Set(arguments) where Terminal.visible(argument) != argument {
      let needle = Array(argument.unicodeScalars)
      let shown = Array(Terminal.visible(argument).unicodeScalars)
      var index = 0
      while index + needle.count <= scalars.count {
        if scalars[index..<(index + needle.count)].elementsEqual(needle) {
          scalars.replaceSubrange(index..<(index + needle.count), with: shown)
          index += shown.count
        } else {
          index += 1
        }
      }
    }
    var result = ""
    result.unicodeScalars.append(contentsOf: scalars)
    return result
  }
}

extension StringProtocol {
  fileprivate func trimmingPrefix(while predicate: (Character) -> Bool) -> SubSequence {
    self[(firstIndex { !predicate($0) } ?? endIndex)...]
  }
}

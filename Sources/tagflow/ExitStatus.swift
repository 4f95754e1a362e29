// The one exit-status scheme of every subcommand, and the one-line form of an error message.

import ArgumentParser

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
  static func oneLine(_ message: String) -> String {
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
}

extension StringProtocol {
  fileprivate func trimmingPrefix(while predicate: (Character) -> Bool) -> SubSequence {
    self[(firstIndex { !predicate($0) } ?? endIndex)...]
  }
}

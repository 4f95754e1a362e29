// The errors TagFlow reports to people: each one is a single line that says what to fix.

/// An error worth one clear line on stderr: what was wrong, the bad value and what is accepted.
public struct TagFlowError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The whole line: what was wrong, the bad value and what is accepted.
  public var message: String

  /// An error that says `message`.
  public init(_ message: String) {
    self.message = message
  }

  /// The message, as `print(error)` and `\(error)` show it.
  public var description: String { message }

  /// A bad value for a named setting: `field: 'value' is not valid; expected ...`.
  public static func invalid(_ field: String, _ value: String, expected: String) -> TagFlowError {
    TagFlowError("\(field): '\(YAMLReader.oneLine(value))' is not valid; expected \(expected)")
  }
}

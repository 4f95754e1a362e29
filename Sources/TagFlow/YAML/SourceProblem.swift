// One thing wrong with a YAML or JSON file, located to the line and column.

/// A problem found while reading a manifest, a theme file or a tag list:
/// `FILE:LINE:COLUMN: message`.
public struct SourceProblem: Error, Sendable, Hashable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var column: Int
  public var message: String
  /// For a manifest, the job it belongs to; `nil` for the file as a whole
  /// (its syntax or defaults), which stops every job.
  public var jobIndex: Int?

  public var description: String { "\(file):\(line):\(column): \(message)" }
}

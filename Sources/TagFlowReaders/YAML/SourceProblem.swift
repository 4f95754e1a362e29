// One thing wrong with a YAML or JSON file, located to the line and column.

import TagFlow

/// A problem found while reading a manifest, a theme file or a tag list:
/// `FILE:LINE:COLUMN: message`.
package struct SourceProblem: Error, Sendable, Hashable, CustomStringConvertible {
  package var file: String
  package var line: Int
  package var column: Int
  package var message: String
  /// For a manifest, the job it belongs to; `nil` for the file as a whole
  /// (its syntax or defaults), which stops every job.
  package var jobIndex: Int?

  /// The problem `message` at `line` and `column` of `file`, of the job `jobIndex` if any.
  package init(file: String, line: Int, column: Int, message: String, jobIndex: Int? = nil) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
    self.jobIndex = jobIndex
  }

  package var description: String { "\(file):\(line):\(column): \(message)" }
}

// Files the command line names: their missing folders made, and a problem named after the option given.

import TagFlow

/// What every output option does with its path (`--junit`, `batch --report`, `-o`, …): the
/// path is from the working folder, as every path typed on the command line is; the folders
/// it names that are missing are made, as `-o out/tags.png` makes `out/`; and a file that
/// cannot be written is said of the option the user gave, never of another.
enum OptionOutput {
  /// Writes `bytes` to `path`, named by `option`, replacing the file whole.
  static func write(_ bytes: [UInt8], to path: String, option: String) throws(TagFlowError) {
    try named(option) { () throws(TagFlowError) in
      try FileSystem.createFolder(of: path)
      try FileSystem.write(bytes, to: path)
    }
  }

  /// `body`'s result; a problem with a file that no option named, or that was said of
  /// `output`, is said of `option` instead.
  static func named<T>(_ option: String, _ body: () throws(TagFlowError) -> T) throws(TagFlowError) -> T {
    do {
      return try body()
    } catch {
      guard case .file(var problem) = error, problem.field == nil || problem.field == "output" else { throw error }
      problem.field = option
      throw .file(problem)
    }
  }
}

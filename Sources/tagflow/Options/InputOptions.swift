// Where the tags come from: arguments or a file.

import ArgumentParser
import TagFlow

struct InputOptions: ParsableArguments {
  @Argument(help: "Tags to draw, one chip each.")
  var tags: [String] = []

  @Option(
    name: [.short, .long],
    help: ArgumentHelp(
      "Read tags from a file, one per line ('-' for stdin). A blank line starts a new line of chips.",
      valueName: "file"))
  var input: String?

  /// Tags from the arguments, then from the file; at least one.
  func readTags() throws(TagFlowError) -> [Tag] {
    var result = tags.map { Tag($0) }
    if let input {
      result += Tag.parseList(try FileSystem.readText(input, field: "--input"))
    }
    guard !result.isEmpty else {
      throw TagFlowError("no tags: give tags as arguments or with --input FILE")
    }
    return result
  }
}

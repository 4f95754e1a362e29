// Where the tags come from: arguments, a file, docs or packages, with weights, selection and the image's title.

import ArgumentParser
import TagFlow
import TagFlowReaders

struct InputOptions: ParsableArguments {
  @Argument(
    help: ArgumentHelp(
      "Tags to draw, one chip each ('a,b' is two, as in ```tags blocks and front matter; '\\,' keeps a comma); "
        + "'tag:3' gives a weight ('c++' and 'a::b' stay tags; '12\\:30' keeps the colon)."))
  var tags: [String] = []

  @Option(
    name: [.short, .long],
    help: ArgumentHelp(
      "Read tags from a file ('-' for stdin): one per line, 'tag<TAB>weight' for a weight, a blank line for a new "
        + "line of chips; or a .yaml/.yml/.json list with per-tag weight, color, fill, border, link, selected and flex settings (minWidth, maxWidth, basis, grow, shrink).",
      valueName: "file"),
    completion: .file())
  var input: String?

  @OptionGroup var sources: TagSourceOptions

  @Option(
    name: .customLong("select"),
    help: ArgumentHelp("Draw the chip of this tag as selected, with the accent colour (repeatable).", valueName: "tag"))
  var selected: [String] = []

  @Option(name: .setting(.title), help: .setting(.title))
  var title: String?

  @Option(
    name: .customLong("allow-link-scheme"),
    help: ArgumentHelp(
      "Allow links in a YAML/JSON tag list with this scheme besides http, https, mailto and relative ones ('*' for "
        + "any; repeatable).", valueName: "scheme"))
  var linkSchemes: [String] = []

  /// `leading`, then tags from the arguments, the file, and docs and packages; at least one.
  func readTags(leading: [TagItem] = []) throws(TagFlowError) -> [TagItem] {
    var result = leading
    for argument in tags { result += try TagItem.tags(argument: try Self.text(argument, field: "tag")) }
    if let input {
      result += try TagItem.load(input, field: "--input", links: LinkPolicy(allowing: linkSchemes))
    }
    result += try sources.readTags()
    guard !result.isEmpty else {
      throw .noTags(.given)
    }
    var selected: [String] = []
    for argument in self.selected { selected.append(try Self.text(argument, field: "select")) }
    if let missing = selected.first(where: { name in !result.contains { $0.text == name } }) {
      throw TagFlowError.invalid("select", missing, expected: "the text of one of the tags")
    }
    if !selected.isEmpty {
      let selected = Set(selected)
      for index in result.indices where selected.contains(result[index].text) {
        result[index].isSelected = true
      }
    }
    return result
  }

  /// The title as text (see `text(_:field:)`).
  func readTitle() throws(TagFlowError) -> String? {
    guard let title else { return nil }
    return try Self.text(title, field: "title")
  }

  /// An argument used as text, not as a path: the characters its bytes spell (`PathBytes.text`),
  /// so U+10FFFD typed as an argument is the character; refused in one line when not UTF-8.
  static func text(_ argument: String, field: String) throws(TagFlowError) -> String {
    guard let text = PathBytes.text(argument) else {
      throw TagFlowError.invalid(field, argument, expected: "UTF-8 text (a byte shown as \\xHH is not UTF-8)")
    }
    return text
  }
}

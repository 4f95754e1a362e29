// Tags from docs and packages: front matter of Markdown files and package keywords, counted into weights.

import ArgumentParser
import TagFlow
import TagFlowBatch

struct TagSourceOptions: ParsableArguments {
  @Option(
    name: .customLong("from-front-matter"),
    help: ArgumentHelp(
      "Count the tags in the front matter of a Markdown file, or of every .md/.markdown/.mdx file under a folder "
        + "(repeatable); a tag's weight is the number of files that carry it.",
      valueName: "path"))
  var frontMatter: [String] = []

  @Option(
    name: .customLong("from-package"),
    help: ArgumentHelp(
      "Add the keywords of a package.json (or other .json manifest), pyproject.toml or Cargo.toml (repeatable).",
      valueName: "file"))
  var packages: [String] = []

  @Option(
    help: ArgumentHelp(
      "The front matter and package fields that hold tags, comma-separated (default: "
        + TagSourceReader.defaultKeys.joined(separator: ",") + ").",
      valueName: "names"),
    transform: FieldNames.parseArgument)
  var keys = FieldNames(TagSourceReader.defaultKeys)

  var isEmpty: Bool { frontMatter.isEmpty && packages.isEmpty }

  /// Every source read and counted; files with front matter TagFlow does not read are warned of.
  func read() throws(TagFlowError) -> (reader: TagSourceReader, files: Int) {
    var reader = TagSourceReader(keys: keys.names)
    var files = 0
    for path in frontMatter { files += try reader.addFrontMatter(of: path, field: "--from-front-matter") }
    for path in packages { try reader.addPackage(path, field: "--from-package") }
    if let (first, opening) = reader.unread.first {
      let others = reader.unread.count - 1
      let who =
        others == 0
        ? "'\(first)' opens" : "'\(first)' and \(others) more file\(others == 1 ? "" : "s") open"
      warn(
        "\(who) with front matter that tagflow does not read ('\(opening)') and \(others == 0 ? "counts" : "count") "
          + "as having no tags; write tags as YAML between --- lines, TOML between +++ lines or JSON between { and }")
    }
    return (reader, files)
  }

  /// The tags of every source, weighted by how many files carry each.
  func readTags() throws(TagFlowError) -> [TagItem] {
    guard !isEmpty else { return [] }
    let (reader, files) = try read()
    let tags = reader.tally.tags
    guard !tags.isEmpty else {
      let sources =
        (frontMatter.isEmpty ? [] : ["the front matter of \(files) Markdown file\(files == 1 ? "" : "s")"])
        + (packages.isEmpty ? [] : ["\(packages.count) package file\(packages.count == 1 ? "" : "s")"])
      throw .noTags(.inFields(keys.names, sources: sources))
    }
    return tags
  }
}

/// Field names written `tags,keywords`.
struct FieldNames {
  var names: [String]

  init(_ names: [String]) {
    self.names = names
  }

  /// For `@Option(transform:)`, so a bad list's error says what is accepted.
  static func parseArgument(_ text: String) throws -> FieldNames {
    let names = text.split(separator: ",", omittingEmptySubsequences: false).map {
      $0.split(separator: " ").joined(separator: " ")
    }
    guard !names.contains(where: \.isEmpty) else {
      throw ValidationError("expected field names separated by commas, such as tags,keywords")
    }
    return FieldNames(names)
  }
}

// Tags from docs and packages: front matter of Markdown files and package keywords, counted into weights.

import ArgumentParser
import TagFlow
import TagFlowReaders

struct TagSourceOptions: ParsableArguments {
  @Option(
    name: .customLong("from-front-matter"), parsing: .upToNextOption,
    help: ArgumentHelp(
      "Count the tags in the front matter of Markdown files, or of every .md/.markdown/.mdx file under folders "
        + "(one or more, as a shell pattern gives them: content/*.md); a tag's weight is the number of files that "
        + "carry it.",
      valueName: "path"))
  var frontMatter: [String] = []

  @Option(
    name: .customLong("from-package"), parsing: .upToNextOption,
    help: ArgumentHelp(
      "Add the keywords of package.json (or other .json manifests), pyproject.toml or Cargo.toml files (one or "
        + "more).",
      valueName: "file"))
  var packages: [String] = []

  @Option(
    help: ArgumentHelp(
      "The front matter and package fields that hold tags, comma-separated (default: "
        + TagSourceReader.defaultKeys.joined(separator: ",") + ").",
      valueName: "names"),
    transform: FieldNames.parseArgument)
  var keys: FieldNames?

  @Option(
    help: ArgumentHelp(
      "Read front matter as this static-site generator publishes it (fields, splitting, drafts left out); 'auto' "
        + "tells it from the configuration file above the content (_config.yml, hugo.toml, …), 'none' reads every "
        + "file as written.",
      valueName: "generator"))
  var site: SiteOption = .auto

  var isEmpty: Bool { frontMatter.isEmpty && packages.isEmpty }

  /// The fields read: those given, or the default ones.
  var keyNames: [String] { keys?.names ?? TagSourceReader.defaultKeys }

  /// Every source read and counted; files with front matter TagFlow does not read are warned of,
  /// and the site each path was read as is noted.
  func read() throws(TagFlowError) -> (reader: TagSourceReader, files: Int) {
    var reader = TagSourceReader(keys: keys?.names, site: site.choice)
    var files = 0
    for path in frontMatter { files += try reader.addFrontMatter(of: path, field: "--from-front-matter") }
    for path in packages { try reader.addPackage(path, field: "--from-package") }
    for (index, note) in reader.siteNotes.enumerated() {
      // Each site's note (those of unread formats come after them) says how to read every file instead.
      let hint = index < reader.sites.count ? "; --site none reads every file as written" : ""
      FileSystem.writeStandardError("tagflow: note: \(note)\(hint)")
    }
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
      throw .noTags(.inFields(reader.keysRead, sources: sources))
    }
    return tags
  }
}

/// `--site`: a generator, `auto` (told from the site's configuration file) or `none`.
enum SiteOption: String, CaseIterable, KeywordArgument {
  case auto, none
  case jekyll, hugo, zola, mkdocs, docusaurus, astro, eleventy

  var choice: TagSourceReader.SiteChoice {
    switch self {
    case .auto: .detect
    case .none: .none
    default: .named(SiteGenerator(rawValue: rawValue)!)
    }
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

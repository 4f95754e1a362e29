// Tags from where docs keep them: the front matter of Markdown files and the keywords of package manifests.

import TagFlow

/// Reads tags from the front matter of Markdown files and from package
/// manifests, and counts them into one weighted list (see `TagTally`).
package struct TagSourceReader: Sendable {
  /// The fields to read: `tags`, `keywords` and `categories` unless told otherwise.
  package var keys: [String]
  package private(set) var tally = TagTally()
  /// Markdown files that open with front matter of a kind TagFlow does not
  /// read (`---json`, Hugo's `{`), with that opening: counted as files without tags.
  package private(set) var unread: [(file: String, opening: String)] = []

  /// Zola keeps its taxonomies under `[taxonomies]`.
  package static let defaultKeys = ["tags", "keywords", "categories", "taxonomies.tags", "taxonomies.categories"]
  /// The names of the files a folder's walk reads, by extension, whatever their case.
  package static let markdownExtensions = ["md", "markdown", "mdx"]

  package init(keys: [String] = TagSourceReader.defaultKeys) {
    self.keys = keys
  }

  /// Adds the front matter of `path`, a Markdown file, or of every Markdown
  /// file under it (see `FileSystem.files(under:)` for the order and links).
  /// Files without front matter count as documents without tags. Returns how
  /// many files were read. `field` names the option in errors.
  @discardableResult
  package mutating func addFrontMatter(of path: String, field: String) throws(TagFlowError) -> Int {
    let files = try FileSystem.files(under: path, field: field, include: Self.isMarkdown)
    for file in files {
      let bytes = try FileSystem.readPrefix(file, limit: FrontMatter.byteLimit + 1, field: field)
      let isWholeFile = bytes.count <= FrontMatter.byteLimit
      let top = Array(bytes.prefix(FrontMatter.byteLimit))
      if try FrontMatter.find(in: top, isWholeFile: isWholeFile, source: file) == nil,
        let opening = FrontMatter.unreadOpening(in: top)
      {
        unread.append((file, opening))
      }
      tally.add(
        document: try Self.frontMatterTags(top, isWholeFile: isWholeFile, keys: keys, source: file), source: file)
    }
    return files.count
  }

  /// Adds the keywords of a package manifest: package.json (or any JSON
  /// manifest), pyproject.toml or Cargo.toml. `field` names the option in errors.
  package mutating func addPackage(_ path: String, field: String) throws(TagFlowError) {
    guard let manifest = PackageManifest(path: path) else {
      throw TagFlowError.invalid(field, path, expected: PackageManifest.accepted)
    }
    // The same size limit as a manifest or a tag list: checked on disk first, then on what was read.
    if path != "-", let size = FileSystem.stamp(path)?.size { try Limits.check(inputBytes: size, file: path) }
    let bytes = try FileSystem.readBytes(path, field: field)
    try Limits.check(inputBytes: bytes.count, file: path)
    tally.add(document: try manifest.tags(in: bytes, keys: keys, source: path), source: path)
  }

  /// The tags of one file's front matter, as written; none when it has none.
  static func frontMatterTags(
    _ bytes: [UInt8], isWholeFile: Bool, keys: [String], source: String
  ) throws(TagFlowError) -> [String] {
    guard let frontMatter = try FrontMatter.find(in: bytes, isWholeFile: isWholeFile, source: source) else {
      return []
    }
    switch frontMatter.format {
    case .yaml, .json:
      var reader = YAMLReader(file: source)
      let root: Node?
      if frontMatter.format == .json {
        // Hugo reads it with Go's encoding/json: a key given twice keeps its last value.
        root = reader.composeJSON(
          frontMatter.bytes, duplicateKeys: .lastWins, firstLine: frontMatter.firstLine,
          what: "front matter is not valid JSON")
      } else {
        // Blank lines in front keep the YAML reader's line numbers the file's.
        root = reader.compose(
          String(repeating: "\n", count: frontMatter.firstLine - 1) + (try frontMatter.text(source: source)))
      }
      guard let root else {
        if let error = reader.firstError { throw error }
        return []
      }
      switch root {
      case .mapping(let mapping):
        let texts = TagFields.yaml(mapping, keys: keys, reader: &reader)
        if let error = reader.firstError { throw error }
        return texts
      case .scalar(let scalar) where TagFields.isNull(scalar):
        return []
      default:
        reader.report(
          root, "front matter: expected fields such as 'tags: [swift, linux]', found \(YAMLReader.show(root))")
        throw reader.firstError!
      }
    case .toml:
      let document: TOMLDocument
      do {
        document = try TOMLParser.parse(frontMatter.bytes, firstLine: frontMatter.firstLine)
      } catch {
        throw .input(
          at: SourcePosition(source, line: error.line, column: error.column),
          .notValid(format: "TOML", part: "front matter", reason: error.message))
      }
      return try TagFields.toml(document.root.entries, keys: keys, source: source)
    }
  }

  static func isMarkdown(_ name: String) -> Bool {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
    return markdownExtensions.contains(name[name.index(after: dot)...].lowercased())
  }
}

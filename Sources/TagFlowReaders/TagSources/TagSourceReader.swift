// Tags from where docs keep them: the front matter of Markdown files and the keywords of package manifests.

import TagFlow

/// Reads tags from the front matter of Markdown files and from package
/// manifests, and counts them into one weighted list (see `TagTally`).
package struct TagSourceReader: Sendable {
  /// Which generator's rules front matter is read by.
  package enum SiteChoice: Sendable, Equatable {
    /// TagFlow's own: every file, every field in `keys`, a text split at commas.
    case none
    /// The generator whose configuration file is found above each path, if any (`Site.find`).
    case detect
    /// This generator's, with its configuration file when one is found above each path.
    case named(SiteGenerator)
  }

  /// The fields to read: `tags`, `keywords` and `categories` unless told otherwise.
  package var keys: [String]
  /// Whether `keys` were given: otherwise a site's own fields are read (`Site.keys`).
  package var keysGiven: Bool
  /// Which generator's rules apply.
  package var siteChoice: SiteChoice
  package private(set) var tally = TagTally()
  /// Markdown files that open with front matter of a kind TagFlow does not
  /// read (`---json`, Hugo's `{`), with that opening: counted as files without tags.
  package private(set) var unread: [(file: String, opening: String)] = []
  /// The site each front matter path was read as, in the order read.
  package private(set) var sites: [(path: String, site: Site)] = []
  /// Files the site does not publish, so their tags are not counted, with why (`draft: true`)
  /// and the path they were found under.
  package private(set) var leftOut: [(file: String, reason: String, path: String)] = []
  /// Files whose front matter is of a format their site's generator does not read
  /// (TOML in a Jekyll site), counted as files without tags.
  package private(set) var foreign: [(file: String, format: String, generator: SiteGenerator)] = []

  /// Zola keeps its taxonomies under `[taxonomies]`.
  package static let defaultKeys = ["tags", "keywords", "categories", "taxonomies.tags", "taxonomies.categories"]
  /// The names of the files a folder's walk reads, by extension, whatever their case.
  package static let markdownExtensions = ["md", "markdown", "mdx"]

  /// A reader of `keys` (the default ones when `nil`), by the rules `site` chooses.
  package init(keys: [String]? = nil, site: SiteChoice = .none) {
    self.keys = keys ?? Self.defaultKeys
    keysGiven = keys != nil
    siteChoice = site
  }

  /// The fields read from the files of `site`: the keys given, or the site's own.
  package func keys(for site: Site?) -> [String] {
    keysGiven ? keys : site?.keys ?? keys
  }

  /// Adds the front matter of `path`, a Markdown file, or of every Markdown
  /// file under it (see `FileSystem.files(under:)` for the order and links).
  /// Files without front matter count as documents without tags; files the site's
  /// generator does not publish are left out. Returns how many files were
  /// counted. `field` names the option in errors.
  @discardableResult
  package mutating func addFrontMatter(of path: String, field: String) throws(TagFlowError) -> Int {
    let files = try FileSystem.files(under: path, field: field, include: Self.isMarkdown)
    let site: Site? =
      switch siteChoice {
      case .none: nil
      case .detect: Site.find(from: path)
      case .named(let generator): Site.find(from: path, generator: generator)
      }
    if let site { sites.append((path, site)) }
    let keys = keys(for: site)
    var counted = 0
    for file in files {
      let bytes = try FileSystem.readPrefix(file, limit: FrontMatter.byteLimit + 1, field: field)
      let isWholeFile = bytes.count <= FrontMatter.byteLimit
      let top = Array(bytes.prefix(FrontMatter.byteLimit))
      let read = try Self.frontMatter(top, isWholeFile: isWholeFile, keys: keys, site: site?.generator, source: file)
      if read.format == nil, let opening = FrontMatter.unreadOpening(in: top) {
        unread.append((file, opening))
      }
      var tags = read.tags
      if let site {
        let place = site.partsBelowRoot(file)
        if let reason = read.unpublished ?? place.flatMap(site.generator.unpublishedPlace) {
          leftOut.append((file, reason, path))
          continue
        }
        if let format = read.format, !site.generator.reads(format) {
          foreign.append((file, format.name, site.generator))
          tags = []
        } else if let place {
          tags += site.generator.placeTags(place, field: keys)
        }
      }
      tally.add(document: tags, source: file)
      counted += 1
    }
    return counted
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
    try frontMatter(bytes, isWholeFile: isWholeFile, keys: keys, site: nil, source: source).tags
  }

  /// What one file's front matter says: its format (`nil` when it has none), its tags, as
  /// written or as `site` reads them, and the field that keeps `site` from publishing it.
  static func frontMatter(
    _ bytes: [UInt8], isWholeFile: Bool, keys: [String], site: SiteGenerator?, source: String
  ) throws(TagFlowError) -> FrontMatterRead {
    guard let frontMatter = try FrontMatter.find(in: bytes, isWholeFile: isWholeFile, source: source) else {
      return FrontMatterRead(format: nil, tags: [])
    }
    let fields = site?.unpublishingFields ?? []
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
        return FrontMatterRead(format: frontMatter.format, tags: [])
      }
      switch root {
      case .mapping(let mapping):
        let texts = TagFields.yaml(mapping, keys: keys, site: site, reader: &reader)
        if let error = reader.firstError { throw error }
        let unpublished = fields.first { key, value in
          mapping.first { $0.key.string?.lowercased() == key.lowercased() }?.value.bool == value
        }
        return FrontMatterRead(
          format: frontMatter.format, tags: texts, unpublished: unpublished.map { "\($0.key): \($0.leavesOutWhen)" })
      case .scalar(let scalar) where TagFields.isNull(scalar):
        return FrontMatterRead(format: frontMatter.format, tags: [])
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
      let tags = try TagFields.toml(document.root.entries, keys: keys, site: site, source: source)
      let unpublished = fields.first { key, value in
        guard let node = document.root.entries.first(where: { $0.key.lowercased() == key.lowercased() })?.node,
          case .boolean(let flag) = node.value
        else { return false }
        return flag == value
      }
      return FrontMatterRead(
        format: .toml, tags: tags, unpublished: unpublished.map { "\($0.key) = \($0.leavesOutWhen)" })
    }
  }

  static func isMarkdown(_ name: String) -> Bool {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
    return markdownExtensions.contains(name[name.index(after: dot)...].lowercased())
  }
}

/// What one file's front matter says, for `TagSourceReader`.
struct FrontMatterRead {
  /// The front matter's format; `nil` when the file has none.
  var format: FrontMatter.Format?
  var tags: [String]
  /// The field that keeps the site's generator from publishing the file (`draft: true`).
  var unpublished: String? = nil
}

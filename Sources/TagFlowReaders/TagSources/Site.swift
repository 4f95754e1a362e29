// A site: its generator, told from its configuration file found above the content, and what that file sets.

import TagFlow

/// A static site: the generator and, when its configuration file was found, the
/// folder that holds it and what it sets that TagFlow uses (the fields that hold
/// tags, the path the site is published under, MkDocs' docs folder).
package struct Site: Sendable, Equatable {
  package var generator: SiteGenerator
  /// The folder of the configuration file, canonical; `nil` when `--site` named
  /// the generator and no configuration file of it was found.
  package var root: String?
  /// The configuration file, canonical.
  package var configuration: String?
  /// The front matter fields that hold tags: the generator's defaults, or the
  /// taxonomies the configuration declares (Hugo's `[taxonomies]`, Zola's `taxonomies`).
  package var keys: [String]
  /// The URL path the site is published under, starting and ending with `/`:
  /// Jekyll's `baseurl`, the path of Hugo's `baseURL` or Zola's `base_url`,
  /// MkDocs' `site_url`, Docusaurus' `baseUrl`, Astro's `base`.
  package var basePath = "/"
  /// MkDocs' `docs_dir` (default `docs`), from the root.
  package var docsFolder = "docs"

  package init(generator: SiteGenerator, root: String? = nil, configuration: String? = nil) {
    self.generator = generator
    self.root = root
    self.configuration = configuration
    keys = generator.defaultKeys
  }

  /// The configuration file's name, for notes (`hugo.toml`).
  package var configurationName: String? {
    configuration.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
  }

  /// The site whose configuration file is in the folder of `path` or the nearest
  /// folder above it, up to the repository's root (a folder with `.git`) or the
  /// file system's; only `generator`'s files when it is given. With `generator` and
  /// no file of it, that generator without a root; otherwise `nil`.
  package static func find(from path: String, generator: SiteGenerator? = nil) -> Site? {
    var folder = CanonicalPath.of(path.isEmpty ? "." : path)
    if FileSystem.kind(of: folder) != .folder { folder = parent(folder) }
    while true {
      if let site = inFolder(folder, only: generator) { return site }
      if folder == "/" || FileSystem.kind(of: folder + "/.git") != .missing { break }
      folder = parent(folder)
    }
    return generator.map { Site(generator: $0) }
  }

  /// The configuration files each generator reads, in the order looked for.
  static let configurationFiles: [(String, SiteGenerator?)] =
    [("_config.yml", .jekyll), ("_config.yaml", .jekyll), ("_config.toml", .jekyll)]
    + ["hugo.toml", "hugo.yaml", "hugo.yml", "hugo.json"].map { ($0, .hugo) } + [("zola.toml", .zola)]
    // Both Hugo and Zola read a config.toml: its keys tell them apart.
    + ["config.toml", "config.yaml", "config.yml", "config.json"].map { ($0, nil) }
    + [("mkdocs.yml", .mkdocs), ("mkdocs.yaml", .mkdocs)]
    + ["js", "ts", "mjs", "cjs", "mts", "cts"].map { ("docusaurus.config.\($0)", .docusaurus) }
    + ["mjs", "js", "ts", "cjs", "mts", "cts"].map { ("astro.config.\($0)", .astro) }
    + [(".eleventy.js", .eleventy), (".eleventy.cjs", .eleventy)]
    + ["js", "cjs", "mjs", "ts", "cts", "mts"].map { ("eleventy.config.\($0)", .eleventy) }

  private static func inFolder(_ folder: String, only wanted: SiteGenerator?) -> Site? {
    for (name, generator) in configurationFiles {
      let path = folder == "/" ? "/" + name : folder + "/" + name
      guard FileSystem.kind(of: path) == .file else { continue }
      let bytes = (try? FileSystem.readPrefix(path, limit: Limits.markdownBytes, field: "site")) ?? []
      guard let found = generator ?? sharedConfigurationGenerator(bytes, name: name) else { continue }
      if let wanted, wanted != found { continue }
      var site = Site(generator: found, root: folder, configuration: path)
      site.read(configuration: bytes, name: name)
      return site
    }
    return nil
  }

  /// Hugo or Zola, for a `config.*` file: Zola's `base_url`, Hugo's `baseURL` (any case).
  private static func sharedConfigurationGenerator(_ bytes: [UInt8], name: String) -> SiteGenerator? {
    let keys = ConfigurationValues(bytes, name: name).topKeys.map { $0.lowercased() }
    if keys.contains("base_url") { return name.hasSuffix(".toml") ? .zola : nil }
    if keys.contains("baseurl") { return .hugo }
    return nil
  }

  /// Takes what the configuration sets that TagFlow uses.
  private mutating func read(configuration bytes: [UInt8], name: String) {
    let values = ConfigurationValues(bytes, name: name)
    switch generator {
    case .jekyll:
      basePath = Self.urlPath(values.text("baseurl") ?? "")
    case .hugo:
      basePath = Self.urlPath(values.text("baseURL").map(Self.pathOfURL) ?? "")
      if let taxonomies = values.taxonomyTable() { keys = taxonomies }
    case .zola:
      basePath = Self.urlPath(values.text("base_url").map(Self.pathOfURL) ?? "")
      if let names = values.zolaTaxonomies() { keys = names.map { "taxonomies.\($0)" } }
    case .mkdocs:
      basePath = Self.urlPath(values.text("site_url").map(Self.pathOfURL) ?? "")
      if let docs = values.text("docs_dir") { docsFolder = docs }
    case .docusaurus:
      basePath = Self.urlPath(ConfigurationValues.scriptString(bytes, key: "baseUrl") ?? "")
    case .astro:
      basePath = Self.urlPath(ConfigurationValues.scriptString(bytes, key: "base") ?? "")
    case .eleventy:
      basePath = Self.urlPath(ConfigurationValues.scriptString(bytes, key: "pathPrefix") ?? "")
    }
  }

  /// `/blog/` for `https://example.org/blog`, `/` for `https://example.org`.
  static func pathOfURL(_ url: String) -> String {
    guard let scheme = url.firstRange(of: "://") else { return url }
    let rest = url[scheme.upperBound...]
    guard let slash = rest.firstIndex(of: "/") else { return "/" }
    return String(rest[slash...])
  }

  /// A URL path with one `/` at each end.
  static func urlPath(_ path: String) -> String {
    let parts = path.split(separator: "/")
    return parts.isEmpty ? "/" : "/" + parts.joined(separator: "/") + "/"
  }

  static func parent(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
    return String(path[..<slash])
  }

  /// The parts of `path` (canonical) below the site's root; `nil` when it is not below it.
  package func partsBelowRoot(_ path: String) -> [Substring]? {
    guard let root else { return nil }
    let canonical = CanonicalPath.of(path)
    let prefix = root == "/" ? "/" : root + "/"
    guard canonical.hasPrefix(prefix) else { return nil }
    return canonical.dropFirst(prefix.count).split(separator: "/")
  }
}

/// The top-level values of a site's configuration file (YAML, TOML or JSON),
/// read leniently: a file TagFlow cannot read gives no values, never an error,
/// since the generator, not TagFlow, is its judge.
struct ConfigurationValues {
  private var yaml: Node.Mapping?
  private var toml: TOMLDocument?

  init(_ bytes: [UInt8], name: String) {
    if name.hasSuffix(".toml") {
      toml = try? TOMLParser.parse(bytes)
    } else if name.hasSuffix(".json") {
      var reader = YAMLReader(file: name)
      yaml = reader.composeJSON(bytes, duplicateKeys: .lastWins)?.mapping
    } else if name.hasSuffix(".yml") || name.hasSuffix(".yaml"), let text = String(validating: bytes, as: UTF8.self) {
      var reader = YAMLReader(file: name)
      yaml = reader.compose(text)?.mapping
    }
  }

  var topKeys: [String] {
    if let toml { return toml.root.keys }
    return yaml?.compactMap { $0.key.string } ?? []
  }

  /// The text at a top-level key, matched whatever its case.
  func text(_ key: String) -> String? {
    if let toml {
      guard let node = toml.root.entries.first(where: { $0.key.lowercased() == key.lowercased() })?.node,
        case .string(let text) = node.value
      else { return nil }
      return text
    }
    return yaml?.first { $0.key.string?.lowercased() == key.lowercased() }?.value.string
  }

  /// Hugo's `taxonomies` table: singular name to the plural one front matter uses.
  func taxonomyTable() -> [String]? {
    if let toml {
      guard let entry = toml.root.entries.first(where: { $0.key.lowercased() == "taxonomies" }),
        case .table(let table) = entry.node.value
      else { return nil }
      return table.entries.compactMap { if case .string(let plural) = $0.node.value { plural } else { nil } }
    }
    guard let mapping = yaml?.first(where: { $0.key.string?.lowercased() == "taxonomies" })?.value.mapping else {
      return nil
    }
    return mapping.compactMap { $0.value.string }
  }

  /// Zola's `taxonomies = [{name = "tags"}, …]`.
  func zolaTaxonomies() -> [String]? {
    guard let node = toml?.root["taxonomies"], case .array(let items) = node.value else { return nil }
    return items.compactMap { item in
      guard case .table(let table) = item.value, case .string(let name)? = table["name"]?.value else { return nil }
      return name
    }
  }

  /// The first quoted text after `key:` in a JavaScript or TypeScript configuration
  /// (`baseUrl: '/docs/'`); `nil` when there is none.
  static func scriptString(_ bytes: [UInt8], key: String) -> String? {
    guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
    var search = text[...]
    while let found = search.firstRange(of: key) {
      defer { search = search[found.upperBound...] }
      let before = found.lowerBound == text.startIndex ? " " : text[text.index(before: found.lowerBound)]
      guard !(before.isLetter || before.isNumber || before == "_") else { continue }
      var rest = text[found.upperBound...].drop { $0 == " " || $0 == "\t" }
      guard rest.first == ":" else { continue }
      rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
      guard let quote = rest.first, quote == "'" || quote == "\"" || quote == "`" else { return nil }
      let value = rest.dropFirst().prefix { $0 != quote }
      return String(value)
    }
    return nil
  }
}

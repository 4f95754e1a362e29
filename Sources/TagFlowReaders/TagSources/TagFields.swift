// The tags in one field of front matter or a package manifest: a list of texts, or one text with commas.

import TagFlow

/// Reads the tag fields (`tags`, `keywords`, `categories`, …) of a YAML, JSON or
/// TOML mapping. A field holds a list of texts, each one tag, or one text: a
/// text with commas is split at them (`tags: swift, linux`), any other is one
/// tag. An empty field (`tags:`, `tags: ~`, `tags = []`) holds none. Field names
/// match whatever their case (`Tags:` is `tags`).
enum TagFields {
  /// One text with commas is several tags, each trimmed; empty ones are dropped; `\,` keeps a
  /// comma: the rule of arguments and ```tags blocks (`TagItem.commaSeparated`).
  static func split(_ text: String) -> [String] {
    TagItem.commaSeparated(text)
  }

  /// The ways a key names a field: itself, and where it has dots, the path of
  /// nested fields they make (`taxonomies.tags` is `tags` in `taxonomies`,
  /// Zola's place for them).
  static func paths(_ key: String) -> [[String]] {
    let parts = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    return parts.count > 1 && !parts.contains("") ? [[key], parts] : [[key]]
  }

  /// The tags of a YAML or JSON mapping's fields named in `keys`, in the order of `keys`;
  /// problems (a field that is a mapping, a list of lists) go to `reader`. With a `site`,
  /// a text is split as that generator splits it (`SiteGenerator.split`), and a
  /// Docusaurus tag may be a mapping with its `label`.
  static func yaml(
    _ mapping: Node.Mapping, keys: [String], site: SiteGenerator? = nil, reader: inout YAMLReader
  ) -> [String] {
    var texts: [String] = []
    for key in keys {
      for path in paths(key) {
        for (name, value) in fields(mapping, path) { texts += yaml(value, field: name, site: site, reader: &reader) }
      }
    }
    return texts
  }

  /// One text of a field as tags: at commas, or as `site` splits it.
  private static func split(_ text: String, field: String, site: SiteGenerator?) -> [String] {
    site.map { $0.split(text, field: field) } ?? split(text)
  }

  /// The fields at `path` (names matched whatever their case), with the name they are shown by.
  private static func fields(_ mapping: Node.Mapping, _ path: [String]) -> [(String, Node)] {
    guard let first = path.first else { return [] }
    let matches = mapping.filter { $0.key.string?.lowercased() == first.lowercased() }
    guard path.count > 1 else { return matches.map { ($0.key.string ?? first, $0.value) } }
    return matches.flatMap { _, value -> [(String, Node)] in
      guard case .mapping(let inner) = value else { return [] }
      return fields(inner, Array(path.dropFirst())).map { ("\(first).\($0.0)", $0.1) }
    }
  }

  private static func yaml(_ node: Node, field: String, site: SiteGenerator?, reader: inout YAMLReader) -> [String] {
    switch node {
    case .scalar(let scalar):
      return isNull(scalar)
        ? [] : split(scalar.string, field: field, site: site).filter { isWithinLimits($0, node, field, &reader) }
    case .sequence(let items):
      var texts: [String] = []
      for item in items {
        // Docusaurus: a tag is a text or {label, permalink, description}.
        if site == .docusaurus, let label = item.mapping?.first(where: { $0.key.string == "label" })?.value,
          case .scalar(let scalar) = label
        {
          if isWithinLimits(scalar.string, label, field, &reader) { texts.append(scalar.string) }
          continue
        }
        guard case .scalar(let scalar) = item else {
          reader.invalid(item, field, expected: "text in each item of the list")
          continue
        }
        if !isNull(scalar), isWithinLimits(scalar.string, item, field, &reader) { texts.append(scalar.string) }
      }
      return texts
    default:
      reader.invalid(node, field, expected: "text or a list of text, as in \(field): [swift, linux]")
      return []
    }
  }

  /// Whether a tag is within the limits of length and, once its runs of white space are one
  /// space each (as `TagTally` counts it), without control characters; if not, reported at its
  /// node, in its file.
  private static func isWithinLimits(_ text: String, _ node: Node, _ field: String, _ reader: inout YAMLReader)
    -> Bool
  {
    do throws(TagFlowError) {
      try TagItem.check(text: TagTally.normalize(text) ?? "", field: field)
      return true
    } catch {
      reader.report(node, error.message)
      return false
    }
  }

  /// `~`, `null` or nothing, unquoted: YAML's null.
  static func isNull(_ scalar: Node.Scalar) -> Bool {
    scalar.style == .plain && ["", "~", "null", "Null", "NULL"].contains(scalar.string)
  }

  /// The tags of the fields named in `keys` among a TOML table's `pairs`.
  /// `source` names the file in errors.
  static func toml(
    _ pairs: [TOMLEntry], keys: [String], site: SiteGenerator? = nil, source: String
  ) throws(TagFlowError) -> [String] {
    var texts: [String] = []
    for key in keys {
      for path in paths(key) {
        for (field, node) in fields(pairs, path) { texts += try toml(node, field: field, site: site, source: source) }
      }
    }
    return texts
  }

  /// The values at `path` among a table's pairs (names matched whatever their case), with their keys.
  private static func fields(_ pairs: [TOMLEntry], _ path: [String]) -> [([String], TOMLNode)] {
    guard let first = path.first else { return [] }
    let matches = pairs.filter { $0.key.lowercased() == first.lowercased() }
    guard path.count > 1 else { return matches.map { ([$0.key], $0.node) } }
    return matches.flatMap { pair -> [([String], TOMLNode)] in
      guard case .table(let table) = pair.node.value else { return [] }
      return fields(table.entries, Array(path.dropFirst())).map { ([pair.key] + $0.0, $0.1) }
    }
  }

  private static func toml(
    _ node: TOMLNode, field: [String], site: SiteGenerator?, source: String
  ) throws(TagFlowError) -> [String] {
    let shown = TOMLKey.show(field)
    func checked(_ text: String, at node: TOMLNode) throws(TagFlowError) -> String {
      do throws(TagFlowError) {
        try TagItem.check(text: TagTally.normalize(text) ?? "", field: shown)
      } catch {
        throw .input(at: SourcePosition(source, line: node.line, column: node.column), .value(error))
      }
      return text
    }
    switch node.value {
    case .string(let text):
      var texts: [String] = []
      for text in split(text, field: shown, site: site) { texts.append(try checked(text, at: node)) }
      return texts
    case .integer, .float, .boolean, .dateTime: return [node.written]
    case .array(let items):
      var texts: [String] = []
      for item in items {
        switch item.value {
        case .string(let text): texts.append(try checked(text, at: item))
        case .integer, .float, .boolean, .dateTime: texts.append(item.written)
        case .array, .table:
          throw .input(
            at: SourcePosition(source, line: item.line, column: item.column),
            .notText(field: shown, kind: item.value.kind, inList: true))
        }
      }
      return texts
    case .table:
      throw .input(
        at: SourcePosition(source, line: node.line, column: node.column),
        .notText(field: shown, kind: "table", inList: false))
    }
  }
}

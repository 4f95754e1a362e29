// Tag lists as YAML or JSON: each tag a text, or a mapping with its weight, colours, link and selection.

import TagFlow

extension TagItem {
  /// The keys of a tag written as a mapping.
  package static let fileKeys =
    ["text", "weight", "color", "fill", "border", "link", "selected", "break"] + ChipFlex.keys.map(\.0)

  /// Parses a YAML list of tags (`parseJSONList` reads JSON); `source` names the file in errors.
  /// An item is a text, or a mapping with `text` and any of `weight`, `color`
  /// (text colour), `fill`, `border`, `link`, `selected`, `break` (start a new
  /// line of chips) and the chip's flex settings `minWidth`, `maxWidth`,
  /// `basis`, `grow` and `shrink`. An empty text forces a line break, as a
  /// blank line does in a tag file.
  ///
  ///     - swift
  ///     - {text: linux, weight: 12, fill: "#FDE68A", link: "https://kernel.org"}
  ///     - {text: pango, selected: true, grow: 1, maxWidth: 160}
  /// Links are checked against `links`.
  public static func parseYAMLList(_ text: String, source: String, links: LinkPolicy = .standard) throws(TagFlowError)
    -> [TagItem]
  {
    var reader = YAMLReader(file: source)
    reader.links = links
    guard let root = reader.compose(text) else {
      if let error = reader.firstError { throw error }
      return []
    }
    let tags = readList(root, &reader)
    if let error = reader.firstError { throw error }
    return tags ?? []
  }

  /// Parses a JSON list of tags (RFC 8259, from its UTF-8 bytes), with the items
  /// of `parseYAMLList`; a key given twice in one tag's object is an error.
  ///
  ///     ["swift", {"text": "linux", "weight": 12, "fill": "#FDE68A"}]
  public static func parseJSONList(_ bytes: [UInt8], source: String, links: LinkPolicy = .standard)
    throws(TagFlowError) -> [TagItem]
  {
    var reader = YAMLReader(file: source)
    reader.links = links
    guard let root = reader.composeJSON(bytes, duplicateKeys: .refused) else { throw reader.firstError! }
    let tags = readList(root, &reader)
    if let error = reader.firstError { throw error }
    return tags ?? []
  }

  /// The tags of the file at `path`: JSON for a name ending in `.json`, YAML for
  /// `.yaml` or `.yml`, otherwise one tag per line (`-` reads standard input, a
  /// plain list named `stdin` in errors). `field` names the option or key in errors.
  package static func load(_ path: String, field: String, links: LinkPolicy) throws(TagFlowError) -> [TagItem] {
    let lowered = path.lowercased()
    if DataFormat(path: path) == .json {
      return try parseJSONList(try Limits.readJSON(path, field: field), source: path, links: links)
    }
    let text = try Limits.readText(path, field: field)
    if lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml") {
      return try parseYAMLList(text, source: path, links: links)
    }
    return try parseList(text, source: path == "-" ? "stdin" : path)
  }

  /// The tags of a YAML list node; problems go to `reader`.
  package static func readList(_ node: Node, _ reader: inout YAMLReader) -> [TagItem]? {
    guard case .sequence(let items) = node else {
      reader.report(node, "\(reader.place("tags"))expected a list of tags, each a text or a mapping with 'text'")
      return nil
    }
    var tags: [TagItem] = []
    var pendingBreak = false
    guard items.count <= Limits.tagsPerImage else {
      reader.report(
        node,
        "\(reader.place("tags"))\(items.count) tags is too many for one image; the limit is \(Limits.tagsPerImage)")
      return nil
    }
    // Inside a manifest, a tag's fields are named by its place: jobs[3].tags[5].weight.
    let section = reader.section
    defer { reader.section = section }
    for (index, item) in items.enumerated() {
      if !section.isEmpty { reader.section = "\(section)tags[\(index)]." }
      // `null` (JSON's, YAML's `~`) is no tag, as in front matter and package manifests.
      if case .scalar(let scalar) = item, Self.isNull(scalar) { continue }
      if case .scalar(let scalar) = item {
        let text = scalar.string.trimmingWhitespace()
        if text.isEmpty {
          pendingBreak = !tags.isEmpty
        } else if Self.isWithinLimits(text, item, &reader) {
          tags.append(TagItem(text, breakBefore: pendingBreak))
          pendingBreak = false
        }
      } else if var tag = TagItem(item, &reader), Self.isWithinLimits(tag.text, item, &reader) {
        tag.breakBefore = tag.breakBefore || pendingBreak
        pendingBreak = false
        tags.append(tag)
      }
    }
    return tags
  }

  /// `null`, `Null`, `NULL` or `~`, unquoted: no value. (An empty item, quoted or not, is
  /// the empty text that breaks the line.)
  static func isNull(_ scalar: Node.Scalar) -> Bool {
    !scalar.isText && ["~", "null", "Null", "NULL"].contains(scalar.string)
  }

  /// Whether a tag's text is within the limits of length, on one line and without control
  /// characters (`TagItem.check(text:field:)`); if not, reported at its node.
  private static func isWithinLimits(_ text: String, _ node: Node, _ reader: inout YAMLReader) -> Bool {
    do throws(TagFlowError) {
      try TagItem.check(text: text, field: "tag")
      return true
    } catch {
      reader.report(node, reader.place("tags") + error.message)
      return false
    }
  }

  /// A tag written as a mapping; `nil` (with problems reported) when it is not one.
  private init?(_ node: Node, _ reader: inout YAMLReader) {
    guard let pairs = reader.mapping(node, "a tag", accepted: TagItem.fileKeys) else { return nil }
    guard let (_, textNode) = pairs.first(where: { $0.0 == "text" }) else {
      reader.report(node, "\(reader.place("tags"))a tag needs 'text'")
      return nil
    }
    guard let text = reader.string(textNode, "text")?.trimmingWhitespace() else { return nil }
    guard !text.isEmpty, !text.contains(where: \.isNewline) else {
      reader.invalid(textNode, "text", expected: "text on one line")
      return nil
    }
    self.init(text)
    for (key, value) in pairs {
      switch key {
      case "weight":
        guard case .scalar(let scalar) = value, let weight = TagItem.weight(scalar.string),
          NumberSetting.weight.accepts(weight)
        else {
          reader.invalid(value, "weight", expected: NumberSetting.weight.expected)
          continue
        }
        self.weight = weight
      case "color": color = reader.color(value, key) ?? color
      case "fill": fill = reader.color(value, key) ?? fill
      case "border": border = reader.color(value, key) ?? border
      case "link":
        guard let link = reader.string(value, key), reader.links.allows(link) else {
          reader.invalid(value, key, expected: reader.links.accepted)
          continue
        }
        self.link = link
      case "selected": isSelected = reader.bool(value, key) ?? isSelected
      case "break": breakBefore = reader.bool(value, key) ?? breakBefore
      default:
        if let (_, field) = ChipFlex.keys.first(where: { $0.0 == key }),
          let setting = NumberSetting.tagFlex[key], let number = reader.number(value, setting)
        {
          flex[keyPath: field] = number
        }
      }
    }
  }
}

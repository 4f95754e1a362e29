// The tags in one field of front matter or a package manifest: a list of texts, or one text with commas.

internal import Yams

/// Reads the tag fields (`tags`, `keywords`, `categories`, …) of a YAML, JSON or
/// TOML mapping. A field holds a list of texts, each one tag, or one text: a
/// text with commas is split at them (`tags: swift, linux`), any other is one
/// tag. An empty field (`tags:`, `tags: ~`, `tags = []`) holds none. Field names
/// match whatever their case (`Tags:` is `tags`).
enum TagFields {
  /// One text with commas is several tags, each trimmed; empty ones are dropped.
  static func split(_ text: String) -> [String] {
    text.split(separator: ",").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
  }

  /// The tags of a YAML or JSON mapping's fields named in `keys`, in the order of `keys`;
  /// problems (a field that is a mapping, a list of lists) go to `reader`.
  static func yaml(_ mapping: Node.Mapping, keys: [String], reader: inout YAMLReader) -> [String] {
    var texts: [String] = []
    for key in keys {
      for (name, value) in mapping where name.string?.lowercased() == key.lowercased() {
        texts += yaml(value, field: name.string ?? key, reader: &reader)
      }
    }
    return texts
  }

  private static func yaml(_ node: Node, field: String, reader: inout YAMLReader) -> [String] {
    switch node {
    case .scalar(let scalar):
      return isNull(scalar) ? [] : split(scalar.string)
    case .sequence(let items):
      var texts: [String] = []
      for item in items {
        guard case .scalar(let scalar) = item else {
          reader.invalid(item, field, expected: "text in each item of the list")
          continue
        }
        if !isNull(scalar) { texts.append(scalar.string) }
      }
      return texts
    default:
      reader.invalid(node, field, expected: "text or a list of text, as in \(field): [swift, linux]")
      return []
    }
  }

  /// `~`, `null` or nothing, unquoted: YAML's null.
  static func isNull(_ scalar: Node.Scalar) -> Bool {
    scalar.style == .plain && ["", "~", "null", "Null", "NULL"].contains(scalar.string)
  }

  /// The tags of the fields named in `keys` among a TOML table's `pairs`.
  /// `source` names the file in errors.
  static func toml(_ pairs: [TOMLEntry], keys: [String], source: String) throws(TagFlowError) -> [String] {
    var texts: [String] = []
    for key in keys {
      for pair in pairs where pair.key.lowercased() == key.lowercased() {
        texts += try toml(pair.node, field: pair.key, source: source)
      }
    }
    return texts
  }

  private static func toml(_ node: TOMLNode, field: String, source: String) throws(TagFlowError) -> [String] {
    let shown = TOMLKey.show([field])
    switch node.value {
    case .string(let text): return split(text)
    case .integer, .float, .boolean, .dateTime: return [node.written]
    case .array(let items):
      var texts: [String] = []
      for item in items {
        switch item.value {
        case .string(let text): texts.append(text)
        case .integer, .float, .boolean, .dateTime: texts.append(item.written)
        case .array, .table:
          throw TagFlowError(
            "\(source):\(item.line):\(item.column): \(shown): a \(item.value.kind) is not valid; "
              + "expected text in each item of the list")
        }
      }
      return texts
    case .table:
      throw TagFlowError(
        "\(source):\(node.line):\(node.column): \(shown): a table is not valid; "
          + "expected text or a list of text, as in \(shown) = [\"swift\", \"linux\"]")
    }
  }
}

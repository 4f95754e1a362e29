// `layout --boxes` read with TagFlow's own RFC 8259 reader, so every problem names its line and column.

import TagFlow

extension BoxesInput {
  /// The boxes document in `bytes` (see `BoxesInput`), read as strictly as a manifest: JSON as
  /// RFC 8259 defines it (no trailing comma, no comment, a key given once per object), each
  /// problem at its line and column in `source`, a value's at the value (a key's unknown name at
  /// the key).
  package static func read(_ bytes: [UInt8], source: String) throws(TagFlowError) -> BoxesInput {
    var reader = YAMLReader(file: source)
    guard let root = reader.composeJSON(bytes, duplicateKeys: .refused) else { throw reader.firstError! }
    return try parse(bytes, source: source) { path in
      let mark = Self.node(at: path, in: root)?.mark ?? root.mark
      return mark.map { SourcePosition(source, line: $0.line, column: $0.column) }
    }
  }

  /// The node at `path` as `BoxesInput.path` writes it (`items[2].margin`, `gap[1]`), or the
  /// deepest node on the way when the rest is not there (a missing key names its object). A
  /// key of a mapping is matched whole, the longest first, so a key with a dot or a bracket in
  /// it is found too; for the last key, the key's own node (an unknown key is its name).
  static func node(at path: String, in root: Node) -> Node? {
    var node = root
    var rest = Substring(path)
    while !rest.isEmpty {
      if rest.first == "[", let close = rest.firstIndex(of: "]"),
        let index = Int(rest[rest.index(after: rest.startIndex)..<close])
      {
        guard case .sequence(let items) = node, items.indices.contains(index) else { return node }
        node = items[index]
        rest = rest[rest.index(after: close)...]
      } else {
        if rest.first == "." { rest = rest.dropFirst() }
        guard case .mapping(let mapping) = node else { return node }
        let matches = mapping.filter { pair in
          guard let key = pair.key.string, rest.hasPrefix(key) else { return false }
          let after = rest.dropFirst(key.count)
          return after.isEmpty || after.first == "." || after.first == "["
        }
        guard let (key, value) = matches.max(by: { ($0.key.string?.count ?? 0) < ($1.key.string?.count ?? 0) }) else {
          return node
        }
        rest = rest.dropFirst(key.string?.count ?? 0)
        // The last key given names a key that is not accepted: point at it, not its value.
        node =
          rest.isEmpty && !Self.containerKeys.contains(key.string ?? "") && !Self.itemKeys.contains(key.string ?? "")
          ? key : value
      }
    }
    return node
  }
}

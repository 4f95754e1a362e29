// A TOML document as a flat list of key paths and values: enough to find a few keys and say where they are.

/// A value read from TOML. Strings and arrays are kept; numbers, booleans and
/// dates are kept as written, since no tag source needs them as numbers.
indirect enum TOMLValue: Equatable {
  case string(String)
  case array([TOMLNode])
  /// An inline table `{ key = value, ... }`, its keys as written (dotted keys split).
  case table([TOMLEntry])
  case other(String)
}

/// A value and where it starts in the file.
struct TOMLNode: Equatable {
  var value: TOMLValue
  var line: Int
  var column: Int
}

/// One key/value pair: the key's full path, from the root for a document's entries
/// (a `[table]` header's keys, then the pair's own dotted key).
struct TOMLEntry: Equatable {
  var path: [String]
  var node: TOMLNode
}

/// A parsed TOML document: every key/value pair with its full path.
/// Pairs under an array of tables (`[[bin]]`) have `[]` after that table's
/// name in their path, so they never match a plain table's keys.
struct TOMLDocument {
  var entries: [TOMLEntry] = []

  /// The value at exactly this path, if the document sets it.
  func value(at path: [String]) -> TOMLNode? {
    entries.first { $0.path == path }?.node
  }

  /// The pairs directly inside the table at `table` (not in its sub-tables).
  func pairs(in table: [String]) -> [(key: String, node: TOMLNode)] {
    entries.compactMap { entry in
      guard entry.path.count == table.count + 1, Array(entry.path.prefix(table.count)) == table else { return nil }
      return (entry.path[table.count], entry.node)
    }
  }

  /// The pairs below `table`'s key `key` as a dotted key (`keywords.workspace = true`).
  func subkeys(of key: String, in table: [String]) -> [TOMLEntry] {
    let prefix = table + [key]
    return entries.filter { $0.path.count > prefix.count && Array($0.path.prefix(prefix.count)) == prefix }
  }
}

/// A TOML syntax error, located to the line and column.
struct TOMLError: Error, Equatable {
  var line: Int
  var column: Int
  var message: String
}

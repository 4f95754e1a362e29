// The tables of a TOML document while it is read, and TOML 1.0's rules on which keys may still be added to which table.

import TagFlow

/// One part of a dotted key, and where the file writes it.
struct TOMLKey {
  var name: String
  var line: Int
  var column: Int

  /// A key path as a TOML file would write it: bare parts as they are, the rest
  /// quoted, with control and invisible characters escaped (`"a b".c`); cut short
  /// with `…` past 120 characters, so a message stays one readable line.
  static func show(_ path: [String]) -> String {
    let text = path.map { part in
      let isBare = !part.isEmpty && part.utf8.allSatisfy(TOMLParser.isBareKey)
      return isBare ? part : "\"" + escaped(String(part.unicodeScalars.prefix(120))) + "\""
    }.joined(separator: ".")
    return text.unicodeScalars.count > 120 ? String(text.unicodeScalars.prefix(119)) + "…" : text
  }

  /// Text as a TOML basic string writes it, with `\"`, `\\` and `\uXXXX` for
  /// every control, format, separator or unassigned character, so a message
  /// never carries a terminal escape or a bidirectional override.
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case _ where isVisible(scalar): result.unicodeScalars.append(scalar)
      default: result += codePoint(scalar, prefix: "\\u")
      }
    }
    return result
  }

  /// `U+00E9`, or with another prefix (`\u00E9`); at least four digits.
  static func codePoint(_ scalar: Unicode.Scalar, prefix: String = "U+") -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    let digits = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    return prefix == "\\u" && hex.count > 4
      ? "\\U" + String(repeating: "0", count: 8 - hex.count) + hex : prefix + digits
  }

  /// Letters, marks, numbers, punctuation, symbols and the plain space: what a terminal shows as itself.
  static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
    if scalar == " " { return true }
    switch scalar.properties.generalCategory {
    case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator,
      .spaceSeparator:
      return false
    default: return true
    }
  }
}

/// Builds a document's tables as its headers and keys come, refusing what TOML 1.0 refuses:
///
/// 1. A key is set once; a table is defined once, by a `[header]` or by dotted keys.
/// 2. `[a.b.c]` makes `a` and `a.b` on the way (implicit tables); a later `[a]` may define them, once.
/// 3. Dotted keys (`b.c = 1`) make their tables inside the current table; a header cannot
///    reopen those tables later, though it may add sub-tables below them.
/// 4. Dotted keys cannot add to a table that a header defined, nor to an array of tables.
/// 5. Inline tables and arrays written in `{ }` and `[ ]` are values: nothing adds to them later.
/// 6. `[[a]]` appends a table to the array of tables `a`; a header below it, such as `[a.b]`,
///    goes into the array's last table, so each item can have its own `[a.b]`.
///
/// Tables live in one array and refer to each other by index, so adding a key deep in the
/// document copies nothing; `table(_:)` turns them into a `TOMLTable` tree at the end.
struct TOMLTableBuilder {
  enum Kind {
    /// Made on the way to a header's last key; a header may still define it.
    case implicit
    /// Defined by a `[header]`, or an item of an array of tables (or the root).
    case header
    /// Made by dotted keys.
    case dotted
    /// An inline table while it is read.
    case inline
  }

  enum Slot {
    /// A value: a string, a number, an array or inline table as written.
    case value(TOMLNode)
    case table(Int)
    /// An array of tables, `[[name]]`.
    case tables([Int])
  }

  struct Table {
    var kind: Kind
    var path: [String]
    var line: Int
    var column: Int
    /// Tables between the root and this one (the root is 0).
    var depth: Int
    var keys: [String] = []
    var slots: [Slot] = []
    var index: [String: Int] = [:]

    func slot(_ key: String) -> Slot? {
      index[key].map { slots[$0] }
    }
  }

  static let root = 0
  private var storage = [Table(kind: .header, path: [], line: 1, column: 1, depth: 0)]

  func depth(of table: Int) -> Int {
    storage[table].depth
  }

  /// The keys that lead from the root to `table` (for an inline table, to the key it is the value of).
  func path(of table: Int) -> [String] {
    storage[table].path
  }

  /// A new, empty inline table, the value of `path`, at `depth`: keys are set into it with
  /// `set`, then `table(_:)` reads it.
  mutating func newInline(path: [String], line: Int, column: Int, depth: Int) -> Int {
    storage.append(Table(kind: .inline, path: path, line: line, column: column, depth: depth))
    return storage.count - 1
  }

  // MARK: Headers

  /// `[a.b.c]`: the table the key/value pairs below the header go into.
  mutating func openTable(_ path: [TOMLKey]) throws(TOMLError) -> Int {
    let parent = try walkHeader(path.dropLast())
    let last = path[path.count - 1]
    var name: String { TOMLKey.show(storage[parent].path + [last.name]) }
    switch storage[parent].slot(last.name) {
    case nil:
      return try add(last, kind: .header, to: parent)
    case .table(let id):
      switch storage[id].kind {
      case .implicit:
        storage[id].kind = .header
        (storage[id].line, storage[id].column) = (last.line, last.column)
        return id
      case .dotted:
        throw Self.error(
          at: last,
          "table [\(name)] was made by dotted keys on line \(storage[id].line); a header cannot reopen it, "
            + "though it may add a sub-table such as [\(name).more]")
      case .header, .inline:
        throw Self.error(at: last, "table [\(name)] is set twice (first on line \(storage[id].line))")
      }
    case .tables(let ids):
      throw Self.error(
        at: last,
        "[\(name)] is an array of tables (first [[\(name)]] on line \(storage[ids[0]].line)); "
          + "[[\(name)]] adds a table to it")
    case .value(let node):
      throw Self.inTheWay(last, name: name, node: node)
    }
  }

  /// `[[a.b.c]]`: appends a table to the array of tables and returns it.
  mutating func appendTable(_ path: [TOMLKey]) throws(TOMLError) -> Int {
    let parent = try walkHeader(path.dropLast())
    let last = path[path.count - 1]
    var name: String { TOMLKey.show(storage[parent].path + [last.name]) }
    switch storage[parent].slot(last.name) {
    case nil:
      let id = try make(last, kind: .header, in: parent)
      storage[parent].index[last.name] = storage[parent].keys.count
      storage[parent].keys.append(last.name)
      storage[parent].slots.append(.tables([id]))
      return id
    case .tables(var ids):
      let id = try make(last, kind: .header, in: parent)
      let position = storage[parent].index[last.name]!
      storage[parent].slots[position] = .tables([])  // lets `ids` grow in place
      ids.append(id)
      storage[parent].slots[position] = .tables(ids)
      return id
    case .table(let id):
      throw Self.error(
        at: last, "[[\(name)]] cannot add to \(name): it is a table (line \(storage[id].line)), not an array of tables")
    case .value(let node):
      throw Self.inTheWay(last, name: name, node: node)
    }
  }

  /// The table a header's leading keys lead to, making implicit tables on the way;
  /// through an array of tables, its last table.
  private mutating func walkHeader(_ path: ArraySlice<TOMLKey>) throws(TOMLError) -> Int {
    var table = Self.root
    for part in path {
      switch storage[table].slot(part.name) {
      case nil: table = try add(part, kind: .implicit, to: table)
      case .table(let id): table = id
      case .tables(let ids): table = ids[ids.count - 1]
      case .value(let node):
        throw Self.inTheWay(part, name: TOMLKey.show(storage[table].path + [part.name]), node: node)
      }
    }
    return table
  }

  // MARK: Keys

  /// `a.b.c = value` inside `table`.
  mutating func set(_ path: [TOMLKey], _ node: TOMLNode, in table: Int) throws(TOMLError) {
    var table = table
    for part in path.dropLast() {
      var name: String { TOMLKey.show(storage[table].path + [part.name]) }
      switch storage[table].slot(part.name) {
      case nil:
        table = try add(part, kind: .dotted, to: table)
      case .table(let id):
        switch storage[id].kind {
        case .dotted, .inline:
          table = id
        case .implicit:
          storage[id].kind = .dotted
          table = id
        case .header:
          throw Self.error(
            at: part,
            "table [\(name)] is defined by its header on line \(storage[id].line); set its keys under that header")
        }
      case .tables(let ids):
        throw Self.error(
          at: part, "\(name) is an array of tables (line \(storage[ids[0]].line)); set its keys under [[\(name)]]")
      case .value(let node):
        throw Self.inTheWay(part, name: name, node: node)
      }
    }
    let last = path[path.count - 1]
    var name: String { TOMLKey.show(storage[table].path + [last.name]) }
    switch storage[table].slot(last.name) {
    case nil:
      storage[table].index[last.name] = storage[table].keys.count
      storage[table].keys.append(last.name)
      storage[table].slots.append(.value(node))
    case .value(let first):
      throw Self.error(at: last, "key '\(name)' is set twice (first on line \(first.line))")
    case .table(let id):
      throw Self.error(at: last, "key '\(name)' is set twice: it is a table made on line \(storage[id].line)")
    case .tables(let ids):
      throw Self.error(
        at: last, "key '\(name)' is set twice: it is an array of tables made on line \(storage[ids[0]].line)")
    }
  }

  // MARK: Making tables

  /// A new table under `key` of `parent`.
  private mutating func add(_ key: TOMLKey, kind: Kind, to parent: Int) throws(TOMLError) -> Int {
    let id = try make(key, kind: kind, in: parent)
    storage[parent].index[key.name] = storage[parent].keys.count
    storage[parent].keys.append(key.name)
    storage[parent].slots.append(.table(id))
    return id
  }

  /// A new table that will sit under `key` of `parent` (not yet added to it).
  private mutating func make(_ key: TOMLKey, kind: Kind, in parent: Int) throws(TOMLError) -> Int {
    let depth = storage[parent].depth + 1
    guard depth <= TOMLParser.maxDepth else {
      throw Self.error(at: key, "tables and arrays nest more than \(TOMLParser.maxDepth) deep here (the most read)")
    }
    storage.append(
      Table(kind: kind, path: storage[parent].path + [key.name], line: key.line, column: key.column, depth: depth))
    return storage.count - 1
  }

  private static func error(at key: TOMLKey, _ message: String) -> TOMLError {
    TOMLError(line: key.line, column: key.column, message: message)
  }

  /// A key that holds a value where a table should be.
  private static func inTheWay(_ key: TOMLKey, name: String, node: TOMLNode) -> TOMLError {
    switch node.value {
    case .table:
      error(at: key, "\(name) is an inline table (line \(node.line)); nothing can be added to it later")
    case .array:
      error(at: key, "\(name) is an array written in [ ] (line \(node.line)); nothing can be added to it later")
    default:
      error(at: key, "key '\(name)' holds a \(node.value.kind) (line \(node.line)), not a table")
    }
  }

  // MARK: The tree

  /// The table `id` and everything below it, as a tree.
  func table(_ id: Int) -> TOMLTable {
    var table = TOMLTable()
    table.entries.reserveCapacity(storage[id].keys.count)
    for (key, slot) in zip(storage[id].keys, storage[id].slots) {
      table.entries.append(TOMLEntry(key: key, node: node(slot)))
    }
    return table
  }

  private func node(_ slot: Slot) -> TOMLNode {
    switch slot {
    case .value(let node):
      return node
    case .table(let id):
      return TOMLNode(value: .table(table(id)), line: storage[id].line, column: storage[id].column)
    case .tables(let ids):
      let items = ids.map { TOMLNode(value: .table(table($0)), line: storage[$0].line, column: storage[$0].column) }
      return TOMLNode(value: .array(items), line: storage[ids[0]].line, column: storage[ids[0]].column)
    }
  }
}

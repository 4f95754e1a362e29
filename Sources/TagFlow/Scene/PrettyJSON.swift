// Pretty, key-sorted JSON written straight into bytes: what Foundation's JSONEncoder writes, an order faster.

/// Writes JSON as `JSONEncoder` does with `[.prettyPrinted, .sortedKeys,
/// .withoutEscapingSlashes]`: two-space indents, `"key" : value`, and an
/// empty array or object keeps a blank line; and `JSONText`'s escapes.
/// `tagflow layout` prints thousands of chips, and encoding them through
/// `Encoder` containers took more time than measuring and laying them out.
/// The caller writes keys in sorted order (a test holds the output to
/// `JSONEncoder`'s, with the same escapes).
package struct PrettyJSON {
  private(set) var bytes: [UInt8] = []
  private var depth = 0
  private var isFirst = true
  private var colors: [RGBAColor: [UInt8]] = [:]
  /// Members of the object being written at `depth` that a value of its own
  /// wrote (`object(merging:_:)`), sorted by key, each written before the
  /// first key that sorts after it.
  private var merged: (depth: Int, members: ArraySlice<Member>)? = nil

  /// An object member that a value writes for itself: its key and how its value is written.
  package struct Member {
    package var key: StaticString
    package var write: (inout PrettyJSON) -> Void

    package init(_ key: StaticString, write: @escaping (inout PrettyJSON) -> Void) {
      self.key = key
      self.write = write
    }
  }

  /// `expectedSize` bytes are reserved: a megabyte of chips grows no buffer.
  package init(expectedSize: Int = 1 << 12) {
    bytes.reserveCapacity(expectedSize)
  }

  /// The JSON written, ended by a newline as a text file is: the newline is
  /// appended in place rather than to a megabyte-long copy.
  package mutating func finishedDocument() -> [UInt8] {
    bytes.append(UInt8(ascii: "\n"))
    return bytes
  }

  /// A colour as `RGBAColor.description` writes it, formatted once per colour:
  /// thousands of chips share a few.
  package mutating func color(_ color: RGBAColor) {
    if let known = colors[color] {
      bytes.append(contentsOf: known)
      return
    }
    let start = bytes.count
    string(color.description)
    colors[color] = Array(bytes[start...])
  }

  /// `{ … }`, its members written by `body` with `key(_:)` before each value.
  package mutating func object(_ body: (inout PrettyJSON) -> Void) {
    open(UInt8(ascii: "{"))
    body(&self)
    close(UInt8(ascii: "}"))
  }

  /// `{ … }` as `object(_:)` writes it, with `members` merged in among the
  /// keys `body` writes, each where its key sorts: a value that writes its
  /// own keys (a chip's shape) needs no place in the caller's list. With no
  /// members, the same bytes as `object(_:)`.
  package mutating func object(merging members: [Member], _ body: (inout PrettyJSON) -> Void) {
    guard !members.isEmpty else { return object(body) }
    open(UInt8(ascii: "{"))
    let outer = merged
    merged = (depth, members.sorted { PrettyJSON.sorts($0.key, before: $1.key) }[...])
    body(&self)
    writeMerged(before: nil)
    merged = outer
    close(UInt8(ascii: "}"))
  }

  /// Writes the merged members of this object whose keys sort before `name` (all, for `nil`).
  private mutating func writeMerged(before name: StaticString?) {
    while let pending = merged, pending.depth == depth, let first = pending.members.first,
      name.map({ PrettyJSON.sorts(first.key, before: $0) }) ?? true
    {
      merged = (pending.depth, pending.members.dropFirst())
      writeKey(first.key)
      first.write(&self)
    }
  }

  /// Keys in the order `JSONEncoder`'s `.sortedKeys` puts them: by their bytes (they are ASCII).
  private static func sorts(_ a: StaticString, before b: StaticString) -> Bool {
    a.withUTF8Buffer { a in b.withUTF8Buffer { b in a.lexicographicallyPrecedes(b) } }
  }

  /// `[ … ]`, its elements written by `body` with `element()` before each.
  package mutating func array(_ body: (inout PrettyJSON) -> Void) {
    open(UInt8(ascii: "["))
    body(&self)
    close(UInt8(ascii: "]"))
  }

  /// Starts an object member: a comma after the one before, then `"key" : `.
  /// Keys are literals with nothing to escape.
  package mutating func key(_ name: StaticString) {
    if merged != nil { writeMerged(before: name) }
    writeKey(name)
  }

  private mutating func writeKey(_ name: StaticString) {
    element()
    append("\"")
    append(name)
    append("\" : ")
  }

  /// Starts an array element.
  package mutating func element() {
    if !isFirst { bytes.append(UInt8(ascii: ",")) }
    bytes.append(UInt8(ascii: "\n"))
    indent()
    isFirst = false
  }

  package mutating func number(_ value: Double) {
    var text = value.description
    text.withUTF8 { utf8 in
      // JSONEncoder writes whole numbers without Swift's ".0".
      let whole =
        utf8.count > 2 && utf8[utf8.count - 2] == UInt8(ascii: ".") && utf8[utf8.count - 1] == UInt8(ascii: "0")
      bytes.append(contentsOf: whole ? UnsafeBufferPointer(rebasing: utf8.dropLast(2)) : utf8)
    }
  }

  package mutating func integer(_ value: Int) {
    var text = String(value)
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }

  package mutating func bool(_ value: Bool) {
    append(value ? "true" : "false")
  }

  package mutating func string(_ text: String) {
    bytes.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { utf8 in
      // Runs of bytes that need no escape (nearly all of them) are copied whole.
      var plain = 0
      var index = 0
      while index < utf8.count {
        let byte = utf8[index]
        if PrettyJSON.needsEscape(byte) {
          bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plain..<index]))
          escape(byte)
          index += 1
          plain = index
        } else if byte >= 0x7F || byte == UInt8(ascii: "["), let hidden = JSONText.hidden(in: utf8, at: index) {
          bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plain..<index]))
          JSONText.appendEscape(hidden.value, to: &bytes)
          index += hidden.length
          plain = index
        } else {
          index += 1
        }
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plain...]))
    }
    bytes.append(UInt8(ascii: "\""))
  }

  private static func needsEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }

  private mutating func escape(_ byte: UInt8) {
    switch byte {
    case UInt8(ascii: "\""): append("\\\"")
    case UInt8(ascii: "\\"): append("\\\\")
    case 0x0A: append("\\n")
    case 0x0D: append("\\r")
    case 0x09: append("\\t")
    case 0x08: append("\\b")
    case 0x0C: append("\\f")
    default:  // the other control characters
      append("\\u00")
      bytes.append(PrettyJSON.hex[Int(byte >> 4)])
      bytes.append(PrettyJSON.hex[Int(byte & 0xF)])
    }
  }

  /// Text with nothing to escape, copied as it is.
  private mutating func append(_ literal: StaticString) {
    literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  private static let hex = Array("0123456789abcdef".utf8)

  private mutating func open(_ bracket: UInt8) {
    bytes.append(bracket)
    depth += 1
    isFirst = true
  }

  private mutating func close(_ bracket: UInt8) {
    depth -= 1
    // Empty, it keeps a blank line, as JSONEncoder's does.
    if isFirst { bytes.append(UInt8(ascii: "\n")) }
    bytes.append(UInt8(ascii: "\n"))
    indent()
    bytes.append(bracket)
    isFirst = false
  }

  private mutating func indent() {
    var remaining = 2 * depth
    while remaining > 0 {
      let count = min(remaining, PrettyJSON.spaces.count)
      bytes.append(contentsOf: PrettyJSON.spaces[..<count])
      remaining -= count
    }
  }

  private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 32)
}

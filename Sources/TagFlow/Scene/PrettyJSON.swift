// Pretty, key-sorted JSON written straight into bytes: what Foundation's JSONEncoder writes, an order faster.

/// Writes JSON as `JSONEncoder` does with `[.prettyPrinted, .sortedKeys,
/// .withoutEscapingSlashes]`: two-space indents, `"key" : value`, and an
/// empty array or object keeps a blank line; and `JSONText`'s escapes.
/// `tagflow layout` prints thousands of chips, and encoding them through
/// `Encoder` containers took more time than measuring and laying them out.
/// The caller writes keys in sorted order (a test holds the output to
/// `JSONEncoder`'s, with the same escapes).
package struct PrettyJSON {
  /// The JSON is the first `count` bytes; the rest is room, written in place:
  /// appending to an Array costs a hundred instructions a call, and a chip's
  /// JSON is some sixty writes.
  private var bytes: [UInt8]
  private var count = 0
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
    bytes = [UInt8](repeating: 0, count: max(expectedSize, 64))
  }

  /// The JSON written, ended by a newline as a text file is: the newline is
  /// appended in place rather than to a megabyte-long copy.
  package mutating func finishedDocument() -> [UInt8] {
    write(UInt8(ascii: "\n"))
    bytes.removeSubrange(count...)
    return bytes
  }

  /// A colour as `RGBAColor.description` writes it, formatted once per colour:
  /// thousands of chips share a few.
  package mutating func color(_ color: RGBAColor) {
    if let known = colors[color] {
      return known.withUnsafeBytes { write($0) }
    }
    let start = count
    string(color.description)
    colors[color] = Array(bytes[start..<count])
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
    if !isFirst { write(UInt8(ascii: ",")) }
    newline()
    isFirst = false
  }

  package mutating func number(_ value: Double) {
    // Nearly every number of a ChipScene is a whole number of Pango units (1/1024 px) or
    // pixels, far below a million: its exact decimal (at most ten digits after the point,
    // the last a 5) is the shortest that reads back as it, so it is what `description`
    // prints, written here without formatting a String (a test compares the two).
    let units = value * 1024
    if value.magnitude < 1_048_576, units == units.rounded(.towardZero) {
      return dyadic(Int(units), negative: value.sign == .minus)
    }
    var text = value.description
    text.withUTF8 { utf8 in
      // JSONEncoder writes whole numbers without Swift's ".0".
      let whole =
        utf8.count > 2 && utf8[utf8.count - 2] == UInt8(ascii: ".") && utf8[utf8.count - 1] == UInt8(ascii: "0")
      write(UnsafeRawBufferPointer(whole ? UnsafeBufferPointer(rebasing: utf8.dropLast(2)) : utf8))
    }
  }

  /// `units` / 1024 in decimal, as `Double.description` writes it without its `.0`.
  private mutating func dyadic(_ units: Int, negative: Bool) {
    if negative { write(UInt8(ascii: "-")) }
    let magnitude = units.magnitude
    digits(of: magnitude >> 10, count: nil)
    var fraction = (magnitude & 1023) * 9_765_625  // in units of 10⁻¹⁰ (10¹⁰ / 1024)
    guard fraction > 0 else { return }
    write(UInt8(ascii: "."))
    var count = 10
    while fraction % 10 == 0 {
      fraction /= 10
      count -= 1
    }
    digits(of: fraction, count: count)
  }

  /// The decimal digits of `value`, left-padded with zeros to `count` when given.
  private mutating func digits(of value: UInt, count: Int?) {
    var scratch: (UInt64, UInt64, UInt64) = (0, 0, 0)
    withUnsafeMutableBytes(of: &scratch) { buffer in
      var end = buffer.count
      var rest = value
      repeat {
        end -= 1
        buffer[end] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
      } while rest > 0
      if let count {
        while buffer.count - end < count {
          end -= 1
          buffer[end] = UInt8(ascii: "0")
        }
      }
      write(UnsafeRawBufferPointer(rebasing: buffer[end...]))
    }
  }

  package mutating func integer(_ value: Int) {
    var text = String(value)
    text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
  }

  package mutating func bool(_ value: Bool) {
    append(value ? "true" : "false")
  }

  package mutating func string(_ text: String) {
    write(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { utf8 in
      // Runs of bytes that need no escape (nearly all of them) are copied whole.
      var plain = 0
      var index = 0
      while index < utf8.count {
        let byte = utf8[index]
        if PrettyJSON.needsEscape(byte) {
          write(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: utf8[plain..<index])))
          escape(byte)
          index += 1
          plain = index
        } else if byte >= 0x7F || byte == UInt8(ascii: "["), let hidden = JSONText.hidden(in: utf8, at: index) {
          write(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: utf8[plain..<index])))
          var escaped: [UInt8] = []
          JSONText.appendEscape(hidden.value, to: &escaped)
          escaped.withUnsafeBytes { write($0) }
          index += hidden.length
          plain = index
        } else {
          index += 1
        }
      }
      write(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: utf8[plain...])))
    }
    write(UInt8(ascii: "\""))
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
      write(PrettyJSON.hex[Int(byte >> 4)])
      write(PrettyJSON.hex[Int(byte & 0xF)])
    }
  }

  private mutating func write(_ byte: UInt8) {
    if count == bytes.count { grow(toHold: count + 1) }
    bytes[count] = byte
    count += 1
  }

  private mutating func write(_ source: UnsafeRawBufferPointer) {
    guard let from = source.baseAddress else { return }
    let end = count + source.count
    if end > bytes.count { grow(toHold: end) }
    let start = count
    bytes.withUnsafeMutableBytes { ($0.baseAddress! + start).copyMemory(from: from, byteCount: source.count) }
    count = end
  }

  private mutating func grow(toHold size: Int) {
    bytes.append(contentsOf: repeatElement(0, count: max(size, 2 * bytes.count) - bytes.count))
  }

  /// Text with nothing to escape, copied as it is.
  private mutating func append(_ literal: StaticString) {
    literal.withUTF8Buffer { write(UnsafeRawBufferPointer($0)) }
  }

  private static let hex = Array("0123456789abcdef".utf8)

  private mutating func open(_ bracket: UInt8) {
    write(bracket)
    depth += 1
    isFirst = true
  }

  private mutating func close(_ bracket: UInt8) {
    depth -= 1
    // Empty, it keeps a blank line, as JSONEncoder's does.
    if isFirst { write(UInt8(ascii: "\n")) }
    newline()
    write(bracket)
    isFirst = false
  }

  /// A newline and the indent of `depth`.
  private mutating func newline() {
    var remaining = 2 * depth
    if remaining < PrettyJSON.newlineAndSpaces.count {
      return PrettyJSON.newlineAndSpaces.withUnsafeBytes { write(UnsafeRawBufferPointer(rebasing: $0[...remaining])) }
    }
    write(UInt8(ascii: "\n"))
    while remaining > 0 {
      let run = min(remaining, PrettyJSON.newlineAndSpaces.count - 1)
      PrettyJSON.newlineAndSpaces.withUnsafeBytes { write(UnsafeRawBufferPointer(rebasing: $0[1...run])) }
      remaining -= run
    }
  }

  private static let newlineAndSpaces = [UInt8(ascii: "\n")] + [UInt8](repeating: UInt8(ascii: " "), count: 32)
}

// Pretty, key-sorted JSON written straight into bytes: what Foundation's JSONEncoder writes, an order faster.

/// Writes JSON as `JSONEncoder` does with `[.prettyPrinted, .sortedKeys,
/// .withoutEscapingSlashes]`: two-space indents, `"key" : value`, and an
/// empty array or object keeps a blank line. `tagflow layout` prints
/// thousands of chips, and encoding them through `Encoder` containers took
/// more time than measuring and laying them out. The caller writes keys in
/// sorted order (a test holds the output to `JSONEncoder`'s).
struct PrettyJSON {
  private(set) var bytes: [UInt8] = []
  private var depth = 0
  private var isFirst = true
  private var colors: [Color: [UInt8]] = [:]

  /// `expectedSize` bytes are reserved: a megabyte of chips grows no buffer.
  init(expectedSize: Int = 1 << 12) {
    bytes.reserveCapacity(expectedSize)
  }

  /// A colour as `Color.description` writes it, formatted once per colour:
  /// thousands of chips share a few.
  mutating func color(_ color: Color) {
    if let known = colors[color] {
      bytes.append(contentsOf: known)
      return
    }
    let start = bytes.count
    string(color.description)
    colors[color] = Array(bytes[start...])
  }

  /// `{ … }`, its members written by `body` with `key(_:)` before each value.
  mutating func object(_ body: (inout PrettyJSON) -> Void) {
    open(UInt8(ascii: "{"))
    body(&self)
    close(UInt8(ascii: "}"))
  }

  /// `[ … ]`, its elements written by `body` with `element()` before each.
  mutating func array(_ body: (inout PrettyJSON) -> Void) {
    open(UInt8(ascii: "["))
    body(&self)
    close(UInt8(ascii: "]"))
  }

  /// Starts an object member: a comma after the one before, then `"key" : `.
  mutating func key(_ name: String) {
    element()
    string(name)
    bytes.append(contentsOf: " : ".utf8)
  }

  /// Starts an array element.
  mutating func element() {
    if !isFirst { bytes.append(UInt8(ascii: ",")) }
    bytes.append(UInt8(ascii: "\n"))
    indent()
    isFirst = false
  }

  mutating func number(_ value: Double) {
    // JSONEncoder writes whole numbers without Swift's ".0".
    let text = value.description
    bytes.append(contentsOf: text.hasSuffix(".0") ? text.utf8.dropLast(2) : text.utf8[...])
  }

  mutating func integer(_ value: Int) {
    bytes.append(contentsOf: String(value).utf8)
  }

  mutating func bool(_ value: Bool) {
    bytes.append(contentsOf: (value ? "true" : "false").utf8)
  }

  mutating func string(_ text: String) {
    bytes.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): bytes.append(contentsOf: "\\\"".utf8)
      case UInt8(ascii: "\\"): bytes.append(contentsOf: "\\\\".utf8)
      case 0x0A: bytes.append(contentsOf: "\\n".utf8)
      case 0x0D: bytes.append(contentsOf: "\\r".utf8)
      case 0x09: bytes.append(contentsOf: "\\t".utf8)
      case 0x08: bytes.append(contentsOf: "\\b".utf8)
      case 0x0C: bytes.append(contentsOf: "\\f".utf8)
      case 0..<0x20:
        bytes.append(contentsOf: "\\u00".utf8)
        bytes.append(PrettyJSON.hex[Int(byte >> 4)])
        bytes.append(PrettyJSON.hex[Int(byte & 0xF)])
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
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
    bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
  }
}

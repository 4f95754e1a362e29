// Pretty, key-sorted JSON written directly: what Foundation's JSONEncoder writes, an order faster.

/// A JSON value to write. `tagflow layout` prints thousands of chips, and
/// encoding them through `Encoder` containers took more time than measuring
/// and laying them out; this writes the same bytes as `JSONEncoder` with
/// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` (a test holds
/// the two to that).
enum PrettyJSON {
  case number(Double)
  case integer(Int)
  case string(String)
  case bool(Bool)
  case array([PrettyJSON])
  case object([(key: String, value: PrettyJSON)])

  /// The document, with the newline `tagflow layout` ends it with.
  var bytes: [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(1 << 16)
    write(to: &out, depth: 0)
    out.append(UInt8(ascii: "\n"))
    return out
  }

  private func write(to out: inout [UInt8], depth: Int) {
    switch self {
    case .number(let value):
      // JSONEncoder writes whole numbers without Swift's ".0".
      let text = value.description
      out.append(contentsOf: text.hasSuffix(".0") ? text.utf8.dropLast(2) : text.utf8[...])
    case .integer(let value):
      out.append(contentsOf: String(value).utf8)
    case .string(let text):
      PrettyJSON.writeString(text, to: &out)
    case .bool(let value):
      out.append(contentsOf: (value ? "true" : "false").utf8)
    case .array(let items):
      out.append(UInt8(ascii: "["))
      out.append(UInt8(ascii: "\n"))
      for (index, item) in items.enumerated() {
        if index > 0 { out.append(contentsOf: ",\n".utf8) }
        indent(&out, depth + 1)
        item.write(to: &out, depth: depth + 1)
      }
      // An empty array keeps its blank line, as JSONEncoder's does.
      out.append(UInt8(ascii: "\n"))
      indent(&out, depth)
      out.append(UInt8(ascii: "]"))
    case .object(let members):
      out.append(UInt8(ascii: "{"))
      out.append(UInt8(ascii: "\n"))
      let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
      for (index, member) in sorted.enumerated() {
        if index > 0 { out.append(contentsOf: ",\n".utf8) }
        indent(&out, depth + 1)
        PrettyJSON.writeString(member.key, to: &out)
        out.append(contentsOf: " : ".utf8)
        member.value.write(to: &out, depth: depth + 1)
      }
      out.append(UInt8(ascii: "\n"))
      indent(&out, depth)
      out.append(UInt8(ascii: "}"))
    }
  }

  private func indent(_ out: inout [UInt8], _ depth: Int) {
    out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
  }

  private static let hex = Array("0123456789abcdef".utf8)

  private static func writeString(_ text: String, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): out.append(contentsOf: "\\\"".utf8)
      case UInt8(ascii: "\\"): out.append(contentsOf: "\\\\".utf8)
      case 0x0A: out.append(contentsOf: "\\n".utf8)
      case 0x0D: out.append(contentsOf: "\\r".utf8)
      case 0x09: out.append(contentsOf: "\\t".utf8)
      case 0x08: out.append(contentsOf: "\\b".utf8)
      case 0x0C: out.append(contentsOf: "\\f".utf8)
      case 0..<0x20:
        out.append(contentsOf: "\\u00".utf8)
        out.append(hex[Int(byte >> 4)])
        out.append(hex[Int(byte & 0xF)])
      default: out.append(byte)
      }
    }
    out.append(UInt8(ascii: "\""))
  }
}

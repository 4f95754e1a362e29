// Generated JSON: random values printed with random white space and escapes read back as themselves, each node at its place; mutated documents are read or refused on one located line.

import Foundation
import Testing

@testable import TagFlow
@testable import TagFlowReaders

@Suite struct JSONPropertyTests {
  /// Random values printed every way JSON allows (white space between any two
  /// tokens, each character of a string raw or escaped, surrogate pairs for
  /// characters beyond the BMP, numbers in every form of the grammar) read back
  /// as the same values, each node's line and column where its value starts.
  @Test func printedDocumentsReadBackAsTheirValues() throws {
    var random = SeededGenerator(seed: 26)
    for round in 0..<500 {
      var generator = JSONGenerator(random: random)
      let value = generator.value(depth: 0)
      let (text, places) = generator.document(value)
      random = generator.random
      let node: Node
      do {
        node = try JSONParser.parse(Array(text.utf8), duplicateKeys: .refused)
      } catch {
        Issue.record("round \(round): \(error.line):\(error.column): \(error.message)\n\(text.debugDescription)")
        return
      }
      if let difference = JSONGenerator.difference(value, node) {
        Issue.record("round \(round): \(difference)\n\(text.debugDescription)")
        return
      }
      let marks = JSONGenerator.marks(node)
      if marks.count != places.count || !zip(marks, places).allSatisfy({ $0 == $1 }) {
        Issue.record("round \(round): marks \(marks) for places \(places)\n\(text.debugDescription)")
        return
      }
    }
  }

  /// Documents with a few bytes inserted, deleted or replaced: each is read, or
  /// refused on one line whose position is in the file and which shows no control
  /// or invisible character. Never a crash. With duplicate keys kept (last wins),
  /// the same documents are read but for those refused for another reason.
  @Test func mutatedDocumentsAreReadOrRefusedOnOneLocatedLine() throws {
    var random = SeededGenerator(seed: 8259)
    var seeds = try JSONConformanceTests.accepted.map { try JSONConformanceTests.bytes($0) }
    for _ in 0..<60 {
      var generator = JSONGenerator(random: random)
      let value = generator.value(depth: 0)
      seeds.append(Array(generator.document(value).text.utf8))
      random = generator.random
    }
    let alphabet: [[UInt8]] =
      [
        "\"", "'", "[", "]", "{", "}", ":", ",", ".", "#", "/", "\\", "\\u", "\\uD83D", "\\uDE80", "\n", "\r", "\t",
        " ", "0", "1", "-", "+", "e", "E", "true", "null", "x", "é", "\u{FEFF}", "\u{202E}", "\u{1B}", "\u{2028}",
      ].map { Array($0.utf8) } + [
        [0x00], [0x7F], [0xFF], [0xC3], [0x81], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
      ]
    var (read, refused) = (0, 0)
    for _ in 0..<4000 {
      let bytes = random.mutated(seeds, alphabet: alphabet)
      let strict = JSONConformanceTests.read(bytes, name: "m.json", duplicateKeys: .refused)
      let lenient = JSONConformanceTests.read(bytes, name: "m.json", duplicateKeys: .lastWins)
      switch (strict, lenient) {
      case (.success, .success): read += 1
      case (.failure(let problem), .success):
        #expect(problem.message.contains("is given twice in one object"), "\(problem)")
        JSONConformanceTests.expectOneLocatedLine(problem, in: bytes, name: "m.json")
        refused += 1
      case (.failure(let problem), .failure(let other)):
        // Kept, the key given twice lets the reader on to a later problem.
        #expect(problem == other || problem.message.contains("is given twice in one object"), "\(problem)")
        JSONConformanceTests.expectOneLocatedLine(problem, in: bytes, name: "m.json")
        refused += 1
      case (.success, .failure(let problem)):
        Issue.record("read with duplicate keys refused, refused with them kept: \(problem)")
      }
    }
    #expect(read > 400 && refused > 2000, "\(read) read, \(refused) refused")
  }
}

/// Random JSON values, and documents that print them in random ways.
struct JSONGenerator {
  indirect enum Value {
    case string(String)
    /// As written.
    case number(String)
    case bool(Bool)
    case null
    case array([Value])
    case object([(String, Value)])
  }

  var random: SeededGenerator

  mutating func value(depth: Int) -> Value {
    switch Int.random(in: 0..<(depth < 4 ? 9 : 6), using: &random) {
    case 0, 1: return .string(string())
    case 2: return .number(number())
    case 3: return .bool(Bool.random(using: &random))
    case 4: return .null
    case 5: return .string("")
    case 6, 7:
      return .array((0..<Int.random(in: 0...4, using: &random)).map { _ in value(depth: depth + 1) })
    default:
      var pairs: [(String, Value)] = []
      for _ in 0..<Int.random(in: 0...(depth == 0 ? 14 : 4), using: &random) {
        let key = string()
        if !pairs.contains(where: { $0.0.utf8.elementsEqual(key.utf8) }) {
          pairs.append((key, value(depth: depth + 1)))
        }
      }
      return .object(pairs)
    }
  }

  private static let scalars: [Unicode.Scalar] = [
    "a", "Z", "0", " ", "\"", "\\", "/", "\n", "\t", "\r", "\u{0}", "\u{1F}", "\u{7F}", "é", "e", "\u{301}", "ß", "中",
    "\u{2028}", "\u{FEFF}", "\u{FFFF}", "\u{202E}", "🚀", "\u{1D11E}", "\u{10FFFF}", "'", "#", "{", "]",
  ]

  mutating func string() -> String {
    var text = ""
    for _ in 0..<Int.random(in: 0...8, using: &random) {
      text.unicodeScalars.append(Self.scalars.randomElement(using: &random)!)
    }
    return text
  }

  mutating func number() -> String {
    var text = Bool.random(using: &random) ? "-" : ""
    text += Bool.random(using: &random) ? "0" : String(Int.random(in: 1...999_999, using: &random))
    if Bool.random(using: &random) { text += "." + String(Int.random(in: 0...99_999, using: &random)) }
    if Bool.random(using: &random) {
      text += ["e", "E"].randomElement(using: &random)! + ["", "+", "-"].randomElement(using: &random)!
      text += String(Int.random(in: 0...400, using: &random))
    }
    return text
  }

  /// The value printed, and the line and column of each value in order (the root,
  /// then each item and each key and value, depth first).
  mutating func document(_ value: Value) -> (text: String, places: [Place]) {
    var printer = Printer()
    space(&printer)
    print(value, &printer)
    space(&printer)
    return (printer.text, printer.places)
  }

  struct Place: Equatable, CustomStringConvertible {
    var line: Int
    var column: Int
    var description: String { "\(line):\(column)" }
  }

  struct Printer {
    var text = ""
    var places: [Place] = []
    var line = 1
    var column = 1

    mutating func write(_ part: String) {
      for scalar in part.unicodeScalars {
        text.unicodeScalars.append(scalar)
        if scalar == "\n" { (line, column) = (line + 1, 1) } else { column += 1 }
      }
    }

    mutating func mark() { places.append(Place(line: line, column: column)) }
  }

  private mutating func space(_ printer: inout Printer) {
    printer.write(["", "", " ", "\t", "\n", "\r\n", "  \n\t ", "\n\n"].randomElement(using: &random)!)
  }

  private mutating func print(_ value: Value, _ printer: inout Printer) {
    printer.mark()
    switch value {
    case .string(let text): printer.write(quoted(text))
    case .number(let text): printer.write(text)
    case .bool(let flag): printer.write(flag ? "true" : "false")
    case .null: printer.write("null")
    case .array(let items):
      printer.write("[")
      space(&printer)
      for (index, item) in items.enumerated() {
        if index > 0 {
          printer.write(",")
          space(&printer)
        }
        print(item, &printer)
        space(&printer)
      }
      printer.write("]")
    case .object(let pairs):
      printer.write("{")
      space(&printer)
      for (index, (key, item)) in pairs.enumerated() {
        if index > 0 {
          printer.write(",")
          space(&printer)
        }
        printer.mark()
        printer.write(quoted(key))
        space(&printer)
        printer.write(":")
        space(&printer)
        print(item, &printer)
        space(&printer)
      }
      printer.write("}")
    }
  }

  /// Each character raw where JSON allows it, or escaped: a short escape, `\u`
  /// in either case of hex digits, a surrogate pair beyond the BMP.
  private mutating func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      let short: String? =
        switch scalar {
        case "\"": "\\\""
        case "\\": "\\\\"
        case "/": "\\/"
        case "\u{8}": "\\b"
        case "\u{C}": "\\f"
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        default: nil
        }
      let mustEscape = scalar.value < 0x20 || scalar == "\"" || scalar == "\\"
      switch (mustEscape, Int.random(in: 0..<3, using: &random)) {
      case (false, 0), (false, 1): result.unicodeScalars.append(scalar)
      case (_, 2) where short != nil, (true, 0) where short != nil: result += short!
      default:
        let upper = Bool.random(using: &random)
        for unit in String(scalar).utf16 {
          let hex = String(unit, radix: 16, uppercase: upper)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
      }
    }
    return result + "\""
  }

  /// The first difference between a value and the node read, or `nil`.
  static func difference(_ value: Value, _ node: Node, at path: String = "$") -> String? {
    switch (value, node) {
    case (.string(let text), .scalar(let scalar)):
      guard scalar.style == .doubleQuoted, scalar.isText,
        text.utf8.elementsEqual(scalar.string.utf8)
      else {
        return "\(path): expected \(text.debugDescription), got \(scalar)"
      }
      return nil
    case (.number(let text), .scalar(let scalar)):
      return scalar.style == .plain && scalar.string == text ? nil : "\(path): expected \(text), got \(scalar)"
    case (.bool(let flag), .scalar(let scalar)):
      return node.bool == flag && scalar.style == .plain ? nil : "\(path): expected \(flag), got \(scalar)"
    case (.null, .scalar(let scalar)):
      return TagFields.isNull(scalar) ? nil : "\(path): expected null, got \(scalar)"
    case (.array(let items), .sequence(let sequence)):
      guard items.count == sequence.count else {
        return "\(path): expected \(items.count) items, got \(sequence.count)"
      }
      for (index, (item, read)) in zip(items, sequence).enumerated() {
        if let difference = difference(item, read, at: "\(path)[\(index)]") { return difference }
      }
      return nil
    case (.object(let pairs), .mapping(let mapping)):
      guard pairs.count == mapping.count else { return "\(path): expected \(pairs.count) keys, got \(mapping.count)" }
      for (index, ((key, item), (readKey, read))) in zip(pairs, mapping).enumerated() {
        if let difference = difference(.string(key), readKey, at: "\(path).key\(index)") { return difference }
        if let difference = difference(item, read, at: "\(path).\(key.debugDescription)") { return difference }
      }
      return nil
    default:
      return "\(path): expected \(value), got \(node)"
    }
  }

  /// The places of a node and those inside it, in the printer's order.
  static func marks(_ node: Node) -> [Place] {
    let own = node.mark.map { [Place(line: $0.line, column: $0.column)] } ?? []
    switch node {
    case .sequence(let items): return own + items.flatMap(marks)
    case .mapping(let mapping): return own + mapping.flatMap { marks($0.key) + marks($0.value) }
    default: return own
    }
  }
}

// Generated TOML: random documents printed in random styles read back as their values; mutated documents never crash and fail on one located line.

import Foundation
import Testing

@testable import TagFlow
@testable import TagFlowReaders

@Suite struct TOMLPropertyTests {
  /// Random values, printed every way TOML 1.0 allows (headers, dotted keys, inline
  /// tables, arrays of tables, four kinds of string, four bases, every date-time form,
  /// spaces, comments and line breaks where they may go), read back as the same values.
  @Test func printedDocumentsReadBackAsTheirValues() throws {
    var random = SeededGenerator(seed: 19)
    for round in 0..<400 {
      var generator = TOMLGenerator(random: random)
      let table = generator.table(depth: 0)
      let text = generator.document(table)
      random = generator.random
      do {
        let document = try TOMLParser.parse(text)
        if let difference = TOMLGenerator.difference(.table(table), .table(document.root)) {
          Issue.record("round \(round): \(difference)\n\(text)")
          return
        }
      } catch {
        Issue.record("round \(round): \(error.line):\(error.column): \(error.message)\n\(text)")
        return
      }
    }
  }

  /// Documents with a few bytes inserted, deleted or replaced: each is read, or
  /// refused with one line whose position is in the file and which shows no
  /// control or bidirectional character; as front matter, the same position one
  /// line down. Never a crash.
  @Test func mutatedDocumentsAreReadOrRefusedOnOneLocatedLine() throws {
    var random = SeededGenerator(seed: 7)
    var seeds = try TOMLConformanceTests.valid.map { try TOMLConformanceTests.bytes($0) }
    for _ in 0..<40 {
      var generator = TOMLGenerator(random: random)
      let table = generator.table(depth: 0)
      seeds.append(Array(generator.document(table).utf8))
      random = generator.random
    }
    let alphabet: [[UInt8]] =
      [
        "\"", "'", "[", "]", "{", "}", "=", ",", ".", "#", "\\", "\n", "\r", "\r\n", "\t", " ", "0", "9", "_", "+", "-",
        ":", "e", "T", "Z", "x", "u", "\"\"\"", "'''", "[[", "]]", "é", "\u{FEFF}", "\u{202E}", "\u{1B}",
      ].map { Array($0.utf8) } + [[0x00], [0x7F], [0xFF], [0xC3], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80]]
    var (read, refused) = (0, 0)
    for _ in 0..<3000 {
      let bytes = random.mutated(seeds, alphabet: alphabet)
      switch TOMLConformanceTests.read(bytes) {
      case .success: read += 1
      case .failure(let error):
        refused += 1
        let shown = String(decoding: bytes, as: UTF8.self).debugDescription
        #expect(TOMLConformanceTests.isInside(bytes, line: error.line, column: error.column), "\(error) in \(shown)")
        #expect(
          error.message.unicodeScalars.allSatisfy { TOMLKey.isVisible($0) }, "\(error.message.debugDescription)")
        let ending: [UInt8] = bytes.last == 0x0A ? [] : bytes.last == 0x0D ? [0x20, 0x0A] : [0x0A]
        // A line of '+++' inside the document would close the front matter early.
        guard !bytes.split(separator: 0x0A).contains(where: { Array($0) == Array("+++".utf8) }) else { continue }
        let markdown = Array("+++\n".utf8) + bytes + ending + Array("+++\n".utf8)
        do {
          _ = try TagSourceReader.frontMatterTags(markdown, isWholeFile: true, keys: ["tags"], source: "p.md")
          Issue.record("read as front matter: \(shown)")
        } catch let frontMatterError {
          #expect(
            frontMatterError.message.hasPrefix("p.md:\(error.line + 1):\(error.column): "),
            "\(frontMatterError.message) for \(error)")
        }
      }
    }
    #expect(read > 100 && refused > 1000, "\(read) read, \(refused) refused")
  }

  /// Every day of every month of years with and without 29 February, and every
  /// hour, minute and second around the limits: read when the calendar has them
  /// (Foundation's Gregorian calendar says which days), refused at the field otherwise.
  @Test func datesAreCheckedAgainstTheCalendar() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    for year in [1600, 1700, 1900, 2000, 2023, 2024, 2100, 9999] {
      for month in 0...13 {
        let days =
          (1...12).contains(month)
          ? calendar.range(
            of: .day, in: .month, for: calendar.date(from: DateComponents(year: year, month: month, day: 1))!)!.count
          : 0
        for day in 0...32 {
          let text = "d = " + pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
          let outcome = TOMLConformanceTests.read(Array(text.utf8))
          let isDate = (1...12).contains(month) && (1...days).contains(day)
          switch outcome {
          case .success: #expect(isDate, "\(text) was read")
          case .failure(let error):
            #expect(!isDate, "\(text): \(error.message)")
            #expect(error.column == ((1...12).contains(month) ? 13 : 10), "\(text): \(error)")
          }
        }
      }
    }
    for (hour, minute, second) in [(23, 59, 60), (24, 0, 0), (0, 60, 0), (0, 0, 61), (99, 0, 0)] {
      let text = "t = " + pad(hour, 2) + ":" + pad(minute, 2) + ":" + pad(second, 2)
      let isTime = hour < 24 && minute < 60 && second <= 60
      switch TOMLConformanceTests.read(Array(text.utf8)) {
      case .success: #expect(isTime, "\(text) was read")
      case .failure(let error):
        #expect(!isTime, "\(text): \(error.message)")
        #expect(error.column == (hour > 23 ? 5 : minute > 59 ? 8 : 11), "\(text): \(error)")
      }
    }
  }

  /// Integers beyond 64 bits, in every base, are refused at their first character.
  @Test func integersBeyondSixtyFourBitsAreRefused() throws {
    var random = SeededGenerator(seed: 64)
    for _ in 0..<300 {
      let excess = UInt64.random(in: 1...UInt64(Int64.max), using: &random)
      let above = UInt64(Int64.max) + excess  // 2^63 ... 2^64 - 2
      for text in [
        String(above), "+" + String(above), "-" + String(above + 1), "0x" + String(above, radix: 16),
        "0o" + String(above, radix: 8), "0b" + String(above, radix: 2), String(above) + "0",
      ] {
        #expect(throws: TOMLError.self, "\(text)") { try TOMLParser.parse("n = \(text)") }
        if case .failure(let error) = TOMLConformanceTests.read(Array("n = \(text)".utf8)) {
          #expect(error.column == 5 && error.message.contains("does not fit in 64 bits"), "\(text): \(error)")
        }
      }
    }
  }

  private func pad(_ value: Int, _ count: Int) -> String {
    String(repeating: "0", count: max(0, count - String(value).count)) + String(value)
  }
}

/// Makes random TOML values and prints them as TOML text, choosing at random among
/// the ways TOML 1.0 writes each one.
struct TOMLGenerator {
  var random: SeededGenerator

  private mutating func chance(_ percent: Int) -> Bool {
    Int.random(in: 0..<100, using: &random) < percent
  }

  private mutating func pick<T>(_ items: [T]) -> T {
    items.randomElement(using: &random)!
  }

  // MARK: Values

  mutating func table(depth: Int) -> TOMLTable {
    var table = TOMLTable()
    var used = Set<String>()
    for _ in 0..<Int.random(in: 0...(depth == 0 ? 6 : 4), using: &random) {
      let key = self.key()
      guard used.insert(key).inserted else { continue }
      table.entries.append(TOMLEntry(key: key, node: node(value(depth: depth + 1))))
    }
    return table
  }

  private func node(_ value: TOMLValue) -> TOMLNode {
    TOMLNode(value: value, line: 0, column: 0)
  }

  private mutating func key() -> String {
    switch Int.random(in: 0..<10, using: &random) {
    case 0..<5: return pick(["a", "b", "name", "tags", "x-1", "_", "1", "0x1", "true", "inf", "k_2", "A-Z"])
    case 5: return ""
    default: return text(maximum: 6)
    }
  }

  private mutating func value(depth: Int) -> TOMLValue {
    let kinds = depth > 3 ? 6 : 9
    switch Int.random(in: 0..<kinds, using: &random) {
    case 0: return .string(text(maximum: 12))
    case 1: return .integer(integer())
    case 2: return .float(float())
    case 3: return .boolean(chance(50))
    case 4: return .dateTime(dateTime())
    case 5: return .string(text(maximum: 3))
    case 6: return .table(table(depth: depth))
    case 7:
      // An array of tables.
      return .array((0..<Int.random(in: 1...3, using: &random)).map { _ in node(.table(table(depth: depth))) })
    default:
      return .array((0..<Int.random(in: 0...4, using: &random)).map { _ in node(value(depth: depth + 1)) })
    }
  }

  private mutating func text(maximum: Int) -> String {
    let pool: [Unicode.Scalar] = [
      "a", "Z", "0", " ", "\t", "\n", "\r", "\"", "'", "\\", "#", "=", ".", "[", "]", "{", "}", ",", "é", "語", "😀",
      "\u{0}", "\u{1B}", "\u{7F}", "\u{85}", "\u{FEFF}", "\u{202E}", "\u{10FFFF}", "\u{E000}",
    ]
    var text = ""
    for _ in 0..<Int.random(in: 0...maximum, using: &random) {
      text.unicodeScalars.append(
        chance(80) ? pick(pool) : Unicode.Scalar(UInt32.random(in: 0x20...0xD7FF, using: &random))!)
    }
    return text
  }

  private mutating func integer() -> Int64 {
    switch Int.random(in: 0..<4, using: &random) {
    case 0: return pick([0, 1, -1, .max, .min, .max - 1, .min + 1])
    case 1: return Int64.random(in: -1000...1000, using: &random)
    default: return Int64.random(in: .min ... .max, using: &random)
    }
  }

  private mutating func float() -> Double {
    switch Int.random(in: 0..<5, using: &random) {
    case 0: return pick([0, -0.0, .infinity, -.infinity, .nan, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 1e-5])
    case 1: return Double(Int.random(in: -100...100, using: &random)) / 8
    default:
      let value = Double(bitPattern: UInt64.random(in: 0 ... .max, using: &random))
      return value.isFinite ? value : 1.5
    }
  }

  private mutating func dateTime() -> TOMLDateTime {
    let year = Int.random(in: 0...9999, using: &random)
    let month = Int.random(in: 1...12, using: &random)
    let date = TOMLDateTime.Date(
      year: year, month: month, day: Int.random(in: 1...TOMLDateTime.days(inMonth: month, year: year), using: &random))
    let digits = Int.random(in: 0...9, using: &random)
    var nanosecond = 0
    if digits > 0 {
      let unit = [1, 10, 100, 1000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000][9 - digits]
      nanosecond = Int.random(in: 0..<1_000_000_000, using: &random) / unit * unit
    }
    let time = TOMLDateTime.Time(
      hour: Int.random(in: 0...23, using: &random), minute: Int.random(in: 0...59, using: &random),
      second: Int.random(in: 0...60, using: &random), nanosecond: nanosecond)
    switch Int.random(in: 0..<4, using: &random) {
    case 0: return TOMLDateTime(date: date)
    case 1: return TOMLDateTime(time: time)
    case 2: return TOMLDateTime(date: date, time: time)
    default:
      return TOMLDateTime(
        date: date, time: time,
        offsetMinutes: chance(30) ? 0 : Int.random(in: -(23 * 60 + 59)...(23 * 60 + 59), using: &random))
    }
  }

  // MARK: Printing

  /// The whole document: the root's pairs, then its tables under headers.
  mutating func document(_ root: TOMLTable) -> String {
    var lines: [String] = []
    if chance(10) { lines.append("# a generated document") }
    section(root, path: [], into: &lines)
    return lines.joined(separator: chance(20) ? "\r\n" : "\n") + (chance(50) ? "\n" : "")
  }

  /// A table's pairs (values, inline tables, dotted keys), then its sub-tables and
  /// arrays of tables under their own headers.
  private mutating func section(_ table: TOMLTable, path: [String], into lines: inout [String]) {
    var later: [(String, TOMLValue)] = []
    for entry in table.entries {
      switch entry.node.value {
      case .table(let inner) where chance(50):
        later.append((entry.key, .table(inner)))
      case .table(let inner) where chance(50) && !inner.entries.isEmpty:
        dotted(inner, prefix: [entry.key], into: &lines)
      case .array(let items) where !items.isEmpty && items.allSatisfy(\.isTable) && chance(70):
        later.append((entry.key, entry.node.value))
      default:
        lines.append(pair([entry.key], entry.node.value))
      }
    }
    for (key, value) in later {
      if chance(20) { lines.append("") }
      switch value {
      case .table(let inner):
        lines.append(spaces() + "[" + spaces() + keyPath(path + [key]) + spaces() + "]" + comment())
        section(inner, path: path + [key], into: &lines)
      case .array(let items):
        for item in items {
          lines.append(spaces() + "[[" + spaces() + keyPath(path + [key]) + spaces() + "]]" + comment())
          guard case .table(let inner) = item.value else { continue }
          section(inner, path: path + [key], into: &lines)
        }
      default: break
      }
    }
  }

  /// A non-empty table as dotted keys: `prefix.key = value` for each pair, deeper tables dotted or inline.
  private mutating func dotted(_ table: TOMLTable, prefix: [String], into lines: inout [String]) {
    for entry in table.entries {
      if case .table(let inner) = entry.node.value, !inner.entries.isEmpty, chance(60) {
        dotted(inner, prefix: prefix + [entry.key], into: &lines)
      } else {
        lines.append(pair(prefix + [entry.key], entry.node.value))
      }
    }
  }

  private mutating func pair(_ path: [String], _ value: TOMLValue) -> String {
    spaces() + keyPath(path) + spaces() + "=" + spaces() + inline(value, depth: 0) + comment()
  }

  private mutating func keyPath(_ path: [String]) -> String {
    var text = ""
    for (index, part) in path.enumerated() {
      if index > 0 { text += spaces() + "." + spaces() }
      text += key(part)
    }
    return text
  }

  private mutating func key(_ key: String) -> String {
    if !key.isEmpty, key.utf8.allSatisfy(TOMLParser.isBareKey), chance(80) { return key }
    if canBeLiteral(key), chance(30) { return "'" + key + "'" }
    return basic(key)
  }

  /// A value as it is written after `=` or in an array.
  private mutating func inline(_ value: TOMLValue, depth: Int) -> String {
    switch value {
    case .string(let text): return string(text)
    case .integer(let number): return integer(number)
    case .float(let number): return float(number)
    case .boolean(let flag): return flag ? "true" : "false"
    case .dateTime(let date): return dateTime(date)
    case .array(let items):
      guard !items.isEmpty else { return "[" + blank() + "]" }
      var text = "["
      for (index, item) in items.enumerated() {
        text += blank() + inline(item.value, depth: depth + 1) + blank()
        if index < items.count - 1 || chance(30) { text += "," }
      }
      return text + blank() + "]"
    case .table(let table):
      guard !table.entries.isEmpty else { return "{" + spaces() + "}" }
      let pairs = table.entries.map { entry in
        spaces() + key(entry.key) + spaces() + "=" + spaces() + inline(entry.node.value, depth: depth + 1) + spaces()
      }
      return "{" + pairs.joined(separator: ",") + "}"
    }
  }

  // MARK: Scalars

  private mutating func string(_ text: String) -> String {
    switch Int.random(in: 0..<4, using: &random) {
    case 0 where canBeLiteral(text): return "'" + text + "'"
    case 1 where canBeMultilineLiteral(text): return "'''\n" + text + "'''"
    case 2: return multilineBasic(text)
    default: return basic(text)
    }
  }

  /// `"..."`: quotes, backslashes and control characters escaped, others now and then as \u or \U.
  private mutating func basic(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      result += escaped(scalar, isMultiline: false)
    }
    return result + "\""
  }

  /// `"""` and a line break, the text with raw line breaks, and now and then a
  /// backslash that ends a line (trimmed away with the spaces after it).
  private mutating func multilineBasic(_ text: String) -> String {
    var result = "\"\"\"\n"
    let scalars = Array(text.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      let next = index + 1 < scalars.count ? scalars[index + 1] : nil
      if chance(10), ![" ", "\t", "\n"].contains(scalar) {
        result += "\\\n" + (chance(50) ? "   \n\t " : "")
      }
      // A quote before the closing quotes (or two more) would end the text early: escape it there.
      if scalar == "\"", next == nil || next == "\"" {
        result += "\\\""
      } else {
        result += escaped(scalar, isMultiline: true)
      }
    }
    return result + "\"\"\""
  }

  private mutating func escaped(_ scalar: Unicode.Scalar, isMultiline: Bool) -> String {
    switch scalar {
    case "\"" where !isMultiline: return "\\\""
    case "\\": return "\\\\"
    case "\n" where isMultiline: return "\n"
    case "\t" where chance(50): return "\t"
    case "\n": return "\\n"
    case "\t": return "\\t"
    case "\r": return "\\r"
    case "\u{08}": return "\\b"
    case "\u{0C}": return "\\f"
    default:
      let isControl = scalar.value < 0x20 || scalar.value == 0x7F
      guard isControl || chance(10) else { return String(scalar) }
      let hex = String(scalar.value, radix: 16, uppercase: chance(50))
      return scalar.value > 0xFFFF || chance(30)
        ? "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
        : "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
  }

  private func canBeLiteral(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { $0 == "\t" || ($0.value >= 0x20 && $0.value != 0x7F && $0 != "'") }
  }

  private func canBeMultilineLiteral(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { $0 == "\t" || $0 == "\n" || ($0.value >= 0x20 && $0.value != 0x7F) }
      && !text.contains("'''") && !text.hasSuffix("''") && !text.hasPrefix("\n")
  }

  private mutating func integer(_ number: Int64) -> String {
    if number >= 0, chance(40) {
      let (prefix, radix) = pick([("0x", 16), ("0o", 8), ("0b", 2)])
      return prefix + underscored(String(number, radix: radix, uppercase: chance(50)))
    }
    let digits = underscored(String(number.magnitude))
    return number < 0 ? "-" + digits : (chance(20) ? "+" + digits : digits)
  }

  /// Digits with single underscores between some of them.
  private mutating func underscored(_ digits: String) -> String {
    guard chance(30) else { return digits }
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, chance(20) { result += "_" }
      result.append(digit)
    }
    return result
  }

  private mutating func float(_ number: Double) -> String {
    if number.isNaN { return pick(["nan", "+nan", "-nan"]) }
    if number.isInfinite { return number < 0 ? "-inf" : pick(["inf", "+inf"]) }
    var text = "\(number)"  // Swift's shortest form that reads back: 1.0, -0.0, 1e-05, 5e-324
    if chance(20) { text = text.replacing("e", with: "E") }
    if number.sign == .plus, chance(20) { text = "+" + text }
    return text
  }

  private mutating func dateTime(_ value: TOMLDateTime) -> String {
    var text = ""
    func pad(_ number: Int, _ count: Int) -> String {
      String(repeating: "0", count: max(0, count - String(number).count)) + String(number)
    }
    if let date = value.date { text += pad(date.year, 4) + "-" + pad(date.month, 2) + "-" + pad(date.day, 2) }
    if let time = value.time {
      if value.date != nil { text += pick(["T", "t", " "]) }
      text += pad(time.hour, 2) + ":" + pad(time.minute, 2) + ":" + pad(time.second, 2)
      if time.nanosecond > 0 || chance(20) {
        var fraction = pad(time.nanosecond, 9)
        while fraction.count > 1, fraction.hasSuffix("0") { fraction.removeLast() }
        text += "." + fraction
      }
    }
    if let offset = value.offsetMinutes {
      if offset == 0, chance(70) {
        text += pick(["Z", "z"])
      } else {
        text +=
          (offset < 0 || (offset == 0 && chance(50)) ? "-" : "+") + pad(abs(offset) / 60, 2) + ":"
          + pad(abs(offset) % 60, 2)
      }
    }
    return text
  }

  // MARK: Space

  private mutating func spaces() -> String {
    chance(70) ? pick(["", " "]) : pick(["  ", "\t", " \t "])
  }

  /// Spaces, and now and then a comment and a line break, between an array's values.
  private mutating func blank() -> String {
    chance(80) ? spaces() : spaces() + pick(["\n", "# c\n", "\r\n", "\n\n  "]) + spaces()
  }

  private mutating func comment() -> String {
    chance(85) ? spaces() : spaces() + pick(["# note", "#", "# é [x] = \"", "#\t\u{FEFF}"])
  }

  // MARK: Comparing

  /// The first difference between two values, floats compared bit for bit
  /// (any NaN equal to any NaN), tables whatever their order; nil when equal.
  static func difference(_ expected: TOMLValue, _ actual: TOMLValue, at path: String = "") -> String? {
    switch (expected, actual) {
    case (.float(let left), .float(let right)):
      return left.bitPattern == right.bitPattern || (left.isNaN && right.isNaN)
        ? nil : "\(path): expected \(left), read \(right)"
    case (.array(let left), .array(let right)):
      guard left.count == right.count else { return "\(path): expected \(left.count) items, read \(right.count)" }
      for (index, (item, other)) in zip(left, right).enumerated() {
        if let difference = difference(item.value, other.value, at: "\(path)[\(index)]") { return difference }
      }
      return nil
    case (.table(let left), .table(let right)):
      guard Set(left.keys) == Set(right.keys), left.keys.count == right.keys.count else {
        return "\(path): expected keys \(left.keys), read \(right.keys)"
      }
      for entry in left.entries {
        if let difference = difference(entry.node.value, right[entry.key]!.value, at: "\(path).\(entry.key)") {
          return difference
        }
      }
      return nil
    default:
      return expected == actual ? nil : "\(path): expected \(expected), read \(actual)"
    }
  }
}

extension TOMLNode {
  fileprivate var isTable: Bool {
    if case .table = value { true } else { false }
  }
}

// The TOML reader: every kind of value, tables and arrays of tables, and located errors for what is not TOML.

import Testing

@testable import TagFlow

@Suite struct TOMLParserTests {
  private func strings(_ node: TOMLNode?) -> [String]? {
    guard case .array(let items)? = node?.value else { return nil }
    return items.map { item in
      switch item.value {
      case .string(let text): text
      case .integer, .float, .boolean, .dateTime: item.written
      default: "?"
      }
    }
  }

  @Test func tablesDottedKeysAndArraysOfTables() throws {
    let document = try TOMLParser.parse(
      """
      name = "top"
      [project]
      keywords = ["a", 'b']
      "quoted key".inner = 1
      [ tool . poetry ]
      keywords = []
      [[bin]]
      keywords = ["not"]
      [[bin]]
      keywords = ["these"]
      """)
    #expect(strings(document.value(at: ["project", "keywords"])) == ["a", "b"])
    #expect(document.value(at: ["project", "quoted key", "inner"])?.value == .integer(1))
    #expect(strings(document.value(at: ["tool", "poetry", "keywords"])) == [])
    guard case .array(let bins)? = document.value(at: ["bin"])?.value, bins.count == 2,
      case .table(let first) = bins[0].value, case .table(let second) = bins[1].value
    else {
      Issue.record("no array of tables")
      return
    }
    #expect(strings(first["keywords"]) == ["not"])
    #expect(strings(second["keywords"]) == ["these"])
    #expect(document.pairs(in: ["project"]).map(\.key) == ["keywords", "quoted key"])
    #expect(document.table(at: ["bin"]) == nil, "an array of tables is no table")
  }

  @Test func everyKindOfValueIsReadOrSkipped() throws {
    let document = try TOMLParser.parse(
      """
      # a comment\r
      int = +1_000   # after a value\r
      float = -3.5e2\r
      special = [inf, -nan, true, false, 0x1F, 0o7, 0b1]\r
      date = 1979-05-27 07:32:00-08:00\r
      time = 07:32:00\r
      table = { a = 1, b.c = "x" }\r
      multi = \"""\r
      one \\\r
        two\r
      \"""\r
      literal = '''\r
      C:\\path\\'''\r
      nested = [[1, 2], ["x"], { k = "v" }]\r
      last = "end"
      """)
    #expect(document.value(at: ["int"])?.value == .integer(1000))
    #expect(document.value(at: ["int"])?.written == "+1_000")
    #expect(document.value(at: ["float"])?.value == .float(-350))
    #expect(document.value(at: ["date"])?.written == "1979-05-27 07:32:00-08:00")
    #expect(
      document.value(at: ["date"])?.value
        == .dateTime(
          TOMLDateTime(
            date: .init(year: 1979, month: 5, day: 27), time: .init(hour: 7, minute: 32, second: 0, nanosecond: 0),
            offsetMinutes: -480)))
    #expect(document.value(at: ["multi"])?.value == .string("one two\n"))
    #expect(document.value(at: ["literal"])?.value == .string("C:\\path\\"))
    #expect(document.value(at: ["last"])?.value == .string("end"))
    #expect(document.value(at: ["last"])?.line == 15)
    guard case .table(let table)? = document.value(at: ["table"])?.value else {
      Issue.record("no inline table")
      return
    }
    #expect(table.keys == ["a", "b"])
    #expect(document.value(at: ["table", "b", "c"])?.value == .string("x"))
  }

  @Test func escapesInBasicStrings() throws {
    let document = try TOMLParser.parse(#"s = "tab\t quote\" back\\ \u00E9 \U0001F600 \b\f\r\n""#)
    #expect(document.value(at: ["s"])?.value == .string("tab\t quote\" back\\ é 😀 \u{08}\u{0C}\r\n"))
  }

  /// Any text written as a basic string with every character escaped reads back as that text.
  @Test func escapedTextRoundTrips() throws {
    var generator = SeededGenerator(seed: 12)
    let pool: [Unicode.Scalar] = ["a", "Z", " ", "\"", "\\", "\t", "\n", "#", "=", "é", "語", "😀", "\u{7F}", "\u{01}"]
    for _ in 0..<200 {
      var text = ""
      for _ in 0..<Int.random(in: 0...12, using: &generator) {
        text.unicodeScalars.append(pool.randomElement(using: &generator)!)
      }
      let escaped = text.unicodeScalars.map { scalar in
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
      }.joined()
      let document = try TOMLParser.parse("k = \"\(escaped)\"")
      #expect(document.value(at: ["k"])?.value == .string(text))
    }
  }

  /// Each case: a document that is not TOML, and the line, column and words of its error.
  static let invalid: [(String, Int, Int, String)] = [
    ("keywords = [foo]", 1, 13, "'foo' is not a value"),
    ("a = 1\nkeywords = [\"a\" \"b\"]", 2, 17, "expected ',' or ']'"),
    ("keywords = [\"a\",\n", 2, 1, "expected a value"),
    ("a = \"open\nb = 1", 1, 5, "no closing '\"'"),
    ("a = 'open", 1, 5, "no closing"),
    ("a = \"\"\"never", 1, 5, "never closed"),
    ("a = \"bad \\q\"", 1, 10, "'\\q' is not an escape"),
    ("a = \"\\uD800\"", 1, 6, "not a Unicode character"),
    ("a = 1 2", 1, 7, "expected the end of the line"),
    ("a = 1\na = 2", 2, 1, "key 'a' is set twice (first on line 1)"),
    ("[t]\n[t]", 2, 2, "table [t] is set twice (first on line 1)"),
    ("[t", 1, 3, "expected ']'"),
    ("= 1", 1, 1, "expected a key"),
    ("a 1", 1, 3, "expected '='"),
    ("a =", 1, 4, "expected a value"),
    ("t = { a = 1 b = 2 }", 1, 13, "expected ',' or '}'"),
    ("t = { a = 1, a = 2 }", 1, 14, "key 't.a' is set twice"),
    ("a = \"x\u{01}\"", 1, 7, "control character U+0001"),
    ("a = 1\rb = 2", 1, 6, "carriage return"),
  ]

  @Test(arguments: invalid)
  func notTOMLIsLocated(_ text: String, line: Int, column: Int, words: String) {
    do {
      _ = try TOMLParser.parse(text)
      Issue.record("'\(text)' parsed")
    } catch {
      #expect(error.line == line && error.column == column, "\(error)")
      #expect(error.message.contains(words), "\(error.message)")
    }
  }

  @Test func firstLineOffsetsLineNumbers() {
    #expect(throws: TOMLError(line: 7, column: 5, message: "expected a value, found the end of the file")) {
      try TOMLParser.parse("\na = ", firstLine: 6)
    }
  }
}

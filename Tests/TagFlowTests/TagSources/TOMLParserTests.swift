// The TOML reader: every kind of value, tables and arrays of tables, and located errors for what is not TOML.

import Testing

@testable import TagFlow
@testable import TagFlowReaders

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
    // Each position below counted by hand: the column of the offending character,
    // in characters (é is one, a tab is one), on the file's line.
    ("a = 1\nb = 03", 2, 5, "leading zeros are not allowed"),
    ("t = 1979-13-01", 1, 10, "month 13 is out of range (01 to 12)"),
    ("d = 2023-02-29", 1, 13, "day 29 is past the end of February 2023, which has 28 days"),
    ("t = 24:00:00", 1, 5, "hour 24 is out of range (00 to 23)"),
    ("t = 1979-05-27T07:32Z", 1, 21, "TOML 1.0 requires seconds"),
    ("t = 1979-05-27T07:32:00+24:00", 1, 25, "offset hour 24 is out of range"),
    ("é = 1", 1, 1, "expected a key, found 'é'"),
    ("k = \"é\u{01}\"", 1, 7, "control character U+0001"),
    ("\tkey = tru", 1, 8, "'tru' is not a value"),
    ("version = 1.2.3", 1, 14, "'.' does not belong in a number"),
    ("a = 1_000_", 1, 10, "an underscore in a number must sit between two digits"),
    ("a = 1__0", 1, 6, "an underscore in a number must sit between two digits"),
    ("a = +0x1F", 1, 5, "has no sign"),
    ("a = 0xG", 1, 7, "expected a hexadecimal digit after '0x'"),
    ("a = 9223372036854775808", 1, 5, "does not fit in 64 bits"),
    ("a = -9223372036854775809", 1, 5, "does not fit in 64 bits"),
    ("a = 0x8000000000000000", 1, 5, "does not fit in 64 bits"),
    ("a = 1.", 1, 7, "expected a digit after the decimal point (found the end of the file)"),
    ("a = .5", 1, 5, "expected a digit (found '.')"),
    ("a = 1e", 1, 7, "expected a digit in the exponent"),
    ("a = Inf", 1, 5, "TOML writes it in lowercase: inf"),
    ("a = 1\r\nb = \"x\r\n", 2, 5, "no closing '\"' on its line"),
    ("[a]\nb = 1\n[a]", 3, 2, "table [a] is set twice (first on line 1)"),
    ("[a]\nb.c = 1\n[a.b]", 3, 4, "table [a.b] was made by dotted keys on line 2"),
    ("[a.b]\n[a]\nb.c = 1", 3, 1, "table [a.b] is defined by its header on line 1"),
    ("a = [1]\n[[a]]", 2, 3, "a is an array written in [ ]"),
    ("a = {}\n[a.b]", 2, 2, "a is an inline table (line 1)"),
    ("[a]\n[[a]]", 2, 3, "[[a]] cannot add to a: it is a table (line 1)"),
    ("[[a]]\n[a]", 2, 2, "[a] is an array of tables"),
    ("a.b = 1\na.b.c = 2", 2, 3, "key 'a.b' holds a number (line 1), not a table"),
    ("\"a\\u001Bb\" = 1\n\"a\\u001Bb\" = 2", 2, 1, #"key '"a\u001Bb"' is set twice"#),
    // TOML 1.1's additions are refused, saying so.
    ("a = \"\\e\"", 1, 6, "'\\e' is an escape of TOML 1.1, not 1.0"),
    ("a = \"\\x41\"", 1, 6, "'\\x' is an escape of TOML 1.1, not 1.0"),
    ("t = { a = 1, }", 1, 14, "TOML 1.0 allows no comma after the last pair"),
    ("t = {\n  a = 1 }", 1, 6, "an inline table ends on the line it starts (TOML 1.0)"),
    ("t = { a = 1 # note\n}", 1, 13, "an inline table ends on the line it starts"),
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

  /// The number, boolean or date as written is what a tag field reads; the value is typed.
  @Test func valuesAreTypedAndKeptAsWritten() throws {
    let document = try TOMLParser.parse(
      """
      hex = 0xDEAD_beef
      octal = 0o755
      binary = 0b1101
      low = -9223372036854775808
      high = 9_223_372_036_854_775_807
      float = 6.626e-34
      exponent = 1E+06
      negative-zero = -0.0
      infinity = -inf
      local = 1979-05-27T07:32:00.999999
      date = 1979-05-27
      time = 00:32:00.5
      leap = 2024-02-29 23:59:60z
      """)
    #expect(document.value(at: ["hex"])?.value == .integer(0xDEAD_BEEF))
    #expect(document.value(at: ["hex"])?.written == "0xDEAD_beef")
    #expect(document.value(at: ["octal"])?.value == .integer(0o755))
    #expect(document.value(at: ["binary"])?.value == .integer(13))
    #expect(document.value(at: ["low"])?.value == .integer(.min))
    #expect(document.value(at: ["high"])?.value == .integer(.max))
    #expect(document.value(at: ["float"])?.value == .float(6.626e-34))
    #expect(document.value(at: ["exponent"])?.value == .float(1_000_000))
    guard case .float(let zero)? = document.value(at: ["negative-zero"])?.value else { return }
    #expect(zero == 0 && zero.sign == .minus)
    #expect(document.value(at: ["infinity"])?.value == .float(-.infinity))
    func date(_ key: String) -> TOMLDateTime? {
      guard case .dateTime(let date)? = document.value(at: [key])?.value else { return nil }
      return date
    }
    #expect(date("local")?.kind == "datetime-local")
    #expect(date("local")?.description == "1979-05-27T07:32:00.999999")
    #expect(date("date")?.kind == "date-local")
    #expect(date("time")?.description == "00:32:00.5")
    #expect(date("leap")?.description == "2024-02-29T23:59:60Z")
    #expect(date("leap")?.kind == "datetime")
  }

  /// Arrays of tables each have their own sub-tables; implicit tables may be defined once later.
  @Test func arraysOfTablesWithSubTables() throws {
    let document = try TOMLParser.parse(
      """
      [[bin]]
      name = "a"
      [bin.dependencies]
      x = 1
      [[bin]]
      name = "b"
      [bin.dependencies]
      x = 2
      [x.y.z]
      [x]
      w = 1
      [fruit]
      apple.color = "red"
      [fruit.apple.texture]
      smooth = true
      """)
    guard case .array(let bins)? = document.value(at: ["bin"])?.value else {
      Issue.record("no [[bin]]")
      return
    }
    let values = bins.compactMap { bin -> Int64? in
      guard case .table(let table) = bin.value, case .table(let dependencies)? = table["dependencies"]?.value,
        case .integer(let x)? = dependencies["x"]?.value
      else { return nil }
      return x
    }
    #expect(values == [1, 2])
    #expect(document.value(at: ["x", "w"])?.value == .integer(1))
    #expect(document.table(at: ["x", "y", "z"]) == TOMLTable())
    #expect(document.value(at: ["fruit", "apple", "texture", "smooth"])?.value == .boolean(true))
  }

  /// Tables and arrays nest 128 deep and no deeper, whichever way they nest: an error, never a crash.
  @Test func nestingIsLimited() throws {
    let limit = TOMLParser.maxDepth
    _ = try TOMLParser.parse("a = " + String(repeating: "[", count: limit) + String(repeating: "]", count: limit))
    for text in [
      "a = " + String(repeating: "[", count: 100_000),
      "a = " + String(repeating: "{ b = ", count: 100_000),
      "a = [" + String(repeating: "{ b = [", count: 50_000),
      "[" + Array(repeating: "a", count: 100_000).joined(separator: ".") + "]",
      Array(repeating: "a", count: 100_000).joined(separator: ".") + " = 1",
      "[" + Array(repeating: "a", count: 100).joined(separator: ".") + "]\n"
        + Array(repeating: "b", count: 100).joined(separator: ".") + " = 1",
    ] {
      #expect(throws: TOMLError.self) { try TOMLParser.parse(text) }
      do {
        _ = try TOMLParser.parse(text)
      } catch {
        #expect(error.message.contains("nest more than \(limit) deep"), "\(error)")
      }
    }
    #expect(
      throws: TOMLError(line: 1, column: 133, message: "tables and arrays nest more than 128 deep here (the most read)")
    ) {
      try TOMLParser.parse("a = " + String(repeating: "[", count: limit + 1))
    }
  }

  /// Messages quote keys and words from the file, cut short: one readable line however long they are.
  @Test func messagesStayShort() {
    let long = String(repeating: "x", count: 100_000)
    let header = "[" + Array(repeating: long, count: 3).joined(separator: ".") + "]\n"
    for text in [
      "a = \(long)", "\"\(long)\" = 1\n'\(long)' = 2", header + header, "\(long).\(long) = 1\n\(long) = 2",
    ] {
      do {
        _ = try TOMLParser.parse(text)
        Issue.record("read")
      } catch {
        #expect(error.message.count < 400 && error.message.contains("…"), "\(error.message.prefix(500))")
      }
    }
  }

  @Test func firstLineOffsetsLineNumbers() {
    #expect(throws: TOMLError(line: 7, column: 5, message: "expected a value, found the end of the file")) {
      try TOMLParser.parse("\na = ", firstLine: 6)
    }
  }
}

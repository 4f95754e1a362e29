// A strict TOML 1.0 reader: the whole grammar and every rule on defining tables, with errors at the line and column of the fault.

import TagFlow

/// Reads a whole TOML 1.0 document from its UTF-8 bytes into a `TOMLDocument`.
/// Every value is read and checked (strings with their escapes, numbers, dates,
/// arrays, inline tables), every table definition is checked against the ones
/// before it (see `TOMLTableBuilder`), and the bytes must be UTF-8 without
/// control characters outside strings' escapes: a file that is not TOML 1.0
/// fails with the line and column of its first mistake instead of yielding keys
/// it does not have. It passes toml-test's TOML 1.0 suite (Fixtures/toml-test).
///
/// Columns count Unicode characters from 1; a byte order mark at the start is skipped.
/// Tables and arrays may nest `maxDepth` deep, so no document can exhaust the stack.
struct TOMLParser {
  /// The deepest a table, array or inline table may sit below the root.
  static let maxDepth = 128

  private let bytes: [UInt8]
  private var index = 0
  private var line: Int
  private var lineStart = 0
  /// A byte on the current line and its column, so columns are counted once along a long line.
  private var columnMark = (byte: 0, column: 1)
  private var tables = TOMLTableBuilder()
  /// The table that key/value pairs go into: the root, or the last header's.
  private var current = TOMLTableBuilder.root

  /// `firstLine` is the file's line number of the text's first line (for front matter).
  static func parse(_ text: String, firstLine: Int = 1) throws(TOMLError) -> TOMLDocument {
    try parse(Array(text.utf8), firstLine: firstLine)
  }

  /// `firstLine` is the file's line number of the bytes' first line (for front matter).
  static func parse(_ bytes: [UInt8], firstLine: Int = 1) throws(TOMLError) -> TOMLDocument {
    var parser = TOMLParser(bytes: bytes, line: firstLine)
    try parser.parseDocument()
    return TOMLDocument(root: parser.tables.table(TOMLTableBuilder.root))
  }

  private init(bytes: [UInt8], line: Int) {
    self.bytes = bytes
    self.line = line
  }

  // MARK: Document

  /// `expression *( newline expression )`, each a blank line, a comment, a key/value pair or a header.
  private mutating func parseDocument() throws(TOMLError) {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      index = 3
      lineStart = 3
      columnMark = (3, 1)
    }
    while true {
      skipSpaces()
      guard let byte = peek() else { return }
      switch byte {
      case Self.hash, Self.lineFeed, Self.carriageReturn:
        try endOfLine(after: "")
      case Self.openBracket:
        try header()
        try endOfLine(after: " after the table header")
      default:
        let path = try key()
        try keyValue(path, in: current)
        try endOfLine(after: " after the value")
      }
    }
  }

  /// `[a.b]` or `[[a.b]]`.
  private mutating func header() throws(TOMLError) {
    index += 1
    let isArray = peek() == Self.openBracket
    if isArray { index += 1 }
    skipSpaces()
    let path = try key()
    skipSpaces()
    guard peek() == Self.closeBracket else {
      throw failure("expected ']' to close the table header, found \(describe())")
    }
    index += 1
    if isArray {
      guard peek() == Self.closeBracket else {
        throw failure("expected ']]' to close the array-of-tables header '[[...]]', found \(describe())")
      }
      index += 1
      current = try tables.appendTable(path)
    } else {
      current = try tables.openTable(path)
    }
  }

  /// `= value` after a key, set into `table`.
  private mutating func keyValue(_ path: [TOMLKey], in table: Int) throws(TOMLError) {
    skipSpaces()
    guard peek() == Self.equals else {
      throw failure("expected '=' after the key \(TOMLKey.show(path.map(\.name))), found \(describe())")
    }
    index += 1
    skipSpaces()
    let node = try value(
      path: tables.path(of: table) + path.map(\.name), depth: tables.depth(of: table) + path.count)
    try tables.set(path, node, in: table)
  }

  // MARK: Keys

  /// `a`, `a.b`, `"quoted key".c`, with spaces or tabs around the dots.
  private mutating func key() throws(TOMLError) -> [TOMLKey] {
    var path = [try keyPart()]
    while true {
      let save = index
      skipSpaces()
      guard peek() == Self.dot else {
        index = save
        return path
      }
      index += 1
      skipSpaces()
      path.append(try keyPart())
    }
  }

  private mutating func keyPart() throws(TOMLError) -> TOMLKey {
    let (startLine, startColumn) = position()
    let name: String
    switch peek() {
    case Self.quote:
      if isAt(Self.quote, count: 3) { throw failure("a key cannot be a multi-line text; write it in \"...\"") }
      name = try basicString()
    case Self.apostrophe:
      if isAt(Self.apostrophe, count: 3) { throw failure("a key cannot be a multi-line text; write it in '...'") }
      name = try literalString()
    default:
      let start = index
      while let byte = peek(), Self.isBareKey(byte) { index += 1 }
      guard index > start else {
        throw failure("expected a key, found \(describe()); a key is letters, digits, '_' and '-', or quoted")
      }
      name = String(decoding: bytes[start..<index], as: UTF8.self)
    }
    return TOMLKey(name: name, line: startLine, column: startColumn)
  }

  static func isBareKey(_ byte: UInt8) -> Bool {
    TOMLScalar.isDigit(byte) || TOMLScalar.isLetter(byte) || byte == TOMLScalar.underscore
      || byte == TOMLScalar.minus
  }

  // MARK: Values

  /// A value of `path`, sitting `depth` below the root.
  private mutating func value(path: [String], depth: Int) throws(TOMLError) -> TOMLNode {
    let (startLine, startColumn) = position()
    let value: TOMLValue
    var written = ""
    switch peek() {
    case Self.quote:
      value = .string(isAt(Self.quote, count: 3) ? try multilineString(Self.quote) : try basicString())
    case Self.apostrophe:
      value = .string(isAt(Self.apostrophe, count: 3) ? try multilineString(Self.apostrophe) : try literalString())
    case Self.openBracket:
      try checkDepth(depth)
      value = .array(try array(path: path, depth: depth))
    case Self.openBrace:
      try checkDepth(depth)
      value = .table(try inlineTable(path: path, depth: depth))
    default:
      let start = index
      while let byte = peek(), Self.isScalar(byte) || (byte == Self.space && isDateTimeSpace(from: start)) {
        index += 1
      }
      guard index > start else { throw failure("expected a value, found \(describe())") }
      let text = Array(bytes[start..<index])
      do {
        value = try TOMLScalar.read(text, end: describe())
      } catch {
        throw TOMLError(line: startLine, column: startColumn + error.offset, message: error.message)
      }
      written = String(decoding: text, as: UTF8.self)
    }
    return TOMLNode(value: value, line: startLine, column: startColumn, written: written)
  }

  /// The letters, digits and signs of numbers, booleans and dates.
  private static func isScalar(_ byte: UInt8) -> Bool {
    isBareKey(byte) || byte == TOMLScalar.plus || byte == TOMLScalar.dot || byte == TOMLScalar.colon
  }

  /// A space at `index` between a date (`1979-05-27`, from `start`) and a time.
  private func isDateTimeSpace(from start: Int) -> Bool {
    guard index - start == 10, index + 1 < bytes.count, TOMLScalar.isDigit(bytes[index + 1]) else { return false }
    return (0..<10).allSatisfy { offset in
      offset == 4 || offset == 7 ? bytes[start + offset] == TOMLScalar.minus : TOMLScalar.isDigit(bytes[start + offset])
    }
  }

  private mutating func checkDepth(_ depth: Int) throws(TOMLError) {
    guard depth <= Self.maxDepth else {
      throw failure("tables and arrays nest more than \(Self.maxDepth) deep here (the most read)")
    }
  }

  /// `[ value, value, ]`, over as many lines as it likes, with comments.
  private mutating func array(path: [String], depth: Int) throws(TOMLError) -> [TOMLNode] {
    let openLine = line
    index += 1
    var items: [TOMLNode] = []
    while true {
      try skipBlankLines()
      switch peek() {
      case Self.closeBracket:
        index += 1
        return items
      case Self.comma:
        throw failure("expected a value before ',' in the array opened on line \(openLine)")
      default:
        items.append(try value(path: path, depth: depth + 1))
      }
      try skipBlankLines()
      switch peek() {
      case Self.comma:
        index += 1
      case Self.closeBracket:
        index += 1
        return items
      default:
        throw failure("expected ',' or ']' in the array opened on line \(openLine), found \(describe())")
      }
    }
  }

  /// `{ key = value, key = value }` on one line (TOML 1.0: no line break between
  /// the braces outside a value, no comma after the last pair).
  private mutating func inlineTable(path: [String], depth: Int) throws(TOMLError) -> TOMLTable {
    let (openLine, openColumn) = position()
    index += 1
    let table = tables.newInline(path: path, line: openLine, column: openColumn, depth: depth)
    skipSpaces()
    if peek() == Self.closeBrace {
      index += 1
      return tables.table(table)
    }
    while true {
      skipSpaces()
      try checkInsideInlineTable(openLine)
      if peek() == Self.closeBrace {
        throw failure("a comma before '}': TOML 1.0 allows no comma after the last pair of an inline table")
      }
      let keyPath = try key()
      try keyValue(keyPath, in: table)
      skipSpaces()
      try checkInsideInlineTable(openLine)
      switch peek() {
      case Self.comma:
        index += 1
      case Self.closeBrace:
        index += 1
        return tables.table(table)
      default:
        throw failure("expected ',' or '}' in the inline table opened on line \(openLine), found \(describe())")
      }
    }
  }

  /// A line break, a comment or the end of the file where an inline table goes on.
  private mutating func checkInsideInlineTable(_ openLine: Int) throws(TOMLError) {
    switch peek() {
    case nil:
      throw failure("the inline table opened on line \(openLine) is never closed with '}'")
    case Self.lineFeed, Self.carriageReturn, Self.hash:
      throw failure(
        "an inline table ends on the line it starts (TOML 1.0): no line break or comment between "
          + "its braces; for keys on several lines, use a [table] header")
    default: return
    }
  }

  // MARK: Strings

  /// `"..."` with escapes, on one line.
  private mutating func basicString() throws(TOMLError) -> String {
    let (openLine, openColumn) = position()
    index += 1
    var text: [UInt8] = []
    var run = index
    while true {
      guard let byte = peek(), !isLineEnd(byte) else {
        throw TOMLError(
          line: openLine, column: openColumn, message: "the text opened here has no closing '\"' on its line")
      }
      switch byte {
      case Self.quote:
        text += bytes[run..<index]
        index += 1
        return String(decoding: text, as: UTF8.self)
      case Self.backslash:
        text += bytes[run..<index]
        try escape(into: &text)
        run = index
      default:
        try skipTextCharacter(byte, isLiteral: false)
      }
    }
  }

  /// `'...'`, no escapes, on one line.
  private mutating func literalString() throws(TOMLError) -> String {
    let (openLine, openColumn) = position()
    index += 1
    let start = index
    while true {
      guard let byte = peek(), !isLineEnd(byte) else {
        throw TOMLError(
          line: openLine, column: openColumn, message: "the text opened here has no closing \"'\" on its line")
      }
      if byte == Self.apostrophe {
        index += 1
        return String(decoding: bytes[start..<index - 1], as: UTF8.self)
      }
      try skipTextCharacter(byte, isLiteral: true)
    }
  }

  /// `"""..."""` (escapes, and a backslash at the end of a line joins it to the
  /// next) or `'''...'''`. A line break right after the opening quotes is not part
  /// of the text; up to two quotes may come right before the closing three.
  private mutating func multilineString(_ quote: UInt8) throws(TOMLError) -> String {
    let (openLine, openColumn) = position()
    let quotes = String(repeating: String(Unicode.Scalar(quote)), count: 3)
    index += 3
    if let byte = peek(), isLineEnd(byte) { try newline() }
    var text: [UInt8] = []
    var run = index
    while true {
      guard let byte = peek() else {
        throw TOMLError(
          line: openLine, column: openColumn, message: "the text opened here with \(quotes) is never closed")
      }
      switch byte {
      case quote:
        var count = 0
        while peek() == quote, count < 6 {
          count += 1
          index += 1
        }
        guard count >= 3 else { continue }
        guard count <= 5 else {
          index -= 1
          throw failure(
            "too many quotes: \(quotes) closes the text, and at most two more may come right before it")
        }
        text += bytes[run..<index - 3]
        return String(decoding: text, as: UTF8.self)
      case Self.lineFeed, Self.carriageReturn:
        text += bytes[run..<index]
        try newline()
        text.append(Self.lineFeed)
        run = index
      case Self.backslash where quote == Self.quote:
        text += bytes[run..<index]
        if isLineEndingBackslash() {
          index += 1
          skipSpaces()
          while let next = peek(), isLineEnd(next) {
            try newline()
            skipSpaces()
          }
        } else {
          try escape(into: &text)
        }
        run = index
      default:
        try skipTextCharacter(byte, isLiteral: quote == Self.apostrophe)
      }
    }
  }

  /// A backslash with only spaces or tabs between it and the end of its line.
  private func isLineEndingBackslash() -> Bool {
    var probe = index + 1
    while probe < bytes.count, bytes[probe] == Self.space || bytes[probe] == Self.tab { probe += 1 }
    return probe < bytes.count && isLineEnd(bytes[probe])
  }

  /// Steps over one character of a string's text: a tab, a visible ASCII
  /// character, or a whole UTF-8 sequence; refuses control characters and bytes that are not UTF-8.
  private mutating func skipTextCharacter(_ byte: UInt8, isLiteral: Bool) throws(TOMLError) {
    if byte >= 0x80 {
      index += try utf8Length()
    } else if byte < 0x20 && byte != Self.tab || byte == 0x7F {
      let escape = TOMLKey.codePoint(Unicode.Scalar(byte), prefix: "\\u")
      throw failure(
        "control character \(TOMLKey.codePoint(Unicode.Scalar(byte))) in text; "
          + (isLiteral ? "'...' text has no escapes: write it as \(escape) in \"...\" text" : "write it as \(escape)"))
    } else {
      index += 1
    }
  }

  /// The character an escape stands for, after its backslash at `index`.
  private mutating func escape(into text: inout [UInt8]) throws(TOMLError) {
    let (backslashLine, backslashColumn) = position()
    func problem(_ message: String) -> TOMLError {
      TOMLError(line: backslashLine, column: backslashColumn, message: message)
    }
    index += 1
    guard let letter = peek() else { throw problem("a backslash ends the file") }
    index += 1
    let simple: UInt8? =
      switch letter {
      case UInt8(ascii: "b"): 0x08
      case UInt8(ascii: "t"): Self.tab
      case UInt8(ascii: "n"): Self.lineFeed
      case UInt8(ascii: "f"): 0x0C
      case UInt8(ascii: "r"): Self.carriageReturn
      case Self.quote: Self.quote
      case Self.backslash: Self.backslash
      default: nil
      }
    if let simple {
      text.append(simple)
      return
    }
    let digits: Int
    switch letter {
    case UInt8(ascii: "u"): digits = 4
    case UInt8(ascii: "U"): digits = 8
    case UInt8(ascii: "e"):
      throw problem("'\\e' is an escape of TOML 1.1, not 1.0; write \\u001B")
    case UInt8(ascii: "x"):
      throw problem("'\\x' is an escape of TOML 1.1, not 1.0; write \\u00XX, as in \\u0041 for A")
    case Self.lineFeed, Self.carriageReturn:
      throw problem("a backslash ends a line only in multi-line text (\"\"\"...\"\"\"); write \\\\ for a backslash")
    default:
      let shown = letter < 0x80 && TOMLKey.isVisible(Unicode.Scalar(letter)) ? "'\\\(Unicode.Scalar(letter))'" : "this"
      throw problem(
        "\(shown) is not an escape; use \\\\ for a backslash, or \\b, \\t, \\n, \\f, \\r, \\\", \\uXXXX, \\UXXXXXXXX")
    }
    var value: UInt32 = 0
    for _ in 0..<digits {
      guard let byte = peek(), let digit = Self.hexValue(byte) else {
        throw problem("expected \(digits) hexadecimal digits after \\\(Unicode.Scalar(letter))")
      }
      value = value << 4 | digit
      index += 1
    }
    guard let scalar = Unicode.Scalar(value) else {
      throw problem(
        "\\\(Unicode.Scalar(letter))\(String(value, radix: 16, uppercase: true)) is not a Unicode character "
          + "(surrogates D800 to DFFF and values above 10FFFF are not)")
    }
    text += Array(String(scalar).utf8)
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a")) + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A")) + 10
    default: nil
    }
  }

  // MARK: Space, comments, lines

  /// Spaces, comments and line breaks between an array's values.
  private mutating func skipBlankLines() throws(TOMLError) {
    while true {
      skipSpaces()
      if peek() == Self.hash { try comment() }
      guard let byte = peek(), isLineEnd(byte) else { return }
      try newline()
    }
  }

  /// After an expression: spaces and a comment, then a line break or the end of the file.
  private mutating func endOfLine(after what: String) throws(TOMLError) {
    skipSpaces()
    if peek() == Self.hash { try comment() }
    guard let byte = peek() else { return }
    guard isLineEnd(byte) else {
      throw failure(
        "expected the end of the line\(what), found \(describe())"
          + (what.isEmpty ? "" : "; each key = value and each header goes on a line of its own"))
    }
    try newline()
  }

  /// `# ...` up to the end of the line: tabs and visible characters only.
  private mutating func comment() throws(TOMLError) {
    index += 1
    while let byte = peek(), !isLineEnd(byte) {
      if byte >= 0x80 {
        index += try utf8Length()
      } else if byte < 0x20 && byte != Self.tab || byte == 0x7F {
        throw failure(
          "control character \(TOMLKey.codePoint(Unicode.Scalar(byte))) in a comment; comments are text on one line")
      } else {
        index += 1
      }
    }
  }

  /// Consumes `\n` or `\r\n`.
  private mutating func newline() throws(TOMLError) {
    if peek() == Self.carriageReturn {
      guard peek(1) == Self.lineFeed else {
        throw failure("a carriage return (U+000D) without a line feed after it; lines end in \\n or \\r\\n")
      }
      index += 1
    }
    index += 1
    line += 1
    lineStart = index
    columnMark = (index, 1)
  }

  private func isLineEnd(_ byte: UInt8) -> Bool {
    byte == Self.lineFeed || byte == Self.carriageReturn
  }

  private mutating func skipSpaces() {
    while let byte = peek(), byte == Self.space || byte == Self.tab { index += 1 }
  }

  private func peek(_ offset: Int = 0) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  private func isAt(_ byte: UInt8, count: Int) -> Bool {
    index + count <= bytes.count && bytes[index..<index + count].allSatisfy { $0 == byte }
  }

  // MARK: UTF-8

  /// The length of the UTF-8 sequence at `index`, whose first byte is not ASCII;
  /// an error if it is not well-formed (overlong, a surrogate, above U+10FFFF, cut short).
  private mutating func utf8Length() throws(TOMLError) -> Int {
    guard let (_, length) = UTF8Position.scalar(in: bytes, at: index) else {
      throw failure(
        "the file is not UTF-8 text here (byte 0x\(String(bytes[index], radix: 16, uppercase: true)))")
    }
    return length
  }

  // MARK: Errors

  /// The line and column of `index`; `index` is on the current line.
  private mutating func position() -> (line: Int, column: Int) {
    var (byte, column) = columnMark
    if byte > index || byte < lineStart { (byte, column) = (lineStart, 1) }
    while byte < index {
      if bytes[byte] & 0xC0 != 0x80 { column += 1 }
      byte += 1
    }
    columnMark = (byte, column)
    return (line, column)
  }

  private mutating func failure(_ message: String) -> TOMLError {
    let (line, column) = position()
    return TOMLError(line: line, column: column, message: message)
  }

  /// What is at `index`, for messages: `'x'`, `U+3000`, `the end of the line`.
  private func describe() -> String {
    guard index < bytes.count else { return "the end of the file" }
    if isLineEnd(bytes[index]) { return "the end of the line" }
    guard let (scalar, _) = UTF8Position.scalar(in: bytes, at: index) else {
      return "a byte that is not UTF-8 (0x\(String(bytes[index], radix: 16, uppercase: true)))"
    }
    guard TOMLKey.isVisible(scalar) else { return TOMLKey.codePoint(scalar) }
    return "'\(scalar)'"
  }

  // MARK: Characters

  static let space = UInt8(ascii: " ")
  static let tab = UInt8(ascii: "\t")
  static let lineFeed = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
  static let hash = UInt8(ascii: "#")
  static let quote = UInt8(ascii: "\"")
  static let apostrophe = UInt8(ascii: "'")
  static let backslash = UInt8(ascii: "\\")
  static let equals = UInt8(ascii: "=")
  static let comma = UInt8(ascii: ",")
  static let dot = UInt8(ascii: ".")
  static let openBracket = UInt8(ascii: "[")
  static let closeBracket = UInt8(ascii: "]")
  static let openBrace = UInt8(ascii: "{")
  static let closeBrace = UInt8(ascii: "}")
}

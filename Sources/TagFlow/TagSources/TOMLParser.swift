// A strict TOML reader: all of TOML 1.0's syntax (and 1.1's inline tables over several lines), errors with line and column.

/// Reads a whole TOML document into a `TOMLDocument`. Every value is parsed
/// (strings with their escapes, arrays, inline tables, numbers and dates as
/// written), so a file that is not TOML fails with the line and column of the
/// first mistake instead of yielding keys it does not have. Numbers and dates
/// are checked only for their characters: no tag source reads them.
struct TOMLParser {
  private let scalars: [Unicode.Scalar]
  private var index = 0
  private var line: Int
  private var lineStart = 0
  /// Where each key path was set, to refuse setting one twice.
  private var lineOfPath: [[String]: Int] = [:]
  private var document = TOMLDocument()

  /// `firstLine` is the file's line number of the text's first line (for front matter).
  static func parse(_ text: String, firstLine: Int = 1) throws(TOMLError) -> TOMLDocument {
    var parser = TOMLParser(scalars: Array(text.unicodeScalars), line: firstLine)
    try parser.parseDocument()
    return parser.document
  }

  private init(scalars: [Unicode.Scalar], line: Int) {
    self.scalars = scalars
    self.line = line
  }

  // MARK: Document

  private mutating func parseDocument() throws(TOMLError) {
    var table: [String] = []
    var arrayTableCounts: [[String]: Int] = [:]
    while true {
      try skipBlankLines()
      guard let first = peek() else { return }
      if first == "[" {
        let (headerLine, headerColumn) = (line, column)
        index += 1
        let isArrayOfTables = peek() == "["
        if isArrayOfTables { index += 1 }
        skipSpaces()
        let path = try keyPath()
        skipSpaces()
        try expect("]", "to close the table header")
        if isArrayOfTables { try expect("]", "to close the array-of-tables header '[[...]]'") }
        try endOfLine()
        if isArrayOfTables {
          // Each [[name]] is a new table: its keys go under name, [n].
          let count = arrayTableCounts[path, default: 0]
          arrayTableCounts[path] = count + 1
          table = path + ["[\(count)]"]
        } else {
          try claim(path, line: headerLine, column: headerColumn, what: "table [\(path.joined(separator: "."))]")
          table = path
        }
      } else {
        let (keyLine, keyColumn) = (line, column)
        let path = try keyPath()
        skipSpaces()
        try expect("=", "after the key '\(path.joined(separator: "."))'")
        skipSpaces()
        let node = try value()
        try endOfLine()
        try claim(
          table + path, line: keyLine, column: keyColumn, what: "key '\((table + path).joined(separator: "."))'")
        document.entries.append(TOMLEntry(path: table + path, node: node))
      }
    }
  }

  /// Refuses a key or table that the document has already set.
  private mutating func claim(_ path: [String], line: Int, column: Int, what: String) throws(TOMLError) {
    if let first = lineOfPath[path] {
      throw TOMLError(line: line, column: column, message: "\(what) is set twice (first on line \(first))")
    }
    lineOfPath[path] = line
  }

  // MARK: Keys

  /// `a`, `a.b`, `"quoted key".c`, with optional spaces around the dots.
  private mutating func keyPath() throws(TOMLError) -> [String] {
    var path = [try key()]
    while true {
      let save = (index, line, lineStart)
      skipSpaces()
      guard peek() == "." else {
        (index, line, lineStart) = save
        return path
      }
      index += 1
      skipSpaces()
      path.append(try key())
    }
  }

  private mutating func key() throws(TOMLError) -> String {
    switch peek() {
    case "\"": return try basicString()
    case "'": return try literalString()
    default:
      var name = ""
      while let scalar = peek(), scalar.isASCII,
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
          || scalar == "_" || scalar == "-"
      {
        name.unicodeScalars.append(scalar)
        index += 1
      }
      guard !name.isEmpty else { throw failure("expected a key, found \(describe(peek()))") }
      return name
    }
  }

  // MARK: Values

  private mutating func value() throws(TOMLError) -> TOMLNode {
    let (startLine, startColumn) = (line, column)
    let value: TOMLValue
    switch peek() {
    case "\"": value = .string(isAt("\"\"\"") ? try multilineString(quote: "\"") : try basicString())
    case "'": value = .string(isAt("'''") ? try multilineString(quote: "'") : try literalString())
    case "[": value = .array(try array())
    case "{": value = .table(try inlineTable())
    default: value = .other(try bareValue())
    }
    return TOMLNode(value: value, line: startLine, column: startColumn)
  }

  /// A number, boolean or date, as written.
  private mutating func bareValue() throws(TOMLError) -> String {
    var text = ""
    while let scalar = peek() {
      if scalar.isASCII,
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_+-.:".unicodeScalars.contains(scalar)
      {
        text.unicodeScalars.append(scalar)
        index += 1
      } else if scalar == " ", Self.isDate(text), let next = peek(1), ("0"..."9").contains(next) {
        // A date and a time may be separated by one space: 1979-05-27 07:32:00Z.
        text.unicodeScalars.append(scalar)
        index += 1
      } else {
        break
      }
    }
    guard !text.isEmpty else { throw failure("expected a value, found \(describe(peek()))") }
    let words = ["true", "false", "inf", "nan", "+inf", "-inf", "+nan", "-nan"]
    guard
      words.contains(text)
        || text.unicodeScalars.first.map({ ("0"..."9").contains($0) || $0 == "+" || $0 == "-" }) == true
    else {
      throw TOMLError(
        line: line, column: column - text.unicodeScalars.count,
        message: "'\(text)' is not a value; text needs quotes, as in \"\(text)\"")
    }
    return text
  }

  private static func isDate(_ text: String) -> Bool {
    let scalars = Array(text.unicodeScalars)
    guard scalars.count == 10 else { return false }
    return scalars.indices.allSatisfy { [4, 7].contains($0) ? scalars[$0] == "-" : ("0"..."9").contains(scalars[$0]) }
  }

  private mutating func array() throws(TOMLError) -> [TOMLNode] {
    let openLine = line
    index += 1
    var items: [TOMLNode] = []
    while true {
      try skipBlankLines()
      if peek() == "]" {
        index += 1
        return items
      }
      items.append(try value())
      try skipBlankLines()
      switch peek() {
      case ",": index += 1
      case "]": continue
      default: throw failure("expected ',' or ']' in the array opened on line \(openLine), found \(describe(peek()))")
      }
    }
  }

  private mutating func inlineTable() throws(TOMLError) -> [TOMLEntry] {
    let openLine = line
    index += 1
    var entries: [TOMLEntry] = []
    while true {
      try skipBlankLines()
      if peek() == "}" {
        index += 1
        return entries
      }
      let (keyLine, keyColumn) = (line, column)
      let path = try keyPath()
      if entries.contains(where: { $0.path == path }) {
        throw TOMLError(line: keyLine, column: keyColumn, message: "key '\(path.joined(separator: "."))' is set twice")
      }
      skipSpaces()
      try expect("=", "after the key '\(path.joined(separator: "."))'")
      skipSpaces()
      entries.append(TOMLEntry(path: path, node: try value()))
      try skipBlankLines()
      switch peek() {
      case ",": index += 1
      case "}": continue
      default:
        throw failure("expected ',' or '}' in the inline table opened on line \(openLine), found \(describe(peek()))")
      }
    }
  }

  // MARK: Strings

  /// `"..."` with escapes, on one line.
  private mutating func basicString() throws(TOMLError) -> String {
    let (openLine, openColumn) = (line, column)
    index += 1
    var text = ""
    while true {
      guard let scalar = peek(), scalar != "\n", scalar != "\r" else {
        throw TOMLError(
          line: openLine, column: openColumn, message: "the text opened here has no closing '\"' on its line")
      }
      index += 1
      switch scalar {
      case "\"": return text
      case "\\": text.unicodeScalars.append(try escape())
      default:
        try checkNotControl(scalar)
        text.unicodeScalars.append(scalar)
      }
    }
  }

  /// `'...'`, no escapes, on one line.
  private mutating func literalString() throws(TOMLError) -> String {
    let (openLine, openColumn) = (line, column)
    index += 1
    var text = ""
    while true {
      guard let scalar = peek(), scalar != "\n", scalar != "\r" else {
        throw TOMLError(
          line: openLine, column: openColumn, message: "the text opened here has no closing \"'\" on its line")
      }
      index += 1
      if scalar == "'" { return text }
      try checkNotControl(scalar)
      text.unicodeScalars.append(scalar)
    }
  }

  /// `"""..."""` (with escapes and line-ending backslashes) or `'''...'''`.
  private mutating func multilineString(quote: Unicode.Scalar) throws(TOMLError) -> String {
    let (openLine, openColumn) = (line, column)
    index += 3
    // A newline right after the opening quotes is not part of the text.
    if peek() == "\n" || (peek() == "\r" && peek(1) == "\n") { try newline() }
    var text = ""
    while true {
      guard let scalar = peek() else {
        throw TOMLError(
          line: openLine, column: openColumn,
          message: "the text opened here with \(String(repeating: String(quote), count: 3)) is never closed")
      }
      if scalar == quote, isAt(String(repeating: String(quote), count: 3)) {
        var run = 0
        while peek() == quote {
          run += 1
          index += 1
        }
        guard run <= 5 else { throw failure("too many quotes at the end of the text") }
        for _ in 0..<(run - 3) { text.unicodeScalars.append(quote) }
        return text
      }
      if scalar == "\n" || scalar == "\r" {
        try newline()
        text.unicodeScalars.append("\n")
        continue
      }
      index += 1
      if quote == "\"", scalar == "\\" {
        if let ending = lineEndingBackslash() {
          index = ending
          try skipBlankSpaceAfterBackslash()
        } else {
          text.unicodeScalars.append(try escape())
        }
        continue
      }
      try checkNotControl(scalar)
      text.unicodeScalars.append(scalar)
    }
  }

  /// After a backslash: the index of the newline if only spaces come before it.
  private func lineEndingBackslash() -> Int? {
    var probe = index
    while probe < scalars.count, scalars[probe] == " " || scalars[probe] == "\t" { probe += 1 }
    guard probe < scalars.count, scalars[probe] == "\n" || scalars[probe] == "\r" else { return nil }
    return probe
  }

  private mutating func skipBlankSpaceAfterBackslash() throws(TOMLError) {
    while let scalar = peek() {
      if scalar == " " || scalar == "\t" {
        index += 1
      } else if scalar == "\n" || scalar == "\r" {
        try newline()
      } else {
        return
      }
    }
  }

  /// The character an escape after a backslash stands for.
  private mutating func escape() throws(TOMLError) -> Unicode.Scalar {
    let backslash = (line: line, column: column - 1)
    func problem(_ message: String) -> TOMLError {
      TOMLError(line: backslash.line, column: backslash.column, message: message)
    }
    guard let scalar = peek() else { throw problem("a backslash ends the file") }
    index += 1
    switch scalar {
    case "b": return "\u{08}"
    case "t": return "\t"
    case "n": return "\n"
    case "f": return "\u{0C}"
    case "r": return "\r"
    case "e": return "\u{1B}"
    case "\"": return "\""
    case "\\": return "\\"
    case "x": return try hexadecimal(digits: 2, problem)
    case "u": return try hexadecimal(digits: 4, problem)
    case "U": return try hexadecimal(digits: 8, problem)
    default:
      throw problem("'\\\(scalar)' is not an escape; use \\\\ for a backslash, or \\n, \\t, \\\", \\uXXXX")
    }
  }

  private mutating func hexadecimal(
    digits: Int, _ problem: (String) -> TOMLError
  ) throws(TOMLError) -> Unicode.Scalar {
    var value: UInt32 = 0
    for _ in 0..<digits {
      guard let scalar = peek(), scalar.isASCII, let digit = UInt32(String(scalar), radix: 16) else {
        throw problem("expected \(digits) hexadecimal digits after the backslash")
      }
      value = value * 16 + digit
      index += 1
    }
    guard let scalar = Unicode.Scalar(value) else {
      throw problem("escape U+\(String(value, radix: 16, uppercase: true)) is not a Unicode character")
    }
    return scalar
  }

  private func checkNotControl(_ scalar: Unicode.Scalar) throws(TOMLError) {
    if (scalar.value < 0x20 && scalar != "\t") || scalar.value == 0x7F {
      throw TOMLError(
        line: line, column: column - 1,
        message:
          "control character U+\(String(scalar.value, radix: 16, uppercase: true)) in text; write it as an escape")
    }
  }

  // MARK: Space, comments, lines

  private var column: Int { index - lineStart + 1 }

  private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
    index + offset < scalars.count ? scalars[index + offset] : nil
  }

  private func isAt(_ text: String) -> Bool {
    var probe = index
    for scalar in text.unicodeScalars {
      guard probe < scalars.count, scalars[probe] == scalar else { return false }
      probe += 1
    }
    return true
  }

  private mutating func expect(_ scalar: Unicode.Scalar, _ purpose: String) throws(TOMLError) {
    guard peek() == scalar else { throw failure("expected '\(scalar)' \(purpose), found \(describe(peek()))") }
    index += 1
  }

  private mutating func skipSpaces() {
    while peek() == " " || peek() == "\t" { index += 1 }
  }

  private mutating func skipComment() {
    guard peek() == "#" else { return }
    while let scalar = peek(), scalar != "\n", scalar != "\r" { index += 1 }
  }

  /// Spaces, comments and line breaks between values.
  private mutating func skipBlankLines() throws(TOMLError) {
    while true {
      skipSpaces()
      skipComment()
      guard peek() == "\n" || peek() == "\r" else { return }
      try newline()
    }
  }

  /// After a value or a header: only spaces and a comment before the line ends.
  private mutating func endOfLine() throws(TOMLError) {
    skipSpaces()
    skipComment()
    guard peek() != nil else { return }
    guard peek() == "\n" || peek() == "\r" else {
      throw failure("expected the end of the line, found \(describe(peek()))")
    }
    try newline()
  }

  /// Consumes `\n` or `\r\n`.
  private mutating func newline() throws(TOMLError) {
    if peek() == "\r" {
      guard peek(1) == "\n" else { throw failure("a carriage return without a line feed after it") }
      index += 1
    }
    index += 1
    line += 1
    lineStart = index
  }

  private func failure(_ message: String) -> TOMLError {
    TOMLError(line: line, column: column, message: message)
  }

  private func describe(_ scalar: Unicode.Scalar?) -> String {
    switch scalar {
    case nil: "the end of the file"
    case "\n", "\r": "the end of the line"
    case let scalar?: "'\(scalar)'"
    }
  }
}

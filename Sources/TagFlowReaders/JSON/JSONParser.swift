// A strict RFC 8259 JSON reader into the YAML node tree the readers take, each node at its line and column.

import TagFlow

/// What is wrong with a JSON text, at the line and column (from 1; columns count
/// characters, and bytes that are not UTF-8 one each) of the offending character.
package struct JSONError: Error, Equatable {
  package var line: Int
  package var column: Int
  package var message: String
}

/// Reads a JSON text as RFC 8259 defines it from its UTF-8 bytes into the
/// nodes that manifests, tag lists, theme files and tag sources are read from,
/// so one reader serves YAML and JSON. Each node carries the line and column
/// where it starts; strings are double-quoted scalars (text, so `"true"`
/// and `"null"` stay text), numbers, `true`, `false` and `null` plain scalars as
/// written. It passes JSONTestSuite (Fixtures/JSONTestSuite).
///
/// The bytes must be UTF-8, and `\u` escapes must name Unicode characters (a
/// surrogate escape only as half of a pair). A byte order mark at the start is
/// skipped. Arrays and objects nest at most `maxDepth` deep, so no document can
/// exhaust the stack. Numbers are checked against JSON's grammar and kept as
/// written: their range is the setting's business.
package struct JSONParser {
  /// What a key given twice in one object does.
  package enum DuplicateKeys {
    /// An error at the second one: TagFlow's own files (manifests, tag lists, themes).
    case refused
    /// The last value is kept, in the first one's place, as `JSON.parse`, npm and
    /// Go's `encoding/json` (Hugo) read it: files other tools read first.
    case lastWins
  }

  /// The deepest an array or object may sit: the root is at depth 1.
  package static let maxDepth = 128

  private let bytes: [UInt8]
  private let duplicateKeys: DuplicateKeys
  private var index = 0
  private var line: Int
  private var lineStart = 0
  /// A byte on the current line and its column, so columns are counted once along a long line.
  private var columnMark = (byte: 0, column: 1)
  private var depth = 0

  /// The value of a whole JSON text. `firstLine` is the line number of the bytes'
  /// first line (front matter starts further down its file).
  package static func parse(_ bytes: [UInt8], firstLine: Int = 1, duplicateKeys: DuplicateKeys) throws(JSONError)
    -> Node
  {
    var parser = JSONParser(bytes: bytes, line: firstLine, duplicateKeys: duplicateKeys)
    return try parser.parseText()
  }

  private init(bytes: [UInt8], line: Int, duplicateKeys: DuplicateKeys) {
    self.bytes = bytes
    self.line = line
    self.duplicateKeys = duplicateKeys
  }

  // MARK: Text and values

  /// `ws value ws`, after a byte order mark.
  private mutating func parseText() throws(JSONError) -> Node {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      (index, lineStart, columnMark) = (3, 3, (3, 1))
    }
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) || isUTF16WithoutMark {
      throw failure("the text is UTF-16; JSON is read as UTF-8: save the file as UTF-8")
    }
    skipWhitespace()
    guard index < bytes.count else { throw failure("expected a value, found the end of the file: it holds no JSON") }
    let root = try value()
    skipWhitespace()
    guard index == bytes.count else {
      throw failure("expected the end of the file after the value, found \(describe())")
    }
    return root
  }

  /// ASCII as UTF-16 has a zero byte before or after each character.
  private var isUTF16WithoutMark: Bool {
    bytes.count >= 4 && bytes[1] != 0 && bytes[3] != 0 && bytes[0] == 0 && bytes[2] == 0
      || bytes.count >= 4 && bytes[0] != 0 && bytes[2] != 0 && bytes[1] == 0 && bytes[3] == 0
  }

  private mutating func value() throws(JSONError) -> Node {
    guard let byte = peek() else { throw failure("expected a value, found the end of the file") }
    switch byte {
    case Self.quote:
      let place = mark()
      return .scalar(Node.Scalar(try string(), isText: true, .doubleQuoted, place))
    case Self.openBrace: return try object()
    case Self.openBracket: return try array()
    case Self.minus, Self.zero...Self.nine: return try number()
    case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
      let place = mark()
      for word in ["true", "false", "null"]
      where bytes[index...].starts(with: word.utf8) {
        index += word.utf8.count
        return .scalar(Node.Scalar(word, isText: false, .plain, place))
      }
      throw failure(wordProblem())
    default:
      throw failure(valueProblem())
    }
  }

  /// What JSON writes instead of what was found where a value was expected.
  private func valueProblem() -> String {
    let found = describe()
    switch peek() {
    case UInt8(ascii: "'"): return "expected a value, found \(found); JSON strings are in double quotes"
    case UInt8(ascii: "/"), UInt8(ascii: "#"): return "expected a value, found \(found); JSON has no comments"
    case UInt8(ascii: "+"), UInt8(ascii: "."):
      return "expected a value, found \(found); a JSON number starts with '-' or a digit"
    case let byte? where Self.isLetter(byte): return wordProblem()
    default:
      return "expected a value (an object, array, string, number, true, false or null), found \(found)"
    }
  }

  /// `True`, `NaN`, `undefined`, a key without quotes: the word, and JSON's words.
  private func wordProblem() -> String {
    var end = index
    while end < bytes.count, end - index < 40, Self.isLetter(bytes[end]) || Self.isDigit(bytes[end]) { end += 1 }
    let word = String(decoding: bytes[index..<end], as: UTF8.self)
    let hint =
      ["NaN", "Infinity"].contains(word)
      ? "JSON has no \(word)" : "JSON's words are true, false and null, in lower case"
    return "expected a value, found '\(word)'; \(hint); text goes in double quotes"
  }

  // MARK: Objects and arrays

  /// `{ "key": value, … }`.
  private mutating func object() throws(JSONError) -> Node {
    let place = mark()
    try enter()
    index += 1
    var pairs: [(Node, Node)] = []
    var keys = ObjectKeys()
    skipWhitespace()
    if peek() == Self.closeBrace {
      index += 1
      depth -= 1
      return .mapping(Node.Mapping(pairs, place))
    }
    while true {
      guard peek() == Self.quote else { throw failure(keyProblem()) }
      let keyPlace = mark()
      let key = try string()
      let keyNode = Node.scalar(Node.Scalar(key, isText: true, .doubleQuoted, keyPlace))
      skipWhitespace()
      guard peek() == Self.colon else {
        throw failure("expected ':' after the key \(Self.shown(key)), found \(describe())")
      }
      index += 1
      skipWhitespace()
      let value = try value()
      if let earlier = keys.index(of: key) {
        switch duplicateKeys {
        case .refused:
          let first = pairs[earlier].0.mark
          throw JSONError(
            line: keyPlace.line, column: keyPlace.column,
            message: "\(Self.shown(key)) is given twice in one object (first at line \(first?.line ?? 0), "
              + "column \(first?.column ?? 0)); give each key once")
        case .lastWins:
          pairs[earlier] = (keyNode, value)
        }
      } else {
        keys.append(key)
        pairs.append((keyNode, value))
      }
      let after = "the value of \(Self.shown(key))"
      if try closes(Self.closeBrace, after: after, atEnd: after + " in the object", next: "key", opened: place) {
        return .mapping(Node.Mapping(pairs, place))
      }
    }
  }

  private func keyProblem() -> String {
    let found = describe()
    switch peek() {
    case UInt8(ascii: "'"): return "expected a key in double quotes, found \(found); JSON strings are in double quotes"
    case UInt8(ascii: "/"), UInt8(ascii: "#"):
      return "expected a key in double quotes, found \(found); JSON has no comments"
    case let byte? where Self.isLetter(byte):
      var end = index
      while end < bytes.count, end - index < 40, Self.isLetter(bytes[end]) || Self.isDigit(bytes[end]) { end += 1 }
      let word = String(decoding: bytes[index..<end], as: UTF8.self)
      return "expected a key in double quotes, found '\(word)'; write \"\(word)\""
    default: return "expected a key in double quotes, found \(found)"
    }
  }

  /// `[ value, … ]`.
  private mutating func array() throws(JSONError) -> Node {
    let place = mark()
    try enter()
    index += 1
    var items: [Node] = []
    skipWhitespace()
    if peek() == Self.closeBracket {
      index += 1
      depth -= 1
      return .sequence(Node.Sequence(items, place))
    }
    while true {
      items.append(try value())
      let after = "item \(items.count) of the array"
      if try closes(Self.closeBracket, after: after, atEnd: after, next: "value", opened: place) {
        return .sequence(Node.Sequence(items, place))
      }
    }
  }

  /// After a member of an object or an item of an array: `true` past `closing`, which ends it,
  /// `false` past a comma with another to come. Messages name what came `after` (`atEnd`, with
  /// where the container opened, when the file ends there) and the `next` thing a comma promises.
  private mutating func closes(
    _ closing: UInt8, after: String, atEnd: String, next: String, opened place: Node.Mark?
  ) throws(JSONError) -> Bool {
    let closer = Character(Unicode.Scalar(closing))
    skipWhitespace()
    switch peek() {
    case Self.comma:
      let commaPlace = position(of: index)
      index += 1
      skipWhitespace()
      if peek() == closing {
        throw JSONError(
          line: commaPlace.line, column: commaPlace.column,
          message: "a ',' with no \(next) after it before '\(closer)'; JSON allows no trailing comma")
      }
      return false
    case closing:
      index += 1
      depth -= 1
      return true
    case nil:
      let start = place.map { " that opens at line \($0.line), column \($0.column)" } ?? ""
      throw failure("expected ',' or '\(closer)' after \(atEnd)\(start), found the end of the file")
    default:
      throw failure("expected ',' or '\(closer)' after \(after), found \(describe())")
    }
  }

  /// One level deeper, within the limit.
  private mutating func enter() throws(JSONError) {
    depth += 1
    guard depth <= Self.maxDepth else {
      throw failure("arrays and objects nest more than \(Self.maxDepth) deep here; the limit is \(Self.maxDepth)")
    }
  }

  // MARK: Strings

  /// A string's text, from its opening quote to after its closing one.
  private mutating func string() throws(JSONError) -> String {
    let open = index
    index += 1
    var segmentStart = index
    var decoded: [UInt8]?
    while true {
      guard index < bytes.count else {
        let start = position(of: open)
        throw failure(
          "the string that starts at line \(start.line), column \(start.column) is not closed; expected '\"', "
            + "found the end of the file")
      }
      let byte = bytes[index]
      switch byte {
      case Self.quote:
        defer { index += 1 }
        guard var text = decoded else { return String(decoding: bytes[segmentStart..<index], as: UTF8.self) }
        text += bytes[segmentStart..<index]
        return String(decoding: text, as: UTF8.self)
      case Self.backslash:
        // Taken out of the optional, so appending never copies what was decoded so far:
        // a string of many escapes is read in time linear in its length.
        var text = decoded.take() ?? []
        if text.isEmpty { text.reserveCapacity(index - open) }
        text += bytes[segmentStart..<index]
        try escape(into: &text)
        decoded = text
        segmentStart = index
      case 0x00..<0x20:
        throw failure(controlProblem(byte))
      case 0x20..<0x80:
        index += 1
      default:
        guard let (_, length) = UTF8Position.scalar(in: bytes, at: index) else {
          throw failure("the file is not UTF-8 text here (byte 0x\(String(byte, radix: 16, uppercase: true)))")
        }
        index += length
      }
    }
  }

  private func controlProblem(_ byte: UInt8) -> String {
    let code = TOMLKey.codePoint(Unicode.Scalar(byte))
    switch byte {
    case Self.lineFeed, Self.carriageReturn:
      return "found the end of the line in a string; close the string with '\"' or write a line break as \\n"
    case Self.tab: return "found a tab (\(code)) in a string; write it as \\t"
    default: return "found \(code) in a string; write control characters as \\u escapes (\\u\(code.dropFirst(2)))"
    }
  }

  /// `\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t` or `\uXXXX` (a surrogate
  /// escape only as half of a pair), appended to `text` as UTF-8.
  private mutating func escape(into text: inout [UInt8]) throws(JSONError) {
    let start = index
    index += 1
    guard let letter = peek() else {
      throw failure("expected an escape after '\\', found the end of the file")
    }
    let simple: UInt8? =
      switch letter {
      case Self.quote, Self.backslash, UInt8(ascii: "/"): letter
      case UInt8(ascii: "b"): 0x08
      case UInt8(ascii: "f"): 0x0C
      case UInt8(ascii: "n"): Self.lineFeed
      case UInt8(ascii: "r"): Self.carriageReturn
      case UInt8(ascii: "t"): Self.tab
      default: nil
      }
    if let simple {
      text.append(simple)
      index += 1
      return
    }
    guard letter == UInt8(ascii: "u") else {
      index = start
      let shown =
        letter >= 0x21 && letter < 0x7F ? "'\\\(Unicode.Scalar(letter))'" : "'\\' before \(describe(at: start + 1))"
      throw failure("\(shown) is not a JSON escape; JSON's are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX")
    }
    index += 1
    var value = try hexDigits()
    switch value {
    case 0xD800...0xDBFF:
      // The first half of a pair: the second must follow at once.
      if bytes[index...].starts(with: [Self.backslash, UInt8(ascii: "u")]) {
        index += 2
        let low = try hexDigits()
        if (0xDC00...0xDFFF).contains(low) {
          value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
          break
        }
      }
      index = start
      throw failure(
        "'\\u\(Self.hex(value))' is the first half of a surrogate pair and no second half ('\\uDC00' to '\\uDFFF') "
          + "follows; write the character itself, or both halves")
    case 0xDC00...0xDFFF:
      index = start
      throw failure(
        "'\\u\(Self.hex(value))' is the second half of a surrogate pair with no first half before it; write the "
          + "character itself, or both halves")
    default: break
    }
    // Every value left is a Unicode scalar: surrogates were handled above.
    text.append(contentsOf: String(Unicode.Scalar(value)!).utf8)
  }

  /// The four hex digits of a `\u` escape.
  private mutating func hexDigits() throws(JSONError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = peek(), let digit = Self.hexValue(byte) else {
        throw failure("expected four hex digits after '\\u', found \(describe())")
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }

  // MARK: Numbers

  /// `[ - ] int [ frac ] [ exp ]`, kept as written.
  private mutating func number() throws(JSONError) -> Node {
    let place = mark()
    let start = index
    if peek() == Self.minus { index += 1 }
    guard let first = peek(), Self.isDigit(first) else {
      let hint = peek().map(Self.isLetter) == true ? "; JSON has no Infinity" : ""
      throw failure("expected a digit after '-', found \(describe())\(hint)")
    }
    index += 1
    if first == Self.zero {
      if let next = peek(), Self.isDigit(next) {
        index -= 1
        throw failure("a number does not start with 0 unless it is 0 or 0.…; leading zeros are not JSON")
      }
    } else {
      skipDigits()
    }
    if peek() == UInt8(ascii: ".") {
      index += 1
      guard let digit = peek(), Self.isDigit(digit) else {
        throw failure("expected a digit after the '.' of a number, found \(describe())")
      }
      skipDigits()
    }
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      index += 1
      if peek() == UInt8(ascii: "+") || peek() == Self.minus { index += 1 }
      guard let digit = peek(), Self.isDigit(digit) else {
        throw failure("expected a digit in the exponent of a number, found \(describe())")
      }
      skipDigits()
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    return .scalar(Node.Scalar(text, isText: false, .plain, place))
  }

  private mutating func skipDigits() {
    while let byte = peek(), Self.isDigit(byte) { index += 1 }
  }

  // MARK: Places

  /// Space, tab, line feed and carriage return; a line feed starts a line.
  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case Self.space, Self.tab, Self.carriageReturn: index += 1
      case Self.lineFeed:
        index += 1
        line += 1
        lineStart = index
        columnMark = (index, 1)
      default: return
      }
    }
  }

  private func peek() -> UInt8? {
    index < bytes.count ? bytes[index] : nil
  }

  /// The line and column of `byte`, on the current line at or after the column mark.
  /// Each character is a column, and so is each byte that is not UTF-8.
  private mutating func position(of byte: Int) -> (line: Int, column: Int) {
    var (at, column) = columnMark
    if at > byte || at < lineStart { (at, column) = (lineStart, 1) }
    while at < byte {
      at += bytes[at] < 0x80 ? 1 : UTF8Position.scalar(in: bytes, at: at)?.length ?? 1
      column += 1
    }
    columnMark = (at, column)
    return (line, column)
  }

  /// The place of the character at `index`, as the node starting there carries it.
  private mutating func mark() -> Node.Mark {
    let (line, column) = position(of: index)
    return Node.Mark(line: line, column: column)
  }

  private mutating func failure(_ message: String) -> JSONError {
    let (line, column) = position(of: index)
    return JSONError(line: line, column: column, message: message)
  }

  /// What is at `at` (by default `index`), for messages: `'x'`, `U+0000`, `the end of the line`.
  private func describe(at place: Int? = nil) -> String {
    let at = place ?? index
    guard at < bytes.count else { return "the end of the file" }
    if bytes[at] == Self.lineFeed || bytes[at] == Self.carriageReturn { return "the end of the line" }
    guard let (scalar, _) = UTF8Position.scalar(in: bytes, at: at) else {
      return "a byte that is not UTF-8 (0x\(String(bytes[at], radix: 16, uppercase: true)))"
    }
    guard TOMLKey.isVisible(scalar) else { return TOMLKey.codePoint(scalar) }
    return scalar == "'" ? "\"'\"" : "'\(scalar)'"
  }

  /// A key as a JSON string shows it in a message: quoted, `"` and `\\` escaped, every
  /// control, format, separator or unassigned character as `\\uXXXX` (so a message never
  /// carries a terminal escape or a bidirectional override), cut after 120 characters.
  static func shown(_ key: String) -> String {
    var result = "\""
    for scalar in key.unicodeScalars.prefix(120) {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case _ where TOMLKey.isVisible(scalar): result.unicodeScalars.append(scalar)
      default:
        for unit in String(scalar).utf16 { result += "\\u" + hex(UInt32(unit)) }
      }
    }
    return result + (key.unicodeScalars.count > 120 ? "…\"" : "\"")
  }

  // MARK: Characters

  static let space = UInt8(ascii: " ")
  static let tab = UInt8(ascii: "\t")
  static let lineFeed = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
  static let quote = UInt8(ascii: "\"")
  static let backslash = UInt8(ascii: "\\")
  static let openBrace = UInt8(ascii: "{")
  static let closeBrace = UInt8(ascii: "}")
  static let openBracket = UInt8(ascii: "[")
  static let closeBracket = UInt8(ascii: "]")
  static let comma = UInt8(ascii: ",")
  static let colon = UInt8(ascii: ":")
  static let minus = UInt8(ascii: "-")
  static let zero = UInt8(ascii: "0")
  static let nine = UInt8(ascii: "9")

  static func isDigit(_ byte: UInt8) -> Bool { (zero...nine).contains(byte) }

  static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || byte == UInt8(ascii: "_")
  }

  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case zero...nine: byte - zero
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}

/// The keys of one object so far, to find one given again: compared as JSON
/// compares them, code unit by code unit (Swift's `==` would take `é` and
/// `e` + U+0301 for one key). A few keys are searched in order; past that, hashed.
private struct ObjectKeys {
  private struct Exact: Hashable {
    let text: String
    static func == (left: Exact, right: Exact) -> Bool { left.text.utf8.elementsEqual(right.text.utf8) }
    func hash(into hasher: inout Hasher) {
      for byte in text.utf8 { hasher.combine(byte) }
    }
  }

  private var list: [String] = []
  private var table: [Exact: Int] = [:]

  func index(of key: String) -> Int? {
    if list.count <= 8 { return list.firstIndex { $0.utf8.elementsEqual(key.utf8) } }
    return table[Exact(text: key)]
  }

  mutating func append(_ key: String) {
    list.append(key)
    if list.count == 9 {
      for (position, text) in list.enumerated() { table[Exact(text: text)] = position }
    } else if list.count > 9 {
      table[Exact(text: key)] = list.count - 1
    }
  }
}

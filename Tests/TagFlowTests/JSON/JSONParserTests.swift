// The JSON reader on its own and behind each reader of JSON: values, places, messages, duplicate keys, limits.

import Foundation
import Testing

@testable import TagFlow
@testable import TagFlowReaders

@Suite struct JSONParserTests {
  static func parse(_ text: String, _ duplicateKeys: JSONParser.DuplicateKeys = .refused) throws(JSONError) -> Node {
    try JSONParser.parse(Array(text.utf8), duplicateKeys: duplicateKeys)
  }

  /// Each case: a document, and the line, column and start of its one problem.
  static let invalid: [(String, Int, Int, String)] = [
    ("", 1, 1, "expected a value, found the end of the file"),
    ("  \n ", 2, 2, "expected a value, found the end of the file"),
    ("# c\n{keywords: ['a', b,],}", 1, 1, "expected a value, found '#'; JSON has no comments"),
    ("{keywords: []}", 1, 2, "expected a key in double quotes, found 'keywords'; write \"keywords\""),
    ("{\"a\": 'b'}", 1, 7, "expected a value, found \"'\"; JSON strings are in double quotes"),
    ("{\n  // note\n  \"keywords\": []\n}", 2, 3, "expected a key in double quotes, found '/'; JSON has no comments"),
    ("[1,\n  2,\n]", 2, 4, "a ',' with no value after it before ']'; JSON allows no trailing comma"),
    ("{\"a\": 1,}", 1, 8, "a ',' with no key after it before '}'; JSON allows no trailing comma"),
    ("[1 2]", 1, 4, "expected ',' or ']' after item 1 of the array, found '2'"),
    ("{\"a\" 1}", 1, 6, "expected ':' after the key \"a\", found '1'"),
    ("{\"a\": 1 \"b\": 2}", 1, 9, "expected ',' or '}' after the value of \"a\", found '\"'"),
    ("[True]", 1, 2, "expected a value, found 'True'; JSON's words are true, false and null, in lower case"),
    ("[NaN]", 1, 2, "expected a value, found 'NaN'; JSON has no NaN"),
    ("[-Infinity]", 1, 3, "expected a digit after '-', found 'I'; JSON has no Infinity"),
    ("[01]", 1, 2, "a number does not start with 0 unless it is 0"),
    ("[1.]", 1, 4, "expected a digit after the '.' of a number, found ']'"),
    ("[.5]", 1, 2, "expected a value, found '.'; a JSON number starts with '-' or a digit"),
    ("[1e+]", 1, 5, "expected a digit in the exponent of a number, found ']'"),
    ("[\"a\tb\"]", 1, 4, "found a tab (U+0009) in a string; write it as \\t"),
    ("[\"a\nb\"]", 1, 4, "found the end of the line in a string"),
    ("[\"a\u{1}\"]", 1, 4, "found U+0001 in a string; write control characters as \\u escapes (\\u0001)"),
    ("[\"é\\x\"]", 1, 4, "'\\x' is not a JSON escape"),
    ("[\"\\u12G4\"]", 1, 7, "expected four hex digits after '\\u', found 'G'"),
    ("[\"🚀\\uD83D\"]", 1, 4, "'\\uD83D' is the first half of a surrogate pair and no second half"),
    ("[\"\\uD83D\\u0041\"]", 1, 3, "'\\uD83D' is the first half of a surrogate pair"),
    ("[\"\\uDE80\\uD83D\"]", 1, 3, "'\\uDE80' is the second half of a surrogate pair with no first half"),
    (
      "[\"abc", 1, 6,
      "the string that starts at line 1, column 2 is not closed; expected '\"', found the end of the file"
    ),
    (
      "{\"a\": [1, {\"b\": 2}", 1, 19,
      "expected ',' or ']' after item 2 of the array that opens at line 1, column 7, found the end"
    ),
    ("{} {}", 1, 4, "expected the end of the file after the value, found '{'"),
    ("[\u{202E}]", 1, 2, "expected a value (an object, array, string, number, true, false or null), found U+202E"),
    (
      "{\"a\": 1, \"b\": 2,\n \"a\": 3}", 2, 2,
      "\"a\" is given twice in one object (first at line 1, column 2); give each key once"
    ),
  ]

  @Test(arguments: invalid)
  func problemsAreLocatedAtTheOffendingCharacter(_ text: String, line: Int, column: Int, message: String) {
    do {
      let node = try Self.parse(text)
      Issue.record("\(text.debugDescription) was read: \(node)")
    } catch {
      #expect(error.line == line && error.column == column, "\(text.debugDescription): \(error)")
      #expect(error.message.hasPrefix(message), "\(text.debugDescription): \(error.message)")
    }
  }

  @Test func bytesThatAreNotUTF8AreLocated() {
    for (bytes, column, message) in [
      (Array("[\"caf".utf8) + [0xC3, 0x28] + Array("\"]".utf8), 6, "the file is not UTF-8 text here (byte 0xC3)"),
      (Array("[\"é".utf8) + [0x81] + Array("x\"]".utf8), 4, "the file is not UTF-8 text here (byte 0x81)"),
      (Array("[\"".utf8) + [0xED, 0xA0, 0x80] + Array("\"]".utf8), 3, "the file is not UTF-8 text here (byte 0xED)"),
      (
        [0x5B, 0xFF, 0x5D], 2, "expected a value (an object, array, string, number, true, false or null), found a byte"
      ),
      ([0xFF, 0xFE, 0x5B, 0x00, 0x5D, 0x00], 1, "the text is UTF-16"),
      ([0x00, 0x5B, 0x00, 0x5D], 1, "the text is UTF-16"),
    ] {
      do {
        _ = try JSONParser.parse(bytes, duplicateKeys: .refused)
        Issue.record("\(bytes) was read")
      } catch {
        #expect(error.line == 1 && error.column == column, "\(bytes): \(error)")
        #expect(error.message.hasPrefix(message), "\(bytes): \(error.message)")
      }
    }
  }

  /// Strings are text whatever they say; numbers, true, false and null are plain, as written.
  @Test func valuesKeepTheirKinds() throws {
    let node = try Self.parse(#"{"s": "true", "n": null, "t": true, "f": false, "x": -1.50E+3, "e": "", "q": "null"}"#)
    let values = try #require(node.mapping).map { ($0.key.string ?? "", $0.value) }
    #expect(values.map(\.0) == ["s", "n", "t", "f", "x", "e", "q"])
    #expect(values[0].1.bool == nil && values[0].1.scalar?.style == .doubleQuoted)
    #expect(values[1].1.scalar.map(TagFields.isNull) == true)
    #expect(values[2].1.bool == true && values[3].1.bool == false)
    #expect(values[4].1.scalar?.string == "-1.50E+3" && values[4].1.scalar?.isText == false)
    #expect(values[5].1.scalar.map(TagFields.isNull) == false)
    #expect(values[6].1.scalar.map(TagFields.isNull) == false)
  }

  @Test func escapesAreDecoded() throws {
    let node = try Self.parse(#"["\ud83d\ude80 \u00E9\/\"\\\b\f\n\r\t\u0000", "\uD834\uDD1E"]"#)
    let texts = try #require(node.sequence).map { $0.scalar?.string ?? "" }
    #expect(texts == ["🚀 é/\"\\\u{8}\u{C}\n\r\t\u{0}", "\u{1D11E}"])
  }

  /// Lines from 1, columns in characters from 1, a byte order mark not counted.
  @Test func nodesCarryTheirPlace() throws {
    let node = try Self.parse("\u{FEFF}{\n  \"é🚀\": [1, \"x\",\r\n\t{}],\n  \"b\": true\n}")
    #expect(node.mark?.line == 1 && node.mark?.column == 1)
    let pairs = try #require(node.mapping).map { $0 }
    #expect(pairs[0].key.mark.map { "\($0)" } == "2:3")
    let items = try #require(pairs[0].value.sequence).map { $0.mark.map { "\($0)" } ?? "" }
    #expect(pairs[0].value.mark.map { "\($0)" } == "2:9")
    #expect(items == ["2:10", "2:13", "3:2"])
    #expect(pairs[1].value.mark.map { "\($0)" } == "4:8")
    // Front matter: the file's lines.
    let later = try JSONParser.parse(Array("{\n\"a\": 1}".utf8), firstLine: 5, duplicateKeys: .refused)
    #expect(later.mapping?.first?.value.mark.map { "\($0)" } == "6:6")
  }

  @Test func nestingIsLimited() throws {
    let deepest = String(repeating: "[", count: 128) + String(repeating: "]", count: 128)
    #expect(throws: Never.self) { try Self.parse(deepest) }
    let deeper = String(repeating: "[{\"a\":", count: 64) + "[" + String(repeating: "]", count: 65)
    #expect(
      throws: JSONError(
        line: 1, column: 6 * 64 + 1, message: "arrays and objects nest more than 128 deep here; the limit is 128")
    ) {
      try Self.parse(deeper)
    }
    // A hundred thousand brackets: refused at the limit, not a stack overflow.
    #expect(throws: JSONError.self) { try Self.parse(String(repeating: "[", count: 100_000)) }
  }

  /// Refused at the second key, or the last value kept in the first one's place
  /// (as `JSON.parse` does); keys are compared code unit by code unit, as JSON
  /// compares them, however many an object has.
  @Test func duplicateKeys() throws {
    let text = #"{"a": 1, "b": 2, "a": 3}"#
    #expect(
      throws: JSONError(
        line: 1, column: 18,
        message: #""a" is given twice in one object (first at line 1, column 2); give each key once"#)
    ) {
      try Self.parse(text)
    }
    let kept = try #require(try Self.parse(text, .lastWins).mapping).map {
      ($0.key.string ?? "", $0.value.string ?? "")
    }
    #expect(kept.map(\.0) == ["a", "b"] && kept.map(\.1) == ["3", "2"])
    #expect(try Self.parse(text, .lastWins).mapping?.first?.key.mark?.column == 18)
    // "é" composed and decomposed are two keys.
    #expect(try Self.parse("{\"\u{E9}\": 1, \"e\u{301}\": 2}").mapping?.count == 2)
    // Past the keys searched in order, the hashed ones.
    let many = (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
    #expect(try Self.parse("{\(many)}").mapping?.count == 40)
    #expect(throws: JSONError.self) { try Self.parse("{\(many), \"k31\": 0}") }
    #expect(try Self.parse("{\(many), \"k31\": 0}", .lastWins).mapping?.count == 40)
    #expect(throws: JSONError.self) { try Self.parse("{\"k2\": 0, \(many)}") }
    #expect(try Self.parse(#"{"k": {"a": 1}, "j": {"a": 2}}"#).mapping?.count == 2)
  }

  @Test func decidesByTheFileName() {
    #expect(DataFormat(path: "a/m.json") == .json)
    #expect(DataFormat(path: "M.JSON") == .json)
    #expect(DataFormat(path: "m.yaml") == .yaml)
    #expect(DataFormat(path: "json") == .yaml)
    #expect(DataFormat(path: "m.jsonl") == .yaml)
  }
}

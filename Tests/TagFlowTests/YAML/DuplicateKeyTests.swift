// A key given twice is reported where it is given the second time, in block and flow mappings and JSON.

import Testing

@testable import TagFlow
@testable import TagFlowReaders

@Suite struct DuplicateKeyTests {
  /// A document of random mappings in lists, block or flow style, one of which gives a key twice;
  /// returns the text and the place of the second key.
  static func document(_ generator: inout SeededGenerator) -> (text: String, line: Int, column: Int, key: String) {
    let keys = ["output", "tags", "width", "\"quoted\"", "fill", "a b"]
    let items = Int.random(in: 1...5, using: &generator)
    let bad = Int.random(in: 0..<items, using: &generator)
    var lines = ["jobs:"]
    var place = (line: 0, column: 0, key: "")
    for item in 0..<items {
      var names = Array(keys.shuffled(using: &generator).prefix(Int.random(in: 2...5, using: &generator)))
      if item == bad {
        let repeated = names[Int.random(in: 0..<names.count, using: &generator)]
        names.insert(
          repeated, at: Int.random(in: (names.firstIndex(of: repeated)! + 1)...names.count, using: &generator))
      }
      let secondIndex = item == bad ? names.lastIndex { name in names.filter { $0 == name }.count > 1 }! : -1
      let unquoted = { (name: String) in name.replacingOccurrences(of: "\"", with: "") }
      if Bool.random(using: &generator) {
        // Block style, each pair on a line.
        for (index, name) in names.enumerated() {
          let prefix = index == 0 ? "  - " : "    "
          if index == secondIndex { place = (lines.count + 1, prefix.count + 1, unquoted(name)) }
          let value = name == "tags" ? "[a, {text: b, weight: 2}]" : "x"
          lines.append("\(prefix)\(name): \(value)")
          if Bool.random(using: &generator) { lines.append("    # a comment") }
        }
      } else {
        // Flow style on one line, with nested flow values.
        var line = "  - {"
        for (index, name) in names.enumerated() {
          if index > 0 { line += ", " }
          if index == secondIndex { place = (lines.count + 1, line.unicodeScalars.count + 1, unquoted(name)) }
          line += name + ": " + (name == "tags" ? "[a, {text: 'b, c', width: 2}]" : "\"v,}\"")
        }
        lines.append(line + "}")
      }
    }
    return (lines.joined(separator: "\n") + "\n", place.line, place.column, place.key)
  }

  @Test func theSecondKeyIsNamedOnRandomDocuments() {
    var generator = SeededGenerator(seed: 26)
    for _ in 0..<500 {
      let (text, line, column, key) = Self.document(&generator)
      var reader = YAMLReader(file: "m.yaml")
      #expect(reader.compose(text) == nil)
      let problem = reader.problems.first
      #expect(reader.problems.count == 1)
      #expect(problem?.line == line && problem?.column == column, "\(text)\n\(String(describing: problem))")
      #expect(problem?.message.hasPrefix("'\(key)' is given twice in one mapping (first at line ") == true)
    }
  }

  @Test(arguments: [
    ("{\"a\": 1,\n \"b\": {\"a\": 2},\n \"a\": 3}", 3, 2),
    ("a: 1\nb:\n  a: 2\na: 3\n", 4, 1),
    ("- {a: [1, {a: 2}], a: 3}", 1, 20),
    ("x:\n  y: 1\n  # y: comment\n  z: 2\n  y: 3\n", 5, 3),
  ])
  func nestedMappingsAreNotConfused(text: String, line: Int, column: Int) {
    var reader = YAMLReader(file: "f.json")
    _ = reader.compose(text)
    #expect(reader.problems.map { [$0.line, $0.column] } == [[line, column]], "\(reader.problems)")
  }
}

// `layout --boxes` reads its JSON with TagFlow's RFC 8259 reader: strict, and every problem at its line and column.

import FlowLayout
import Testing

@testable import TagFlow
@testable import TagFlowReaders

@Suite struct BoxesJSONTests {
  private func message(_ json: String) -> String? {
    do {
      _ = try BoxesInput.read(Array(json.utf8), source: "b.json")
      return nil
    } catch {
      return error.message
    }
  }

  static let cases: [(json: String, message: String)] = [
    (
      "{\"width\": 300, \"items\": [{\"width\": 1, \"height\": 1},]}",
      "b.json:1:51: not valid JSON: a ',' with no value after it before ']'; JSON allows no trailing comma"
    ),
    (
      "{\"width\": 300,\n \"width\": 200, \"items\": []}",
      "b.json:2:2: not valid JSON: \"width\" is given twice in one object (first at line 1, column 2); give each key once"
    ),
    (
      "{\"width\": 300, // a comment\n \"items\": []}",
      "b.json:1:16: not valid JSON: expected a key in double quotes, found '/'; JSON has no comments"
    ),
    (
      "{\"width\": 300,\n \"items\": [\n  {\"width\": 1, \"height\": 1},\n  {\"width\": true, \"height\": 1}]}",
      "b.json:4:13: items[1].width: expected a number"
    ),
    (
      "{\"width\": 300,\n \"items\": [\n  {\"width\": 1, \"height\": 1},\n  {\"height\": 1}]}",
      "b.json:4:3: items[1].width: missing; it is required"
    ),
    (
      "{\"width\": 300,\n \"items\": [\n  {\"width\": 1, \"grwo\": 1, \"height\": 1}]}",
      "b.json:3:16: unknown key 'grwo' in items[0]; did you mean 'grow'? accepted: "
        + BoxesInput.itemKeys.joined(separator: ", ")
    ),
    (
      "{\"width\": 300,\n \"justify\": \"middle\", \"items\": []}",
      "b.json:2:13: justify: 'middle' is not valid; accepted: " + Justify.cssNames.joined(separator: ", ")
    ),
    ("{\"width\": 300,\n \"items\": null}", "b.json:2:11: items: expected a list, found null"),
  ]

  @Test(arguments: cases)
  func problemsNameTheirPlace(json: String, message: String) {
    #expect(self.message(json) == message)
  }

  /// Generated documents with one bad value at a random item and key: the error is at that
  /// value's line and column, whatever the white space around it.
  @Test func aBadValueIsLocatedWhereverItIs() {
    var generator = SeededGenerator(seed: 8259)
    for _ in 0..<300 {
      let count = Int.random(in: 1...8, using: &generator)
      let bad = Int.random(in: 0..<count, using: &generator)
      let key = ["width", "height", "grow", "minWidth"][Int.random(in: 0..<4, using: &generator)]
      var text = "{\"width\": 300, \"items\": ["
      var line = 1
      var (badLine, column) = (0, 0)
      for index in 0..<count {
        let space = [" ", "\n", "\n    ", "\t"][Int.random(in: 0..<4, using: &generator)]
        text += space
        if space.hasPrefix("\n") { line += 1 }
        var item = "{\"width\": 10, \"height\": 10"
        if index == bad {
          badLine = line
          item = key == "width" || key == "height" ? "{" : item + ", "
          let lastLine = text.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
          if key == "width" {
            column = lastLine.count + item.count + "\"width\": ".count + 1
            item += "\"width\": \"wide\", \"height\": 10"
          } else if key == "height" {
            column = lastLine.count + item.count + "\"width\": 10, \"height\": ".count + 1
            item += "\"width\": 10, \"height\": [1]"
          } else {
            column = lastLine.count + item.count + "\"\(key)\": ".count + 1
            item += "\"\(key)\": {}"
          }
        }
        text += item + "}" + (index < count - 1 ? "," : "")
      }
      text += "]}"
      let expected = "b.json:\(badLine):\(column): items[\(bad)].\(key):"
      #expect(message(text)?.hasPrefix(expected) == true, "\(text)\n\(message(text) ?? "read")")
    }
  }
}

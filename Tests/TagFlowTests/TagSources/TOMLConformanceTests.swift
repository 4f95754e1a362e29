// toml-test's TOML 1.0 suite (Fixtures/toml-test): every valid document reads as its JSON, every invalid one is one located error.

import Foundation
import Testing

@testable import TagFlow
@testable import TagFlowReaders

@Suite struct TOMLConformanceTests {
  static let folder = Fixtures.path("toml-test")

  /// The suite's list of files for TOML 1.0.0.
  static let files: [String] = {
    let list = (try? String(contentsOfFile: folder + "/files-toml-1.0.0", encoding: .utf8)) ?? ""
    return list.split(separator: "\n").map(String.init)
  }()

  static let valid = files.filter { $0.hasPrefix("valid/") && $0.hasSuffix(".toml") }
  static let invalid = files.filter { $0.hasPrefix("invalid/") && $0.hasSuffix(".toml") }

  static func bytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)))
  }

  @Test func theSuiteIsThere() {
    #expect(Self.valid.count == 210)
    #expect(Self.invalid.count == 499)
  }

  @Test(arguments: valid)
  func validDocumentReadsAsItsJSON(_ name: String) throws {
    let document: TOMLDocument
    switch Self.read(try Self.bytes(name)) {
    case .success(let read): document = read
    case .failure(let error):
      Issue.record("\(name):\(error.line):\(error.column): \(error.message)")
      return
    }
    let jsonName = String(name.dropLast(".toml".count)) + ".json"
    let expected = try JSONSerialization.jsonObject(
      with: Data(try Self.bytes(jsonName)), options: [.fragmentsAllowed])
    if let difference = TaggedJSON.difference(expected: expected, actual: TaggedJSON.tagged(document.root)) {
      Issue.record("\(name): \(difference)")
    }
  }

  @Test(arguments: invalid)
  func invalidDocumentIsOneLocatedError(_ name: String) throws {
    let bytes = try Self.bytes(name)
    let error: TOMLError
    switch Self.read(bytes) {
    case .success(let document):
      Issue.record("\(name) was read: \(TaggedJSON.tagged(document.root))")
      return
    case .failure(let caught): error = caught
    }
    #expect(!error.message.contains("\n") && !error.message.contains("\r"), "\(name): \(error.message)")
    #expect(Self.isInside(bytes, line: error.line, column: error.column), "\(name): \(error)")

    // The same document as a Markdown file's front matter: the file's lines (one more, for
    // the '+++' line), the same column, the same words. A line break ends the document
    // before the closing '+++' (after a space when it ends in a carriage return, which
    // must stay alone).
    let ending: [UInt8] = bytes.last == 0x0A ? [] : bytes.last == 0x0D ? [0x20, 0x0A] : [0x0A]
    let markdown = Array("+++\n".utf8) + bytes + ending + Array("+++\n# Post\n".utf8)
    do {
      _ = try TagSourceReader.frontMatterTags(markdown, isWholeFile: true, keys: ["tags"], source: "post.md")
      Issue.record("\(name) was read as front matter")
    } catch let frontMatterError {
      let message = frontMatterError.message
      let prefix = "post.md:\(error.line + 1):\(error.column): front matter is not valid TOML: "
      let words = error.message.replacing(/line (\d+)/) { "line \(Int($0.1)! + 1)" }
      #expect(message == prefix + words, "\(name): \(message)")
      #expect(!message.contains("\n") && !message.contains("\r"))
    }
  }

  static func read(_ bytes: [UInt8]) -> Result<TOMLDocument, TOMLError> {
    do {
      return .success(try TOMLParser.parse(bytes))
    } catch {
      return .failure(error)
    }
  }

  /// The line exists, and the column is on it or just past its end.
  static func isInside(_ bytes: [UInt8], line: Int, column: Int) -> Bool {
    let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
    guard line >= 1, line <= lines.count, column >= 1 else { return false }
    let characters = lines[line - 1].filter { $0 & 0xC0 != 0x80 }.count
    return column <= characters + 1
  }
}

/// toml-test's tagged JSON: `{"type": "integer", "value": "1"}` for each value,
/// objects for tables, arrays for arrays; compared as toml-test compares it
/// (floats as numbers, date-times as the instants or local times they name).
enum TaggedJSON {
  static func tagged(_ table: TOMLTable) -> [String: Any] {
    var object: [String: Any] = [:]
    for entry in table.entries { object[entry.key] = tagged(entry.node.value) }
    return object
  }

  static func tagged(_ value: TOMLValue) -> Any {
    switch value {
    case .string(let text): return ["type": "string", "value": text]
    case .integer(let number): return ["type": "integer", "value": String(number)]
    case .float(let number):
      let text =
        number.isNaN ? "nan" : number.isInfinite ? (number < 0 ? "-inf" : "inf") : String(number)
      return ["type": "float", "value": text]
    case .boolean(let flag): return ["type": "bool", "value": flag ? "true" : "false"]
    case .dateTime(let date): return ["type": date.kind, "value": date.description]
    case .array(let items): return items.map { tagged($0.value) }
    case .table(let table): return tagged(table)
    }
  }

  /// The first difference between two tagged JSON values, or nil.
  static func difference(expected: Any, actual: Any, at path: String = "") -> String? {
    switch expected {
    case let expectedArray as [Any]:
      guard let actualArray = actual as? [Any] else { return "\(path): expected an array, got \(actual)" }
      guard expectedArray.count == actualArray.count else {
        return "\(path): expected \(expectedArray.count) items, got \(actualArray.count)"
      }
      for (index, (left, right)) in zip(expectedArray, actualArray).enumerated() {
        if let difference = difference(expected: left, actual: right, at: "\(path)[\(index)]") { return difference }
      }
      return nil
    case let expectedObject as [String: Any]:
      guard let actualObject = actual as? [String: Any] else { return "\(path): expected a table, got \(actual)" }
      if isValue(expectedObject) {
        guard isValue(actualObject) else { return "\(path): expected a value, got \(actualObject)" }
        return valueDifference(expectedObject, actualObject, at: path)
      }
      guard !isValue(actualObject) else { return "\(path): expected a table, got \(actualObject)" }
      guard Set(expectedObject.keys) == Set(actualObject.keys) else {
        return "\(path): expected keys \(expectedObject.keys.sorted()), got \(actualObject.keys.sorted())"
      }
      for key in expectedObject.keys.sorted() {
        if let difference = difference(expected: expectedObject[key]!, actual: actualObject[key]!, at: "\(path).\(key)")
        {
          return difference
        }
      }
      return nil
    default:
      return "\(path): the expected JSON has \(expected)"
    }
  }

  private static func isValue(_ object: [String: Any]) -> Bool {
    object.count == 2 && object["type"] is String && object["value"] is String
  }

  private static func valueDifference(_ expected: [String: Any], _ actual: [String: Any], at path: String) -> String? {
    let (type, want, have) = (expected["type"] as! String, expected["value"] as! String, actual["value"] as! String)
    guard actual["type"] as? String == type else { return "\(path): expected a \(type), got \(actual)" }
    let same: Bool
    switch type {
    case "float": same = float(want) == float(have)
    case "datetime", "datetime-local", "date-local", "time-local": same = instant(want) == instant(have)
    default: same = want == have
    }
    return same ? nil : "\(path): expected \(type) \(want.debugDescription), got \(have.debugDescription)"
  }

  /// A float's text as a comparable value: every NaN is equal to every other.
  private static func float(_ text: String) -> String {
    let lower = text.lowercased()
    if lower.hasSuffix("nan") { return "nan" }
    let unsigned = lower.hasPrefix("+") ? String(lower.dropFirst()) : lower
    switch unsigned {
    case "inf": return "inf"
    case "-inf": return "-inf"
    default: return Double(unsigned).map { "\($0)" } ?? "not a float: \(text)"
    }
  }

  /// A date-time's text as the instant it names (offset date-times, in UTC) or,
  /// for the local kinds, its fields: `1979-05-27 07:32:00.5` is `1979-05-27T07:32:00.500000000`.
  static func instant(_ text: String) -> String {
    let characters = Array(text.replacing(" ", with: "T").uppercased())
    var date: (year: Int, month: Int, day: Int)?
    var index = 0
    func number(_ count: Int) -> Int {
      defer { index += count }
      return Int(String(characters[index..<min(index + count, characters.count)])) ?? -1
    }
    if characters.count >= 10, characters[4] == "-" {
      let year = number(4)
      index += 1
      let month = number(2)
      index += 1
      date = (year, month, number(2))
      guard index < characters.count else { return "date \(date!)" }
      index += 1
    }
    let hour = number(2)
    index += 1
    let minute = number(2)
    index += 1
    let second = number(2)
    var nanosecond = 0
    if index < characters.count, characters[index] == "." {
      index += 1
      var digits = ""
      while index < characters.count, characters[index].isNumber {
        digits.append(characters[index])
        index += 1
      }
      nanosecond = Int(String((digits + "000000000").prefix(9)))!
    }
    guard let date else { return "time \(hour):\(minute):\(second).\(nanosecond)" }
    guard index < characters.count else { return "local \(date) \(hour):\(minute):\(second).\(nanosecond)" }
    var offset = 0
    if characters[index] != "Z" {
      let sign = characters[index] == "-" ? -1 : 1
      index += 1
      let hours = number(2)
      index += 1
      offset = sign * (hours * 60 + number(2))
    }
    // Days from 1970-01-01 (Howard Hinnant's days_from_civil), then seconds in UTC.
    let year = date.month <= 2 ? date.year - 1 : date.year
    let era = (year >= 0 ? year : year - 399) / 400
    let yearOfEra = year - era * 400
    let dayOfYear = (153 * (date.month + (date.month > 2 ? -3 : 9)) + 2) / 5 + date.day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    let days = era * 146097 + dayOfEra - 719468
    let seconds = days * 86400 + hour * 3600 + minute * 60 + second - offset * 60
    return "instant \(seconds).\(nanosecond)"
  }
}

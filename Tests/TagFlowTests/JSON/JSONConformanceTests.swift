// JSONTestSuite's parsing files (Fixtures/JSONTestSuite): every y_ file read as Foundation reads it, every n_ file one located line, each i_ group as docs/formats.md decides.

import Foundation
import Testing

@testable import TagFlow
@testable import TagFlowReaders

@Suite struct JSONConformanceTests {
  static let folder = Fixtures.path("JSONTestSuite/test_parsing")

  static let files: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
  static let accepted = files.filter { $0.hasPrefix("y_") }
  static let rejected = files.filter { $0.hasPrefix("n_") }
  static let undecided = files.filter { $0.hasPrefix("i_") }

  static func bytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)))
  }

  /// The node of `bytes`, or the one problem as `name:line:column: message`.
  static func read(_ bytes: [UInt8], name: String, duplicateKeys: JSONParser.DuplicateKeys) -> Result<
    Node, SourceProblem
  > {
    var reader = YAMLReader(file: name)
    if let node = reader.composeJSON(bytes, duplicateKeys: duplicateKeys) { return .success(node) }
    return .failure(reader.problems.first ?? SourceProblem(file: name, line: 0, column: 0, message: "no problem"))
  }

  @Test func theSuiteIsThere() {
    #expect(Self.accepted.count == 95)
    #expect(Self.rejected.count == 188)
    #expect(Self.undecided.count == 35)
  }

  /// Read, to the value Foundation's `JSONSerialization` reads; with duplicate keys
  /// refused (manifests, tag lists, themes), the same but for the two files that
  /// give a key twice, refused at the second.
  @Test(arguments: accepted)
  func acceptedFileIsRead(_ name: String) throws {
    let bytes = try Self.bytes(name)
    switch Self.read(bytes, name: name, duplicateKeys: .lastWins) {
    case .failure(let problem): Issue.record("\(problem)")
    case .success(let node):
      let expected = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
      if let difference = JSONValue.difference(expected: expected, actual: node) {
        Issue.record("\(name): \(difference)")
      }
    }
    switch Self.read(bytes, name: name, duplicateKeys: .refused) {
    case .success: #expect(!name.contains("duplicated_key"), "\(name) was read with duplicate keys refused")
    case .failure(let problem):
      #expect(name.contains("duplicated_key"), "\(problem)")
      #expect(
        problem.description == "\(name):1:10: not valid JSON: \"a\" is given twice in one object (first at "
          + "line 1, column 2); give each key once")
    }
  }

  @Test(arguments: rejected)
  func rejectedFileIsOneLocatedLine(_ name: String) throws {
    let bytes = try Self.bytes(name)
    switch Self.read(bytes, name: name, duplicateKeys: .lastWins) {
    case .success(let node): Issue.record("\(name) was read: \(node)")
    case .failure(let problem): Self.expectOneLocatedLine(problem, in: bytes, name: name)
    }
  }

  /// Where JSON leaves a choice to the reader, TagFlow's (see docs/formats.md, "JSON input").
  enum Decision: CaseIterable {
    /// Numbers beyond Double's range: read, as written (the setting that reads one checks its range).
    case bigNumbersAreRead
    /// `\u` escapes of half a surrogate pair alone: refused at the escape.
    case loneSurrogatesAreRefused
    /// Bytes that are not UTF-8: refused at the first of them.
    case notUTF8IsRefused
    /// UTF-16, with or without a byte order mark: refused at the start.
    case utf16IsRefused
    /// Deeper than 128 arrays and objects: refused at the 129th.
    case deepNestingIsRefused
    /// A UTF-8 byte order mark at the start: skipped.
    case byteOrderMarkIsSkipped

    init(_ name: String) {
      switch name {
      case _ where name.hasPrefix("i_number_"): self = .bigNumbersAreRead
      case _ where name.lowercased().contains("utf16") || name.contains("UTF-16"): self = .utf16IsRefused
      case _ where name.contains("surrogate") && !name.contains("UTF8_surrogate"): self = .loneSurrogatesAreRefused
      case "i_structure_500_nested_arrays.json": self = .deepNestingIsRefused
      case "i_structure_UTF-8_BOM_empty_object.json": self = .byteOrderMarkIsSkipped
      default: self = .notUTF8IsRefused
      }
    }
  }

  @Test func everyUndecidedFileHasADecision() {
    let groups = Dictionary(grouping: Self.undecided, by: Decision.init).mapValues(\.count)
    #expect(groups[.bigNumbersAreRead] == 10)
    #expect(groups[.loneSurrogatesAreRefused] == 10)
    #expect(groups[.notUTF8IsRefused] == 10)
    #expect(groups[.utf16IsRefused] == 3)
    #expect(groups[.deepNestingIsRefused] == 1)
    #expect(groups[.byteOrderMarkIsSkipped] == 1)
  }

  @Test(arguments: undecided)
  func undecidedFileIsAsDecided(_ name: String) throws {
    let bytes = try Self.bytes(name)
    let result = Self.read(bytes, name: name, duplicateKeys: .refused)
    switch (Decision(name), result) {
    case (.bigNumbersAreRead, .success(let node)):
      // One number in a list, its text as the file writes it.
      let written = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: CharacterSet(charactersIn: "[] \n"))
      #expect(node.sequence?.first?.scalar?.string == written, "\(name): \(node)")
      #expect(node.sequence?.first?.scalar?.style == .plain)
    case (.byteOrderMarkIsSkipped, .success(let node)):
      #expect(node.mapping?.count == 0)
      #expect(node.mark?.column == 1)
    case (.loneSurrogatesAreRefused, .failure(let problem)):
      Self.expectOneLocatedLine(problem, in: bytes, name: name)
      #expect(problem.message.contains("surrogate pair"), "\(problem)")
      // At the escape's backslash.
      #expect(Self.character(of: bytes, line: problem.line, column: problem.column) == "\\", "\(problem)")
    case (.notUTF8IsRefused, .failure(let problem)):
      Self.expectOneLocatedLine(problem, in: bytes, name: name)
      #expect(problem.message.contains("not UTF-8"), "\(problem)")
      #expect(Self.character(of: bytes, line: problem.line, column: problem.column) == nil, "\(problem)")
    case (.utf16IsRefused, .failure(let problem)):
      #expect(problem.description.hasPrefix("\(name):1:1: not valid JSON: the text is UTF-16"), "\(problem)")
    case (.deepNestingIsRefused, .failure(let problem)):
      #expect(
        problem.description == "\(name):1:129: not valid JSON: arrays and objects nest more than 128 deep here; "
          + "the limit is 128")
    case (let decision, let result):
      Issue.record("\(name): \(decision) but \(result)")
    }
  }

  /// One line, `name:LINE:COLUMN: not valid JSON: …`, at a place inside the file,
  /// showing no control or invisible character.
  static func expectOneLocatedLine(_ problem: SourceProblem, in bytes: [UInt8], name: String) {
    let line = problem.description
    #expect(line.hasPrefix("\(name):\(problem.line):\(problem.column): not valid JSON: "), "\(line)")
    #expect(!line.contains("\n") && !line.contains("\r"), "\(line.debugDescription)")
    #expect(problem.message.unicodeScalars.allSatisfy { TOMLKey.isVisible($0) }, "\(line.debugDescription)")
    #expect(isInside(bytes, line: problem.line, column: problem.column), "\(line)")
  }

  /// The line exists, and the column is on it or just past its end.
  static func isInside(_ bytes: [UInt8], line: Int, column: Int) -> Bool {
    guard let characters = characters(of: bytes, line: line), column >= 1 else { return false }
    return column <= characters.count + 1
  }

  /// The character at a line and column; `nil` where the bytes are not UTF-8.
  static func character(of bytes: [UInt8], line: Int, column: Int) -> Character? {
    guard let characters = characters(of: bytes, line: line), column >= 1, column <= characters.count else {
      return nil
    }
    return characters[column - 1].map(Character.init)
  }

  /// A line's columns as the reader counts them: each character one, and each byte
  /// that is not UTF-8 one (`nil`); `nil` for a line the bytes do not have.
  static func characters(of bytes: [UInt8], line: Int) -> [Unicode.Scalar?]? {
    let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
    guard line >= 1, line <= lines.count else { return nil }
    let text = Array(lines[line - 1])
    var (at, result) = (0, [Unicode.Scalar?]())
    while at < text.count {
      let decoded = UTF8Position.scalar(in: text, at: at)
      result.append(decoded?.scalar)
      at += decoded?.length ?? 1
    }
    return result
  }
}

/// Comparing a node read from JSON with Foundation's reading of the same text.
enum JSONValue {
  /// The first difference, or `nil`: strings by code unit, numbers by value, keys and order of arrays.
  static func difference(expected: Any, actual: Node, at path: String = "$") -> String? {
    switch (expected, actual) {
    case (let text as String, .scalar(let scalar)):
      guard scalar.style == .doubleQuoted, scalar.isText else {
        return "\(path): \(scalar) is not a string"
      }
      return text.utf8.elementsEqual(scalar.string.utf8)
        ? nil : "\(path): expected \(text.debugDescription), got \(scalar.string.debugDescription)"
    case (is NSNull, .scalar(let scalar)):
      return scalar.string == "null" && scalar.style == .plain ? nil : "\(path): expected null, got \(scalar)"
    case (let number as NSNumber, .scalar(let scalar)):
      guard scalar.style == .plain else { return "\(path): \(scalar) is not plain" }
      if ["true", "false"].contains(scalar.string) {
        return (number.boolValue ? "true" : "false") == scalar.string
          ? nil : "\(path): expected \(number), got \(scalar)"
      }
      // Foundation's conversion may differ from Swift's in the last bit.
      guard let read = Double(scalar.string), abs(read - number.doubleValue) <= abs(read) * 1e-15 else {
        return "\(path): expected \(number), got \(scalar.string)"
      }
      return nil
    case (let items as [Any], .sequence(let sequence)):
      guard items.count == sequence.count else {
        return "\(path): expected \(items.count) items, got \(sequence.count)"
      }
      for (index, (left, right)) in zip(items, sequence).enumerated() {
        if let difference = difference(expected: left, actual: right, at: "\(path)[\(index)]") { return difference }
      }
      return nil
    case (let object as [String: Any], .mapping(let mapping)):
      guard object.count == mapping.count else { return "\(path): expected \(object.count) keys, got \(mapping.count)" }
      for (key, value) in mapping {
        guard let name = key.scalar?.string, let expectedValue = object[name] else { return "\(path): key \(key)" }
        if let difference = difference(expected: expectedValue, actual: value, at: "\(path).\(name)") {
          return difference
        }
      }
      return nil
    default:
      return "\(path): expected \(expected), got \(actual)"
    }
  }
}

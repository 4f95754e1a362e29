// Typed values from YAML nodes; a bad value becomes a located problem, and reading goes on.

import TagFlow

/// Reads values out of a YAML or JSON document (`compose` and `composeJSON`
/// give the root node; see `DataFormat` for which is which). Every
/// bad value is recorded with its line and column and reading goes on, so a
/// manifest's every problem is reported in one pass; files read whole or not
/// at all (themes, tag lists) throw the first problem.
package struct YAMLReader {
  package let file: String
  package var problems: [SourceProblem] = []
  /// The job being read, or `nil` for the file as a whole.
  package var jobIndex: Int? {
    didSet { section = jobIndex.map { "jobs[\($0)]." } ?? "" }
  }
  /// Put before field names in messages: `jobs[3].` while a job is read.
  package var section = ""
  /// Which links tags may carry.
  package var links = LinkPolicy.standard

  package init(file: String) {
    self.file = file
  }

  /// A YAML document's root node; `nil` when it is empty or not YAML (a problem then says where).
  package mutating func compose(_ text: String) -> Node? {
    do throws(TagFlowError) {
      try Limits.check(inputBytes: text.utf8.count, file: file)
    } catch {
      report(nil, error.message)
      return nil
    }
    do throws(YAMLEvents.Failure) {
      return try YAMLEvents(text: text).document()
    } catch {
      problems.append(error.problem(in: file))
      return nil
    }
  }

  /// The root node of a JSON document; `nil` when it is too large or not JSON (a
  /// problem then says where: `FILE:LINE:COLUMN: not valid JSON: …`). `firstLine`
  /// is the file's line of the bytes' first line, and `what` starts the message.
  package mutating func composeJSON(
    _ bytes: [UInt8], duplicateKeys: JSONParser.DuplicateKeys, firstLine: Int = 1, what: String = "not valid JSON"
  ) -> Node? {
    do throws(TagFlowError) {
      try Limits.check(inputBytes: bytes.count, file: file)
    } catch {
      report(nil, error.message)
      return nil
    }
    do {
      return try JSONParser.parse(bytes, firstLine: firstLine, duplicateKeys: duplicateKeys)
    } catch {
      problems.append(
        SourceProblem(file: file, line: error.line, column: error.column, message: "\(what): \(error.message)"))
      return nil
    }
  }

  /// `jobs[3].FIELD: ` inside a manifest's job, nothing in a file of its own:
  /// a theme file or tag list is itself the place.
  package func place(_ field: String) -> String {
    if section.isEmpty { return "" }
    // Inside one tag of a list, the tag is the place: `jobs[3].tags[5]: `.
    return section.contains("tags[") ? "\(section.dropLast()): " : "\(section)\(field): "
  }

  /// Problems found since the last call (all of them, the first time), in the order found.
  package mutating func takeProblems() -> [SourceProblem] {
    defer { problems.removeAll(keepingCapacity: true) }
    return problems
  }

  /// The first problem as an error, for files that are read whole or not at all.
  package var firstError: TagFlowError? {
    problems.first.map { .input(at: SourcePosition($0.file, line: $0.line, column: $0.column), .reported($0.message)) }
  }

  package mutating func report(_ node: Node?, _ message: String) {
    problems.append(
      SourceProblem(
        file: file, line: node?.mark?.line ?? 1, column: node?.mark?.column ?? 1, message: message,
        jobIndex: jobIndex))
  }

  /// How a value is quoted back in messages.
  package static func show(_ node: Node) -> String {
    switch node {
    case .scalar(let scalar): scalar.string.isEmpty ? "nothing" : "'\(oneLine(scalar.string))'"
    case .mapping: "a mapping"
    case .sequence: "a list"
    }
  }

  /// `text` fit for a one-line message (`Terminal.oneLine`).
  package static func oneLine(_ text: String) -> String { Terminal.oneLine(text) }

  package mutating func invalid(_ node: Node, _ field: String, expected: String) {
    report(node, "\(section)\(field): \(YAMLReader.show(node)) is not valid; expected \(expected)")
  }

  /// The pairs of a mapping whose keys are in `accepted`; other keys are reported.
  package mutating func mapping(_ node: Node, _ what: String, accepted: [String]) -> [(String, Node)]? {
    guard case .mapping(let mapping) = node else {
      report(node, "\(place("tags"))\(what): expected a mapping of \(accepted.joined(separator: ", "))")
      return nil
    }
    var pairs: [(String, Node)] = []
    for (key, value) in mapping {
      guard let name = key.string, accepted.contains(name) else {
        let list = accepted.joined(separator: ", ")
        let hint =
          key.string.flatMap { Suggestion.closest(to: $0, in: accepted) }.map { "did you mean '\($0)'? " } ?? ""
        report(key, "\(place("tags"))unknown key \(YAMLReader.show(key)) in \(what); \(hint)accepted: \(list)")
        continue
      }
      pairs.append((name, value))
    }
    return pairs
  }

  package mutating func string(_ node: Node, _ field: String) -> String? {
    guard case .scalar(let scalar) = node else {
      invalid(node, field, expected: "text")
      return nil
    }
    return scalar.string
  }

  /// A number in `setting`'s range, named by its key.
  package mutating func number(_ node: Node, _ setting: NumberSetting) -> Double? {
    guard case .scalar(let scalar) = node, let value = setting.value(of: scalar.string) else {
      invalid(node, setting.key, expected: setting.expected)
      return nil
    }
    return value
  }

  /// A whole number in `setting`'s range (`3`, `3.0` and `3e2` are whole).
  package mutating func integer(_ node: Node, _ setting: NumberSetting) -> Int? {
    number(node, setting).flatMap { Int(exactly: $0) }
  }

  package mutating func bool(_ node: Node, _ field: String) -> Bool? {
    guard let value = node.bool else {
      invalid(node, field, expected: "true or false")
      return nil
    }
    return value
  }

  package mutating func color(_ node: Node, _ field: String) -> RGBAColor? {
    // An unquoted #RRGGBB starts a YAML comment and leaves no value at all.
    if case .scalar(let scalar) = node, scalar.string.isEmpty, scalar.style == .plain {
      report(node, "\(section)\(field): no colour given; quote colours in YAML, as in \(field): \"#E8EEF7\"")
      return nil
    }
    guard let text = string(node, field) else { return nil }
    guard let color = RGBAColor(parsing: text) else {
      let hint = Suggestion.closest(to: text, in: RGBAColor.cssNames.keys).map { "; did you mean '\($0)'?" } ?? ""
      invalid(node, field, expected: RGBAColor.accepted + hint)
      return nil
    }
    return color
  }

  /// `[x, y]` or one number for both, each in `setting`'s range.
  package mutating func pair(_ node: Node, _ setting: NumberSetting) -> (Double, Double)? {
    func value(_ item: Node) -> Double? {
      guard case .scalar(let scalar) = item else { return nil }
      return setting.value(of: scalar.string)
    }
    switch node {
    case .scalar:
      if let both = value(node) { return (both, both) }
    case .sequence(let items) where items.count == 2:
      if let x = value(items[0]), let y = value(items[1]) { return (x, y) }
    default: break
    }
    invalid(node, setting.key, expected: setting.expected + ", or a list [x, y] of two")
    return nil
  }

  /// One of a closed set of words.
  package mutating func keyword<T>(_ node: Node, _ field: String, accepted: [String], _ parse: (String) -> T?) -> T? {
    guard case .scalar(let scalar) = node, let value = parse(scalar.string) else {
      invalid(node, field, expected: "one of " + accepted.joined(separator: ", "))
      return nil
    }
    return value
  }

  /// A list of text items, or one text item.
  package mutating func strings(_ node: Node, _ field: String) -> [(String, Node)]? {
    switch node {
    case .scalar(let scalar): return [(scalar.string, node)]
    case .sequence(let sequence):
      var result: [(String, Node)] = []
      for item in sequence {
        guard let text = string(item, field) else { return nil }
        result.append((text, item))
      }
      return result
    default:
      invalid(node, field, expected: "a list of text")
      return nil
    }
  }
}

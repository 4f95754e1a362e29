// Typed values from YAML nodes; a bad value becomes a located problem, and reading goes on.

import TagFlow
internal import Yams

/// Reads values out of a YAML or JSON document (`compose` and `composeJSON`
/// give the root node; see `DataFormat` for which is which). Every
/// bad value is recorded with its line and column and reading goes on, so a
/// manifest's every problem is reported in one pass; files read whole or not
/// at all (themes, tag lists) throw the first problem.
struct YAMLReader {
  let file: String
  var problems: [SourceProblem] = []
  /// The job being read, or `nil` for the file as a whole.
  var jobIndex: Int? {
    didSet { section = jobIndex.map { "jobs[\($0)]." } ?? "" }
  }
  /// Put before field names in messages: `jobs[3].` while a job is read.
  var section = ""
  /// Which links tags may carry.
  var links = LinkPolicy.standard

  init(file: String) {
    self.file = file
  }

  /// A YAML document's root node; `nil` when it is empty or not YAML (a problem then says where).
  mutating func compose(_ text: String) -> Node? {
    do throws(TagFlowError) {
      try Limits.check(inputBytes: text.utf8.count, file: file)
    } catch {
      report(nil, error.message)
      return nil
    }
    do {
      let root = try Yams.compose(yaml: text)
      if let root, !YAMLReader.expandsWithin(root, budget: Limits.yamlNodes) {
        // Aliases share one copy in memory, but every use is read again: a
        // few kilobytes of nested aliases can stand for billions of values.
        report(
          nil,
          "aliases add too many values; the limit is \(Limits.yamlNodes) values added by aliases (each use of an "
            + "alias counts its values again)")
        return nil
      }
      return root
    } catch let error as YamlError {
      switch error {
      case .duplicatedKeysInMapping(let keys, let context):
        let key = keys.first ?? ""
        let first = (line: context.mark.line, column: context.mark.column)
        let second = DuplicateKey.second(of: key, first: first, in: text) ?? first
        problems.append(
          SourceProblem(
            file: file, line: second.line, column: second.column,
            message: "'\(YAMLReader.oneLine(key))' is given twice in one mapping (first at line \(first.line), column "
              + "\(first.column)); give each key once"))
      case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
        .composer(_, let problem, let mark, _):
        problems.append(
          SourceProblem(file: file, line: mark.line, column: mark.column, message: "not valid YAML: \(problem)")
        )
      case .reader(let problem, _, _, _):
        report(nil, "not readable as text: \(problem)")
      default:
        report(nil, "not valid YAML: \(error)")
      }
    } catch {
      report(nil, "not valid YAML: \(error)")
    }
    return nil
  }

  /// The root node of a JSON document; `nil` when it is too large or not JSON (a
  /// problem then says where: `FILE:LINE:COLUMN: not valid JSON: …`). `firstLine`
  /// is the file's line of the bytes' first line, and `what` starts the message.
  mutating func composeJSON(
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

  /// Whether the values that aliases add to `node` number at most `budget`.
  /// A document's own values are bounded by its size; aliases are what can
  /// make a few kilobytes stand for billions. The parser gives every use of
  /// an alias the anchored node itself, with the anchor's place in the text,
  /// so a list or mapping met again at a place already seen is an alias's
  /// copy, and each of its values counts. Counting stops at the budget.
  static func expandsWithin(_ node: Node, budget: Int) -> Bool {
    struct Place: Hashable {
      let line: Int
      let column: Int
      let isMapping: Bool
    }
    var seen: Set<Place> = []
    var remaining = budget
    /// Every value of a copy counts, itself included.
    func count(_ node: Node) -> Bool {
      remaining -= 1
      guard remaining >= 0 else { return false }
      switch node {
      case .scalar, .alias: return true
      case .sequence(let items): return items.allSatisfy(count)
      case .mapping(let pairs): return pairs.allSatisfy { count($0.key) && count($0.value) }
      }
    }
    func walk(_ node: Node) -> Bool {
      let isMapping: Bool
      switch node {
      case .scalar, .alias: return true
      case .sequence: isMapping = false
      case .mapping: isMapping = true
      }
      if let mark = node.mark, !seen.insert(Place(line: mark.line, column: mark.column, isMapping: isMapping)).inserted
      {
        return count(node)
      }
      switch node {
      case .sequence(let items): return items.allSatisfy(walk)
      case .mapping(let pairs): return pairs.allSatisfy { walk($0.key) && walk($0.value) }
      case .scalar, .alias: return true
      }
    }
    return walk(node)
  }

  /// `jobs[3].FIELD: ` inside a manifest's job, nothing in a file of its own:
  /// a theme file or tag list is itself the place.
  func place(_ field: String) -> String {
    if section.isEmpty { return "" }
    // Inside one tag of a list, the tag is the place: `jobs[3].tags[5]: `.
    return section.contains("tags[") ? "\(section.dropLast()): " : "\(section)\(field): "
  }

  /// Problems found since the last call (all of them, the first time), in the order found.
  mutating func takeProblems() -> [SourceProblem] {
    defer { problems.removeAll(keepingCapacity: true) }
    return problems
  }

  /// The first problem as an error, for files that are read whole or not at all.
  var firstError: TagFlowError? {
    problems.first.map { .input(at: SourcePosition($0.file, line: $0.line, column: $0.column), .reported($0.message)) }
  }

  mutating func report(_ node: Node?, _ message: String) {
    problems.append(
      SourceProblem(
        file: file, line: node?.mark?.line ?? 1, column: node?.mark?.column ?? 1, message: message,
        jobIndex: jobIndex))
  }

  /// How a value is quoted back in messages.
  static func show(_ node: Node) -> String {
    switch node {
    case .scalar(let scalar): scalar.string.isEmpty ? "nothing" : "'\(oneLine(scalar.string))'"
    case .mapping: "a mapping"
    case .sequence: "a list"
    case .alias: "an alias"
    }
  }

  /// `text` fit for a one-line message (`Terminal.oneLine`).
  static func oneLine(_ text: String) -> String { Terminal.oneLine(text) }

  mutating func invalid(_ node: Node, _ field: String, expected: String) {
    report(node, "\(section)\(field): \(YAMLReader.show(node)) is not valid; expected \(expected)")
  }

  /// The pairs of a mapping whose keys are in `accepted`; other keys are reported.
  mutating func mapping(_ node: Node, _ what: String, accepted: [String]) -> [(String, Node)]? {
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

  mutating func string(_ node: Node, _ field: String) -> String? {
    guard case .scalar(let scalar) = node else {
      invalid(node, field, expected: "text")
      return nil
    }
    return scalar.string
  }

  /// A number in `setting`'s range, named by its key.
  mutating func number(_ node: Node, _ setting: NumberSetting) -> Double? {
    guard case .scalar(let scalar) = node, let value = setting.value(of: scalar.string) else {
      invalid(node, setting.key, expected: setting.expected)
      return nil
    }
    return value
  }

  /// A whole number in `setting`'s range (`3`, `3.0` and `3e2` are whole).
  mutating func integer(_ node: Node, _ setting: NumberSetting) -> Int? {
    number(node, setting).flatMap { Int(exactly: $0) }
  }

  mutating func bool(_ node: Node, _ field: String) -> Bool? {
    guard let value = node.bool else {
      invalid(node, field, expected: "true or false")
      return nil
    }
    return value
  }

  mutating func color(_ node: Node, _ field: String) -> RGBAColor? {
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
  mutating func pair(_ node: Node, _ setting: NumberSetting) -> (Double, Double)? {
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
  mutating func keyword<T>(_ node: Node, _ field: String, accepted: [String], _ parse: (String) -> T?) -> T? {
    guard case .scalar(let scalar) = node, let value = parse(scalar.string) else {
      invalid(node, field, expected: "one of " + accepted.joined(separator: ", "))
      return nil
    }
    return value
  }

  /// A list of text items, or one text item.
  mutating func strings(_ node: Node, _ field: String) -> [(String, Node)]? {
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

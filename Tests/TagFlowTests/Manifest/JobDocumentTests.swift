// JobDocument: one job from a JSON or YAML document, read as the same keys in a one-job manifest are.

import Foundation
import Testing

@testable import TagFlow
@testable import TagFlowBatch
@testable import TagFlowReaders

@Suite struct JobDocumentTests {
  /// The fixture fonts, by absolute path: outside the document's folder, so both readings allow that.
  static let fontFiles = Fixtures.fonts.files

  /// A document's entries, `(key, YAML value)`, in the order written.
  typealias Entries = [(key: String, value: String)]

  /// The entries of one generated job: tags, the fixture fonts alone, and random settings from
  /// the samples of `FingerprintSettingTests` (every key of a job); sometimes a misspelt key
  /// or a bad value too.
  static func entries(_ generator: inout SeededGenerator, output: Bool = true) -> Entries {
    var entries: Entries = [
      ("tags", "[swift, linux, '', pango, {text: cairo, weight: 3}]"),
      ("fontFiles", "[" + fontFiles.map { "'\($0)'" }.joined(separator: ", ") + "]"),
      ("systemFonts", "false"),
    ]
    if output { entries.append(("output", "images/tags.png")) }
    let keys = FingerprintSettingTests.keys.filter { $0 != "systemFonts" }
    var chosen = Set(keys.shuffled(using: &generator).prefix(Int.random(in: 0...6, using: &generator)))
    if chosen.contains("alignContent") || chosen.contains("fitBox") { chosen.insert("height") }
    for key in keys where chosen.contains(key) {
      entries.append((key, FingerprintSettingTests.samples[key]!))
    }
    switch Int.random(in: 0..<6, using: &generator) {
    case 0:
      let key = keys.randomElement(using: &generator)!
      entries.append((String(key.dropLast()), "1"))  // `widt`: did you mean 'width'?
    case 1:
      let key = keys.filter { !chosen.contains($0) }.randomElement(using: &generator)!
      entries.append((key, "'-999x'"))
    default: break
    }
    return entries.shuffled(using: &generator)
  }

  /// One entry per line: `key: value`.
  static func yaml(_ entries: Entries) -> String {
    entries.map { "\($0.key): \($0.value)\n" }.joined()
  }

  /// An object with one member per line, between `{` and `}` on lines of their own.
  static func json(_ entries: Entries) -> String {
    "{\n" + entries.map { "  \"\($0.key)\": \(jsonValue($0.value))" }.joined(separator: ",\n") + "\n}"
  }

  /// A sample's YAML flow value as JSON: lists and mappings item by item, quoted or bare words as strings.
  static func jsonValue(_ yaml: String) -> String {
    let value = yaml.trimmingCharacters(in: .whitespaces)
    if value.hasPrefix("[") || value.hasPrefix("{") {
      let inner = value.dropFirst().dropLast()
      var items: [String] = []
      var depth = 0
      var current = ""
      for character in inner {
        if character == "[" || character == "{" { depth += 1 }
        if character == "]" || character == "}" { depth -= 1 }
        if character == ",", depth == 0 {
          items.append(current)
          current = ""
        } else {
          current.append(character)
        }
      }
      items.append(current)
      let open = value.hasPrefix("[")
      let converted = items.map { item -> String in
        guard !open, let colon = item.firstIndex(of: ":") else { return jsonValue(item) }
        return jsonValue(String(item[..<colon])) + ": " + jsonValue(String(item[item.index(after: colon)...]))
      }
      return (open ? "[" : "{") + converted.joined(separator: ", ") + (open ? "]" : "}")
    }
    if value.hasPrefix("'") { return "\"" + value.dropFirst().dropLast() + "\"" }
    if value == "true" || value == "false" || Double(value) != nil { return value }
    return "\"" + value + "\""
  }

  /// The same entries as the one job of a manifest, each line of the document indented under
  /// `jobs:` and `-`: two lines down and four columns right (YAML), one line down (JSON).
  static func manifest(_ entries: Entries, json: Bool) -> String {
    if json { return "{\"jobs\": [\n" + Self.json(entries) + "\n]}" }
    return "jobs:\n  -\n" + yaml(entries).split(separator: "\n").map { "    " + $0 + "\n" }.joined()
  }

  /// What a manifest reports first, moved to where the document has it and worded for a job alone.
  static func documentProblem(_ problem: SourceProblem, json: Bool) -> String {
    let line = problem.line - (json ? 1 : 2)
    let column = problem.column - (json ? 0 : 4)
    let message = problem.message.replacing("jobs[0]", with: "job")
    return "\(json ? "job.json" : "job.yaml"):\(line):\(column): \(message)"
  }

  /// For random settings, a document gives the job (outputs and scale too) that the same keys
  /// give in a one-job manifest, or the manifest's first problem at the same place.
  @Test(arguments: [false, true])
  func aDocumentReadsAsAOneJobManifest(json: Bool) throws {
    var generator = SeededGenerator(seed: json ? 20 : 34)
    let file = json ? "job.json" : "job.yaml"
    let policy = ManifestPolicy(allowsOutsidePaths: true)
    var (valid, invalid) = (0, 0)
    for round in 0..<300 {
      let entries = Self.entries(&generator)
      let text = json ? Self.json(entries) : Self.yaml(entries)
      let manifest = Manifest.parse(
        Self.manifest(entries, json: json), file: json ? "m.json" : "m.yaml", folder: "site", policy: policy)
      let read = Result { () throws(TagFlowError) in
        try JobDocument(text, file: file, folder: "site", allowsOutsidePaths: true)
      }
      switch read {
      case .success(let document):
        let job = try #require(manifest.jobs.first, "round \(round): \(manifest.problems)\n\(text)")
        #expect(document.job == job.job, "round \(round)\n\(text)")
        #expect(document.scale == job.scale)
        #expect(document.outputs == job.outputs.map { JobDocument.Output(path: $0.path, format: $0.format) })
        // Equal jobs draw equal bytes: a few are drawn to show it.
        if valid < 4 {
          #expect(
            undated(try document.job.render(as: .svg, scale: document.scale))
              == undated(try job.job.render(as: .svg, scale: job.scale)))
        }
        valid += 1
      case .failure(let error):
        let first = try #require(manifest.problems.first, "round \(round): \(error)\n\(text)")
        #expect(error.description == Self.documentProblem(first, json: json), "round \(round)\n\(text)")
        guard case .input = error else {
          Issue.record("round \(round): \(error) is no located input problem")
          continue
        }
        invalid += 1
      }
    }
    // Both kinds of case are generated.
    #expect(valid > 100 && invalid > 40, "\(valid) valid, \(invalid) invalid")
  }

  /// Without `output` a document is still a job: no outputs, the same job as with one.
  @Test func outputMayBeLeftOut() throws {
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<20 {
      let entries = Self.entries(&generator, output: false)
      guard let document = try? JobDocument(Self.yaml(entries), file: "job.yaml", allowsOutsidePaths: true) else {
        continue
      }
      let written = try JobDocument(
        Self.yaml(entries + [("output", "a.svg")]), file: "job.yaml", allowsOutsidePaths: true)
      #expect(document.outputs == [])
      #expect(document.job == written.job)
      #expect(written.outputs == [JobDocument.Output(path: "a.svg", format: .svg)])
    }
  }

  /// Relative paths start at the folder given; a path leading out of it is refused, as a manifest's is.
  @Test func relativePathsStartAtTheFolder() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-jobdoc-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url.appendingPathComponent("lists"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: url) }
    try Data("swift\nlinux\n".utf8).write(to: url.appendingPathComponent("lists/tags.txt"))
    try Data("extends: dark\nradius: 3\n".utf8).write(to: url.appendingPathComponent("look.yaml"))
    let font = url.appendingPathComponent("font.ttf")
    try FileManager.default.copyItem(atPath: Fixtures.path("Fonts/DejaVuSans.ttf"), toPath: font.path)
    let folder = url.path
    let document = try JobDocument(
      """
      {"tagsFile": "lists/tags.txt", "theme": "look.yaml", "fontFiles": ["font.ttf"], "systemFonts": false,
       "format": ["png", "pdf"], "output": "out/tags", "scale": 2}
      """, file: "job.json", folder: folder)
    #expect(document.job.tags.map(\.text) == ["swift", "linux"])
    #expect(document.job.style.cornerRadius == 3)
    #expect(document.job.fonts.files == [folder + "/font.ttf"])
    #expect(document.scale == 2)
    #expect(
      document.outputs == [
        JobDocument.Output(path: folder + "/out/tags.png", format: .png),
        JobDocument.Output(path: folder + "/out/tags.pdf", format: .pdf),
      ])
    let outside = #expect(throws: TagFlowError.self) {
      try JobDocument("tagsFile: ../tags.txt\n", file: "job.yaml", folder: folder)
    }
    let manifest = Manifest.parse(
      "jobs:\n  -\n    tagsFile: ../tags.txt\n    output: a.png\n", file: "m.yaml", folder: folder)
    #expect(outside?.description == Self.documentProblem(try #require(manifest.problems.first), json: false))
  }

  /// Mistakes a person makes, with the manifest's words at the document's line and column.
  @Test func mistakesAreLocated() throws {
    let cases: [(text: String, file: String, message: String)] = [
      ("tags: [a]\nwidht: 300\n", "job.yaml", "job.yaml:2:1: job: unknown key 'widht'; did you mean 'width'?"),
      (
        "tags: [a]\nwidth: -5\n", "job.yaml",
        "job.yaml:2:8: job.width: '-5' is not valid; expected a number of points from 1 to 32767"
      ),
      ("width: 300\n", "job.yaml", "job.yaml:1:1: job: no tags; give 'tags' (a list) or 'tagsFile' (one tag per line)"),
      ("- a\n- b\n", "job.yaml", "job.yaml:1:1: job: expected a mapping with 'tags' or 'tagsFile'"),
      ("", "job.yaml", "job.yaml:1:1: the job document is empty"),
      (
        "{\"tags\": [\"a\"], \"tags\": [\"b\"]}", "job.json",
        "job.json:1:17: not valid JSON: \"tags\" is given twice in one object (first at line 1, column 2); give each key once"
      ),
      (
        "tags: [a]\noutput: tags.gif\n", "job.yaml",
        "job.yaml:2:9: job.output: cannot tell the format of 'tags.gif'; use a .png, .svg or .pdf name, or 'format'"
      ),
    ]
    for (text, file, message) in cases {
      let error = #expect(throws: TagFlowError.self) { try JobDocument(text, file: file) }
      #expect(error?.description == message)
    }
  }
}

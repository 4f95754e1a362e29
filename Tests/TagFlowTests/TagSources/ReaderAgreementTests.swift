// Every reader of tags against the others: the same list gives the same tags, and every kind of bad tag a located error.

import Foundation
import Testing

@testable import TagFlow
@testable import TagFlowBatch
@testable import TagFlowReaders

@Suite struct ReaderAgreementTests {
  /// One way of writing a list of tags to a file, and of reading it back.
  struct Reader: Sendable, CustomStringConvertible {
    var name: String
    var file: String
    /// The file's text for these tags, each on a line of its own.
    var write: @Sendable ([String]) -> String
    /// The file's line of the tag at an index.
    var line: @Sendable (Int) -> Int
    /// The tags read back, or the error (its description: `FILE:LINE[:COLUMN]: …`).
    var read: @Sendable (String) -> Result<[String], ReadError>

    var description: String { name }
  }

  struct ReadError: Error {
    var message: String
  }

  /// A text written in a double-quoted string of JSON, YAML or TOML: `"` and `\` escaped, and
  /// every control character as `\uXXXX`.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  private static func run(_ body: () throws -> [String]) -> Result<[String], ReadError> {
    do {
      return .success(try body())
    } catch let error as TagFlowError {
      return .failure(ReadError(message: error.message))
    } catch {
      return .failure(ReadError(message: "\(error)"))
    }
  }

  /// Tags as front matter and package manifests give them: counted, one document.
  private static func counted(_ texts: [String]) -> [String] {
    var tally = TagTally()
    tally.add(document: texts)
    return tally.tags.map(\.text)
  }

  private static func manifest(_ text: String, _ file: String) -> Result<[String], ReadError> {
    let manifest = Manifest.parse(text, file: file, folder: "")
    if let problem = (manifest.fatalProblems + manifest.problems).first {
      return .failure(ReadError(message: problem.description))
    }
    return .success(manifest.jobs.first?.job.tags.map(\.text) ?? [])
  }

  private static func frontMatter(_ text: String) -> Result<[String], ReadError> {
    run {
      counted(
        try TagSourceReader.frontMatterTags(
          Array(text.utf8), isWholeFile: true, keys: TagSourceReader.defaultKeys, source: "post.md"))
    }
  }

  private static func package(_ kind: PackageManifest, _ text: String, _ file: String) -> Result<[String], ReadError> {
    run { counted(try kind.tags(in: Array(text.utf8), keys: TagSourceReader.defaultKeys, source: file)) }
  }

  static let readers: [Reader] = [
    Reader(
      name: "tag file", file: "tags.txt", write: { $0.map { $0 + "\n" }.joined() }, line: { $0 + 1 },
      read: { text in run { try TagItem.parseList(text, source: "tags.txt").map(\.text) } }),
    Reader(
      name: "YAML list", file: "tags.yaml", write: { $0.map { "- \(quoted($0))\n" }.joined() }, line: { $0 + 1 },
      read: { text in run { try TagItem.parseYAMLList(text, source: "tags.yaml").map(\.text) } }),
    Reader(
      name: "JSON list", file: "tags.json", write: { "[\n" + $0.map(quoted).joined(separator: ",\n") + "\n]\n" },
      line: { $0 + 2 },
      read: { text in run { try TagItem.parseJSONList(Array(text.utf8), source: "tags.json").map(\.text) } }),
    Reader(
      name: "YAML manifest", file: "m.yaml",
      write: { "jobs:\n  - output: a.png\n    tags:\n" + $0.map { "      - \(quoted($0))\n" }.joined() },
      line: { $0 + 4 }, read: { manifest($0, "m.yaml") }),
    Reader(
      name: "JSON manifest", file: "m.json",
      write: {
        "{\"jobs\": [{\"output\": \"a.png\", \"tags\": [\n" + $0.map(quoted).joined(separator: ",\n") + "\n]}]}\n"
      },
      line: { $0 + 2 }, read: { manifest($0, "m.json") }),
    Reader(
      name: "JSON Lines manifest", file: "m.jsonl",
      write: { "{\"output\": \"a.png\", \"tags\": [" + $0.map(quoted).joined(separator: ", ") + "]}\n" },
      line: { _ in 1 }, read: { manifest($0, "m.jsonl") }),
    Reader(
      name: "YAML front matter", file: "post.md",
      write: { "---\ntitle: Post\ntags:\n" + $0.map { "  - \(quoted($0))\n" }.joined() + "---\nText.\n" },
      line: { $0 + 4 }, read: frontMatter),
    Reader(
      name: "TOML front matter", file: "post.md",
      write: { "+++\ntitle = \"Post\"\ntags = [\n" + $0.map { "  \(quoted($0)),\n" }.joined() + "]\n+++\nText.\n" },
      line: { $0 + 4 }, read: frontMatter),
    Reader(
      name: "JSON front matter", file: "post.md",
      write: { "{\n\"title\": \"Post\",\n\"tags\": [\n" + $0.map(quoted).joined(separator: ",\n") + "\n]\n}\nText.\n" },
      line: { $0 + 4 }, read: frontMatter),
    Reader(
      name: "package.json", file: "package.json",
      write: { "{\n\"name\": \"p\",\n\"keywords\": [\n" + $0.map(quoted).joined(separator: ",\n") + "\n]\n}\n" },
      line: { $0 + 4 }, read: { package(.json, $0, "package.json") }),
    Reader(
      name: "Cargo.toml", file: "Cargo.toml",
      write: { "[package]\nname = \"p\"\nkeywords = [\n" + $0.map { "  \(quoted($0)),\n" }.joined() + "]\n" },
      line: { $0 + 4 }, read: { package(.cargo, $0, "Cargo.toml") }),
    Reader(
      name: "pyproject.toml", file: "pyproject.toml",
      write: { "[project]\nname = \"p\"\nkeywords = [\n" + $0.map { "  \(quoted($0)),\n" }.joined() + "]\n" },
      line: { $0 + 4 }, read: { package(.pyproject, $0, "pyproject.toml") }),
    Reader(
      name: "Markdown tags block", file: "doc.md",
      write: { "# Doc\n\n```tags\n" + $0.map { $0 + "\n" }.joined() + "```\n" },
      line: { $0 + 4 },
      read: { text in
        run { try MarkdownTagsDocument(bytes: Array(text.utf8), source: "doc.md").blocks.first?.tags.map(\.text) ?? [] }
      }),
  ]

  /// Pieces of tags: letters of several scripts, emoji, punctuation that each format escapes
  /// or not, a single space inside, and a combining mark on a space (which must stay).
  static let pieces = [
    "a", "b", "z", "Q", "7", "é", "ü", "語", "😀", "👩‍💻", "-", "+", "#", ".", "/", "\"", "\\", "'", " x", " \u{301}", "c++",
    "swift", "Linux", "ß", "ﬁ", "\u{0627}\u{0644}",
  ]

  /// Random tags, distinct as a tally counts them (case, white space and normalisation aside).
  static func randomTags(_ generator: inout SeededGenerator) -> [String] {
    var tags: [String] = []
    var seen: Set<String> = []
    let count = Int.random(in: 1...12, using: &generator)
    while tags.count < count {
      var tag = ""
      for _ in 0..<Int.random(in: 1...5, using: &generator) {
        tag += pieces[Int.random(in: 0..<pieces.count, using: &generator)]
      }
      // A tag starts with something that shows; `- x` would be a list in Markdown, `#` a heading.
      if tag.first == " " || tag.first == "-" || tag.first == "#" || tag.first == "+" { tag = "t" + tag }
      guard seen.insert(tag.lowercased()).inserted else { continue }
      tags.append(tag)
    }
    return tags
  }

  @Test(arguments: readers)
  func theSameListGivesTheSameTags(reader: Reader) throws {
    var generator = SeededGenerator(seed: 40)
    for round in 0..<200 {
      let tags = Self.randomTags(&generator)
      let text = reader.write(tags)
      switch reader.read(text) {
      case .success(let read):
        #expect(read == tags, "round \(round), \(reader):\n\(text)")
      case .failure(let error):
        Issue.record("round \(round), \(reader): \(error.message)\n\(text)")
      }
    }
  }

  /// `null` is no tag in any structured reader: never a chip named "null".
  @Test func nullIsNoTag() throws {
    let expected = ["a", "b"]
    let documents: [(String, Result<[String], ReadError>)] = [
      ("YAML list", Self.run { try TagItem.parseYAMLList("- a\n- null\n- ~\n- b\n", source: "t.yaml").map(\.text) }),
      (
        "JSON list",
        Self.run { try TagItem.parseJSONList(Array(#"["a", null, "b"]"#.utf8), source: "t.json").map(\.text) }
      ),
      ("YAML manifest", Self.manifest("jobs:\n  - {output: a.png, tags: [a, null, ~, b]}\n", "m.yaml")),
      ("JSON manifest", Self.manifest(#"{"jobs": [{"output": "a.png", "tags": ["a", null, "b"]}]}"#, "m.json")),
      ("JSON Lines", Self.manifest(#"{"output": "a.png", "tags": ["a", null, "b"]}"# + "\n", "m.jsonl")),
      ("front matter", Self.frontMatter("---\ntags: [a, null, ~, b]\n---\n")),
      ("JSON front matter", Self.frontMatter("{\n\"tags\": [\"a\", null, \"b\"]\n}\n")),
      ("package.json", Self.package(.json, #"{"keywords": ["a", null, "b"]}"#, "package.json")),
    ]
    for (name, result) in documents {
      #expect((try? result.get()) == expected, "\(name): \(result)")
    }
    // Text that reads "null" is a tag like any other.
    #expect(try TagItem.parseJSONList(Array(#"["null"]"#.utf8), source: "t.json").map(\.text) == ["null"])
    #expect(try TagItem.parseYAMLList("- 'null'\n", source: "t.yaml").map(\.text) == ["null"])
  }

  /// The kinds of bad tag: control characters (C0, escape, DEL, C1), more characters than a
  /// tag may have, and a character of more code points than one may have.
  static let badTags = [
    "a\u{1}b", "\u{1B}[31mred", "del\u{7F}", "c1\u{9B}x", String(repeating: "x", count: Limits.tagCharacters + 1),
    "e" + String(repeating: "\u{301}", count: 40),
  ]

  /// Every reader, every kind of bad tag, at a random place in a list of good ones: one error,
  /// at the file and the line where the bad tag is written.
  @Test(arguments: readers)
  func everyBadTagIsLocated(reader: Reader) throws {
    var generator = SeededGenerator(seed: 4)
    for bad in Self.badTags {
      for _ in 0..<3 {
        var tags = Self.randomTags(&generator)
        let index = Int.random(in: 0...tags.count, using: &generator)
        tags.insert(bad, at: index)
        let text = reader.write(tags)
        let place = "\(reader.file):\(reader.line(index)):"
        switch reader.read(text) {
        case .success(let read):
          Issue.record("\(reader): \(bad.debugDescription.prefix(40)) read as \(read.count) tags")
        case .failure(let error):
          #expect(error.message.hasPrefix(place), "\(reader): expected \(place) …, got: \(error.message.prefix(300))")
          let kind =
            bad.count > Limits.tagCharacters
            ? "too long" : bad.unicodeScalars.count > 32 ? "code points" : "without control characters"
          #expect(error.message.contains(kind), "\(reader): \(error.message.prefix(300))")
        }
      }
    }
  }
}

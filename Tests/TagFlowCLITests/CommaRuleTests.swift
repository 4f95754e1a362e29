// One comma rule for every text that lists tags: an argument, a ```tags block's line, a front-matter text.

import Foundation
import Testing

@Suite struct CommaRuleTests {
  /// The chips `tagflow layout` draws for `arguments`, in order.
  static func chips(_ arguments: [String], in folder: URL) throws -> [String] {
    let result = try TagflowBinary.run(["layout"] + arguments + fixtureFonts, in: folder)
    #expect(result.status == 0, "\(arguments): \(result.stderr)")
    let json = try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any]
    return (json?["chips"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
  }

  /// A generated list of distinct tags (some with a comma kept by `\,`, some with spaces) and
  /// one text that lists them: separators with and without spaces around, empty items between
  /// and at either end.
  static func generated(seed: Int) -> (tags: [String], text: String) {
    var random = SeededGenerator(UInt64(seed) &* 2654 &+ 11)
    let words = ["swift", "linux", "C", "C++", "machine learning", "Hello, world", "a:b", "日本語", "x\\y", "pango"]
    let tags = Array(words.shuffled(using: &random).prefix(Int.random(in: 1...6, using: &random)))
    var text = Bool.random(using: &random) ? ", " : ""
    for (index, tag) in tags.enumerated() {
      if index > 0 { text += [",", ", ", " ,", " , ", ",,", ", ,"].randomElement(using: &random)! }
      text += tag.replacingOccurrences(of: ",", with: "\\,")
    }
    if Bool.random(using: &random) { text += [",", ", ", " ,"].randomElement(using: &random)! }
    return (tags, text)
  }

  /// The same text gives the same tags as one argument, as a line of a ```tags block and as a
  /// front-matter field written as one text; as several arguments each piece is its own.
  @Test(arguments: 0..<12)
  func oneRuleForEveryTextThatListsTags(seed: Int) throws {
    let (tags, text) = Self.generated(seed: seed)
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try Self.chips([text], in: folder) == tags, "argument \(text)")
    try Data("---\ntitle: Post\ntags: '\(text)'\n---\n".utf8).write(to: folder.appendingPathComponent("post.md"))
    #expect(try Self.chips(["--from-front-matter", "post.md"], in: folder) == tags, "front matter \(text)")
    try Data("```tags\n\(text)\n```\n".utf8).write(to: folder.appendingPathComponent("page.md"))
    let markdown = try TagflowBinary.run(["markdown", "page.md", "-o", "out.md"] + fixtureFonts, in: folder)
    #expect(markdown.status == 0, "\(markdown.stderr)")
    let out = try String(contentsOf: folder.appendingPathComponent("out.md"), encoding: .utf8)
    let alt = "tags: " + tags.joined(separator: ", ")
    let escaped = alt.replacingOccurrences(of: "\\", with: "\\\\")
    #expect(out.hasPrefix("![\(escaped)](out-1.svg)"), "block \(text): \(out)")
    // Split at a comma between two tags, the two arguments give the same chips.
    if tags.count >= 2, let cut = text.firstRange(of: /[^\\],/) {
      let (first, second) = (String(text[..<text.index(after: cut.lowerBound)]), String(text[cut.upperBound...]))
      #expect(try Self.chips([first, second], in: folder) == tags, "arguments \(first) | \(second)")
    }
  }

  /// Where a list holds one tag per item, commas are text: a YAML list in front matter, a
  /// tag file's lines, a manifest's tags.
  @Test func aListItemIsOneTagCommasAndAll() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("---\ntags: ['Hello, world', swift]\n---\n".utf8).write(to: folder.appendingPathComponent("post.md"))
    #expect(try Self.chips(["--from-front-matter", "post.md"], in: folder) == ["Hello, world", "swift"])
    try Data("Hello, world\nswift\n".utf8).write(to: folder.appendingPathComponent("tags.txt"))
    #expect(try Self.chips(["--input", "tags.txt"], in: folder) == ["Hello, world", "swift"])
    try Data("- Hello, world\n- swift\n".utf8).write(to: folder.appendingPathComponent("tags.yaml"))
    #expect(try Self.chips(["--input", "tags.yaml"], in: folder) == ["Hello, world", "swift"])
  }

  /// An argument of commas and spaces only holds no tag: one line saying how commas work.
  @Test(arguments: [",", " , ", ",,", ", ,"])
  func anArgumentOfCommasIsRefused(_ argument: String) throws {
    let result = try TagflowBinary.run(["render", "swift", argument, "-o", "a.png"] + fixtureFonts)
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "tagflow: error: tag: '\(argument)' is not valid; expected text; commas separate tags ('a, b' is two), "
        + "and '\\,' keeps a comma in a tag\n")
  }

  /// Weights and kept colons still read per tag: `swift:3,linux:2` is two weighted tags.
  @Test func weightsAreReadPerTag() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try Self.chips(["swift:3,linux:2", "'12\\:30', c++"], in: folder) == ["swift", "linux", "'12:30'", "c++"])
  }
}

// The CommonMark spec's examples (Fixtures/CommonMark): the code blocks the block finder reports are those of the spec's HTML.

import Foundation
import Testing

@testable import TagFlow
@testable import TagFlowReaders

/// Every example of the CommonMark spec, read by `CommonMarkBlocks`: its code
/// blocks, in order, must be those of the example's HTML, each as
/// `<pre><code class="language-X">content</code></pre>` (or without the class).
/// Indented code and fences without an info string are compared too (both are
/// `<pre><code>`): they are what keeps fence-like lines from being fences.
@Suite struct CommonMarkConformanceTests {
  struct Example: Sendable, CustomTestStringConvertible {
    var number: Int
    var section: String
    var markdown: String
    var html: String
    var testDescription: String { "example \(number) (\(section))" }
  }

  static let examples: [Example] = {
    let url = URL(fileURLWithPath: Fixtures.path("CommonMark/examples.json"))
    guard let data = try? Data(contentsOf: url),
      let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let list = document["examples"] as? [[String: Any]]
    else { return [] }
    return list.compactMap { entry in
      guard let number = entry["example"] as? Int, let section = entry["section"] as? String,
        let markdown = entry["markdown"] as? String, let html = entry["html"] as? String
      else { return nil }
      return Example(number: number, section: section, markdown: markdown, html: html)
    }
  }()

  /// A code block as the HTML shows it: the first word of the info string (`nil`
  /// without one, or for indented code), and the content.
  struct Code: Equatable, CustomStringConvertible {
    var language: String?
    var content: String
    var description: String { "\(language.map { "[\($0)] " } ?? "")\(content.debugDescription)" }
  }

  /// Examples whose code blocks differ from the spec's, each with the reason it is left so.
  static let exempt: [Int: String] = [
    34: """
    a named character reference in the info string (`f&ouml;&ouml;`) is kept as written: only the names \
    that stand for ASCII are decoded (`&amp;`, `&Tab;`, …), since no other name can spell or separate the \
    word `tags`, and HTML's more than two thousand names are not worth carrying for it
    """
  ]

  static func found(_ markdown: String) throws -> [Code] {
    let bytes = Array(markdown.utf8)
    return try CommonMarkBlocks(bytes: bytes).codeBlocks.map { block in
      let language = block.fence.map { String(decoding: $0.decodedLanguage, as: UTF8.self) }
      let content = block.lines.map {
        String(repeating: " ", count: $0.spaces) + String(decoding: bytes[$0.bytes], as: UTF8.self) + "\n"
      }
      return Code(language: language?.isEmpty == false ? language : nil, content: content.joined())
    }
  }

  /// The `<pre><code>` elements of an example's HTML, entities decoded.
  static func expected(_ html: String) -> [Code] {
    var codes: [Code] = []
    var rest = html[...]
    while let open = rest.range(of: "<pre><code") {
      rest = rest[open.upperBound...]
      var language: String?
      if rest.hasPrefix(" class=\"language-"), let quote = rest.dropFirst(17).firstIndex(of: "\"") {
        language = decoded(String(rest[rest.index(rest.startIndex, offsetBy: 17)..<quote]))
        rest = rest[quote...].dropFirst()
      }
      guard rest.hasPrefix(">"), let close = rest.range(of: "</code></pre>") else { break }
      codes.append(Code(language: language, content: decoded(String(rest.dropFirst()[..<close.lowerBound]))))
      rest = rest[close.upperBound...]
    }
    return codes
  }

  /// The four entities a CommonMark renderer writes in code: `&lt;` `&gt;` `&quot;` `&amp;`.
  static func decoded(_ text: String) -> String {
    text.replacing("&lt;", with: "<").replacing("&gt;", with: ">").replacing("&quot;", with: "\"")
      .replacing("&amp;", with: "&")
  }

  /// Random documents of the lines that decide where code blocks are (containers, fences,
  /// HTML blocks, link reference definitions, tabs, CR line endings), with the code blocks
  /// commonmark.js 0.31.2 found in them (scripts/commonmark).
  static let generated: [(markdown: String, codes: [Code])] = {
    let url = URL(fileURLWithPath: Fixtures.path("CommonMark/generated.json"))
    guard let data = try? Data(contentsOf: url),
      let list = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
    else { return [] }
    return list.compactMap { entry in
      guard let markdown = entry["markdown"] as? String, let codes = entry["codes"] as? [[Any]] else { return nil }
      return (markdown, codes.map { Code(language: $0.first as? String, content: $0.last as? String ?? "") })
    }
  }()

  @Test func generatedDocumentsAgreeWithCommonmarkJS() throws {
    #expect(Self.generated.count == 2000)
    var disagreements: [String] = []
    for (markdown, expected) in Self.generated {
      let found = try Self.found(markdown)
      if found != expected {
        disagreements.append("\(markdown.debugDescription)\nexpected: \(expected)\nfound:    \(found)")
      }
    }
    #expect(
      disagreements.isEmpty,
      "\(disagreements.count) differ; the first:\n\(disagreements.prefix(5).joined(separator: "\n"))")
  }

  /// What CommonMark calls a `tags` code block becomes an image or is reported: a document
  /// without one has no block and no error; a document with some has one ```tags block for
  /// each, or an error at the opening line of one of them (most of these are cut short by
  /// their container, or hold no tags).
  @Test func everyTagsCodeBlockIsABlockOrAnError() throws {
    var counts = (withoutTags: 0, read: 0, refused: 0)
    for (markdown, expected) in Self.generated {
      let tagsBlocks = expected.filter { $0.language == "tags" }.count
      let lines = try CommonMarkBlocks(bytes: Array(markdown.utf8)).codeBlocks.filter {
        $0.fence.map { String(decoding: $0.decodedLanguage, as: UTF8.self) } == "tags"
      }.map(\.line)
      do {
        let document = try MarkdownTagsDocument(bytes: Array(markdown.utf8), source: "gen.md")
        #expect(document.blocks.count == tagsBlocks, "\(markdown.debugDescription)")
        #expect(document.blocks.map(\.line) == lines, "\(markdown.debugDescription)")
        if tagsBlocks == 0 { counts.withoutTags += 1 } else { counts.read += 1 }
      } catch {
        // At a block's opening line, or at a tag's own line inside a block (a refused tag).
        let line = error.message.dropFirst("gen.md:".count).prefix { $0.isNumber }
        #expect(
          error.message.hasPrefix("gen.md:\(line): ") && lines.contains { $0 <= Int(line) ?? 0 },
          "\(markdown.debugDescription): \(error.message)")
        counts.refused += 1
      }
    }
    // The one block that read had a tab inside a tag, which every reader now refuses at its line.
    #expect(counts.withoutTags == 1552 && counts.read == 0 && counts.refused == 448, "\(counts)")
  }

  @Test func theExamplesAreThere() {
    #expect(Self.examples.count == 655)
    #expect(Self.examples.filter { !Self.expected($0.html).isEmpty }.count == 82)
  }

  /// The spec's block quote and list item rules (5.1 and 5.2, "basic case"): lines that make
  /// some blocks make the same blocks inside a quote (`> ` before each line) or an item (`1.  `
  /// before the first, four spaces before the others). Examples with tabs are left out, since
  /// a tab's width depends on its column; for an item, so are those whose first line is blank
  /// or indented, which the rule does not cover, and those with spaces on a blank line, which a
  /// list item takes whole (cmark and commonmark.js alike: code keeps no spaces of such a line).
  @Test(arguments: examples.filter { !$0.markdown.contains("\t") && exempt[$0.number] == nil })
  func codeBlocksAreTheSameInsideContainers(_ example: Example) throws {
    let lines = example.markdown.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    let expected = Self.expected(example.html)
    let quoted = lines.map { "> " + $0 + "\n" }.joined()
    let inQuote = try Self.found(quoted)
    #expect(inQuote == expected, "\(quoted.debugDescription)\nexpected: \(expected)\nfound:    \(inQuote)")
    guard let first = lines.first?.first, first != " ",
      !lines.contains(where: { !$0.isEmpty && $0.allSatisfy { $0 == " " } })
    else { return }
    let item = lines.enumerated().map { ($0 == 0 ? "1.  " : "    ") + $1 + "\n" }.joined()
    let inItem = try Self.found(item)
    #expect(inItem == expected, "\(item.debugDescription)\nexpected: \(expected)\nfound:    \(inItem)")
  }

  @Test(arguments: examples)
  func codeBlocksAreTheSpecs(_ example: Example) throws {
    let found = try Self.found(example.markdown)
    let expected = Self.expected(example.html)
    if let reason = Self.exempt[example.number] {
      #expect(found != expected, "exempt (\(reason)) but agrees: remove it from the list")
      return
    }
    #expect(
      found == expected,
      "\(example.markdown.debugDescription)\nexpected: \(expected)\nfound:    \(found)")
  }
}

// ```tags blocks in Markdown: which fences count, their options and tags, and byte-for-byte replacement.

import Testing

@testable import TagFlow

@Suite struct MarkdownTagsDocumentTests {
  private func document(_ text: String) throws(TagFlowError) -> MarkdownTagsDocument {
    try MarkdownTagsDocument(bytes: Array(text.utf8), source: "doc.md")
  }

  @Test func blocksTheirLinesOptionsAndTags() throws {
    let doc = try document(
      """
      # Title

      ```tags
      swift, linux,pango
      cairo:3

      flexbox
      ```

      ~~~~ tags --theme dark --font "DejaVu Sans 15px" --title 'It'"'"'s'
      a
      ~~~~~
      """)
    #expect(doc.blocks.count == 2)
    #expect(doc.blocks[0].line == 3)
    #expect(doc.blocks[0].options == [])
    #expect(
      doc.blocks[0].tags == [
        Tag("swift"), Tag("linux"), Tag("pango"), Tag("cairo", weight: 3), Tag("flexbox", breakBefore: true),
      ])
    #expect(doc.blocks[1].line == 10)
    #expect(doc.blocks[1].options == ["--theme", "dark", "--font", "DejaVu Sans 15px", "--title", "It's"])
  }

  @Test func fencesThatAreNotTagsBlocks() throws {
    let doc = try document(
      """
      ````markdown
      ```tags
      inside another block
      ```
      ````
          ```tags
          indented four spaces: code, not a fence
          ```
      ```tagsx
      other language
      ```
      ``` tags `with a backtick`
      not a fence
      ```
      ```Tags
      case matters
      ```
      ```
      tags
      ```
      """)
    #expect(doc.blocks.isEmpty)
  }

  @Test func anUnclosedOtherBlockRunsToTheEnd() throws {
    #expect(try document("```sh\necho\n```tags\na\n```\n").blocks.isEmpty)
    #expect(try document("~~~\n```tags\na\n```\n").blocks.isEmpty)
  }

  /// Each case: a Markdown file with a bad block, and its one error line.
  static let invalid: [(String, String)] = [
    ("text\n```tags\na\n", "doc.md:2: the ```tags block opened here is never closed; end it with a ``` line"),
    ("~~~~tags\na\n~~~\n", "doc.md:1: the ```tags block opened here is never closed; end it with a ~~~~ line"),
    ("```tags\n\n , ,\n```\n", "doc.md:1: the ```tags block has no tags"),
    ("```tags --title \"x\na\n```\n", "doc.md:1: options of the ```tags block: a \" quote is never closed"),
    ("```tags\na\nb:-2\n```\n", "doc.md:3: weight of 'b': '-2' is not valid; expected a number >= 0"),
    ("```tags\n:3\n```\n", "doc.md:2: tag: ':3' is not valid"),
  ]

  @Test(arguments: invalid)
  func badBlocksAreLocated(_ text: String, message: String) {
    do {
      _ = try document(text)
      Issue.record("no error for \(text.debugDescription)")
    } catch {
      #expect(error.message.hasPrefix(message), "\(error.message)")
    }
  }

  @Test func replacementKeepsEveryOtherByte() throws {
    let text = "\u{FEFF}a\r\n  ```tags\r\n  x, y\r\n  ```\r\nb \n```tags\nz\n```"
    let doc = try document(text)
    let out = doc.replacingBlocks(with: doc.blocks.map { $0.imageMarkdown(link: "img/\($0.line).svg") })
    #expect(
      String(decoding: out, as: UTF8.self) == "\u{FEFF}a\r\n  ![tags: x, y](img/2.svg)\r\nb \n![tags: z](img/6.svg)")
  }

  /// Generated documents: replacing each block with its own text gives back the same bytes, and
  /// text outside blocks (fences of other languages, CRLF, stray backticks) is never taken for a block.
  @Test func generatedDocumentsRoundTrip() throws {
    var generator = SeededGenerator(seed: 2024)
    let pieces = [
      "plain text\n", "\r\n", "```sh\necho ```tags\n```\n", "~~~\n```tags\nx\n```\n~~~\n", "> ```tags\n",
      "``` not closed?\n```\n", "  indented\n", "é ü 語 😀\n", "---\n", "````\n```\n````\n",
    ]
    let blocks = ["```tags\na, b\n```\n", "   ```tags --width 300\r\nc\r\n```   \r\n", "~~~tags\nd\n\ne:2\n~~~~\n"]
    for _ in 0..<200 {
      var text = ""
      var expectedBlocks = 0
      for _ in 0..<Int.random(in: 0...10, using: &generator) {
        if Bool.random(using: &generator) {
          text += blocks.randomElement(using: &generator)!
          expectedBlocks += 1
        } else {
          text += pieces.randomElement(using: &generator)!
        }
      }
      let bytes = Array(text.utf8)
      let doc = try MarkdownTagsDocument(bytes: bytes, source: "gen.md")
      #expect(doc.blocks.count == expectedBlocks, "\(text.debugDescription)")
      let own = doc.blocks.map { String(decoding: bytes[$0.range], as: UTF8.self) }
      #expect(doc.replacingBlocks(with: own) == bytes)
    }
  }

  @Test func altTextEscapesMarkup() {
    let block = TagsBlock(
      line: 1, options: [], tags: [Tag("a]b"), Tag("*c*"), Tag("d\\e")], range: 0..<0, indentation: 0)
    #expect(block.imageMarkdown(link: "x.svg") == #"![tags: a\]b, \*c\*, d\\e](x.svg)"#)
  }

  @Test func optionWords() throws {
    #expect(try OptionWords.split("  --a  b\t'c d' \"e \\\" f\" g\\ h ''") == ["--a", "b", "c d", "e \" f", "g h", ""])
    #expect(throws: OptionWords.Problem.unclosedQuote("'")) { try OptionWords.split("'a") }
    #expect(throws: OptionWords.Problem.trailingBackslash) { try OptionWords.split("a\\") }
  }
}

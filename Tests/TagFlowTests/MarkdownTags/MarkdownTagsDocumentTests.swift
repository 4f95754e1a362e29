// ```tags blocks in Markdown: which fences count (containers included), their options and tags, byte-for-byte replacement.

import Testing

@testable import TagFlow
@testable import TagFlowReaders

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
        TagItem("swift"), TagItem("linux"), TagItem("pango"), TagItem("cairo", weight: 3),
        TagItem("flexbox", breakBefore: true),
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
      <!--
      ```tags
      a comment
      ```
      -->
      """)
    #expect(doc.blocks.isEmpty)
    #expect(doc.notices.isEmpty)
  }

  /// The line before each block's fence, the fence's text, and what replaces the block: the
  /// markers and indentation before the fence stay, so the image sits where the block was.
  static let containers: [(name: String, markdown: String, tags: [String], replaced: String)] = [
    (
      "a list item whose content is 4 columns in", "10. item\n\n    ```tags\n    a, b\n    ```\n", ["a", "b"],
      "10. item\n\n    IMG\n"
    ),
    ("a fence on the item's first line", "- ```tags\n  a\n  ```\n- next\n", ["a"], "- IMG\n- next\n"),
    ("a nested list", "1. x\n   - y\n\n     ```tags\n     a\n     ```\n", ["a"], "1. x\n   - y\n\n     IMG\n"),
    ("a block quote", "> quote\n> ```tags\n> a\n>\n> b\n> ```\nafter\n", ["a", "b"], "> quote\n> IMG\nafter\n"),
    ("a block quote in a list item", "* > ```tags\n  > a\n  > ```\n", ["a"], "* > IMG\n"),
    ("a tab after the quote marker", ">\t```tags\n>\ta\n>\t```\n", ["a"], ">\tIMG\n"),
    ("a fence after a paragraph, no blank line", "text\n```tags\na\n```\n", ["a"], "text\nIMG\n"),
    (
      "an HTML block ended by a blank line", "<details>\n\n```tags\na\n```\n\n</details>\n", ["a"],
      "<details>\n\nIMG\n\n</details>\n"
    ),
    ("a fence that ends an HTML comment's line", "<!-- x -->\n```tags\na\n```\n", ["a"], "<!-- x -->\nIMG\n"),
    ("a list ended by a line indented less", "10. item\n   ```tags\n   a\n   ```\n", ["a"], "10. item\n   IMG\n"),
    ("a line ending in a lone CR", "> ```tags\r> a\r> ```\rb", ["a"], "> IMG\rb"),
  ]

  @Test(arguments: containers)
  func blocksInContainersAreReplacedInPlace(
    _ name: String, markdown: String, tags: [String], replaced: String
  ) throws {
    let doc = try document(markdown)
    #expect(doc.blocks.map { $0.tags.map(\.text) } == [tags], "\(name)")
    let out = doc.replacingBlocks(with: doc.blocks.map { _ in "IMG" })
    #expect(String(decoding: out, as: UTF8.self) == replaced, "\(name)")
  }

  /// Lines that look like a block where CommonMark reads something else.
  @Test func fenceLikeLinesThatAreNotFences() throws {
    // Inside an HTML block that only a blank line ends: HTML to CommonMark, and a warning here.
    let html = try document("<details>\n<summary>Tags</summary>\n```tags\na\n```\n</details>\n")
    #expect(html.blocks.isEmpty)
    #expect(
      html.notices == [
        "doc.md:3: this ```tags fence is inside the HTML block that line 1 starts, so CommonMark reads it as HTML, "
          + "not as a block; leave a blank line before the fence to end the HTML block"
      ])
    #expect(try document("<div class=\"x\">\n  ```tags\n").notices.count == 1)
    // A blank line then four columns: indented code, which shows the fence as text.
    #expect(try document("Example:\n\n    ```tags\n    a\n    ```\n").blocks.isEmpty)
    #expect(try document("- item\n\n\t\t```tags\n\t\ta\n\t\t```\n").blocks.isEmpty)
    // A paragraph continued lazily in a block quote holds no fence; the fence after it is outside the quote.
    let lazy = try document("> a\nlazy\n```tags\nb\n```\n")
    #expect(lazy.blocks.map(\.line) == [3])
  }

  /// A ```tags block that CommonMark ends before its closing fence is an error, never text.
  static let cut: [(String, String)] = [
    (
      "> ```tags\n> a\nb\n```\n",
      "doc.md:1: the ```tags block opened here is never closed: its block quote ends before line 3; end the "
        + "block with a ``` line inside the block quote"
    ),
    (
      "- ```tags\n  a\nb\n  ```\n",
      "doc.md:1: the ```tags block opened here is never closed: its list item ends before line 3; end the "
        + "block with a ``` line inside the list item"
    ),
    ("* x\n\n  ~~~tags\n  a\n", "doc.md:3: the ```tags block opened here is never closed; end it with a ~~~ line"),
    (
      "``` t&#97;gs\na\n```\n",
      "doc.md:1: the fence spells its language 'tags' with escapes or character references; write tags as it is"
    ),
  ]

  @Test(arguments: cut)
  func blocksCutShortAreErrors(_ markdown: String, message: String) {
    expectMessage(message) { try document(markdown) }
  }

  @Test func containersNestAtMostTheLimit() throws {
    let quotes = String(repeating: ">", count: CommonMarkBlocks.depthLimit)
    let deepest = try document("\(quotes) ```tags\n\(quotes) a\n\(quotes) ```\n")
    #expect(deepest.blocks.map { $0.tags.map(\.text) } == [["a"]])
    expectMessage("doc.md:2: block quotes and lists nest more than 1000 deep here; at most 1000 are read") {
      try document("a\n>\(quotes) x\n")
    }
  }

  /// Lists count a level each, as block quotes do: 1,000 nested lists are read, 1,001 are not,
  /// and the message names the limit that refused them, whatever mix of containers they are
  /// (containers open on one line: `- > - x` is a list item holding a quote holding a list item).
  @Test func nestedListsCountOneLevelEach() throws {
    let limit = CommonMarkBlocks.depthLimit
    var generator = SeededGenerator(seed: 501)
    for round in 0..<6 {
      // All lists, all quotes, then random mixes of "- ", "* ", "1. " and "> ".
      let markers = round == 0 ? ["- "] : round == 1 ? ["> "] : ["- ", "* ", "1. ", "> "]
      let deepest = (0..<limit).map { _ in markers[Int.random(in: 0..<markers.count, using: &generator)] }.joined()
      let read = try document("text\n\n" + deepest + "x\n")
      #expect(read.blocks.isEmpty)
      expectMessage("doc.md:3: block quotes and lists nest more than \(limit) deep here; at most \(limit) are read") {
        try document("text\n\n" + deepest + markers[0] + "x\n")
      }
    }
  }

  /// Generated documents: each block is found, whatever comes before it, and replacing it keeps
  /// everything around it (fences of other languages, CRLF, stray backticks, containers).
  @Test func generatedDocumentsRoundTrip() throws {
    var generator = SeededGenerator(seed: 2024)
    let pieces = [
      "plain text\n", "\r\n", "```sh\necho ```tags\n```\n", "~~~\n```tags\nx\n```\n~~~\n", "> quoted ```tags\n",
      "``` not closed?\n```\n", "  indented\n", "é ü 語 😀\n", "---\n", "````\n```\n````\n", "<div>\n```tags\n\n",
      "\n    ```tags\n    x\n", "<!--\n```tags\n-->\n",
    ]
    // Each block, and what it becomes when replaced by IMG.
    let blocks = [
      ("```tags\na, b\n```\n", "IMG\n"), ("   ```tags --width 300\r\nc\r\n```   \r\n", "   IMG\r\n"),
      ("~~~tags\nd\n\ne:2\n~~~~\n", "IMG\n"), ("> ```tags\n> q\n> ```\n", "> IMG\n"),
      ("1. item\n\n   ```tags\n   r\n   ```\nend of list\n", "1. item\n\n   IMG\nend of list\n"),
      ("\n10. item\n    ```tags\n    s\n    ```\nend\n", "\n10. item\n    IMG\nend\n"),
    ]
    for _ in 0..<300 {
      var text = ""
      var replaced = ""
      var expectedBlocks = 0
      for _ in 0..<Int.random(in: 0...10, using: &generator) {
        if Bool.random(using: &generator) {
          let (block, image) = blocks.randomElement(using: &generator)!
          text += block
          replaced += image
          expectedBlocks += 1
        } else {
          let piece = pieces.randomElement(using: &generator)!
          text += piece
          replaced += piece
        }
      }
      let doc = try MarkdownTagsDocument(bytes: Array(text.utf8), source: "gen.md")
      #expect(doc.blocks.count == expectedBlocks, "\(text.debugDescription)")
      let out = doc.replacingBlocks(with: doc.blocks.map { _ in "IMG" })
      #expect(String(decoding: out, as: UTF8.self) == replaced, "\(text.debugDescription)")
    }
  }

  @Test func altTextEscapesMarkup() {
    let block = TagsBlock(
      line: 1, options: [], tags: [TagItem("a]b"), TagItem("*c*"), TagItem("d\\e")], range: 0..<0)
    #expect(block.imageMarkdown(link: "x.svg", drawn: block.tags.map(\.text)) == #"![tags: a\]b, \*c\*, d\\e](x.svg)"#)
  }

  @Test func optionWords() throws {
    #expect(try OptionWords.split("  --a  b\t'c d' \"e \\\" f\" g\\ h ''") == ["--a", "b", "c d", "e \" f", "g h", ""])
    #expect(throws: OptionWords.Problem.unclosedQuote("'")) { try OptionWords.split("'a") }
    #expect(throws: OptionWords.Problem.trailingBackslash) { try OptionWords.split("a\\") }
  }
}

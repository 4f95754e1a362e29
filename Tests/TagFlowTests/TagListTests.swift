// Tag files: one tag per line, blank lines force a new line of chips.

import Testing

@testable import TagFlow

@Suite struct TagListTests {
  @Test func oneTagPerLine() throws {
    #expect((try TagItem.parseList("a\nb\r\n  c  \n", source: "tags.txt")).map(\.text) == ["a", "b", "c"])
  }

  /// Trimming takes a shortcut for text between visible ASCII characters; on
  /// generated text of spaces, combining marks, prepends and CR LF at either end
  /// it trims exactly what walking characters trims: white space, but not a space
  /// that carries a combining mark (it draws the mark).
  @Test func trimmingIsWhatWalkingCharactersTrims() {
    let pieces = [
      "a", "~", "!", " ", "\t", "\r\n", "\u{301}", "\u{600}", "\u{2003}", "é", "字", "\u{200D}", "🚀", "\u{85}",
      "z\u{301}",
    ]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<5_000 {
      let text = (0..<Int.random(in: 0...5, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
        .joined()
      let characters = Array(text)
      func isMark(_ scalar: Unicode.Scalar) -> Bool {
        [.nonspacingMark, .spacingMark, .enclosingMark].contains(scalar.properties.generalCategory)
      }
      func trimmed(_ character: Character) -> Bool {
        character.isWhitespace && !character.unicodeScalars.contains(where: isMark)
      }
      let first = characters.firstIndex { !trimmed($0) }
      let last = characters.lastIndex { !trimmed($0) }
      let expected = first.map { String(characters[$0...last!]) } ?? ""
      #expect(text.trimmingWhitespace() == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }
  }

  /// A combining mark on a space is drawn: it stays at either end and inside, as in arguments.
  @Test func aMarkOnASpaceStays() throws {
    let text = " \u{301}a \u{301}b \u{301}\n \u{2003}c\u{2003}\n"
    #expect(try TagItem.parseList(text, source: "t.txt").map(\.text) == [" \u{301}a \u{301}b \u{301}", "c"])
    #expect(" \u{301}".trimmingWhitespace() == " \u{301}")
    #expect(" \u{200D}x\u{2003}\u{200D}".trimmingWhitespace() == "x")
  }

  @Test func blankLinesForceBreaks() throws {
    let tags = try TagItem.parseList("\n\na\nb\n\n\nc\n\n", source: "tags.txt")
    #expect(tags == [TagItem("a"), TagItem("b"), TagItem("c", breakBefore: true)])
  }

  @Test func aTabIntroducesTheWeightAndTrailingSpaceIsIgnored() throws {
    let tags = try TagItem.parseList("swift\t3  \nc++ \t 0.5\t\r\n  pango  \u{2003}\n", source: "tags.txt")
    #expect(tags == [TagItem("swift", weight: 3), TagItem("c++", weight: 0.5), TagItem("pango")])
    expectMessage("tags.txt:2: no tag before the tab; expected 'tag<TAB>weight'") {
      try TagItem.parseList("a\n \t3\n", source: "tags.txt")
    }
  }

  @Test func emptyFileHasNoTags() throws {
    #expect((try TagItem.parseList("", source: "tags.txt")).isEmpty)
    #expect((try TagItem.parseList("\n \n", source: "tags.txt")).isEmpty)
  }
}

// Tag files: one tag per line, blank lines force a new line of chips.

import Testing

@testable import TagFlow

@Suite struct TagListTests {
  @Test func oneTagPerLine() {
    #expect(Tag.parseList("a\nb\r\n  c  \n").map(\.text) == ["a", "b", "c"])
  }

  @Test func blankLinesForceBreaks() {
    let tags = Tag.parseList("\n\na\nb\n\n\nc\n\n")
    #expect(tags == [Tag("a"), Tag("b"), Tag("c", breakBefore: true)])
  }

  @Test func emptyFileHasNoTags() {
    #expect(Tag.parseList("").isEmpty)
    #expect(Tag.parseList("\n \n").isEmpty)
  }
}

// Tag files: one tag per line, blank lines force a new line of chips.

import Testing

@testable import TagFlow

@Suite struct TagListTests {
  @Test func oneTagPerLine() throws {
    #expect((try Tag.parseList("a\nb\r\n  c  \n", source: "tags.txt")).map(\.text) == ["a", "b", "c"])
  }

  @Test func blankLinesForceBreaks() throws {
    let tags = try Tag.parseList("\n\na\nb\n\n\nc\n\n", source: "tags.txt")
    #expect(tags == [Tag("a"), Tag("b"), Tag("c", breakBefore: true)])
  }

  @Test func aTabIntroducesTheWeightAndTrailingSpaceIsIgnored() throws {
    let tags = try Tag.parseList("swift\t3  \nc++ \t 0.5\t\r\n  pango  \u{2003}\n", source: "tags.txt")
    #expect(tags == [Tag("swift", weight: 3), Tag("c++", weight: 0.5), Tag("pango")])
    expectMessage("tags.txt:2: no tag before the tab; expected 'tag<TAB>weight'") {
      try Tag.parseList("a\n \t3\n", source: "tags.txt")
    }
  }

  @Test func emptyFileHasNoTags() throws {
    #expect((try Tag.parseList("", source: "tags.txt")).isEmpty)
    #expect((try Tag.parseList("\n \n", source: "tags.txt")).isEmpty)
  }
}

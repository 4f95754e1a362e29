// Tag files: one tag per line, blank lines force a new line of chips.

import Testing

@testable import TagFlow

@Suite struct TagListTests {
  @Test func oneTagPerLine() throws {
    #expect((try TagItem.parseList("a\nb\r\n  c  \n", source: "tags.txt")).map(\.text) == ["a", "b", "c"])
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

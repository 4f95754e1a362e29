// Counting tags over documents: weights, spellings, white space and order.

import Testing

@testable import TagFlow
@testable import TagFlowReaders

@Suite struct TagTallyTests {
  @Test func weightIsTheNumberOfDocumentsThatCarryATag() {
    var tally = TagTally()
    tally.add(document: ["swift", "linux", "swift"])
    tally.add(document: ["linux"])
    tally.add(document: [])
    tally.add(document: ["pango", "linux"])
    #expect(tally.tags == [TagItem("swift", weight: 1), TagItem("linux", weight: 3), TagItem("pango", weight: 1)])
    #expect(tally.documents == 4)
  }

  @Test func caseAndSpacingDoNotMakeNewTags() {
    var tally = TagTally()
    tally.add(document: ["Swift", "  tag   cloud\t", "\u{E9}t\u{E9}"])
    tally.add(document: ["swift", "Tag Cloud", "e\u{301}te\u{301}"])
    tally.add(document: ["swift", "tag cloud", " ", ""])
    #expect(
      tally.tags == [TagItem("swift", weight: 3), TagItem("tag cloud", weight: 3), TagItem("\u{E9}t\u{E9}", weight: 2)])
  }

  @Test func mostUsedSpellingWinsAndTiesGoToTheFirst() {
    var tally = TagTally()
    tally.add(document: ["GitHub"])
    tally.add(document: ["github"])
    tally.add(document: ["Linux"])
    tally.add(document: ["LINUX"])
    tally.add(document: ["linux"])
    tally.add(document: ["linux"])
    #expect(tally.tags.map(\.text) == ["GitHub", "linux"])
  }

  /// The tags depend only on the documents' order, never on hashing: the same input twice gives the same list,
  /// and every tag comes out once, at the place it was first met.
  @Test func orderIsFirstMetOverGeneratedDocuments() {
    var generator = SeededGenerator(seed: 7)
    let words = ["Swift", "swift", "Linux", "pango", "Cairo", "cairo ", "docs", "CI", "ci", "svg"]
    for _ in 0..<100 {
      let documents = (0..<Int.random(in: 1...8, using: &generator)).map { _ in
        (0..<Int.random(in: 0...5, using: &generator)).map { _ in words.randomElement(using: &generator)! }
      }
      var first = TagTally()
      var second = TagTally()
      for document in documents {
        first.add(document: document)
        second.add(document: document)
      }
      #expect(first.tags == second.tags)
      var expectedOrder: [String] = []
      for word in documents.joined() {
        let key = word.trimmingWhitespace().lowercased()
        if !expectedOrder.contains(key) { expectedOrder.append(key) }
      }
      #expect(first.tags.map { $0.text.lowercased() } == expectedOrder)
      for tag in first.tags {
        let carriers = documents.filter {
          $0.contains { $0.trimmingWhitespace().lowercased() == tag.text.lowercased() }
        }
        #expect(tag.weight == Double(carriers.count))
      }
    }
  }

  @Test func normalize() {
    #expect(TagTally.normalize("  a \n b\u{3000}c ") == "a b c")
    #expect(TagTally.normalize(" \t\n") == nil)
  }
}

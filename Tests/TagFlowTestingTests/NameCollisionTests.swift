// Swift Testing's `Tag` written unqualified beside TagFlow: no name of TagFlow's collides with it.

import TagFlow
import TagFlowTesting
import Testing

// This file imports TagFlow without `@testable`, as a user's test does, so it compiles only
// while TagFlow's public API declares no `Tag` (a tag of TagFlow's is a `TagItem`).
extension Tag {
  /// Tests that draw chips.
  @Tag static var chips: Self
}

@Suite(.tags(.chips)) struct NameCollisionTests {
  /// `Tag` is Swift Testing's, and TagFlow's tags are `TagItem`s, in the same file.
  @Test(.tags(.chips)) func swiftTestingTagBesideTagItems() {
    let tag: Tag = .chips
    let job = Job(tags: [TagItem("swift"), TagItem("linux")], width: 200, fonts: TestJobs.fonts)
    #expect(Test.current?.tags.contains(tag) == true)
    #expect(job.tags.map(\.text) == ["swift", "linux"])
  }
}

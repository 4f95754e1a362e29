// Walking a docs folder: name order, hidden names, links followed once, loops and dangling links refused.

import Foundation
import Testing

@testable import TagFlow
@testable import TagFlowReaders

@Suite struct FolderWalkTests {
  /// A fresh folder with `files` (path → text) in it; removed by the caller.
  private func tree(_ files: [String: String]) throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-walk-\(UUID().uuidString)")
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return root.path
  }

  private func link(_ path: String, to destination: String) throws {
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: destination)
  }

  private func markdown(under root: String) throws(TagFlowError) -> [String] {
    try FileSystem.files(under: root, field: "--from-front-matter", include: TagSourceReader.isMarkdown).map {
      String($0.dropFirst(root.count + 1))
    }
  }

  @Test func nameOrderHiddenNamesAndOtherFilesLeftOut() throws {
    let root = try tree([
      "b.md": "", "a.md": "", "B.md": "", "notes.txt": "", ".draft.md": "", ".git/x.md": "", "z/y/x.markdown": "",
      "_posts/2024-01-01-hello.md": "", "a b.mdx": "", "ü.md": "",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(
      try markdown(under: root) == [
        "B.md", "_posts/2024-01-01-hello.md", "a b.mdx", "a.md", "b.md", "z/y/x.markdown", "ü.md",
      ])
  }

  @Test func linksAreFollowedAndEachFileCountsOnce() throws {
    let root = try tree(["docs/a.md": "", "docs/sub/b.md": "", "other/c.md": ""])
    defer { try? FileManager.default.removeItem(atPath: root) }
    try link(root + "/docs/again.md", to: "a.md")
    try link(root + "/docs/other", to: "../other")
    try link(root + "/docs/zother", to: "../other")
    #expect(try markdown(under: root + "/docs") == ["a.md", "other/c.md", "sub/b.md"])
  }

  @Test func aLinkBackUpIsALoop() throws {
    let root = try tree(["docs/a.md": "", "docs/sub/b.md": ""])
    defer { try? FileManager.default.removeItem(atPath: root) }
    try link(root + "/docs/sub/up", to: "..")
    expectMessage(
      "--from-front-matter: '\(root)/docs/sub/up' is a link back to '\(root)/docs', which contains it; "
        + "remove the link or name a folder inside it"
    ) { try FileSystem.files(under: root + "/docs", field: "--from-front-matter", include: TagSourceReader.isMarkdown) }
  }

  @Test func aDanglingLinkIsRefusedOnlyWhenItWouldBeRead() throws {
    let root = try tree(["a.md": ""])
    defer { try? FileManager.default.removeItem(atPath: root) }
    try link(root + "/gone.txt", to: "nowhere")
    #expect(try markdown(under: root) == ["a.md"])
    try link(root + "/gone.md", to: "nowhere")
    expectMessage("--from-front-matter: cannot read '\(root)/gone.md': it is a link to nothing") {
      try markdown(under: root)
    }
  }

  @Test func aFileIsReadWhateverItsNameAndAMissingPathIsNamed() throws {
    let root = try tree(["notes.txt": "---\ntags: [a]\n---\n"])
    defer { try? FileManager.default.removeItem(atPath: root) }
    var reader = TagSourceReader()
    #expect(try reader.addFrontMatter(of: root + "/notes.txt", field: "--from-front-matter") == 1)
    #expect(reader.tally.tags == [TagItem("a", weight: 1)])
    expectMessage("--from-front-matter: cannot read '\(root)/missing': no such file or folder") {
      try reader.addFrontMatter(of: root + "/missing", field: "--from-front-matter")
    }
  }

  @Test func aBlogFolderBecomesWeightedTags() throws {
    let root = try tree([
      "2023/first.md": "---\ntitle: First\ntags: [Swift, Linux]\ncategories: [notes]\n---\nText\n",
      "2024/second.md": "\u{FEFF}---\r\ntags:\r\n  - swift\r\n  - cairo\r\n---\r\n",
      "2024/third.markdown": "+++\ntags = [\"swift\", \"pango\"]\ncategories = \"notes\"\n+++\n",
      "about.md": "# No front matter\n",
      "draft.txt": "---\ntags: [ignored]\n---\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    var reader = TagSourceReader()
    #expect(try reader.addFrontMatter(of: root, field: "--from-front-matter") == 4)
    #expect(
      reader.tally.tags == [
        TagItem("swift", weight: 3), TagItem("Linux", weight: 1), TagItem("notes", weight: 2),
        TagItem("cairo", weight: 1),
        TagItem("pango", weight: 1),
      ])
    #expect(reader.tally.documents == 4)
  }

  @Test func readPrefixStopsAtTheLimit() throws {
    let root = try tree(["big.md": String(repeating: "x", count: 200_000)])
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(try FileSystem.readPrefix(root + "/big.md", limit: 70_000, field: "f").count == 70_000)
    #expect(try FileSystem.readPrefix(root + "/big.md", limit: 300_000, field: "f").count == 200_000)
  }
}

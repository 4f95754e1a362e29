// `render` and `layout` with tags from docs and packages: --from-front-matter, --from-package, --keys.

import Foundation
import TagFlowReaders
import Testing

@Suite struct TagSourceCommandTests {
  /// The `--keys` default that help and docs/cli.md state is the list the reader uses.
  @Test func theKeysDefaultIsTheReadersList() throws {
    let keys = TagSourceReader.defaultKeys.joined(separator: ",")
    for subcommand in ["tags", "layout", "render", "markdown"] {
      let help = try TagflowBinary.run([subcommand, "--help"]).stdoutText.split(whereSeparator: \.isWhitespace)
        .joined(separator: " ")
      #expect(help.contains("(default: \(keys))"), "\(subcommand) --help")
    }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let page = try String(contentsOf: root.appendingPathComponent("docs/cli.md"), encoding: .utf8)
    #expect(page.contains("| `--keys NAMES` | `\(keys)` |"))
  }

  /// A temporary folder holding `files` (path → text).
  static func folder(_ files: [String: String]) throws -> URL {
    let folder = try temporaryFolder()
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return folder
  }

  static let blog = [
    "blog/2024/first.md": "---\ntitle: First\ntags: [Swift, linux]\ncategories: notes\n---\nHello\n",
    "blog/2024/second.md": "---\r\ntags:\r\n  - swift\r\n  - cairo\r\n---\r\n",
    "blog/2025/third.md": "+++\ntags = [\"swift\", \"linux\"]\n+++\n",
    "blog/about.md": "# About\n",
    "blog/readme.txt": "---\ntags: [not, read]\n---\n",
  ]

  /// The chips of `tagflow layout`: text and height.
  static func chips(_ arguments: [String], in folder: URL) throws -> [(text: String, height: Double)] {
    let result = try TagflowBinary.run(["layout"] + arguments + fixtureFonts, in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let json = try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any]
    return (json?["chips"] as? [[String: Any]] ?? []).map { ($0["text"] as! String, $0["height"] as! Double) }
  }

  @Test func aBlogFolderIsAWeightedCloud() throws {
    let folder = try Self.folder(Self.blog)
    defer { try? FileManager.default.removeItem(at: folder) }
    let chips = try Self.chips(["--from-front-matter", "blog", "--min-size", "10", "--max-size", "30"], in: folder)
    #expect(chips.map(\.text) == ["swift", "linux", "notes", "cairo"])
    let height = Dictionary(uniqueKeysWithValues: chips.map { ($0.text, $0.height) })
    #expect(height["swift"]! > height["linux"]!, "3 files carry swift, 2 linux")
    #expect(height["linux"]! > height["cairo"]!)
    #expect(height["notes"] == height["cairo"])
    let top = try Self.chips(["--from-front-matter", "blog", "--sort", "weight", "--top", "2"], in: folder)
    #expect(top.map(\.text) == ["swift", "linux"])
    let keys = try Self.chips(["--from-front-matter", "blog", "--keys", "categories"], in: folder)
    #expect(keys.map(\.text) == ["notes"])
  }

  @Test func packagesAndArgumentsAddUp() throws {
    let folder = try Self.folder([
      "package.json": #"{"name": "x", "keywords": ["svg", "Swift"]}"#,
      "pyproject.toml": "[project]\nname = \"x\"\nkeywords = [\"svg\", \"pango\"]\n",
      "Cargo.toml": "[package]\nname = \"x\"\nkeywords = [\"cairo\"]\ncategories = [\"graphics\"]\n",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let chips = try Self.chips(
      ["first", "--from-package", "package.json", "--from-package", "pyproject.toml", "--from-package", "Cargo.toml"],
      in: folder)
    #expect(chips.map(\.text) == ["first", "svg", "Swift", "pango", "cairo", "graphics"])
  }

  /// The same files, created in another order, give the same bytes.
  @Test func sameFilesSameImage() throws {
    var images: [Data] = []
    for order in [Self.blog.keys.sorted(), Self.blog.keys.sorted().reversed()] {
      let folder = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      for path in order {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(Self.blog[path]!.utf8).write(to: url)
      }
      let result = try TagflowBinary.run(
        ["render", "--from-front-matter", "blog", "-o", "cloud.svg"] + fixtureFonts, in: folder)
      #expect(result.status == 0, "\(result.stderr)")
      images.append(try Data(contentsOf: folder.appendingPathComponent("cloud.svg")))
    }
    #expect(images[0] == images[1])
  }

  /// Each case: files, arguments, and the one error line.
  static let errors: [([String: String], [String], String)] = [
    (
      ["b/a.md": "---\ntags: [a\n"], ["--from-front-matter", "b"],
      "b/a.md:1: front matter opened with '---' is never closed"
    ),
    (["b/a.md": "---\ntags: {x: 1}\n---\n"], ["--from-front-matter", "b"], "b/a.md:2:7: tags: a mapping is not valid"),
    (["b/a.md": "+++\ntags = [x]\n+++\n"], ["--from-front-matter", "b"], "b/a.md:2:9: front matter is not valid TOML"),
    (
      ["b/a.md": "# none\n"], ["--from-front-matter", "b"],
      "no tags: the fields tags, keywords, categories, taxonomies.tags, taxonomies.categories are empty"
    ),
    ([:], ["--from-front-matter", "nothing"], "--from-front-matter: cannot read 'nothing': no such file or folder"),
    (
      ["setup.cfg": ""], ["--from-package", "setup.cfg"],
      "--from-package: 'setup.cfg' is not valid; expected package.json"
    ),
    (
      ["Cargo.toml": "[package]\nkeywords = 3 4\n"], ["--from-package", "Cargo.toml"], "Cargo.toml:2:14: not valid TOML"
    ),
    (
      ["package.json": "{}"], ["--from-package", "package.json", "--keys", "a,,b"],
      "--keys: 'a,,b' is not valid; expected field names separated by commas"
    ),
  ]

  @Test(arguments: errors)
  func oneLineAndNoFile(files: [String: String], arguments: [String], message: String) throws {
    let folder = try Self.folder(files)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try TagflowBinary.run(["render"] + arguments + ["-o", "out.svg"] + fixtureFonts, in: folder)
    #expect(result.status != 0)
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    #expect(result.stderr.hasPrefix("tagflow: error: \(message)"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.svg").path))
  }

  @Test func aSymlinkLoopIsOneLine() throws {
    let folder = try Self.folder(["docs/a/post.md": "---\ntags: [x]\n---\n"])
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("docs/a/loop").path, withDestinationPath: "..")
    let result = try TagflowBinary.run(["render", "--from-front-matter", "docs", "-o", "out.svg"], in: folder)
    #expect(
      result.stderr
        == "tagflow: error: --from-front-matter: 'docs/a/loop' is a link back to 'docs', which contains it; "
        + "remove the link or name a folder inside it\n")
  }

  /// `tagflow tags --json`: each tag's text, weight and files.
  static func listed(_ folder: URL, _ arguments: [String]) throws -> [String: (Double, [String])] {
    let result = try TagflowBinary.run(["tags", "--json"] + arguments, in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    var tags: [String: (Double, [String])] = [:]
    for tag in json["tags"] as? [[String: Any]] ?? [] {
      tags[tag["text"] as! String] = ((tag["weight"] as! NSNumber).doubleValue, tag["files"] as! [String])
    }
    return tags
  }

  /// A Zola site as Zola's own docs write pages: a blank line before `+++`, tags under `[taxonomies]`.
  @Test func aZolaSiteGivesTheTagsZolaShows() throws {
    let folder = try Self.folder([
      "content/_index.md": "+++\ntitle = \"Home\"\n+++\n",
      "content/blog/first.md":
        "\n+++\ntitle = \"First\"\ndate = 2024-01-02\n\n[taxonomies]\ntags = [\"rust\", \"web\"]\n+++\nBody\n",
      "content/blog/second.md":
        "+++\ntitle = \"Second\"\n[taxonomies]\ntags = [\"Web\"]\ncategories = [\"news\"]\n+++\n",
      "content/about.md": "\n\n+++\ntitle = \"About\"\n+++\n",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let tags = try Self.listed(folder, ["--from-front-matter", "content"])
    #expect(Set(tags.keys) == ["rust", "web", "news"])
    #expect(tags["web"]?.0 == 2 && tags["web"]?.1 == ["content/blog/first.md", "content/blog/second.md"])
    let onlyTags = try Self.listed(folder, ["--from-front-matter", "content", "--keys", "taxonomies.tags"])
    #expect(Set(onlyTags.keys) == ["rust", "web"])
  }

  /// A Hugo site: YAML, TOML and JSON front matter, tags and categories.
  @Test func aHugoSiteGivesTheTagsHugoShows() throws {
    let folder = try Self.folder([
      "content/posts/a.md": "---\ntitle: A\ntags: [go, hugo]\ncategories: [dev]\n---\n",
      "content/posts/b.md": "+++\ntitle = 'B'\ntags = ['hugo']\n+++\n",
      "content/posts/c.md": "{\n  \"title\": \"C\",\n  \"tags\": [\"Hugo\", \"json\"]\n}\n\nText {with braces}\n",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let tags = try Self.listed(folder, ["--from-front-matter", "content"])
    #expect(tags.mapValues(\.0) == ["hugo": 3, "go": 1, "dev": 1, "json": 1])
    let text = try TagflowBinary.run(["tags", "--from-front-matter", "content"], in: folder)
    #expect(
      text.stdoutText.split(separator: "\n").first
        == "3  hugo  (content/posts/a.md, content/posts/b.md, content/posts/c.md)")
    #expect(text.stdoutText.split(separator: "\n").count == 4)
    #expect(text.stderr == "4 tags from 3 files\n")
  }

  /// Front matter of a kind not read is named once, not read as a file without tags in silence.
  @Test func unreadFrontMatterIsNamed() throws {
    let folder = try Self.folder([
      "docs/a.md": "---json\n{\"tags\": [\"x\"]}\n---\n", "docs/b.md": "---js\n", "docs/c.md": "---\ntags: [y]\n---\n",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try TagflowBinary.run(["tags", "--from-front-matter", "docs"], in: folder)
    #expect(result.status == 0)
    #expect(
      result.stderr
        == "tagflow: warning: 'docs/a.md' and 1 more file open with front matter that tagflow does not read "
        + "('---json') and count as having no tags; write tags as YAML between --- lines, TOML between +++ lines "
        + "or JSON between { and }\n1 tag from 3 files\n")
  }
}

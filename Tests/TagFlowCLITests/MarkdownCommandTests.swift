// `tagflow markdown`: ```tags blocks become images, the rest of the Markdown is copied byte for byte.

import Foundation
import Testing

@Suite struct MarkdownCommandTests {
  static let input = """
    # Notes\r
    \r
    Before the tags.\r
    \r
    ```tags\r
    swift, linux, pango\r
    cairo:3\r
    ```\r
    \r
    ````markdown
    ```tags
    an example, not rendered
    ```
    ````

    - item
      ```tags --width 200 --theme dark
      a, b
      ```
    End without a newline
    """

  static let expected = """
    # Notes\r
    \r
    Before the tags.\r
    \r
    ![tags: swift, linux, pango, cairo](images/notes-1.svg)\r
    \r
    ````markdown
    ```tags
    an example, not rendered
    ```
    ````

    - item
      ![tags: a, b](images/notes-2.svg)
    End without a newline
    """

  /// The `width` attribute of an SVG's root element.
  static func svgWidth(_ url: URL) throws -> String? {
    let text = try String(contentsOf: url, encoding: .utf8)
    guard let svg = text.range(of: "<svg"), let width = text[svg.upperBound...].range(of: "width=\"") else {
      return nil
    }
    return String(text[width.upperBound...].prefix { $0 != "\"" })
  }

  @Test func blocksBecomeImagesAndEverythingElseIsKept() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(Self.input.utf8).write(to: folder.appendingPathComponent("in.md"))
    let result = try TagflowBinary.run(
      ["markdown", "in.md", "-o", "docs/notes.md", "--images", "images", "--width", "400"] + fixtureFonts, in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty && result.stdout.isEmpty)
    let docs = folder.appendingPathComponent("docs")
    #expect(try Data(contentsOf: docs.appendingPathComponent("notes.md")) == Data(Self.expected.utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: docs.path).sorted() == ["images", "notes.md"])
    let images = docs.appendingPathComponent("images")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: images.path).sorted() == ["notes-1.svg", "notes-2.svg"])
    // The command's --width for the first block, the block's own for the second.
    #expect(try Self.svgWidth(images.appendingPathComponent("notes-1.svg"))?.hasPrefix("400") == true)
    #expect(try Self.svgWidth(images.appendingPathComponent("notes-2.svg"))?.hasPrefix("200") == true)
  }

  /// Blocks as CommonMark finds them: in a list item whose content is four columns in, in a
  /// block quote, after an HTML block that a blank line ends; not inside an HTML block that goes
  /// on (a warning says so) or indented code. Each image keeps its container's markers.
  static let containers = """
    10. Ninth and tenth

        ```tags --width 300
        swift, linux
        ```

    > Quoted:
    > ~~~tags
    > pango, cairo
    > ~~~

    <details>

    ```tags
    inside details
    ```

    </details>

    <div>
    ```tags
    HTML, not a block
    ```
    </div>

    Indented code shows a block as text:

        ```tags
        an example
        ```

    """

  static let containersReplaced = """
    10. Ninth and tenth

        ![tags: swift, linux](c-1.svg)

    > Quoted:
    > ![tags: pango, cairo](c-2.svg)

    <details>

    ![tags: inside details](c-3.svg)

    </details>

    <div>
    ```tags
    HTML, not a block
    ```
    </div>

    Indented code shows a block as text:

        ```tags
        an example
        ```

    """

  @Test func blocksInContainersAndNotInLeaves() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(Self.containers.utf8).write(to: folder.appendingPathComponent("in.md"))
    let result = try TagflowBinary.run(["markdown", "in.md", "-o", "c.md"] + fixtureFonts, in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr
        == "tagflow: warning: in.md:21: this ```tags fence is inside the HTML block that line 20 starts, so "
        + "CommonMark reads it as HTML, not as a block; leave a blank line before the fence to end the HTML block\n")
    #expect(try String(contentsOf: folder.appendingPathComponent("c.md"), encoding: .utf8) == Self.containersReplaced)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        == ["c-1.svg", "c-2.svg", "c-3.svg", "c.md", "in.md"])
    #expect(try Self.svgWidth(folder.appendingPathComponent("c-1.svg"))?.hasPrefix("300") == true)
    // Each image is drawn from its own block's lines, the container's markers taken off.
    let rendered = try TagflowBinary.run(
      ["render", "pango", "cairo", "-o", "r.svg"] + fixtureFonts, in: folder)
    #expect(rendered.status == 0, "\(rendered.stderr)")
    #expect(
      try Data(contentsOf: folder.appendingPathComponent("c-2.svg"))
        == Data(contentsOf: folder.appendingPathComponent("r.svg")))
  }

  /// A block that its container ends before its closing fence is an error naming both lines.
  @Test func aBlockCutByItsContainerIsAnError() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("> ```tags\n> a\n\n> ```\n".utf8).write(to: folder.appendingPathComponent("in.md"))
    let result = try TagflowBinary.run(["markdown", "in.md", "-o", "out.md"] + fixtureFonts, in: folder)
    #expect(result.status != 0)
    #expect(
      result.stderr
        == "tagflow: error: in.md:1: the ```tags block opened here is never closed: its block quote ends before line "
        + "3; end the block with a ``` line inside the block quote\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["in.md"])
  }

  /// The image of a block is the image `render` draws from the same tags and options.
  @Test func imagesAreWhatRenderDraws() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("```tags --theme dark\nswift, linux\n\ncairo:3\n```\n".utf8).write(
      to: folder.appendingPathComponent("tags.md"))
    let markdown = try TagflowBinary.run(
      ["markdown", "tags.md", "-o", "out.md", "--format", "png", "--scale", "2"] + fixtureFonts, in: folder)
    #expect(markdown.status == 0, "\(markdown.stderr)")
    #expect(
      try String(contentsOf: folder.appendingPathComponent("out.md"), encoding: .utf8)
        == "![tags: swift, linux, cairo](out-1.png)\n")
    let tagFile = "swift\nlinux\n\ncairo\t3\n"
    let render = try TagflowBinary.run(
      ["render", "--input", "-", "--theme", "dark", "--scale", "2", "-o", "render.png"] + fixtureFonts,
      stdin: Data(tagFile.utf8), in: folder)
    #expect(render.status == 0, "\(render.stderr)")
    #expect(
      try Data(contentsOf: folder.appendingPathComponent("out-1.png"))
        == Data(contentsOf: folder.appendingPathComponent("render.png")))
  }

  /// PNG with a dark look: two images of one size and a `<picture>` on the block's line, at the
  /// canvas width in CSS pixels; an SVG carries both looks itself and stays one image.
  @Test func aDarkLookInPNGBecomesAPicture() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("> ```tags --width 300\n> swift, \"linux\" & <pango>\n> ```\n".utf8).write(
      to: folder.appendingPathComponent("tags.md"))
    let png = try TagflowBinary.run(
      ["markdown", "tags.md", "-o", "out.md", "--format", "png", "--scale", "2", "--dark-theme", "dark"]
        + fixtureFonts, in: folder)
    #expect(png.status == 0, "\(png.stderr)")
    #expect(
      try String(contentsOf: folder.appendingPathComponent("out.md"), encoding: .utf8)
        == "> <picture><source media=\"(prefers-color-scheme: dark)\" srcset=\"out-1-dark.png\">"
        + "<img alt=\"tags: swift, &quot;linux&quot; &amp; &lt;pango&gt;\" src=\"out-1.png\" width=\"300\"></picture>\n"
    )
    let light = try Data(contentsOf: folder.appendingPathComponent("out-1.png"))
    let dark = try Data(contentsOf: folder.appendingPathComponent("out-1-dark.png"))
    #expect(light != dark)
    #expect(light[16..<24] == dark[16..<24], "one size for both looks")
    #expect(light[16..<20].elementsEqual([0, 0, 2, 88]), "600 pixels: 300 points at scale 2")

    let svg = try TagflowBinary.run(
      ["markdown", "tags.md", "-o", "svg.md", "--dark-theme", "dark"] + fixtureFonts, in: folder)
    #expect(svg.status == 0, "\(svg.stderr)")
    #expect(try String(contentsOf: folder.appendingPathComponent("svg.md"), encoding: .utf8).hasPrefix("> ![tags:"))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("svg-1-dark.svg").path))
  }

  @Test func stdoutAndInPlace() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = folder.appendingPathComponent("page.md")
    try Data("a\n```tags\nx\n```\nb\n".utf8).write(to: source)
    let stdout = try TagflowBinary.run(["markdown", "page.md", "-o", "-"] + fixtureFonts, in: folder)
    #expect(stdout.status == 0, "\(stdout.stderr)")
    #expect(stdout.stdoutText == "a\n![tags: x](page-1.svg)\nb\n")
    let inPlace = try TagflowBinary.run(["markdown", "page.md", "-o", "page.md"] + fixtureFonts, in: folder)
    #expect(inPlace.status == 0, "\(inPlace.stderr)")
    #expect(try String(contentsOf: source, encoding: .utf8) == "a\n![tags: x](page-1.svg)\nb\n")
  }

  /// Generated pages: plain blocks at random places beside one cloud block (empty, or with tags
  /// of its own). The sources' tags go to the cloud block only, and every alt text names the
  /// chips drawn.
  @Test func sourcesFillOnlyTheCloudBlock() throws {
    var random = SeededGenerator(37)
    let words = ["swift", "linux", "pango", "cairo", "hugo", "netlify", "markdown", "fonts"]
    for round in 0..<6 {
      let folder = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let posts = folder.appendingPathComponent("posts")
      try FileManager.default.createDirectory(at: posts, withIntermediateDirectories: true)
      var sourceTags: [String] = []
      for post in 0..<Int.random(in: 1...4, using: &random) {
        let tags = Array(words.shuffled(using: &random).prefix(Int.random(in: 1...3, using: &random)))
        for tag in tags where !sourceTags.contains(tag) { sourceTags.append(tag) }
        try Data("---\ntags: [\(tags.joined(separator: ", "))]\n---\n".utf8).write(
          to: posts.appendingPathComponent("p\(post).md"))
      }
      var markdown = "# Page\n"
      var expected: [String] = []
      let plainCount = Int.random(in: 0...3, using: &random)
      let cloudAt = Int.random(in: 0...plainCount, using: &random)
      for index in 0...plainCount {
        if index == cloudAt {
          let own = Bool.random(using: &random) ? ["Own Tag"] : []
          markdown += "\n```tags cloud --width 500\n\(own.joined(separator: "\n"))\(own.isEmpty ? "" : "\n")```\n"
          expected.append("tag cloud: " + (own + sourceTags.filter { !own.contains($0) }).joined(separator: ", "))
        } else {
          let tags = Array(words.shuffled(using: &random).prefix(Int.random(in: 1...3, using: &random)))
          markdown += "\n```tags\n\(tags.joined(separator: ", "))\n```\n"
          expected.append("tags: " + tags.joined(separator: ", "))
        }
      }
      try Data(markdown.utf8).write(to: folder.appendingPathComponent("in.md"))
      let result = try TagflowBinary.run(
        ["markdown", "in.md", "-o", "out.md", "--from-front-matter", "posts"] + fixtureFonts, in: folder)
      #expect(result.status == 0, "\(result.stderr)")
      let out = try String(contentsOf: folder.appendingPathComponent("out.md"), encoding: .utf8)
      let alts = out.split(separator: "\n").filter { $0.hasPrefix("![") }.map { line in
        String(line.dropFirst(2).prefix { $0 != "]" })
      }
      #expect(alts == expected, "round \(round):\n\(markdown)")
    }
  }

  /// Sources with no cloud block, an empty cloud block with no source, one whose sources
  /// hold no tags, and a source that cannot be read beside a cloud block with tags of its own
  /// (never drawn as if the source were empty): each one line that says which.
  @Test func cloudBlockErrors() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("---\ntitle: no tags\n---\n".utf8).write(to: folder.appendingPathComponent("post.md"))
    let cases: [(String, [String], String)] = [
      (
        "```tags\na\n```\n", ["--from-front-matter", "post.md"],
        "tagflow: error: --from-front-matter: 'in.md' has no ```tags cloud block to draw the tags it reads"
      ),
      ("x\n```tags cloud\n```\n", [], "tagflow: error: in.md:2: the ```tags cloud block is empty and nothing fills it"),
      (
        "```tags cloud\n```\n", ["--from-front-matter", "post.md"],
        "tagflow: error: in.md:1: no tags: the fields tags, keywords, categories, taxonomies.tags, "
          + "taxonomies.categories are empty or missing in the front matter of 1 Markdown file"
      ),
      (
        "```tags cloud\nown\n```\n", ["--from-front-matter", "contnet"],
        "tagflow: error: --from-front-matter: cannot read 'contnet': no such file or folder"
      ),
    ]
    for (markdown, arguments, message) in cases {
      try Data(markdown.utf8).write(to: folder.appendingPathComponent("in.md"))
      let result = try TagflowBinary.run(["markdown", "in.md", "-o", "out.md"] + arguments + fixtureFonts, in: folder)
      #expect(result.status != 0)
      #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.md").path))
    }
  }

  @Test func noBlocksCopiesAndWarns() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = "# Plain\n```sh\necho hi\n```\n"
    try Data(text.utf8).write(to: folder.appendingPathComponent("plain.md"))
    let result = try TagflowBinary.run(["markdown", "plain.md", "-o", "out.md"], in: folder)
    #expect(result.status == 0)
    #expect(result.stderr == "tagflow: warning: no ```tags blocks in 'plain.md'; the Markdown is copied as it is\n")
    #expect(try Data(contentsOf: folder.appendingPathComponent("out.md")) == Data(text.utf8))
  }

  /// Each case: the Markdown, extra arguments, and the one error line; nothing is written, not even
  /// the images of the blocks before the bad one.
  static let errors: [(String, [String], String)] = [
    (
      "ok\n```tags\na\n```\n```tags --widht 3\nb\n```\n", [],
      "in.md:5: options of the ```tags block: unknown option '--widht'; did you mean '--width'?"
    ),
    (
      "```tags\na\n```\n```tags --width=-1\nb\n```\n", [],
      "in.md:4: options of the ```tags block: --width: '-1' is not valid"
    ),
    ("```tags\na\n```\n```tags\nb:-1\n```\n", [], "in.md:5: weight of 'b': '-1' is not valid"),
    ("```tags\na\n```\n```tags\n```\n", [], "in.md:4: the ```tags block has no tags"),
    ("```tags\na\n", [], "in.md:1: the ```tags block opened here is never closed"),
    ("```tags extra\na\n```\n", [], "in.md:1: options of the ```tags block: 'extra': markdown takes its tags"),
    (
      "```tags --images pics\na\n```\n", [],
      "in.md:1: options of the ```tags block: -o, --images, --image-url, --format and --scale"
    ),
    (
      "```tags -o other.md\na\n```\n", [],
      "in.md:1: options of the ```tags block: -o, --images, --image-url, --format and --scale"
    ),
    ("```tags --input tags.txt\na\n```\n", [], "in.md:1: options of the ```tags block: a block's tags are its lines"),
    ("```tags --from-front-matter .\na\n```\n", [], "in.md:1: options of the ```tags block: a block's tags are"),
    ("```tags\na\n```\n", ["word"], "'word': markdown takes its tags from the ```tags blocks"),
    (
      "```tags\na\n```\n", ["--format", "pdf"],
      "--format: 'pdf' is not valid; expected one of svg, png"
    ),
    ("```tags\na\n```\n", ["--images", "FOLDER/images"], "--images: 'FOLDER/images' is not valid"),
    // Settings checked with the job, and lines that do not fit a block's canvas, are blamed on the block by option.
    (
      "```tags\na\n```\n```tags --min-chip-width 50 --max-chip-width 40\nb\n```\n", [],
      "in.md:4: --min-chip-width: '50' is not valid; expected at most the largest chip width (40)"
    ),
    (
      "```tags\na\n```\n```tags --height 40\nswift linux pango cairo flexbox layout\n```\n", [],
      "in.md:4: --height: '40' is not valid; expected at least"
    ),
  ]

  @Test(arguments: errors)
  func oneLineAndNoFiles(markdown: String, arguments: [String], message: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(markdown.utf8).write(to: folder.appendingPathComponent("in.md"))
    // FOLDER: this test's own folder, for an absolute path that is never anyone else's.
    let arguments = arguments.map { $0.replacing("FOLDER", with: folder.path) }
    let message = message.replacing("FOLDER", with: folder.path)
    let result = try TagflowBinary.run(["markdown", "in.md", "-o", "out.md"] + arguments + fixtureFonts, in: folder)
    #expect(result.status != 0)
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    #expect(result.stderr.hasPrefix("tagflow: error: \(message)"), "\(result.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["in.md"])
  }

  /// A block's files are found from the Markdown file's folder, stay inside it unless
  /// --allow-outside is given, and no image replaces one of them.
  @Test func blockFilesFollowTheFolderPolicy() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let docs = folder.appendingPathComponent("docs")
    try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
    try "fill: '#FFE4E6'\n".write(to: docs.appendingPathComponent("look.yaml"), atomically: true, encoding: .utf8)
    try "fill: '#FFE4E6'\n".write(to: folder.appendingPathComponent("outside.yaml"), atomically: true, encoding: .utf8)
    func markdown(_ options: String, _ extra: [String] = [], output: String = "docs/out.md") throws -> CommandResult {
      try "```tags \(options)\nswift\n```\n".write(
        to: docs.appendingPathComponent("a.md"), atomically: true, encoding: .utf8)
      return try TagflowBinary.run(["markdown", "docs/a.md", "-o", output] + extra, in: folder)
    }
    let inside = try markdown("--theme look.yaml")
    #expect(inside.status == 0, "\(inside.stderr)")
    // #FFE4E6, as Cairo writes it.
    #expect(try String(contentsOf: docs.appendingPathComponent("out-1.svg"), encoding: .utf8).contains("89.411765%"))
    let outside = try markdown("--dark-theme ../outside.yaml")
    #expect(outside.status == 2)
    #expect(
      outside.stderr
        == "tagflow: error: docs/a.md:1: options of the ```tags block: --dark-theme: '../outside.yaml' is outside "
        + "the Markdown file's folder; a Markdown file reads and writes only inside its own folder (pass "
        + "--allow-outside to trust it)\n")
    #expect(try markdown("--dark-theme ../outside.yaml", ["--allow-outside"]).status == 0)
    // The first image of docs/t.md is docs/t-1.svg.
    let theme = docs.appendingPathComponent("t-1.svg")
    try FileManager.default.copyItem(at: docs.appendingPathComponent("look.yaml"), to: theme)
    let replaced = try markdown("--theme t-1.svg", output: "docs/t.md")
    #expect(replaced.status == 2)
    #expect(
      replaced.stderr
        == "tagflow: error: docs/a.md:1: the image 'docs/t-1.svg' would overwrite 'docs/t-1.svg', which the block "
        + "reads; choose another -o or --images\n")
    #expect(try String(contentsOf: theme, encoding: .utf8) == "fill: '#FFE4E6'\n")
  }

  /// Asking a block for help or a version is one line naming the block, not the help's first line.
  @Test(arguments: ["--help", "-h", "--version", "--help --width 300"])
  func helpInABlockIsOneLine(options: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "Intro\n```tags \(options)\nswift\n```\n".write(
      to: folder.appendingPathComponent("a.md"), atomically: true, encoding: .utf8)
    let result = try TagflowBinary.run(["markdown", "a.md", "-o", "b.md"], in: folder)
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("tagflow: error: a.md:2: options of the ```tags block: "), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1 && !result.stderr.contains("OVERVIEW"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("b.md").path))
  }
}

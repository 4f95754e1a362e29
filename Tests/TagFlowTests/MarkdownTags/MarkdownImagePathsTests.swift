// Image names and links for ```tags blocks: beside the output, in a folder relative to it, or from stdout.

import Testing

@testable import TagFlow
@testable import TagFlowReaders

@Suite struct MarkdownImagePathsTests {
  /// Over random `--image-url`s: the link holds no byte that ends a Markdown link or an HTML
  /// attribute, and decoding its `%XX` gives back the URL as given.
  @Test func anImageURLMakesOneLink() throws {
    var random = SeededGenerator(seed: 7)
    let pieces = [
      "https://cdn.example.com", "/", "a b", "(x)", "<", ">", "\"", "'", "\\", "é", "日本", "\t", "~", "-", "?q=1&r=2",
      "#top",
    ]
    for _ in 0..<300 {
      let url = (0..<Int.random(in: 1...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
      let paths = try MarkdownImagePaths(output: "README.md", input: "in.md", images: nil, format: .png, imageURL: url)
      let link = paths.link(1)
      #expect(link.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F && !"()<>\"'\\".utf8.contains($0) }, "\(link)")
      var decoded: [UInt8] = []
      var bytes = paths.linkPrefix.utf8.makeIterator()
      while let byte = bytes.next() {
        guard byte == UInt8(ascii: "%"), let high = bytes.next(), let low = bytes.next() else {
          decoded.append(byte)
          continue
        }
        decoded.append(UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)!)
      }
      let given = url.hasSuffix("/") ? url : url + "/"
      #expect(decoded == Array(given.utf8), "\(url) → \(link)")
    }
  }

  @Test func besideTheOutput() throws {
    let paths = try MarkdownImagePaths(output: "docs/README.md", input: "README.template.md", images: nil, format: .svg)
    #expect(paths.file(1) == "docs/README-1.svg")
    #expect(paths.link(1) == "README-1.svg")
  }

  @Test func inAFolderRelativeToTheOutput() throws {
    for images in ["images", "images/", "./images", "./images//"] {
      let paths = try MarkdownImagePaths(output: "docs/guide.md", input: "in.md", images: images, format: .png)
      #expect(paths.file(2) == "docs/images/guide-2.png")
      #expect(paths.link(2) == "images/guide-2.png")
    }
    let up = try MarkdownImagePaths(output: "docs/guide.md", input: "in.md", images: "../assets", format: .svg)
    #expect(up.file(1) == "docs/../assets/guide-1.svg")
    #expect(up.link(1) == "../assets/guide-1.svg")
    #expect(try MarkdownImagePaths(output: "a.md", input: "in.md", images: ".", format: .svg).file(1) == "a-1.svg")
  }

  @Test func stdoutTakesTheInputsName() throws {
    #expect(
      try MarkdownImagePaths(output: "-", input: "notes/tags.md", images: nil, format: .svg).file(1) == "tags-1.svg")
    #expect(try MarkdownImagePaths(output: "-", input: "-", images: "img", format: .svg).file(3) == "img/tags-3.svg")
  }

  @Test func absoluteFoldersAreRefused() {
    expectMessage(
      "--images: '/absolute/images' is not valid; expected a folder relative to the output file's folder; a folder "
        + "of the published site such as '/images' needs the site's configuration file (_config.yml, hugo.toml, "
        + "zola.toml, mkdocs.yml, …) in the output's folder or above it",
      naming: .options
    ) { try MarkdownImagePaths(output: "a.md", input: "b.md", images: "/absolute/images", format: .svg) }
  }

  @Test func linksArePercentEncoded() throws {
    let paths = try MarkdownImagePaths(output: "my notes (v2).md", input: "x.md", images: "pics ü", format: .svg)
    #expect(paths.file(1) == "pics ü/my notes (v2)-1.svg")
    #expect(paths.link(1) == "pics%20%C3%BC/my%20notes%20%28v2%29-1.svg")
  }
}

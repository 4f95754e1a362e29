// Images of a site's page: written where the generator publishes them, linked as the published page reaches them.

import Foundation
import Testing

@testable import TagFlow
@testable import TagFlowReaders

@Suite struct SiteImagePathsTests {
  /// A fresh site folder (with `.git`, where looking for its configuration stops) holding `files`.
  private func site(_ files: [String: String]) throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-images-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return CanonicalPath.of(root.path)
  }

  private func paths(_ root: String, output: String, images: String?, url: String? = nil) throws(TagFlowError)
    -> MarkdownImagePaths
  {
    let output = root + "/" + output
    return try MarkdownImagePaths(
      output: output, input: "in.md", images: images, format: .svg, imageURL: url, site: Site.find(from: output))
  }

  /// Generated pages at random depths of Hugo, Jekyll and MkDocs sites: `--images /FOLDER` and the
  /// same folder written relative to the page give one link, the one the published page follows.
  @Test func generatedPagesLinkWhatThePublishedPageReaches() throws {
    var random = SeededGenerator(seed: 376)
    let hugo = try site(["hugo.toml": "baseURL = 'https://example.org/blog/'\n"])
    let jekyll = try site(["_config.yml": "baseurl: /notes\n"])
    let mkdocs = try site(["mkdocs.yml": "site_name: Guide\n"])
    defer { for root in [hugo, jekyll, mkdocs] { try? FileManager.default.removeItem(atPath: root) } }
    for round in 0..<30 {
      let depth = Int.random(in: 0...3, using: &random)
      let folders = (0..<depth).map { _ in ["posts", "guide", "a b", "2024"].randomElement(using: &random)! }
      let under = (["images"] + (Bool.random(using: &random) ? ["tags"] : [])).joined(separator: "/")
      let up = String(repeating: "../", count: depth + 1)
      switch round % 3 {
      case 0:
        let page = (["content"] + folders + ["page.md"]).joined(separator: "/")
        let absolute = try paths(hugo, output: page, images: "/" + under)
        #expect(absolute.file(1) == hugo + "/static/" + under + "/page-1.svg")
        #expect(absolute.link(1) == "/blog/" + under + "/page-1.svg")
        let relative = try paths(hugo, output: page, images: up + "static/" + under)
        #expect(relative.link(1) == absolute.link(1), "\(page)")
        // Beside a page that is no bundle: refused; in a bundle: relative.
        #expect(throws: TagFlowError.self) { try paths(hugo, output: page, images: nil) }
        let bundle = (["content"] + folders + ["cloud", "index.md"]).joined(separator: "/")
        #expect(try paths(hugo, output: bundle, images: nil).link(1) == "index-1.svg")
      case 1:
        let page = (["_posts"] + folders + ["2024-01-01-page.md"]).joined(separator: "/")
        let absolute = try paths(jekyll, output: page, images: "/assets/" + under)
        #expect(absolute.file(1) == jekyll + "/assets/" + under + "/2024-01-01-page-1.svg")
        #expect(absolute.link(1) == "/notes/assets/" + under + "/2024-01-01-page-1.svg")
        #expect(try paths(jekyll, output: page, images: up + "assets/" + under).link(1) == absolute.link(1))
        // Jekyll publishes no folder whose name starts with _.
        #expect(throws: TagFlowError.self) { try paths(jekyll, output: page, images: nil) }
      default:
        let page = (["docs"] + folders + ["tags.md"]).joined(separator: "/")
        let absolute = try paths(mkdocs, output: page, images: "/" + under)
        #expect(absolute.file(1) == mkdocs + "/docs/" + under + "/tags-1.svg")
        let back = String(repeating: "../", count: depth)
        #expect(absolute.link(1) == MarkdownImagePaths.percentEncoded(back + under + "/tags-1.svg"), "\(page)")
        #expect(throws: TagFlowError.self) { try paths(mkdocs, output: page, images: up + "../elsewhere") }
      }
      // --image-url links by the URL given, whatever the site.
      let url = try paths(hugo, output: "content/p/index.md", images: nil, url: "https://cdn.example.org/t")
      #expect(url.link(2) == "https://cdn.example.org/t/index-2.svg")
    }
  }

  @Test func eleventyNeedsImageURLForASiteFolder() throws {
    let root = try site(["eleventy.config.js": "export default function () {}\n"])
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(throws: TagFlowError.self) { try paths(root, output: "posts/a.md", images: "/images") }
    #expect(try paths(root, output: "posts/a.md", images: "img").link(1) == "img/a-1.svg")
  }
}

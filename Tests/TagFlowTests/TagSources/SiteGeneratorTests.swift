// A site per generator, built from its documented rules, gives the tags that generator publishes.

import Foundation
import Testing

@testable import TagFlow
@testable import TagFlowReaders

@Suite struct SiteGeneratorTests {
  /// A fresh folder with `files` (path → text) in it and a `.git` folder, so looking for a
  /// site's configuration stops there; removed by the caller.
  private func site(_ files: [String: String]) throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-site-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return root.path
  }

  /// Each tag as `text:weight`, in the order met.
  private func tags(
    _ root: String, _ path: String, site choice: TagSourceReader.SiteChoice = .detect, keys: [String]? = nil
  ) throws -> (tags: [String], reader: TagSourceReader) {
    var reader = TagSourceReader(keys: keys, site: choice)
    try reader.addFrontMatter(of: root + "/" + path, field: "--from-front-matter")
    return (reader.tally.tags.map { "\($0.text):\(Job.format($0.weight ?? 0))" }, reader)
  }

  /// jekyllrb.com/docs/posts/ and /docs/front-matter/: `tags` and `categories` split at
  /// spaces, `tag` and `category` one each, a post's folders above `_posts` are categories,
  /// `published: false` and `_drafts` are not published, `site.tags` lists posts only.
  @Test func jekyll() throws {
    let root = try site([
      "_config.yml": "title: Notes\nbaseurl: /notes\n",
      "_posts/2024-01-01-a.md": "---\ntags: swift linux\ncategories: news\n---\nText\n",
      "_posts/2024-01-02-b.md": "---\ntag: machine learning\ncategory: release notes\n---\n",
      "_posts/2024-01-03-c.md": "---\ntags: [secret]\npublished: false\n---\n",
      "_posts/2024-01-04-d.md": "+++\ntags = [\"toml\"]\n+++\n",
      "_drafts/e.md": "---\ntags: [draft]\n---\n",
      "about.md": "---\ntags: [page]\n---\n",
      "movies/horror/_posts/2024-02-01-scary.md": "---\ntags: [swift]\n---\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (read, reader) = try tags(root, ".")
    #expect(
      read == [
        "swift:2", "linux:1", "news:1", "machine learning:1", "release notes:1", "movies:1", "horror:1",
      ])
    #expect(reader.sites.map(\.site.generator) == [.jekyll])
    #expect(reader.leftOut.map(\.reason) == ["in _drafts", "published: false", "not a post: not in _posts"])
    #expect(reader.foreign.map(\.format) == ["TOML"])
    #expect(reader.tally.documents == 4)
    // Read as written, the same files give one chip "swift linux" and count the drafts.
    let (plain, _) = try tags(root, ".", site: .none)
    #expect(plain.contains("swift linux:1"))
    #expect(plain.contains("draft:1"))
  }

  /// gohugo.io/content-management/taxonomies/: the configuration's taxonomies replace the
  /// default `tags` and `categories`; /methods/page/draft/: drafts are not published;
  /// /content-management/front-matter/: JSON front matter, here on one line; a taxonomy's
  /// text is one term.
  @Test func hugo() throws {
    let root = try site([
      "hugo.toml": "baseURL = 'https://example.org/docs/'\n[taxonomies]\ntag = 'tags'\nseries = 'series'\n",
      "content/posts/a.md": "---\ntags: [swift, linux]\nseries: [intro]\ncategories: [gone]\n---\n",
      "content/posts/b.md": "+++\ntags = [\"swift\"]\ndraft = true\n+++\n",
      "content/posts/c.md": "{\"tags\": [\"hugo\"], \"series\": [\"intro\"]}\n\nText\n",
      "content/posts/d.md": "---\ntags: Hugo, Netlify\n---\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (read, reader) = try tags(root, "content/posts")
    #expect(read == ["swift:1", "linux:1", "intro:2", "hugo:1", "Hugo, Netlify:1"])
    #expect(reader.keysRead == ["tags", "series"])
    #expect(reader.leftOut.map(\.reason) == ["draft = true"])
    #expect(reader.sites.first?.site.basePath == "/docs/")
    #expect(reader.unread.isEmpty)
  }

  /// getzola.org/documentation/content/page/ and /content/taxonomies/: terms live in the
  /// `[taxonomies]` table, for the taxonomies the configuration declares; drafts are left out.
  @Test func zola() throws {
    let root = try site([
      "config.toml": "base_url = \"https://example.org\"\ntaxonomies = [{name = \"tags\"}, {name = \"authors\"}]\n",
      "content/blog/a.md": "+++\ntitle = \"A\"\n[taxonomies]\ntags = [\"rust\", \"web\"]\nauthors = [\"Ann\"]\n+++\n",
      "content/blog/b.md": "+++\ndraft = true\n[taxonomies]\ntags = [\"secret\"]\n+++\n",
      "content/blog/c.md": "+++\ntags = [\"not a taxonomy\"]\n[taxonomies]\ntags = [\"rust\"]\n+++\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (read, reader) = try tags(root, "content")
    #expect(read == ["rust:2", "web:1", "Ann:1"])
    #expect(reader.sites.map(\.site.generator) == [.zola])
    #expect(reader.leftOut.count == 1)
  }

  /// squidfunk.github.io/mkdocs-material/plugins/tags/ and /plugins/blog/: `tags`, the blog's
  /// `categories`, drafts left out of the build.
  @Test func mkdocs() throws {
    let root = try site([
      "mkdocs.yml": "site_name: Guide\nplugins:\n  - tags\n  - blog\n",
      "docs/index.md": "---\ntags:\n  - setup\n  - python\n---\n",
      "docs/blog/posts/p.md": "---\ndraft: true\ntags: [secret]\n---\n",
      "docs/blog/posts/q.md": "---\ntags: [python]\ncategories: [News]\n---\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(try tags(root, "docs").tags == ["python:2", "News:1", "setup:1"])
  }

  /// docusaurus.io: `tags` as texts or `{label, permalink}`, `draft` and `unlisted` not listed,
  /// `_` partials not pages.
  @Test func docusaurus() throws {
    let root = try site([
      "docusaurus.config.js": "export default {\n  baseUrl: '/site/',\n};\n",
      "blog/2024-01-01-a.md": "---\ntags: [hello, {label: Docusaurus, permalink: /d}]\n---\n",
      "docs/_partial.md": "---\ntags: [partial]\n---\n",
      "docs/b.md": "---\ndraft: true\ntags: [draft]\n---\n",
      "docs/c.md": "---\ntags: [hello]\n---\n",
      "docs/intro.md": "---\nunlisted: true\ntags: [hidden]\n---\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (read, reader) = try tags(root, ".")
    #expect(read == ["hello:2", "Docusaurus:1"])
    #expect(reader.sites.first?.site.basePath == "/site/")
  }

  /// Astro's Markdown draft pages; Eleventy's `tags` (a text is one collection) and
  /// `eleventyExcludeFromCollections`.
  @Test func astroAndEleventy() throws {
    let astro = try site([
      "astro.config.mjs": "export default defineConfig({ base: '/x' })\n",
      "src/content/blog/a.md": "---\ntags: [astro]\ndraft: true\n---\n",
      "src/content/blog/b.md": "---\ntags: [astro, web]\n---\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: astro) }
    #expect(try tags(astro, "src").tags == ["astro:1", "web:1"])
    let eleventy = try site([
      "eleventy.config.js": "export default function (eleventyConfig) {}\n",
      "posts/a.md": "---\ntags: post\n---\n",
      "posts/b.md": "---\ntags: [post, cats and dogs]\n---\n",
      "posts/c.md": "---\ntags: [x]\neleventyExcludeFromCollections: true\n---\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: eleventy) }
    #expect(try tags(eleventy, "posts").tags == ["post:2", "cats and dogs:1"])
  }

  /// A `config.toml` is Hugo's with `baseURL`, Zola's with `base_url`, and no site's otherwise;
  /// the look upward stops at the repository's root; `--site` names a generator without a file.
  @Test func configurationFilesTellTheGenerator() throws {
    let root = try site([
      "hugo/config.toml": "BaseURL = 'https://x.org/'\n", "hugo/content/a.md": "",
      "zola/config.toml": "base_url = 'https://x.org/'\n", "zola/content/a.md": "",
      "none/config.toml": "name = 'x'\n", "none/content/a.md": "",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(Site.find(from: root + "/hugo/content/a.md")?.generator == .hugo)
    #expect(Site.find(from: root + "/zola/content")?.generator == .zola)
    #expect(Site.find(from: root + "/none/content/a.md") == nil)
    #expect(Site.find(from: root + "/hugo/content", generator: .jekyll) == Site(generator: .jekyll))
  }

  /// Generated sites of Jekyll, Hugo and Zola: random posts, each a draft or not, its tags in a
  /// random one of the ways the generator documents, give the counts of the published posts.
  @Test func generatedSitesCountThePublishedPosts() throws {
    var random = SeededGenerator(seed: 37)
    let words = ["swift", "linux", "pango", "cairo", "hugo", "zola", "web", "rust", "docs", "fonts"]
    for round in 0..<24 {
      let generator = [SiteGenerator.jekyll, .hugo, .zola][round % 3]
      var files: [String: String] = [:]
      switch generator {
      case .jekyll: files["_config.yml"] = "title: x\n"
      case .hugo: files["hugo.toml"] = "baseURL = 'https://x.org/'\n"
      default: files["zola.toml"] = "base_url = 'https://x.org/'\n"
      }
      var expected: [String: Int] = [:]
      for post in 0..<Int.random(in: 1...8, using: &random) {
        let tags = Array(
          Set((0..<Int.random(in: 0...4, using: &random)).map { _ in words.randomElement(using: &random)! }))
        let draft = Bool.random(using: &random)
        let list = tags.map { "\"\($0)\"" }.joined(separator: ", ")
        let name: String
        let text: String
        switch generator {
        case .jekyll:
          let inDrafts = draft && Bool.random(using: &random)
          name = inDrafts ? "_drafts/p\(post).md" : "_posts/2024-01-0\(post + 1)-p.md"
          let field = Bool.random(using: &random) ? "tags: \(tags.joined(separator: " "))" : "tags: [\(list)]"
          text = "---\n\(field)\n\(draft && !inDrafts ? "published: false\n" : "")---\n"
        case .hugo:
          name = "content/p\(post).md"
          switch Int.random(in: 0..<3, using: &random) {
          case 0: text = "---\ntags: [\(list)]\ndraft: \(draft)\n---\n"
          case 1: text = "+++\ntags = [\(list)]\ndraft = \(draft)\n+++\n"
          default: text = "{\"tags\": [\(list)], \"draft\": \(draft)}\n"
          }
        default:
          name = "content/p\(post).md"
          text = "+++\ndraft = \(draft)\n[taxonomies]\ntags = [\(list)]\n+++\n"
        }
        files[name] = text
        if !draft { for tag in tags { expected[tag, default: 0] += 1 } }
      }
      let root = try site(files)
      defer { try? FileManager.default.removeItem(atPath: root) }
      var reader = TagSourceReader(site: .detect)
      try reader.addFrontMatter(of: root, field: "--from-front-matter")
      let counted = Dictionary(uniqueKeysWithValues: reader.tally.tags.map { ($0.text, Int($0.weight ?? 0)) })
      #expect(counted == expected, "\(generator) site \(round): \(files)")
      #expect(reader.sites.map(\.site.generator) == [generator])
    }
  }

  /// Hugo's JSON front matter on one line, as `hugo convert toJSON` writes a short one, is
  /// read with every rule set; `{{< shortcode >}}` at the top is no front matter.
  @Test func jsonFrontMatterOnOneLine() throws {
    #expect(
      try TagSourceReader.frontMatterTags(
        Array("{\"tags\": [\"a\", \"b}\"]}\nText\n".utf8), isWholeFile: true, keys: ["tags"], source: "p.md")
        == ["a", "b}"])
    #expect(
      try TagSourceReader.frontMatterTags(
        Array("{{< note >}}\nText\n".utf8), isWholeFile: true, keys: ["tags"], source: "p.md") == [])
    expectMessage("p.md:1: front matter opened with '{' is never closed; add a '}' line after it") {
      try TagSourceReader.frontMatterTags(
        Array("{\"tags\": [\"a\"]\n".utf8), isWholeFile: true, keys: ["tags"], source: "p.md")
    }
  }
}

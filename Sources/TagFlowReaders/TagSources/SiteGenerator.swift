// The static-site generators whose rules TagFlow follows: which fields hold tags, how a text splits, what is not published.

import TagFlow

/// A static-site generator, whose documented rules decide which Markdown files
/// are published and which tags each carries (see docs/tag-sources.md, where
/// each rule names the page of the generator's documentation it comes from).
package enum SiteGenerator: String, CaseIterable, Sendable {
  case jekyll, hugo, zola, mkdocs, docusaurus, astro, eleventy

  /// The generator's name as its own documentation writes it.
  package var name: String {
    switch self {
    case .jekyll: "Jekyll"
    case .hugo: "Hugo"
    case .zola: "Zola"
    case .mkdocs: "MkDocs"
    case .docusaurus: "Docusaurus"
    case .astro: "Astro"
    case .eleventy: "Eleventy"
    }
  }

  /// The front matter fields that hold tags when the site's configuration names none.
  ///
  /// - Jekyll: `tags` and `categories`, and the singular `tag` and `category` (one each).
  /// - Hugo: its default taxonomies, `tags` and `categories`.
  /// - Zola: the `[taxonomies]` table's `tags` and `categories`.
  /// - MkDocs: Material's tags plugin reads `tags`; its blog plugin, `categories`.
  /// - Docusaurus, Astro, Eleventy: `tags`.
  package var defaultKeys: [String] {
    switch self {
    case .jekyll: ["tags", "categories", "tag", "category"]
    case .hugo: ["tags", "categories"]
    case .zola: ["taxonomies.tags", "taxonomies.categories"]
    case .mkdocs: ["tags", "categories"]
    case .docusaurus, .astro, .eleventy: ["tags"]
    }
  }

  /// The tags of one text of a tag field, as the generator reads it: Jekyll splits
  /// `tags` and `categories` at white space (`tags: swift linux` is two tags); every
  /// generator reads any other text as one tag (Hugo, Eleventy: `tags: a, b` is the
  /// one term "a, b").
  package func split(_ text: String, field: String) -> [String] {
    let name = field.split(separator: ".").last.map { $0.lowercased() } ?? field.lowercased()
    if self == .jekyll, name == "tags" || name == "categories" {
      return text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).map(String.init)
    }
    let trimmed = text.trimmingWhitespace()
    return trimmed.isEmpty ? [] : [trimmed]
  }

  /// Whether the generator reads front matter written in `format` (Jekyll, MkDocs,
  /// Docusaurus, Astro and Eleventy read YAML only; Zola TOML and YAML; Hugo all three).
  func reads(_ format: FrontMatter.Format) -> Bool {
    switch (self, format) {
    case (_, .yaml), (.hugo, _), (.zola, .toml): true
    default: false
    }
  }

  /// The front matter fields that decide whether a page is published: each, when
  /// `true` (or `false` for Jekyll's `published`), leaves the page out.
  var unpublishingFields: [(key: String, leavesOutWhen: Bool)] {
    switch self {
    case .jekyll: [("published", false)]
    case .hugo, .zola, .mkdocs, .astro: [("draft", true)]
    case .docusaurus: [("draft", true), ("unlisted", true)]
    case .eleventy: [("eleventyExcludeFromCollections", true)]
    }
  }

  /// Why a file at `path` (its folders from the site's root, the file's name last)
  /// is not published, by where it is; `nil` when its place does not say.
  ///
  /// - Jekyll: `site.tags` lists posts only, files in a `_posts` folder; files in
  ///   `_drafts` are drafts.
  /// - Docusaurus: files and folders whose names start with `_` are partials, not pages.
  func unpublishedPlace(_ path: [Substring]) -> String? {
    switch self {
    case .jekyll:
      if path.dropLast().contains("_drafts") { return "in _drafts" }
      if !path.dropLast().contains("_posts") { return "not a post: not in _posts" }
      return nil
    case .docusaurus:
      return path.contains(where: { $0.hasPrefix("_") }) ? "a partial (its name starts with _)" : nil
    default: return nil
    }
  }

  /// The categories a file's place gives: for Jekyll, the folders above `_posts`
  /// (`movies/horror/_posts/x.md` is in `movies` and `horror`).
  func placeTags(_ path: [Substring], field keys: [String]) -> [String] {
    guard self == .jekyll, keys.contains(where: { $0.lowercased() == "categories" }),
      let posts = path.dropLast().lastIndex(of: "_posts")
    else { return [] }
    return path[..<posts].map(String.init)
  }
}

extension SiteGenerator: CustomStringConvertible {
  /// The name as written in `--site`.
  package var description: String { rawValue }
}

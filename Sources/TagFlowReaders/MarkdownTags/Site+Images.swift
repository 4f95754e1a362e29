// Where a site publishes the images of a Markdown page, and the link that reaches them from the published page.

import TagFlow

extension Site {
  /// The folder whose files the generator publishes as they are, at the site's base
  /// path: `static/` (Hugo, Zola, Docusaurus), `public/` (Astro), the site's own
  /// folder (Jekyll); `nil` when there is none TagFlow knows (MkDocs publishes
  /// `docs/` with the pages, Eleventy what its configuration code copies).
  var staticFolder: String? {
    guard let root else { return nil }
    let base = root == "/" ? "" : root
    switch generator {
    case .hugo, .zola, .docusaurus: return base + "/static"
    case .astro: return base + "/public"
    case .jekyll: return root
    case .mkdocs, .eleventy: return nil
    }
  }

  /// The folder on disk that `--images /images` names: under `staticFolder`, or
  /// MkDocs' docs folder; `nil` for a generator with neither.
  func publishedFolder(_ images: String) -> String? {
    guard let root else { return nil }
    if generator == .mkdocs { return (root == "/" ? "" : root) + "/" + docsFolder + images }
    return staticFolder.map { $0 + images }
  }

  /// The link's folder (ending in `/`, or empty) for images written to `folder`, from the
  /// page published from `output`, as the generator publishes both:
  ///
  /// - In `staticFolder`: site-absolute, under the base path (`/blog/images/`), since the
  ///   generator gives the page a URL of its own (Hugo's `/posts/page/`, Jekyll's permalinks).
  ///   Jekyll does not publish folders whose names start with `_` or `.`.
  /// - MkDocs: relative, as MkDocs rewrites a page's relative links; only inside the docs folder.
  /// - Docusaurus and Astro resolve a page's relative image paths when they build: relative.
  /// - Hugo and Zola: relative inside a page bundle (a folder whose page is `index.md` or
  ///   `_index.md`, with the images in that folder or below it); any other page of the site's
  ///   `content/` would link to a place that is not published: refused.
  /// - Anything else (a file outside the site's content, Eleventy): relative, as `given`.
  ///
  /// `given` is the images' folder as written relative to the output ("." for its folder).
  func imageLink(folder: String, output: String, given: String, siteAbsolute: Bool) throws(TagFlowError) -> String {
    guard let root else { return given == "." ? "" : given + "/" }
    let images = CanonicalPath.of(folder.isEmpty ? "." : folder)
    let outputFolder = Self.parent(CanonicalPath.of(output))
    let relative = siteAbsolute ? Self.relativePath(from: outputFolder, to: images) : given
    let relativeLink = relative == "." || relative.isEmpty ? "" : relative + "/"
    if let published = staticFolder, let inside = Self.parts(of: images, below: published) {
      if generator == .jekyll, let hidden = inside.first(where: { $0.hasPrefix("_") || $0.hasPrefix(".") }) {
        throw TagFlowError.invalid(
          "images", given,
          expected: "a folder Jekyll publishes; it skips '\(hidden)' and every folder whose name starts with _ or ., "
            + "so write the images to a folder such as /assets/images")
      }
      return basePath + inside.map { $0 + "/" }.joined()
    }
    switch generator {
    case .mkdocs:
      let docs = (root == "/" ? "" : root) + "/" + docsFolder
      guard Self.parts(of: images, below: docs) != nil else {
        throw TagFlowError.invalid(
          "images", given,
          expected: "a folder inside \(docsFolder)/, the only one MkDocs publishes (such as /images)")
      }
      return relativeLink
    case .hugo, .zola:
      let content = (root == "/" ? "" : root) + "/content"
      guard Self.parts(of: outputFolder, below: content) != nil else { return relativeLink }
      let name = output.split(separator: "/").last.map(String.init) ?? output
      let isBundle = ["index", "_index"].contains(MarkdownImagePaths.stem(of: name))
      if isBundle, Self.parts(of: images, below: outputFolder) != nil { return relativeLink }
      throw TagFlowError.invalid(
        "images", given,
        expected: "a folder \(generator.name) publishes where the page can link it: under static/ (such as "
          + "/images), or beside the page in its bundle (a page named index.md); '\(output)' is published "
          + "at a URL of its own, where a relative link breaks (or give the URL that links the images)")
    case .jekyll, .docusaurus, .astro, .eleventy:
      return relativeLink
    }
  }

  /// The names of `path`'s folders below `folder` (both canonical); `nil` when it is not inside it.
  static func parts(of path: String, below folder: String) -> [Substring]? {
    if path == folder { return [] }
    let prefix = folder == "/" ? "/" : folder + "/"
    guard path.hasPrefix(prefix) else { return nil }
    return path.dropFirst(prefix.count).split(separator: "/")
  }

  /// `../images` from `/site/docs/guide` to `/site/docs/images` (both canonical).
  static func relativePath(from start: String, to target: String) -> String {
    let from = start.split(separator: "/")
    let to = target.split(separator: "/")
    var common = 0
    while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
    let parts = Array(repeating: "..", count: from.count - common) + to[common...].map(String.init)
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }
}

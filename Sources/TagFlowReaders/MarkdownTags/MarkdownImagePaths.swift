// Where the images of a Markdown file's ```tags blocks are written, and the links that point at them.

import TagFlow

/// Names the image of each ```tags block: `NAME-1.svg`, `NAME-2.svg`, … after
/// the output Markdown file's name (the input's when the output is stdout),
/// in a folder given relative to the output file's folder, so the link in the
/// Markdown is that same relative path.
///
/// For a site (`Site`), links are what the published page can reach: a folder
/// the generator publishes as it is (Hugo's, Zola's and Docusaurus' `static/`,
/// Astro's `public/`, a Jekyll site's folders) is linked site-absolute, under the
/// site's base path; `--images /images` names such a folder from the site's
/// root. A link the published page could not follow is refused (see `Site.imageLink`).
package struct MarkdownImagePaths: Sendable, Equatable {
  /// The folder the images go in, as a path from the current folder ("" for the current folder).
  package let folder: String
  /// The same folder as the link's path, percent-encoded when linked ("" for the output file's folder).
  package let linkFolder: String
  /// What comes before `linkFolder` in a link as given: `--image-url`'s URL, or "".
  package let linkPrefix: String
  /// The images' name before `-N.ext`.
  package let baseName: String
  package let format: OutputFormat

  /// - Parameters:
  ///   - output: the output Markdown file, `-` for stdout.
  ///   - input: the input Markdown file, `-` for stdin.
  ///   - images: the images' folder relative to the output file's folder (`nil` for that
  ///     folder), or a folder of the published site (`/images`) when `site` has a root.
  ///   - imageURL: the URL the Markdown links the images' folder by, when given.
  ///   - site: the site the output file belongs to, if any.
  package init(
    output: String, input: String, images: String?, format: OutputFormat, imageURL: String? = nil,
    site: Site? = nil
  ) throws(TagFlowError) {
    var images = images ?? ""
    let siteAbsolute = images.hasPrefix("/")
    while images.hasSuffix("/") { images.removeLast() }
    while images.hasPrefix("./") { images.removeFirst(2) }
    if images == "." { images = "" }
    let named = output == "-" ? input : output
    let outputFolder = output == "-" ? "" : Self.folder(of: output)
    if siteAbsolute {
      guard let site, site.root != nil else {
        throw TagFlowError.invalid(
          "images", images.isEmpty ? "/" : images,
          expected: "a folder relative to the output file's folder; a folder of the published site such as "
            + "'/images' needs the site's configuration file (_config.yml, hugo.toml, zola.toml, mkdocs.yml, …) "
            + "in the output's folder or above it")
      }
      guard let published = site.publishedFolder(images) else {
        throw TagFlowError.invalid(
          "images", images,
          expected:
            "a folder relative to the output file's folder, with the URL that links it: \(site.generator.name) copies "
            + "files as its configuration code says, which tagflow does not read")
      }
      folder = published + "/"
    } else {
      folder = outputFolder + (images.isEmpty ? "" : images + "/")
    }
    baseName = named == "-" ? "tags" : Self.stem(of: named)
    self.format = format
    if let imageURL {
      let url = Self.linkSafe(imageURL)
      linkPrefix = url.hasSuffix("/") || url.isEmpty ? url : url + "/"
      linkFolder = ""
    } else if let site, site.root != nil {
      linkPrefix = ""
      linkFolder = try site.imageLink(
        folder: folder, output: output == "-" ? "./-" : output, given: images.isEmpty ? "." : images,
        siteAbsolute: siteAbsolute)
    } else {
      linkPrefix = ""
      linkFolder = images.isEmpty ? "" : images + "/"
    }
  }

  /// The path of block `number`'s image (from 1), from the current folder; `dark: true` for its
  /// dark twin of a `<picture>` pair, `NAME-N-dark.png`.
  package func file(_ number: Int, dark: Bool = false) -> String {
    folder + name(number, dark: dark)
  }

  /// The link to block `number`'s image in the output Markdown, percent-encoded after `linkPrefix`.
  package func link(_ number: Int, dark: Bool = false) -> String {
    linkPrefix + Self.percentEncoded(linkFolder + name(number, dark: dark))
  }

  /// The name of block `number`'s image in `folder`.
  package func name(_ number: Int, dark: Bool = false) -> String {
    "\(baseName)-\(number)\(dark ? "-dark" : "").\(format.rawValue)"
  }

  /// `docs/` for `docs/README.md`, "" for `README.md`.
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[...slash])
  }

  /// `README` for `docs/README.md`; a name without an extension stays whole.
  static func stem(of path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
    return String(name[..<dot])
  }

  /// A URL as given, with the bytes that would end a Markdown link or an HTML attribute (white
  /// space, controls, `()<>"'\`) and those beyond ASCII as `%XX`, as a browser sends them;
  /// a `%XX` already there is kept, so an encoded URL stays as it is.
  static func linkSafe(_ url: String) -> String {
    var result = ""
    for byte in url.utf8 {
      if byte > 0x20, byte < 0x7F, !"()<>\"'\\".utf8.contains(byte) {
        result.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return result
  }

  /// Bytes other than letters, digits, `-._~/` as `%XX`, so any file name is one link.
  static func percentEncoded(_ path: String) -> String {
    var result = ""
    for byte in path.utf8 {
      let scalar = Unicode.Scalar(byte)
      if byte < 0x80,
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-._~/".unicodeScalars.contains(scalar)
      {
        result.unicodeScalars.append(scalar)
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return result
  }
}

// Where the images of a Markdown file's ```tags blocks are written, and the links that point at them.

import TagFlow

/// Names the image of each ```tags block: `NAME-1.svg`, `NAME-2.svg`, … after
/// the output Markdown file's name (the input's when the output is stdout),
/// in a folder given relative to the output file's folder, so the link in the
/// Markdown is that same relative path.
package struct MarkdownImagePaths: Sendable, Equatable {
  /// The folder the images go in, as a path from the current folder ("" for the current folder).
  package let folder: String
  /// The same folder as a path from the output file's folder ("" for that folder).
  package let linkFolder: String
  /// The images' name before `-N.ext`.
  package let baseName: String
  package let format: OutputFormat

  /// - Parameters:
  ///   - output: the output Markdown file, `-` for stdout.
  ///   - input: the input Markdown file, `-` for stdin.
  ///   - images: the images' folder relative to the output file's folder; `nil` for that folder.
  package init(output: String, input: String, images: String?, format: OutputFormat) throws(TagFlowError) {
    var images = images ?? ""
    if images.hasPrefix("/") {
      throw TagFlowError.invalid("images", images, expected: "a folder relative to the output file's folder")
    }
    while images.hasSuffix("/") { images.removeLast() }
    while images.hasPrefix("./") { images.removeFirst(2) }
    if images == "." { images = "" }
    let named = output == "-" ? input : output
    let outputFolder = output == "-" ? "" : Self.folder(of: output)
    folder = outputFolder + (images.isEmpty ? "" : images + "/")
    linkFolder = images.isEmpty ? "" : images + "/"
    baseName = named == "-" ? "tags" : Self.stem(of: named)
    self.format = format
  }

  /// The path of block `number`'s image (from 1), from the current folder; `dark: true` for its
  /// dark twin of a `<picture>` pair, `NAME-N-dark.png`.
  package func file(_ number: Int, dark: Bool = false) -> String {
    folder + name(number, dark: dark)
  }

  /// The link to block `number`'s image in the output Markdown: relative, percent-encoded.
  package func link(_ number: Int, dark: Bool = false) -> String {
    Self.percentEncoded(linkFolder + name(number, dark: dark))
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

// The documented resource limits, checked early: before anything is shaped, allocated or drawn.

/// How much one run may ask for. Each limit is generous for real use and
/// cheap to check before the work it bounds starts, so hostile input gets one
/// clear error instead of minutes of work and gigabytes of memory.
package enum Limits {
  /// Characters (grapheme clusters) in one tag.
  package static let tagCharacters = 10_000
  /// Unicode code points in one tag: shaping costs by code point, and a
  /// character may hold many (four a character on average at the limit).
  package static let tagScalars = 40_000
  /// Code points in one character (a base and its marks, an emoji sequence).
  /// Pango's cost grows with the square of a character's length; Unicode's
  /// stream-safe text has at most 31 marks in a row, and the longest emoji
  /// sequence has 10 code points.
  package static let characterScalars = 32
  /// Characters of the title made from the tags when none is given (SVG `<title>`, PDF title).
  package static let titleCharacters = 2_000
  /// Tags in one image.
  package static let tagsPerImage = 20_000
  /// Pixels of one PNG canvas, scale included (about 200 MB of pixels).
  package static let canvasPixels = 50_000_000
  /// Pixels along either side of a PNG canvas (Cairo's own limit).
  package static let canvasSide = 32_767
  /// Bytes of a manifest, theme file or tag list.
  package static let inputBytes = 16 * 1024 * 1024
  /// Bytes of one font file a manifest names (read whole to fingerprint it; CJK collections are about 30 MB).
  package static let fontBytes = 128 * 1024 * 1024
  /// YAML values that aliases may add to a document, each use of an alias
  /// counting its values again (the document's own values are bounded by its size).
  package static let yamlNodes = 1_000_000
  /// Bytes of a Markdown file whose ```tags blocks are read.
  package static let markdownBytes = 64 << 20

  /// Throws when there are too many tags or a tag is too long.
  package static func check(tags: [TagItem]) throws(TagFlowError) {
    guard tags.count <= tagsPerImage else {
      throw .tooLarge(.tags(count: tags.count))
    }
    for tag in tags { try check(text: tag.text, field: "tag", perTag: true) }
  }

  /// Throws when a text has more characters or code points than a tag may,
  /// or a character of too many code points. UTF-8 bytes bound both counts
  /// from above, so short texts (nearly all) are not counted at all.
  package static func check(text: String, field: String, perTag: Bool = false) throws(TagFlowError) {
    let bytes = text.utf8.count
    if bytes > tagCharacters, !text.dropFirst(tagCharacters).isEmpty {
      throw .tooLarge(.text(field: field, preview: preview(text), unit: .characters, perTag: perTag))
    }
    if bytes > tagScalars, text.unicodeScalars.count > tagScalars {
      throw .tooLarge(.text(field: field, preview: preview(text), unit: .codePoints, perTag: perTag))
    }
    guard bytes > characterScalars else { return }
    for character in text where character.unicodeScalars.count > characterScalars {
      throw .tooLarge(.character(field: field, preview: preview(text), codePoints: character.unicodeScalars.count))
    }
  }

  /// The start of a text for a message: 40 characters, and never more than 80 code points.
  private static func preview(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for character in text.prefix(40) {
      for scalar in character.unicodeScalars {
        guard result.count < 80 else { return String(result) }
        result.append(scalar)
      }
    }
    return String(result)
  }

  /// Throws when one of a job's texts other than its tags (title, overflow
  /// text, font description) is longer than a tag may be.
  static func check(job: Job) throws(TagFlowError) {
    try check(tags: job.tags)
    let texts = [("title", job.title ?? ""), ("overflowText", job.overflowTemplate), ("font", job.style.font)]
    for (field, text) in texts { try check(text: text, field: field) }
  }

  /// Throws when a PNG of this many pixels is too large to allocate.
  static func check(pixelWidth width: Double, height: Double) throws(TagFlowError) {
    let side = Double(canvasSide)
    guard width <= side, height <= side, width * height <= Double(canvasPixels) else {
      throw .tooLarge(.pixels(width: width, height: height))
    }
  }

  /// Throws when a document's text is too large to read.
  package static func check(inputBytes count: Int, file: String) throws(TagFlowError) {
    guard count <= inputBytes else {
      throw .tooLarge(.input(file: file, bytes: count))
    }
  }
}

extension Limits {
  /// Reads a text input (manifest, tag list, theme file) after checking its
  /// size on disk, so a huge file is refused before a byte of it is read.
  package static func readText(_ path: String, field: String) throws(TagFlowError) -> String {
    if path != "-", let size = FileSystem.stamp(path)?.size {
      try check(inputBytes: size, file: path)
    }
    let text = try FileSystem.readText(path, field: field)
    try check(inputBytes: text.utf8.count, file: path)
    return text
  }
}

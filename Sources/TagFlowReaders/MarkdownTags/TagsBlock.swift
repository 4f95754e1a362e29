// One ```tags block of a Markdown file: where it is, its options and its tags.

import TagFlow

/// A fenced code block whose info string starts with the word `tags`:
///
///     ```tags --theme dark --width 400
///     swift, linux, pango
///     cairo:3
///     ```
///
/// Its lines hold tags, one per line or several separated by commas as
/// `TagItem.commaSeparated` splits them (`\,` keeps a comma; `tag:3` gives a
/// weight, as on the command line); a blank line starts a new line of chips.
/// The words after `tags` are options of `tagflow render`.
///
/// A cloud block, ```` ```tags cloud ````, draws the tags of the command's sources
/// (`--from-front-matter`, `--from-package`, `--input`) after its own lines, which
/// it may leave empty; no other block gets them.
package struct TagsBlock: Sendable, Equatable {
  /// The file's line number of the opening fence.
  package var line: Int
  /// The words after `tags` (and `cloud`) on the opening fence, split as a shell would.
  package var options: [String]
  /// The tags of the block's own lines.
  package var tags: [TagItem]
  /// Whether the block is ```` ```tags cloud ````: the command's sources fill it.
  package var isCloud = false
  /// The bytes the image replaces: from the opening fence's first marker to the
  /// end of the closing fence's line, without its line ending. What stands before
  /// the fence on its line (indentation, a block quote's `>`, a list item's
  /// marker) is kept, so the image sits where the block was.
  var range: Range<Int>

  /// The Markdown that stands for the block: an image whose alt text lists `drawn`,
  /// the chips of its image (`altText`).
  package func imageMarkdown(link: String, drawn: [String]) -> String {
    "![\(Self.escaped(altText(drawn)))](\(link))"
  }

  /// `tags: a, b, c` (`tag cloud: …` for a cloud block) for the texts of the chips drawn.
  package func altText(_ drawn: [String]) -> String {
    (isCloud ? "tag cloud: " : "tags: ") + drawn.joined(separator: ", ")
  }

  /// The HTML that stands for the block when its image comes in a light and a dark version:
  /// a `<picture>` on one line, which GitHub shows by the reader's colour scheme, the image
  /// `width` CSS pixels wide (its canvas in points, so a `--scale 2` PNG stays sharp).
  package func pictureHTML(light: String, dark: String, width: Int, drawn: [String]) -> String {
    let alt = altText(drawn)
    return "<picture><source media=\"(prefers-color-scheme: dark)\" srcset=\"\(Markup.escapeHTML(dark))\">"
      + "<img alt=\"\(Markup.escapeHTML(alt))\" src=\"\(Markup.escapeHTML(light))\" width=\"\(width)\"></picture>"
  }

  /// Alt text with the characters Markdown would read as markup escaped. By scalar, as
  /// a Markdown parser reads it: `]` followed by a combining mark is one `Character`,
  /// and unequal to `]`, but it still ends the alt text.
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if "\\[]*_`<>&~|!".unicodeScalars.contains(scalar) { result.append("\\") }
      result.unicodeScalars.append(scalar)
    }
    return result
  }

  /// The tags of a block's lines; `firstLine` is the file's line number of `lines[0]`.
  static func parseTags(_ lines: [ArraySlice<UInt8>], firstLine: Int, source: String) throws(TagFlowError) -> [TagItem]
  {
    var tags: [TagItem] = []
    var pendingBreak = false
    for (offset, bytes) in lines.enumerated() {
      let number = firstLine + offset
      guard let line = String(validating: bytes, as: UTF8.self) else {
        throw .input(at: SourcePosition(source, line: number), .notUTF8(part: nil))
      }
      let items = TagItem.commaSeparated(line)
      if items.isEmpty {
        pendingBreak = !tags.isEmpty
        continue
      }
      for item in items {
        do throws(TagFlowError) {
          var tag = try TagItem(argument: item)
          try TagItem.check(text: tag.text, field: "tag")
          if let weight = tag.weight, !(weight >= 0) {
            throw TagFlowError.invalid("weight of '\(tag.text)'", Job.format(weight), expected: "a number >= 0")
          }
          tag.breakBefore = pendingBreak
          pendingBreak = false
          tags.append(tag)
        } catch {
          throw .input(at: SourcePosition(source, line: number), .value(error))
        }
      }
    }
    return tags
  }
}

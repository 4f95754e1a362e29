// Front matter: the YAML block between `---` lines (or TOML between `+++` lines) at the very top of a Markdown file.

import TagFlow

/// The front matter of a Markdown file, as static site generators (Jekyll,
/// Hugo, Zola, Docusaurus, MkDocs, Eleventy) read it: the file's first line
/// that is not blank is `---` (YAML) or `+++` (TOML), and the block ends at
/// the next line that is `---` or `...` (YAML), or `+++` (TOML). Blank lines
/// before it (Zola's pattern allows them, and its own docs have them), a
/// UTF-8 byte order mark, `\r\n` line endings and spaces after a marker are fine.
/// Hugo's JSON front matter, an object from its `{` to the matching `}` (on one
/// line or many), is read too.
struct FrontMatter: Equatable {
  enum Format: Equatable {
    case yaml
    case toml
    /// Hugo's: a JSON object from its `{` to the matching `}`, on one line or many.
    case json

    /// `YAML`, `TOML` or `JSON`.
    var name: String {
      switch self {
      case .yaml: "YAML"
      case .toml: "TOML"
      case .json: "JSON"
      }
    }
  }

  var format: Format
  /// The lines between the markers, with their line endings, as bytes: the TOML
  /// reader checks UTF-8 as it reads, the YAML reader gets `text(source:)`.
  var bytes: [UInt8]
  /// The file's line number of the first line of `text`.
  var firstLine: Int

  /// The most bytes read from the top of each file: front matter must end within them.
  static let byteLimit = 1 << 20

  /// The front matter at the top of `bytes`, or `nil` when the file has none.
  /// `isWholeFile` is false when `bytes` are only the first `byteLimit` bytes of a
  /// longer file. `source` names the file in errors.
  static func find(in bytes: [UInt8], isWholeFile: Bool, source: String) throws(TagFlowError) -> FrontMatter? {
    var start = 0
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
    var lines = LineCursor(bytes: bytes, start: start)
    var openingLine = 0
    var next = lines.next()
    while let line = next, Self.trimmed(bytes[line]).allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
      openingLine += 1
      next = lines.next()
    }
    guard let opening = next else { return nil }
    openingLine += 1
    // Hugo's JSON: an object from its `{` to the matching `}`, on one line or many.
    let openingText = Array(Self.trimmed(bytes[opening]).drop { $0 == 0x20 || $0 == 0x09 })
    if Self.opensJSONObject(openingText) {
      let start = bytes[opening].firstIndex(of: UInt8(ascii: "{"))!
      guard let end = Self.endOfJSONObject(bytes, from: start) else {
        throw .input(
          at: SourcePosition(source, line: openingLine),
          .unclosedFrontMatter(marker: "{", closer: "}", byteLimit: isWholeFile ? nil : byteLimit))
      }
      return FrontMatter(format: .json, bytes: Array(bytes[start..<end]), firstLine: openingLine)
    }
    let format: Format
    let closers: [[UInt8]]
    switch Array(Self.trimmed(bytes[opening]).drop { $0 == 0x20 || $0 == 0x09 }) {
    case Array("---".utf8):
      format = .yaml
      closers = [Array("---".utf8), Array("...".utf8)]
    case Array("+++".utf8):
      format = .toml
      closers = [Array("+++".utf8)]
    default: return nil
    }
    let (marker, closer) =
      switch format {
      case .yaml: ("---", "---")
      case .toml: ("+++", "+++")
      case .json: ("{", "}")
      }
    let bodyStart = lines.position
    while let line = lines.next() {
      if closers.contains(Self.trimmed(bytes[line])) {
        return FrontMatter(format: format, bytes: Array(bytes[bodyStart..<line.lowerBound]), firstLine: openingLine + 1)
      }
    }
    guard isWholeFile else {
      throw .input(
        at: SourcePosition(source, line: openingLine),
        .unclosedFrontMatter(marker: marker, closer: closer, byteLimit: byteLimit))
    }
    throw .input(
      at: SourcePosition(source, line: openingLine),
      .unclosedFrontMatter(marker: marker, closer: closer, byteLimit: nil))
  }

  /// Whether a file's first line opens Hugo's JSON front matter: `{` alone, or `{`
  /// then a key (`{"tags": ["a"]}`, what `hugo convert toJSON` writes for a short
  /// one); `{{< shortcode >}}` and other text starting with `{` do not.
  static func opensJSONObject(_ line: [UInt8]) -> Bool {
    guard line.first == UInt8(ascii: "{") else { return false }
    let next = line.dropFirst().first { $0 != 0x20 && $0 != 0x09 }
    return next == nil || next == UInt8(ascii: "\"") || next == UInt8(ascii: "}")
  }

  /// The index just past the `}` that closes the object opened at `start`, strings
  /// and their escapes skipped; `nil` when the bytes end first.
  static func endOfJSONObject(_ bytes: [UInt8], from start: Int) -> Int? {
    var depth = 0
    var inString = false
    var escaped = false
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        if depth == 0 { return index }
      default: break
      }
    }
    return nil
  }

  /// What opens the file when it looks like front matter TagFlow does not read: `---json`
  /// or `---js` (Eleventy's), or a JSON object's `{"` that `find` could not read as Hugo's;
  /// `nil` for anything else. Such a file is named, not read as one
  /// without tags. A template tag (`{% callout "info" %}`, `{{ title }}`, `{# note #}`: Liquid,
  /// Nunjucks, Jinja) is the page's text, not front matter: JSON's `{` is followed by a key's `"`.
  static func unreadOpening(in bytes: [UInt8]) -> String? {
    var lines = LineCursor(bytes: bytes, start: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)
    while let line = lines.next() {
      let text = Self.trimmed(bytes[line]).drop { $0 == 0x20 || $0 == 0x09 }
      if text.isEmpty { continue }
      let isFence = text.starts(with: Array("---".utf8)) || text.starts(with: Array("+++".utf8))
      let opensObject =
        text.first == UInt8(ascii: "{") && text.dropFirst().first { $0 != 0x20 && $0 != 0x09 } == UInt8(ascii: "\"")
      if opensObject || (isFence && text.count > 3 && text.dropFirst(3).allSatisfy(Self.isWordByte)) {
        return String(decoding: text.prefix(16), as: UTF8.self)
      }
      return nil
    }
    return nil
  }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }

  /// The front matter as text; `source` names the file in the error when it is not UTF-8.
  func text(source: String) throws(TagFlowError) -> String {
    guard let text = String(validating: bytes, as: UTF8.self) else {
      let (line, column) = UTF8Position.firstInvalid(in: bytes, firstLine: firstLine)
      throw .input(at: SourcePosition(source, line: line, column: column), .notUTF8(part: "front matter"))
    }
    return text
  }

  /// A line without its line ending and trailing spaces.
  private static func trimmed(_ line: ArraySlice<UInt8>) -> [UInt8] {
    Array(line.reversed().drop { $0 == 0x0D || $0 == 0x20 || $0 == 0x09 }.reversed())
  }
}

/// Steps through the lines of a byte array: each line's range without its `\n`.
struct LineCursor {
  let bytes: [UInt8]
  /// Where the next line starts.
  private(set) var position: Int

  init(bytes: [UInt8], start: Int) {
    self.bytes = bytes
    position = start
  }

  mutating func next() -> Range<Int>? {
    guard position < bytes.count else { return nil }
    let end = bytes[position...].firstIndex(of: 0x0A) ?? bytes.count
    defer { position = min(end + 1, bytes.count) }
    return position..<end
  }
}

// Front matter: the YAML block between `---` lines (or TOML between `+++` lines) at the very top of a Markdown file.

/// The front matter of a Markdown file, as static site generators (Jekyll,
/// Hugo, Docusaurus, MkDocs, Eleventy) read it: the file's first line is `---`
/// (YAML) or `+++` (TOML), and the block ends at the next line that is `---`
/// or `...` (YAML), or `+++` (TOML). A UTF-8 byte order mark before the first
/// line, `\r\n` line endings and spaces after a marker are fine.
struct FrontMatter: Equatable {
  enum Format: Equatable {
    case yaml
    case toml
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
    guard let opening = lines.next() else { return nil }
    let format: Format
    let closers: [[UInt8]]
    switch Self.trimmed(bytes[opening]) {
    case Array("---".utf8):
      format = .yaml
      closers = [Array("---".utf8), Array("...".utf8)]
    case Array("+++".utf8):
      format = .toml
      closers = [Array("+++".utf8)]
    default: return nil
    }
    let marker = format == .yaml ? "---" : "+++"
    let bodyStart = lines.position
    while let line = lines.next() {
      if closers.contains(Self.trimmed(bytes[line])) {
        return FrontMatter(format: format, bytes: Array(bytes[bodyStart..<line.lowerBound]), firstLine: 2)
      }
    }
    guard isWholeFile else {
      throw TagFlowError(
        "\(source):1: front matter opened with '\(marker)' does not close within the first \(byteLimit) bytes "
          + "(the most read); add its closing '\(marker)' line")
    }
    throw TagFlowError(
      "\(source):1: front matter opened with '\(marker)' is never closed; add a '\(marker)' line after it")
  }

  /// The front matter as text; `source` names the file in the error when it is not UTF-8.
  func text(source: String) throws(TagFlowError) -> String {
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw TagFlowError(
        "\(source):\(UTF8Position.firstInvalid(in: bytes, firstLine: firstLine)): front matter is not UTF-8 text")
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

// An input or an image larger than a documented limit allows: which limit, and by how much.

/// What was too large. The limits themselves are `Limits`' (and Cairo's): each message
/// says the limit so the reader knows how far to cut.
public struct ResourceLimit: Sendable, Equatable, CustomStringConvertible {
  /// Which limit, and by how much, as this package's code and tests tell them apart.
  package var kind: Kind

  /// The limit `kind`.
  package init(_ kind: Kind) {
    self.kind = kind
  }

  /// The limit in one line, naming settings by their keys.
  public var description: String { kind.message(naming: .keys) }

  /// One line, naming settings as `naming` says (the scale, for the pixel limit).
  func message(naming: SettingNaming) -> String { kind.message(naming: naming) }
}

extension ResourceLimit {
  /// The limits an input or an image can pass: package-level, so that adding one changes no API.
  package enum Kind: Sendable, Equatable {
    /// More tags than one image may have.
    case tags(count: Int)
    /// A text (`field`: a tag, the title, ...) of more characters, or code points, than a tag
    /// may have; `preview` is its start, `perTag` when the text is a tag.
    case text(field: String, preview: String, unit: TextUnit, perTag: Bool)
    /// A text with one character (a letter and its marks) of `codePoints` code points.
    case character(field: String, preview: String, codePoints: Int)
    /// A PNG canvas of more pixels, scale included, than `Limits` allows.
    case pixels(width: Double, height: Double)
    /// A canvas beyond Cairo's `limit` a side: pixels for PNG (drawn at `scale`), points otherwise.
    case canvas(format: OutputFormat, width: Double, height: Double, scale: Double, limit: Int)
    /// A PNG canvas within the limits that the system had no memory for.
    case memory(width: Int, height: Int)
    /// A manifest, theme file or tag list of `bytes` bytes.
    case input(file: String, bytes: Int)
    /// A Markdown file of `bytes` bytes, more than `Limits.markdownBytes`.
    case markdown(file: String, bytes: Int)

    /// How a text's length was counted.
    package enum TextUnit: Sendable, Equatable {
      /// Characters (grapheme clusters), or Unicode code points.
      case characters, codePoints
    }

    /// One line, naming settings as `naming` says (the scale, for the pixel limit).
    func message(naming: SettingNaming) -> String {
      switch self {
      case .tags(let count):
        "tags: \(count) tags is too many for one image; the limit is \(Limits.tagsPerImage) (split them over several jobs)"
      case .text(let field, let preview, let unit, let perTag):
        "\(field): '\(preview)…' is too long; the limit is "
          + (unit == .characters ? "\(Limits.tagCharacters) characters" : "\(Limits.tagScalars) code points")
          + (perTag ? " per tag" : "")
      case .character(let field, let preview, let codePoints):
        "\(field): '\(preview)…' has a character of \(codePoints) code points (a letter and its marks); "
          + "the limit is \(Limits.characterScalars) code points per character"
      case .pixels(let width, let height):
        "png: a \(Job.format(width))×\(Job.format(height)) px image is too large; the limit is "
          + "\(Limits.canvasSide) px a side and \(Limits.canvasPixels / 1_000_000) million pixels "
          + "(lower \(naming.name("scale")) or the size)"
      case .canvas(let format, let width, let height, let scale, let limit):
        format.isRaster
          ? "\(format.rawValue): a \(Job.format(width))×\(Job.format(height)) point canvas at scale \(Job.format(scale)) "
            + "is too large; at most \(limit)×\(limit) px"
          : "\(format.rawValue): a \(Job.format(width))×\(Job.format(height)) point canvas is too large; "
            + "at most \(limit)×\(limit) points"
      case .memory(let width, let height):
        "png: no memory for a \(width)×\(height) px image"
      case .input(let file, let bytes):
        "\(file): \(bytes / 1024 / 1024) MB is too large; the limit is \(Limits.inputBytes / 1024 / 1024) MB"
      case .markdown(let file, let bytes):
        "\(file): the file has \(bytes) bytes; at most \(Limits.markdownBytes) are read"
      }
    }
  }
}

// Everything one image needs: tags, style, layout options, fonts.

import FlowLayout

/// One tag: the text of one chip.
public struct Tag: Sendable, Hashable {
  public var text: String
  /// Starts a new line before this tag (an empty line in a tag file).
  public var breakBefore: Bool

  public init(_ text: String, breakBefore: Bool = false) {
    self.text = text
    self.breakBefore = breakBefore
  }
}

/// One image to make. A job is valid once built: later stages never see bad input.
public struct Job: Sendable, Hashable {
  public var tags: [Tag]
  public var style: Style
  /// The canvas width in points; chips wrap at `width - 2 * style.padding`.
  public var width: Double
  /// Flow options; their `width` is derived from `width` and the padding.
  public var layout: FlowOptions
  public var fonts: FontSet
  /// The text of the chip that stands for tags hidden by `layout.maxLines`; `{n}` is their count.
  public var overflowTemplate: String = "+{n}"

  public init(
    tags: [Tag], style: Style = Style(), width: Double = 600, layout: FlowOptions? = nil, fonts: FontSet = FontSet()
  ) {
    self.tags = tags
    self.style = style
    self.width = width
    self.layout = layout ?? FlowOptions(width: width, gapX: 8, gapY: 8, align: .center)
    self.fonts = fonts
  }

  func overflowText(_ hidden: Int) -> String {
    overflowTemplate.replacing("{n}", with: String(hidden))
  }

  /// The width the chips wrap at.
  public var contentWidth: Double { width - 2 * style.padding }
}

/// Which fonts a job may use: files to load for this run, and whether the
/// machine's own fonts are there too (off for fully reproducible output).
public struct FontSet: Sendable, Hashable {
  public var files: [String]
  public var includesSystemFonts: Bool

  public init(files: [String] = [], includesSystemFonts: Bool = true) {
    self.files = files
    self.includesSystemFonts = includesSystemFonts
  }
}

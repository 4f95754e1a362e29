// The built-in example: what `tagflow example` renders with no input at all.

import FlowLayout

/// One file of the built-in example.
public struct ExampleImage: Sendable {
  public var file: String
  public var job: Job
  public var format: OutputFormat
  public var scale: Double
}

public enum BuiltInExample {
  public static let tags = [
    "swift", "linux", "pango", "cairo", "flexbox", "layout", "png", "svg", "pdf", "unicode",
    "docs", "readme", "ci", "snapshot-testing", "fonts", "harfbuzz", "fontconfig", "typography",
    "open-source", "command-line", "reproducible", "batch", "visual-regression", "tags",
  ]

  public static var images: [ExampleImage] {
    let list = Job(tags: tags.map { Tag($0) }, width: 600)
    var centred = Job(tags: tags.prefix(12).map { Tag($0) }, width: 360)
    centred.layout.justify = .center
    var dark = list
    dark.style.background = Color(rgb: 0x0F172A)
    dark.style.fill = Color(rgb: 0x1E293B)
    dark.style.textColor = Color(rgb: 0xE2E8F0)
    return [
      ExampleImage(file: "tags.png", job: list, format: .png, scale: 1),
      ExampleImage(file: "tags@2x.png", job: list, format: .png, scale: 2),
      ExampleImage(file: "tags.svg", job: list, format: .svg, scale: 1),
      ExampleImage(file: "tags.pdf", job: list, format: .pdf, scale: 1),
      ExampleImage(file: "centred.png", job: centred, format: .png, scale: 1),
      ExampleImage(file: "dark.png", job: dark, format: .png, scale: 1),
    ]
  }
}

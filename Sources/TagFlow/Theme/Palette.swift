// A named list of fills; each tag gets one by a stable hash of its text.

/// Fills for chips, picked per tag by a hash of its text, so a tag has the same
/// colour in every image (and `swift` is the same colour in the README as on the site).
public struct Palette: Sendable, Hashable, Encodable {
  /// The name a built-in palette is known by (`Palette.named(_:)`, `--palette`).
  public var name: String
  /// One line saying what the colours are like.
  package var summary: String
  /// The fills, at least one; a tag's text picks one by its hash.
  public var colors: [RGBAColor]

  /// A palette of `colors`, which must not be empty.
  public init(name: String, summary: String, colors: [RGBAColor]) {
    precondition(!colors.isEmpty, "a palette needs at least one colour")
    self.name = name
    self.summary = summary
    self.colors = colors
  }

  /// Which colour `text` gets: FNV-1a of its UTF-8 bytes, modulo the palette size.
  package func index(for text: String) -> Int {
    Int(StableHash.fnv1a(text) % UInt32(colors.count))
  }

  /// The fill for a chip with `text`: the same for the same text in every image.
  package func color(for text: String) -> RGBAColor {
    colors[index(for: text)]
  }

  /// A built-in palette by name (case-insensitive).
  package static func named(_ name: String) throws(TagFlowError) -> Palette {
    let key = name.trimmingWhitespace().lowercased()
    guard let palette = presets.first(where: { $0.name == key }) else {
      let names = presets.map(\.name)
      throw TagFlowError.invalid("palette", name, expected: "one of " + names.joined(separator: ", "), among: names)
    }
    return palette
  }
}

// A named list of fills; each tag gets one by a stable hash of its text.

/// Fills for chips, picked per tag by a hash of its text, so a tag has the same
/// colour in every image (and `swift` is the same colour in the README as on the site),
/// unless its neighbour on the line has that colour (`fills(for:lines:fixed:)`).
public struct Palette: Sendable, Hashable, Codable {
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

  /// The fills of chips in reading order, so that no two neighbours on a line share one,
  /// each tag keeping its own colour (`color(for:)`) wherever that allows:
  ///
  /// 1. A chip whose fill is set otherwise (`fixed`: its own fill, the accent, a ramp) keeps it.
  /// 2. A chip takes its tag's colour unless that is the fill of the chip before it on its
  ///    line, or the set fill of the chip after it.
  /// 3. Otherwise it takes the next colour of the palette, in order and round, that differs
  ///    from both neighbours' (the chip before's fill and the chip after's own colour, so the
  ///    chip after keeps it); failing that, the next that differs from the chip before's.
  ///
  /// With two or more different colours, neighbours never share a fill; chips on different
  /// lines are not neighbours. `lines` gives each chip's line, `fixed` each chip's set fill.
  package func fills(for texts: [String], lines: [Int], fixed: [RGBAColor?]) -> [RGBAColor] {
    var fills: [RGBAColor] = []
    fills.reserveCapacity(texts.count)
    for chip in texts.indices {
      if let set = fixed[chip] {
        fills.append(set)
        continue
      }
      let own = index(for: texts[chip])
      let before = chip > 0 && lines[chip - 1] == lines[chip] ? fills[chip - 1] : nil
      let hasAfter = chip + 1 < texts.count && lines[chip + 1] == lines[chip]
      let after = hasAfter ? fixed[chip + 1] ?? color(for: texts[chip + 1]) : nil
      let afterIsSet = hasAfter && fixed[chip + 1] != nil
      if colors[own] != before && !(afterIsSet && colors[own] == after) {
        fills.append(colors[own])
        continue
      }
      let others = (1..<max(colors.count, 1)).map { colors[(own + $0) % colors.count] }
      fills.append(
        others.first { $0 != before && $0 != after } ?? others.first { $0 != before } ?? colors[own])
    }
    return fills
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

extension Palette {
  private enum CodingKeys: String, CodingKey {
    case name, summary, colors
  }

  /// Reads what `encode(to:)` writes (`summary` may be left out); a palette without colours is an error.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let colors = try container.decode([RGBAColor].self, forKey: .colors)
    guard !colors.isEmpty else {
      throw DecodingError.dataCorruptedError(
        forKey: .colors, in: container, debugDescription: "a palette needs at least one colour")
    }
    self.init(
      name: try container.decode(String.self, forKey: .name),
      summary: try container.decodeIfPresent(String.self, forKey: .summary) ?? "", colors: colors)
  }

  /// `name`, `summary` and `colors`, as the stored fields are named.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(summary, forKey: .summary)
    try container.encode(colors, forKey: .colors)
  }
}

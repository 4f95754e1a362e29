// The Scene as JSON, as `tagflow layout` prints it, and back: everything drawing needs.

import FoundationEssentials

/// A Scene's JSON is complete: decoded again, it draws the same bytes, so a
/// Scene-JSON snapshot tells a layout change from a drawing change.
extension Scene: Codable {
  private enum CodingKeys: String, CodingKey {
    case width, height, background, title, chips, rendering, dark, fonts
  }

  /// Reads what `encode(to:)` writes; a dark look must have colours for every chip.
  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      width: try container.decode(Double.self, forKey: .width),
      height: try container.decode(Double.self, forKey: .height),
      background: try container.decodeColor(forKey: .background),
      chips: try container.decode([Chip].self, forKey: .chips),
      title: try container.decode(String.self, forKey: .title),
      rendering: try container.decodeIfPresent(RenderOptions.self, forKey: .rendering) ?? RenderOptions(),
      dark: try container.decodeIfPresent(DarkLook.self, forKey: .dark),
      fonts: try container.decodeIfPresent(FontSet.self, forKey: .fonts) ?? FontSet())
    if let dark, dark.chips.count != chips.count {
      throw DecodingError.dataCorruptedError(
        forKey: .dark, in: container,
        debugDescription: "the dark look needs colours for each of the \(chips.count) chips")
    }
  }

  /// Writes the canvas, the title, the chips, the render options, the dark look and the
  /// fonts, colours as `#RRGGBB[AA]` text.
  public func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(width, forKey: .width)
    try container.encode(height, forKey: .height)
    try container.encode(background.description, forKey: .background)
    try container.encode(title, forKey: .title)
    try container.encode(chips, forKey: .chips)
    try container.encode(rendering, forKey: .rendering)
    try container.encodeIfPresent(dark, forKey: .dark)
    try container.encode(fonts, forKey: .fonts)
  }

  /// Pretty, key-sorted JSON: the same bytes for the same Scene, the bytes
  /// `JSONEncoder` writes for it with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`,
  /// invisible characters escaped as `JSONText` says.
  public func json() -> [UInt8] {
    // About 400 bytes a chip.
    var json = PrettyJSON(expectedSize: 1024 + 400 * chips.count)
    // Keys in sorted order, as JSONEncoder's `.sortedKeys` writes them.
    json.object { json in
      json.key("background")
      json.color(background)
      json.key("chips")
      json.array { json in
        for chip in chips {
          json.element()
          chip.write(to: &json)
        }
      }
      if let dark {
        json.key("dark")
        json.object { json in
          json.key("background")
          json.color(dark.background)
          json.key("chips")
          json.array { json in
            for colors in dark.chips {
              json.element()
              json.object { json in
                json.key("borderColor")
                json.color(colors.borderColor)
                json.key("borderWidth")
                json.number(colors.borderWidth)
                json.key("fill")
                json.color(colors.fill)
                json.key("textColor")
                json.color(colors.textColor)
              }
            }
          }
        }
      }
      json.key("fonts")
      json.object { json in
        json.key("files")
        json.array { json in
          for file in fonts.files {
            json.element()
            json.string(file)
          }
        }
        json.key("includesSystemFonts")
        json.bool(fonts.includesSystemFonts)
      }
      json.key("height")
      json.number(height)
      json.key("rendering")
      json.object { json in
        json.key("pngCompression")
        json.string(rendering.pngCompression.rawValue)
        if let snap = rendering.snap {
          json.key("snap")
          json.bool(snap)
        }
        if let svgText = rendering.svgText {
          json.key("svgText")
          json.string(svgText.rawValue)
        }
      }
      json.key("title")
      json.string(title)
      json.key("width")
      json.number(width)
    }
    return json.finishedDocument()
  }

  /// The Scene that `json()` wrote.
  public init(json bytes: [UInt8]) throws(TagFlowError) {
    do {
      self = try JSONDecoder().decode(Scene.self, from: Data(bytes))
    } catch {
      throw .input(at: SourcePosition("scene"), .notDecodable(what: "Scene's JSON", reason: "\(error)"))
    }
  }
}

extension Scene.Chip: Codable {
  private enum CodingKeys: String, CodingKey {
    case text, fullText, font, x, y, width, height, baseline, line, fill, textColor, radius, borderColor, borderWidth
    case link, selected, overflow, textX, textY
  }

  /// Reads what `encode(to:)` writes; border, link, selection and overflow may be left out.
  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let frame = Rect(
      x: try container.decode(Double.self, forKey: .x), y: try container.decode(Double.self, forKey: .y),
      width: try container.decode(Double.self, forKey: .width),
      height: try container.decode(Double.self, forKey: .height))
    self.init(
      text: try container.decode(String.self, forKey: .text), font: try container.decode(String.self, forKey: .font),
      frame: frame, line: try container.decode(Int.self, forKey: .line),
      baseline: try container.decode(Double.self, forKey: .baseline),
      fill: try container.decodeColor(forKey: .fill), textColor: try container.decodeColor(forKey: .textColor),
      cornerRadius: try container.decode(Double.self, forKey: .radius),
      textOrigin: Point(
        x: try container.decode(Double.self, forKey: .textX), y: try container.decode(Double.self, forKey: .textY)),
      fullText: try container.decodeIfPresent(String.self, forKey: .fullText),
      isOverflow: try container.decodeIfPresent(Bool.self, forKey: .overflow) ?? false,
      borderColor: try container.contains(.borderColor) ? container.decodeColor(forKey: .borderColor) : .transparent,
      borderWidth: try container.decodeIfPresent(Double.self, forKey: .borderWidth) ?? 0,
      link: try container.decodeIfPresent(String.self, forKey: .link),
      isSelected: try container.decodeIfPresent(Bool.self, forKey: .selected) ?? false)
  }

  /// What `encode(to:)` writes, keys in sorted order.
  fileprivate func write(to json: inout PrettyJSON) {
    json.object { json in
      json.key("baseline")
      json.number(baseline)
      if borderWidth > 0 {
        json.key("borderColor")
        json.color(borderColor)
        json.key("borderWidth")
        json.number(borderWidth)
      }
      json.key("fill")
      json.color(fill)
      json.key("font")
      json.string(font)
      if let fullText {
        json.key("fullText")
        json.string(fullText)
      }
      json.key("height")
      json.number(frame.height)
      json.key("line")
      json.integer(line)
      if let link {
        json.key("link")
        json.string(link)
      }
      if isOverflow {
        json.key("overflow")
        json.bool(true)
      }
      json.key("radius")
      json.number(cornerRadius)
      if isSelected {
        json.key("selected")
        json.bool(true)
      }
      json.key("text")
      json.string(text)
      json.key("textColor")
      json.color(textColor)
      json.key("textX")
      json.number(textOrigin.x)
      json.key("textY")
      json.number(textOrigin.y)
      json.key("width")
      json.number(frame.width)
      json.key("x")
      json.number(frame.x)
      json.key("y")
      json.number(frame.y)
    }
  }

  /// Writes the chip flat: text, font, frame (`x`, `y`, `width`, `height`), baseline, line,
  /// colours, `radius`, `textX`/`textY`, and the border, link, selection and overflow only
  /// when they are set.
  public func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(text, forKey: .text)
    try container.encodeIfPresent(fullText, forKey: .fullText)
    try container.encode(font, forKey: .font)
    try container.encode(frame.x, forKey: .x)
    try container.encode(frame.y, forKey: .y)
    try container.encode(frame.width, forKey: .width)
    try container.encode(frame.height, forKey: .height)
    try container.encode(baseline, forKey: .baseline)
    try container.encode(line, forKey: .line)
    try container.encode(fill.description, forKey: .fill)
    try container.encode(textColor.description, forKey: .textColor)
    try container.encode(cornerRadius, forKey: .radius)
    try container.encode(textOrigin.x, forKey: .textX)
    try container.encode(textOrigin.y, forKey: .textY)
    if borderWidth > 0 {
      try container.encode(borderColor.description, forKey: .borderColor)
      try container.encode(borderWidth, forKey: .borderWidth)
    }
    try container.encodeIfPresent(link, forKey: .link)
    if isSelected { try container.encode(true, forKey: .selected) }
    if isOverflow { try container.encode(true, forKey: .overflow) }
  }
}

extension Scene.DarkLook: Codable {
  private enum CodingKeys: String, CodingKey { case background, chips }

  /// Reads what `encode(to:)` writes.
  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      background: try container.decodeColor(forKey: .background),
      chips: try container.decode([Scene.ChipColors].self, forKey: .chips))
  }

  /// Writes `background` and `chips`, colours as `#RRGGBB[AA]` text.
  public func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(background.description, forKey: .background)
    try container.encode(chips, forKey: .chips)
  }
}

extension Scene.ChipColors: Codable {
  private enum CodingKeys: String, CodingKey { case fill, textColor, borderColor, borderWidth }

  /// Reads what `encode(to:)` writes.
  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      fill: try container.decodeColor(forKey: .fill), textColor: try container.decodeColor(forKey: .textColor),
      borderColor: try container.decodeColor(forKey: .borderColor),
      borderWidth: try container.decode(Double.self, forKey: .borderWidth))
  }

  /// Writes the three colours as `#RRGGBB[AA]` text and the border width.
  public func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(fill.description, forKey: .fill)
    try container.encode(textColor.description, forKey: .textColor)
    try container.encode(borderColor.description, forKey: .borderColor)
    try container.encode(borderWidth, forKey: .borderWidth)
  }
}

extension KeyedDecodingContainer {
  /// A colour as `Color.description` writes it (or any colour a manifest accepts).
  fileprivate func decodeColor(forKey key: Key) throws -> Color {
    let text = try decode(String.self, forKey: key)
    guard let color = Color(parsing: text) else {
      throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "'\(text)' is not a colour")
    }
    return color
  }
}

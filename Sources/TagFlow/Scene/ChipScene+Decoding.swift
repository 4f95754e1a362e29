// The ChipScene read back from its JSON: one reader, for what `ChipScene.json()` writes.

import FoundationEssentials

extension ChipScene {
  /// The ChipScene that `json()` wrote; an error says why the bytes are not one.
  public init(json bytes: [UInt8]) throws(TagFlowError) {
    do {
      self = try JSONDecoder().decode(Reading.self, from: Data(bytes)).scene
    } catch {
      throw .input(at: SourcePosition("scene"), .notDecodable(what: "Scene's JSON", reason: "\(error)"))
    }
  }

  /// The scene's `Decodable` reader, not the scene's own conformance: `init(json:)` is the
  /// one way in.
  struct Reading: Decodable {
    /// The scene read.
    var scene: ChipScene

    private enum CodingKeys: String, CodingKey {
      case width, height, background, title, chips, rendering, dark, fonts
    }

    /// Reads what `json()` writes; a dark look must have colours for every chip.
    init(from decoder: Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      scene = ChipScene(
        width: try container.decode(Double.self, forKey: .width),
        height: try container.decode(Double.self, forKey: .height),
        background: try container.decodeColor(forKey: .background),
        chips: try container.decode([Chip.Reading].self, forKey: .chips).map(\.chip),
        title: try container.decode(String.self, forKey: .title),
        rendering: try container.decodeIfPresent(RenderOptions.self, forKey: .rendering) ?? RenderOptions(),
        dark: try container.decodeIfPresent(DarkLook.self, forKey: .dark),
        fonts: try container.decodeIfPresent(FontSet.self, forKey: .fonts) ?? FontSet())
      if let dark = scene.dark, dark.chips.count != scene.chips.count {
        throw DecodingError.dataCorruptedError(
          forKey: .dark, in: container,
          debugDescription: "the dark look needs colours for each of the \(scene.chips.count) chips")
      }
    }
  }
}

extension ChipScene.Chip {
  /// A chip's `Decodable` reader, for `ChipScene.Reading`.
  struct Reading: Decodable {
    /// The chip read.
    var chip: ChipScene.Chip

    private enum CodingKeys: String, CodingKey {
      case text, fullText, font, x, y, width, height, baseline, line, fill, textColor, radius, borderColor, borderWidth
      case link, selected, overflow, textX, textY
    }

    /// Reads what `json()` writes; border, link, selection and overflow may be left out.
    init(from decoder: Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let frame = Rect(
        x: try container.decode(Double.self, forKey: .x), y: try container.decode(Double.self, forKey: .y),
        width: try container.decode(Double.self, forKey: .width),
        height: try container.decode(Double.self, forKey: .height))
      chip = ChipScene.Chip(
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
        isSelected: try container.decodeIfPresent(Bool.self, forKey: .selected) ?? false,
        shape: try ChipShape(from: decoder))
    }
  }
}

extension ChipScene.DarkLook: Decodable {
  private enum CodingKeys: String, CodingKey { case background, chips }

  /// Reads what `json()` writes.
  package init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      background: try container.decodeColor(forKey: .background),
      chips: try container.decode([ChipScene.ChipColors].self, forKey: .chips))
  }
}

extension ChipScene.ChipColors: Decodable {
  private enum CodingKeys: String, CodingKey { case fill, textColor, borderColor, borderWidth }

  /// Reads what `json()` writes.
  package init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      fill: try container.decodeColor(forKey: .fill), textColor: try container.decodeColor(forKey: .textColor),
      borderColor: try container.decodeColor(forKey: .borderColor),
      borderWidth: try container.decode(Double.self, forKey: .borderWidth))
  }
}

extension KeyedDecodingContainer {
  /// A colour as `RGBAColor.description` writes it (or any colour a manifest accepts).
  fileprivate func decodeColor(forKey key: Key) throws -> RGBAColor {
    let text = try decode(String.self, forKey: key)
    guard let color = RGBAColor(parsing: text) else {
      throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "'\(text)' is not a colour")
    }
    return color
  }
}

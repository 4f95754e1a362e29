// The Scene as JSON, as `tagflow layout` prints it.

import FoundationEssentials

extension Scene: Encodable {
  private enum CodingKeys: String, CodingKey {
    case width, height, background, title, chips
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(width, forKey: .width)
    try container.encode(height, forKey: .height)
    try container.encode(background.description, forKey: .background)
    try container.encode(title, forKey: .title)
    try container.encode(chips, forKey: .chips)
  }

  /// Pretty, key-sorted JSON: the same bytes for the same Scene.
  public func json() throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return [UInt8](try encoder.encode(self)) + [UInt8(ascii: "\n")]
  }
}

extension Scene.Chip: Encodable {
  private enum CodingKeys: String, CodingKey {
    case text, fullText, font, x, y, width, height, baseline, line, fill, textColor, radius, borderColor, borderWidth
    case link, selected, overflow
  }

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
    if borderWidth > 0 {
      try container.encode(borderColor.description, forKey: .borderColor)
      try container.encode(borderWidth, forKey: .borderWidth)
    }
    try container.encodeIfPresent(link, forKey: .link)
    if isSelected { try container.encode(true, forKey: .selected) }
    if isOverflow { try container.encode(true, forKey: .overflow) }
  }
}

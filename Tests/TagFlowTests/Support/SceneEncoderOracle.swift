// ChipScene JSON as Foundation's JSONEncoder spells it: the oracle the streamed writer is held to.

import Foundation
import TagFlow

/// A ChipScene encoded through `Encoder` containers, key by key as `ChipScene.json()`
/// documents them. The library writes ChipScene JSON one way (streamed); this
/// slower spelling lives here only so a test can hold those bytes to
/// `JSONEncoder`'s.
struct SceneEncoderOracle: Encodable {
  var scene: ChipScene

  private enum SceneKeys: String, CodingKey {
    case width, height, background, title, chips, rendering, dark, fonts
  }

  private enum ChipKeys: String, CodingKey {
    case text, fullText, font, x, y, width, height, baseline, line, fill, textColor, radius, borderColor, borderWidth
    case link, selected, overflow, textX, textY
  }

  private enum DarkKeys: String, CodingKey { case background, chips }
  private enum ColorKeys: String, CodingKey { case fill, textColor, borderColor, borderWidth }

  func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: SceneKeys.self)
    try container.encode(scene.width, forKey: .width)
    try container.encode(scene.height, forKey: .height)
    try container.encode(scene.background.description, forKey: .background)
    try container.encode(scene.title, forKey: .title)
    var chips = container.nestedUnkeyedContainer(forKey: .chips)
    for chip in scene.chips { try Self.encode(chip, into: chips.nestedContainer(keyedBy: ChipKeys.self)) }
    try container.encode(scene.rendering, forKey: .rendering)
    if let dark = scene.dark {
      var look = container.nestedContainer(keyedBy: DarkKeys.self, forKey: .dark)
      try look.encode(dark.background.description, forKey: .background)
      var colors = look.nestedUnkeyedContainer(forKey: .chips)
      for chip in dark.chips {
        var entry = colors.nestedContainer(keyedBy: ColorKeys.self)
        try entry.encode(chip.fill.description, forKey: .fill)
        try entry.encode(chip.textColor.description, forKey: .textColor)
        try entry.encode(chip.borderColor.description, forKey: .borderColor)
        try entry.encode(chip.borderWidth, forKey: .borderWidth)
      }
    }
    try container.encode(scene.fonts, forKey: .fonts)
  }

  private static func encode(_ chip: ChipScene.Chip, into container: KeyedEncodingContainer<ChipKeys>) throws {
    var container = container
    try container.encode(chip.text, forKey: .text)
    try container.encodeIfPresent(chip.fullText, forKey: .fullText)
    try container.encode(chip.font, forKey: .font)
    try container.encode(chip.frame.x, forKey: .x)
    try container.encode(chip.frame.y, forKey: .y)
    try container.encode(chip.frame.width, forKey: .width)
    try container.encode(chip.frame.height, forKey: .height)
    try container.encode(chip.baseline, forKey: .baseline)
    try container.encode(chip.line, forKey: .line)
    try container.encode(chip.fill.description, forKey: .fill)
    try container.encode(chip.textColor.description, forKey: .textColor)
    try container.encode(chip.cornerRadius, forKey: .radius)
    try container.encode(chip.textOrigin.x, forKey: .textX)
    try container.encode(chip.textOrigin.y, forKey: .textY)
    if chip.borderWidth > 0 {
      try container.encode(chip.borderColor.description, forKey: .borderColor)
      try container.encode(chip.borderWidth, forKey: .borderWidth)
    }
    try container.encodeIfPresent(chip.link, forKey: .link)
    if chip.isSelected { try container.encode(true, forKey: .selected) }
    if chip.isOverflow { try container.encode(true, forKey: .overflow) }
  }
}

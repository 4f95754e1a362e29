// ChipFlex: how far a chip may grow or shrink along its line, per tag or as the style's default.

import FlowLayout

/// A chip's flex settings, each optional so that a tag's own settings can
/// sit over the style's defaults. Widths are in points and include the chip
/// padding; see `FlowItem` for what each one means.
public struct ChipFlex: Sendable, Hashable, Codable {
  /// Chips narrower than this are widened, their text centred.
  public var minWidth: Double?
  /// Chips wider than this are narrowed, their text ellipsised.
  public var maxWidth: Double?
  /// The width a chip flexes from; `nil` is its text width plus padding.
  public var basis: Double?
  /// Share of its line's free space the chip takes (0: none).
  public var grow: Double?
  /// Share of its line's overflow the chip gives up, weighted by its basis
  /// (0: none); a chip that shrinks below its text ellipsises the text.
  public var shrink: Double?

  /// Flex settings with the given values; each one left `nil` falls back to the style's.
  public init(
    minWidth: Double? = nil, maxWidth: Double? = nil, basis: Double? = nil, grow: Double? = nil,
    shrink: Double? = nil
  ) {
    self.minWidth = minWidth
    self.maxWidth = maxWidth
    self.basis = basis
    self.grow = grow
    self.shrink = shrink
  }

  /// The keys of tag files and manifests, with what each sets.
  package static var keys: [(String, WritableKeyPath<ChipFlex, Double?>)] {
    [("minWidth", \.minWidth), ("maxWidth", \.maxWidth), ("basis", \.basis), ("grow", \.grow), ("shrink", \.shrink)]
  }

  /// These settings where set, `defaults` elsewhere.
  package func over(_ defaults: ChipFlex) -> ChipFlex {
    ChipFlex(
      minWidth: minWidth ?? defaults.minWidth, maxWidth: maxWidth ?? defaults.maxWidth, basis: basis ?? defaults.basis,
      grow: grow ?? defaults.grow, shrink: shrink ?? defaults.shrink)
  }

  /// Copies the settings onto a measured chip's item.
  func apply(to item: inout FlowItem) {
    item.minWidth = minWidth ?? 0
    item.maxWidth = maxWidth ?? .infinity
    item.basis = basis
    item.grow = grow ?? 0
    item.shrink = shrink ?? 0
  }
}

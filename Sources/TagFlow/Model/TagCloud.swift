// Weighted tag clouds: font sizes and fill colours that follow tag weights, and tag order.

/// How tag weights become font sizes and colours. It applies when a tag has a
/// weight or a size is set; tags without a weight count as 1.
public struct TagCloud: Sendable, Hashable, Codable {
  /// Font size of the lightest tag, in px; `nil` is the style font's size.
  public var minSize: Double?
  /// Font size of the heaviest tag, in px; `nil` is twice `minSize`.
  public var maxSize: Double?
  /// How a weight maps onto the size range.
  public var scale: WeightScale
  /// Fills from `from` (lightest) to `to` (heaviest), mixed in OKLab.
  public var ramp: ColorRamp?

  /// A cloud with the given sizes, scale and colour ramp; the defaults size nothing
  /// until a tag has a weight.
  public init(minSize: Double? = nil, maxSize: Double? = nil, scale: WeightScale = .linear, ramp: ColorRamp? = nil) {
    self.minSize = minSize
    self.maxSize = maxSize
    self.scale = scale
    self.ramp = ramp
  }

  /// Sizes follow weights only when there is something to follow.
  func isActive(for tags: [TagItem]) -> Bool {
    minSize != nil || maxSize != nil || tags.contains { $0.weight != nil }
  }
}

/// How a weight maps onto the size range: evenly, or compressing the heavy end.
public enum WeightScale: String, Sendable, Hashable, Codable, CaseIterable {
  /// Size grows in proportion to weight.
  case linear
  /// Size grows with the square root of weight: area, rather than height, follows it.
  case sqrt
  /// Size grows with log(1 + weight): for counts spanning orders of magnitude.
  case log
}

/// Two colours to mix between, by weight.
public struct ColorRamp: Sendable, Hashable, Codable {
  /// The fill of the lightest tag.
  public var from: RGBAColor
  /// The fill of the heaviest tag.
  public var to: RGBAColor

  /// A ramp from `from` (lightest) to `to` (heaviest).
  public init(from: RGBAColor, to: RGBAColor) {
    self.from = from
    self.to = to
  }
}

/// The order chips are drawn in.
public enum TagOrder: String, Sendable, Hashable, Codable, CaseIterable {
  /// As given (the only order that keeps forced line breaks).
  case input
  /// Alphabetical, ignoring case.
  case alpha
  /// Heaviest first; equal weights keep their input order.
  case weight
}

// FlowItem as JSON: every setting under its name, the unlimited ones (infinite maxima) left out.

extension FlowItem: Codable {
  private enum CodingKeys: String, CodingKey {
    case width, height, baseline, breakBefore, alignSelf, autoMargins, minWidth, maxWidth, basis, grow, shrink
    case margin, minHeight, maxHeight
  }

  /// Encodes `width` and `height`, and each other setting that is not its default: `nil`
  /// settings and a `maxWidth` or `maxHeight` of `.infinity` (no limit, which JSON has no
  /// number for) are left out.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    let defaults = FlowItem(width: 0, height: 0)
    func write<Value: Encodable & Equatable>(_ value: Value, _ fallback: Value, _ key: CodingKeys) throws {
      if value != fallback { try container.encode(value, forKey: key) }
    }
    try container.encode(width, forKey: .width)
    try container.encode(height, forKey: .height)
    try container.encodeIfPresent(baseline, forKey: .baseline)
    try write(breakBefore, defaults.breakBefore, .breakBefore)
    try container.encodeIfPresent(alignSelf, forKey: .alignSelf)
    try write(autoMargins, defaults.autoMargins, .autoMargins)
    try write(minWidth, defaults.minWidth, .minWidth)
    try write(maxWidth, defaults.maxWidth, .maxWidth)
    try container.encodeIfPresent(basis, forKey: .basis)
    try write(grow, defaults.grow, .grow)
    try write(shrink, defaults.shrink, .shrink)
    try write(margin, defaults.margin, .margin)
    try write(minHeight, defaults.minHeight, .minHeight)
    try write(maxHeight, defaults.maxHeight, .maxHeight)
  }

  /// Reads what `encode(to:)` writes: `width` and `height` are required, every other
  /// setting left out takes the default of `init(width:height:)`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let defaults = FlowItem(width: 0, height: 0)
    func read<Value: Decodable>(_ key: CodingKeys, _ fallback: Value) throws -> Value {
      try container.decodeIfPresent(Value.self, forKey: key) ?? fallback
    }
    self.init(
      width: try container.decode(Double.self, forKey: .width),
      height: try container.decode(Double.self, forKey: .height),
      baseline: try container.decodeIfPresent(Double.self, forKey: .baseline),
      breakBefore: try read(.breakBefore, defaults.breakBefore), minWidth: try read(.minWidth, defaults.minWidth),
      maxWidth: try read(.maxWidth, defaults.maxWidth),
      basis: try container.decodeIfPresent(Double.self, forKey: .basis),
      grow: try read(.grow, defaults.grow), shrink: try read(.shrink, defaults.shrink),
      alignSelf: try container.decodeIfPresent(Align.self, forKey: .alignSelf),
      margin: try read(.margin, defaults.margin), autoMargins: try read(.autoMargins, defaults.autoMargins),
      minHeight: try read(.minHeight, defaults.minHeight), maxHeight: try read(.maxHeight, defaults.maxHeight))
  }
}

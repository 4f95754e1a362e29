// What encodes decodes: every value type a user stores or sends, through JSONEncoder and back.

import FlowLayout
import Foundation
import Testing

@testable import TagFlow

@Suite struct CodableRoundTripTests {
  /// Encodes with a plain `JSONEncoder` (which refuses infinities and NaN) and decodes again.
  func roundTrip<Value: Codable & Equatable>(_ value: Value) throws {
    let data = try JSONEncoder().encode(value)
    let decoded = try JSONDecoder().decode(Value.self, from: data)
    #expect(decoded == value, "\(String(decoding: data, as: UTF8.self))")
  }

  static func color(_ rng: inout SeededGenerator) -> RGBAColor {
    RGBAColor(rgb: UInt32.random(in: 0...0xFFFFFF, using: &rng), alpha: UInt8.random(in: 0...255, using: &rng))
  }

  static func options(_ rng: inout SeededGenerator) -> FlowOptions {
    func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
    var options = FlowOptions(width: Double.random(in: 0...800, using: &rng).rounded())
    if chance(0.5) { options.height = Double.random(in: 0...400, using: &rng) }
    if chance(0.5) { options.maxHeight = Double.random(in: 0...400, using: &rng) }
    if chance(0.3) { options.minHeight = 12 }
    options.gapX = Double.random(in: 0...16, using: &rng)
    options.justify = Justify.allCases.randomElement(using: &rng)!
    if chance(0.3) { options.lastLineJustify = Justify.allCases.randomElement(using: &rng)! }
    options.align = Align.allCases.randomElement(using: &rng)!
    options.alignContent = AlignContent.allCases.randomElement(using: &rng)!
    options.wrap = WrapMode.allCases.randomElement(using: &rng)!
    options.direction = Direction.allCases.randomElement(using: &rng)!
    options.flexDirection = FlexDirection.allCases.randomElement(using: &rng)!
    options.distribution = FlexDistribution.allCases.randomElement(using: &rng)!
    options.wrapReverse = chance(0.2)
    options.safeAlignContent = chance(0.2)
    options.fit = chance(0.3)
    if chance(0.3) { options.maxLines = Int.random(in: 1...4, using: &rng) }
    if chance(0.3) { options.minLines = Int.random(in: 1...4, using: &rng) }
    if chance(0.3) { options.padding = FlowEdges(top: 1, right: 2, bottom: 3, left: 4) }
    return options
  }

  static func item(_ rng: inout SeededGenerator) -> FlowItem {
    func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
    var item = FlowItem(
      width: Double.random(in: 0...200, using: &rng), height: Double.random(in: 0...40, using: &rng))
    if chance(0.3) { item.baseline = 12 }
    if chance(0.2) { item.breakBefore = true }
    if chance(0.3) { item.maxWidth = Double.random(in: 0...300, using: &rng) }
    if chance(0.3) { item.maxHeight = 30 }
    if chance(0.3) { (item.grow, item.shrink, item.basis) = (1, 1, 50) }
    if chance(0.2) { item.alignSelf = Align.allCases.randomElement(using: &rng)! }
    if chance(0.2) { item.margin = FlowEdges(top: 0, right: -4, bottom: 0, left: 4) }
    if chance(0.2) { item.autoMargins = [.left] }
    return item
  }

  static func job(_ rng: inout SeededGenerator) -> Job {
    func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
    let tags = (0..<Int.random(in: 0...5, using: &rng)).map { index in
      var tag = TagItem("tag \(index)", breakBefore: chance(0.2))
      if chance(0.4) { tag.weight = Double.random(in: 0...10, using: &rng) }
      if chance(0.3) { tag.fill = color(&rng) }
      if chance(0.3) { tag.link = "https://example.com/\(index)" }
      if chance(0.2) { tag.flex.maxWidth = 120 }
      tag.isSelected = chance(0.2)
      return tag
    }
    var job = Job(tags: tags, width: Double.random(in: 40...900, using: &rng).rounded())
    if chance(0.5) { Theme.presets.randomElement(using: &rng)!.apply(to: &job) }
    if chance(0.3) { job.height = 400 }
    if chance(0.5) { job.layout.maxHeight = Double.random(in: 0...300, using: &rng) }
    job.layout.justify = Justify.allCases.randomElement(using: &rng)!
    if chance(0.3) { job.style.fontWeight = .bold }
    if chance(0.3) { job.style.fontSlant = .italic }
    if chance(0.3) { job.style.palette = Palette.presets.randomElement(using: &rng)! }
    if chance(0.3) { job.cloud.ramp = ColorRamp(from: color(&rng), to: color(&rng)) }
    if chance(0.3) { job.order = TagOrder.allCases.randomElement(using: &rng)! }
    if chance(0.3) { job.darkStyle = Theme.presets.last!.style }
    if chance(0.3) { job.links = LinkPolicy(allowing: ["ftp"]) }
    if chance(0.3) { job.rendering = RenderOptions(snap: false, svgText: .text, requiresFontFamilies: true) }
    if chance(0.3) { job.fonts = FontSet(files: ["a.ttf"], data: [[0, 1, 0, 0]], includesSystemFonts: false) }
    job.title = chance(0.3) ? "Tags" : nil
    job.top = chance(0.3) ? 3 : nil
    job.zoomsToFit = chance(0.2)
    return job
  }

  /// The examples of issue 38: a plain job and plain options, whose `maxHeight` is infinite.
  @Test func plainJobAndOptionsEncode() throws {
    try roundTrip(Job(tags: [TagItem("a")], width: 100))
    try roundTrip(FlowOptions(width: 100))
    try roundTrip(FlowItem(width: 10, height: 10))
  }

  /// Random values of every type, each through JSONEncoder and JSONDecoder to an equal value.
  @Test func everyValueTypeComesBackEqual() throws {
    var rng = SeededGenerator(seed: 3_800)
    for _ in 0..<200 {
      let job = Self.job(&rng)
      try roundTrip(job)
      try roundTrip(job.tags)
      try roundTrip(job.style)
      try roundTrip(job.layout)
      try roundTrip(Self.color(&rng))
      let items = (0..<Int.random(in: 0...8, using: &rng)).map { _ in Self.item(&rng) }
      try roundTrip(items)
      var options = Self.options(&rng)
      options.minLines = 1
      options.wrap = .greedy
      if let result = try? arrange(items, options: options) {
        try roundTrip(result)
        try roundTrip(result.frames)
      }
      try roundTrip(Self.options(&rng))
    }
    for theme in Theme.presets { try roundTrip(theme) }
    for format in OutputFormat.allCases { try roundTrip(format) }
    try roundTrip(FlowRect(origin: FlowPoint(x: 1, y: 2), size: FlowSize(width: 3, height: 4)))
    try roundTrip(ProposedSize(width: nil, height: 4))
  }

  /// Encodings that existed before stay as they were, so batch fingerprints of jobs keep: no
  /// `links` or `requiresFontFamilies` key while they are the defaults.
  @Test func defaultsAddNoKeys() throws {
    let text = String(decoding: try JSONEncoder().encode(Job(tags: [TagItem("a")], width: 100)), as: UTF8.self)
    #expect(!text.contains("links") && !text.contains("requiresFontFamilies") && !text.contains("maxHeight"))
    #expect(text.contains(#""fitsBox":false"#))
  }

  /// Values no type can hold are refused when decoding, not kept to fail later.
  @Test func refusesImpossibleValues() {
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(FontWeight.self, from: Data(#"{"value":5}"#.utf8)) }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Palette.self, from: Data(#"{"name":"x","colors":[]}"#.utf8))
    }
  }
}

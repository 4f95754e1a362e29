// ConformanceTests: every case Chromium laid out, replayed through the engine.

import FlowLayout
import Foundation
import Testing

/// One case from Fixtures/Conformance, as scripts/conformance/generate.py
/// wrote it.
struct ConformanceCase: Decodable, Sendable, CustomTestStringConvertible {
  /// A margin: a length, or "auto".
  enum Side: Decodable, Sendable, Equatable {
    case length(Double)
    case auto

    /// The length, or nil for auto.
    var length: Double? {
      if case .length(let value) = self { return value }
      return nil
    }

    init(from decoder: Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let length = try? container.decode(Double.self) {
        self = .length(length)
      } else {
        guard try container.decode(String.self) == "auto" else {
          throw DecodingError.dataCorruptedError(in: container, debugDescription: "a length or auto")
        }
        self = .auto
      }
    }
  }

  struct Item: Decodable, Sendable {
    var w: Double
    var h: Double
    var baseline: Double?
    var grow: Double?
    var shrink: Double?
    var basis: Double?
    var min: Double?
    var max: Double?
    var alignSelf: String?
    /// CSS `min-height` and `max-height`.
    var minH: Double?
    var maxH: Double?
    /// [top, right, bottom, left].
    var margin: [Side]?
    /// Sizes as percentages of the container's content box: "w", "h",
    /// "basis", "min", "max" (`FlowPercentages`).
    var pct: [String: Double]?
    /// [top, right, bottom, left] padding and border of the item, and the
    /// box its lengths measure ("border-box" unless said), and CSS
    /// `aspect-ratio` for an item of auto width (`FlowItemBox`).
    var padding: [Double]?
    var border: [Double]?
    var boxSizing: String?
    var aspectRatio: Double?

    var box: FlowItemBox {
      FlowItemBox(
        padding: ConformanceCase.edges(padding), border: ConformanceCase.edges(border),
        sizing: BoxSizing(rawValue: boxSizing ?? "border-box")!, aspectRatio: aspectRatio)
    }

    var percentages: FlowPercentages {
      FlowPercentages(
        width: pct?["w"], height: pct?["h"], minWidth: pct?["min"], maxWidth: pct?["max"], basis: pct?["basis"])
    }

    var margins: (FlowEdges, FlowSides) {
      guard let margin else { return (.zero, []) }
      let sides: [FlowSides] = [.top, .right, .bottom, .left]
      let lengths = margin.map { side -> Double in
        if case .length(let length) = side { return length }
        return 0
      }
      let auto = zip(sides, margin).filter { $0.1 == .auto }.reduce(into: FlowSides()) { $0.insert($1.0) }
      return (FlowEdges(top: lengths[0], right: lengths[1], bottom: lengths[2], left: lengths[3]), auto)
    }

    var isFlexible: Bool {
      grow != nil || shrink != nil || basis != nil || min != nil || max != nil
        || pct?["basis"] != nil || pct?["min"] != nil || pct?["max"] != nil
    }
  }
  struct Expected: Decodable, Sendable {
    var width: Double
    var height: Double
    var frames: [[Double]]
  }
  var name: String
  var width: Double
  var gapX: Double
  var gapY: Double
  var justify: String
  var align: String
  var wrap: String
  var direction: String
  /// A fixed container height, with the lines placed by `alignContent`.
  var height: Double?
  var alignContent: String?
  var wrapReverse: Bool?
  var flexDirection: String?
  var minHeight: Double?
  var maxHeight: Double?
  /// [top, right, bottom, left], around the content box.
  var padding: [Double]?
  var border: [Double]?
  /// CSS `flex-line-count`.
  var minLines: Int?
  /// Gaps as percentages of the content box: "x" (column-gap), "y"
  /// (row-gap) (`FlowGapPercentages`).
  var gapPct: [String: Double]?
  /// Expectations rounded to whole pixels as Taffy rounds them (replayed
  /// fixtures): the engine's frames are rounded the same way first.
  var rounding: Bool?
  var items: [Item]
  var expected: Expected
  /// CSS `align-content: safe …`.
  var safe: Bool?
  /// The container's width is its "min-content" or "max-content" width
  /// (`intrinsicWidth`), not `width`.
  var widthFrom: String?
  /// The container's `min-width` and `max-width`: a length, or
  /// "min-content" or "max-content".
  var minWidth: Limit?
  var maxWidth: Limit?

  /// A container's width limit: a length or an intrinsic width.
  enum Limit: Decodable, Sendable {
    case length(Double)
    case intrinsic(IntrinsicWidth)

    init(from decoder: Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let length = try? container.decode(Double.self) {
        self = .length(length)
      } else {
        let keyword = try container.decode(String.self)
        guard let size = IntrinsicWidth(rawValue: keyword) else {
          throw DecodingError.dataCorruptedError(in: container, debugDescription: "a length or an intrinsic width")
        }
        self = .intrinsic(size)
      }
    }
  }

  var testDescription: String { name }

  var options: FlowOptions {
    var options = givenOptions
    options.width = containerWidth
    return try! options.resolving(FlowGapPercentages(x: gapPct?["x"], y: gapPct?["y"]))
  }

  /// `width`, or the intrinsic width asked for, within the container's
  /// limits (the minimum wins). Intrinsic widths are taken before
  /// percentage gaps resolve (they are 0 then, as in CSS).
  var containerWidth: Double {
    func resolve(_ limit: Limit) -> Double {
      switch limit {
      case .length(let length): return length
      case .intrinsic(let size):
        return try! intrinsicWidth(
          size, of: items(in: givenOptions), gapX: givenOptions.gapX, wrap: givenOptions.wrap,
          minLines: givenOptions.minLines)
      }
    }
    var result = widthFrom.map { resolve(.intrinsic(IntrinsicWidth(rawValue: $0)!)) } ?? width
    if let maxWidth { result = min(result, resolve(maxWidth)) }
    if let minWidth { result = max(result, resolve(minWidth)) }
    return result
  }

  /// The options as given, before percentage gaps resolve.
  var givenOptions: FlowOptions {
    FlowOptions(
      width: width, height: height, alignContent: AlignContent(css: alignContent ?? "start")!,
      gapX: gapX, gapY: gapY, justify: Justify(css: justify)!,
      align: Align(css: align)!,
      wrap: WrapMode(css: wrap)!, direction: Direction(rawValue: direction)!,
      flexDirection: FlexDirection(rawValue: flexDirection ?? "row")!, wrapReverse: wrapReverse ?? false,
      minHeight: minHeight ?? 0, maxHeight: maxHeight ?? .infinity, padding: Self.edges(padding),
      border: Self.edges(border), minLines: minLines ?? 1, safeAlignContent: safe ?? false)
  }

  static func edges(_ sides: [Double]?) -> FlowEdges {
    guard let sides else { return .zero }
    return FlowEdges(top: sides[0], right: sides[1], bottom: sides[2], left: sides[3])
  }

  var flowItems: [FlowItem] { items(in: options) }

  /// The items, their percentages resolved against `options`, then their boxes.
  func items(in options: FlowOptions) -> [FlowItem] {
    items.enumerated().map { index, item in
      try! FlowItem(
        width: item.w, height: item.h, baseline: item.baseline, minWidth: item.min ?? 0,
        maxWidth: item.max ?? .infinity, basis: item.basis, grow: item.grow ?? 0, shrink: item.shrink ?? 0,
        alignSelf: item.alignSelf.map { Align(css: $0)! }, margin: item.margins.0, autoMargins: item.margins.1,
        minHeight: item.minH ?? 0, maxHeight: item.maxH ?? .infinity
      ).resolving(item.percentages, in: options, index: index).resolving(item.box, index: index)
    }
  }

  static let all: [ConformanceCase] = {
    struct File: Decodable { var cases: [ConformanceCase] }
    // Tests/FlowLayoutTests/ConformanceTests.swift -> repository root.
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent()
    let folder = root.appendingPathComponent("Fixtures/Conformance")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().flatMap { name in
      let data = try! Data(contentsOf: folder.appendingPathComponent(name))
      return try! JSONDecoder().decode(File.self, from: data).cases
    }
  }()
}

@Suite struct ConformanceTests {
  /// Fixed-size cases: lengths are whole or half pixels, so anything beyond
  /// floating-point noise is a real difference.
  static let tolerance = 0.05
  /// Flexible cases: the engine models Chromium's 1/64 px rounding of free
  /// space shares (CSSLineFlexer), so it must agree to the last bit that
  /// doubles carry; no tolerance for rounding is granted.
  static let flexibleTolerance = 1e-9
  /// Replayed fixtures, after rounding as they were rounded: the issue's bar.
  static let roundedTolerance = 0.1

  /// Edges rounded to whole pixels and sizes taken between rounded edges, as
  /// Taffy rounds a layout (the container sits at the origin).
  static func roundedAsTaffy(_ result: FlowLayoutResult) -> FlowLayoutResult {
    var result = result
    result.width = result.width.rounded()
    result.height = result.height.rounded()
    result.frames = result.frames.map { frame in
      FlowFrame(
        x: frame.x.rounded(), y: frame.y.rounded(), width: (frame.x + frame.width).rounded() - frame.x.rounded(),
        height: (frame.y + frame.height).rounded() - frame.y.rounded(), line: frame.line)
    }
    return result
  }

  @Test func fixturesArePresent() {
    #expect(ConformanceCase.all.count >= 300)
    #expect(
      Set(ConformanceCase.all.map(\.name)).count == ConformanceCase.all.count,
      "case names must be unique")
  }

  @Test func flexibleGroupIsPresent() {
    let flexible = ConformanceCase.all.filter { $0.items.contains(where: \.isFlexible) }
    #expect(flexible.count >= 150)
    for field in [\ConformanceCase.Item.grow, \.shrink, \.basis, \.min, \.max] {
      #expect(flexible.contains { $0.items.contains { $0[keyPath: field] != nil } })
    }
  }

  @Test func alignContentGroupIsPresent() {
    let cases = ConformanceCase.all.filter { $0.height != nil }
    #expect(cases.count >= 200)
    for value in AlignContent.allCases {
      let group = cases.filter { $0.alignContent == value.rawValue }
      if value == .center || value == .end {
        #expect(group.contains { $0.expected.frames.contains { $0[1] < 0 } }, "\(value) sticks out above")
      }
      #expect(group.count >= 20, "\(value): \(group.count) cases")
    }
    // Lines taller than the box, and lines with room to spare.
    #expect(cases.contains { fixture in fixture.expected.frames.contains { $0[1] + $0[3] > fixture.height! } })
  }

  @Test func alignGroupIsPresent() {
    let stretched = ConformanceCase.all.filter { fixture in
      fixture.align == "stretch" || fixture.items.contains { $0.alignSelf == "stretch" }
    }
    #expect(stretched.count >= 90)
    // Stretched items grew, in lines that align-content stretched too.
    #expect(stretched.contains { $0.alignContent == "stretch" })
    #expect(
      stretched.contains { fixture in
        zip(fixture.items, fixture.expected.frames).contains { $0.h < $1[3] }
      })
    for value in Align.allCases {
      #expect(
        ConformanceCase.all.filter { $0.items.contains { $0.alignSelf == value.rawValue } }.count >= 20,
        "align-self \(value)")
    }
  }

  @Test func reverseGroupIsPresent() {
    let wrapReversed = ConformanceCase.all.filter { $0.wrapReverse == true }
    let rowReversed = ConformanceCase.all.filter { $0.flexDirection == "row-reverse" }
    #expect(wrapReversed.count >= 100 && rowReversed.count >= 100)
    #expect(wrapReversed.contains { $0.wrap == "balance" } && wrapReversed.contains { $0.height != nil })
    #expect(rowReversed.contains { $0.direction == "rtl" } && rowReversed.contains { $0.direction == "ltr" })
    for value in Align.allCases {
      #expect(wrapReversed.contains { $0.align == value.rawValue }, "wrap-reverse, align \(value)")
    }
  }

  @Test func boxGroupIsPresent() {
    let cases = ConformanceCase.all
    #expect(cases.filter { $0.padding != nil }.count >= 80 && cases.filter { $0.border != nil }.count >= 40)
    #expect(cases.filter { $0.minHeight != nil }.count >= 80 && cases.filter { $0.maxHeight != nil }.count >= 60)
    // min-height that made the box taller than its lines, max-height that made it shorter.
    #expect(cases.contains { fixture in fixture.height == nil && (fixture.minHeight ?? 0) > 0 })
    #expect(cases.contains { $0.padding != nil && $0.wrapReverse == true })
    #expect(cases.contains { $0.padding != nil && $0.flexDirection == "row-reverse" })
  }

  @Test func marginGroupIsPresent() {
    let cases = ConformanceCase.all.filter { $0.items.contains { $0.margin != nil } }
    #expect(cases.count >= 150)
    let sides = cases.flatMap(\.items).compactMap(\.margin)
    for index in 0..<4 {
      #expect(sides.contains { $0[index] == .auto }, "auto margin on side \(index)")
    }
    #expect(cases.contains { $0.wrapReverse == true } && cases.contains { $0.flexDirection == "row-reverse" })
    #expect(cases.contains { $0.items.contains { $0.margin != nil && $0.isFlexible } })
  }

  @Test func negativeMarginGroupIsPresent() {
    let cases = ConformanceCase.all.filter { $0.name.hasPrefix("negative_margin_") }
    #expect(cases.count >= 200)
    let negative = cases.filter { fixture in
      fixture.items.contains { $0.margin?.contains { ($0.length ?? 0) < 0 } ?? false }
    }
    #expect(negative.count >= 150)
    for index in 0..<4 {
      #expect(negative.contains { $0.items.contains { ($0.margin?[index].length ?? 0) < 0 } }, "negative side \(index)")
    }
    // Balanced lines that greedy would have joined, items pulled past the
    // container's edges, and flexible items.
    #expect(negative.filter { $0.wrap == "balance" }.count >= 40)
    #expect(cases.contains { $0.name == "negative_margin_balance_clamps_to_zero" && $0.expected.frames[2][1] > 0 })
    #expect(negative.contains { $0.expected.frames.contains { $0[0] < 0 } })
    #expect(negative.contains { $0.items.contains(where: \.isFlexible) })
    #expect(negative.contains { $0.wrapReverse == true } && negative.contains { $0.flexDirection == "row-reverse" })
  }

  @Test func percentGroupIsPresent() {
    let cases = ConformanceCase.all.filter { $0.items.contains { $0.pct != nil } && $0.rounding != true }
    #expect(cases.count >= 150)
    for key in ["w", "h", "basis", "min", "max"] {
      #expect(cases.filter { $0.items.contains { $0.pct?[key] != nil } }.count >= 10, "percentage \(key)")
    }
    // Percentage heights of a definite height and of an auto one (which act as auto).
    #expect(cases.contains { $0.height != nil && $0.items.contains { $0.pct?["h"] != nil } })
    #expect(cases.contains { $0.height == nil && $0.items.contains { $0.pct?["h"] != nil } })
    #expect(cases.contains { $0.padding != nil } && cases.contains { $0.wrapReverse == true })
  }

  @Test func heightLimitGroupIsPresent() {
    let cases = ConformanceCase.all.filter { $0.items.contains { $0.minH != nil || $0.maxH != nil } }
    #expect(cases.filter { $0.rounding != true }.count >= 150)
    // A maximum that stops a stretched item, and a minimum that makes a line taller.
    #expect(
      cases.contains { fixture in
        zip(fixture.items, fixture.expected.frames).contains { item, frame in
          item.maxH != nil && (item.alignSelf ?? fixture.align) == "stretch" && frame[3] == item.maxH
        }
      })
    #expect(cases.contains { $0.items.contains { ($0.minH ?? 0) > $0.h } })
    #expect(cases.contains { $0.wrapReverse == true } && cases.contains { $0.align == "baseline" })
    #expect(cases.contains { $0.name.hasPrefix("taffy_") } && cases.contains { $0.name.hasPrefix("yoga_") })
  }

  @Test func gapPercentGroupIsPresent() {
    let cases = ConformanceCase.all.filter { $0.gapPct != nil }
    #expect(cases.filter { $0.rounding != true }.count >= 150)
    for axis in ["x", "y"] {
      #expect(cases.filter { $0.gapPct?[axis] != nil }.count >= 40, "percentage gap \(axis)")
    }
    // Row gaps of a definite height, and of an auto one (0).
    #expect(cases.contains { $0.height != nil && ($0.gapPct?["y"] ?? 0) > 0 })
    #expect(cases.contains { $0.height == nil && ($0.gapPct?["y"] ?? 0) > 0 })
    #expect(cases.contains { $0.name.hasPrefix("taffy_") } && cases.contains { $0.name.hasPrefix("yoga_") })
  }

  @Test func itemBoxGroupIsPresent() {
    let cases = ConformanceCase.all.filter { $0.name.hasPrefix("item_box_") }
    #expect(cases.count >= 150)
    let items = cases.flatMap(\.items)
    #expect(items.filter { $0.padding != nil }.count >= 50 && items.filter { $0.border != nil }.count >= 20)
    #expect(items.contains { $0.boxSizing == "content-box" } && items.filter { $0.aspectRatio != nil }.count >= 8)
    // Safe alignment with lines taller than the box, under wrap-reverse too.
    #expect(cases.contains { $0.safe == true && $0.wrapReverse == true && $0.expected.frames.contains { $0[1] > 0 } })
    for size in IntrinsicWidth.allCases {
      #expect(cases.filter { $0.widthFrom == size.rawValue }.count >= 3, "\(size)")
    }
    #expect(cases.contains { $0.widthFrom == "max-content" && $0.minLines != nil && $0.wrap == "balance" })
  }

  /// Taffy's and Yoga's fixtures that the engine can express, with their
  /// own (Chrome's) expectations.
  @Test func replayedFixturesArePresent() {
    let replayed = ConformanceCase.all.filter { $0.rounding == true }
    #expect(replayed.filter { $0.name.hasPrefix("taffy_") }.count >= 320)
    #expect(replayed.filter { $0.name.hasPrefix("yoga_") }.count >= 138)
    // Negative margins under balance, and a root 0 wide.
    #expect(replayed.filter { $0.name.hasPrefix("taffy_balance_row_negative_margin") }.count == 8)
    #expect(
      replayed.filter { $0.name.hasPrefix("yoga_wrap_does_not_impose_min_cross_onto_single_flexline") }.count == 2)
    #expect(replayed.contains { $0.name.hasPrefix("taffy_") && $0.minLines != nil })
    // Padded items, an aspect ratio, safe alignment, containers sized by their content.
    #expect(replayed.contains { $0.items.contains { $0.padding != nil } && $0.name.hasPrefix("yoga_") })
    #expect(replayed.contains { $0.items.contains { $0.aspectRatio != nil } } && replayed.contains { $0.safe == true })
    #expect(replayed.contains { $0.widthFrom == "max-content" && $0.minLines != nil })
    #expect(replayed.contains { $0.widthFrom == "min-content" && $0.minWidth != nil })
  }

  @Test func lineCountGroupIsPresent() {
    let cases = ConformanceCase.all.filter { $0.minLines != nil && $0.rounding != true }
    #expect(cases.count >= 150)
    // More lines than greedy makes, and the nudge of exact fits.
    #expect(cases.contains { $0.name == "line_count_equal_items_cannot_make_three" })
    #expect(cases.contains { $0.wrapReverse == true } && cases.contains { $0.direction == "rtl" })
    #expect(cases.contains { $0.wrap == "greedy" })
  }

  @Test(arguments: ConformanceCase.all)
  func matchesChromium(_ fixture: ConformanceCase) throws {
    let rounded = fixture.rounding == true
    let tolerance =
      rounded
      ? Self.roundedTolerance
      : fixture.items.contains(where: \.isFlexible) ? Self.flexibleTolerance : Self.tolerance
    var result = try arrange(fixture.flowItems, options: fixture.options)
    if rounded { result = Self.roundedAsTaffy(result) }
    let actual = result.frames.map { [$0.x, $0.y, $0.width, $0.height] }
    let sizeMatches =
      abs(result.width - fixture.expected.width) <= tolerance
      && abs(result.height - fixture.expected.height) <= tolerance
    let framesMatch =
      actual.count == fixture.expected.frames.count
      && zip(actual, fixture.expected.frames).allSatisfy { pair in
        zip(pair.0, pair.1).allSatisfy { abs($0 - $1) <= tolerance }
      }
    #expect(sizeMatches && framesMatch, "\(report(fixture, result, actual, tolerance: tolerance))")
  }

  /// Input, expected and actual side by side, one row per item.
  func report(
    _ fixture: ConformanceCase, _ result: FlowLayoutResult, _ actual: [[Double]],
    tolerance: Double
  ) -> String {
    func cell(_ values: [Double]?) -> String {
      guard let values else { return "-".padding(toLength: 34, withPad: " ", startingAt: 0) }
      return values.map { String(format: "%8.3f", $0) }.joined(separator: " ")
    }
    var lines = [
      "\(fixture.name): width \(fixture.width) gap \(fixture.gapX)/\(fixture.gapY) justify \(fixture.justify) align \(fixture.align) height \(fixture.height.map { "\($0)" } ?? "-") align-content \(fixture.alignContent ?? "-") wrap \(fixture.wrap)\(fixture.wrapReverse == true ? " reverse" : "") \(fixture.direction) \(fixture.flexDirection ?? "row") min/max height \(fixture.minHeight.map { "\($0)" } ?? "-")/\(fixture.maxHeight.map { "\($0)" } ?? "-") gap% \(fixture.gapPct ?? [:]) padding \(fixture.padding ?? []) border \(fixture.border ?? [])",
      "container: expected \(fixture.expected.width) x \(fixture.expected.height), actual \(result.width) x \(result.height)",
      "  #  input (w, h, baseline)      | expected x, y, w, h                 | actual x, y, w, h",
    ]
    let count = max(fixture.items.count, actual.count)
    for index in 0..<count {
      let item = index < fixture.items.count ? fixture.items[index] : nil
      let input = item.map(describe) ?? "-"
      let expected = index < fixture.expected.frames.count ? fixture.expected.frames[index] : nil
      let got = index < actual.count ? actual[index] : nil
      let differs =
        expected == nil || got == nil
        || zip(expected!, got!).contains { abs($0 - $1) > tolerance }
      lines.append(
        "\(String(index).leftPad(3))  \(input.padding(toLength: 26, withPad: " ", startingAt: 0)) | \(cell(expected)) | \(cell(got))\(differs ? "  <<" : "")"
      )
    }
    return lines.joined(separator: "\n")
  }
}

/// An input item as `(w, h, baseline)` plus any flex fields.
private func describe(_ item: ConformanceCase.Item) -> String {
  var text = "(\(item.w), \(item.h), \(item.baseline.map { "\($0)" } ?? "-")"
  for (name, value) in [
    ("grow", item.grow), ("shrink", item.shrink), ("basis", item.basis), ("min", item.min),
    ("max", item.max), ("minH", item.minH), ("maxH", item.maxH),
  ] {
    if let value { text += " \(name) \(value)" }
  }
  if let alignSelf = item.alignSelf { text += " self \(alignSelf)" }
  for (key, value) in (item.pct ?? [:]).sorted(by: { $0.key < $1.key }) { text += " \(key) \(value)%" }
  if let margin = item.margin {
    let sides = margin.map { side -> String in
      if case .length(let length) = side { return "\(length)" }
      return "auto"
    }
    text += " margin \(sides.joined(separator: " "))"
  }
  return text + ")"
}

extension String {
  fileprivate func leftPad(_ length: Int) -> String {
    String(repeating: " ", count: max(0, length - count)) + self
  }
}

// `tagflow layout --boxes`: arbitrary boxes with no text, laid out by the flow engine alone.

import FlowLayout
import FoundationEssentials

/// The JSON a user gives `tagflow layout --boxes`: a container and its boxes.
///
/// ```json
/// {"width": 300, "height": 200, "minHeight": 100, "maxHeight": 400, "padding": [8, 16, 8, 16], "border": 1,
///  "alignContent": "center", "gap": [8, "5%"], "justify": "space-between", "lastLine": "start",
///  "align": "baseline", "wrap": "balanced", "wrapReverse": false, "direction": "ltr", "flexDirection": "row",
///  "minLines": 2, "maxLines": 3, "distribution": "css",
///  "items": [{"width": 80, "height": 24, "baseline": 17, "grow": 1, "maxWidth": 120, "alignSelf": "stretch",
///             "margin": [0, 4, 0, "auto"]},
///            {"width": 40, "height": 24, "break": true, "minWidth": 30, "basis": 60, "shrink": 1,
///             "minHeight": 20, "maxHeight": 40},
///            {"width": "25%", "height": "50%", "minWidth": "10%", "maxWidth": "50%", "basis": "20%"},
///            {"width": 60, "height": 20, "padding": [2, 8, 2, 8], "border": 1, "boxSizing": "content-box"},
///            {"width": 0, "height": 30, "aspectRatio": 1.5}]}
/// ```
///
/// An item's `padding`, `border`, `boxSizing` and `aspectRatio` are resolved
/// by `FlowItem.resolving(_:index:)` (`FlowItemBox`), after its percentages.
/// `alignContent` takes CSS's `safe` and `unsafe` before a position
/// (`FlowOptions.safeAlignContent`).
///
/// `width`, `height`, `minWidth`, `maxWidth` and `basis` of an item may be a
/// percentage of the container's content box (`FlowPercentages`); a
/// percentage `height` of a container without `height` is the box's content
/// height, 0. Either gap may be a percentage of the content box
/// (`FlowGapPercentages`): `x` of its width, `y` of its `height` (0
/// without one).
///
/// The container's `width` may be `"min-content"` or `"max-content"`
/// instead of a number: the content box then takes that intrinsic width of
/// the items (`intrinsicWidth(_:of:gapX:wrap:minLines:)`), found with their
/// percentages as `auto` and percentage gaps as 0, as CSS finds it; they
/// resolve against the width found.
package struct BoxesInput: Decodable, Sendable {
  package var options: FlowOptions
  /// The intrinsic width the container takes, when `width` names one
  /// (`options.width` is then 0 until the boxes are arranged).
  package var intrinsic: IntrinsicWidth?
  package var items: [FlowItem]
  /// Each item's sizes given in percentages, resolved when the boxes are
  /// arranged (so that a bad container is reported as by the engine).
  package var percentages: [FlowPercentages] = []
  package var overflowItem: FlowItem?
  package var overflowPercentages = FlowPercentages()
  /// The gaps given in percentages, resolved when the boxes are arranged.
  package var gapPercentages = FlowGapPercentages()
  /// Each item's padding, border, box sizing and aspect ratio, resolved when the boxes are arranged.
  package var itemBoxes: [FlowItemBox] = []
  package var overflowBox = FlowItemBox()

  private enum Keys: String, CodingKey, CaseIterable {
    case width, height, minHeight, maxHeight, padding, border, alignContent, gap, justify, lastLine, align, wrap,
      wrapReverse, direction, flexDirection, minLines, maxLines, fit, distribution, overflowItem, items
  }

  /// Every key of the container, in the order `tagflow layout --help` lists them.
  package static let containerKeys = Keys.allCases.map(\.rawValue)
  /// Every key of an item (and of `overflowItem`).
  package static let itemKeys = Box.keys

  private struct Box: Decodable {
    var width: Double
    var height: Double
    var percentages = FlowPercentages()
    var baseline: Double?
    var `break`: Bool?
    var minWidth: Double?
    var maxWidth: Double?
    var basis: Double?
    var grow: Double?
    var shrink: Double?
    var alignSelf: Align?
    var margin = FlowEdges.zero
    var autoMargins = FlowSides()
    var minHeight: Double?
    var maxHeight: Double?
    var box = FlowItemBox()

    private enum Keys: String, CodingKey, CaseIterable {
      case width, height, baseline, `break`, minWidth, maxWidth, minHeight, maxHeight, basis, grow, shrink, alignSelf
      case margin, padding, border, boxSizing, aspectRatio
    }

    static let keys = Keys.allCases.map(\.rawValue)

    /// A margin: a length, or "auto".
    private enum Side: Decodable {
      case length(Double)
      case auto

      init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let length = try? container.decode(Double.self) {
          self = .length(length)
        } else if (try? container.decode(String.self)) == "auto" {
          self = .auto
        } else {
          let field = BoxesInput.path(decoder.codingPath)
          throw BoxesError("\(field): expected a number or \"auto\"", at: field)
        }
      }
    }

    init(from decoder: Decoder) throws {
      try rejectUnknownKeys(decoder, Keys.self)
      let container = try decoder.container(keyedBy: Keys.self)
      // A number of points, or a string "N%": N percent of the container.
      var found = FlowPercentages()
      func length(_ key: Keys, _ percent: WritableKeyPath<FlowPercentages, Double?>, required: Bool = false) throws
        -> Double?
      {
        if !required, !container.contains(key) || (try? container.decodeNil(forKey: key)) == true { return nil }
        guard let text = try? container.decode(String.self, forKey: key) else {
          // A number, or the error a number's key gives: missing, null, the wrong type.
          return try container.decode(Double.self, forKey: key)
        }
        guard text.hasSuffix("%"), let value = Double(text.dropLast()), value >= 0, value.isFinite else {
          let field = BoxesInput.path(decoder.codingPath + [key])
          throw BoxesError(
            "\(field): '\(text)' is not valid; accepted: a number, or a percentage of the container >= 0 "
              + "such as \"25%\"", at: field)
        }
        found[keyPath: percent] = value
        return nil
      }
      // A percentage leaves the measured size at 0: an empty box's content.
      width = try length(.width, \.width, required: true) ?? 0
      height = try length(.height, \.height, required: true) ?? 0
      baseline = try container.decodeIfPresent(Double.self, forKey: .baseline)
      self.break = try container.decodeIfPresent(Bool.self, forKey: .break)
      minWidth = try length(.minWidth, \.minWidth)
      maxWidth = try length(.maxWidth, \.maxWidth)
      basis = try length(.basis, \.basis)
      percentages = found
      minHeight = try container.decodeIfPresent(Double.self, forKey: .minHeight)
      maxHeight = try container.decodeIfPresent(Double.self, forKey: .maxHeight)
      grow = try container.decodeIfPresent(Double.self, forKey: .grow)
      shrink = try container.decodeIfPresent(Double.self, forKey: .shrink)
      if let text = try container.decodeIfPresent(String.self, forKey: .alignSelf), text != "auto" {
        guard let align = Align(css: text) else {
          let field = BoxesInput.path(decoder.codingPath + [Keys.alignSelf])
          throw BoxesError(
            "\(field): '\(text)' is not valid; accepted: \((["auto"] + Align.cssNames).joined(separator: ", "))",
            at: field)
        }
        alignSelf = align
      }
      // One value for every side, or [top, right, bottom, left] as in CSS.
      if container.contains(.margin) {
        let sides: [Side]
        if let all = try? container.decode(Side.self, forKey: .margin) {
          sides = Array(repeating: all, count: 4)
        } else {
          sides = try container.decode([Side].self, forKey: .margin)
        }
        guard sides.count == 4 else {
          let field = BoxesInput.path(decoder.codingPath + [Keys.margin])
          throw BoxesError("\(field): expected one number or \"auto\", or [top, right, bottom, left]", at: field)
        }
        var lengths = [Double](repeating: 0, count: 4)
        for (index, (side, flag)) in zip(sides, [FlowSides.top, .right, .bottom, .left]).enumerated() {
          switch side {
          case .length(let length): lengths[index] = length
          case .auto: autoMargins.insert(flag)
          }
        }
        margin = FlowEdges(top: lengths[0], right: lengths[1], bottom: lengths[2], left: lengths[3])
      }
      box.padding = try decodeEdges(container, .padding, at: decoder.codingPath)
      box.border = try decodeEdges(container, .border, at: decoder.codingPath)
      if let text = try container.decodeIfPresent(String.self, forKey: .boxSizing) {
        guard let sizing = BoxSizing(rawValue: text) else {
          let field = BoxesInput.path(decoder.codingPath + [Keys.boxSizing])
          throw BoxesError(
            "\(field): '\(text)' is not valid; accepted: \(BoxSizing.allCases.map(\.rawValue).joined(separator: ", "))",
            at: field)
        }
        box.sizing = sizing
      }
      box.aspectRatio = try container.decodeIfPresent(Double.self, forKey: .aspectRatio)
    }

    var item: FlowItem {
      FlowItem(
        width: width, height: height, baseline: baseline, breakBefore: self.break ?? false, minWidth: minWidth ?? 0,
        maxWidth: maxWidth ?? .infinity, basis: basis, grow: grow ?? 0, shrink: shrink ?? 0, alignSelf: alignSelf,
        margin: margin, autoMargins: autoMargins, minHeight: minHeight ?? 0, maxHeight: maxHeight ?? .infinity)
    }
  }

  package init(from decoder: Decoder) throws {
    try rejectUnknownKeys(decoder, Keys.self)
    let container = try decoder.container(keyedBy: Keys.self)
    // A number of points, or an intrinsic width's keyword.
    if let keyword = try? container.decode(String.self, forKey: .width) {
      guard let size = IntrinsicWidth(rawValue: keyword) else {
        let accepted = IntrinsicWidth.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
        throw BoxesError("width: '\(keyword)' is not valid; accepted: a number >= 0, or \(accepted)", at: "width")
      }
      intrinsic = size
      options = FlowOptions(width: 0)
    } else {
      options = FlowOptions(width: try container.decode(Double.self, forKey: .width))
    }
    options.height = try container.decodeIfPresent(Double.self, forKey: .height)
    options.minHeight = try container.decodeIfPresent(Double.self, forKey: .minHeight) ?? 0
    options.maxHeight = try container.decodeIfPresent(Double.self, forKey: .maxHeight) ?? .infinity
    options.padding = try decodeEdges(container, .padding, at: [])
    options.border = try decodeEdges(container, .border, at: [])
    if container.contains(.gap) {
      let gap: [GapLength]
      if (try? container.nestedUnkeyedContainer(forKey: .gap)) != nil {
        gap = try container.decode([GapLength].self, forKey: .gap)
      } else {
        let both = try container.decode(GapLength.self, forKey: .gap)
        gap = [both, both]
      }
      guard gap.count == 2 else { throw BoxesError("gap: expected [x, y] or one number or percentage", at: "gap") }
      switch gap[0] {
      case .points(let points): options.gapX = points
      case .percent(let percent): gapPercentages.x = percent
      }
      switch gap[1] {
      case .points(let points): options.gapY = points
      case .percent(let percent): gapPercentages.y = percent
      }
    }
    func keyword<T>(_ key: Keys, _ parse: (String) -> T?, _ all: [String]) throws -> T? {
      guard let text = try container.decodeIfPresent(String.self, forKey: key) else { return nil }
      guard let value = parse(text) else {
        throw BoxesError(
          "\(key.rawValue): '\(text)' is not valid; accepted: \(all.joined(separator: ", "))", at: key.rawValue)
      }
      return value
    }
    options.justify = try keyword(.justify, Justify.init(css:), Justify.cssNames) ?? .start
    options.lastLineJustify = try keyword(.lastLine, Justify.init(css:), Justify.cssNames)
    options.align =
      try keyword(.align, Align.init(css:), Align.cssNames) ?? .start
    // CSS's overflow keyword comes first: "safe end", "unsafe center".
    if let text = try container.decodeIfPresent(String.self, forKey: .alignContent) {
      var words = text.split(separator: " ").map(String.init)
      if words.count == 2, let safe = ["safe": true, "unsafe": false][words[0]] {
        options.safeAlignContent = safe
        words.removeFirst()
      }
      guard words.count == 1, let value = AlignContent(css: words[0]) else {
        throw BoxesError(
          "alignContent: '\(text)' is not valid; accepted: \(AlignContent.cssNames.joined(separator: ", ")), "
            + "each after \"safe \" or \"unsafe \" if wanted", at: "alignContent")
      }
      options.alignContent = value
    }
    options.wrap = try keyword(.wrap, WrapMode.init(css:), WrapMode.allCases.map(\.rawValue)) ?? .greedy
    options.direction = try keyword(.direction, Direction.init(rawValue:), Direction.allCases.map(\.rawValue)) ?? .ltr
    options.flexDirection =
      try keyword(.flexDirection, FlexDirection.init(rawValue:), FlexDirection.allCases.map(\.rawValue)) ?? .row
    options.wrapReverse = try container.decodeIfPresent(Bool.self, forKey: .wrapReverse) ?? false
    if let lines = try container.decodeIfPresent(Double.self, forKey: .minLines) {
      guard NumberSetting.minLines.accepts(lines), let whole = Int(exactly: lines) else {
        throw BoxesError(
          NumberSetting.minLines.invalid(NumberSetting.format(lines), field: "minLines").message, at: "minLines")
      }
      options.minLines = whole
    }
    if let lines = try container.decodeIfPresent(Double.self, forKey: .maxLines) {
      guard NumberSetting.maxLines.accepts(lines), let whole = Int(exactly: lines) else {
        throw BoxesError(
          NumberSetting.maxLines.invalid(NumberSetting.format(lines), field: "maxLines").message, at: "maxLines")
      }
      options.maxLines = whole
    }
    options.fit = try container.decodeIfPresent(Bool.self, forKey: .fit) ?? false
    options.distribution =
      try keyword(.distribution, FlexDistribution.init(rawValue:), FlexDistribution.allCases.map(\.rawValue)) ?? .css
    let overflow = try container.decodeIfPresent(Box.self, forKey: .overflowItem)
    overflowItem = overflow?.item
    overflowPercentages = overflow?.percentages ?? FlowPercentages()
    overflowBox = overflow?.box ?? FlowItemBox()
    let boxes = try container.decode([Box].self, forKey: .items)
    items = boxes.map(\.item)
    percentages = boxes.map(\.percentages)
    itemBoxes = boxes.map(\.box)
    try Self.checkMagnitudes(options, items, itemBoxes, overflowItem)
  }

  /// The largest size a box, gap or width may have: sums of a million sizes
  /// this large stay finite, so every position and size printed is a number.
  package static let largestSize = 1e9

  private static func checkMagnitudes(
    _ options: FlowOptions, _ items: [FlowItem], _ boxes: [FlowItemBox], _ overflow: FlowItem?
  ) throws {
    func check(_ field: String, _ value: Double?, accepted: String = "at most 1000000000") throws {
      guard let value, value.isFinite, abs(value) > largestSize else { return }
      throw BoxesError("\(field): \(NumberSetting.format(value)) is too large; accepted: \(accepted)", at: field)
    }
    try check("width", options.width)
    try check("height", options.height)
    try check("minHeight", options.minHeight)
    try check("maxHeight", options.maxHeight)
    for (name, edges) in [("padding", options.padding), ("border", options.border)] {
      for side in [edges.top, edges.right, edges.bottom, edges.left] { try check(name, side) }
    }
    try check("gap", options.gapX)
    try check("gap", options.gapY)
    for (index, item) in items.enumerated() {
      try check("items[\(index)].width", item.width)
      try check("items[\(index)].height", item.height)
      try check("items[\(index)].baseline", item.baseline)
      try check("items[\(index)].minHeight", item.minHeight)
      try check("items[\(index)].maxHeight", item.maxHeight)
      // Margins may be negative, as in CSS: only their size is bounded.
      let margin = item.margin
      let sides = [("top", margin.top), ("right", margin.right), ("bottom", margin.bottom), ("left", margin.left)]
      for (side, value) in sides {
        try check("items[\(index)].margin.\(side)", value, accepted: "-1000000000 to 1000000000")
      }
    }
    for (index, box) in boxes.enumerated() {
      for (name, edges) in [("padding", box.padding), ("border", box.border)] {
        for side in [edges.top, edges.right, edges.bottom, edges.left] { try check("items[\(index)].\(name)", side) }
      }
    }
    try check("overflowItem.width", overflow?.width)
    try check("overflowItem.height", overflow?.height)
    try check("overflowItem.baseline", overflow?.baseline)
  }

  /// Parses the JSON, with errors that name the field. `place` gives the position in `source`
  /// of the value at a path (`items[2].width`, `""` for the whole document) for a reader that
  /// knows them; by default problems name only the file. Give it JSON that an RFC 8259 reader
  /// has read first (`JSONDecoder` takes trailing commas and keys given twice).
  package static func parse(
    _ bytes: [UInt8], source: String, place: (_ path: String) -> SourcePosition? = { _ in nil }
  ) throws(TagFlowError) -> BoxesInput {
    func at(_ path: String) -> SourcePosition { place(path) ?? SourcePosition(source) }
    do {
      return try JSONDecoder().decode(BoxesInput.self, from: Data(bytes))
    } catch let error as BoxesError {
      throw .input(at: at(error.path), .reported(error.message))
    } catch let DecodingError.keyNotFound(key, context) {
      throw .input(at: at(path(context.codingPath)), .missingKey(path(context.codingPath + [key])))
    } catch let DecodingError.typeMismatch(type, context) {
      throw .input(
        at: at(path(context.codingPath)),
        .wrongType(key: path(context.codingPath), expected: describe(type), isNull: false))
    } catch let DecodingError.valueNotFound(type, context) {
      throw .input(
        at: at(path(context.codingPath)),
        .wrongType(key: path(context.codingPath), expected: describe(type), isNull: true))
    } catch let DecodingError.dataCorrupted(context) {
      let reason = (context.underlyingError as? CustomStringConvertible)?.description ?? context.debugDescription
      throw .input(at: at(path(context.codingPath)), .notValid(format: "JSON", part: nil, reason: reason))
    } catch {
      // JSONDecoder throws only DecodingError, and the decoders above only BoxesError.
      throw .input(at: SourcePosition(source), .notDecodable(what: "boxes document", reason: "\(error)"))
    }
  }

  /// Lays the boxes out, in a container of the intrinsic width asked for,
  /// if any.
  package func arrange() throws(TagFlowError) -> FlowLayoutResult {
    do throws(FlowLayoutError) {
      var options = options
      if let intrinsic {
        // The width is found with percentages as auto (the sizes read, 0 for
        // a percentage width; no limit or basis) and percentage gaps as 0.
        var sizing = items
        for (index, box) in zip(sizing.indices, itemBoxes) where !box.isEmpty {
          sizing[index] = try sizing[index].resolving(box, index: index)
        }
        options.width = try intrinsicWidth(
          intrinsic, of: sizing, gapX: options.gapX, wrap: options.wrap, minLines: options.minLines)
      }
      options = try options.resolving(gapPercentages)
      var items = items
      for (index, percentages) in zip(items.indices, percentages) where !percentages.isEmpty {
        items[index] = try items[index].resolving(percentages, in: options, index: index)
      }
      for (index, box) in zip(items.indices, itemBoxes) where !box.isEmpty {
        items[index] = try items[index].resolving(box, index: index)
      }
      let overflow = try overflowItem?.resolving(overflowPercentages, in: options).resolving(overflowBox)
      return try FlowLayout.arrange(items, options: options, overflowItem: overflow.map { item in { _ in item } })
    } catch {
      throw .layout(error)
    }
  }

  /// `items[2].width`: the keys from the document to a value, as messages name it.
  package static func path(_ keys: [CodingKey]) -> String {
    keys.reduce("") { path, key in
      if let index = key.intValue { return path + "[\(index)]" }
      return path.isEmpty ? key.stringValue : path + "." + key.stringValue
    }
  }

  private static func describe(_ type: Any.Type) -> String {
    switch type {
    case is Double.Type, is Int.Type: return "a number"
    case is String.Type: return "a string"
    case is Bool.Type: return "true or false"
    default: return type is [Any].Type || "\(type)".hasPrefix("Array") ? "a list" : "an object"
    }
  }
}

/// A gap: a number of points, or a string "N%" of the container's content box.
private enum GapLength: Decodable {
  case points(Double)
  case percent(Double)

  init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let points = try? container.decode(Double.self) {
      self = .points(points)
      return
    }
    guard let text = try? container.decode(String.self), text.hasSuffix("%"), let value = Double(text.dropLast()),
      value >= 0, value.isFinite
    else {
      throw BoxesError(
        "gap: expected a number, or a percentage of the container >= 0 such as \"10%\", or [x, y] of those",
        at: BoxesInput.path(decoder.codingPath))
    }
    self = .percent(value)
  }
}

/// One number for every side, or [top, right, bottom, left] as in CSS; no key is no edge.
private func decodeEdges<Key: CodingKey>(_ container: KeyedDecodingContainer<Key>, _ key: Key, at path: [CodingKey])
  throws -> FlowEdges
{
  guard container.contains(key) else { return .zero }
  if let all = try? container.decode(Double.self, forKey: key) { return FlowEdges(all) }
  let sides = try container.decode([Double].self, forKey: key)
  guard sides.count == 4 else {
    let field = BoxesInput.path(path + [key])
    throw BoxesError("\(field): expected one number or [top, right, bottom, left]", at: field)
  }
  return FlowEdges(top: sides[0], right: sides[1], bottom: sides[2], left: sides[3])
}

private struct BoxesError: Error {
  var message: String
  /// The value the message is about, as `BoxesInput.path` writes it (`items[2].width`).
  var path: String
  init(_ message: String, at path: String) { (self.message, self.path) = (message, path) }
}

/// Throws for the first key of the object `decoder` reads that `Keys` does not
/// name, saying where it is, the closest accepted key and every accepted key:
/// a misspelt or unsupported key must not be ignored in silence.
private func rejectUnknownKeys<Keys: CodingKey & CaseIterable & RawRepresentable<String>>(
  _ decoder: Decoder, _: Keys.Type
) throws {
  let accepted = Keys.allCases.map(\.rawValue)
  // JSONDecoder keeps an object's keys in no stable order; the first in sorted order is reported.
  let unknown = try decoder.container(keyedBy: AnyKey.self).allKeys.map(\.stringValue)
    .filter { !accepted.contains($0) }.sorted()
  guard let key = unknown.first else { return }
  let place = decoder.codingPath.isEmpty ? "at the top level" : "in \(BoxesInput.path(decoder.codingPath))"
  let hint = Suggestion.closest(to: key, in: accepted).map { "did you mean '\($0)'? " } ?? ""
  throw BoxesError(
    "unknown key '\(key)' \(place); \(hint)accepted: \(accepted.joined(separator: ", "))",
    at: BoxesInput.path(decoder.codingPath + [AnyKey(stringValue: key)]))
}

private struct AnyKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

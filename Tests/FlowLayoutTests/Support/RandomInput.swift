// RandomInput: seeded items and options for the property tests.

import FlowLayout

/// One random layout problem.
struct RandomInput: CustomStringConvertible {
  var items: [FlowItem]
  var options: FlowOptions

  /// Mostly chip-like items, with some zero widths, oversized items, forced
  /// breaks, baselines and (unless `alignSelf` or `margins` is false, for
  /// layouts that cannot express them) items that align themselves and
  /// margins, some auto, thrown in.
  init(seed: UInt64, maxItems: Int = 40, forcedBreaks: Bool = true, alignSelf: Bool = true, margins: Bool = true) {
    var rng = SplitMix64(seed: seed)
    let width = rng.sixtyFourths(20, 300)
    var options = FlowOptions(width: width)
    options.gapX = rng.chance(0.3) ? 0 : rng.sixtyFourths(0, 12)
    options.gapY = rng.chance(0.3) ? 0 : rng.sixtyFourths(0, 12)
    options.justify = Justify.allCases.randomElement(using: &rng)!
    options.lastLineJustify = rng.chance(0.3) ? Justify.allCases.randomElement(using: &rng)! : nil
    options.align = Align.allCases.randomElement(using: &rng)!
    options.wrap = WrapMode.allCases.randomElement(using: &rng)!
    options.direction = rng.chance(0.3) ? .rtl : .ltr
    options.fit = rng.chance(0.2)
    options.flexDirection = rng.chance(0.2) ? .rowReverse : .row
    options.wrapReverse = rng.chance(0.2)
    let count = Int.random(in: 0...maxItems, using: &rng)
    items = (0..<count).map { _ in
      let roll = Double.random(in: 0..<1, using: &rng)
      let w: Double
      if roll < 0.05 {
        w = 0
      } else if roll < 0.1 {
        w = width + rng.sixtyFourths(0, 50)
      } else {
        w = rng.sixtyFourths(1, max(2, width * 0.7))
      }
      let h = rng.sixtyFourths(0, 40)
      let baseline = rng.chance(0.4) ? rng.sixtyFourths(0, h) : nil
      let breakBefore = forcedBreaks && rng.chance(0.05)
      let ownAlign = rng.chance(0.15) ? Align.allCases.randomElement(using: &rng)! : nil
      var item = FlowItem(
        width: w, height: h, baseline: baseline, breakBefore: breakBefore, alignSelf: alignSelf ? ownAlign : nil)
      if rng.chance(0.15) {
        var lengths: [Double] = []
        var auto = FlowSides()
        for side in [FlowSides.top, .right, .bottom, .left] {
          let isAuto = rng.chance(0.1)
          if isAuto { auto.insert(side) }
          lengths.append(isAuto || rng.chance(0.4) ? 0 : rng.sixtyFourths(0, 8))
        }
        if margins {
          item.margin = FlowEdges(top: lengths[0], right: lengths[1], bottom: lengths[2], left: lengths[3])
          item.autoMargins = auto
        }
      }
      return item
    }
    self.options = options
  }

  /// Gives about a third of the items sizes in percentages of the container
  /// (`FlowPercentages`: width, min and max width, basis, height), resolved
  /// against the options; every other input gets a container of a definite
  /// height, tall enough for any lines drawn here, so that height
  /// percentages resolve too.
  mutating func usePercentages(seed: UInt64) {
    var rng = SplitMix64(seed: seed &+ 0x5EED)
    if rng.chance(0.5) { options.height = 3000 }
    func percent(_ high: Double) -> Double { rng.sixtyFourths(0, high) }
    let options = options
    items = items.enumerated().map { index, item in
      guard rng.chance(0.35) else { return item }
      var percentages = FlowPercentages()
      if rng.chance(0.7) { percentages.width = percent(100) }
      if rng.chance(0.2) { percentages.minWidth = percent(50) }
      if rng.chance(0.2) { percentages.maxWidth = percent(100) }
      if rng.chance(0.2) { percentages.basis = percent(80) }
      // At most 30 points of the 3000.
      if rng.chance(0.3) { percentages.height = percent(1) }
      return try! item.resolving(percentages, in: options, index: index)
    }
  }

  /// Gives about a third of the items a `FlowItemBox` (padding, border,
  /// either box-sizing, now and then an aspect ratio), resolved.
  mutating func useBoxes(seed: UInt64) {
    var rng = SplitMix64(seed: seed &+ 0xB0C5)
    func edges(_ high: Double) -> FlowEdges {
      FlowEdges(
        top: rng.sixtyFourths(0, high), right: rng.sixtyFourths(0, high), bottom: rng.sixtyFourths(0, high),
        left: rng.sixtyFourths(0, high))
    }
    items = items.enumerated().map { index, item in
      guard rng.chance(0.35) else { return item }
      var box = FlowItemBox(padding: edges(12))
      if rng.chance(0.4) { box.border = edges(3) }
      if rng.chance(0.5) { box.sizing = .contentBox }
      if rng.chance(0.2) { box.aspectRatio = rng.sixtyFourths(0.25, 4) }
      return try! item.resolving(box, index: index)
    }
  }

  var description: String {
    let list = items.map { item in
      "(\(item.width), \(item.height), \(item.baseline.map { "\($0)" } ?? "nil")\(item.breakBefore ? ", break" : "")\(item.alignSelf.map { ", \($0)" } ?? "")\(item.margin == .zero ? "" : ", margin \(item.margin)")\(item.autoMargins.isEmpty ? "" : ", auto \(item.autoMargins.rawValue)"))"
    }
    return "options: \(options)\nitems: [\(list.joined(separator: ", "))]"
  }
}

// ValidationTests: bad numbers are refused with a message that names them.

import FlowLayout
import Testing

@Suite struct ValidationTests {
  @Test(arguments: [-0.5, -1, .nan, .infinity, -.infinity])
  func rejectsContainerWidth(_ width: Double) {
    #expect(
      throws: FlowLayoutError.invalidOption(
        name: "width", value: "\(width)", accepted: "a finite number >= 0")
    ) {
      try arrange([], options: FlowOptions(width: width))
    }
  }

  /// A container 0 wide, as CSS lays one out: every item wider than nothing
  /// sits on a line of its own, and percentages of the width are 0. Greedy
  /// wrapping keeps zero-width items together after another; balanced
  /// wrapping, whose every line then costs nothing, gives each its own line
  /// as Chromium does (`handwritten.json`: `zero_width_container_*`), and
  /// optimal wrapping too.
  @Test func acceptsAZeroWideContainer() throws {
    let items = boxes([10, 0, 0, 20, 5])
    for wrap in WrapMode.allCases {
      let result = try arrange(items, options: FlowOptions(width: 0, justify: .center, wrap: wrap))
      #expect(lines(result) == (wrap == .greedy ? [0, 1, 1, 2, 3] : [0, 1, 2, 3, 4]), "\(wrap)")
      #expect(xs(result) == [-5, 0, 0, -10, -2.5], "\(wrap)")
      #expect(result.width == 0)
    }
    let resolved = try FlowItem(width: 7, height: 1).resolving(FlowPercentages(width: 50), in: FlowOptions(width: 0))
    #expect(resolved.width == 0)
    #expect(try intrinsicWidth(.minContent, of: [FlowItem(width: 0, height: 4)]) == 0)
  }

  @Test(arguments: [-0.5, .nan, .infinity])
  func rejectsGaps(_ gap: Double) {
    #expect(
      throws: FlowLayoutError.invalidOption(
        name: "gapX", value: "\(gap)", accepted: "a finite number >= 0")
    ) {
      try arrange([], options: FlowOptions(width: 10, gapX: gap))
    }
    #expect(
      throws: FlowLayoutError.invalidOption(
        name: "gapY", value: "\(gap)", accepted: "a finite number >= 0")
    ) {
      try arrange([], options: FlowOptions(width: 10, gapY: gap))
    }
  }

  @Test(arguments: [0, -3])
  func rejectsMaxLines(_ maxLines: Int) {
    #expect(
      throws: FlowLayoutError.invalidOption(
        name: "maxLines", value: "\(maxLines)", accepted: "an integer >= 1, or nil for no limit")
    ) {
      try arrange([], options: FlowOptions(width: 10, maxLines: maxLines))
    }
  }

  @Test(arguments: [-1.0, .nan, .infinity, -.infinity])
  func rejectsItemWidthAndHeight(_ value: Double) {
    let good = FlowItem(width: 5, height: 5)
    #expect(
      throws: FlowLayoutError.invalidItem(
        index: 1, field: "width", value: value, accepted: "a finite number >= 0")
    ) {
      try arrange([good, FlowItem(width: value, height: 5)], options: FlowOptions(width: 10))
    }
    #expect(
      throws: FlowLayoutError.invalidItem(
        index: 2, field: "height", value: value, accepted: "a finite number >= 0")
    ) {
      try arrange([good, good, FlowItem(width: 5, height: value)], options: FlowOptions(width: 10))
    }
  }

  @Test(arguments: [-0.25, 10.5, .nan, .infinity])
  func rejectsBaselineOutsideTheItem(_ baseline: Double) {
    #expect(
      throws: FlowLayoutError.invalidItem(
        index: 0, field: "baseline", value: baseline,
        accepted: "nil, or a finite number in 0...10.0 (the item's height)")
    ) {
      try arrange(
        [FlowItem(width: 5, height: 10, baseline: baseline)], options: FlowOptions(width: 10))
    }
  }

  @Test func acceptsBoundaryValues() throws {
    let items = [
      FlowItem(width: 0, height: 0, baseline: 0),
      FlowItem(width: 5, height: 10, baseline: 10),
      FlowItem(width: 5, height: 10, baseline: 0),
    ]
    let result = try arrange(
      items, options: FlowOptions(width: .leastNonzeroMagnitude, maxLines: 1))
    #expect(result.visibleCount + result.hiddenCount == 3)
  }

  @Test func messagesNameTheItemTheValueAndWhatIsAccepted() {
    let error = FlowLayoutError.invalidItem(
      index: 3, field: "width", value: .nan, accepted: "a finite number >= 0")
    #expect(error.description == "item 3: width is nan; accepted: a finite number >= 0")
    let option = FlowLayoutError.invalidOption(
      name: "width", value: "-2.0", accepted: "a finite number >= 0")
    #expect(option.description == "option width is -2.0; accepted: a finite number >= 0")
  }

  @Test func rejectsABadOverflowChip() {
    let options = FlowOptions(width: 10, maxLines: 1)
    #expect(
      throws: FlowLayoutError.invalidOverflowItem(
        hiddenCount: 1, field: "width", value: .nan, accepted: "a finite number >= 0")
    ) {
      try arrange(boxes([10, 10]), options: options) { _ in FlowItem(width: .nan, height: 1) }
    }
  }

  @Test func firstBadItemIsReported() {
    let items = [FlowItem(width: 1, height: -1), FlowItem(width: -1, height: 1)]
    #expect(
      throws: FlowLayoutError.invalidItem(
        index: 0, field: "height", value: -1, accepted: "a finite number >= 0")
    ) {
      try arrange(items, options: FlowOptions(width: 10))
    }
  }

  /// Bad flex fields are refused on every path: the sweep only counts fields that differ from
  /// the defaults, and the flexible path checks them in full, so an item that is otherwise
  /// fixed-size cannot slip a bad value past the fast path.
  @Test(
    arguments: [
      ("minWidth", -1.0), ("minWidth", .nan), ("minWidth", .infinity), ("maxWidth", -1), ("maxWidth", .nan),
      ("basis", -1), ("basis", .nan), ("basis", .infinity), ("grow", -1), ("grow", .nan), ("grow", .infinity),
      ("shrink", -0.5), ("shrink", .nan), ("shrink", .infinity),
    ] as [(String, Double)])
  func rejectsBadFlexFields(field: String, value: Double) {
    var bad = FlowItem(width: 10, height: 5)
    switch field {
    case "minWidth": bad.minWidth = value
    case "maxWidth": bad.maxWidth = value
    case "basis": bad.basis = value
    case "grow": bad.grow = value
    default: bad.shrink = value
    }
    let items = [FlowItem(width: 10, height: 5), FlowItem(width: 10, height: 5), bad]
    for wrap in WrapMode.allCases {
      for align in [Align.start, .center] {
        var options = FlowOptions(width: 100)
        options.wrap = wrap
        options.align = align
        #expect(throws: FlowLayoutError.self, "\(field) \(value), \(wrap), \(align)") {
          try arrange(items, options: options)
        }
        do {
          _ = try arrange(items, options: options)
        } catch {
          #expect(error.description.hasPrefix("item 2: \(field) is"), "\(error.description)")
        }
      }
    }
  }
}

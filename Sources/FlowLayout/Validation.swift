// Validation: every number is checked before a result is returned, so bad input
// is reported instead of turning into NaN frames or a trap.

/// What each checked value accepts, in the words the errors use.
enum Accepted {
  static let size = "a finite number >= 0"
  static let width = "a finite number >= 0"
  static let margin = "a finite number"
  static let gap = "a finite number >= 0"
  static let height = "nil, or a finite number >= 0"
  static let maxLines = "an integer >= 1, or nil for no limit"
  static let minLines = "an integer >= 1"
  static let proposedWidth = "nil, or a number >= 0 (infinity acts as nil)"
  static let maxWidth = "a number >= 0, or infinity for no limit"
  static let basis = "nil, or a finite number >= 0"
  static let maxHeight = "a number >= 0, or infinity for no limit"
  static func autoMargin(_ side: String) -> String { "0, since the \(side) margin is auto" }
  static func baseline(height: Double) -> String {
    "nil, or a finite number in 0...\(height) (the item's height)"
  }
}

/// The options, before anything else.
func validate(_ options: FlowOptions) throws(FlowLayoutError) {
  if !(options.width >= 0 && options.width < .infinity) {
    throw .invalidOption(name: "width", value: "\(options.width)", accepted: Accepted.width)
  }
  if let height = options.height, !(height >= 0 && height < .infinity) {
    throw .invalidOption(name: "height", value: "\(height)", accepted: Accepted.height)
  }
  if !(options.minHeight >= 0 && options.minHeight < .infinity) {
    throw .invalidOption(name: "minHeight", value: "\(options.minHeight)", accepted: Accepted.size)
  }
  if !(options.maxHeight >= 0) {
    throw .invalidOption(name: "maxHeight", value: "\(options.maxHeight)", accepted: Accepted.maxHeight)
  }
  try validate(options.padding, name: "padding")
  try validate(options.border, name: "border")
  try validateRules(options)
}

/// Each side of `edges` is finite and `>= 0` (no collection is built: this
/// runs on every layout).
func validate(_ edges: FlowEdges, name: String) throws(FlowLayoutError) {
  func check(_ value: Double, _ side: String) throws(FlowLayoutError) {
    if !(value >= 0 && value < .infinity) {
      throw .invalidOption(name: "\(name).\(side)", value: "\(value)", accepted: Accepted.size)
    }
  }
  try check(edges.top, "top")
  try check(edges.right, "right")
  try check(edges.bottom, "bottom")
  try check(edges.left, "left")
}

/// The options other than the container's size, which `WrappingLayout` takes
/// from its proposal instead.
func validateRules(_ options: FlowOptions) throws(FlowLayoutError) {
  if !(options.gapX >= 0 && options.gapX < .infinity) {
    throw .invalidOption(name: "gapX", value: "\(options.gapX)", accepted: Accepted.gap)
  }
  if !(options.gapY >= 0 && options.gapY < .infinity) {
    throw .invalidOption(name: "gapY", value: "\(options.gapY)", accepted: Accepted.gap)
  }
  if let maxLines = options.maxLines, maxLines < 1 {
    throw .invalidOption(name: "maxLines", value: "\(maxLines)", accepted: Accepted.maxLines)
  }
  if options.minLines < 1 {
    throw .invalidOption(name: "minLines", value: "\(options.minLines)", accepted: Accepted.minLines)
  }
}

/// The items, in a branch-free sweep (it runs over every item of every
/// layout); `diagnose` explains a failure. The returned check says whether
/// every item is fixed-size.
func validate(_ items: [FlowItem]) throws(FlowLayoutError) -> ItemCheck {
  var check = ItemCheck()
  items.withUnsafeBufferPointer { buffer in
    for item in buffer { check.add(item) }
  }
  if !check.passed { try diagnose(items) }
  return check
}

/// Throws for the first invalid item.
func diagnose(_ items: [FlowItem]) throws(FlowLayoutError) {
  for index in items.indices where !isValid(items[index]) {
    let (field, value, accepted) = firstProblem(items[index])
    throw .invalidItem(index: index, field: field, value: value, accepted: accepted)
  }
}

/// Running validity of many items without a branch per item, so the greedy
/// breaker can check items in the same pass that wraps them; on the way it
/// learns whether any item is flexible.
///
/// Only sizes and baselines are checked here: an item whose flex fields all
/// have their defaults is valid whatever they are, so the sweep only counts
/// fields that differ from them (NaN differs too), and the flexible path,
/// which every other item takes, checks those fields in full
/// (`validateFlexFields`). That keeps this sweep, which runs over every item
/// of every fixed-size layout, as short as it was before items could flex.
struct ItemCheck {
  // x * 0 is 0 for every finite x and NaN otherwise; the smallest of width,
  // baseline and height - baseline is negative exactly when a size is
  // negative or the baseline lies outside the item.
  private var finite = 0.0
  private var lowest = 0.0
  // How many flex fields differ from the fixed-size defaults: a count, so
  // nothing can cancel.
  private var flexFields = 0
  // How many fields of alignment and margins differ from their defaults
  // (NaN margins differ too, for the full check to find).
  private var crossFields = 0

  @inline(__always)
  mutating func add(_ item: FlowItem) {
    let baseline = item.baseline ?? item.height
    finite += item.width * 0 + item.height * 0 + baseline * 0
    lowest = min(lowest, min(item.width, min(baseline, item.height - baseline)))
    flexFields &+= (item.minWidth == 0 ? 0 : 1) &+ (item.grow == 0 ? 0 : 1) &+ (item.shrink == 0 ? 0 : 1)
    flexFields &+= (item.basis == nil ? 0 : 1) &+ (item.maxWidth == .infinity ? 0 : 1)
    crossFields &+= (item.alignSelf == nil ? 0 : 1) &+ (item.autoMargins.isEmpty ? 0 : 1)
    crossFields &+= item.margin.isAllPositiveZero ? 0 : 1
    crossFields &+= item.limitsHeight ? 1 : 0
  }

  var passed: Bool { finite == 0 && lowest >= 0 }

  /// Every item added has the fixed-size defaults, so it keeps its width.
  var isFixed: Bool { flexFields == 0 }

  /// Every item added has every default: fixed-size, aligned as the
  /// container says, no margins. Otherwise the fields the sweep does not
  /// check (flex fields, margins) need the full check, `validateAll`.
  var isPlain: Bool { flexFields == 0 && crossFields == 0 }

  /// No item added has margins or aligns itself (whatever its flex fields).
  var isUniform: Bool { crossFields == 0 }
}

/// Throws for the first item with any invalid field: the full check that
/// `ItemCheck` leaves to layouts it did not find plain.
func validateAll(_ items: [FlowItem]) throws(FlowLayoutError) {
  if items.contains(where: { !isValid($0) }) { try diagnose(items) }
}

/// Checks the chip the caller measured for "+`hiddenCount`".
func validateChip(_ chip: FlowItem, hiddenCount: Int) throws(FlowLayoutError) {
  if !isValid(chip) {
    let (field, value, accepted) = firstProblem(chip)
    throw .invalidOverflowItem(
      hiddenCount: hiddenCount, field: field, value: value, accepted: accepted)
  }
}

// Comparisons are written so that NaN fails them.
@inline(__always)
private func isValid(_ item: FlowItem) -> Bool {
  guard item.width >= 0, item.width < .infinity, item.height >= 0, item.height < .infinity else {
    return false
  }
  if let baseline = item.baseline, !(baseline >= 0 && baseline <= item.height) { return false }
  if let basis = item.basis, !(basis >= 0 && basis < .infinity) { return false }
  return item.minWidth >= 0 && item.minWidth < .infinity && item.maxWidth >= 0
    && item.grow >= 0 && item.grow < .infinity && item.shrink >= 0 && item.shrink < .infinity
    && item.minHeight >= 0 && item.minHeight < .infinity && item.maxHeight >= 0
    && marginProblem(item) == nil
}

/// The first margin that is not finite, or not 0 on an auto side
/// (without building a collection: this runs on every item of a layout
/// that is not plain).
@inline(__always)
private func marginProblem(_ item: FlowItem) -> (String, Double, String)? {
  let margin = item.margin
  if margin.top == 0 && margin.right == 0 && margin.bottom == 0 && margin.left == 0 { return nil }
  func problem(_ value: Double, _ side: FlowSides, _ name: String) -> (String, Double, String)? {
    if !value.isFinite { return ("margin.\(name)", value, Accepted.margin) }
    if value != 0 && item.autoMargins.contains(side) { return ("margin.\(name)", value, Accepted.autoMargin(name)) }
    return nil
  }
  return problem(margin.top, .top, "top") ?? problem(margin.right, .right, "right")
    ?? problem(margin.bottom, .bottom, "bottom") ?? problem(margin.left, .left, "left")
}

private func firstProblem(_ item: FlowItem) -> (String, Double, String) {
  if !(item.width >= 0 && item.width < .infinity) { return ("width", item.width, Accepted.size) }
  if !(item.height >= 0 && item.height < .infinity) {
    return ("height", item.height, Accepted.size)
  }
  if let baseline = item.baseline, !(baseline >= 0 && baseline <= item.height) {
    return ("baseline", baseline, Accepted.baseline(height: item.height))
  }
  if !(item.minWidth >= 0 && item.minWidth < .infinity) {
    return ("minWidth", item.minWidth, Accepted.size)
  }
  if !(item.maxWidth >= 0) { return ("maxWidth", item.maxWidth, Accepted.maxWidth) }
  if let basis = item.basis, !(basis >= 0 && basis < .infinity) {
    return ("basis", basis, Accepted.basis)
  }
  if !(item.grow >= 0 && item.grow < .infinity) { return ("grow", item.grow, Accepted.size) }
  if !(item.shrink >= 0 && item.shrink < .infinity) { return ("shrink", item.shrink, Accepted.size) }
  if !(item.minHeight >= 0 && item.minHeight < .infinity) {
    return ("minHeight", item.minHeight, Accepted.size)
  }
  if !(item.maxHeight >= 0) { return ("maxHeight", item.maxHeight, Accepted.maxWidth) }
  return marginProblem(item) ?? ("shrink", item.shrink, Accepted.size)
}

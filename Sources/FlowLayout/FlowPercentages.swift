// FlowPercentages: an item's sizes given as percentages of the container, resolved as CSS resolves them.

/// Sizes of an item given as percentages of the container's content box, as
/// CSS resolves `width: 25%` and its kin on a flex item: `width`, `minWidth`,
/// `maxWidth` and `basis` take a share of the content box's width
/// (`FlowOptions.width`, always definite); `height` takes a share of its
/// height only where that height is definite, a `FlowOptions.height`
/// (clamped to `minHeight...maxHeight` as the container's is). Without one
/// the container is as tall as its lines, and CSS treats the percentage as
/// `auto` for the item's size: it keeps its measured ``FlowItem/height``
/// (its content's, 0 for an empty box). Either way the item never
/// stretches, as Chromium lays it out: CSS stretches only items whose
/// height computes to `auto`, and a percentage does not.
///
/// Each value is a percentage, finite and `>= 0` (25 means 25 %); `nil`
/// keeps the item's own length. ``FlowItem/resolving(_:in:)`` turns them
/// into points before ``arrange(_:options:overflowItem:)`` sees the item.
/// Chromium rounds a resolved percentage down to its layout unit of 1/64 px;
/// the engine keeps the exact product.
public struct FlowPercentages: Sendable, Hashable {
  /// CSS `width: N%`: replaces ``FlowItem/width``.
  public var width: Double?
  /// CSS `height: N%`: replaces ``FlowItem/height`` under a definite
  /// container height, and keeps it otherwise (as `auto`); either way
  /// `Align.stretch` places the item as `Align.start` (CSS stretches only
  /// items of auto height).
  public var height: Double?
  /// CSS `min-width: N%`: replaces ``FlowItem/minWidth``.
  public var minWidth: Double?
  /// CSS `max-width: N%`: replaces ``FlowItem/maxWidth``.
  public var maxWidth: Double?
  /// CSS `flex-basis: N%`: replaces ``FlowItem/basis``.
  public var basis: Double?

  /// Percentages for the sizes given; `nil` keeps the item's own.
  public init(
    width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, maxWidth: Double? = nil,
    basis: Double? = nil
  ) {
    self.width = width
    self.height = height
    self.minWidth = minWidth
    self.maxWidth = maxWidth
    self.basis = basis
  }

  /// No percentage at all: resolving changes nothing.
  public var isEmpty: Bool { self == FlowPercentages() }
}

extension FlowOptions {
  /// The height percentages of item heights resolve against: `height`,
  /// clamped to `minHeight...maxHeight`; `nil` while the container is as tall
  /// as its lines (CSS: an indefinite height).
  public var definiteContentHeight: Double? { height.map { contentHeight(lines: $0) } }
}

extension FlowItem {
  /// This item with `percentages` of the content box of `options` resolved to
  /// points (see ``FlowPercentages``).
  ///
  /// - Throws: `FlowLayoutError.invalidOption` for a bad container width or
  ///   height, `FlowLayoutError.invalidItem` (index 0: the caller knows
  ///   which item it resolved) for a percentage that is negative or not
  ///   finite.
  public func resolving(_ percentages: FlowPercentages, in options: FlowOptions) throws(FlowLayoutError)
    -> FlowItem
  {
    try resolving(percentages, in: options, index: 0)
  }

  /// `resolving(_:in:)`, naming `index` in its errors.
  public func resolving(_ percentages: FlowPercentages, in options: FlowOptions, index: Int) throws(FlowLayoutError)
    -> FlowItem
  {
    if percentages.isEmpty { return self }
    try validate(options)
    func share(_ percent: Double?, of whole: Double, _ field: String) throws(FlowLayoutError) -> Double? {
      guard let percent else { return nil }
      guard percent >= 0 && percent < .infinity else {
        throw .invalidItem(index: index, field: field, value: percent, accepted: Accepted.percentage)
      }
      return whole * percent / 100
    }
    var item = self
    let width = options.width
    if let value = try share(percentages.width, of: width, "width%") { item.width = value }
    if let value = try share(percentages.minWidth, of: width, "minWidth%") { item.minWidth = value }
    if let value = try share(percentages.maxWidth, of: width, "maxWidth%") { item.maxWidth = value }
    if let value = try share(percentages.basis, of: width, "basis%") { item.basis = value }
    // Checked even when the height is indefinite, so that a bad value never
    // depends on the container to be reported.
    if let height = try share(percentages.height, of: options.definiteContentHeight ?? 0, "height%") {
      if options.definiteContentHeight != nil {
        item.height = height
        if let baseline = item.baseline, baseline > height { item.baseline = height }
      }
      if (item.alignSelf ?? options.align) == .stretch { item.alignSelf = .start }
    }
    return item
  }
}

extension Accepted {
  static let percentage = "nil, or a finite percentage >= 0"
}

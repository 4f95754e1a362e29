// FlowSubview: one box of the Layout-shaped API, measured by a closure and
// placed by the layout.

/// A box that `WrappingLayout` measures and places, where SwiftUI's
/// `LayoutSubview` stands for a view.
///
/// Its measure closure answers a proposal with a size, as a leaf's measure
/// function does in Taffy: a chip answers the same size to every proposal;
/// text offered less than its ideal width may wrap, and answer narrower and
/// taller. The closure should give the same answer to the same proposal: the
/// layout keeps its answers (`WrappingLayout.Cache`).
///
/// SwiftUI's proxies hand `place(at:anchor:proposal:)` on to the view they
/// stand for. Here there is no view, so the subview keeps its `placement`,
/// and the code hosting the layout reads it back and moves what it draws.
/// That is why a subview is a class: every reference to it sees where it
/// was placed, as every proxy of a SwiftUI view leads to the same view.
public final class FlowSubview {
  /// Answers a proposal with the size the box would take.
  public typealias Measure = (ProposedSize) -> FlowSize

  /// Starts a new line before this subview, at every proposal, the ideal one
  /// included (`FlowItem.breakBefore`).
  public let breakBefore: Bool
  /// Distance of the first baseline from the top edge, for `Align.baseline`,
  /// the same at every size (as the first line of wrapped text keeps its
  /// baseline); `nil` means the bottom edge (`FlowItem.baseline`).
  public let baseline: Double?
  /// Where the last `place(at:proposal:)` put the subview: `nil` before
  /// that, and after a `WrappingLayout.placeSubviews` that hid it
  /// (`WrappingLayout.maxLines`).
  public private(set) var placement: FlowPlacement?
  /// Where the subview sits inside its line, overriding
  /// `WrappingLayout.align`; `nil` takes the layout's (`FlowItem.alignSelf`).
  public let alignSelf: Align?
  /// Space around the subview, each side finite and `>= 0`
  /// (`FlowItem.margin`): lines break by the subview's width plus its left
  /// and right margins, and a subview offered a width is offered the room
  /// left after them. Its `placement` is the corner of the subview, inside
  /// the margins.
  public let margin: FlowEdges
  /// Sides whose margin is `auto` (`FlowItem.autoMargins`); their lengths in
  /// `margin` must be 0.
  public let autoMargins: FlowSides
  private let measure: Measure

  /// A subview whose size depends on the proposal, as `measure` answers it.
  public init(
    breakBefore: Bool = false, baseline: Double? = nil, alignSelf: Align? = nil, margin: FlowEdges = .zero,
    autoMargins: FlowSides = [], measure: @escaping Measure
  ) {
    self.breakBefore = breakBefore
    self.baseline = baseline
    self.alignSelf = alignSelf
    self.margin = margin
    self.autoMargins = autoMargins
    self.measure = measure
  }

  /// A subview of one size whatever it is offered, as a `FlowItem` of that
  /// size is to `arrange`.
  public convenience init(
    width: Double, height: Double, baseline: Double? = nil, breakBefore: Bool = false, alignSelf: Align? = nil,
    margin: FlowEdges = .zero, autoMargins: FlowSides = []
  ) {
    self.init(
      breakBefore: breakBefore, baseline: baseline, alignSelf: alignSelf, margin: margin, autoMargins: autoMargins
    ) { _ in FlowSize(width: width, height: height) }
  }

  /// The size the subview takes when offered `proposal`.
  public func sizeThatFits(_ proposal: ProposedSize) -> FlowSize {
    measure(proposal)
  }

  /// Puts the subview's top-left corner at `position` and offers it
  /// `proposal` there. Unlike SwiftUI's, it takes no anchor: the engine's
  /// frames are top-left corners, in either direction.
  public func place(at position: FlowPoint, proposal: ProposedSize) {
    placement = FlowPlacement(position: position, proposal: proposal)
  }

  /// Forgets the last placement, so a subview the next layout pass hides
  /// reads `nil`.
  func removePlacement() {
    placement = nil
  }
}

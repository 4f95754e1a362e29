// FlowPlacement: where a subview was put, as the layout told it.

/// What `FlowSubview.place(at:proposal:)` received.
///
/// `WrappingLayout` offers each subview both dimensions of its frame, so the
/// frame is `position` by `proposal.width` × `proposal.height` (wider than
/// the subview measured with `Justify.stretch`).
public struct FlowPlacement: Sendable, Hashable, Codable {
  /// Where the subview's top-left corner goes.
  public var position: FlowPoint
  /// The size offered to the subview there.
  public var proposal: ProposedSize

  /// A placement at `position`, offering `proposal`.
  public init(position: FlowPoint, proposal: ProposedSize) {
    self.position = position
    self.proposal = proposal
  }
}

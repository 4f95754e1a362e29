// Subviews: measure closures for the Layout-shaped API's tests.

import FlowLayout

/// Every proposal a subview was offered, to count measure-closure calls.
final class MeasureLog {
  var proposals: [ProposedSize] = []
}

/// Subviews of the given widths, all `height` tall, whatever they are offered.
func chips(_ widths: [Double], height: Double = 10, log: MeasureLog? = nil) -> [FlowSubview] {
  widths.map { width in
    FlowSubview { proposal in
      log?.proposals.append(proposal)
      return FlowSize(width: width, height: height)
    }
  }
}

/// Text measured as Taffy's tests measure it: `advance` points a character
/// and `lineHeight` a line. Offered less than its ideal width it wraps to as
/// many characters a line as fit, never fewer than its longest word.
func text(
  _ characters: Int, longestWord: Int, advance: Double = 6, lineHeight: Double = 16, log: MeasureLog? = nil
) -> FlowSubview {
  FlowSubview { proposal in
    log?.proposals.append(proposal)
    let total = Double(characters)
    let perLine = min(total, max(Double(longestWord), ((proposal.width ?? .infinity) / advance).rounded(.down)))
    return FlowSize(width: perLine * advance, height: (total / perLine).rounded(.up) * lineHeight)
  }
}

/// Sizes and places `subviews` for `proposal` in bounds at `origin` of the
/// size the layout asked for; returns that size.
@discardableResult
func sizeAndPlace(
  _ layout: WrappingLayout, _ subviews: [FlowSubview], _ proposal: ProposedSize, at origin: FlowPoint = .zero
) throws -> FlowSize {
  var cache = layout.makeCache(subviews: subviews)
  let size = try layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  try layout.placeSubviews(
    in: FlowRect(origin: origin, size: size), proposal: proposal, subviews: subviews, cache: &cache)
  return size
}

/// Each placed subview's top-left corner, `nil` for those not placed.
func positions(_ subviews: [FlowSubview]) -> [FlowPoint?] { subviews.map { $0.placement?.position } }

/// Each placed subview's frame, as `arrange` would give it (line unknown: 0),
/// `nil` for those not placed.
func placedFrames(_ subviews: [FlowSubview]) -> [FlowFrame?] {
  subviews.map { subview in
    subview.placement.map {
      FlowFrame(
        x: $0.position.x, y: $0.position.y, width: $0.proposal.width!, height: $0.proposal.height!, line: 0)
    }
  }
}

/// `result`'s frames with the line dropped (0), for comparison with
/// `placedFrames`.
func framesWithoutLines(_ result: FlowLayoutResult) -> [FlowFrame] {
  result.frames.map { FlowFrame(x: $0.x, y: $0.y, width: $0.width, height: $0.height, line: 0) }
}

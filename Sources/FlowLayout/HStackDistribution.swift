// HStackDistribution: SwiftUI's HStack sizing for one line, least flexible first.

/// SwiftUI's HStack algorithm (as objc.io observed it) over one line.
struct HStackLineFlexer {
  /// (flexibility, index, smallest accepted, largest accepted) per item of
  /// bounded flexibility.
  private var order: ContiguousArray<(Double, Int, Double, Double)> = []
  /// The same for items that accept any width above their smallest: they
  /// come last, in input order, so only the bounded ones need sorting.
  private var unbounded: ContiguousArray<(Double, Int, Double, Double)> = []

  /// Resolves `items[range]` in place: each `width` (the hypothetical width
  /// on entry) becomes the used width.
  ///
  /// 1. Each item accepts `low...high`: `low` is `minWidth` if it shrinks,
  ///    else its hypothetical width; `high` is `maxWidth` if it grows (or
  ///    `stretch` makes it grow), else its hypothetical width.
  /// 2. Items are served from the smallest `high - low` to the largest, ties
  ///    in input order; each is offered `remaining / itemsLeft` and takes
  ///    that clamped to what it accepts.
  mutating func resolve(
    _ items: UnsafeMutableBufferPointer<FlowItem>, _ range: Range<Int>, available: Double,
    stretch: Bool
  ) {
    // Step 1.
    order.removeAll(keepingCapacity: true)
    unbounded.removeAll(keepingCapacity: true)
    for index in range {
      let item = items[index]
      let grows = item.grow > 0 || stretch
      let low = item.shrink > 0 ? min(item.minWidth, item.width) : item.width
      let high = max(low, grows ? max(item.maxWidth, item.width) : item.width)
      if high - low < .infinity {
        order.append((high - low, index, low, high))
      } else {
        unbounded.append((high - low, index, low, high))
      }
    }
    // Step 2.
    order.sort { $0.0 < $1.0 || ($0.0 == $1.0 && $0.1 < $1.1) }
    order.append(contentsOf: unbounded)
    var remaining = available
    var left = Double(order.count)
    for (_, index, low, high) in order {
      let offer = remaining / left
      let taken = max(low, min(high, offer))
      items[index].width = taken
      remaining -= taken
      left -= 1
    }
  }
}

// HStackTests: SwiftUI's HStack distribution, as data worked by hand from its rules.

import FlowLayout
import Testing

/// One HStack worked by hand: children described the way SwiftUI writes
/// them, the width proposed to the stack, and the widths the rules give.
struct HStackCase: Sendable, CustomTestStringConvertible {
  /// A child as SwiftUI sees it.
  enum Child: Sendable {
    /// A view of fixed width (Text, or `.fixedSize()`).
    case fixed(Double)
    /// A flexible view (Color, Spacer) in `.frame(minWidth:maxWidth:)`;
    /// `nil` leaves that side open.
    case frame(min: Double?, max: Double?)
    /// A wide view that may shrink down to `min` but not grow.
    case shrinking(Double, min: Double)

    var item: FlowItem {
      switch self {
      case .fixed(let width):
        return FlowItem(width: width, height: 10)
      case .frame(let low, let high):
        return FlowItem(
          width: 0, height: 10, minWidth: low ?? 0, maxWidth: high ?? .infinity, grow: 1, shrink: 1)
      case .shrinking(let width, let low):
        return FlowItem(width: width, height: 10, minWidth: low, shrink: 1)
      }
    }
  }

  var name: String
  var proposed: Double
  var spacing: Double = 0
  var children: [Child]
  var widths: [Double]

  var testDescription: String { name }

  static let all: [HStackCase] = [
    // The two examples from objc.io, "How an HStack Lays out Its Children".
    HStackCase(
      name: "max 100 and min 100 in 150 overflow to 175", proposed: 150,
      children: [.frame(min: nil, max: 100), .frame(min: 100, max: nil)], widths: [75, 100]),
    HStackCase(
      name: "max 100 and min 90 max 200 in 150", proposed: 150,
      children: [.frame(min: nil, max: 100), .frame(min: 90, max: 200)], widths: [75, 90]),
    // Worked by hand from the rules.
    HStackCase(
      name: "fixed children first, the flexible one takes the rest", proposed: 300,
      children: [.fixed(50), .fixed(70), .frame(min: nil, max: nil)], widths: [50, 70, 180]),
    HStackCase(
      name: "equal shares", proposed: 300,
      children: [.frame(min: nil, max: nil), .frame(min: nil, max: nil), .frame(min: nil, max: nil)],
      widths: [100, 100, 100]),
    HStackCase(
      name: "least flexible served first, whatever its place", proposed: 200,
      children: [.frame(min: nil, max: 150), .frame(min: nil, max: 40)], widths: [150, 40]),
    HStackCase(
      name: "spacing comes off first", proposed: 160, spacing: 10,
      children: [.frame(min: nil, max: nil), .frame(min: nil, max: nil)], widths: [75, 75]),
    HStackCase(
      name: "min over max accepts only min", proposed: 100,
      children: [.frame(min: 60, max: 20), .frame(min: nil, max: nil)], widths: [60, 40]),
    HStackCase(
      name: "equal flexibility keeps input order", proposed: 100,
      children: [.frame(min: nil, max: 30), .frame(min: nil, max: 30), .frame(min: nil, max: nil)],
      widths: [30, 30, 40]),
    HStackCase(
      name: "a fixed child wider than its share leaves less", proposed: 100,
      children: [.frame(min: nil, max: nil), .fixed(80)], widths: [20, 80]),
    HStackCase(
      name: "a wide child shrinks to the proposal", proposed: 120,
      children: [.shrinking(200, min: 30)], widths: [120]),
    HStackCase(
      name: "a wide child stops at its minimum", proposed: 120,
      children: [.shrinking(200, min: 150)], widths: [150]),
    HStackCase(
      name: "min and max ranges by width of range", proposed: 240,
      children: [.frame(min: 10, max: 200), .frame(min: 50, max: 60), .frame(min: 0, max: 100)],
      // 50...60 first (offer 80, takes 60), then 0...100 (offer 90), then 10...200 (offer 90).
      widths: [90, 60, 90]),
  ]
}

@Suite struct HStackTests {
  @Test(arguments: HStackCase.all)
  func matchesTheWorkedWidths(_ stack: HStackCase) throws {
    var options = FlowOptions(width: stack.proposed, gapX: stack.spacing)
    options.distribution = .swiftui
    let result = try arrange(stack.children.map(\.item), options: options)
    #expect(result.lineCount == 1)
    #expect(result.frames.map(\.width) == stack.widths)
    // Children sit side by side, spacing apart, from the leading edge.
    var x = 0.0
    for frame in result.frames {
      #expect(frame.x == x)
      x += frame.width + stack.spacing
    }
  }

  /// The same input under CSS: the max-100 item grows to 50 once the min-100
  /// item is frozen at its minimum, so the line fills exactly instead of
  /// overflowing.
  @Test func cssResolvesTheFirstExampleDifferently() throws {
    let children: [HStackCase.Child] = [.frame(min: nil, max: 100), .frame(min: 100, max: nil)]
    let result = try arrange(children.map(\.item), options: FlowOptions(width: 150))
    #expect(result.frames.map(\.width) == [50, 100])
  }
}

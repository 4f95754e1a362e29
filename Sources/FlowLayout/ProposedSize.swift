// ProposedSize: the size a container offers, as SwiftUI's ProposedViewSize.

/// A size offered to a layout or to one of its subviews, as SwiftUI's
/// `ProposedViewSize`: each dimension is a number of points, or `nil`,
/// "unspecified", which asks for the ideal size. Zero asks for the minimum
/// size and infinity for the maximum.
///
/// It is named apart from SwiftUI's type so that one file can import both
/// modules.
public struct ProposedSize: Sendable, Hashable, Codable {
  /// The width offered, in points; `nil` asks for the ideal width.
  public var width: Double?
  /// The height offered, in points; `nil` asks for the ideal height.
  public var height: Double?

  /// Offers `width` by `height`; `nil` leaves a dimension unspecified.
  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  /// Offers exactly `size`.
  public init(_ size: FlowSize) {
    self.init(width: size.width, height: size.height)
  }

  /// Both dimensions unspecified: asks for the ideal size.
  public static let unspecified = ProposedSize(width: nil, height: nil)
  /// Both dimensions zero: asks for the minimum size.
  public static let zero = ProposedSize(width: 0, height: 0)
  /// Both dimensions infinite: asks for the maximum size.
  public static let infinity = ProposedSize(width: .infinity, height: .infinity)

  /// This proposal as a size, each unspecified dimension taken from `size`
  /// (10 by 10 points unless given, as in SwiftUI).
  public func replacingUnspecifiedDimensions(by size: FlowSize = FlowSize(width: 10, height: 10)) -> FlowSize {
    FlowSize(width: width ?? size.width, height: height ?? size.height)
  }
}

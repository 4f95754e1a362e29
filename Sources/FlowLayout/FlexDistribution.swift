// FlexDistribution: which model hands a line's space to its flexible items.

/// How the items of one line (after breaking) get their widths.
public enum FlexDistribution: String, Sendable, Codable, CaseIterable {
  /// CSS Flexbox §9.7, "resolve flexible lengths": free space goes to the
  /// items in proportion to `grow` (overflow is taken in proportion to
  /// `shrink × basis`); an item that would leave `minWidth...maxWidth` is
  /// frozen at its limit and the rest are resolved again, until nothing
  /// violates. Shares are rounded to 1/64 pt the way Chromium rounds them,
  /// and the first item takes what rounding left, so a line that can absorb
  /// all its free space sums exactly to the container width. Flex factors
  /// count in single precision, as Chromium stores them.
  case css
  /// SwiftUI's HStack: each item accepts a range of widths (a fixed item
  /// only its width; one that grows up to `maxWidth`; one that shrinks down
  /// to `minWidth`). From the least flexible (narrowest range) to the most,
  /// each is offered an equal share of what is left (remaining width ÷
  /// remaining items) and takes the nearest width it accepts. Ties keep input
  /// order. The line may overflow, as an HStack does.
  case swiftui
}

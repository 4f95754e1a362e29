// Tolerances as people write them: `10` pixels or `0.5%` of the image.

import TagFlow

extension ImageComparison.Tolerance: CustomStringConvertible {
  /// What `--tolerance` accepts, for error messages.
  package static let accepted = "a number of pixels such as 10, or a percentage of the image such as 0.5%"

  /// `N` is at most N differing pixels (a whole number ≥ 0); `N%` at most N percent (0...100)
  /// of the image's pixels.
  package init?(parsing text: String) {
    let trimmed = text.trimmingSpaces
    if trimmed.hasSuffix("%") {
      guard let percent = Double(trimmed.dropLast().trimmingSpaces), percent >= 0, percent <= 100 else {
        return nil
      }
      self = .ratio(percent / 100)
    } else {
      guard let pixels = Int(trimmed), pixels >= 0 else { return nil }
      self = .pixels(pixels)
    }
  }

  /// `2 pixels`, `1 pixel`, `0.5%`.
  public var description: String {
    switch self {
    case .pixels(let count): count == 1 ? "1 pixel" : "\(count) pixels"
    case .ratio(let ratio): "\(formatPercent(ratio * 100))%"
    }
  }
}

/// A percentage with up to four decimals and no trailing zeros: 0.5, 12, 0.0125.
func formatPercent(_ value: Double) -> String {
  let rounded = (value * 10000).rounded() / 10000
  return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}

extension StringProtocol {
  fileprivate var trimmingSpaces: Substring {
    let text = Substring(self)
    let start = text.firstIndex { !$0.isWhitespace } ?? text.endIndex
    let end = text.lastIndex { !$0.isWhitespace }.map { text.index(after: $0) } ?? start
    return text[start..<end]
  }
}

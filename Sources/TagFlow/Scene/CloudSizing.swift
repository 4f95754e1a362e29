// Tag weights → a position from 0 (lightest) to 1 (heaviest) on a linear, square-root or log scale.

import Glibc

extension TagCloud {
  /// Where each tag's weight sits between the lightest and the heaviest, from 0 to 1,
  /// after the scale: sizes and ramp colours are interpolated by it. Tags without a
  /// weight count as 1. When every weight is the same, every tag is at 0 (the smallest
  /// size), as WordPress and most tag-cloud tools do.
  func positions(of tags: [TagItem]) -> [Double] {
    let scaled = tags.map { tag -> Double in
      let weight = max(0, tag.weight ?? 1)
      switch scale {
      case .linear: return weight
      case .sqrt: return weight.squareRoot()
      case .log: return log1p(weight)
      }
    }
    guard let lightest = scaled.min(), let heaviest = scaled.max(), heaviest > lightest else {
      return scaled.map { _ in 0 }
    }
    return scaled.map { ($0 - lightest) / (heaviest - lightest) }
  }

  /// The smallest and largest font size in px, from the style font's size when unset.
  func sizeRange(baseSize: Double) throws(TagFlowError) -> ClosedRange<Double> {
    let minimum = minSize ?? (maxSize.map { min($0, baseSize) } ?? baseSize)
    let maximum = maxSize ?? 2 * minimum
    guard minimum <= maximum else {
      throw TagFlowError.invalid(
        "minSize", Job.format(minimum), expected: "at most the largest cloud size (\(Job.format(maximum)))")
    }
    return minimum...maximum
  }
}

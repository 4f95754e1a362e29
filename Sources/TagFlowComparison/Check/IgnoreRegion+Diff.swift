// `tagflow diff --ignore X,Y,W,H`: the manifest's ignore regions for two files or two folders.

import TagFlow

extension IgnoreRegion {
  /// What `--ignore` accepts, for its error message.
  package static let acceptedForm = "X,Y,WIDTH,HEIGHT in pixels, such as 10,20,100,30 (width and height above 0)"

  /// A region from `X,Y,WIDTH,HEIGHT`: four finite numbers, the last two above 0; nil otherwise.
  package init?(parsing text: String) {
    let numbers = text.split(separator: ",", omittingEmptySubsequences: false).map { Double(String($0)) }
    guard numbers.count == 4, let x = numbers[0], let y = numbers[1], let width = numbers[2],
      let height = numbers[3], [x, y, width, height].allSatisfy(\.isFinite), width > 0, height > 0
    else { return nil }
    self.init(x: x, y: y, width: width, height: height)
  }
}

extension ImageComparison {
  /// Compares `actual` with `expected` with the pixels inside `regions` (at one pixel per
  /// point) left out, as a manifest's `ignore` does: they are taken from `expected` before the
  /// comparison, and hatched in the diff image. Returns the result and how many regions fell
  /// on the image. Regions apply to images of one size only; sizes that differ are reported
  /// as they are.
  package func compare(
    _ expected: Bitmap, _ actual: Bitmap, ignoring regions: [IgnoreRegion], diffImage: Bool
  ) -> (result: ImageComparisonResult, ignored: Int) {
    let mask = IgnoreMask(regions, scale: 1, size: expected.size)
    let result = compare(expected, mask.masking(actual, with: expected), diffImage: diffImage)
    guard !mask.isEmpty, case .compared(let difference) = result, let diff = difference.diffImage else {
      return (result, expected.size == actual.size ? mask.rects.count : 0)
    }
    let hatched = ImageDifference(
      differingPixels: difference.differingPixels, antialiasedPixels: difference.antialiasedPixels,
      totalPixels: difference.totalPixels, diffImage: mask.hatching(diff))
    return (.compared(hatched), mask.rects.count)
  }
}

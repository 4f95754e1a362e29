// What comparing two images found, and whether that is within a tolerance.

/// The outcome of `ImageComparison.compare`.
public enum ImageComparisonResult: Sendable, Equatable, CustomStringConvertible {
  /// The images are not the same size, so no pixel was compared.
  case sizeMismatch(expected: Bitmap.Size, actual: Bitmap.Size)
  /// The images were compared pixel by pixel.
  case compared(ImageDifference)

  /// The pixel counts, when the sizes matched.
  public var difference: ImageDifference? {
    if case .compared(let difference) = self { return difference }
    return nil
  }

  /// True when the sizes match and the differing pixels are within `tolerance`.
  public func matches(_ tolerance: ImageComparison.Tolerance = .pixels(0)) -> Bool {
    difference?.matches(tolerance) ?? false
  }

  public var description: String {
    switch self {
    case .sizeMismatch(let expected, let actual):
      "image sizes differ: expected \(expected), got \(actual)"
    case .compared(let difference):
      difference.description
    }
  }
}

/// Pixel counts from comparing two images of the same size.
public struct ImageDifference: Sendable, Equatable, CustomStringConvertible {
  /// Pixels over the threshold that are not anti-aliasing.
  public let differingPixels: Int
  /// Pixels over the threshold that are anti-aliasing: reported, not counted as differing.
  public let antialiasedPixels: Int
  public let totalPixels: Int
  /// Red where pixels differ, yellow for anti-aliasing, faded grey elsewhere; when asked for.
  public let diffImage: Bitmap?

  public init(
    differingPixels: Int, antialiasedPixels: Int, totalPixels: Int, diffImage: Bitmap? = nil
  ) {
    self.differingPixels = differingPixels
    self.antialiasedPixels = antialiasedPixels
    self.totalPixels = totalPixels
    self.diffImage = diffImage
  }

  /// The fraction of pixels that differ, 0...1.
  public var ratio: Double {
    totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels)
  }

  public func matches(_ tolerance: ImageComparison.Tolerance = .pixels(0)) -> Bool {
    switch tolerance {
    case .pixels(let limit): differingPixels <= limit
    case .ratio(let limit): ratio <= limit
    }
  }

  public var description: String {
    let percent = (ratio * 10000).rounded() / 100
    var text = "\(differingPixels) of \(totalPixels) pixels differ (\(percent)%)"
    if antialiasedPixels > 0 { text += ", \(antialiasedPixels) more differ only by anti-aliasing" }
    return text
  }
}

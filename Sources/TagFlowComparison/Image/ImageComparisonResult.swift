// What comparing two images found, and whether that is within a tolerance.

import TagFlow

/// The outcome of `ImageComparison.compare`.
public enum ImageComparisonResult: Sendable, Equatable, CustomStringConvertible {
  /// The images are not the same size. They were compared on the union of both canvases,
  /// top-left aligned, as odiff counts them: a pixel outside the overlap that only one image
  /// covers differs unless it is fully transparent, the corner neither covers is not
  /// compared. Such a result never matches.
  case sizeMismatch(expected: Bitmap.Size, actual: Bitmap.Size, difference: ImageDifference)
  /// The images were compared pixel by pixel.
  case compared(ImageDifference)

  /// The pixel counts and diff image. Never nil (a size mismatch has counts too); optional
  /// so code written when a size mismatch had none still compiles.
  public var difference: ImageDifference? {
    switch self {
    case .sizeMismatch(_, _, let difference), .compared(let difference): difference
    }
  }

  /// True when the sizes match and the differing pixels are within `tolerance`.
  public func matches(_ tolerance: ImageComparison.Tolerance = .pixels(0)) -> Bool {
    switch self {
    case .sizeMismatch: false
    case .compared(let difference): difference.matches(tolerance)
    }
  }

  /// The counts in one line, after the two sizes when they differ.
  public var description: String {
    switch self {
    case .sizeMismatch(let expected, let actual, let difference):
      "image sizes differ: expected \(expected), got \(actual); \(difference)"
    case .compared(let difference):
      difference.description
    }
  }
}

/// Pixel counts from comparing two images.
public struct ImageDifference: Sendable, Equatable, CustomStringConvertible {
  /// Pixels over the threshold that are not anti-aliasing, plus, when the sizes differ, every
  /// pixel outside the overlap that one image covers and is not fully transparent in (odiff's rule).
  public let differingPixels: Int
  /// Pixels over the threshold that are anti-aliasing: reported, not counted as differing.
  public let antialiasedPixels: Int
  /// Pixels compared: the union of both canvases when the sizes differ.
  public let totalPixels: Int
  /// Red where pixels differ, yellow for anti-aliasing, faded grey elsewhere; when asked for.
  /// As large as the union of both canvases.
  public let diffImage: Bitmap?
  /// True when the images were of different sizes: then no tolerance matches.
  public let sizesDiffer: Bool

  package init(
    differingPixels: Int, antialiasedPixels: Int, totalPixels: Int, diffImage: Bitmap? = nil,
    sizesDiffer: Bool = false
  ) {
    self.differingPixels = differingPixels
    self.antialiasedPixels = antialiasedPixels
    self.totalPixels = totalPixels
    self.diffImage = diffImage
    self.sizesDiffer = sizesDiffer
  }

  /// The fraction of pixels that differ, 0...1.
  public var ratio: Double {
    totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels)
  }

  /// True when the sizes are equal and the differing pixels are within `tolerance`.
  public func matches(_ tolerance: ImageComparison.Tolerance = .pixels(0)) -> Bool {
    if sizesDiffer { return false }
    return switch tolerance {
    case .pixels(let limit): differingPixels <= limit
    case .ratio(let limit): ratio <= limit
    }
  }

  /// `37 of 16000 pixels differ (0.23%)`, and how many differ only by anti-aliasing.
  public var description: String {
    let percent = (ratio * 10000).rounded() / 100
    var text = "\(differingPixels) of \(totalPixels) pixels differ (\(percent)%)"
    if antialiasedPixels > 0 { text += ", \(antialiasedPixels) more differ only by anti-aliasing" }
    return text
  }
}

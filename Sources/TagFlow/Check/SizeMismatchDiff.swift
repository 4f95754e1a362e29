// A diff image for two images of different sizes: both placed top left on a canvas that holds either.

/// Two images of different sizes compared on a shared canvas, top left corners together.
/// Where both have pixels they compare as usual; every pixel only one image covers counts
/// as differing and is drawn with red stripes, so a reader sees both what changed inside
/// and how far the size changed, even when the new area is blank.
public struct SizeMismatchDiff: Sendable {
  /// The counts over the shared canvas.
  public let difference: ImageDifference
  /// Red where the images differ, red stripes where only one has pixels, faded grey elsewhere.
  public let image: Bitmap

  /// Nil when the images are the same size (compare them directly) or the canvas is empty.
  public init?(_ expected: Bitmap, _ actual: Bitmap, comparison: ImageComparison) {
    let size = Bitmap.Size(
      width: max(expected.width, actual.width), height: max(expected.height, actual.height))
    guard expected.size != actual.size, size.width > 0, size.height > 0 else { return nil }
    let result = comparison.compare(expected.padded(to: size), actual.padded(to: size), diffImage: true)
    guard let compared = result.difference, var pixels = compared.diffImage?.pixels else { return nil }
    let shared = (width: min(expected.width, actual.width), height: min(expected.height, actual.height))
    var differing = 0
    for y in 0..<size.height {
      for x in 0..<size.width {
        let i = (y * size.width + x) * 4
        if x < shared.width && y < shared.height {
          // The comparison paints a counted difference pure red.
          if pixels[i] == 255 && pixels[i + 1] == 0 && pixels[i + 2] == 0 { differing += 1 }
        } else {
          differing += 1
          if (x + y) % 6 < 3 { (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]) = (220, 38, 38, 255) }
        }
      }
    }
    difference = ImageDifference(
      differingPixels: differing, antialiasedPixels: compared.antialiasedPixels,
      totalPixels: size.width * size.height)
    image = Bitmap(width: size.width, height: size.height, pixels: pixels)
  }
}

extension Bitmap {
  /// This image at the top left of a transparent canvas of `size` (at least as large).
  func padded(to size: Bitmap.Size) -> Bitmap {
    guard size != self.size else { return self }
    var bytes = [UInt8](repeating: 0, count: size.width * size.height * 4)
    let rowBytes = width * 4
    for y in 0..<height {
      let target = y * size.width * 4
      bytes.replaceSubrange(target..<target + rowBytes, with: pixels[y * rowBytes..<(y + 1) * rowBytes])
    }
    return Bitmap(width: size.width, height: size.height, pixels: bytes)
  }
}

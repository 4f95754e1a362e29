// Rectangles a check does not compare: masked before the comparison, hatched in the diff after it.

import TagFlow

/// A rectangle of an image that may change freely (a date, a counter), in points from the
/// image's top left corner: one point is one pixel at scale 1, two at scale 2, and SVG and
/// PDF are compared as pictures at one pixel per point. A ChipScene's `Rect`, read from a manifest.
package typealias IgnoreRegion = Rect

extension Rect: CustomStringConvertible {
  /// `x,y widthxheight`, as the report lists it.
  public var description: String {
    "\(Job.format(x)),\(Job.format(y)) \(Job.format(width))×\(Job.format(height))"
  }

  /// The pixels the region covers in an image of `size` drawn at `scale` pixels per point:
  /// every pixel it touches, clipped to the image; nil when it lies wholly outside.
  func pixels(scale: Double, in size: Bitmap.Size) -> PixelRect? {
    let left = max(0, Int((x * scale).rounded(.down)))
    let top = max(0, Int((y * scale).rounded(.down)))
    let right = min(size.width, Int(((x + width) * scale).rounded(.up)))
    let bottom = min(size.height, Int(((y + height) * scale).rounded(.up)))
    guard left < right, top < bottom else { return nil }
    return PixelRect(left: left, top: top, right: right, bottom: bottom)
  }
}

/// Whole pixels from `left`, `top` up to but not including `right`, `bottom`.
struct PixelRect: Equatable {
  var left: Int
  var top: Int
  var right: Int
  var bottom: Int
}

/// Masking and hatching for a list of regions in one image.
struct IgnoreMask {
  let rects: [PixelRect]

  init(_ regions: [IgnoreRegion], scale: Double, size: Bitmap.Size) {
    rects = regions.compactMap { $0.pixels(scale: scale, in: size) }
  }

  var isEmpty: Bool { rects.isEmpty }

  /// `actual` with the expected image's pixels inside the regions, so they cannot differ;
  /// the comparison itself stays untouched. Both images must be the same size.
  func masking(_ actual: Bitmap, with expected: Bitmap) -> Bitmap {
    guard !rects.isEmpty, actual.size == expected.size else { return actual }
    var pixels = actual.pixels
    let rowBytes = actual.width * 4
    for rect in rects {
      for y in rect.top..<rect.bottom {
        let start = y * rowBytes + rect.left * 4
        let end = y * rowBytes + rect.right * 4
        pixels.replaceSubrange(start..<end, with: expected.pixels[start..<end])
      }
    }
    return Bitmap(width: actual.width, height: actual.height, pixels: pixels)
  }

  /// `diff` with diagonal blue stripes over the regions, so a reader sees what was not
  /// compared: every fourth diagonal is painted, the rest keeps the faded picture under it.
  func hatching(_ diff: Bitmap) -> Bitmap {
    guard !rects.isEmpty else { return diff }
    var pixels = diff.pixels
    for rect in rects {
      for y in rect.top..<rect.bottom {
        for x in rect.left..<rect.right {
          let i = (y * diff.width + x) * 4
          let onStripe = (x + y) % 8 < 2
          let edge = x == rect.left || x == rect.right - 1 || y == rect.top || y == rect.bottom - 1
          if onStripe || edge {
            (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]) = (37, 99, 235, 255)
          } else {
            // A blue tint, so the region reads as one area between its stripes.
            pixels[i] = UInt8((Int(pixels[i]) * 3 + 219) / 4)
            pixels[i + 1] = UInt8((Int(pixels[i + 1]) * 3 + 234) / 4)
            pixels[i + 2] = UInt8((Int(pixels[i + 2]) * 3 + 254) / 4)
            pixels[i + 3] = 255
          }
        }
      }
    }
    return Bitmap(width: diff.width, height: diff.height, pixels: pixels)
  }
}

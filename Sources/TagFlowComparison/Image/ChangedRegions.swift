// Where a diff image is red: the bounding boxes of its clusters of differing pixels.

import TagFlow

/// The changed regions of one comparison, largest first, in the diff image's pixels.
package struct ChangedRegions: Sendable, Equatable {
  /// One cluster of differing pixels: its bounding box and how many pixels in it differ.
  package struct Region: Sendable, Equatable, CustomStringConvertible {
    package var x: Int
    package var y: Int
    package var width: Int
    package var height: Int
    /// Differing pixels inside the box.
    package var pixels: Int

    package init(x: Int, y: Int, width: Int, height: Int, pixels: Int) {
      self.x = x
      self.y = y
      self.width = width
      self.height = height
      self.pixels = pixels
    }

    /// `12,40 3×5 (7 pixels)`: the top left corner, the size, the count.
    package var description: String {
      "\(x),\(y) \(width)×\(height) (\(pixels) pixel\(pixels == 1 ? "" : "s"))"
    }
  }

  /// The size of the image the regions are in.
  package var canvas: Bitmap.Size
  /// The largest regions (by differing pixels; then top to bottom, left to right), at most `limit`.
  package var regions: [Region]
  /// Regions left out over the limit.
  package var moreRegions: Int
  /// The differing pixels of the regions left out.
  package var morePixels: Int

  /// Regions found in `diff`, whose `marked` pixels differ (red in a diff image).
  /// Pixels closer than `gap` are one region, whether or not they touch: the image is cut in
  /// `gap`-sized cells, cells with a marked pixel that touch (sides or corners) form one
  /// region, and its box is the box of its marked pixels. So two pixels up to `gap` apart
  /// always share a region, and two more than `2 × gap` apart never share one through
  /// themselves alone. At most `limit` regions are kept.
  package static func find(
    in diff: Bitmap, gap: Int = 8, limit: Int = 20,
    marked: (Bitmap.Pixel) -> Bool = { $0 == Bitmap.Pixel(r: 255, g: 0, b: 0) }
  ) -> ChangedRegions {
    let cell = max(1, gap)
    let columns = (diff.width + cell - 1) / cell
    let rows = (diff.height + cell - 1) / cell
    // 1. Each cell's box and count of marked pixels.
    var boxes = [Region?](repeating: nil, count: columns * rows)
    diff.pixels.withUnsafeBufferPointer { bytes in
      for y in 0..<diff.height {
        var offset = y * diff.width * 4
        for x in 0..<diff.width {
          defer { offset += 4 }
          let pixel = Bitmap.Pixel(r: bytes[offset], g: bytes[offset + 1], b: bytes[offset + 2], a: bytes[offset + 3])
          guard marked(pixel) else { continue }
          let index = (y / cell) * columns + x / cell
          boxes[index] = boxes[index].map { $0.including(x, y) } ?? Region(x: x, y: y, width: 1, height: 1, pixels: 1)
        }
      }
    }
    // 2. Touching cells joined, depth first; each region's box is the union of its cells'.
    var found: [Region] = []
    var stack: [Int] = []
    for start in boxes.indices where boxes[start] != nil {
      var region = boxes[start]!
      boxes[start] = nil
      stack.append(start)
      while let index = stack.popLast() {
        let row = index / columns
        let column = index % columns
        for dy in -1...1 {
          for dx in -1...1 {
            let r = row + dy
            let c = column + dx
            guard r >= 0, r < rows, c >= 0, c < columns, let box = boxes[r * columns + c] else { continue }
            region = region.union(box)
            boxes[r * columns + c] = nil
            stack.append(r * columns + c)
          }
        }
      }
      found.append(region)
    }
    // 3. The largest first, then in reading order; the rest counted.
    found.sort { ($1.pixels, $0.y, $0.x) < ($0.pixels, $1.y, $1.x) }
    let kept = Array(found.prefix(max(0, limit)))
    let rest = found.dropFirst(kept.count)
    return ChangedRegions(
      canvas: diff.size, regions: kept, moreRegions: rest.count, morePixels: rest.reduce(0) { $0 + $1.pixels })
  }
}

extension ChangedRegions.Region {
  fileprivate func including(_ px: Int, _ py: Int) -> Self {
    union(Self(x: px, y: py, width: 1, height: 1, pixels: 1))
  }

  fileprivate func union(_ other: Self) -> Self {
    let left = min(x, other.x)
    let top = min(y, other.y)
    let right = max(x + width, other.x + other.width)
    let bottom = max(y + height, other.y + other.height)
    return Self(x: left, y: top, width: right - left, height: bottom - top, pixels: pixels + other.pixels)
  }
}

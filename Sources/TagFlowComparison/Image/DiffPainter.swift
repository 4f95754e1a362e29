// Draws the diff image while the comparison scans: where the images differ, and how.

import TagFlow

/// What the comparison scan reports for each pixel; generic so the scan without a diff image
/// compiles to no painting code at all.
protocol DiffCanvas: SendableMetatype {
  mutating func paintUnchanged(_ index: Int, from image: RGBAPixels)
  func paint(_ index: Int, _ mark: DiffMark)
}

enum DiffMark {
  case differing
  case antialiased
}

/// The canvas when nobody asked for a diff image.
struct NoDiffImage: DiffCanvas {
  @inline(__always)
  mutating func paintUnchanged(_ index: Int, from image: RGBAPixels) {}
  @inline(__always)
  func paint(_ index: Int, _ mark: DiffMark) {}
}

/// Writes one RGBA pixel per compared pixel into the diff image's buffer.
struct DiffPainter: DiffCanvas {
  private let out: UnsafeMutablePointer<UInt8>
  /// The last unchanged pixel and its grey: images are mostly runs of one colour, and this
  /// skips the floating-point work for all but the first pixel of a run.
  private var last: (word: UInt32, grey: UInt8)?

  init(_ out: UnsafeMutablePointer<UInt8>) { self.out = out }

  @inline(__always)
  func paint(_ index: Int, _ mark: DiffMark) {
    let p = out + index * 4
    p[0] = 255
    p[1] = mark == .antialiased ? 255 : 0
    p[2] = 0
    p[3] = 255
  }

  /// Unchanged pixels show the expected image's brightness faded 90% towards white, so the
  /// red and yellow stand out while the layout stays recognisable.
  @inline(__always)
  mutating func paintUnchanged(_ index: Int, from image: RGBAPixels) {
    let word = image.word(index)
    let grey: UInt8
    if let last, last.word == word {
      grey = last.grey
    } else {
      let source = image.pixel(index)
      let y = luma(Double(source[0]), Double(source[1]), Double(source[2]))
      grey = UInt8(255 + (y - 255) * 0.1 * Double(source[3]) / 255)
      last = (word, grey)
    }
    let p = out + index * 4
    p[0] = grey
    p[1] = grey
    p[2] = grey
    p[3] = 255
  }
}

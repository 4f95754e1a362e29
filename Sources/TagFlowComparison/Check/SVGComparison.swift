// How an SVG image is compared with its reference: as text, or as the pictures the two draw.

import TagFlow

/// How a check compares an SVG image with its SVG reference.
///
/// ```swift
/// try assertSnapshot(of: job, as: .svg, svgComparison: .pictures)  // TagFlowTesting
/// assertSnapshot(of: job, as: .tagflowSVG(svgComparison: .pictures))  // TagFlowSnapshotTesting
/// ```
public enum SVGComparison: String, Sendable, CaseIterable, CustomStringConvertible {
  /// As normalised text: Cairo's ids renumbered, line endings unified, trailing white space
  /// dropped. Any other difference fails, even one that draws the same picture, since the
  /// file is what gets committed; the failure also compares the pictures and keeps a diff
  /// image that outlines where the changed lines draw. The default.
  case text
  /// As pictures: both SVGs drawn by `rsvg-convert` (Debian package `librsvg2-bin`) at one
  /// pixel per point and compared as pixels with the check's comparison and tolerance, like
  /// PNG. A change of the text that draws the same picture passes.
  case pictures

  /// The mode's name: `text` or `pictures`.
  public var description: String { rawValue }
}

// One image to check: what was rendered, and where its reference lives.

import TagFlow

/// A rendered image and the path of the reference it must match. `name` identifies it in
/// results, reports and artifact file names (a job's output path, a test's name).
package struct CheckItem: Sendable {
  package var name: String
  /// The rendered bytes: PNG, SVG or PDF as `format` says.
  package var actual: [UInt8]
  package var format: OutputFormat
  /// The reference file's path; a missing file is recorded or reported as the record mode says.
  package var reference: String
  /// Rectangles, in points, that are not compared (see `IgnoreRegion`). An SVG item with
  /// regions is compared as pictures only, since its text cannot be masked.
  package var ignoredRegions: [IgnoreRegion]
  /// Pixels per point of a PNG item (a job's `scale`), so regions land on the right pixels;
  /// SVG and PDF are rasterised at one pixel per point.
  package var scale: Double

  package init(
    name: String, actual: [UInt8], format: OutputFormat, reference: String, ignoredRegions: [IgnoreRegion] = [],
    scale: Double = 1
  ) {
    self.name = name
    self.actual = actual
    self.format = format
    self.reference = reference
    self.ignoredRegions = ignoredRegions
    self.scale = scale
  }

  /// Pixels per point of the image as compared: the PNG's scale, 1 for rasterised vectors.
  var comparedScale: Double { format.isRaster ? scale : 1 }
}

// The reference checking engine: compares rendered images with reference files, records as asked.

import TagFlow

/// Checks rendered images against reference files: PNG as pixels (`ImageComparison`), SVG as
/// normalised text (and as pictures when it differs) or as pictures (`SVGComparison`), PDF as
/// pictures. Writes references atomically when the record mode says so, and leaves the actual
/// and diff images of each failure in `artifactsFolder`.
///
/// The one comparison-and-artifact engine: `tagflow check`, `tagflow diff`, TagFlowTesting's
/// `assertSnapshot` and TagFlowSnapshotTesting's strategies all call it.
///
/// A value type with no shared state: `check(_:)` may run on many items at once.
///
/// Outside this package only its defaults are visible: the comparison and tolerance that
/// `tagflow check` and the snapshot assertions use unless told otherwise.
public struct ReferenceChecker: Sendable {
  /// OKLab at 0.015 (under one just-noticeable difference) with anti-aliasing detection: every
  /// colour change a person can see fails, while an edge shaded a little differently by
  /// another Cairo, pixman or FreeType is reported as anti-aliasing and not counted
  /// (`ImageComparison`; the measured table is `RenderedChangeTests`).
  public static let defaultComparison = ImageComparison()
  /// Two pixels: renders on one machine are byte-identical, so this is only slack for a stray
  /// edge pixel from another rasteriser version. The smallest real changes are bigger: a
  /// dropped accent (`café` → `cafe`) differs in 5 pixels, a digit for another in 27.
  public static let defaultTolerance = ImageComparison.Tolerance.pixels(2)

  package var record: RecordMode
  package var comparison: ImageComparison
  package var tolerance: ImageComparison.Tolerance
  /// Whether SVG is compared as text (the default) or as pictures.
  package var svgComparison = SVGComparison.text
  /// Where a failure leaves `<name>.actual.<ext>` and `<name>.diff.png`; nil writes none.
  package var artifactsFolder: String?
  /// Whether a failure's artifacts include the rendered image (`<name>.actual.<ext>`); off
  /// where the caller keeps it already (swift-snapshot-testing does), leaving the diff only.
  package var keepsActualArtifact = true
  /// Finds `rsvg-convert` and `pdftoppm`; without them SVG differences are text only and PDF
  /// cannot be compared.
  package var rasterizer: VectorRasterizer
  /// Whether results carry the expected, actual and diff images (for `HTMLReport`). Off saves
  /// memory when only the verdicts are wanted.
  package var keepsImages: Bool
  /// Images of more pixels are refused before they are decoded.
  package var maxPixels = PNGDecoder.defaultMaxPixels
  /// Whether every comparison that can draw pictures leaves a diff image, a match too (as
  /// `tagflow diff -o` always writes one): equal bytes and equal SVG text are drawn and
  /// compared as pixels then, though their verdict stays what the bytes or the text say.
  /// Off by default: only failures (and matches with ignored regions) pay for a diff image.
  package var drawsMatchingDiffs = false

  package init(
    record: RecordMode, comparison: ImageComparison = ReferenceChecker.defaultComparison,
    tolerance: ImageComparison.Tolerance = ReferenceChecker.defaultTolerance, artifactsFolder: String? = nil,
    rasterizer: VectorRasterizer = VectorRasterizer(), keepsImages: Bool = true
  ) {
    self.record = record
    self.comparison = comparison
    self.tolerance = tolerance
    self.artifactsFolder = artifactsFolder
    self.rasterizer = rasterizer
    self.keepsImages = keepsImages
  }

  /// Checks every item in order. For a summary: `CheckSummary(results)`.
  package func check(_ items: [CheckItem]) -> [CheckResult] {
    items.map { check($0) }
  }

  /// Checks one item: compares it with its reference, or records it, as the mode says.
  ///
  /// ```swift
  /// let checker = ReferenceChecker(record: .never, artifactsFolder: ".build/artifacts")
  /// let item = CheckItem(name: "tags", actual: try job.render(as: .png), format: .png, reference: "References/tags.png")
  /// let result = checker.check(item)  // result.status == .passed, or why not in result.message
  /// ```
  package func check(_ item: CheckItem) -> CheckResult {
    var result = CheckResult(
      name: item.name, format: item.format, reference: item.reference, status: .passed, message: "")
    result.ignoredRegions = item.ignoredRegions
    switch FileSystem.kind(of: item.reference) {
    case .missing:
      if record == .never {
        result.status = .missing
        result.message = "no reference at \(item.reference)"
        result.actualImage = preview(item.actual, item.format)
      } else {
        recordReference(item, .missing, into: &result)
      }
    case .folder:
      result.status = .unreadableReference
      result.message = "cannot read reference \(item.reference): it is a folder"
    case .file where record == .all:
      recordReference(item, .all, into: &result)
    case .file:
      compareWithReference(item, into: &result)
      if result.status.isFailure && record == .failed {
        recordReference(item, .failed, into: &result)
      }
    }
    return finish(item, &result)
  }

  /// Compares `item` with reference bytes held in memory (`item.reference` only names them in
  /// messages): no file is read and nothing is recorded; a failure leaves its artifacts as
  /// `check(_:)` does. The step under swift-snapshot-testing's diffing, which reads and
  /// writes the references itself.
  package func check(_ item: CheckItem, against expected: [UInt8]) -> CheckResult {
    var result = CheckResult(
      name: item.name, format: item.format, reference: item.reference, status: .passed, message: "")
    result.ignoredRegions = item.ignoredRegions
    compare(expected, item, into: &result)
    return finish(item, &result)
  }

  /// Writes or clears the artifacts, and drops the images unless they are kept.
  private func finish(_ item: CheckItem, _ result: inout CheckResult) -> CheckResult {
    writeArtifacts(item, &result)
    if !keepsImages {
      result.expectedImage = nil
      result.actualImage = nil
      result.diffImage = nil
    }
    return result
  }

  private func compareWithReference(_ item: CheckItem, into result: inout CheckResult) {
    let expected: [UInt8]
    do {
      expected = try FileSystem.readBytes(item.reference, field: "reference")
    } catch {
      result.status = .unreadableReference
      result.message = error.message
      return
    }
    compare(expected, item, into: &result)
  }

  private func compare(_ expected: [UInt8], _ item: CheckItem, into result: inout CheckResult) {
    if item.format.isRaster {
      compareRaster(expected, item, into: &result)
    } else if item.format == .svg {
      if !item.ignoredRegions.isEmpty || svgComparison == .pictures {
        compareSVGPictures(expected, item, into: &result)
      } else {
        compareSVG(expected, item, into: &result)
      }
    } else {
      comparePDF(expected, item, into: &result)
    }
  }

  /// Writes the reference atomically, creating its folder; says why in the message.
  private func recordReference(_ item: CheckItem, _ reason: CheckStatus.RecordReason, into result: inout CheckResult) {
    let why =
      switch reason {
      case .missing: "there was none; the next run compares with it"
      case .all: "record mode all"
      case .failed: "it did not match: \(result.message)"
      }
    do {
      if let slash = item.reference.lastIndex(of: "/"), slash != item.reference.startIndex {
        try FileSystem.createFolder(String(item.reference[..<slash]))
      }
      try FileSystem.write(item.actual, to: item.reference)
    } catch {
      result.status = .error
      result.message = "cannot record \(item.reference) (\(why)): \(error.message)"
      return
    }
    result.status = .recorded(reason)
    result.message = "recorded \(item.reference) (\(why))"
    result.actualImage = preview(item.actual, item.format)
    result.expectedImage = nil
    result.diffImage = nil
  }

  /// The image as a browser can show it: PNG, JPEG, WebP and SVG as they are; any other
  /// format decoded or rasterised into a PNG, if possible.
  package func preview(_ bytes: [UInt8], _ format: OutputFormat) -> CheckImage? {
    guard keepsImages else { return nil }
    if format.isRaster { return CheckImage.raster(bytes, maxPixels: maxPixels) }
    if format == .svg { return .svg(bytes) }
    return (try? rasterizer.rasterize(bytes, as: format).pngBytes()).map { .png($0) }
  }
}

// Comparing a reference with a rendered image as pixels: PNG directly, PDF rasterised first.

import TagFlow

extension ReferenceChecker {
  /// A raster image against its reference, pixel by pixel, whatever format both are in
  /// (PNG, JPEG, WebP or TIFF, told by their first bytes).
  func compareRaster(_ expected: [UInt8], _ item: CheckItem, into result: inout CheckResult) {
    if keepsImages {
      result.expectedImage = CheckImage.raster(expected, maxPixels: maxPixels)
      result.actualImage = CheckImage.raster(item.actual, maxPixels: maxPixels)
    }
    // Equal bytes are the common case of a passing check: no decoding at all.
    if expected == item.actual && !drawsMatchingDiffs {
      result.message = "identical to \(item.reference)"
      return
    }
    let expectedImage: DecodedImage
    let actualImage: DecodedImage
    do {
      expectedImage = try ImageDecoder.decodePNGOrOther(expected, maxPixels: maxPixels)
    } catch {
      result.status = .unreadableReference
      result.message = "cannot read reference: \(error.naming(item.reference))"
      result.expectedImage = nil
      return
    }
    do {
      actualImage = try ImageDecoder.decodePNGOrOther(item.actual, maxPixels: maxPixels)
    } catch {
      result.status = .error
      result.message = "the rendered image does not decode: \(error)"
      return
    }
    // With ignored regions a pass shows its diff too, so people see what was left out.
    comparePixels(
      expectedImage.bitmap, actualImage.bitmap, item, into: &result, diffWhenMatching: !item.ignoredRegions.isEmpty)
    // Read in spite of something odd (a PNG that ends before IEND): said beside the verdict.
    if let warning = expectedImage.warning { result.message += "; warning: reference \(item.reference): \(warning)" }
    if let warning = actualImage.warning { result.message += "; warning: rendered image: \(warning)" }
  }

  func comparePDF(_ expected: [UInt8], _ item: CheckItem, into result: inout CheckResult) {
    if expected == item.actual && !drawsMatchingDiffs {
      result.message = "identical to \(item.reference)"
      result.actualImage = preview(item.actual, .pdf)
      return
    }
    // PDFs carry a creation date, so equal pictures rarely mean equal bytes: compare pages.
    let expectedImage: Bitmap
    let actualImage: Bitmap
    do {
      expectedImage = try rasterizer.rasterize(expected, as: .pdf)
    } catch {
      let missingTool = !rasterizer.canRasterize(.pdf)
      result.status = missingTool ? .error : .unreadableReference
      result.message = "cannot compare PDF with \(item.reference): \(error.message)"
      return
    }
    do {
      actualImage = try rasterizer.rasterize(item.actual, as: .pdf)
    } catch {
      result.status = .error
      result.message = "cannot rasterise the rendered PDF: \(error.message)"
      return
    }
    if keepsImages {
      result.expectedImage = (try? expectedImage.pngBytes()).map { .png($0) }
      result.actualImage = (try? actualImage.pngBytes()).map { .png($0) }
    }
    comparePixels(expectedImage, actualImage, item, into: &result)
    result.message += " (PDF pages rasterised at 72 dpi)"
  }

  /// Sets the verdict from the pixels, the item's ignored regions masked out; a failure (or,
  /// asked here or by `drawsMatchingDiffs`, any comparison) gets a diff image with those
  /// regions hatched.
  func comparePixels(
    _ expected: Bitmap, _ actual: Bitmap, _ item: CheckItem, into result: inout CheckResult,
    diffWhenMatching: Bool = false
  ) {
    let mask = IgnoreMask(item.ignoredRegions, scale: item.comparedScale, size: expected.size)
    let actual = mask.masking(actual, with: expected)
    let ignoring = mask.isEmpty ? "" : "; \(Self.count(mask.rects.count, "region")) ignored"
    switch comparison.compare(expected, actual) {
    case .sizeMismatch(let expectedSize, let actualSize, let difference):
      result.status = .sizeMismatch(expected: expectedSize, actual: actualSize)
      result.difference = difference
      result.message =
        "image sizes differ: reference \(expectedSize), rendered \(actualSize); on a shared canvas \(difference)"
      // The scan again, painting the union of both canvases: outside the overlap is red.
      if case .sizeMismatch(_, _, let painted) = comparison.compare(expected, actual, diffImage: true),
        let diff = painted.diffImage, let png = try? mask.hatching(diff).pngBytes()
      {
        result.diffImage = .png(png)
        result.changes = ChangedRegions.find(in: diff)
      }
    case .compared(let difference):
      result.difference = difference
      let counts = "\(difference); tolerance \(tolerance)\(ignoring)"
      if difference.matches(tolerance) {
        result.message = "matches: \(counts)"
        guard diffWhenMatching || drawsMatchingDiffs else { return }
      } else {
        result.status = .failed
        result.message = counts
      }
      // The scan again, painting this time: only failures pay for a diff image.
      if let diff = comparison.compare(expected, actual, diffImage: true).difference?.diffImage,
        let png = try? mask.hatching(diff).pngBytes()
      {
        result.diffImage = .png(png)
        result.changes = ChangedRegions.find(in: diff)
      }
    }
  }

  /// `1 region`, `3 regions`.
  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}

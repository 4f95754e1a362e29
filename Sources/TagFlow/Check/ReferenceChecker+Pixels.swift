// Comparing a reference with a rendered image as pixels: PNG directly, PDF rasterised first.

extension ReferenceChecker {
  func comparePNG(_ expected: [UInt8], _ actual: [UInt8], reference: String, into result: inout CheckResult) {
    result.expectedImage = .png(expected)
    result.actualImage = .png(actual)
    // Equal bytes are the common case of a passing check: no decoding at all.
    if expected == actual {
      result.message = "identical to \(reference)"
      return
    }
    let expectedImage: Bitmap
    let actualImage: Bitmap
    do {
      expectedImage = try PNGDecoder.decode(expected)
    } catch {
      result.status = .unreadableReference
      result.message = "cannot read reference: \(error.naming(reference))"
      result.expectedImage = nil
      return
    }
    do {
      actualImage = try PNGDecoder.decode(actual)
    } catch {
      result.status = .error
      result.message = "the rendered image does not decode: \(error)"
      return
    }
    comparePixels(expectedImage, actualImage, into: &result)
  }

  func comparePDF(_ expected: [UInt8], _ actual: [UInt8], reference: String, into result: inout CheckResult) {
    if expected == actual {
      result.message = "identical to \(reference)"
      result.actualImage = preview(actual, .pdf)
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
      result.message = "cannot compare PDF with \(reference): \(error.message)"
      return
    }
    do {
      actualImage = try rasterizer.rasterize(actual, as: .pdf)
    } catch {
      result.status = .error
      result.message = "cannot rasterise the rendered PDF: \(error.message)"
      return
    }
    if keepsImages {
      result.expectedImage = (try? expectedImage.pngBytes()).map { .png($0) }
      result.actualImage = (try? actualImage.pngBytes()).map { .png($0) }
    }
    comparePixels(expectedImage, actualImage, into: &result)
    result.message += " (PDF pages rasterised at 72 dpi)"
  }

  /// Sets the verdict from the pixels; a failure (or, asked, any comparison) gets a diff image.
  func comparePixels(
    _ expected: Bitmap, _ actual: Bitmap, into result: inout CheckResult, diffWhenMatching: Bool = false
  ) {
    switch comparison.compare(expected, actual) {
    case .sizeMismatch(let expectedSize, let actualSize, _):
      result.status = .sizeMismatch(expected: expectedSize, actual: actualSize)
      result.message = "image sizes differ: reference \(expectedSize), rendered \(actualSize)"
    case .compared(let difference):
      result.difference = difference
      let counts = "\(difference); tolerance \(tolerance)"
      if difference.matches(tolerance) {
        result.message = "matches: \(counts)"
        guard diffWhenMatching else { return }
      } else {
        result.status = .failed
        result.message = counts
      }
      // The scan again, painting this time: only failures pay for a diff image.
      if let diff = comparison.compare(expected, actual, diffImage: true).difference?.diffImage,
        let png = try? diff.pngBytes()
      {
        result.diffImage = .png(png)
      }
    }
  }
}

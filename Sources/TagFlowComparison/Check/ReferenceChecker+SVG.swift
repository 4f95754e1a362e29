// Comparing SVG with its reference as normalised text, and as pictures when the text differs.

import TagFlow

extension ReferenceChecker {
  /// Equal once ids are renumbered (see `SVGNormalizer`), line endings unified and trailing
  /// white space dropped. A difference fails the check whatever the pictures say, since the
  /// file is what gets committed; the pictures show people what changed.
  func compareSVG(_ expected: [UInt8], _ item: CheckItem, into result: inout CheckResult) {
    let actual = item.actual
    result.expectedImage = .svg(expected)
    result.actualImage = .svg(actual)
    guard let textDifference = SVGText.firstDifference(expected, actual) else {
      result.message = "same SVG text as the reference"
      drawMatchingDiff(expected, item, into: &result)
      return
    }
    result.status = .failed
    result.textDifference = textDifference
    result.message = "SVG text differs from line \(textDifference.line)"
    guard rasterizer.canRasterize(.svg) else {
      result.message += "; no pictures: rsvg-convert is not installed (Debian package librsvg2-bin)"
      return
    }
    do {
      var pictures = result
      pictures.status = .passed
      comparePixels(
        try rasterizer.rasterize(expected, as: .svg), try rasterizer.rasterize(actual, as: .svg), item,
        into: &pictures, diffWhenMatching: true)
      result.difference = pictures.difference
      result.diffImage = pictures.diffImage
      result.changes = pictures.changes
      // Where the differing lines draw: the only place a change the pictures hide shows.
      let found = SVGChangeLocator.locate(expected: SVGText.lines(expected), actual: SVGText.lines(actual))
      if let diff = pictures.diffImage, !found.boxes.isEmpty,
        let outlined = try? found.outlining(PNGDecoder.decode(diff.bytes)).pngBytes()
      {
        result.diffImage = .png(outlined)
      }
      // The text is what fails; the pictures only tell people whether anything shows.
      result.message +=
        pictures.status == .passed
        ? "; the pictures match (\(pictures.message.dropFirst("matches: ".count)))"
        : "; as pictures: \(pictures.message)"
      result.message += found.summary
    } catch {
      result.message += "; no pictures: \(error.message)"
    }
  }
}

extension ReferenceChecker {
  /// An SVG item compared as pictures: asked for (`SVGComparison.pictures`), or because it has
  /// ignored regions, whose text cannot be masked. Equal text passes without drawing.
  func compareSVGPictures(_ expected: [UInt8], _ item: CheckItem, into result: inout CheckResult) {
    result.expectedImage = .svg(expected)
    result.actualImage = .svg(item.actual)
    if SVGText.firstDifference(expected, item.actual) == nil {
      result.message = "same SVG text as the reference"
      drawMatchingDiff(expected, item, into: &result)
      return
    }
    let regions = !item.ignoredRegions.isEmpty
    let expectedImage: Bitmap
    do {
      expectedImage = try rasterizer.rasterize(expected, as: .svg)
    } catch {
      result.status = rasterizer.canRasterize(.svg) ? .unreadableReference : .error
      result.message =
        "cannot compare SVG with \(item.reference) as pictures\(regions ? " (it has ignored regions)" : ""): "
        + error.message
      return
    }
    do {
      comparePixels(expectedImage, try rasterizer.rasterize(item.actual, as: .svg), item, into: &result)
      result.message += " (SVG compared as pictures\(regions ? ": it has ignored regions" : ""))"
    } catch {
      result.status = .error
      result.message = "cannot rasterise the rendered SVG: \(error.message)"
    }
  }
}

extension ReferenceChecker {
  /// With `drawsMatchingDiffs`, the diff image of two SVGs of the same text: both drawn and
  /// compared as pixels, the verdict left as the text's. When they cannot be drawn, the
  /// message says why there is no picture.
  private func drawMatchingDiff(_ expected: [UInt8], _ item: CheckItem, into result: inout CheckResult) {
    guard drawsMatchingDiffs else { return }
    do {
      var pictures = result
      comparePixels(
        try rasterizer.rasterize(expected, as: .svg), try rasterizer.rasterize(item.actual, as: .svg), item,
        into: &pictures)
      result.difference = pictures.difference
      result.diffImage = pictures.diffImage
      result.changes = pictures.changes
    } catch {
      result.message += "; no pictures: \(error.message)"
    }
  }
}

/// SVG as comparable text.
enum SVGText {
  /// The normalised lines of an SVG document.
  static func lines(_ bytes: [UInt8]) -> [Substring] {
    let text = String(decoding: SVGNormalizer.normalize(bytes), as: UTF8.self)
    // `\r\n` is one Character, and a newline.
    var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map {
      (line: Substring) -> Substring in
      var end = line.endIndex
      while end > line.startIndex, line[line.index(before: end)].isWhitespace { end = line.index(before: end) }
      return line[..<end]
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }

  /// Where the normalised texts first part, or nil when they are the same.
  static func firstDifference(_ expected: [UInt8], _ actual: [UInt8]) -> TextDifference? {
    let expectedLines = lines(expected)
    let actualLines = lines(actual)
    if expectedLines == actualLines { return nil }
    let common = min(expectedLines.count, actualLines.count)
    let index = (0..<common).first { expectedLines[$0] != actualLines[$0] } ?? common
    let expectedLine = index < expectedLines.count ? expectedLines[index] : nil
    let actualLine = index < actualLines.count ? actualLines[index] : nil
    // SVG lines run long: show both from a little before the first differing character.
    let column = zip(expectedLine ?? "", actualLine ?? "").prefix { $0 == $1 }.count
    let start = max(0, column - 40)
    func show(_ line: Substring?) -> String {
      guard let line else { return "(end of file)" }
      let shown = line.dropFirst(start).prefix(200)
      return (start > 0 ? "…" : "") + shown + (shown.endIndex < line.endIndex ? "…" : "")
    }
    return TextDifference(line: index + 1, expected: show(expectedLine), actual: show(actualLine))
  }
}

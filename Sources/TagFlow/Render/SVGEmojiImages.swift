// Colour emoji in outline SVG, embedded at several device pixels a CSS px so they stay sharp on 2× screens.

/// Cairo draws a colour glyph (a bitmap font's emoji, such as Noto Color Emoji's 109 px
/// strikes) into an SVG as an `<image>` of the glyph's size in device pixels, one pixel a CSS
/// px: on a 2× screen, or zoomed in, every emoji is blown up from a 1× bitmap and blurs.
/// Outline SVG therefore draws the chips twice when they have such images: once as written,
/// and once `scale(for:)` times the size, where Cairo makes the same glyphs' images with that
/// many pixels a px. Each image then takes the larger drawing's pixels and size in pixels,
/// and each `<use>` of it that drawing's placement divided by the scale (Cairo places a
/// colour glyph on whole device pixels, which are now a quarter or half of a px), so every
/// emoji is shown at its size and place, with 2 or 4 pixels a px. Everything else (chips,
/// glyph outlines, ids) stays as the first drawing wrote it.
///
/// The images of the two documents are matched by the order of their uses: both draw the
/// same glyphs in the same order, one `<use xlink:href="#imageN" transform="matrix(…)"/>`
/// each, whatever ids Cairo gives them and however it shares one image among uses. When they
/// do not match, the document keeps its 1× images.
enum SVGEmojiImages {
  /// Four pixels a px while the largest image stays within `largestSide` pixels, else two:
  /// powers of two, so a placement divided by the scale is exact in a few decimals.
  static let scales = [4, 2]
  /// Emoji fonts' bitmaps are 109 px (Noto Color Emoji) to 160 px; more than this only
  /// enlarges them.
  static let largestSide = 128

  /// Whether Cairo's SVG has an image drawn with `<use>`.
  static func hasImages(_ svg: [UInt8]) -> Bool {
    !images(in: svg).isEmpty
  }

  /// The scale of the second drawing: 4 when its largest image stays within `largestSide`
  /// pixels, else 2.
  static func scale(for svg: [UInt8]) -> Int {
    let side = images(in: svg).values.map { max($0.width, $0.height) }.max() ?? 0
    return scales.first { side * $0 <= largestSide } ?? scales.last!
  }

  /// `svg` with each image's pixels, and each of its uses' placement, taken from `sharper`,
  /// the same drawing `scale` times the size; `svg` as it is when the two do not match.
  static func replacingImages(of svg: [UInt8], with sharper: [UInt8], scale: Int) -> [UInt8] {
    let ownImages = images(in: svg)
    let theirImages = images(in: sharper)
    let ownUses = uses(in: svg).filter { ownImages[svg[$0.id]] != nil }
    let theirUses = uses(in: sharper).filter { theirImages[sharper[$0.id]] != nil }
    guard ownUses.count == theirUses.count, !ownUses.isEmpty else { return svg }
    // Each edit replaces a range of `svg` with new bytes.
    var edits: [(range: Range<Int>, bytes: [UInt8])] = []
    var matched: Set<ArraySlice<UInt8>> = []
    for (mine, theirs) in zip(ownUses, theirUses) {
      guard let matrix = matrix(sharper[theirs.transform]) else { return svg }
      let placement = "matrix(" + matrix.map { SVGTextWriter.number($0 / Double(scale)) }.joined(separator: ",") + ")"
      edits.append((mine.transform, Array(placement.utf8)))
      let id = svg[mine.id]
      guard !matched.contains(id), let own = ownImages[id], let other = theirImages[sharper[theirs.id]] else {
        continue
      }
      matched.insert(id)
      edits.append((own.widthRange, Array(String(other.width).utf8)))
      edits.append((own.heightRange, Array(String(other.height).utf8)))
      edits.append((own.data, Array(sharper[other.data])))
    }
    guard matched.count == ownImages.count else { return svg }
    var out: [UInt8] = []
    out.reserveCapacity(svg.count + edits.reduce(0) { $0 + $1.bytes.count })
    var copied = svg.startIndex
    for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
      out.append(contentsOf: svg[copied..<edit.range.lowerBound])
      out.append(contentsOf: edit.bytes)
      copied = edit.range.upperBound
    }
    out.append(contentsOf: svg[copied...])
    return out
  }

  /// One `<image>` element: its size in pixels and where its attributes' values stand.
  struct Image {
    var width: Int
    var height: Int
    var widthRange: Range<Int>
    var heightRange: Range<Int>
    var data: Range<Int>
  }

  /// Every `<image …>` of Cairo's SVG with an id, a whole-number size and a link, by id.
  static func images(in svg: [UInt8]) -> [ArraySlice<UInt8>: Image] {
    var found: [ArraySlice<UInt8>: Image] = [:]
    for element in elements("<image ", in: svg) {
      guard let id = attribute("id", in: svg, element), let width = attribute("width", in: svg, element),
        let height = attribute("height", in: svg, element), let data = attribute("xlink:href", in: svg, element),
        let pixelsWide = Int(String(decoding: svg[width], as: UTF8.self)),
        let pixelsHigh = Int(String(decoding: svg[height], as: UTF8.self))
      else { continue }
      found[svg[id]] = Image(
        width: pixelsWide, height: pixelsHigh, widthRange: width, heightRange: height, data: data)
    }
    return found
  }

  /// A `<use>` of an element by id, placed by a transform.
  struct Use {
    var id: Range<Int>
    var transform: Range<Int>
  }

  /// Every `<use xlink:href="#…" transform="…">`, in order.
  static func uses(in svg: [UInt8]) -> [Use] {
    elements("<use ", in: svg).compactMap { element in
      guard let link = attribute("xlink:href", in: svg, element), svg[link].first == UInt8(ascii: "#"),
        let transform = attribute("transform", in: svg, element)
      else { return nil }
      return Use(id: link.lowerBound + 1..<link.upperBound, transform: transform)
    }
  }

  /// The six numbers of `matrix(a,b,c,d,e,f)`.
  static func matrix(_ text: ArraySlice<UInt8>) -> [Double]? {
    let string = String(decoding: text, as: UTF8.self)
    guard string.hasPrefix("matrix("), string.hasSuffix(")") else { return nil }
    let numbers = string.dropFirst("matrix(".count).dropLast().split(separator: ",").compactMap { Double($0) }
    return numbers.count == 6 && numbers.allSatisfy(\.isFinite) ? numbers : nil
  }

  /// The ranges of every element that starts with `start` (`<image `), up to its `>`.
  private static func elements(_ start: String, in svg: [UInt8]) -> [Range<Int>] {
    let opening = Array(start.utf8)
    var found: [Range<Int>] = []
    var from = svg.startIndex
    while let open = find(opening, in: svg, from: from) {
      let end = find([UInt8(ascii: ">")], in: svg, from: open) ?? svg.endIndex
      found.append(open..<end)
      from = end
    }
    return found
  }

  /// Where the value of ` name="…"` stands within `element`.
  private static func attribute(_ name: String, in svg: [UInt8], _ element: Range<Int>) -> Range<Int>? {
    let key = Array(" \(name)=\"".utf8)
    guard let at = find(key, in: svg, from: element.lowerBound, before: element.upperBound) else { return nil }
    let value = at + key.count
    guard let close = find([UInt8(ascii: "\"")], in: svg, from: value, before: element.upperBound) else {
      return nil
    }
    return value..<close
  }

  /// Where `needle` first starts in `svg` at or after `start`, ending before `limit` (the end
  /// of `svg` by default).
  private static func find(_ needle: [UInt8], in svg: [UInt8], from start: Int, before limit: Int? = nil) -> Int? {
    let limit = min(limit ?? svg.count, svg.count)
    guard let first = needle.first else { return nil }
    var index = start
    while index + needle.count <= limit {
      if svg[index] == first, svg[index..<index + needle.count].elementsEqual(needle) { return index }
      index += 1
    }
    return nil
  }
}

// Makes Cairo's SVG the same bytes on every run, whatever was rendered before it.

/// Cairo 1.16 numbers some SVG ids from process-wide counters: `surfaceN`
/// for the page and `imageN` for bitmaps such as colour emoji, so the second
/// SVG a process writes differs from the first. This renumbers those ids, in
/// order of appearance and from 1 for each prefix, wherever they stand as an
/// id (`id="surface7"`) or a reference (`#surface7`). Glyph ids (`glyphF-G`)
/// are numbered per document already and are left alone.
package enum SVGNormalizer {
  static let checkInterval = 1 << 20
  static let prefixes = ["surface", "image", "pattern", "clip", "mask"].map { Array($0.utf8) }

  package static func normalize(_ svg: [UInt8]) -> [UInt8] {
    normalized(svg, stop: { false }) ?? svg
  }

  /// The same, asking `cancellation` every `checkInterval` bytes: a page of 100 MB takes a while.
  package static func normalize(_ svg: [UInt8], cancellation: Cancellation) throws(TagFlowError) -> [UInt8] {
    guard let normalized = normalized(svg, stop: { cancellation.isCancelled(at: .encode) }) else { throw .cancelled }
    return normalized
  }

  /// `nil` once `stop` says so.
  private static func normalized(_ svg: [UInt8], stop: () -> Bool) -> [UInt8]? {
    var numbers = [[ArraySlice<UInt8>: Int]](repeating: [:], count: prefixes.count)
    var out: [UInt8] = []
    out.reserveCapacity(svg.count)
    var i = 0
    var nextCheck = 0
    scan: while i < svg.count {
      if i >= nextCheck {
        if stop() { return nil }
        nextCheck = i + checkInterval
      }
      if i > 0, svg[i - 1] == UInt8(ascii: "\"") || svg[i - 1] == UInt8(ascii: "#") {
        for (index, prefix) in prefixes.enumerated() where svg[i...].starts(with: prefix) {
          let digits = i + prefix.count
          var end = digits
          while end < svg.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(svg[end]) { end += 1 }
          guard end > digits else { continue }
          let number = numbers[index][svg[digits..<end]] ?? (numbers[index].count + 1)
          numbers[index][svg[digits..<end]] = number
          out.append(contentsOf: prefix)
          out.append(contentsOf: String(number).utf8)
          i = end
          continue scan
        }
      }
      out.append(svg[i])
      i += 1
    }
    return out
  }
}

// Makes Cairo's SVG the same bytes on every run, whatever was rendered before it.

/// Cairo 1.16 numbers `<g id="surfaceN">` from a process-wide counter, so the
/// second SVG a process writes differs from the first. This renumbers those ids
/// in order of appearance, from 1.
enum SVGNormalizer {
  static func normalize(_ svg: [UInt8]) -> [UInt8] {
    let prefix = Array("surface".utf8)
    var numbers: [ArraySlice<UInt8>: Int] = [:]
    var out: [UInt8] = []
    out.reserveCapacity(svg.count)
    var i = 0
    while i < svg.count {
      // Only ids and references: `id="surfaceN"` and `#surfaceN`.
      if i > 0, svg[i - 1] == UInt8(ascii: "\"") || svg[i - 1] == UInt8(ascii: "#"),
        svg[i...].starts(with: prefix)
      {
        var end = i + prefix.count
        while end < svg.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(svg[end]) { end += 1 }
        if end > i + prefix.count {
          let key = svg[(i + prefix.count)..<end]
          let number = numbers[key] ?? (numbers.count + 1)
          numbers[key] = number
          out.append(contentsOf: prefix)
          out.append(contentsOf: String(number).utf8)
          i = end
          continue
        }
      }
      out.append(svg[i])
      i += 1
    }
    return out
  }
}

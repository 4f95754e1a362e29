// Where the lines that differ between two SVG documents draw, so a text-only difference still shows a place.

import TagFlow

/// A rectangle in SVG user units (pixels when rasterised at one pixel per point).
struct SVGBox: Equatable {
  var minX: Double
  var minY: Double
  var maxX: Double
  var maxY: Double

  func union(_ other: SVGBox?) -> SVGBox {
    guard let other else { return self }
    return SVGBox(
      minX: min(minX, other.minX), minY: min(minY, other.minY), maxX: max(maxX, other.maxX),
      maxY: max(maxY, other.maxY))
  }

  func offset(_ dx: Double, _ dy: Double) -> SVGBox {
    SVGBox(minX: minX + dx, minY: minY + dy, maxX: maxX + dx, maxY: maxY + dy)
  }

  /// The box around the corners after an SVG `matrix(a b c d e f)`.
  func transformed(_ m: [Double]) -> SVGBox {
    guard m.count == 6 else { return self }
    let corners = [(minX, minY), (maxX, minY), (minX, maxY), (maxX, maxY)].map { x, y in
      (m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5])
    }
    return SVGBox(
      minX: corners.map(\.0).min()!, minY: corners.map(\.1).min()!, maxX: corners.map(\.0).max()!,
      maxY: corners.map(\.1).max()!)
  }

  /// The box around a list of numbers taken as x, y pairs (Cairo writes absolute M, L, C).
  static func around(pairsIn numbers: [Double]) -> SVGBox? {
    guard numbers.count >= 2 else { return nil }
    var box = SVGBox(minX: numbers[0], minY: numbers[1], maxX: numbers[0], maxY: numbers[1])
    var index = 2
    while index + 1 < numbers.count {
      box = box.union(
        SVGBox(minX: numbers[index], minY: numbers[index + 1], maxX: numbers[index], maxY: numbers[index + 1]))
      index += 2
    }
    return box
  }
}

/// Finds what the differing lines of two SVG documents draw. Cairo writes one element per
/// line, so each line can be given a box: a path by its points, a rect or image by its
/// attributes, a `<use>` by the glyph or image it places, a group or link by what it holds,
/// and a line inside a glyph's `<symbol>` by every place that glyph is used. Lines that draw
/// nothing (the title, the root element) are named instead.
enum SVGChangeLocator {
  struct Found: Equatable {
    /// Boxes of the changed drawing lines, in either document.
    var boxes: [SVGBox]
    /// Element names of changed lines that draw nothing, such as `title` or `svg`.
    var undrawn: [String]
  }

  static func locate(expected: [Substring], actual: [Substring]) -> Found {
    let (changedExpected, changedActual) = changedLines(expected, actual)
    var found = Found(boxes: [], undrawn: [])
    for (lines, changed) in [(expected, changedExpected), (actual, changedActual)] where !changed.isEmpty {
      let boxes = Geometry(lines).boxes
      for index in changed {
        if let box = boxes[index] {
          if !found.boxes.contains(box) { found.boxes.append(box) }
        } else if let name = elementName(lines[index]), !found.undrawn.contains(name) {
          found.undrawn.append(name)
        }
      }
    }
    return found
  }

  /// Indices of the lines of each document that are not in a longest common subsequence of
  /// the two (after the common start and end are set aside; a very long middle counts whole).
  static func changedLines(_ a: [Substring], _ b: [Substring]) -> ([Int], [Int]) {
    var start = 0
    while start < a.count && start < b.count && a[start] == b[start] { start += 1 }
    var endA = a.count
    var endB = b.count
    while endA > start && endB > start && a[endA - 1] == b[endB - 1] {
      endA -= 1
      endB -= 1
    }
    let n = endA - start
    let m = endB - start
    guard n > 0 && m > 0 && n * m <= 4_000_000 else { return (Array(start..<endA), Array(start..<endB)) }
    // lengths[i][j]: the longest common subsequence of a[start+i..<endA] and b[start+j..<endB].
    var lengths = [[Int32]](repeating: [Int32](repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        lengths[i][j] =
          a[start + i] == b[start + j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var onlyA: [Int] = []
    var onlyB: [Int] = []
    var i = 0
    var j = 0
    while i < n && j < m {
      if a[start + i] == b[start + j] {
        i += 1
        j += 1
      } else if lengths[i + 1][j] >= lengths[i][j + 1] {
        onlyA.append(start + i)
        i += 1
      } else {
        onlyB.append(start + j)
        j += 1
      }
    }
    onlyA += (i..<n).map { start + $0 }
    onlyB += (j..<m).map { start + $0 }
    return (onlyA, onlyB)
  }

  static func elementName(_ line: Substring) -> String? {
    guard let open = line.firstIndex(of: "<") else { return nil }
    let name = line[line.index(after: open)...].prefix { $0.isLetter || $0.isNumber || $0 == ":" || $0 == "/" }
    return name.isEmpty ? nil : String(name)
  }

  /// The value of attribute `name` on a line (`name="value"`).
  static func attribute(_ name: String, in line: Substring) -> Substring? {
    guard let range = line.firstRange(of: " \(name)=\"") else { return nil }
    let rest = line[range.upperBound...]
    return rest.prefix { $0 != "\"" }
  }

  static func number(_ name: String, in line: Substring) -> Double? {
    attribute(name, in: line).flatMap { Double($0) }
  }

  static func numbers(in text: Substring) -> [Double] {
    text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "(" || $0 == ")" }).compactMap { Double($0) }
  }

  /// The box of every line of one document, where it has one.
  struct Geometry {
    private(set) var boxes: [SVGBox?]

    init(_ lines: [Substring]) {
      boxes = Array(repeating: nil, count: lines.count)
      var localBoxes: [String: SVGBox] = [:]  // symbols and images in <defs>, by id
      var symbolOfLine: [Int: String] = [:]
      var usesOf: [String: [SVGBox]] = [:]
      var containers: [(line: Int, box: SVGBox?)] = []
      var symbol: (id: String, box: SVGBox?)?
      for (index, line) in lines.enumerated() {
        guard let name = SVGChangeLocator.elementName(line) else { continue }
        let closes = line.hasSuffix("/>") || line.contains("</\(name)>")
        var box: SVGBox?
        switch name {
        case "symbol":
          symbol = (String(SVGChangeLocator.attribute("id", in: line) ?? ""), nil)
          continue
        case "/symbol":
          if let symbol, let box = symbol.box { localBoxes[symbol.id] = box }
          symbol = nil
          continue
        case "path":
          box = SVGBox.around(
            pairsIn: SVGChangeLocator.attribute("d", in: line).map { SVGChangeLocator.numbers(in: $0) } ?? [])
        case "rect", "image":
          let x = SVGChangeLocator.number("x", in: line) ?? 0
          let y = SVGChangeLocator.number("y", in: line) ?? 0
          if let width = SVGChangeLocator.number("width", in: line),
            let height = SVGChangeLocator.number("height", in: line)
          {
            box = SVGBox(minX: x, minY: y, maxX: x + width, maxY: y + height)
          }
        case "use":
          let target =
            SVGChangeLocator.attribute("xlink:href", in: line) ?? SVGChangeLocator.attribute("href", in: line)
          if let target, let local = localBoxes[String(target.dropFirst())] {
            box = local.offset(SVGChangeLocator.number("x", in: line) ?? 0, SVGChangeLocator.number("y", in: line) ?? 0)
            usesOf[String(target.dropFirst()), default: []].append(box!)
          }
        case "g", "a":
          if !closes { containers.append((index, nil)) }
          continue
        case "/g", "/a":
          if let container = containers.popLast() {
            boxes[container.line] = container.box
            if let inner = container.box, !containers.isEmpty {
              containers[containers.count - 1].box = inner.union(containers[containers.count - 1].box)
            }
          }
          continue
        default:
          continue
        }
        if let matrix = SVGChangeLocator.attribute("transform", in: line), matrix.hasPrefix("matrix(") {
          box = box?.transformed(SVGChangeLocator.numbers(in: matrix.dropFirst("matrix".count)))
        }
        if var current = symbol {
          symbolOfLine[index] = current.id
          if let box { current.box = box.union(current.box) }
          symbol = current
          continue
        }
        if name == "image", let id = SVGChangeLocator.attribute("id", in: line), let box {
          localBoxes[String(id)] = box  // an image in <defs>, placed by a <use>
          continue
        }
        boxes[index] = box
        if let box, !containers.isEmpty {
          containers[containers.count - 1].box = box.union(containers[containers.count - 1].box)
        }
      }
      // A changed glyph outline shows wherever the glyph is used.
      for (index, id) in symbolOfLine {
        boxes[index] = usesOf[id]?.dropFirst().reduce(usesOf[id]![0]) { $0.union($1) }
      }
    }
  }
}

extension SVGChangeLocator.Found {
  /// `diff` with each box outlined in magenta (two pixels, just outside the box) and tinted
  /// inside, so a change the pictures do not show still has a place.
  func outlining(_ diff: Bitmap) -> Bitmap {
    guard !boxes.isEmpty else { return diff }
    var pixels = diff.pixels
    let magenta: (UInt8, UInt8, UInt8) = (219, 39, 119)
    for box in boxes {
      let left = max(0, Int(box.minX.rounded(.down)) - 2)
      let top = max(0, Int(box.minY.rounded(.down)) - 2)
      let right = min(diff.width, Int(box.maxX.rounded(.up)) + 2)
      let bottom = min(diff.height, Int(box.maxY.rounded(.up)) + 2)
      guard left < right, top < bottom else { continue }
      for y in top..<bottom {
        for x in left..<right {
          let i = (y * diff.width + x) * 4
          let edge = x < left + 2 || x >= right - 2 || y < top + 2 || y >= bottom - 2
          if edge {
            (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]) = (magenta.0, magenta.1, magenta.2, 255)
          } else {
            pixels[i] = UInt8((Int(pixels[i]) * 3 + Int(magenta.0)) / 4)
            pixels[i + 1] = UInt8((Int(pixels[i + 1]) * 3 + Int(magenta.1)) / 4)
            pixels[i + 2] = UInt8((Int(pixels[i + 2]) * 3 + Int(magenta.2)) / 4)
          }
        }
      }
    }
    return Bitmap(width: diff.width, height: diff.height, pixels: pixels)
  }

  /// `; the changed lines draw in 2 places (outlined in the diff); the title changed too`.
  var summary: String {
    var parts: [String] = []
    if !boxes.isEmpty {
      let places = boxes.count == 1 ? "1 place" : "\(boxes.count) places"
      parts.append("the changed lines draw in \(places) (outlined in the diff)")
    }
    if !undrawn.isEmpty {
      parts.append("changed lines that draw nothing: " + undrawn.map { "<\($0)>" }.joined(separator: ", "))
    }
    return parts.isEmpty ? "" : "; " + parts.joined(separator: "; ")
  }
}

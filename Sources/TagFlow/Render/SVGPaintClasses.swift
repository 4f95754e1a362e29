// SVG paint as attributes, or as CSS classes with a second set of colours for readers who prefer dark.

/// Hands out the paint of each SVG element. Without a dark look a paint is a
/// plain `fill="#…"` attribute, which every SVG reader understands. With one,
/// each distinct pair of (light, dark) colours is a class: `f0`, `f1`… for
/// fills, `s0`… for strokes, and `style()` writes the classes' light colours and
/// a `@media (prefers-color-scheme: dark)` block with their dark ones.
struct PaintClasses {
  let enabled: Bool
  private var fills: [Paint: Int] = [:]
  private var strokes: [Paint: Int] = [:]
  private var fillOrder: [Paint] = []
  private var strokeOrder: [Paint] = []

  init(enabled: Bool) {
    self.enabled = enabled
  }

  /// `fill="#e8eef7"` or `class="f0"`.
  mutating func fill(_ paint: Paint) -> String {
    guard enabled else { return PaintClasses.attribute("fill", paint.light) }
    return "class=\"f\(PaintClasses.index(of: paint, in: &fills, &fillOrder))\""
  }

  /// `stroke="#e8eef7"` or `class="s0"`.
  mutating func stroke(_ paint: Paint) -> String {
    guard enabled else { return PaintClasses.attribute("stroke", paint.light) }
    return "class=\"s\(PaintClasses.index(of: paint, in: &strokes, &strokeOrder))\""
  }

  /// The `<style>` element, or nothing without classes.
  func style() -> String {
    guard enabled, !(fillOrder.isEmpty && strokeOrder.isEmpty) else { return "" }
    func rules(_ pick: (Paint) -> RGBAColor) -> String {
      var css = ""
      for (index, key) in fillOrder.enumerated() { css += ".f\(index){\(PaintClasses.css("fill", pick(key)))}" }
      for (index, key) in strokeOrder.enumerated() { css += ".s\(index){\(PaintClasses.css("stroke", pick(key)))}" }
      return css
    }
    return "<style>\(rules(\.light))@media (prefers-color-scheme:dark){\(rules(\.dark))}</style>\n"
  }

  private static func index(of key: Paint, in table: inout [Paint: Int], _ order: inout [Paint]) -> Int {
    if let known = table[key] { return known }
    table[key] = order.count
    order.append(key)
    return order.count - 1
  }

  /// `#rgb` when it says the same as `#rrggbb`; alpha goes to `*-opacity`, which SVG 1.1 readers understand.
  static func hex(_ color: RGBAColor) -> String {
    let bytes = [color.red, color.green, color.blue]
    let digits = "0123456789abcdef".map { $0 }
    if bytes.allSatisfy({ $0 >> 4 == $0 & 15 }) {
      return "#" + String(bytes.map { digits[Int($0 & 15)] })
    }
    return "#" + String(bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] })
  }

  private static func opacity(_ color: RGBAColor) -> String {
    SVGTextWriter.number(Double(color.alpha) / 255)
  }

  private static func attribute(_ name: String, _ color: RGBAColor) -> String {
    if color.isTransparent { return "\(name)=\"none\"" }
    if color.isOpaque { return "\(name)=\"\(hex(color))\"" }
    return "\(name)=\"\(hex(color))\" \(name)-opacity=\"\(opacity(color))\""
  }

  private static func css(_ name: String, _ color: RGBAColor) -> String {
    if color.isTransparent { return "\(name):none" }
    if color.isOpaque { return "\(name):\(hex(color))" }
    return "\(name):\(hex(color));\(name)-opacity:\(opacity(color))"
  }
}

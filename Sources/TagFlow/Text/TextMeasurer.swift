// Measures chip texts with Pango, each (text, font, width limit) once.

/// Measures texts in the fonts of one run. Identical requests are answered
/// from a cache, so a tag that appears in a thousand jobs is shaped once.
///
/// Not thread-safe: use one per thread.
public final class TextMeasurer {
  let fonts: FontSystem
  private var layouts: [String: TextLayout] = [:]
  private var cache: [Key: TextMetrics] = [:]

  private struct Key: Hashable {
    var text: String
    var font: String
  }

  public init(fonts: FontSet) throws(TagFlowError) {
    self.fonts = try FontSystem(fonts)
  }

  /// The layout for a font description, parsed and validated once.
  func layout(for font: String) throws(TagFlowError) -> TextLayout {
    if let layout = layouts[font] { return layout }
    let layout = TextLayout(fonts: fonts, font: try FontDescription(font))
    layouts[font] = layout
    return layout
  }

  public func measure(_ text: String, font: String) throws(TagFlowError) -> TextMetrics {
    let key = Key(text: text, font: font)
    if let known = cache[key] { return known }
    let layout = try layout(for: font)
    layout.set(text)
    let metrics = layout.metrics
    cache[key] = metrics
    return metrics
  }

  /// The families `font` names that no installed or loaded font has; empty
  /// when the text will be drawn in the font asked for. Generic families
  /// (`sans-serif`, `monospace`, …) always resolve.
  public func missingFamilies(in font: String) throws(TagFlowError) -> [String] {
    let families = try layout(for: font).font.family.split(separator: ",").map { $0.trimmingWhitespace() }
    let generic: Set = ["sans-serif", "sans", "serif", "monospace", "mono", "emoji", "system-ui", "cursive", "fantasy"]
    let missing = families.filter { !generic.contains($0.lowercased()) && !fonts.hasFamily($0) }
    return missing.count == families.count ? missing : []
  }
}

// Shortening text with an ellipsis so it fits a width, measured like any other text.

extension TextMeasurer {
  /// The longest start of `text`, cut between characters and followed by "…",
  /// whose width fits `width`; `text` itself when it fits whole. The result is
  /// plain text that is measured and drawn like any other, so the chip is
  /// sized to exactly what is drawn. (Pango's own ellipsising pads the "…" to
  /// fill the limit, which would put the text off-centre in its chip.)
  public func fitting(_ text: String, font: String, width: Double) throws(TagFlowError) -> (String, TextMetrics) {
    let whole = try measure(text, font: font)
    guard whole.width > width else { return (text, whole) }
    let characters = Array(text)
    func candidate(_ count: Int) -> String {
      String(String(characters.prefix(count)).reversed().drop(while: \.isWhitespace).reversed()) + "…"
    }
    // Widths grow with the count of characters kept: find the largest count that fits.
    var low = 0
    var high = characters.count - 1
    var best = (candidate(0), try measure(candidate(0), font: font))
    while low <= high {
      let middle = (low + high) / 2
      let shortened = candidate(middle)
      let metrics = try measure(shortened, font: font)
      if metrics.width <= width {
        best = (shortened, metrics)
        low = middle + 1
      } else {
        high = middle - 1
      }
    }
    return best
  }
}

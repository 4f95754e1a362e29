// Shortening text with an ellipsis so it fits a width, measured like any other text.

extension TextMeasurer {
  /// `text`, or when it is long, a start of it already wider than `width`:
  /// starts of 256, 1,024, 4,096… characters are tried, so a tag thousands of
  /// characters long costs about what the part that can be drawn costs, and
  /// no layout of all of it is kept.
  private func start(of text: String, wider width: Double, font: String) throws(TagFlowError) -> String {
    guard text.utf8.count > 1024 else { return text }
    var count = 256
    while true {
      let start = String(text.prefix(count))
      if start.utf8.count == text.utf8.count { return text }
      if try measure(start, font: font).width > width { return start }
      count *= 4
    }
  }

  /// The longest start of `text`, cut between characters and followed by "…",
  /// whose width fits `width`; `text` itself when it fits whole. The result is
  /// plain text that is measured and drawn like any other, so the chip is
  /// sized to exactly what is drawn. (Pango's own ellipsising pads the "…" to
  /// fill the limit, which would put the text off-centre in its chip.)
  package func fitting(_ text: String, font: String, width: Double) throws(TagFlowError) -> (String, TextMetrics) {
    let shaped = try start(of: text, wider: width, font: font)
    let whole = try measure(shaped, font: font)
    try checkGlyphs(text, shaped: shaped, font: font)
    guard whole.width > width else { return (text, whole) }
    let characters = Array(shaped)
    func candidate(_ count: Int) -> String {
      String(String(characters.prefix(count)).reversed().drop(while: \.isWhitespace).reversed()) + "…"
    }
    // Where the whole text crosses the width left for the "…" is nearly always
    // the answer, or a character away from it: a few measures, not a search.
    let ellipsis = try measure("…", font: font).width
    let cut = try layout(shaped, font: font).byteIndex(atX: max(0, width - ellipsis))
    var guess = shaped[..<shaped.utf8.index(shaped.utf8.startIndex, offsetBy: min(cut, shaped.utf8.count))].count
    guess = min(guess, characters.count - 1)
    var fits: [Int: (String, TextMetrics)] = [:]
    var tooWide: Set<Int> = []
    func tryCount(_ count: Int) throws(TagFlowError) -> Bool {
      if fits[count] != nil { return true }
      if tooWide.contains(count) { return false }
      let shortened = candidate(count)
      let metrics = try measure(shortened, font: font)
      if metrics.width <= width {
        fits[count] = (shortened, metrics)
        return true
      }
      tooWide.insert(count)
      return false
    }
    for _ in 0..<4 {
      if try tryCount(guess) {
        if guess + 1 >= characters.count { return fits[guess]! }
        let longerFits = try tryCount(guess + 1)
        if !longerFits { return fits[guess]! }
        guess += 1
      } else {
        if guess == 0 { break }
        guess -= 1
      }
    }
    // Text whose visual order differs from its logical order (right to left) needs the search.
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

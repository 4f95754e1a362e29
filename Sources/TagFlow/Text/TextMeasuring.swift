// What laying out a job needs from text: sizes, and fonts at other sizes.

/// Measures text for the ChipScene builder. `TextMeasurer` does it with Pango and
/// the job's fonts; another conformance (fixed advances, say) lets the layout
/// of chips be built and tested without Pango, fontconfig or font files.
package protocol TextMeasuring: AnyObject {
  /// The size of `text` set in `font` (a font description, as `font(…)` returns).
  func measure(_ text: String, font: String) throws(TagFlowError) -> TextMetrics
  /// `text`, or its longest start followed by "…" that fits `width`, with its metrics.
  func fitting(_ text: String, font: String, width: Double) throws(TagFlowError) -> (String, TextMetrics)
  /// `font` with its size (in px), weight or slant replaced; `font` itself when none is.
  func font(_ font: String, pixelSize: Double?, weight: FontWeight?, slant: FontSlant?) throws(TagFlowError) -> String
  /// The size of `font` in px.
  func pixelSize(of font: String) throws(TagFlowError) -> Double
  /// `font` resolved to what CSS asks for, or `nil` when this measurer does
  /// not use real fonts (a renderer then measures the text again to write SVG text).
  func face(of font: String) throws(TagFlowError) -> FontFace?
}

extension TextMeasuring {
  /// No face: a measurer of its own making measures no real font.
  package func face(of font: String) throws(TagFlowError) -> FontFace? { nil }
}

extension TextMeasuring {
  /// The longest start of `text` (spaces before the "…" dropped) that fits
  /// `width` with an ellipsis, found by bisection on `measure`; `text` when it
  /// fits whole. `TextMeasurer` has a faster one that asks Pango where to cut.
  package func fitting(_ text: String, font: String, width: Double) throws(TagFlowError) -> (String, TextMetrics) {
    let whole = try measure(text, font: font)
    guard whole.width > width else { return (text, whole) }
    let characters = Array(text)
    func candidate(_ count: Int) -> String {
      String(String(characters.prefix(count)).reversed().drop(while: \.isWhitespace).reversed()) + "…"
    }
    var best = (candidate(0), try measure(candidate(0), font: font))
    var low = 1
    var high = characters.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let metrics = try measure(candidate(middle), font: font)
      if metrics.width <= width {
        best = (candidate(middle), metrics)
        low = middle + 1
      } else {
        high = middle - 1
      }
    }
    return best
  }
}

extension TextMeasurer: TextMeasuring {}

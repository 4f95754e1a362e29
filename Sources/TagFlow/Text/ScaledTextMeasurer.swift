// Text sizes at any font size from one measurement each: what fit-to-box searches with.

/// Measures each text once, at a reference size, and scales the metrics to
/// the size asked for. Unhinted text (`FontSystem` turns hinting off) grows in
/// proportion to its font size to within Pango's 1/1024 px units, so a search
/// over sizes costs one shaping per tag instead of one per tag and step; the
/// size it settles on is then checked with real measurements.
///
/// It only tells whether a text fits a width: text that does not is returned
/// with an ellipsis after it and the width it was given, marked cut but not
/// really shortened.
final class ScaledTextMeasurer: TextMeasuring {
  private let base: any TextMeasuring
  private var metrics: [Key: TextMetrics] = [:]
  private static let referenceSize = 100.0

  private struct Key: Hashable {
    var text: String
    /// The font at the reference size.
    var font: String
  }

  init(_ base: any TextMeasuring) {
    self.base = base
  }

  func measure(_ text: String, font: String) throws(TagFlowError) -> TextMetrics {
    let reference = try base.font(font, pixelSize: Self.referenceSize, weight: nil, slant: nil)
    let key = Key(text: text, font: reference)
    let known: TextMetrics
    if let cached = metrics[key] {
      known = cached
    } else {
      known = try base.measure(text, font: reference)
      metrics[key] = known
    }
    let scale = try base.pixelSize(of: font) / Self.referenceSize
    return TextMetrics(
      width: known.width * scale, height: known.height * scale, baseline: known.baseline * scale,
      originX: known.originX * scale, originY: known.originY * scale)
  }

  func fitting(_ text: String, font: String, width: Double) throws(TagFlowError) -> (String, TextMetrics) {
    let whole = try measure(text, font: font)
    guard whole.width > width else { return (text, whole) }
    return (text + "…", TextMetrics(width: width, height: whole.height, baseline: whole.baseline))
  }

  func font(_ font: String, pixelSize: Double?, weight: FontWeight?, slant: FontSlant?) throws(TagFlowError) -> String {
    try base.font(font, pixelSize: pixelSize, weight: weight, slant: slant)
  }

  func pixelSize(of font: String) throws(TagFlowError) -> Double {
    try base.pixelSize(of: font)
  }
}

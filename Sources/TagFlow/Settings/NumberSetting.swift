// The accepted range of every numeric setting, in one place for options, manifests and theme files.

/// A numeric setting: its command-line option, its key in manifests and theme
/// files, and the values it accepts (a look's ranges are declared with the
/// rest of each setting, in `StyleSetting`). Options, manifest keys, theme keys and
/// `Job.validate()` all check against these, so a bad value gets the same
/// words wherever it was written. The ranges keep every later computation
/// finite and every conversion to an integer exact: no value that passes can
/// make a Cairo coordinate, a Pango size or a pixel count overflow.
package struct NumberSetting: Sendable, Hashable {
  /// The command-line option without its dashes: `chip-padding`.
  package let option: String
  /// The key in manifests and theme files: `chipPadding`.
  package let key: String
  package let range: ClosedRange<Double>
  /// What the number counts, for messages: `points`, `px`, …; `nil` for a plain number.
  package let unit: String?
  /// Only whole numbers: counts of lines, tags and workers.
  package let isWhole: Bool

  package init(
    _ option: String, key: String, _ range: ClosedRange<Double>, unit: String? = "points", isWhole: Bool = false
  ) {
    self.option = option
    self.key = key
    self.range = range
    self.unit = unit
    self.isWhole = isWhole
  }

  /// Whether `value` is accepted: finite, in range and, for counts, whole.
  package func accepts(_ value: Double) -> Bool {
    value.isFinite && range.contains(value) && (!isWhole || value == value.rounded())
  }

  /// The number that `text` writes, when it is one this setting accepts.
  /// Any spelling `Double` reads is fine (`12`, `1.5`, `1e3`); `inf` and `nan` are not.
  package func value(of text: some StringProtocol) -> Double? {
    guard let value = Double(String(text)), accepts(value) else { return nil }
    return value
  }

  /// What is accepted, for messages: `a number of points from 0 to 10000`.
  package var expected: String {
    let what =
      switch (isWhole, unit) {
      case (true, _): "a whole number"
      case (false, "px"?): "a size in px"
      case (false, let unit?): "a number of \(unit)"
      case (false, nil): "a number"
      }
    return "\(what) from \(Job.format(range.lowerBound)) to \(Job.format(range.upperBound))"
  }

  /// A number as messages and help show it: `13`, not `13.0`.
  package static func format(_ value: Double) -> String {
    Job.format(value)
  }

  /// The error for a bad value of this setting, named as `field` (an option or a key).
  package func invalid(_ text: String, field: String) -> TagFlowError {
    TagFlowError.invalid(field, text, expected: expected)
  }
}

extension NumberSetting {
  /// Canvas width. Cairo's image surfaces stop at 32767 px, and its vector
  /// surfaces lose precision far beyond: wider is never drawn right.
  package static let width = NumberSetting("width", key: "width", 1...32767)
  /// Canvas height, for the same reason as `width`.
  package static let height = NumberSetting("height", key: "height", 1...32767)
  /// A tag's own flex keys in a tag list, in `ChipFlex.keys` order.
  package static let tagFlex: [String: NumberSetting] = [
    "minWidth": NumberSetting("minWidth", key: "minWidth", 0...32767),
    "maxWidth": NumberSetting("maxWidth", key: "maxWidth", 1...32767),
    "basis": NumberSetting("basis", key: "basis", 0...32767),
    "grow": NumberSetting("grow", key: "grow", 0...1_000_000, unit: nil),
    "shrink": NumberSetting("shrink", key: "shrink", 0...1_000_000, unit: nil),
  ]
  /// Text sizes: Pango keeps sizes as 1/1024 px in 32 bits, and a glyph
  /// larger than the widest canvas draws nothing useful.
  package static let fontSize = NumberSetting("font-size", key: "fontSize", 1...1000, unit: "px")
  package static let minSize = NumberSetting("min-size", key: "minSize", 1...1000, unit: "px")
  package static let maxSize = NumberSetting("max-size", key: "maxSize", 1...1000, unit: "px")
  package static let scale = NumberSetting("scale", key: "scale", 0.1...16, unit: nil)
  package static let maxLines = NumberSetting("max-lines", key: "maxLines", 1...1_000_000, unit: nil, isWhole: true)
  /// As many lines as `maxLines` may keep (CSS `flex-line-count`).
  package static let minLines = NumberSetting("min-lines", key: "minLines", maxLines.range, unit: nil, isWhole: true)
  package static let top = NumberSetting("top", key: "top", 1...1_000_000, unit: nil, isWhole: true)
  /// A tag's weight in a cloud (`tag:3`, `weight: 3`).
  package static let weight = NumberSetting("weight", key: "weight", 0...1e12, unit: nil)
  /// Worker threads of a batch (`--jobs`).
  package static let workers = NumberSetting("jobs", key: "jobs", 1...256, unit: nil, isWhole: true)

  /// Every setting: the canvas's, a look's (`StyleSetting.all`), then the rest.
  package static let all: [NumberSetting] =
    [width, height] + StyleSetting.all.compactMap(\.range) + [
      minSize, maxSize, scale, minLines, maxLines, top, weight, workers,
    ]
}

// Numbers chosen to break things: non-finite, negative, zero, tiny, huge, and each side of every range.

@testable import TagFlow

enum HostileValues {
  /// Texts that are no number or that no range accepts, for any setting.
  static let neverAccepted = ["nan", "NaN", "inf", "-inf", "infinity", "1e308", "-1e308", "1e999", "", "abc", "1,2,3"]

  /// Values around a setting's range: its ends are accepted, just beyond them is not.
  static func around(_ setting: NumberSetting) -> [(text: String, accepted: Bool)] {
    let low = setting.range.lowerBound
    let high = setting.range.upperBound
    let step = setting.isWhole ? 1.0 : 0.001
    var cases: [(String, Bool)] = [
      (NumberSetting.format(low), true), (NumberSetting.format(high), true),
      (String(low - step), false), (String(high + step), false), ("-1", false), ("1e10", high >= 1e10),
      (String(Double.greatestFiniteMagnitude), false), ("-0", low == 0), ("1e-300", low == 0 && !setting.isWhole),
    ]
    if setting.isWhole { cases.append((String(low + 0.5), false)) }
    return cases + neverAccepted.map { ($0, false) }
  }
}

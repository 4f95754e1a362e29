// The kinds of value a look's setting takes: text, numbers, pairs, colours and words.

extension StyleSetting {
  typealias Path<Value> = WritableKeyPath<Theme, Value> & Sendable

  /// The change that sets `path` to `value`.
  static func change<Value: Sendable>(_ path: Path<Value>, to value: Value) -> Change {
    { look in look[keyPath: path] = value }
  }

  /// Text taken as written: a font description.
  static func text(_ key: String, help: String, valueName: String, _ path: Path<String>) -> StyleSetting {
    StyleSetting(
      key: key, help: help, valueName: valueName, isThemeKey: true, range: nil, accepted: "text", form: .scalar,
      parse: { text in change(path, to: text) }, numbers: { _ in [] })
  }

  /// A number in `range`.
  static func number(
    _ key: String, _ range: NumberSetting, help: String, valueName: String, _ path: Path<Double>
  ) -> StyleSetting {
    StyleSetting(
      key: key, help: help, valueName: valueName, isThemeKey: true, range: range, accepted: range.expected,
      form: .scalar, parse: { text in range.value(of: text).map { change(path, to: $0) } },
      numbers: { [$0[keyPath: path]] })
  }

  /// A number in `range` for a setting that is unset by default; sizing
  /// settings (`isThemeKey: false`) are set by jobs only.
  static func number(
    _ key: String, _ range: NumberSetting, help: String, valueName: String, isThemeKey: Bool = true,
    _ path: Path<Double?>
  ) -> StyleSetting {
    StyleSetting(
      key: key, help: help, valueName: valueName, isThemeKey: isThemeKey, range: range, accepted: range.expected,
      form: .scalar, parse: { text in range.value(of: text).map { change(path, to: $0) } },
      numbers: { $0[keyPath: path].map { [$0] } ?? [] })
  }

  /// Two numbers in `range`, across and along a line; one number sets both.
  static func pair(
    _ key: String, _ range: NumberSetting, help: String, valueName: String, _ path: Path<Insets>
  ) -> StyleSetting {
    StyleSetting(
      key: key, help: help, valueName: valueName, isThemeKey: true, range: range, accepted: range.expected,
      form: .pair,
      parse: { text in
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { range.value(of: $0) }
        guard (1...2).contains(parts.count), let x = parts[0], let y = parts[parts.count - 1] else { return nil }
        return change(path, to: Insets(horizontal: x, vertical: y))
      },
      numbers: { [$0[keyPath: path].horizontal, $0[keyPath: path].vertical] })
  }

  /// A colour (`RGBAColor(parsing:)`).
  static func color(_ key: String, help: String, _ path: Path<RGBAColor>) -> StyleSetting {
    StyleSetting(
      key: key, help: help, valueName: "colour", isThemeKey: true, range: nil, accepted: RGBAColor.accepted,
      form: .color,
      parse: { text in RGBAColor(parsing: text).map { change(path, to: $0) } }, numbers: { _ in [] })
  }

  /// A colour for a setting that is unset by default (picked for contrast).
  static func color(_ key: String, help: String, _ path: Path<RGBAColor?>) -> StyleSetting {
    StyleSetting(
      key: key, help: help, valueName: "colour", isThemeKey: true, range: nil, accepted: RGBAColor.accepted,
      form: .color,
      parse: { text in RGBAColor(parsing: text).map { change(path, to: $0) } }, numbers: { _ in [] })
  }

  /// A value from words (or numbers) that `read` knows; `accepted` says which, for messages.
  static func word<Value: Sendable>(
    _ key: String, accepted: String, names: [String] = [], help: String, valueName: String,
    read: @escaping @Sendable (String) -> Value?, _ path: Path<Value?>
  ) -> StyleSetting {
    StyleSetting(
      key: key, help: help, valueName: valueName, isThemeKey: true, range: nil, accepted: accepted, form: .scalar,
      names: names, parse: { text in read(text).map { change(path, to: $0) } }, numbers: { _ in [] })
  }
}

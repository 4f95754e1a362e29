// StyleSetting: one setting of a look, declared once for options, manifests, theme files and validation.

/// One setting of a look: its key (and so its option), its help, what it
/// accepts and where a value goes. Theme files and manifests read their keys
/// from `StyleSetting.all`, `Job.validate()` checks a `Style` against it, and
/// the command line takes its option names, help and checks from it; adding
/// a setting to a look is its field and one entry in `Style.swift`, its option in
/// `StyleOptions`, and the code that uses it.
package struct StyleSetting: Sendable {
  /// What a value changes: a look is a theme (a style and its gaps).
  package typealias Change = @Sendable (inout Theme) -> Void

  /// How a value is written, which decides how YAML may spell it.
  package enum Form: Sendable {
    /// One scalar: text, a number or a word.
    case scalar
    /// A colour: a scalar, whose absence in YAML is most often an unquoted `#`.
    case color
    /// Two numbers: `X,Y` on the command line, a list `[x, y]` in YAML, or one number for both.
    case pair
  }

  /// The key in theme files and manifests (`borderWidth`); the option is its kebab-case spelling.
  package let key: String
  /// One line of help for the option.
  package let help: String
  /// What the option's value is called in help: `colour`, `points`, …
  package let valueName: String
  /// Part of a look, so a theme file may set it; sizing settings (chip flex) are not.
  package let isThemeKey: Bool
  /// The range of each number, for settings made of numbers.
  package let range: NumberSetting?
  /// What is accepted, in words, for messages.
  package let accepted: String
  package let form: Form
  /// The names a value may be, where they are a closed set (palettes, weights), for "did you mean"
  /// and the shells' completion.
  package internal(set) var names: [String] = []
  /// The change a value written as `text` makes; `nil` when the text is not accepted.
  package let parse: @Sendable (String) -> Change?
  /// The numbers of this setting that a look holds, to check them against `range`.
  let numbers: @Sendable (Theme) -> [Double]

  /// The command-line option, without dashes: `border-width`.
  package var option: String { SettingNames.optionAliases[key] ?? SettingNames.kebabCase(key) }

  /// Whether a value is two numbers (`X,Y`), as gaps and chip padding are.
  package var isPair: Bool { form == .pair }

  /// `accepted` as the command line spells pairs.
  package var acceptedOnCommandLine: String { form == .pair ? accepted + ", or two as X,Y" : accepted }

  /// Whether `text` is a value this setting accepts.
  package func accepts(_ text: String) -> Bool { parse(text) != nil }

  /// Sets the value written as `text` on `look`; `false` (and no change) when it is not accepted.
  @discardableResult
  package func apply(_ text: String, to look: inout Theme) -> Bool {
    guard let change = parse(text) else { return false }
    change(&look)
    return true
  }

  /// Sets the value written as `text` on `style`; `false` (and no change) when it is not accepted.
  @discardableResult
  package func apply(_ text: String, to style: inout Style) -> Bool {
    var look = Theme(look: style)
    defer { style = look.style }
    return apply(text, to: &look)
  }

  /// The error for a value of this setting that is not accepted, naming it as `field`;
  /// `onCommandLine` says what is accepted as the command line spells it.
  package func invalid(_ text: String, field: String, onCommandLine: Bool = false) -> TagFlowError {
    .invalid(
      field, text, expected: onCommandLine ? acceptedOnCommandLine : accepted,
      among: form == .color ? Array(RGBAColor.cssNames.keys) : names)
  }

  /// The first number `look` holds for this setting outside its range, as an error naming the key.
  func problem(in look: Theme) -> TagFlowError? {
    guard let range, let bad = numbers(look).first(where: { !range.accepts($0) }) else { return nil }
    return range.invalid(Job.format(bad), field: key)
  }
}

extension StyleSetting: Equatable {
  /// Settings are told apart by their key, which is unique.
  package static func == (lhs: StyleSetting, rhs: StyleSetting) -> Bool { lhs.key == rhs.key }
}

// A look's option as typed, named, explained and checked by its StyleSetting.

import ArgumentParser
import TagFlow
import TagFlowBatch

/// The text given to a look's option. Any text parses, so that `validate()`
/// checks it with its `StyleSetting` and says what is accepted in the same
/// words as a manifest; options of this type read `-1` as a value, not as an option.
struct SettingArgument: ExpressibleByArgument {
  let text: String

  init(argument: String) {
    text = argument
  }

  var defaultValueDescription: String { text }
}

extension StyleSetting {
  /// Checks an option's value; the error names the option as typed, `--border-width`.
  func check(_ argument: SettingArgument) throws {
    guard !accepts(argument.text) else { return }
    throw ValidationError(
      invalid(argument.text, field: key, onCommandLine: true).message(naming: .option(option, for: key)))
  }
}

extension NameSpecification {
  /// The option of a look's setting: `--border-width` for `borderWidth`.
  static func setting(_ setting: StyleSetting) -> NameSpecification { .customLong(setting.option) }
}

extension ArgumentHelp {
  /// The help of a look's setting, with the name of its value.
  static func setting(_ setting: StyleSetting) -> ArgumentHelp {
    ArgumentHelp(setting.help, valueName: setting.valueName)
  }
}

extension JobSetting {
  /// Checks a number option's value; the error names the option as typed, `--width`.
  func check(_ argument: NumberArgument?) throws {
    try range?.check(argument)
  }
}

extension NameSpecification {
  /// The option of a job's setting: `--align-content` for `alignContent`.
  static func setting<Value>(_ setting: JobSetting<Value>) -> NameSpecification { .customLong(setting.option) }
}

extension NameSpecification.Element {
  /// The option of a job's setting beside other names: `[.short, .setting(.width)]`.
  static func setting<Value>(_ setting: JobSetting<Value>) -> NameSpecification.Element {
    .customLong(setting.option)
  }
}

extension ArgumentHelp {
  /// The help of a job's setting, with the name of its value where it has one.
  static func setting<Value>(_ setting: JobSetting<Value>) -> ArgumentHelp {
    ArgumentHelp(setting.help, valueName: setting.valueName)
  }
}

// Command-line spellings of TagFlow's value types.

import ArgumentParser
import FlowLayout
import TagFlow

/// A value from a closed set of keywords, each its raw value: `--format png`.
///
/// ArgumentParser lists such values through a key path that it instantiates anew each time
/// an option's definition is built, which is a few times per option at every start (about
/// 70,000 instructions each, by callgrind); this lists the same strings without one.
protocol KeywordArgument: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {}

extension KeywordArgument {
  /// Every keyword, in declaration order: what `--help` lists and completion offers.
  public static var allValueStrings: [String] { allCases.map { $0.rawValue } }
}

extension OutputFormat: KeywordArgument {}
extension PNGCompression: KeywordArgument {}
extension WeightScale: KeywordArgument {}
extension TagOrder: KeywordArgument {}
extension Justify: KeywordArgument {
  /// The CSS `justify-content` keyword, as `--justify` takes it.
  public init?(argument: String) {
    self.init(css: argument)
  }
}
extension Align: KeywordArgument {
  /// The CSS `align-items` keyword, as `--align` takes it; chips are not stretched
  /// (their text would stay at the top), so `stretch` is for `layout --boxes` only.
  public init?(argument: String) {
    guard let align = Align(css: argument), align != .stretch else { return nil }
    self = align
  }

  /// The values `--align` lists in its help: every alignment but `stretch`.
  public static var allValueStrings: [String] { allCases.filter { $0 != .stretch }.map(\.rawValue) }
}
extension AlignContent: KeywordArgument {
  /// The CSS `align-content` keyword, as `--align-content` takes it.
  public init?(argument: String) {
    self.init(css: argument)
  }
}
extension WrapMode: KeywordArgument {}
extension Direction: KeywordArgument {}
extension FlexDistribution: KeywordArgument {}
extension ChipHeight: KeywordArgument {}

/// A number as typed. Any text parses, so that `validate()` checks it against
/// its `NumberSetting` and says what is accepted, in the same words as a
/// manifest; options of this type read `-1` as a value, not as an option.
struct NumberArgument: ExpressibleByArgument {
  let text: String
  /// The number; NaN, which no setting accepts, when the text is none.
  let value: Double

  init(_ value: Double) {
    text = NumberSetting.format(value)
    self.value = value
  }

  init(argument: String) {
    text = argument
    value = Double(argument) ?? .nan
  }

  /// The value of a count, once validated.
  var whole: Int? { Int(exactly: value) }

  var defaultValueDescription: String { text }
}

extension NumberSetting {
  /// Checks an option's value; the error names the option as typed, `--width`.
  func check(_ argument: NumberArgument?) throws {
    guard let argument, !accepts(argument.value) else { return }
    throw ValidationError(invalid(argument.text, field: key).message(naming: .option(option, for: key)))
  }
}

/// Two colours written `FROM,TO`.
struct Ramp: ExpressibleByArgument {
  var ramp: ColorRamp

  init?(argument: String) {
    let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2, let from = RGBAColor(parsing: String(parts[0])),
      let to = RGBAColor(parsing: String(parts[1]))
    else {
      return nil
    }
    ramp = ColorRamp(from: from, to: to)
  }
}

// The table of a look's settings: names, spellings of values, and settings that affect one another.

import Testing

@testable import TagFlow
@testable import TagFlowBatch
@testable import TagFlowReaders

@Suite struct StyleSettingTests {
  @Test func keysAreUniqueAndThemeFilesTakeTheLookOnes() {
    let keys = StyleSetting.all.map(\.key)
    #expect(Set(keys).count == keys.count)
    #expect(StyleSetting.named.count == keys.count)
    let themeKeys = Set(Theme.fileKeys).subtracting(["name", "description", "extends"])
    #expect(themeKeys == Set(StyleSetting.all.filter(\.isThemeKey).map(\.key)))
    // Sizing is not part of a look.
    #expect(!themeKeys.contains("minChipWidth") && !themeKeys.contains("chipGrow"))
    for setting in StyleSetting.all {
      #expect(setting.option == SettingNames.kebabCase(setting.key))
      #expect(SettingNames.manifestKeys.contains(setting.key))
      // The same option as the manifest key's, which `option` spells without the table of keys.
      #expect(SettingNames.option(forKey: setting.key) == setting.option)
    }
  }

  @Test func optionsAreTheKeysInKebabCase() {
    #expect(SettingNames.kebabCase("maxChipWidth") == "max-chip-width")
    #expect(SettingNames.kebabCase("font") == "font")
    #expect(SettingNames.kebabCase("chipHeight") == "chip-height")
    #expect(SettingNames.kebabCase("alignContent") == "align-content")
    #expect(SettingNames.kebabCase("") == "")
  }

  @Test func pairsTakeOneNumberOrTwo() {
    var style = Style()
    #expect(StyleSetting.chipPadding.apply("5", to: &style))
    #expect(style.chipPadding == Insets(horizontal: 5, vertical: 5))
    #expect(StyleSetting.chipPadding.apply("7,2.5", to: &style))
    #expect(style.chipPadding == Insets(horizontal: 7, vertical: 2.5))
    for text in ["", ",", "1,", ",1", "1,2,3", "1;2", "-1,2", "2,1001", "nan,1"] {
      #expect(!StyleSetting.chipPadding.apply(text, to: &style), "'\(text)'")
      #expect(style.chipPadding == Insets(horizontal: 7, vertical: 2.5), "'\(text)' changed it")
    }
  }

  @Test func radiusIsPointsOrCapsule() {
    var style = Style()
    #expect(StyleSetting.radius.apply("4", to: &style) && style.cornerRadius == 4)
    #expect(StyleSetting.radius.apply("Capsule", to: &style) && style.cornerRadius == nil)
    #expect(!StyleSetting.radius.accepts("round"))
  }

  /// A border colour alone draws 1 pt, whichever way it is given; a width given beside it wins
  /// wherever it stands in a file, as on the command line.
  @Test func aBorderColourAloneDrawsOnePoint() throws {
    var style = Style()
    StyleSetting.borderColor.apply("red", to: &style)
    #expect(style.borderWidth == 1)
    style.borderWidth = 3
    StyleSetting.borderColor.apply("blue", to: &style)
    #expect(style.borderWidth == 3)

    for file in ["borderColor: red\n", "borderWidth: 0\nborderColor: red\n", "borderColor: red\nborderWidth: 0\n"] {
      let theme = try Theme.parse(file, file: "t.yaml")
      #expect(theme.style.borderColor == RGBAColor(parsing: "red"))
      #expect(theme.style.borderWidth == (file.contains("borderWidth") ? 0 : 1), "\(file)")
    }
    for job in ["{borderWidth: 0, borderColor: red}", "{borderColor: red, borderWidth: 0}", "{borderColor: red}"] {
      let manifest = Manifest.parse(
        "jobs:\n  - {output: a.png, tags: [a], \(job.dropFirst())\n", file: "m.yaml", folder: "")
      let drawn = try #require(manifest.jobs.first, "\(manifest.problems)")
      #expect(drawn.job.style.borderWidth == (job.contains("borderWidth") ? 0 : 1), "\(job)")
    }
  }

  /// A value a setting refuses is named by key in a file and by option on the command line.
  @Test func errorsSayWhatIsAccepted() {
    // The library no longer guesses the command line from a field spelt "--gap": the caller says so.
    let error = StyleSetting.gap.invalid("1,x", field: "gap", onCommandLine: true)
    #expect(
      error.message(naming: SettingNaming { $0 == "gap" ? "--gap" : nil })
        == "--gap: '1,x' is not valid; expected a number of points from 0 to 10000, or two as X,Y")
    #expect(StyleSetting.fill.invalid("nope", field: "fill").message.hasSuffix("expected \(RGBAColor.accepted)"))
  }
}

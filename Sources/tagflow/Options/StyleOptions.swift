// How chips look: theme, palette, font, colours, border, padding, corners.

import ArgumentParser
import TagFlow
import TagFlowReaders

/// Every look option is optional: what is not given comes from `--theme` (default `light`).
/// Names, help and checks come from `StyleSetting`; each option is declared here
/// because ArgumentParser finds options by their properties.
struct StyleOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "A built-in theme (see 'tagflow themes') or a YAML theme file; other options override it (default: light).",
      valueName: "name|file"),
    completion: .themes)
  var theme: String?

  @Option(name: .setting(.palette), parsing: .unconditional, help: .setting(.palette), completion: .setting(.palette))
  var palette: SettingArgument?

  @Option(
    name: .setting(.paletteColors), parsing: .unconditional, help: .setting(.paletteColors),
    completion: .setting(.paletteColors))
  var paletteColors: SettingArgument?

  @Option(name: .setting(.font), parsing: .unconditional, help: .setting(.font), completion: .setting(.font))
  var font: SettingArgument?

  @Option(
    name: .setting(.fontSize), parsing: .unconditional, help: .setting(.fontSize), completion: .setting(.fontSize))
  var fontSize: SettingArgument?

  @Option(
    name: .setting(.fontWeight), parsing: .unconditional, help: .setting(.fontWeight), completion: .setting(.fontWeight)
  )
  var fontWeight: SettingArgument?

  @Option(
    name: .setting(.fontStyle), parsing: .unconditional, help: .setting(.fontStyle), completion: .setting(.fontStyle))
  var fontStyle: SettingArgument?

  @Option(
    name: .customLong("font-file"), parsing: .upToNextOption,
    help: ArgumentHelp("Load TTF/OTF font files for this run (one or more: fonts/*.ttf).", valueName: "path"),
    completion: .file(extensions: ["ttf", "otf", "ttc"]))
  var fontFiles: [String] = []

  @Flag(name: .setting(.systemFonts), inversion: .prefixedNo, help: .setting(.systemFonts))
  var systemFonts = true

  @Option(
    name: .setting(.textColor), parsing: .unconditional, help: .setting(.textColor), completion: .setting(.textColor))
  var textColor: SettingArgument?

  @Option(name: .setting(.fill), parsing: .unconditional, help: .setting(.fill), completion: .setting(.fill))
  var fill: SettingArgument?

  @Option(
    name: .setting(.background), parsing: .unconditional, help: .setting(.background), completion: .setting(.background)
  )
  var background: SettingArgument?

  @Option(
    name: .setting(.borderColor), parsing: .unconditional, help: .setting(.borderColor),
    completion: .setting(.borderColor))
  var borderColor: SettingArgument?

  @Option(
    name: .setting(.borderWidth), parsing: .unconditional, help: .setting(.borderWidth),
    completion: .setting(.borderWidth))
  var borderWidth: SettingArgument?

  @Option(name: .setting(.accent), parsing: .unconditional, help: .setting(.accent), completion: .setting(.accent))
  var accent: SettingArgument?

  @Option(
    name: .setting(.accentTextColor), parsing: .unconditional, help: .setting(.accentTextColor),
    completion: .setting(.accentTextColor))
  var accentTextColor: SettingArgument?

  @Option(
    name: .setting(.chipPadding), parsing: .unconditional, help: .setting(.chipPadding),
    completion: .setting(.chipPadding))
  var chipPadding: SettingArgument?

  @Option(name: .setting(.padding), parsing: .unconditional, help: .setting(.padding), completion: .setting(.padding))
  var padding: SettingArgument?

  @Option(name: .setting(.radius), parsing: .unconditional, help: .setting(.radius), completion: .setting(.radius))
  var radius: SettingArgument?

  @Option(
    name: .setting(.minChipWidth), parsing: .unconditional, help: .setting(.minChipWidth),
    completion: .setting(.minChipWidth))
  var minChipWidth: SettingArgument?

  @Option(
    name: .setting(.maxChipWidth), parsing: .unconditional, help: .setting(.maxChipWidth),
    completion: .setting(.maxChipWidth))
  var maxChipWidth: SettingArgument?

  @Option(
    name: .setting(.chipBasis), parsing: .unconditional, help: .setting(.chipBasis), completion: .setting(.chipBasis))
  var chipBasis: SettingArgument?

  @Option(
    name: .setting(.chipGrow), parsing: .unconditional, help: .setting(.chipGrow), completion: .setting(.chipGrow))
  var chipGrow: SettingArgument?

  @Option(
    name: .setting(.chipShrink), parsing: .unconditional, help: .setting(.chipShrink), completion: .setting(.chipShrink)
  )
  var chipShrink: SettingArgument?

  /// Each look option with its setting, in `StyleSetting.all` order.
  private var given: [(StyleSetting, SettingArgument?)] {
    [
      (.palette, palette), (.paletteColors, paletteColors), (.font, font), (.fontSize, fontSize),
      (.fontWeight, fontWeight), (.fontStyle, fontStyle),
      (.textColor, textColor), (.fill, fill), (.background, background), (.borderColor, borderColor),
      (.borderWidth, borderWidth), (.accent, accent), (.accentTextColor, accentTextColor),
      (.chipPadding, chipPadding), (.padding, padding), (.radius, radius), (.minChipWidth, minChipWidth),
      (.maxChipWidth, maxChipWidth), (.chipBasis, chipBasis), (.chipGrow, chipGrow), (.chipShrink, chipShrink),
    ]
  }

  func validate() throws {
    for case (let setting, let argument?) in given { try setting.check(argument) }
  }

  /// Sets what was given on the command line over the theme's style.
  func apply(to style: inout Style) {
    for case (let setting, let argument?) in given where setting != .textColor {
      setting.apply(argument.text, to: &style)
    }
    // Unlike a theme's, the command line's text colour is used even where it is hard to read.
    if let textColor { style.textColor = RGBAColor(parsing: textColor.text) }
  }

  var fonts: FontSet { FontSet(files: fontFiles, includesSystemFonts: systemFonts) }
}

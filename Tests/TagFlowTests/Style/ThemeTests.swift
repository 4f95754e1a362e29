// Themes: the presets, theme files, and errors that name the file, line and key.

import Testing

@testable import TagFlow
@testable import TagFlowReaders

@Suite struct ThemeTests {
  @Test func presetsHaveUniqueNamesAndSummaries() {
    let names = Theme.presets.map(\.name)
    #expect(Set(names).count == names.count)
    for required in ["light", "dark", "outline", "solid"] { #expect(names.contains(required)) }
    #expect(Theme.presets.allSatisfy { !$0.summary.isEmpty && !$0.summary.contains("\n") })
    #expect(Theme.light.style == Style(), "light is the default look")
  }

  @Test func applyKeepsChipWidthLimits() {
    var job = Fixtures.job(["a"])
    job.style.maxChipWidth = 80
    job.layout.gapX = 2
    Theme.dark.apply(to: &job)
    #expect(job.style.maxChipWidth == 80)
    #expect(job.style.background == Theme.dark.style.background)
    #expect(job.layout.gapX == 8)
  }

  @Test func fileOverridesItsBase() throws {
    let theme = try Theme.parse(
      """
      # A theme of my own.
      name: ocean
      description: deep blue chips
      extends: dark
      fill: "#1E3A8A"
      textColor: white
      borderWidth: 0
      radius: 6
      chipPadding: [10, 4]
      gap: 6
      fontWeight: semibold
      fontStyle: italic
      fontSize: 14
      palette: deep
      accentTextColor: "#000"
      """, file: "ocean.yaml")
    #expect(theme.name == "ocean" && theme.summary == "deep blue chips")
    #expect(theme.style.background == Theme.dark.style.background, "from 'extends: dark'")
    #expect(theme.style.fill == RGBAColor(rgb: 0x1E3A8A))
    #expect(theme.style.preferredTextColor == .white)
    #expect(theme.style.textColor == nil, "a theme's text colour is a preference, kept only where readable")
    #expect(theme.style.borderWidth == 0)
    #expect(theme.style.cornerRadius == 6)
    #expect(theme.style.chipPadding == Insets(horizontal: 10, vertical: 4))
    #expect(theme.gap == Insets(horizontal: 6, vertical: 6))
    #expect(theme.style.fontWeight == FontWeight(value: 600))
    #expect(theme.style.fontSlant == .italic)
    #expect(theme.style.fontSize == 14)
    #expect(theme.style.palette == .deep)
    #expect(theme.style.accentTextColor == .black)
  }

  @Test func jsonIsAThemeFileToo() throws {
    let theme = try Theme.parse(
      ##"{"extends": "outline", "radius": "capsule", "borderColor": "#000"}"##, file: "t.json")
    #expect(theme.style.cornerRadius == nil)
    #expect(theme.style.borderColor == .black)
    #expect(theme.style.fill == .transparent)
  }

  /// Each bad file: its text, and the start of the one error line.
  @Test(arguments: [
    ("fill: blurple\n", "t.yaml:1:7: fill: 'blurple' is not valid; expected #RGB"),
    ("padding: 4\nfil: '#fff'\n", "t.yaml:2:1: unknown key 'fil' in a theme; did you mean 'fill'? accepted: name,"),
    ("fill: #E8EEF7\n", "t.yaml:1:6: fill: no colour given; quote colours in YAML"),
    ("radius: -3\n", "t.yaml:1:9: radius: '-3' is not valid; expected a number of points from 0 to 10000 or 'capsule'"),
    (
      "borderWidth: wide\n", "t.yaml:1:14: borderWidth: 'wide' is not valid; expected a number of points from 0 to 1000"
    ),
    ("fontSize: 0\n", "t.yaml:1:11: fontSize: '0' is not valid; expected a size in px from 1 to 1000"),
    ("extends: neon\n", "t.yaml:1:10: extends: 'neon' is not valid; expected one of light, dark"),
    ("palette: rainbow\n", "t.yaml:1:10: palette: 'rainbow' is not valid; expected one of pastel"),
    ("fontWeight: heavyish\n", "t.yaml:1:13: fontWeight: 'heavyish' is not valid; expected a number from 100"),
    ("- fill\n", "t.yaml:1:1: a theme: expected a mapping of name,"),
    ("fill: [1, 2\n", "t.yaml:2:1: not valid YAML"),
    ("", "t.yaml:1:1: the theme file is empty"),
  ])
  func badFileGetsOneLocatedLine(text: String, start: String) {
    do {
      _ = try Theme.parse(text, file: "t.yaml")
      Issue.record("no error for \(text)")
    } catch {
      #expect(error.message.hasPrefix(start), "\(error.message)")
      #expect(!error.message.contains("\n"))
    }
  }

  @Test func resolveFindsPresetsThenFiles() throws {
    #expect(try Theme.resolve("DARK") == Theme.dark)
    do {
      _ = try Theme.resolve("neon")
      Issue.record("no error")
    } catch {
      #expect(error.message.hasPrefix("theme: 'neon' is not valid; expected one of light, dark, outline, solid"))
    }
  }
}

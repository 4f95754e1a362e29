// Text no font can draw is found, named by script, and matched with the packages whose fonts cover it.

import Testing

@testable import TagFlow

@Suite struct MissingGlyphTests {
  /// DejaVu Sans alone: what a machine set up with only fonts-dejavu-core has.
  static let dejaVuOnly = FontSet(files: [Fixtures.path("Fonts/DejaVuSans.ttf")], includesSystemFonts: false)

  static let uncovered: [(text: String, script: String, package: String)] = [
    ("日本語", "Han", "fonts-noto-cjk"), ("ひらがな", "Hiragana", "fonts-noto-cjk"),
    ("カタカナ", "Katakana", "fonts-noto-cjk"), ("한국어", "Hangul", "fonts-noto-cjk"),
    ("हिन्दी", "Devanagari", "fonts-noto-core"), ("ภาษาไทย", "Thai", "fonts-noto-core"),
    ("বাংলা", "Bengali", "fonts-noto-core"), ("தமிழ்", "Tamil", "fonts-noto-core"),
    ("🚀 launch", "Emoji", "fonts-noto-color-emoji"), ("ok 👍🏽", "Emoji", "fonts-noto-color-emoji"),
  ]

  @Test(arguments: uncovered.indices)
  func uncoveredScriptsAreNamedWithTheirPackage(index: Int) throws {
    let (text, script, package) = Self.uncovered[index]
    let measurer = try TextMeasurer(fonts: Self.dejaVuOnly)
    _ = try ChipScene(Job(tags: [TagItem("swift"), TagItem(text)], fonts: Self.dejaVuOnly), measurer: measurer)
    let missing = measurer.missingGlyphs
    #expect(missing.tags == [text])
    #expect(missing.scripts == [script])
    #expect(missing.packages == [package])
    // The fonts were the loaded files alone: a package would not be used, a font file would.
    #expect(missing.message.contains(script) && missing.message.contains(text) && !missing.message.contains(package))
  }

  /// The advice fits the run: packages where the installed fonts are used, a font file where
  /// they are left out; and "drawn as boxes" only where the image was drawn.
  @Test(arguments: [
    (
      true, true,
      "no installed font can draw some characters of '日本語' (Han); they are drawn as boxes. Install "
        + "fonts-noto-cjk (apt-get install), or pass --font-file with a font that covers them"
    ),
    (
      true, false,
      "no installed font can draw some characters of '日本語' (Han); nothing was drawn. Install "
        + "fonts-noto-cjk (apt-get install), or pass --font-file with a font that covers them"
    ),
    (
      false, true,
      "no font of --font-file (the installed ones left out) can draw some characters of '日本語' (Han); they are "
        + "drawn as boxes. Pass --font-file with a font that covers them"
    ),
    (
      false, false,
      "no font of --font-file (the installed ones left out) can draw some characters of '日本語' (Han); nothing "
        + "was drawn. Pass --font-file with a font that covers them"
    ),
  ])
  func adviceFitsTheFontsAndWhatWasDrawn(systemFonts: Bool, drawn: Bool, message: String) {
    var missing = MissingGlyphs()
    missing.add(tag: "日本語", characters: Array("日本".unicodeScalars), systemFonts: systemFonts)
    let naming = SettingNaming { $0 == "fontFiles" ? "--font-file" : nil }
    #expect(missing.message(naming: naming, drawn: drawn) == message)
    let strict = TagFlowError.missingGlyphs(missing).message(naming: naming)
    #expect(strict == missing.message(naming: naming, drawn: false))
  }

  @Test func everyScriptOnceInOneMessage() throws {
    let measurer = try TextMeasurer(fonts: Self.dejaVuOnly)
    let tags = Self.uncovered.map { TagItem($0.text) } + Self.uncovered.map { TagItem($0.text) }
    _ = try ChipScene(Job(tags: tags, fonts: Self.dejaVuOnly), measurer: measurer)
    let missing = measurer.missingGlyphs
    #expect(missing.tags.count == Self.uncovered.count)
    #expect(Set(missing.packages) == ["fonts-noto-cjk", "fonts-noto-core", "fonts-noto-color-emoji"])
    #expect(!missing.message.contains("\n"))
  }

  /// Latin, Greek, Cyrillic, Arabic and Hebrew are in DejaVu Sans; the fixture fonts cover every script above.
  @Test func coveredTextIsNotReported() throws {
    let measurer = try TextMeasurer(fonts: Self.dejaVuOnly)
    _ = try ChipScene(
      Job(
        tags: ["café", "naïve", "Ελληνικά", "русский", "עברית", "e\u{301}"].map { TagItem($0) }, fonts: Self.dejaVuOnly),
      measurer: measurer)
    #expect(measurer.missingGlyphs.isEmpty, "\(measurer.missingGlyphs)")
    let all = try Fixtures.measurer()
    _ = try ChipScene(
      Job(tags: ["日本語", "हिन्दी", "ภาษาไทย", "🚀 launch"].map { TagItem($0) }, fonts: Fixtures.fonts), measurer: all)
    #expect(all.missingGlyphs.isEmpty, "\(all.missingGlyphs)")
  }

  /// An ellipsised tag is reported by its whole text, once.
  @Test func shortenedTagsAreReportedWhole() throws {
    let measurer = try TextMeasurer(fonts: Self.dejaVuOnly)
    let long = String(repeating: "日本語", count: 200)
    _ = try ChipScene(Job(tags: [TagItem(long)], width: 200, fonts: Self.dejaVuOnly), measurer: measurer)
    #expect(measurer.missingGlyphs.tags == [long])
  }
}

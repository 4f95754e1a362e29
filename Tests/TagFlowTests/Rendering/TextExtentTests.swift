// What Pango measured is what Cairo drew: text ink fills the measured text area, centred in its chip.

import TagFlow
import Testing

/// If drawing used other font options than measuring (hint metrics are on by default for
/// image surfaces), glyph advances would round to whole pixels and the drawn text would
/// grow or shrink against its chip: the ink would leave the measured area or sit off-centre.
@Suite struct TextExtentTests {
  /// Tags per script; CJK only from the characters of scripts/fonts/cjk.txt (the font is a subset).
  /// Devanagari is left out on purpose: its vowel signs may overhang the logical rectangle,
  /// as the font designs them (`क्षेत्र` inks 1.1 px past it).
  static let scripts: [(name: String, tags: [String])] = [
    ("Latin", Fixtures.tags),
    ("CJK", ["日本語", "中文", "标签", "한국어", "東京", "開発", "数据库", "机器学习", "프론트엔드", "ひらがな", "カタカナ", "進行中", "バグ"]),
    ("Arabic", ["مرحبا", "العربية", "برمجة", "تصميم", "مفتوح المصدر", "بيانات", "اختبار"]),
    ("Hebrew", ["שלום", "עברית", "תכנות", "קוד פתוח", "בדיקות", "עיצוב", "מסמכים"]),
    ("Thai", ["ภาษาไทย", "สวัสดี", "การเขียนโปรแกรม", "ทดสอบ", "เอกสาร", "น้ำ", "ผู้ใช้"]),
    ("Accents", ["café", "cafe\u{301}", "naïve", "Ångström", "Tiếng Việt", "Đà Nẵng", "Dvořák"]),
    ("Bidi", ["C++ في العربية", "HTML5 בעברית", "العربية 2024", "גרסה 3.1"]),
  ]

  /// The ink's horizontal extent lies within the measured text area (the text's logical width,
  /// centred in the chip) ± 1 px, and the space left of the ink equals the space right of it
  /// within 2 px (side bearings differ from glyph to glyph: `日` starts 2 px into its box).
  @Test(arguments: scripts.map(\.name))
  func inkLiesInTheMeasuredTextArea(script: String) throws {
    let tags = try #require(Self.scripts.first { $0.name == script }).tags
    let rendered = try RenderedJob(ProbeStyle.job(tags, width: 480))
    let image = try rendered.bitmap(.png)
    for chip in rendered.scene.chips {
      let measured = try rendered.measurer.measure(chip.text, font: chip.font)
      let areaLeft = chip.frame.x + (chip.frame.width - measured.width) / 2
      let areaRight = areaLeft + measured.width
      let ink = try #require(inkColumns(in: image, chip: chip), "no ink in chip '\(chip.text)'")
      // Column c covers [c, c + 1).
      let (inkLeft, inkRight) = (Double(ink.lowerBound), Double(ink.upperBound + 1))
      #expect(
        inkLeft >= areaLeft - 1 && inkRight <= areaRight + 1,
        "'\(chip.text)': ink \(inkLeft)..<\(inkRight) leaves the measured area \(areaLeft)..<\(areaRight)")
      let leftMargin = inkLeft - chip.frame.x
      let rightMargin = chip.frame.maxX - inkRight
      #expect(
        abs(leftMargin - rightMargin) <= 2,
        "'\(chip.text)' is off-centre: \(leftMargin) px left of the ink, \(rightMargin) px right of it")
    }
  }

  /// Text cut with an ellipsis (`maxChipWidth`) is centred like any other. Pango reports the
  /// width limit (144 pt here) as the ellipsised layout's logical width, not the width of what
  /// remains, so the chip is sized to the limit and the shorter text sits at its left.
  @Test func ellipsisedTextIsCentred() throws {
    var job = ProbeStyle.job(["short", "a-tag-far-too-long-for-this-canvas"], width: 200)
    job.style.maxChipWidth = 168
    let rendered = try RenderedJob(job)
    let image = try rendered.bitmap(.png)
    let chip = rendered.scene.chips[1]
    #expect(chip.frame.width <= 168)
    let ink = try #require(inkColumns(in: image, chip: chip))
    let leftMargin = Double(ink.lowerBound) - chip.frame.x
    let rightMargin = chip.frame.maxX - Double(ink.upperBound + 1)
    #expect(
      abs(leftMargin - rightMargin) <= 2,
      "ellipsised text is off-centre: \(leftMargin) px left of the ink, \(rightMargin) px right of it")
  }
}

/// In a tag cloud every chip has its own font size; each is measured and drawn in that size.
@Suite struct CloudTextExtentTests {
  @Test func inkLiesInTheMeasuredTextAreaAtEverySize() throws {
    var job = ProbeStyle.job([], width: 480)
    job.tags = try ["swift:1", "linux:3", "pango:6", "cairo:10", "日本語:8", "עברית:4", "naïve:2"].map {
      try TagItem(argument: $0)
    }
    job.cloud = TagCloud(minSize: 10, maxSize: 34)
    job.layout.align = .baseline
    let rendered = try RenderedJob(job)
    let image = try rendered.bitmap(.png)
    #expect(Set(rendered.scene.chips.map(\.font)).count == 7)
    for chip in rendered.scene.chips {
      let measured = try rendered.measurer.measure(chip.text, font: chip.font)
      let areaLeft = chip.frame.x + (chip.frame.width - measured.width) / 2
      let ink = try #require(inkColumns(in: image, chip: chip), "no ink in chip '\(chip.text)'")
      let (inkLeft, inkRight) = (Double(ink.lowerBound), Double(ink.upperBound + 1))
      #expect(
        inkLeft >= areaLeft - 1 && inkRight <= areaLeft + measured.width + 1,
        "'\(chip.text)' at \(chip.font): ink \(inkLeft)..<\(inkRight) leaves \(areaLeft)..<\(areaLeft + measured.width)"
      )
    }
  }
}

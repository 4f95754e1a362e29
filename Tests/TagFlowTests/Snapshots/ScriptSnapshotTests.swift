// Reference images of every script TagFlow must draw right: RTL, Indic, Thai, combining marks, emoji.

import FlowLayout
import TagFlow
import Testing

/// With the fixture fonts only (Fixtures/Fonts), so any tofu box or wrong glyph shows up here
/// and not only on some machine. CJK and emoji only from scripts/fonts/*.txt: those fonts are subsets.
@Suite struct ScriptSnapshotTests {
  /// Right to left inside each chip; the chips still flow left to right.
  @Test func hebrew() {
    let tags = ["שלום", "עברית", "תכנות", "קוד פתוח", "בדיקות", "עיצוב", "מסמכים"]
    assertSnapshot(of: Fixtures.job(tags, width: 320), named: "hebrew")
  }

  /// Thai stacks vowels and tone marks above and below: the chips must be tall enough.
  @Test func thai() {
    let tags = ["ภาษาไทย", "สวัสดี", "การเขียนโปรแกรม", "ทดสอบ", "เอกสาร", "น้ำ", "ผู้ใช้"]
    assertSnapshot(of: Fixtures.job(tags, width: 320), named: "thai")
  }

  /// Precomposed and decomposed accents (e + U+0301), stacked Vietnamese marks, and letters with
  /// marks above and below.
  @Test func combiningAccents() {
    let tags = [
      "café", "cafe\u{301}", "naïve", "Ångström", "Tiếng Việt", "Đà Nẵng", "Zürich", "São Paulo", "Dvořák", "Ø̈",
      "q̣̈",
    ]
    assertSnapshot(of: Fixtures.job(tags, width: 360), named: "combining-accents")
  }

  /// Arabic and Hebrew words with Latin and digits inside one chip: the bidi algorithm orders them.
  @Test func bidiMixed() {
    let tags = ["C++ في العربية", "HTML5 בעברית", "العربية 2024", "גרסה 3.1", "swift"]
    assertSnapshot(of: Fixtures.job(tags, width: 360), named: "bidi-mixed")
  }

  /// ZWJ sequences (one glyph each), a skin tone and a flag, in colour, at twice the pixels.
  @Test func emojiSequences() {
    let tags = ["👩‍💻", "👨‍👩‍👧", "🏳️‍🌈", "👍🏽", "🚀 launch", "🧪 test", "🎉"]
    assertSnapshot(of: Fixtures.job(tags, width: 300), scale: 2, named: "emoji-sequences")
  }

  /// Every script in one weighted cloud: sizes change per chip, and text still fits each chip.
  @Test func scriptsCloud() throws {
    var job = Fixtures.job([], width: 420)
    job.tags = try [
      "swift:9", "日本語:6", "العربية:4", "עברית:3", "हिन्दी:5", "ภาษาไทย:2", "한국어:7", "🚀 launch:8", "naïve:1",
    ].map { try TagItem(argument: $0) }
    job.cloud = TagCloud(minSize: 12, maxSize: 26)
    job.layout.align = .baseline
    assertSnapshot(of: job, named: "scripts-cloud")
  }
}

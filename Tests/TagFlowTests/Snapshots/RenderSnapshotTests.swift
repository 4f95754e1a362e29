// Reference images of rendered tag lists: scripts, widths, scale, background, justify.

import FlowLayout
import TagFlow
import Testing

/// Each test renders one job with the fixture fonts and compares it with
/// `Fixtures/Snapshots/<name>.png` (or `.svg`) through TagFlowTesting. A new one is recorded
/// by the first local run, which fails so someone looks at it; CI (`CI` set) never records.
@Suite struct RenderSnapshotTests {
  /// Short tags that show wrapping without making big images.
  private static let shortTags = ["swift", "linux", "pango", "cairo", "flexbox", "layout", "png", "svg", "pdf"]

  @Test func plainList() {
    assertSnapshot(of: Fixtures.job(Fixtures.tags, width: 480), named: "plain-list")
  }

  @Test func plainListSVG() {
    assertSnapshot(of: Fixtures.job(Fixtures.tags, width: 480), format: .svg, named: "plain-list")
  }

  /// No two chips fit side by side: one chip per line.
  @Test func narrowWidth() {
    assertSnapshot(of: Fixtures.job(["swift", "linux", "pango", "cairo"], width: 120), named: "narrow-width")
  }

  /// The long chip sits alone on its line, its text ellipsised so it fits the line.
  @Test func chipWiderThanWidth() {
    let job = Fixtures.job(["short", "a-tag-far-too-long-for-this-canvas", "next"], width: 200)
    assertSnapshot(of: job, named: "chip-wider-than-width")
  }

  /// The same with a canvas that hugs its content: it shrinks to the widest line.
  @Test func chipWiderThanWidthFit() {
    var job = Fixtures.job(["short", "a-tag-far-too-long-for-this-canvas", "next"], width: 200)
    job.layout.fit = true
    assertSnapshot(of: job, named: "chip-wider-than-width-fit")
  }

  @Test func scale2() {
    assertSnapshot(of: Fixtures.job(Self.shortTags, width: 300), scale: 2, named: "scale-2")
  }

  @Test func transparentBackground() {
    var job = Fixtures.job(Self.shortTags, width: 300)
    job.style.background = .transparent
    assertSnapshot(of: job, named: "transparent-background")
  }

  /// Only characters of scripts/fonts/cjk.txt: the CJK font is a subset.
  @Test func cjk() {
    let tags = ["日本語", "中文", "标签", "한국어", "東京", "開発", "数据库", "机器学习", "프론트엔드", "ひらがな", "カタカナ", "進行中", "バグ"]
    assertSnapshot(of: Fixtures.job(tags, width: 360), named: "cjk")
  }

  @Test func arabic() {
    let tags = ["مرحبا", "العربية", "برمجة", "تصميم", "مفتوح المصدر", "بيانات", "اختبار"]
    assertSnapshot(of: Fixtures.job(tags, width: 320), named: "arabic")
  }

  @Test func devanagari() {
    let tags = ["हिन्दी", "नमस्ते", "प्रोग्रामिंग", "डिज़ाइन", "परीक्षण", "दस्तावेज़", "क्षेत्र"]
    assertSnapshot(of: Fixtures.job(tags, width: 320), named: "devanagari")
  }

  /// Colour emoji from the subset font (only those in scripts/fonts/emoji.txt), ZWJ
  /// sequences, a skin-tone modifier, and ❤️ ⚡ that DejaVu Sans also covers in black.
  @Test func emoji() {
    let tags = [
      "🚀 launch", "🐛 bug", "✅ done", "🔥 hot", "⭐ star", "📦 package", "🔒 secure", "🎨 design",
      "👩‍💻 dev", "👍🏽", "🏳️‍🌈", "👨‍👩‍👧", "❤️ love", "⚡ fast",
    ]
    assertSnapshot(of: Fixtures.job(tags, width: 360), named: "emoji")
  }

  @Test func justifyCenter() {
    var job = Fixtures.job(Self.shortTags + ["unicode", "typography"], width: 320)
    job.layout.justify = .center
    assertSnapshot(of: job, named: "justify-center")
  }

  @Test func mixedScripts() {
    let tags = ["swift", "日本語", "العربية", "हिन्दी", "עברית", "ภาษาไทย", "한국어", "Ελληνικά", "🚀 launch", "naïve café"]
    assertSnapshot(of: Fixtures.job(tags, width: 360), named: "mixed-scripts")
  }
}

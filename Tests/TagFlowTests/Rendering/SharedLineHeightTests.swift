// Chips on one line share one height and one text baseline, whatever their scripts; wrapping stays.

import FlowLayout
import TagFlow
import Testing

/// Generated tag lists of every script the fixture fonts draw (CJK and emoji from their
/// subsets), laid out with real fonts under random layout settings.
@Suite struct SharedLineHeightTests {
  private static let words = [
    "swift", "linux", "naïve", "Zürich", "docs", "日本語", "中文", "한국어", "東京", "数据库", "機能改善", "ひらがな",
    "العربية", "برمجة", "שלום", "עברית", "ภาษาไทย", "สวัสดี", "น้ำ", "ผู้ใช้", "हिन्दी", "नमस्ते", "देवनागरी", "🚀",
    "🎉", "👍🏽", "🧪 test", "🔥", "swift 日本語", "🚀 launch", "C++ في العربية",
  ]

  /// A job of 1 to 14 random tags under random layout settings, sometimes with a line
  /// limit (a "+N" chip) or a chip width limit (ellipsised text).
  private static func job(_ random: inout SeededGenerator) -> Job {
    let tags = (0..<Int.random(in: 1...14, using: &random)).map { _ in words.randomElement(using: &random)! }
    var job = Fixtures.job(tags, width: Double(Int.random(in: 160...520, using: &random)))
    job.layout.align = [Align.start, .center, .end, .baseline].randomElement(using: &random)!
    job.layout.justify = [Justify.start, .center, .spaceBetween, .end].randomElement(using: &random)!
    job.layout.wrap = WrapMode.allCases.randomElement(using: &random)!
    job.layout.direction = Direction.allCases.randomElement(using: &random)!
    if Int.random(in: 0..<4, using: &random) == 0 { job.layout.maxLines = Int.random(in: 1...3, using: &random) }
    if Int.random(in: 0..<4, using: &random) == 0 {
      job.style.maxChipWidth = Double(Int.random(in: 70...140, using: &random))
    }
    return job
  }

  private static func scenes(seed: UInt64, count: Int = 40) throws -> [(job: Job, scene: ChipScene)] {
    var random = SeededGenerator(seed: seed)
    let measurer = try Fixtures.measurer()
    return try (0..<count).map { _ in
      let job = job(&random)
      return (job, try ChipScene(job, measurer: measurer))
    }
  }

  /// The chips of a ChipScene by line.
  private static func lines(_ scene: ChipScene) -> [[ChipScene.Chip]] {
    Dictionary(grouping: scene.chips, by: \.line).sorted { $0.key < $1.key }.map(\.value)
  }

  @Test func chipsOnALineShareHeightAndBaseline() throws {
    for (job, scene) in try Self.scenes(seed: 24) {
      for line in Self.lines(scene) {
        let shapes = Set(line.map { [$0.frame.y, $0.frame.height, $0.baseline] })
        #expect(shapes.count == 1, "\(job.tags.map(\.text)) at \(job.width): line \(line[0].line) has \(shapes)")
      }
    }
  }

  /// Cairo draws each text from its origin, SVG text on the chip's baseline: both are the line's,
  /// and the text's logical box stays inside the chip's padding.
  @Test func textSitsOnTheChipBaselineInsideItsPadding() throws {
    let measurer = try Fixtures.measurer()
    for (job, scene) in try Self.scenes(seed: 33) {
      for chip in scene.chips {
        let metrics = try measurer.measure(chip.text, font: chip.font)
        let top = chip.frame.y + chip.textOrigin.y + metrics.originY
        let drawn = top + metrics.baseline
        let padding = job.style.chipPadding.vertical
        #expect(abs(drawn - (chip.frame.y + chip.baseline)) < 1e-9, "'\(chip.text)' drawn at \(drawn)")
        #expect(
          top >= chip.frame.y + padding - 1e-9 && top + metrics.height <= chip.frame.maxY - padding + 1e-9,
          "'\(chip.text)': text \(top)...\(top + metrics.height) in chip \(chip.frame)")
      }
    }
  }

  /// Which chips share a line, their x and widths, the texts and the "+N" are those of each
  /// chip's own height: only heights, and so the y of later lines, change.
  @Test func wrappingIsThatOfEachChipsOwnHeight() throws {
    let measurer = try Fixtures.measurer()
    var grew = 0
    for (job, shared) in try Self.scenes(seed: 42) {
      var own = job
      own.chipsShareLineHeight = false
      let before = try ChipScene(own, measurer: measurer)
      let what = "\(job.tags.map(\.text)) at \(job.width)"
      #expect(shared.width == before.width, "\(what)")
      #expect(shared.chips.count == before.chips.count, "\(what)")
      for (now, then) in zip(shared.chips, before.chips) {
        #expect(
          now.line == then.line && now.frame.x == then.frame.x && now.frame.width == then.frame.width
            && now.text == then.text && now.isOverflow == then.isOverflow && now.textOrigin.x == then.textOrigin.x,
          "\(what): '\(now.text)' moved from \(then.frame) line \(then.line) to \(now.frame) line \(now.line)")
        #expect(now.frame.height >= then.frame.height, "\(what): '\(now.text)' got shorter")
      }
      if shared.height > before.height { grew += 1 }
    }
    #expect(grew > 0, "no generated line mixed scripts of different heights")
  }

  /// Text of one script is laid out as before, number for number.
  @Test func oneScriptLaysOutAsBefore() throws {
    let measurer = try Fixtures.measurer()
    for tags in [Fixtures.tags, ["日本語", "中文", "東京", "数据库"], ["ภาษาไทย", "สวัสดี", "น้ำ"]] {
      var job = Fixtures.job(tags, width: 300)
      job.layout.maxLines = 2
      var own = job
      own.chipsShareLineHeight = false
      #expect(try ChipScene(job, measurer: measurer) == ChipScene(own, measurer: measurer), "\(tags)")
    }
  }

  /// In a cloud, chips of one size on a line share their height and baseline; sizes keep
  /// their own heights, and `baseline` alignment puts every text of the line on one baseline.
  @Test func cloudSizesShareWithinTheirSize() throws {
    var random = SeededGenerator(seed: 7)
    let measurer = try Fixtures.measurer()
    for _ in 0..<30 {
      var job = Self.job(&random)
      job.tags = job.tags.map { tag in
        var tag = tag
        tag.weight = Double(Int.random(in: 1...3, using: &random))
        return tag
      }
      job.cloud = TagCloud(minSize: 10, maxSize: 22)
      // Larger text would be cut down to a lone "…", an error.
      job.style.maxChipWidth = nil
      let scene = try ChipScene(job, measurer: measurer)
      var own = job
      own.chipsShareLineHeight = false
      let before = try ChipScene(own, measurer: measurer)
      for (line, ownLine) in zip(Self.lines(scene), Self.lines(before)) {
        for (font, chips) in Dictionary(grouping: line, by: \.font) {
          let shapes = Set(chips.map { [$0.frame.y, $0.frame.height, $0.baseline] })
          #expect(shapes.count == 1, "\(font) on line \(line[0].line): \(shapes)")
          // The largest ascent and descent of this size's chips, as each measured its own.
          let sized = ownLine.filter { $0.font == font }
          let ascent = sized.map(\.baseline).max()!
          let descent = sized.map { $0.frame.height - $0.baseline }.max()!
          #expect(
            abs(chips[0].frame.height - (ascent + descent)) < 1e-9 && abs(chips[0].baseline - ascent) < 1e-9,
            "\(font) on line \(line[0].line): \(chips[0].frame.height) tall, baseline \(chips[0].baseline)")
        }
        if job.layout.align == .baseline {
          let baselines = line.map { $0.frame.y + $0.baseline }
          #expect(baselines.max()! - baselines.min()! < 1e-9, "line \(line[0].line): \(baselines)")
        }
      }
    }
  }
}

// The ChipScene builder with a measurer of fixed advances: chips laid out and tested without Pango.

import FlowLayout
import TagFlow
import Testing

/// Every character `advance` points wide and lines 16 points tall (baseline 12);
/// a font is "Fixed" and its size, which scales both.
final class FixedAdvanceMeasurer: TextMeasuring {
  var measured = 0

  func measure(_ text: String, font: String) throws(TagFlowError) -> TextMetrics {
    measured += 1
    let scale = try pixelSize(of: font) / 13
    return TextMetrics(width: Double(text.count) * 7 * scale, height: 16 * scale, baseline: 12 * scale)
  }

  func font(_ font: String, pixelSize: Double?, weight: FontWeight?, slant: FontSlant?) throws(TagFlowError) -> String {
    pixelSize.map { "Fixed \($0)px" } ?? font
  }

  func pixelSize(of font: String) throws(TagFlowError) -> Double {
    guard let size = font.split(separator: " ").last.flatMap({ Double($0.dropLast(2)) }) else {
      throw TagFlowError.invalid("font", font, expected: "'Fixed <size>px'")
    }
    return size
  }
}

@Suite struct SceneWithoutPangoTests {
  func job(_ tags: [String], width: Double = 200) -> Job {
    var job = Job(tags: tags.map { TagItem($0) }, width: width)
    job.style.font = "Fixed 13px"
    return job
  }

  @Test func chipsAreTextPlusPaddingPlacedByTheEngine() throws {
    let scene = try ChipScene(job(["ab", "cde", "fghijklmnop", "q"]), measurer: FixedAdvanceMeasurer())
    // Chip padding 12×6: "ab" is 14 + 24 wide and 16 + 12 tall.
    #expect(scene.chips.map(\.frame.width) == [38, 45, 101, 31])
    #expect(scene.chips.allSatisfy { $0.frame.height == 28 && $0.baseline == 18 })
    // 200 wide, padding 16: 168 for chips, gaps 8.
    let frames = try arrange(
      [38, 45, 101, 31].map { FlowItem(width: $0, height: 28, baseline: 18) },
      options: FlowOptions(width: 168, gapX: 8, gapY: 8, align: .center))
    #expect(scene.chips.map(\.frame.x) == frames.frames.map { $0.x + 16 })
    #expect(scene.chips.map(\.frame.y) == frames.frames.map { $0.y + 16 })
    #expect(scene.height == frames.height + 32)
  }

  @Test func longTextIsCutWithAnEllipsisToTheLine() throws {
    let scene = try ChipScene(job([String(repeating: "w", count: 40)], width: 120), measurer: FixedAdvanceMeasurer())
    let chip = try #require(scene.chips.first)
    // 88 points for chips, 24 of them padding: 64 for text, 9 characters of 7 (8 and the "…").
    #expect(chip.text == String(repeating: "w", count: 8) + "…")
    #expect(chip.fullText == String(repeating: "w", count: 40))
    #expect(chip.frame.width == 9 * 7 + 24)
  }

  @Test func aCloudScalesTheFontByWeight() throws {
    var cloud = job([])
    cloud.tags = [TagItem("aa", weight: 1), TagItem("aa", weight: 3)]
    cloud.cloud.minSize = 13
    cloud.cloud.maxSize = 26
    let scene = try ChipScene(cloud, measurer: FixedAdvanceMeasurer())
    #expect(scene.chips.map(\.font) == ["Fixed 13.0px", "Fixed 26.0px"])
    #expect(scene.chips.map(\.frame.width) == [14 + 24, 28 + 24])
  }

  @Test func fitToBoxWorksOnAnyMeasurer() throws {
    var card = job(["swift", "linux", "pango", "cairo"], width: 400)
    card.height = 200
    card.zoomsToFit = true
    let scene = try ChipScene(card, measurer: FixedAdvanceMeasurer())
    let bottom = scene.chips.map(\.frame.maxY).max()!
    let right = scene.chips.map(\.frame.maxX).max()!
    #expect(bottom <= 184 + 1e-9 && right <= 384 + 1e-9)
    #expect(bottom >= 0.9 * 184 || right >= 0.9 * 384, "\(bottom) \(right)")
  }
}

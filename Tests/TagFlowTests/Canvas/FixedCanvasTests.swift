// Fixed-size canvases: a height, lines placed by align-content, and fit-to-box zoom.

import FlowLayout
import Testing

@testable import TagFlow

@Suite struct FixedCanvasTests {
  /// The social-card size, with the lines in the middle.
  func card(_ tags: [String] = Fixtures.tags, _ value: AlignContent = .center) -> Job {
    var job = Fixtures.job(tags, width: 1200)
    job.height = 630
    job.layout.alignContent = value
    job.layout.justify = .center
    return job
  }

  @Test func aCardKeepsItsSizeAndCentresItsLines() throws {
    let scene = try ChipScene(card(), measurer: Fixtures.measurer())
    #expect(scene.width == 1200 && scene.height == 630)
    let top = scene.chips.map(\.frame.y).min()!
    let bottom = scene.chips.map(\.frame.maxY).max()!
    #expect(abs(top - (630 - bottom)) < 1e-9, "\(top) above the lines, \(630 - bottom) below")
  }

  /// The ChipScene places lines where the engine does, inside the padding: the
  /// engine's own placement is checked against Chromium by the conformance cases.
  @Test(arguments: AlignContent.allCases)
  func linesSitWhereTheEngineSaysInsideThePadding(_ value: AlignContent) throws {
    let job = card(Array(Fixtures.tags.prefix(12)), value)
    let scene = try ChipScene(job, measurer: Fixtures.measurer())
    var options = job.layout
    options.width = 1200 - 32
    options.height = 630 - 32
    let items = scene.chips.map { FlowItem(width: $0.frame.width, height: $0.frame.height, baseline: $0.baseline) }
    let frames = try arrange(items, options: options).frames
    for (chip, frame) in zip(scene.chips, frames) {
      #expect(chip.frame.x == frame.x + 16 && chip.frame.y == frame.y + 16, "\(value): \(chip.text)")
    }
  }

  /// Lines taller than the canvas are refused, naming the height they need;
  /// that height then works, and one point less does not.
  @Test(arguments: [AlignContent.start, .center, .end, .stretch])
  func linesThatDoNotFitNameTheHeightTheyNeed(_ value: AlignContent) throws {
    var job = card(Fixtures.tags, value)
    job.width = 300
    job.height = 100
    let measurer = try Fixtures.measurer()
    let error = #expect(throws: TagFlowError.self) { try ChipScene(job, measurer: measurer) }
    let message = error?.message ?? ""
    #expect(message.hasPrefix("height: '100' is not valid; expected at least "), "\(message)")
    let needed = Double(message.split(separator: " ")[8])!
    job.height = needed
    let scene = try ChipScene(job, measurer: measurer)
    #expect(scene.chips.allSatisfy { $0.frame.y >= 16 && $0.frame.maxY <= needed - 16 + 1e-9 })
    job.height = needed - 1
    #expect(throws: TagFlowError.self) { try ChipScene(job, measurer: measurer) }
  }

  @Test func aHeightNeedsRoomInsideThePaddingAndFitBoxNeedsAHeight() {
    var job = card()
    job.height = 32
    #expect(throws: TagFlowError.self) { try job.validate() }
    job.height = nil
    job.zoomsToFit = true
    #expect(throws: TagFlowError.self) { try job.validate() }
  }

  /// Fit-to-box over random tag lists and boxes: every tag whole and inside
  /// the canvas, the lines filling at least 90% of its height or width, and
  /// a zoom 2% larger no longer fitting.
  @Test(arguments: 0..<6)
  func fitToBoxFillsTheBoxWithEveryTagWhole(_ seed: Int) throws {
    var rng = SeededGenerator(seed: UInt64(seed))
    let measurer = try Fixtures.measurer()
    for round in 0..<4 {
      let count = Int.random(in: 1...Fixtures.tags.count, using: &rng)
      var job = card(Array(Fixtures.tags.shuffled(using: &rng).prefix(count)), .center)
      job.width = Double(Int.random(in: 160...1400, using: &rng))
      job.height = Double(Int.random(in: 80...900, using: &rng))
      job.zoomsToFit = true
      if round % 2 == 1 {
        job.tags = job.tags.enumerated().map { TagItem($1.text, weight: Double($0 % 5 + 1)) }
        job.cloud.minSize = 10
        job.cloud.maxSize = 30
      }
      let scene = try ChipScene(job, measurer: measurer)
      let context = "seed \(seed) round \(round): \(count) tags in \(job.width)×\(job.height!)"
      #expect(scene.width == job.width && scene.height == job.height, "\(context)")
      #expect(scene.chips.allSatisfy { $0.fullText == nil && !$0.isOverflow }, "\(context): a tag was cut")
      let inside = scene.chips.allSatisfy {
        $0.frame.x >= 16 - 1e-9 && $0.frame.maxX <= job.width - 16 + 1e-9 && $0.frame.y >= 16 - 1e-9
          && $0.frame.maxY <= job.height! - 16 + 1e-9
      }
      #expect(
        inside,
        "\(context): a chip sticks out: \(scene.chips.map { ($0.frame.x, $0.frame.maxX, $0.frame.y, $0.frame.maxY) })")
      let filledHeight = (scene.chips.map(\.frame.maxY).max()! - scene.chips.map(\.frame.y).min()!) / (job.height! - 32)
      let filledWidth =
        Dictionary(grouping: scene.chips, by: \.line).values.map { line in
          line.map(\.frame.maxX).max()! - line.map(\.frame.x).min()!
        }.max()! / (job.width - 32)
      #expect(max(filledHeight, filledWidth) >= 0.9, "\(context): fills \(filledHeight) high, \(filledWidth) wide")
      // The zoom found is the largest that fits, to 2%.
      let fitted = try job.zoomedToFit(measurer: measurer)
      let baseSize = try fitted.style.fontSize ?? measurer.pixelSize(of: fitted.style.font)
      var larger = fitted.zoomed(by: 1.02, baseSize: baseSize)
      larger.zoomsToFit = false
      let cut = (try? ChipScene(larger, measurer: measurer).chips.contains { $0.fullText != nil }) ?? true
      #expect(cut, "\(context): 2% larger still fits")
    }
  }

  @Test func fitToBoxKeepsACloudsRangeInProportion() throws {
    var job = card(["small", "medium", "large"], .center)
    job.tags = [TagItem("small", weight: 1), TagItem("medium", weight: 2), TagItem("large", weight: 3)]
    job.cloud.minSize = 10
    job.cloud.maxSize = 30
    job.zoomsToFit = true
    let measurer = try Fixtures.measurer()
    let sizes = try ChipScene(job, measurer: measurer).chips.map { try measurer.pixelSize(of: $0.font) }
    #expect(sizes[2] > 30, "the box is far larger than the chips at 30 px")
    // Cloud sizes are kept to quarter pixels.
    #expect(abs(sizes[2] / sizes[0] - 3) < 0.05, "\(sizes)")
  }

  @Test func tagsThatCannotFitAtAnySizeAreAnError() throws {
    var job = card([String(repeating: "w", count: 300)], .center)
    job.width = 100
    job.height = 40
    job.style.padding = 4
    job.zoomsToFit = true
    let error = #expect(throws: TagFlowError.self) { try ChipScene(job, measurer: try Fixtures.measurer()) }
    #expect(error?.message.hasPrefix("fitBox: '100×40' is not valid") == true, "\(error?.message ?? "")")
  }

  /// Fit-to-box searches with text scaled from one measurement: unhinted
  /// text is that linear in its size, to well under the 2% the search resolves.
  @Test func scaledTextIsRealTextToATenthOfAPercent() throws {
    let measurer = try Fixtures.measurer()
    let scaled = ScaledTextMeasurer(measurer)
    for size in [7.5, 13, 29.25, 64, 311] {
      let font = try measurer.font("DejaVu Sans 13px", pixelSize: size, weight: nil, slant: nil)
      for text in Fixtures.tags + ["Ünïcödé", "漢字", "a"] {
        let real = try measurer.measure(text, font: font)
        let estimate = try scaled.measure(text, font: font)
        #expect(abs(estimate.width - real.width) <= 0.001 * real.width + 0.01, "\(text) at \(size) px")
        #expect(abs(estimate.height - real.height) <= 0.001 * real.height + 0.01, "\(text) at \(size) px")
      }
    }
  }
}

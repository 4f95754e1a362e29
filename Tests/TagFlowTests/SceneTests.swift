// Job → ChipScene with real Pango measuring: chip sizes, limits, overflow, fit, baseline.

import FlowLayout
import Testing

@testable import TagFlow

@Suite struct SceneTests {
  let measurer = try! Fixtures.measurer()

  @Test func chipIsTextPlusPadding() throws {
    let scene = try ChipScene(Fixtures.job(["swift"]), measurer: measurer)
    let text = try measurer.measure("swift", font: "DejaVu Sans 13px")
    let chip = try #require(scene.chips.first)
    #expect(chip.frame.width == text.width + 24)
    #expect(chip.frame.height == text.height + 12)
    #expect(chip.baseline == 6 + text.baseline)
    #expect(chip.cornerRadius == chip.frame.height / 2)
    #expect(chip.frame.x == 16 && chip.frame.y == 16)
    #expect(scene.width == 600)
    #expect(scene.height == (chip.frame.height + 32).rounded(.up))
  }

  @Test func identicalTextsAreMeasuredAlike() throws {
    let scene = try ChipScene(Fixtures.job(["same", "other", "same"]), measurer: measurer)
    #expect(scene.chips[0].frame.size == scene.chips[2].frame.size)
  }

  @Test func boldIsWiderThanRegular() throws {
    let regular = try measurer.measure("typography", font: "DejaVu Sans 13px")
    let bold = try measurer.measure("typography", font: "DejaVu Sans Bold 13px")
    #expect(bold.width > regular.width)
    #expect(bold.height == regular.height)
  }

  @Test func fontWithoutSizeGets13px() throws {
    let plain = try measurer.measure("abc", font: "DejaVu Sans")
    let sized = try measurer.measure("abc", font: "DejaVu Sans 13px")
    #expect(plain == sized)
  }

  @Test func maxChipWidthEllipsisesTheText() throws {
    var job = Fixtures.job(["a-very-long-tag-name-that-does-not-fit", "short"])
    job.style.maxChipWidth = 120
    let scene = try ChipScene(job, measurer: measurer)
    #expect(scene.chips[0].frame.width <= 120)
    #expect(scene.chips[0].frame.width > 110, "the ellipsised text still fills most of the limit")
    #expect(scene.chips[0].text.hasSuffix("…"))
    #expect(scene.chips[0].fullText == "a-very-long-tag-name-that-does-not-fit")
    #expect(scene.chips[1].text == "short" && scene.chips[1].fullText == nil)
  }

  @Test func growingChipsFillTheirLineWithTextCentred() throws {
    var job = Fixtures.job(["search", "swift", "linux"], width: 400)
    job.tags[0].flex.grow = 1
    job.tags[1].flex = ChipFlex(maxWidth: 70, grow: 1)
    let scene = try ChipScene(job, measurer: measurer)
    let content = job.contentWidth
    let used = scene.chips.reduce(0) { $0 + $1.frame.width } + 2 * job.layout.gapX
    #expect(abs(used - content) < 1e-9)
    #expect(scene.chips[1].frame.width == 70)
    for chip in scene.chips {
      let text = try measurer.measure(chip.text, font: chip.font)
      #expect(abs(chip.textOrigin.x + text.originX - (chip.frame.width - text.width) / 2) < 1e-9)
    }
  }

  @Test func chipsNarrowedBelowTheirTextEllipsiseIt() throws {
    var job = Fixtures.job(["a-rather-long-tag-name", "short"])
    job.tags[0].flex.maxWidth = 100
    job.layout.justify = .stretch
    let scene = try ChipScene(job, measurer: measurer)
    // Stretch grows the chips, but never past a maximum.
    #expect(scene.chips[0].frame.width == 100)
    #expect(scene.chips[0].text.hasSuffix("…") && scene.chips[0].fullText == "a-rather-long-tag-name")
    #expect(scene.chips[1].frame.width > 200 && scene.chips[1].fullText == nil)
  }

  @Test func styleDefaultsApplyUnlessTheTagSetsItsOwn() throws {
    var job = Fixtures.job(["a", "b"], width: 300)
    job.style.chipFlex.grow = 1
    job.tags[1].flex.grow = 3
    let scene = try ChipScene(job, measurer: measurer)
    let natural = try ChipScene(Fixtures.job(["a", "b"], width: 300), measurer: measurer)
    let extra = zip(scene.chips, natural.chips).map { $0.frame.width - $1.frame.width }
    // Shares are rounded to 1/64 pt, as Chromium rounds them.
    #expect(extra[0] > 40 && abs(extra[1] - 3 * extra[0]) <= 4.0 / 64, "\(extra)")
  }

  @Test func minChipWidthCentresShortText() throws {
    var job = Fixtures.job(["a"])
    job.style.minChipWidth = 100
    let chip = try #require(try ChipScene(job, measurer: measurer).chips.first)
    let text = try measurer.measure("a", font: job.style.font)
    #expect(chip.frame.width == 100)
    #expect(abs(chip.textOrigin.x + text.originX - (100 - text.width) / 2) < 1e-9)
  }

  @Test func maxLinesCountsHiddenTagsInOverflowChip() throws {
    var job = Fixtures.job(Fixtures.tags, width: 300)
    job.layout.maxLines = 2
    job.overflowTemplate = "+{n} more"
    let scene = try ChipScene(job, measurer: measurer)
    let overflow = try #require(scene.chips.last)
    #expect(overflow.isOverflow)
    let shown = scene.chips.count - 1
    #expect(overflow.text == "+\(Fixtures.tags.count - shown) more")
    #expect(Set(scene.chips.map(\.line)) == [0, 1])
    #expect(overflow.frame.x + overflow.frame.width <= 300 - 16 + 1e-9)
  }

  @Test func fitHugsTheWidestLine() throws {
    var job = Fixtures.job(["one", "two"], width: 600)
    job.layout.fit = true
    let scene = try ChipScene(job, measurer: measurer)
    let right = scene.chips.map { $0.frame.x + $0.frame.width }.max()!
    #expect(scene.width == (right + 16).rounded(.up))
  }

  @Test func forcedBreaksStartNewLines() throws {
    let job = Job(tags: try TagItem.parseList("a\nb\n\nc", source: "tags.txt"), fonts: Fixtures.fonts)
    #expect(try ChipScene(job, measurer: measurer).chips.map(\.line) == [0, 0, 1])
  }

  @Test func pangoBaselinesLineUpUnderBaselineAlignment() throws {
    let small = try measurer.measure("small", font: "DejaVu Sans 13px")
    let large = try measurer.measure("Big", font: "DejaVu Sans 24px")
    let items = [
      FlowItem(width: small.width, height: small.height, baseline: small.baseline),
      FlowItem(width: large.width, height: large.height, baseline: large.baseline),
    ]
    let result = try arrange(items, options: FlowOptions(width: 500, align: .baseline))
    #expect(abs((result.frames[0].y + small.baseline) - (result.frames[1].y + large.baseline)) < 1e-9)
  }

  @Test func invalidJobsSayWhatIsWrong() throws {
    var job = Fixtures.job(["a"])
    job.width = .nan
    #expect(throws: TagFlowError.invalid("width", "nan", expected: "a number of points from 1 to 32767")) {
      try job.validate()
    }
    job = Fixtures.job(["a"])
    job.style.padding = 400
    #expect(throws: TagFlowError.self) { try job.validate() }
    job = Fixtures.job(["a"])
    job.layout.gapX = -1
    #expect(throws: TagFlowError.invalid("gap", "-1", expected: "a number of points from 0 to 10000")) {
      try job.validate()
    }
  }

  @Test func unknownFontFileIsAnError() {
    #expect(throws: TagFlowError.self) { try TextMeasurer(fonts: FontSet(files: ["/no/such.ttf"])) }
  }
}

extension Rect {
  var size: [Double] { [width, height] }
}

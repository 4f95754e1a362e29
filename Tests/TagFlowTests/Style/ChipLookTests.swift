// Each chip's colours and border: tag overrides, selection, palette, forced text colour, title.

import Testing

@testable import TagFlow

@Suite struct ChipLookTests {
  let measurer = try! Fixtures.measurer()

  @Test func selectedChipsUseTheAccent() {
    let style = Theme.outline.style
    let look = ChipScene.ChipColors(tag: TagItem("a", isSelected: true), style: style, rampPosition: nil, ramp: nil)
    #expect(look.fill == style.accent)
    #expect(look.borderColor == style.accent)
    #expect(look.textColor == .white)
  }

  @Test func tagOverridesWin() {
    var style = Style()
    style.palette = .vivid
    let red = RGBAColor(rgb: 0xFF0000)
    let tag = TagItem("a", color: .black, fill: .white, border: red, isSelected: true)
    let look = ChipScene.ChipColors(tag: tag, style: style, rampPosition: nil, ramp: nil)
    #expect(look.fill == .white && look.textColor == .black)
    #expect(look.borderColor == red && look.borderWidth == 1, "a tag's border gets 1 pt when the style has none")
  }

  @Test func forcedTextColourIsKeptButNotOnSelectedChips() {
    var style = Style()
    style.textColor = RGBAColor(rgb: 0x333333)
    style.palette = .vivid
    #expect(
      ChipScene.ChipColors(tag: TagItem("a"), style: style, rampPosition: nil, ramp: nil).textColor
        == RGBAColor(rgb: 0x333333))
    style.accentTextColor = .white
    #expect(
      ChipScene.ChipColors(tag: TagItem("a", isSelected: true), style: style, rampPosition: nil, ramp: nil).textColor
        == .white)
  }

  @Test func overflowChipTakesTheStyle() {
    var style = Style()
    style.palette = .vivid
    let look = ChipScene.ChipColors(tag: nil, style: style, rampPosition: nil, ramp: nil)
    #expect(look.fill == style.fill)
  }

  @Test func sceneCarriesLinksSelectionBordersAndTitle() throws {
    var job = Fixtures.job([])
    job.tags = [TagItem("swift", link: "https://swift.org"), TagItem("linux", isSelected: true)]
    job.style = Theme.dark.style
    let scene = try ChipScene(job, measurer: measurer)
    #expect(scene.chips[0].link == "https://swift.org" && !scene.chips[0].isSelected)
    #expect(scene.chips[1].link == nil && scene.chips[1].isSelected)
    #expect(scene.chips[0].borderWidth == 1 && scene.chips[0].borderColor == Theme.dark.style.borderColor)
    #expect(scene.title == "swift, linux")
    job.title = "My tags"
    #expect(try ChipScene(job, measurer: measurer).title == "My tags")
  }

  @Test func fontPartsReplaceTheDescription() throws {
    var job = Fixtures.job(["a"])
    job.style.fontWeight = .bold
    job.style.fontSlant = .italic
    job.style.fontSize = 15
    #expect(try ChipScene(job, measurer: measurer).chips[0].font == "DejaVu Sans Bold Italic 15px")
  }
}

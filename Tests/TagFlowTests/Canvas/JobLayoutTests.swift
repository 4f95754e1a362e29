// A job's layout options and its canvas: one width and one height, whichever is set.

import FlowLayout
import Testing

@testable import TagFlow

@Suite struct JobLayoutTests {
  @Test func layoutSizeIsTheCanvasLessThePadding() {
    var job = Job(tags: [TagItem("a")], width: 300)
    #expect(job.layout.width == 268 && job.layout.height == nil)
    job.height = 100
    #expect(job.layout.height == 68)
    job.style.padding = 10
    #expect(job.layout.width == 280 && job.layout.height == 80)
  }

  @Test func settingTheLayoutSizeSetsTheCanvas() {
    var job = Job(tags: [TagItem("a")], width: 300)
    job.layout.width = 10
    #expect(job.width == 42)
    job.layout.height = 20
    #expect(job.height == 52)
    job.layout.height = nil
    #expect(job.height == nil)
  }

  @Test func changingOneLayoutSettingKeepsTheOthers() {
    var job = Job(tags: [TagItem("a")], width: 300)
    job.layout.gapX = 30
    #expect(job.width == 300)
    #expect(job.layout.gapY == 8 && job.layout.align == .center)
  }

  @Test func aThemeSetsTheGapsAndKeepsTheChipFlex() {
    var job = Job(tags: [TagItem("a")], width: 300)
    job.style.minChipWidth = 40
    Theme(look: Style(), gap: Insets(horizontal: 3, vertical: 5)).apply(to: &job)
    #expect(job.layout.gapX == 3 && job.layout.gapY == 5)
    #expect(job.style.minChipWidth == 40)
  }
}

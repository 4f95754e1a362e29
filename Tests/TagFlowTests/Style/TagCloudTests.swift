// Weighted tag clouds: font sizes by weight on each scale, colour ramps, sorting and top N.

import FlowLayout
import Testing

@testable import TagFlow

@Suite struct TagCloudTests {
  let measurer = try! Fixtures.measurer()

  private func job(_ arguments: [String]) throws -> Job {
    Job(tags: try arguments.map { try TagItem(argument: $0) }, fonts: Fixtures.fonts)
  }

  @Test func sizesRunFromMinToMaxByWeight() throws {
    var job = try job(["a:1", "b:5", "c:9"])
    job.cloud.minSize = 10
    job.cloud.maxSize = 30
    let fonts = try ChipScene(job, measurer: measurer).chips.map(\.font)
    #expect(fonts == ["DejaVu Sans 10px", "DejaVu Sans 20px", "DejaVu Sans 30px"])
  }

  @Test func defaultsAreTheFontSizeAndTwiceIt() throws {
    let chips = try ChipScene(try job(["a:1", "b:2"]), measurer: measurer).chips
    #expect(chips.map(\.font) == ["DejaVu Sans 13px", "DejaVu Sans 26px"])
    #expect(chips[1].frame.height > chips[0].frame.height)
  }

  @Test func noWeightsNoCloud() throws {
    let chips = try ChipScene(try job(["a", "b"]), measurer: measurer).chips
    #expect(chips.map(\.font) == ["DejaVu Sans 13px", "DejaVu Sans 13px"])
  }

  @Test func scales() {
    let tags = [TagItem("a", weight: 0), TagItem("b", weight: 1), TagItem("c", weight: 4), TagItem("d", weight: 99)]
    #expect(TagCloud(scale: .linear).positions(of: tags) == [0, 1.0 / 99, 4.0 / 99, 1])
    #expect(
      TagCloud(scale: .sqrt).positions(of: tags).map { ($0 * 1e6).rounded() / 1e6 } == [0, 0.100504, 0.201008, 1])
    let log = TagCloud(scale: .log).positions(of: tags)
    #expect(abs(log[1] - 0.150515) < 1e-6 && abs(log[2] - 0.349485) < 1e-6, "\(log)")
  }

  @Test func equalWeightsGetTheSmallestSize() {
    #expect(TagCloud().positions(of: [TagItem("a", weight: 3), TagItem("b", weight: 3)]) == [0, 0])
    #expect(TagCloud().positions(of: [TagItem("a"), TagItem("b", weight: 1)]) == [0, 0], "no weight counts as 1")
  }

  @Test func rampMixesFillsByWeight() throws {
    var job = try job(["a:0", "b:10", "c:5"])
    job.cloud.ramp = ColorRamp(from: RGBAColor(rgb: 0xDBEAFE), to: RGBAColor(rgb: 0x1E3A8A))
    let chips = try ChipScene(job, measurer: measurer).chips
    // The lightest end, 1.22:1 on white, is darkened to the 1.25:1 every ramp fill keeps.
    #expect(chips[0].fill != RGBAColor(rgb: 0xDBEAFE) && chips[1].fill == RGBAColor(rgb: 0x1E3A8A))
    #expect(chips[0].fill.contrastRatio(with: job.style.background) >= RGBAColor.minimumFillContrast)
    #expect(chips[2].fill != chips[0].fill && chips[2].fill != chips[1].fill)
    #expect(chips.allSatisfy { $0.textColor.contrastRatio(with: $0.fill) >= 4.5 })
  }

  @Test func oklabMixEndsAtItsColours() {
    let (a, b) = (RGBAColor(rgb: 0x2563EB), RGBAColor(rgb: 0xF59E0B))
    #expect(a.mixed(with: b, by: 0) == a && a.mixed(with: b, by: 1) == b)
    // Halfway from blue to yellow in OKLab is not the muddy sRGB grey (#8D807B).
    let middle = a.mixed(with: b, by: 0.5)
    #expect(middle != RGBAColor(rgb: 0x8D807B))
  }

  @Test func sortAndTop() throws {
    var job = try job(["b:2", "a:5", "C:1", "d:5", "e"])
    job.order = .alpha
    #expect(job.drawnTags().map(\.text) == ["a", "b", "C", "d", "e"])
    job.order = .weight
    #expect(job.drawnTags().map(\.text) == ["a", "d", "b", "C", "e"], "ties keep input order")
    job.top = 3
    job.order = .input
    #expect(job.drawnTags().map(\.text) == ["b", "a", "d"], "the 3 heaviest, in input order")
  }

  @Test func topMovesABreakOfADroppedTag() {
    var job = Job(tags: [
      TagItem("a", weight: 3), TagItem("b", breakBefore: true, weight: 1), TagItem("c", weight: 3),
      TagItem("d", breakBefore: true, weight: 2),
    ])
    job.top = 3
    #expect(job.drawnTags().map { "\($0.breakBefore ? "|" : "")\($0.text)" } == ["a", "|c", "|d"])
    job.order = .alpha
    #expect(job.drawnTags().allSatisfy { !$0.breakBefore })
  }

  @Test func sizeErrors() throws {
    var job = try job(["a:1"])
    job.cloud.minSize = 30
    job.cloud.maxSize = 20
    #expect(throws: TagFlowError.invalid("minSize", "30", expected: "at most the largest cloud size (20)")) {
      try job.validate()
    }
    job.cloud.minSize = -1
    #expect(throws: TagFlowError.invalid("minSize", "-1", expected: "a size in px from 1 to 1000")) {
      try job.validate()
    }
    job.cloud.minSize = nil
    job.top = 0
    #expect(throws: TagFlowError.invalid("top", "0", expected: "a whole number from 1 to 1000000")) {
      try job.validate()
    }
  }

  /// Chips of different sizes in one line share a baseline with `align: baseline`.
  @Test func baselineAlignment() throws {
    var job = try job(["a:1", "b:8", "c:3"])
    job.layout.align = .baseline
    let chips = try ChipScene(job, measurer: measurer).chips
    let baselines = chips.map { $0.frame.y + $0.baseline }
    #expect(Set(chips.map(\.line)) == [0])
    #expect(baselines.allSatisfy { abs($0 - baselines[0]) < 1e-9 }, "\(baselines)")
  }
}

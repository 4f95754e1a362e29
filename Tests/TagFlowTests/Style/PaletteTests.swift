// Palettes: a tag's colour comes from a stable hash of its text, the same in every process.

import Testing

@testable import TagFlow

@Suite struct PaletteTests {
  /// FNV-1a's published test vectors.
  @Test func fnv1aMatchesTheReference() {
    #expect(StableHash.fnv1a("") == 0x811C_9DC5)
    #expect(StableHash.fnv1a("a") == 0xE40C_292C)
    #expect(StableHash.fnv1a("foobar") == 0xBF9C_F968)
  }

  /// Exact indices: if these change, every tag in every user's images changes colour.
  /// (Swift's `hashValue` is seeded per process and would fail this across runs.)
  @Test(arguments: [
    ("swift", 4), ("linux", 1), ("pango", 4), ("日本語", 1), ("🚀 launch", 7),
  ])
  func tenColourIndex(text: String, index: Int) {
    #expect(Palette.vivid.index(for: text) == index)
    #expect(Palette.pastel.index(for: text) == index)
  }

  @Test(arguments: [("swift", 2), ("linux", 3), ("pango", 6), ("日本語", 0)])
  func sevenColourIndex(text: String, index: Int) {
    #expect(Palette.okabeIto.index(for: text) == index)
  }

  @Test func sameTagSameColourInEveryJob() throws {
    let measurer = try Fixtures.measurer()
    var first = Fixtures.job(["swift", "linux", "pango"])
    first.style.palette = .vivid
    var second = Fixtures.job(["cairo", "swift"], width: 300)
    second.style = Theme.dark.style
    second.style.palette = .vivid
    let a = try ChipScene(first, measurer: measurer).chips
    let b = try ChipScene(second, measurer: measurer).chips
    #expect(a[0].fill == Palette.vivid.colors[4])
    #expect(b[1].fill == a[0].fill)
  }

  @Test func namedPalettes() throws {
    #expect(try Palette.named("Okabe-Ito") == .okabeIto)
    #expect(Set(Palette.presets.map(\.name)).count == Palette.presets.count)
    #expect(throws: TagFlowError.self) { try Palette.named("rainbow") }
  }
}

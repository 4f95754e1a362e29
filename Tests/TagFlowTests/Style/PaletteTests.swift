// Palettes: a tag's colour comes from a stable hash of its text, the same in every process, unless a neighbour has it.

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

  /// Tag lists made from a seed, as a property test draws them: 1 to 40 tags from a small
  /// vocabulary (so the same tag repeats, and two tags often hash alike), lines of 1 to 8.
  static func generated(seed: UInt64) -> (texts: [String], lines: [Int]) {
    var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
    func next(_ bound: Int) -> Int {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return Int(state % UInt64(bound))
    }
    let words = ["swift", "linux", "pango", "cairo", "svg", "png", "pdf", "日本語", "🚀", "flex", "a", "b", "c"]
    let count = 1 + next(40)
    var lines: [Int] = []
    var line = 0
    var left = 1 + next(8)
    for _ in 0..<count {
      if left == 0 {
        line += 1
        left = 1 + next(8)
      }
      lines.append(line)
      left -= 1
    }
    return ((0..<count).map { _ in words[next(words.count)] + (next(3) == 0 ? "\(next(50))" : "") }, lines)
  }

  /// Every built-in palette (all have 3 or more colours) over 500 generated lists: no two
  /// chips next to each other on a line share a fill, and a chip whose neighbours do not hold
  /// its tag's colour keeps it.
  @Test(arguments: Palette.presets)
  func neighboursNeverShareAFill(palette: Palette) {
    #expect(Set(palette.colors).count >= 3)
    for seed in 0..<500 as Range<UInt64> {
      let (texts, lines) = Self.generated(seed: seed)
      let fills = palette.fills(for: texts, lines: lines, fixed: texts.map { _ in nil })
      for index in texts.indices.dropFirst() where lines[index] == lines[index - 1] {
        #expect(fills[index] != fills[index - 1], "seed \(seed): \(texts[index - 1]), \(texts[index])")
      }
      for index in texts.indices {
        let before = index > 0 && lines[index - 1] == lines[index] ? fills[index - 1] : nil
        if palette.color(for: texts[index]) != before {
          #expect(fills[index] == palette.color(for: texts[index]), "seed \(seed): \(texts[index]) moved")
        }
      }
    }
  }

  /// A chip's own fill, the accent or a ramp stays, and the palette chips beside it avoid it.
  @Test func setFillsStayAndNeighboursAvoidThem() {
    let palette = Palette.okabeIto
    let swift = palette.color(for: "swift")
    // "swift" twice around a chip set to swift's colour: both move, the set one stays.
    let fills = palette.fills(
      for: ["swift", "x", "swift"], lines: [0, 0, 0], fixed: [nil, swift, nil])
    #expect(fills[1] == swift)
    #expect(fills[0] != swift && fills[2] != swift)
    // On different lines they are not neighbours.
    #expect(palette.fills(for: ["swift", "swift"], lines: [0, 1], fixed: [nil, nil]) == [swift, swift])
  }

  /// In a scene: the same tag three times in a row on one line gets two colours, alternating.
  @Test func sceneChipsOnALineDiffer() throws {
    var job = Fixtures.job(["swift", "swift", "swift"], width: 600)
    job.style.palette = .okabeIto
    let chips = try ChipScene(job, measurer: try Fixtures.measurer()).chips
    #expect(chips[0].fill == Palette.okabeIto.color(for: "swift"))
    #expect(chips[0].fill != chips[1].fill && chips[1].fill != chips[2].fill)
  }

  /// Every built-in palette over 300 generated lists laid out at widths that put 1 to 8 chips
  /// on a line: by default chips side by side on a line never share a fill; with
  /// `paletteColors` `.hash` every chip has its tag's own colour, whatever its neighbours, and
  /// the same tag has the same fill wherever it stands.
  @Test(arguments: Palette.presets)
  func hashColoursIgnoreNeighboursAndDistinctOnesAvoidThem(palette: Palette) throws {
    let measurer = FixedAdvanceMeasurer()
    var sawSharedNeighbours = false
    for seed in 0..<300 as Range<UInt64> {
      let (texts, _) = Self.generated(seed: seed)
      var job = Job(tags: texts.map { TagItem($0) }, width: 120 + Double(seed % 8) * 90)
      job.style.font = "Fixed 13px"
      job.style.palette = palette
      let distinct = try ChipScene(job, measurer: measurer).chips
      job.style.paletteColors = .hash
      let hashed = try ChipScene(job, measurer: measurer).chips
      #expect(hashed.map(\.frame) == distinct.map(\.frame), "seed \(seed): the setting moved a chip")
      for (chip, text) in zip(hashed, texts) {
        #expect(chip.fill == palette.color(for: text), "seed \(seed): \(text) is not its hash colour")
      }
      for index in distinct.indices.dropFirst() where distinct[index].line == distinct[index - 1].line {
        #expect(distinct[index].fill != distinct[index - 1].fill, "seed \(seed): neighbours share a fill")
        if hashed[index].fill == hashed[index - 1].fill { sawSharedNeighbours = true }
      }
    }
    // The lists are such that the hash alone puts one colour side by side, so the two differ.
    #expect(sawSharedNeighbours)
  }

  /// The setting through its declaration, as a manifest, theme file or option gives it.
  @Test func paletteColorsSettingReadsItsWords() throws {
    var style = Style()
    #expect(style.paletteColors == nil)
    #expect(StyleSetting.paletteColors.apply("hash", to: &style))
    #expect(style.paletteColors == .hash)
    #expect(StyleSetting.paletteColors.apply("Distinct", to: &style))
    #expect(style.paletteColors == .distinct)
    #expect(!StyleSetting.paletteColors.apply("random", to: &style))
  }
}

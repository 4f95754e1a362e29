// A palette given for the chips colours both looks, and a theme's soft border never muddies a palette's or a ramp's fill.

import Testing

@testable import TagFlow

@Suite struct DarkPaletteTests {
  /// Generated jobs of every main theme, dark theme and palette: the dark look (the image a
  /// `<picture>` shows in dark mode, and the SVG's dark colours) fills each chip with the
  /// palette's colour that the main look gives it, when the dark theme names no palette.
  @Test(arguments: Palette.presets)
  func aPaletteColoursBothLooks(palette: Palette) throws {
    let measurer = try Fixtures.measurer()
    for seed in 0..<12 {
      var random = SeededGenerator(seed: UInt64(seed) &+ 0xDA4C)
      let (texts, _) = PaletteTests.generated(seed: UInt64(seed) &+ 17)
      var job = Fixtures.job(texts, width: Double(Int.random(in: 150...600, using: &random)))
      job.style = Theme.presets.randomElement(using: &random)!.style
      job.style.palette = palette
      let dark = Theme.presets.randomElement(using: &random)!
      job.darkStyle = dark.style
      let main = try ChipScene(job, measurer: measurer)
      let variant = try #require(job.darkVariant)
      #expect(variant.style.palette == palette, "\(dark.name) dropped --palette \(palette.name)")
      let darkScene = try ChipScene(variant, measurer: measurer)
      let look = try #require(main.dark)
      for (index, chip) in main.chips.enumerated() where !chip.isOverflow {
        #expect(darkScene.chips[index].fill == chip.fill, "seed \(seed), \(dark.name): chip \(index)")
        #expect(look.chips[index].fill == chip.fill, "seed \(seed), \(dark.name): SVG dark chip \(index)")
        #expect(look.chips[index] == ChipScene.ChipColors(darkScene.chips[index]), "seed \(seed): chip \(index)")
      }
    }
  }

  /// A dark theme with a palette of its own uses it.
  @Test func aDarkThemesOwnPaletteWins() throws {
    var job = Fixtures.job(["swift", "linux", "pango"])
    job.style.palette = .pastel
    var dark = Theme.dark.style
    dark.palette = .deep
    job.darkStyle = dark
    #expect(job.darkVariant?.style.palette == .deep)
  }

  /// Every theme, palette or ramp, with and without a border of the tag's own: a chip the
  /// palette or the ramp fills has the theme's border only when it is an outline (3:1 with the
  /// canvas, as the contrast theme's); a tag's own border, the style's fill and a selected
  /// chip keep theirs.
  @Test(arguments: Theme.presets.map(\.name))
  func aSoftBorderLeavesSchemeFills(themeName: String) throws {
    let theme = try #require(Theme.presets.first { $0.name == themeName })
    let measurer = try Fixtures.measurer()
    for seed in 0..<10 {
      var random = SeededGenerator(seed: UInt64(seed) &+ 0xB0DE)
      let (texts, _) = PaletteTests.generated(seed: UInt64(seed) &+ 91)
      var job = Fixtures.job(texts)
      job.style = theme.style
      job.style.borderWidth = max(job.style.borderWidth, 1)
      if Bool.random(using: &random) {
        job.style.borderColor = [RGBAColor(rgb: 0x334155), RGBAColor(rgb: 0x000000), RGBAColor(rgb: 0xD8C7A9)]
          .randomElement(using: &random)!
      }
      let usesRamp = Bool.random(using: &random)
      if usesRamp {
        for index in job.tags.indices { job.tags[index].weight = Double(Int.random(in: 1...9, using: &random)) }
        job.cloud.ramp = ColorRamp(from: RGBAColor(rgb: 0xDBEAFE), to: RGBAColor(rgb: 0x1E3A8A))
      } else {
        job.style.palette = Palette.presets.randomElement(using: &random)!
      }
      let owned = RGBAColor(rgb: 0xDC2626)
      let ownIndex = Int.random(in: 0..<job.tags.count, using: &random)
      job.tags[ownIndex].border = owned
      let scene = try ChipScene(job, measurer: measurer)
      let outline = ChipScene.ChipColors.isOutline(job.style.borderColor, on: job.style.background)
      for (index, chip) in scene.chips.enumerated() where !chip.isOverflow {
        // No sorting and no "+N": chip `index` is tag `index`.
        if index == ownIndex {
          #expect(chip.borderColor == owned && chip.borderWidth >= 1, "seed \(seed): own border of \(index)")
        } else if outline {
          #expect(chip.borderColor == job.style.borderColor, "seed \(seed): outline of chip \(index)")
        } else {
          #expect(chip.borderWidth == 0, "seed \(seed), \(themeName): a soft border around chip \(index)")
        }
      }
    }
  }

  /// The contrast theme's black border is an outline on its white canvas; the slate, tan and
  /// grey borders of dark, paper and outline are not.
  @Test func whichBordersAreOutlines() {
    func outline(_ theme: Theme) -> Bool {
      ChipScene.ChipColors.isOutline(theme.style.borderColor, on: theme.style.background)
    }
    #expect(outline(.contrast))
    #expect(!outline(.dark) && !outline(.paper) && !outline(.outline))
  }
}

extension ChipScene.ChipColors {
  /// The colours a drawn chip has.
  init(_ chip: ChipScene.Chip) {
    self.init(fill: chip.fill, textColor: chip.textColor, borderColor: chip.borderColor, borderWidth: chip.borderWidth)
  }
}

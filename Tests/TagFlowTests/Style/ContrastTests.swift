// WCAG contrast: relative luminance, contrast ratios, and readable text on any fill.

import Testing

@testable import TagFlow

@Suite struct ContrastTests {
  @Test func luminanceOfKnownColours() {
    #expect(RGBAColor.black.relativeLuminance == 0)
    #expect(RGBAColor.white.relativeLuminance == 1)
    // The WCAG formula's own worked values.
    #expect(abs(RGBAColor(rgb: 0xFF0000).relativeLuminance - 0.2126) < 1e-12)
    #expect(abs(RGBAColor(rgb: 0x00FF00).relativeLuminance - 0.7152) < 1e-12)
    #expect(abs(RGBAColor(rgb: 0x808080).relativeLuminance - 0.215_861) < 1e-6)
  }

  /// Ratios from the WCAG formula, to three decimals (#777 on white just fails AA, #767676 just passes).
  @Test(arguments: [
    (RGBAColor.black, RGBAColor.white, 21.0),
    (RGBAColor(rgb: 0x777777), RGBAColor.white, 4.478),
    (RGBAColor(rgb: 0x767676), RGBAColor.white, 4.542),
    (RGBAColor(rgb: 0x1F2937), RGBAColor(rgb: 0xE8EEF7), 12.585),
    (RGBAColor(rgb: 0x2563EB), RGBAColor.white, 5.169),
    (RGBAColor(rgb: 0xFF0000), RGBAColor.white, 3.998),
  ])
  func contrastRatio(a: RGBAColor, b: RGBAColor, expected: Double) {
    #expect(abs(a.contrastRatio(with: b) - expected) < 0.001, "\(a) on \(b): \(a.contrastRatio(with: b))")
    #expect(a.contrastRatio(with: b) == b.contrastRatio(with: a))
  }

  @Test func preferredTextWinsWhenReadable() {
    let dark = RGBAColor(rgb: 0x1F2937)
    #expect(RGBAColor.readableText(on: RGBAColor(rgb: 0xE8EEF7), preferring: [dark, .white]) == dark)
    // #1F2937 reaches only 3.3:1 on blue 600: white (5.17:1) is next.
    #expect(RGBAColor.readableText(on: RGBAColor(rgb: 0x2563EB), preferring: [dark, .white]) == .white)
  }

  @Test func fallsBackToBlackOrWhite() {
    // Neither grey reaches 4.5:1 on mid grey; black does (5.3:1), white does not (3.9:1).
    let fill = RGBAColor(rgb: 0x808080)
    #expect(
      RGBAColor.readableText(on: fill, preferring: [RGBAColor(rgb: 0x555555), RGBAColor(rgb: 0xAAAAAA)]) == .black)
    #expect(RGBAColor.readableText(on: RGBAColor(rgb: 0x2A2A2A), preferring: []) == .white)
  }

  /// The rule's promise: whatever the fill, the chosen text reaches 4.5:1.
  @Test func everyFillGetsReadableText() {
    var failures: [String] = []
    for r in stride(from: 0, through: 255, by: 15) {
      for g in stride(from: 0, through: 255, by: 15) {
        for b in stride(from: 0, through: 255, by: 15) {
          let fill = RGBAColor(red: UInt8(r), green: UInt8(g), blue: UInt8(b))
          let text = RGBAColor.readableText(on: fill, preferring: [RGBAColor(rgb: 0x1F2937), .white])
          if text.contrastRatio(with: fill) < RGBAColor.minimumTextContrast { failures.append("\(text) on \(fill)") }
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(10))")
  }

  @Test func translucentFillIsJudgedOverTheBackground() {
    let veil = RGBAColor(red: 0, green: 0, blue: 0, alpha: 128)
    #expect(veil.composited(over: .white) == RGBAColor(rgb: 0x7F7F7F))
    #expect(RGBAColor.transparent.composited(over: RGBAColor(rgb: 0x0F172A)) == RGBAColor(rgb: 0x0F172A))
    // A clear fill on a dark canvas: the light text of the dark theme, not the light theme's dark text.
    let text = RGBAColor.readableText(
      on: RGBAColor.transparent.composited(over: RGBAColor(rgb: 0x0F172A)), preferring: [RGBAColor(rgb: 0x1F2937)])
    #expect(text == .white)
  }

  /// Every chip of every built-in theme and palette pairing has readable text.
  @Test func everyThemeAndPaletteIsReadable() {
    for theme in Theme.presets {
      for palette in [nil] + Palette.presets {
        var style = theme.style
        style.palette = palette
        for text in ["swift", "linux", "pango", "cairo", "flexbox", "layout", "png", "svg", "pdf", "docs", "ci"] {
          for selected in [false, true] {
            let look = ChipScene.ChipColors(
              tag: TagItem(text, isSelected: selected), style: style, rampPosition: nil, ramp: nil)
            let backdrop = look.fill.composited(over: style.background)
            let ratio = look.textColor.contrastRatio(with: backdrop)
            #expect(
              ratio >= 4.5,
              "\(theme.name) + \(palette?.name ?? "no palette"): '\(text)'\(selected ? " selected" : "") is \(look.textColor) on \(backdrop), \(ratio):1"
            )
          }
        }
      }
    }
  }

  /// Ramps people write (Tailwind's light-to-dark blues, ones that end at the canvas colour,
  /// ones that run dark to light, translucent ones) on light, off-white, mid-grey, dark and
  /// transparent canvases: every fill at 41 positions keeps 1.25:1 with the canvas.
  @Test func everyRampFillShowsOnItsCanvas() {
    let ramps: [(UInt32, UInt32)] = [
      (0xE0F2FE, 0x0369A1), (0xE0F2FE, 0x0EA5E9), (0xDBEAFE, 0x1E3A8A), (0xBAE6FD, 0x0C4A6E), (0xFFFFFF, 0x000000),
      (0x0F172A, 0xF8FAFC), (0x1E293B, 0x38BDF8), (0xF8FAFC, 0xFFFFFF), (0x767676, 0x777777), (0xFEF3C7, 0xB45309),
    ]
    let canvases = [
      RGBAColor.white, RGBAColor(rgb: 0xF8FAFC), RGBAColor(rgb: 0xFBF8F1), RGBAColor(rgb: 0x767676),
      RGBAColor(rgb: 0x0F172A), .black, .transparent,
    ]
    for (from, to) in ramps {
      for translucent in [false, true] {
        var ramp = ColorRamp(from: RGBAColor(rgb: from), to: RGBAColor(rgb: to))
        if translucent { (ramp.from.alpha, ramp.to.alpha) = (160, 220) }
        for canvas in canvases {
          let opaque = canvas.isOpaque ? canvas : canvas.composited(over: .white)
          for step in 0...40 {
            let fill = ramp.fill(at: Double(step) / 40, on: canvas)
            let ratio = fill.composited(over: opaque).contrastRatio(with: opaque)
            #expect(
              ratio >= RGBAColor.minimumFillContrast,
              "\(ramp.from)→\(ramp.to) at \(step)/40 on \(canvas): \(fill), \(ratio)")
          }
        }
      }
    }
  }

  /// A fill that already shows is left alone; one that does not moves only as far as it
  /// must, away from the canvas, keeping its hue: #E0F2FE on white gets a little darker and stays blue.
  @Test func fillsMoveOnlyAsFarAsTheyMust() {
    let sky = RGBAColor(rgb: 0xE0F2FE)
    let ramp = ColorRamp(from: sky, to: RGBAColor(rgb: 0x0369A1))
    #expect(ramp.fill(at: 1, on: .white) == RGBAColor(rgb: 0x0369A1))
    #expect(sky.keepingContrast(1.25, with: RGBAColor(rgb: 0x0F172A)) == sky)
    let lightest = ramp.fill(at: 0, on: .white)
    let ratio = lightest.contrastRatio(with: .white)
    #expect(ratio >= 1.25 && ratio < 1.27, "\(lightest): \(ratio)")
    #expect(lightest.blue > lightest.green && lightest.green > lightest.red)
  }
}

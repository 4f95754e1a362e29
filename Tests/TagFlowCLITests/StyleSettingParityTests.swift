// Every setting of a look means the same on the command line and in a manifest: the same value draws the same bytes.

import Foundation
import Testing

@testable import TagFlow

@Suite struct StyleSettingParityTests {
  /// A value for each setting that changes the picture below; a setting added to
  /// `StyleSetting.all` without one here fails `everySettingHasASample`.
  static let samples: [String: String] = [
    "palette": "vivid", "paletteColors": "hash", "font": "DejaVu Sans Bold 15px", "fontSize": "17",
    "fontWeight": "bold", "fontStyle": "italic", "textColor": "#7C2D12", "fill": "#FDE68A", "background": "#0F172A",
    "borderColor": "#DC2626", "borderWidth": "2.5", "accent": "#16A34A", "accentTextColor": "#FEF9C3",
    "chipPadding": "20,3", "padding": "30", "radius": "2", "gap": "14,2", "minChipWidth": "90",
    "maxChipWidth": "70", "chipBasis": "60", "chipGrow": "1", "chipShrink": "1",
  ]

  /// Settings whose sample cannot show alone, and why.
  static let showsOnlyWithOthers: [String: String] = [
    "chipShrink": "a chip wider than its line is ellipsised to fit anyway; shrinking shows beside a basis or a minimum",
    "paletteColors": "it says how a palette's colours are given; without --palette there are none",
  ]

  /// Three tags, one selected, in a canvas that the long one overflows unless it shrinks.
  static let tags = ["swift", "linux", "a-rather-long-tag-name-indeed-it-is"]

  @Test func everySettingHasASample() {
    for setting in StyleSetting.all {
      #expect(Self.samples[setting.key] != nil, "\(setting.key) has no sample value in StyleSettingParityTests")
      #expect(setting.accepts(Self.samples[setting.key] ?? ""), "\(setting.key)")
    }
  }

  @Test(arguments: StyleSetting.all.map(\.key))
  func optionAndKeyDrawTheSame(key: String) throws {
    let setting = try #require(StyleSetting.named[key])
    let value = try #require(Self.samples[key])
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fonts = try copyFixtureFonts(into: folder)
    let fontFlags = fonts.flatMap { ["--font-file", $0] } + ["--no-system-fonts"]
    let common = Self.tags + ["--select", "linux", "--width", "260", "--format", "svg"] + fontFlags

    let plain = try TagflowBinary.run(["render"] + common + ["-o", "plain.svg"], in: folder)
    #expect(plain.status == 0, "\(plain.stderr)")
    let option = try TagflowBinary.run(
      ["render"] + common + ["--\(setting.option)", value, "-o", "option.svg"], in: folder)
    #expect(option.status == 0, "\(option.stderr)")

    let tags = Self.tags.map { $0 == "linux" ? "{text: linux, selected: true}" : $0 }.joined(separator: ", ")
    let fontList = fonts.map { "\"\($0)\"" }.joined(separator: ", ")
    try """
    jobs:
      - output: key.svg
        tags: [\(tags)]
        width: 260
        systemFonts: false
        fontFiles: [\(fontList)]
        \(key): "\(value)"

    """.write(to: folder.appendingPathComponent("m.yaml"), atomically: true, encoding: .utf8)
    let batch = try TagflowBinary.run(["batch", "m.yaml", "--quiet"], in: folder)
    #expect(batch.status == 0, "\(batch.stderr)")

    let drawn = try ["plain", "option", "key"].map { try Data(contentsOf: folder.appendingPathComponent("\($0).svg")) }
    #expect(drawn[1] == drawn[2], "--\(setting.option) \(value) and \(key): \(value) draw differently")
    if Self.showsOnlyWithOthers[key] == nil {
      #expect(drawn[0] != drawn[1], "--\(setting.option) \(value) changes nothing; pick a sample that shows")
    }
  }
}

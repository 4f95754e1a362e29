// Every numeric setting accepts exactly its documented range, in options, manifests and theme files alike.

import Testing

@testable import TagFlow

@Suite struct NumberSettingTests {
  @Test(arguments: NumberSetting.all)
  func acceptsExactlyItsRange(setting: NumberSetting) {
    for (text, accepted) in HostileValues.around(setting) {
      #expect((setting.value(of: text) != nil) == accepted, "\(setting.key) = '\(text)'")
    }
    #expect(setting.expected.contains(NumberSetting.format(setting.range.lowerBound)))
    #expect(setting.expected.contains(NumberSetting.format(setting.range.upperBound)))
  }

  /// Names are unique and spelled as the options and keys are.
  @Test func namesAreOptionsAndKeys() {
    #expect(Set(NumberSetting.all.map(\.option)).count == NumberSetting.all.count)
    for setting in NumberSetting.all {
      #expect(setting.option.allSatisfy { $0.isLowercase || $0 == "-" })
      #expect(!setting.key.contains("-"))
    }
  }

  /// Accepted values never overflow what they become: Pango sizes (1/1024 px in 32 bits)
  /// and Cairo sides (32767 px) hold the largest, counts fit an Int.
  @Test func acceptedValuesConvertExactly() {
    for setting in NumberSetting.all {
      let high = setting.range.upperBound
      if setting.unit != nil { #expect(high * 1024 < Double(Int32.max), "\(setting.key)") }
      if setting.isWhole { #expect(Int(exactly: high) != nil) }
    }
    #expect(CairoSurface.canvasSize(width: 32767, height: 32767, scale: 1, 32767) != nil)
    for (width, height, scale) in [
      (Double.nan, 10.0, 1.0), (10, .infinity, 1), (1e308, 10, 1), (10, 10, 1e308), (32767, 10, 16), (-5, 10, 1),
      (10, 10, .nan), (0, 10, 1),
    ] {
      #expect(CairoSurface.canvasSize(width: width, height: height, scale: scale, 32767) == nil, "\(width)×\(height)")
    }
  }
}

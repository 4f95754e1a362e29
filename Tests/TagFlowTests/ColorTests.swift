// Colour parsing: every accepted spelling, and rejections.

import Testing

@testable import TagFlow

@Suite struct ColorTests {
  @Test(arguments: [
    ("#fff", RGBAColor(rgb: 0xFFFFFF)),
    ("#0F8", RGBAColor(rgb: 0x00FF88)),
    ("#1f2937", RGBAColor(rgb: 0x1F2937)),
    ("#11223344", RGBAColor(red: 0x11, green: 0x22, blue: 0x33, alpha: 0x44)),
    ("#abcd", RGBAColor(red: 0xAA, green: 0xBB, blue: 0xCC, alpha: 0xDD)),
    ("rebeccapurple", RGBAColor(rgb: 0x663399)),
    ("  Navy ", RGBAColor(rgb: 0x000080)),
    ("transparent", RGBAColor.transparent),
  ])
  func parses(text: String, expected: RGBAColor) {
    #expect(RGBAColor(parsing: text) == expected)
  }

  @Test(arguments: ["", "#", "#12", "#12345", "#1234567", "#ggg", "blurple", "rgb(1,2,3)", "123456"])
  func rejects(text: String) {
    #expect(RGBAColor(parsing: text) == nil)
  }

  @Test func describesAsHex() {
    #expect(RGBAColor(rgb: 0x0A0B0C).description == "#0A0B0C")
    #expect(RGBAColor(red: 1, green: 2, blue: 3, alpha: 4).description == "#01020304")
  }

  @Test func knowsAllCSSNames() {
    #expect(RGBAColor.cssNames.count == 148)
  }
}

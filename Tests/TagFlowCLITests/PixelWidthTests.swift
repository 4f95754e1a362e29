// `--width 1200px`: the image's width in pixels, whatever the scale it is drawn at.

import Foundation
import Testing

@Suite struct PixelWidthTests {
  /// The pixel width of a PNG, from its header.
  static func pngWidth(_ data: Data) -> Int {
    data[16..<20].reduce(0) { $0 << 8 | Int($1) }
  }

  @Test(arguments: [("1200px", "2", 1200), ("1000px", "3", 1000), ("300px", "1", 300), ("600", "2", 1200)])
  func aWidthInPixelsIsTheImagesWidth(width: String, scale: String, pixels: Int) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try TagflowBinary.run(
      ["render", "swift", "linux", "--width", width, "--scale", scale, "-o", "a.png"] + fixtureFonts, in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(Self.pngWidth(try Data(contentsOf: folder.appendingPathComponent("a.png"))) == pixels)
  }

  /// SVG has no pixels but CSS px: `500px` is 500 wide, whatever --scale says.
  @Test func anSVGIsAsWideInCSSPixels() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try TagflowBinary.run(
      ["render", "swift", "--width", "500px", "--scale", "2", "-o", "a.svg"] + fixtureFonts, in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let svg = try String(contentsOf: folder.appendingPathComponent("a.svg"), encoding: .utf8)
    #expect(svg.contains("width=\"500px\""), "\(svg.prefix(300))")
  }

  @Test(arguments: [
    (
      ["--width", "70000px", "--scale", "2"],
      "--width: '70000px' is not valid; expected pixels that make 1 to 32767 points at 2 pixels a point (--scale)"
    ),
    (
      ["--width", "0px"],
      "--width: '0px' is not valid; expected pixels that make 1 to 32767 points at 1 pixel a point (--scale)"
    ),
    (["--width", "widepx"], "--width: 'widepx' is not valid"),
  ])
  func aWidthInPixelsOutOfRangeIsOneLine(arguments: [String], message: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try TagflowBinary.run(["render", "swift", "-o", "a.png"] + arguments + fixtureFonts, in: folder)
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("tagflow: error: " + message), "\(result.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }
}

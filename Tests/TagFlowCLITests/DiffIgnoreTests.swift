// `tagflow diff --ignore X,Y,W,H`: rectangles left out of a comparison of two files or folders.

import Foundation
import TagFlow
import TagFlowComparison
import Testing

@Suite struct DiffIgnoreTests {
  /// White 40×20 `expected.png`; `actual.png` the same with a 3×2 red block at (5, 5), also in
  /// folders `before/` and `after/`.
  private func withImages(_ body: (URL) throws -> Void) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let white = Bitmap(width: 40, height: 20, pixels: [UInt8](repeating: 255, count: 40 * 20 * 4))
    var changed = white.pixels
    for y in 5..<7 {
      for x in 5..<8 { changed.replaceSubrange((y * 40 + x) * 4..<(y * 40 + x) * 4 + 4, with: [255, 0, 0, 255]) }
    }
    let red = Bitmap(width: 40, height: 20, pixels: changed)
    try Data(white.pngBytes()).write(to: folder.appendingPathComponent("expected.png"))
    try Data(red.pngBytes()).write(to: folder.appendingPathComponent("actual.png"))
    for (name, image) in [("before", white), ("after", red)] {
      let sub = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
      try Data(image.pngBytes()).write(to: sub.appendingPathComponent("shot.png"))
    }
    try body(folder)
  }

  @Test(arguments: [
    ([String](), 1, "FAILED actual.png: 6 of 800 pixels differ (0.75%); tolerance 0 pixels\n"),
    (
      ["--ignore", "5,5,3,2"], 0,
      "PASSED actual.png: 0 of 800 pixels differ (0.0%); tolerance 0 pixels; 1 region ignored\n"
    ),
    (
      ["--ignore", "0,0,6,6", "--ignore", "7,6,1,1"], 1,
      "FAILED actual.png: 4 of 800 pixels differ (0.5%); tolerance 0 pixels; 2 regions ignored\n"
    ),
    (["--ignore", "100,100,5,5"], 1, "FAILED actual.png: 6 of 800 pixels differ (0.75%); tolerance 0 pixels\n"),
  ])
  func regionsAreLeftOut(_ options: [String], _ status: Int32, _ line: String) throws {
    try withImages { folder in
      let result = try TagflowBinary.run(
        ["diff", "expected.png", "actual.png", "--no-antialiasing"] + options, in: folder)
      #expect(result.status == status, "\(result.stderr)")
      #expect(result.stdoutText == line)
    }
  }

  @Test func foldersLeaveTheRegionsOutOfEveryImage() throws {
    try withImages { folder in
      let result = try TagflowBinary.run(["diff", "before", "after", "--ignore", "5,5,3,2"], in: folder)
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stdoutText.hasPrefix("PASSED shot.png: matches: 0 of 800 pixels differ"))
    }
  }

  @Test func theDiffImageHatchesTheRegion() throws {
    try withImages { folder in
      let result = try TagflowBinary.run(
        ["diff", "expected.png", "actual.png", "--ignore", "0,0,4,4", "-o", "diff.png"], in: folder)
      #expect(result.status == 1)
      let diff = try PNGDecoder.decode(contentsOfFile: folder.appendingPathComponent("diff.png").path)
      // The region's corner is a stripe's blue; the block outside it is red.
      #expect(diff[0, 0] == Bitmap.Pixel(r: 37, g: 99, b: 235))
      #expect(diff[6, 5].r == 255 && diff[6, 5].g < 100)
    }
  }

  @Test(arguments: ["1,2,3", "a,b,c,d", "0,0,0,5", "0,0,5,-1", "0,0,nan,4", "1, 2,3,4"])
  func aMalformedRegionIsRefused(_ value: String) throws {
    try withImages { folder in
      let result = try TagflowBinary.run(["diff", "expected.png", "actual.png", "--ignore", value], in: folder)
      #expect(result.status == 2)
      #expect(result.stderr.contains("--ignore") && result.stderr.contains("X,Y,WIDTH,HEIGHT"), "\(result.stderr)")
    }
  }
}

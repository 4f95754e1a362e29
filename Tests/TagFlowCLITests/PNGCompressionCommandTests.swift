// --png-compression and the manifest's pngCompression: fewer bytes, the same pixels.

import Foundation
import Testing

@Suite struct PNGCompressionCommandTests {
  @Test func smallerLevelsWriteFewerBytesOfTheSamePixels() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let tags = ["swift", "linux", "pango", "cairo", "flexbox", "layout", "png", "svg", "pdf", "unicode"]
    var sizes: [Int] = []
    for level in ["fast", "small", "smallest"] {
      let result = try TagflowBinary.run(
        ["render"] + tags + ["--png-compression", level, "-o", "\(level).png"] + fixtureFonts, in: folder)
      #expect(result.status == 0, "\(result.stderr)")
      sizes.append(try Data(contentsOf: folder.appendingPathComponent("\(level).png")).count)
      let same = try TagflowBinary.run(["diff", "fast.png", "\(level).png", "--threshold", "0"], in: folder)
      #expect(same.status == 0, "\(level): \(same.stdoutText)")
    }
    #expect(sizes[1] < sizes[0] && sizes[2] <= sizes[1], "bytes: \(sizes)")
  }

  @Test func manifestKeyIsReadAndChecked() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let manifest = """
      jobs:
        - output: a.png
          tags: [swift, linux]
          pngCompression: smallest
        - output: b.png
          tags: [swift, linux]
          pngCompression: tiny
      """
    try Data(manifest.utf8).write(to: folder.appendingPathComponent("m.yaml"))
    let result = try TagflowBinary.run(["batch", "m.yaml"], in: folder)
    #expect(result.status != 0)
    #expect(result.stderr.contains("pngCompression: 'tiny' is not valid"), "\(result.stderr)")
    #expect(result.stderr.contains("fast, small, smallest"), "\(result.stderr)")
  }
}

// `--snap`, `--svg-text` and `--dark-theme` on the command line and as manifest keys.

import Foundation
import Testing

@Suite struct DrawingOptionsTests {
  private func layoutChips(_ extra: [String]) throws -> [[String: Double]] {
    let result = try TagflowBinary.run(
      ["layout", "alpha", "beta", "gamma", "delta", "--width", "150"] + extra + fixtureFonts)
    #expect(result.status == 0, "\(result.stderr)")
    let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    let chips = try #require(json["chips"] as? [[String: Any]])
    return chips.map { chip in
      ["x", "y", "width", "height"].reduce(into: [:]) { $0[$1] = chip[$1] as? Double }
    }
  }

  /// The layout JSON reports what a PNG draws: whole pixels by default, half pixels at --scale 2,
  /// and the measured edges with --no-snap.
  @Test func layoutReportsTheSnappedEdges() throws {
    for (options, grid) in [([], 1.0), (["--scale", "2"], 0.5)] {
      for chip in try layoutChips(options) {
        for edge in [chip["x"]!, chip["y"]!, chip["x"]! + chip["width"]!, chip["y"]! + chip["height"]!] {
          #expect(abs(edge / grid - (edge / grid).rounded()) < 1e-9, "\(options): edge at \(edge)")
        }
      }
    }
    let measured = try layoutChips(["--no-snap"])
    #expect(measured.contains { $0["height"]! != $0["height"]!.rounded() }, "13 px text gives chips 27.13 pt tall")
  }

  @Test func svgTextWritesText() throws {
    let result = try TagflowBinary.run(
      ["render", "swift", "a&b", "--svg-text", "text", "--format", "svg", "-o", "-"] + fixtureFonts)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdoutText.contains(">a&amp;b</text>"))
    #expect(!result.stdoutText.contains("<symbol"))
  }

  @Test func darkThemeMakesOneSVGForBothPreferences() throws {
    let result = try TagflowBinary.run(
      ["render", "swift", "--dark-theme", "dark", "--format", "svg", "-o", "-"] + fixtureFonts)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdoutText.contains("@media (prefers-color-scheme:dark)"))
  }

  @Test(arguments: [
    (["--dark-theme", "neon"], "tagflow: error: --dark-theme: 'neon' is not valid"),
    (["--dark-theme", "dark", "--svg-text", "outlines"], "--dark-theme needs --svg-text text"),
    (["--svg-text", "glyphs"], "--svg-text"),
  ])
  func badDrawingOptionsGetOneLine(arguments: [String], phrase: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try TagflowBinary.run(["render", "swift", "-o", "out.svg"] + arguments + fixtureFonts, in: folder)
    #expect(result.status != 0)
    #expect(result.stderr.contains(phrase), "\(result.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func manifestKeys() throws {
    let extra = """
        - {output: out/auto.svg, tags: [swift], darkTheme: dark}
        - {output: out/text.svg, tags: [swift], svgText: text}
        - {output: out/soft.png, tags: [swift], snap: false}
        - {output: out/bad.svg, tags: [swift], svgText: glyphs}
        - {output: out/bad2.svg, tags: [swift], darkTheme: neon}

      """
    let folder = try BatchCommandTests.workspace(jobs: 0, extra: extra)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try TagflowBinary.run(["batch", "manifest.yaml"], in: folder)
    #expect(result.status == 1)
    #expect(result.stderr.contains("jobs[3].svgText: 'glyphs' is not valid"), "\(result.stderr)")
    #expect(result.stderr.contains("jobs[4].darkTheme:"), "\(result.stderr)")
    let out = folder.appendingPathComponent("out")
    let auto = try String(contentsOf: out.appendingPathComponent("auto.svg"), encoding: .utf8)
    #expect(auto.contains("prefers-color-scheme:dark") && auto.contains("</text>"))
    let text = try String(contentsOf: out.appendingPathComponent("text.svg"), encoding: .utf8)
    #expect(text.contains("</text>") && !text.contains("prefers-color-scheme"))
    #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("soft.png").path))
  }
}

// Paths into the repository's Fixtures folder and the fonts the tests use.

import Foundation
import TagFlow

enum Fixtures {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  static func path(_ relative: String) -> String {
    root.appendingPathComponent(relative).path
  }

  /// Only the fonts committed in Fixtures/Fonts: renders never depend on what
  /// the machine has installed.
  static let fonts: FontSet = {
    let folder = root.appendingPathComponent("Fonts")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let fonts = files.filter { $0.hasSuffix(".ttf") || $0.hasSuffix(".otf") }.sorted()
    return FontSet(files: fonts.map { folder.appendingPathComponent($0).path }, includesSystemFonts: false)
  }()

  static let measurer: @Sendable () throws -> TextMeasurer = { try TextMeasurer(fonts: fonts) }

  /// A job with the reference workload's look (DejaVu Sans 13px, padding 12×6, gaps 8×8) and the test fonts.
  static func job(_ tags: [String], width: Double = 600) -> Job {
    Job(tags: tags.map { TagItem($0) }, width: width, fonts: fonts)
  }

  static let tags = [
    "swift", "linux", "pango", "cairo", "flexbox", "layout", "png", "svg", "pdf", "unicode", "docs", "readme",
    "snapshot-testing", "fonts", "harfbuzz", "fontconfig", "typography", "open-source", "command-line",
  ]
}

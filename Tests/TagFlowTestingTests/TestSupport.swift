// Jobs with the repository's test fonts, and scratch folders that clean up after themselves.

import Foundation
import TagFlow

enum TestJobs {
  /// The fonts committed in Fixtures/Fonts, and no others: the same pixels on every machine.
  static let fonts: FontSet = {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/Fonts")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let files = names.filter { $0.hasSuffix(".ttf") || $0.hasSuffix(".otf") }.sorted()
    return FontSet(files: files.map { folder.appendingPathComponent($0).path }, includesSystemFonts: false)
  }()

  static func job(_ tags: [String], width: Double = 240) -> Job {
    Job(tags: tags.map { Tag($0) }, width: width, fonts: fonts)
  }
}

/// Runs `body` with a fresh temporary folder, removed afterwards.
func withScratchFolder<R>(_ body: (String) throws -> R) throws -> R {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-testing-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: url) }
  return try body(url.path)
}

func fileExists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

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
    Job(tags: tags.map { TagItem($0) }, width: width, fonts: fonts)
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

/// `svg` with its first chip path (after the glyph definitions) moved by a thousandth of a
/// point: the text differs, the pictures cannot.
func nudgedSVG(_ svg: [UInt8]) throws -> [UInt8] {
  var lines = String(decoding: svg, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    .map(String.init)
  guard let defsEnd = lines.firstIndex(of: "</defs>"),
    let line = lines.indices.first(where: { $0 > defsEnd && lines[$0].hasPrefix("<path ") }),
    let range = lines[line].range(of: #"d="M "#)
  else { throw NoChipPath() }
  let rest = lines[line][range.upperBound...]
  let number = rest.prefix { $0 != " " }
  lines[line] = lines[line][..<range.upperBound] + String(Double(number)! + 0.001) + rest.dropFirst(number.count)
  return Array(lines.joined(separator: "\n").utf8)
}

/// The SVG given to `nudgedSVG` draws no chip.
struct NoChipPath: Error {}

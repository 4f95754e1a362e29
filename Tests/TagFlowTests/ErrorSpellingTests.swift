// Keeps errors typed and the library free of command-line spellings, by reading the sources.

import Foundation
import Testing

/// The library's errors are cases that carry setting keys, and whoever shows them spells the
/// settings (`SettingNaming`): prose errors and option names in the library would undo that.
struct ErrorSpellingTests {
  /// The package's folder, from this file's place in it.
  static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Every Swift file under `folder` (of the package), with its text.
  static func sources(_ folder: String) throws -> [(path: String, text: String)] {
    let root = package.appendingPathComponent(folder)
    let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
    return try paths.filter { $0.hasSuffix(".swift") }.sorted().map { path in
      (folder + "/" + path, try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
    }
  }

  @Test func noErrorIsMadeOfProse() throws {
    let prose = try Regex(#"TagFlowError\(\s*""#)
    let files = try Self.sources("Sources").filter { $0.text.contains(prose) }.map(\.path)
    #expect(files == [], "throw a case of TagFlowError, with its fields, not a sentence")
  }

  /// Option spellings the library may write, each with why it is not a tagflow option
  /// spelt by the library: (file, spelling, reason).
  static let allowed: [(file: String, spelling: String, reason: String)] = [
    ("Check/VectorRasterizer.swift", "--format", "an argument of rsvg-convert, not of tagflow"),
    ("Check/VectorRasterizer.swift", "--output", "an argument of rsvg-convert, not of tagflow"),
    ("Report/HTMLReport+Item.swift", "--columns", "a CSS custom property of the report's page"),
    // Help texts are read only through the command line's --help.
    ("Model/Style.swift", "--font", "help text of an option, shown by --help"),
    ("Model/Style.swift", "--select", "help text of an option, shown by --help"),
    ("Settings/JobSetting.swift", "--height", "help text of an option, shown by --help"),
    ("Settings/JobSetting.swift", "--width", "help text of an option, shown by --help"),
    ("Settings/JobSetting.swift", "--font-file", "help text of an option, shown by --help"),
    ("Settings/JobSetting.swift", "--no-system-fonts", "help text of an option, shown by --help"),
    ("Settings/JobSetting.swift", "--justify", "help text of an option, shown by --help"),
    ("Settings/JobSetting.swift", "--min-size", "help text of an option, shown by --help"),
    ("Settings/JobSetting.swift", "--dark-theme", "help text of an option, shown by --help"),
    // Words that library tests pin (FolderComparisonTests, PNGDecoderTests) and that are not
    // errors with a setting to carry: left as they are until those words may change.
    ("Check/FolderComparison.swift", "--include", "the diff summary's words, pinned by FolderComparisonTests"),
    (
      "Image/PNGDecodingError.swift", "--max-pixels", "PNGDecodingError's public description, pinned by PNGDecoderTests"
    ),
    ("Model/LinkPolicy.swift", "--allow-link-scheme", "LinkPolicy.accepted, shared by manifests and --input lists"),
    ("Manifest/ManifestParser.swift", "--font-size", "explains that keys are the options in camelCase"),
  ]

  @Test func theLibrarySpellsNoOption() throws {
    // An option inside a string literal on one line: after a quote, before the next one.
    let option = try Regex(#""[^"\n]*?(--[a-z][a-z-]*)"#)
    var found: [String] = []
    for folder in [
      "Sources/TagFlow", "Sources/TagFlowComparison", "Sources/TagFlowReaders", "Sources/TagFlowReports",
      "Sources/TagFlowBatch", "Sources/FlowLayout",
    ] {
      for (path, text) in try Self.sources(folder) {
        for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
          for match in line.matches(of: option) {
            guard let spelling = match.output[1].substring.map(String.init) else { continue }
            let isAllowed = Self.allowed.contains { path.hasSuffix("/" + $0.file) && $0.spelling == spelling }
            if !isAllowed { found.append("\(path): \(spelling)") }
          }
        }
      }
    }
    #expect(found == [], "carry the setting's key and let SettingNaming spell it, or list it in `allowed` with why")
  }
}

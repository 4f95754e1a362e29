// Every option that takes a path: outputs make their missing folders and errors name the option given; a shell pattern's files are paths, never chips.

import Foundation
import Testing

@Suite struct PathOptionTests {
  /// An option that writes a file or a folder, and the command line that makes it write `path`.
  struct OutputOption: CustomTestStringConvertible, Sendable {
    var option: String
    /// `.png`, `.json`, …; empty for a folder.
    var suffix: String
    /// The arguments, given the path to write (with its suffix).
    var arguments: @Sendable (String) -> [String]
    /// The file the option writes inside a folder it names (`index.html`), or nil for a file.
    var inside: String? = nil

    var testDescription: String { "\(arguments("P").prefix(1).joined()) \(option)" }
  }

  static let outputs: [OutputOption] = [
    OutputOption(option: "--output", suffix: ".png") { ["render", "swift", "-o", $0] + fixtureFonts },
    OutputOption(option: "--output", suffix: ".json") { ["layout", "swift", "-o", $0] + fixtureFonts },
    OutputOption(option: "--output", suffix: ".md") { ["markdown", "page.md", "-o", $0] + fixtureFonts },
    OutputOption(option: "--report", suffix: ".json") { ["batch", "manifest.yaml", "--report", $0] },
    OutputOption(
      option: "--report", suffix: "", arguments: { ["check", "manifest.yaml", "--report", $0] }, inside: "index.html"),
    OutputOption(option: "--junit", suffix: ".xml") { ["check", "manifest.yaml", "--junit", $0] },
    OutputOption(
      option: "--artifacts", suffix: "", arguments: { ["check", "manifest.yaml", "--artifacts", $0] },
      inside: "last-run.json"),
    OutputOption(
      option: "--references", suffix: "", arguments: { ["check", "manifest.yaml", "--references", $0] },
      inside: "out/job0.png"),
    OutputOption(option: "--output", suffix: ".png") { ["diff", "a.png", "b.png", "-o", $0] },
    OutputOption(
      option: "--report", suffix: "", arguments: { ["diff", "a.png", "b.png", "--report", $0] }, inside: "index.html"),
  ]

  /// A folder with a manifest of one job rendered (so `check` has references), two images
  /// that differ for `diff`, and a Markdown page with a ```tags block.
  static func workspace() throws -> URL {
    let folder = try BatchCommandTests.workspace(jobs: 1)
    #expect(try TagflowBinary.run(["batch", "manifest.yaml", "-q"], in: folder).status == 0)
    for (name, tag) in [("a.png", "one"), ("b.png", "two")] {
      #expect(try TagflowBinary.run(["render", tag, "-o", name] + fixtureFonts, in: folder).status == 0)
    }
    try Data("# Page\n\n```tags\nswift linux\n```\n".utf8).write(to: folder.appendingPathComponent("page.md"))
    return folder
  }

  /// A random relative path of one to three missing folders and a name.
  static func missingPath(_ suffix: String, using generator: inout SeededGenerator) -> String {
    let depth = Int.random(in: 1...3, using: &generator)
    let parts = (0..<depth).map { _ in "new\(Int.random(in: 0..<1000, using: &generator))" }
    return (parts + ["out\(suffix)"]).joined(separator: "/")
  }

  /// Every output option makes the folders its path names that are missing.
  @Test(arguments: outputs)
  func everyOutputMakesItsFolders(_ output: OutputOption) throws {
    let folder = try Self.workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    var generator = SeededGenerator(UInt64(output.testDescription.utf8.count))
    for _ in 0..<2 {
      let path = Self.missingPath(output.suffix, using: &generator)
      // Without CI in the environment: in CI `check` records no missing reference.
      let result = try TagflowBinary.run(output.arguments(path), in: folder, environment: ["CI": nil])
      #expect(result.status != 2, "\(output.arguments(path)): \(result.stderr)")
      let made = output.inside.map { path + "/" + $0 } ?? path
      #expect(
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(made).path),
        "\(output.arguments(path)) did not write \(made): \(result.stderr)")
    }
  }

  /// A folder that cannot be made (a file is in the way) is an error of one line that names
  /// the option given, never another.
  @Test(arguments: outputs.filter { $0.option != "--artifacts" && $0.option != "--references" })
  func anOutputThatCannotBeWrittenNamesItsOption(_ output: OutputOption) throws {
    let folder = try Self.workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("a file\n".utf8).write(to: folder.appendingPathComponent("blocker"))
    let path = "blocker/sub/out" + output.suffix
    let result = try TagflowBinary.run(output.arguments(path), in: folder)
    #expect(result.status == 2, "\(output.arguments(path)): \(result.stderr)")
    let errors = result.stderr.split(separator: "\n").filter { $0.hasPrefix("tagflow: error:") }
    #expect(errors.count == 1, "\(result.stderr)")
    #expect(errors.first?.hasPrefix("tagflow: error: \(output.option): ") == true, "\(result.stderr)")
  }

  /// The options that take several paths take a shell pattern's whole expansion: no chip
  /// is named after a file, and every file counts.
  @Test(arguments: [1, 2, 3] as [UInt64])
  func severalPathsAfterAnOptionAreAllRead(seed: UInt64) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var generator = SeededGenerator(seed)
    let count = Int.random(in: 2...5, using: &generator)
    var names: [String] = []
    for index in 0..<count {
      let name = "z\(index).md"
      names.append(name)
      try Data("---\ntags: [alpha, t\(index)]\n---\nText.\n".utf8).write(to: folder.appendingPathComponent(name))
    }
    for index in 0..<2 {
      try Data("{\"name\": \"p\(index)\", \"keywords\": [\"beta\", \"k\(index)\"]}\n".utf8).write(
        to: folder.appendingPathComponent("p\(index).json"))
    }
    let fonts = stride(from: 1, to: fixtureFonts.count - 1, by: 2).map { fixtureFonts[$0] }
    let order = [
      ["--from-front-matter"] + names, ["--from-package", "p0.json", "p1.json"], ["--font-file"] + fonts,
      ["--no-system-fonts"],
    ].shuffled(using: &generator)
    let result = try TagflowBinary.run(["layout"] + order.flatMap { $0 }, in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let chips = try Self.chipTexts(result.stdout)
    let expected = Set(["alpha", "beta", "k0", "k1"] + (0..<count).map { "t\($0)" })
    #expect(Set(chips) == expected, "\(chips)")
    #expect(!chips.contains { $0.hasSuffix(".md") || $0.hasSuffix(".json") || $0.hasSuffix(".ttf") })
  }

  /// The options that take one path refuse a second file after it, in one line naming the
  /// option, rather than draw it as a chip.
  @Test(arguments: [
    ["render", "--input", "t0.txt", "t1.txt", "-o", "x.png"],
    ["render", "swift", "-o", "x.png", "t0.txt"],
    ["layout", "-i", "t0.txt", "t1.txt", "t2.txt"],
    ["render", "--theme", "t0.txt", "t1.txt", "-o", "x.png"],
    ["layout", "swift", "--theme", "dark", "t0.txt"],
    ["markdown", "page.md", "--images", "img", "t0.txt", "-o", "out.md"],
  ])
  func aSecondFileAfterAOnePathOptionIsRefused(arguments: [String]) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for index in 0..<3 {
      try Data("tag\(index)\n".utf8).write(to: folder.appendingPathComponent("t\(index).txt"))
    }
    try Data("```tags\nswift\n```\n".utf8).write(to: folder.appendingPathComponent("page.md"))
    let result = try TagflowBinary.run(arguments + fixtureFonts, in: folder)
    #expect(result.status == 2, "\(arguments): \(result.stderr)")
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(result.stderr)")
    #expect(lines.first?.contains("names a file, not a tag") == true, "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.png").path))
  }

  /// A word after a one-path option's value that names no file is a tag, as ever.
  @Test func aTagAfterAnOptionIsStillATag() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try TagflowBinary.run(["layout", "--output", "-", "swift", "linux"] + fixtureFonts, in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try Self.chipTexts(result.stdout) == ["swift", "linux"])
  }

  /// `check`'s default artifacts folder is `.tagflow-check` beside the manifest, from any
  /// working folder, and tagflow's own: a link in its place is refused, never followed, and
  /// nothing is written where it points. A folder named with `--artifacts` is followed.
  @Test func theDefaultArtifactsFolderIsBesideTheManifestAndNeverALink() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = try Self.workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.moveItem(at: folder, to: root.appendingPathComponent("site"))
    let site = root.appendingPathComponent("site")
    // Run from the folder above: the record of the run is beside the manifest.
    let above = try TagflowBinary.run(["check", "site/manifest.yaml", "-q"], in: root)
    #expect(above.status == 0, "\(above.stderr)")
    #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent(".tagflow-check/last-run.json").path))
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(".tagflow-check").path))
    let again = try TagflowBinary.run(["check", "manifest.yaml", "--last-failed"], in: site)
    #expect(again.status == 0, "\(again.stderr)")

    let outside = root.appendingPathComponent("outside")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    try FileManager.default.removeItem(at: site.appendingPathComponent(".tagflow-check"))
    try FileManager.default.createSymbolicLink(
      atPath: site.appendingPathComponent(".tagflow-check").path, withDestinationPath: outside.path)
    for (arguments, place) in [(["check", "site/manifest.yaml"], root), (["check", "manifest.yaml"], site)] {
      let refused = try TagflowBinary.run(arguments, in: place)
      #expect(refused.status == 2, "\(refused.stderr)")
      #expect(
        refused.stderr.hasSuffix(
          ".tagflow-check': it is a symbolic link, and tagflow writes its own files only into real folders\n"),
        "\(refused.stderr)")
      #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }
    let named = try TagflowBinary.run(["check", "manifest.yaml", "--artifacts", ".tagflow-check"], in: site)
    #expect(named.status == 0, "\(named.stderr)")
    #expect(FileManager.default.fileExists(atPath: outside.appendingPathComponent("last-run.json").path))
  }

  /// The texts of the chips in `tagflow layout`'s JSON, in order.
  static func chipTexts(_ json: Data) throws -> [String] {
    let object = try JSONSerialization.jsonObject(with: json) as? [String: Any]
    let chips = object?["chips"] as? [[String: Any]] ?? []
    return chips.compactMap { $0["text"] as? String }
  }
}

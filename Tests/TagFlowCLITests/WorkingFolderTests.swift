// The same result from any folder: a manifest's cache hits whatever the working folder and the spelling of its path.

import Foundation
import Testing

@Suite struct WorkingFolderTests {
  /// `root/two/m1.yaml` (output `a/one.png`) and `root/two/m2.yaml` (output `b/x.png`) with
  /// their fonts, `root/link` a link to `two`, and working folders around them.
  static func site() throws -> URL {
    let root = try temporaryFolder()
    let two = root.appendingPathComponent("two")
    try FileManager.default.createDirectory(at: two, withIntermediateDirectories: true)
    let fonts = try copyFixtureFonts(into: two).map { "\"\($0)\"" }.joined(separator: ", ")
    for (name, output, tag) in [("m1", "a/one.png", "swift"), ("m2", "b/x.png", "pango")] {
      try manifest(output: output, tags: [tag], fonts: fonts).write(
        to: two.appendingPathComponent("\(name).yaml"), atomically: true, encoding: .utf8)
    }
    for folder in ["deep/er", "other"] {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("link").path, withDestinationPath: "two")
    return root
  }

  static func manifest(output: String, tags: [String], fonts: String) -> String {
    "defaults:\n  systemFonts: false\n  fontFiles: [\(fonts)]\njobs:\n  - output: \(output)\n    tags: [\(tags.joined(separator: ", "))]\n"
  }

  /// The working folders of the test, from the root, and how to reach the root from each.
  static let folders: [(path: String, up: String)] = [
    ("", ""), ("two", "../"), ("link", "../"), ("deep/er", "../../"), ("other", "../"),
  ]

  /// A random spelling of `root/two/NAME` from the working folder `from`: relative or
  /// absolute, through the folder or the link to it, with or without `./` and `..` detours.
  static func spelling(
    of name: String, from folder: (path: String, up: String), root: URL, using generator: inout SeededGenerator
  ) -> String {
    let via = Bool.random(using: &generator) ? "two/" : "link/"
    switch Int.random(in: 0..<5, using: &generator) {
    case 0: return root.path + "/" + via + name
    case 1: return "./" + folder.up + via + name
    case 2 where folder.path == "two" || folder.path == "link": return name
    case 3 where folder.path == "two" || folder.path == "link": return "./" + name
    case 4: return folder.up + "other/../" + via + name
    default: return folder.up + via + name
    }
  }

  /// The record's paths, line by line.
  static func recordPaths(_ root: URL) throws -> [String] {
    let text = try String(contentsOf: root.appendingPathComponent("two/.tagflow-state"), encoding: .utf8)
    return text.split(separator: "\n").map { String($0.split(separator: " ", maxSplits: 3)[3]) }
  }

  /// Manifests run from random folders through random spellings of their paths stay up to
  /// date: nothing renders again, no run warns of files it did not write, and every
  /// manifest's record is kept. Edits render once, from wherever the run is.
  @Test(arguments: [1, 2, 3] as [UInt64])
  func manifestsStayUpToDateFromAnyFolder(seed: UInt64) throws {
    let root = try Self.site()
    defer { try? FileManager.default.removeItem(at: root) }
    for name in ["m1.yaml", "m2.yaml"] {
      let first = try TagflowBinary.run(["batch", name], in: root.appendingPathComponent("two"))
      #expect(first.status == 0 && first.stderr.contains("1 job: 1 rendered, 0 skipped"), "\(first.stderr)")
    }
    var generator = SeededGenerator(seed)
    // The fonts `site()` copied, as the manifests name them.
    let fonts = stride(from: 1, to: fixtureFonts.count - 1, by: 2).map {
      "\"fonts/\(URL(fileURLWithPath: fixtureFonts[$0]).lastPathComponent)\""
    }.joined(separator: ", ")
    for step in 0..<10 {
      let name = Bool.random(using: &generator) ? "m1.yaml" : "m2.yaml"
      let folder = Self.folders.randomElement(using: &generator)!
      let path = Self.spelling(of: name, from: folder, root: root, using: &generator)
      // Now and then the manifest changes: it renders once, whoever runs it, from wherever.
      let edited = Int.random(in: 0..<4, using: &generator) == 0
      if edited {
        let output = name == "m1.yaml" ? "a/one.png" : "b/x.png"
        try Self.manifest(output: output, tags: ["edit\(step)"], fonts: fonts).write(
          to: root.appendingPathComponent("two/" + name), atomically: true, encoding: .utf8)
      }
      let run = try TagflowBinary.run(["batch", path], in: root.appendingPathComponent(folder.path))
      let expected = edited ? "1 job: 1 rendered, 0 skipped" : "1 job: 0 rendered, 1 skipped"
      #expect(run.status == 0, "step \(step): batch \(path) in \(folder.path): \(run.stderr)")
      #expect(run.stderr.contains(expected), "step \(step): batch \(path) in '\(folder.path)': \(run.stderr)")
      #expect(!run.stderr.contains("warning"), "step \(step): batch \(path) in '\(folder.path)': \(run.stderr)")
      #expect(Set(try Self.recordPaths(root)) == ["a/one.png", "b/x.png"], "step \(step)")
    }
  }

  /// A record written before paths were kept from the manifest's folder (from the folder
  /// above, from a folder beside it, or absolute) still counts: nothing renders again, no
  /// warning, and the record is rewritten with the manifest's own paths, both manifests'.
  @Test(arguments: [4, 5, 6] as [UInt64])
  func anOlderRecordFromAnotherFolderStillCounts(seed: UInt64) throws {
    let root = try Self.site()
    defer { try? FileManager.default.removeItem(at: root) }
    let two = root.appendingPathComponent("two")
    for name in ["m1.yaml", "m2.yaml"] {
      #expect(try TagflowBinary.run(["batch", name], in: two).status == 0)
    }
    var generator = SeededGenerator(seed)
    let record = two.appendingPathComponent(".tagflow-state")
    let lines = try String(contentsOf: record, encoding: .utf8).split(separator: "\n")
    // Each line as an older tagflow wrote it from another working folder.
    let older = lines.map { line in
      let fields = line.split(separator: " ", maxSplits: 3)
      let prefix = ["two/", "../two/", "../../two/", root.path + "/two/", root.path + "/link/"].randomElement(
        using: &generator)!
      return fields[0..<3].joined(separator: " ") + " " + prefix + fields[3]
    }
    try (older.joined(separator: "\n") + "\n").write(to: record, atomically: true, encoding: .utf8)
    try? FileManager.default.removeItem(at: two.appendingPathComponent(".tagflow-run"))
    for step in 0..<4 {
      let name = step % 2 == 0 ? "m1.yaml" : "m2.yaml"
      let folder = Self.folders.randomElement(using: &generator)!
      let path = Self.spelling(of: name, from: folder, root: root, using: &generator)
      let run = try TagflowBinary.run(["batch", path], in: root.appendingPathComponent(folder.path))
      #expect(run.status == 0 && run.stderr.contains("1 job: 0 rendered, 1 skipped"), "step \(step): \(run.stderr)")
      #expect(!run.stderr.contains("warning"), "step \(step): \(run.stderr)")
    }
    #expect(Set(try Self.recordPaths(root)) == ["a/one.png", "b/x.png"])
  }

  /// README's walk, run from the root, then its batch and check again from a subfolder and
  /// from a folder beside: the same cache hits, the same check, the same images.
  @Test func readmeWalkGivesTheSameFromASubfolder() throws {
    let readme = try #require(ReadmeExamples.pages.first { $0.path == "README.md" })
    let folder = try ReadmeExamplesTests.workFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for block in readme.shellBlocks {
      let result = try ReadmeExamplesTests.bash(block.text, in: folder)
      #expect(result.status == 0, "\(block.testDescription): \(result.stderr)")
    }
    // The walk's commands that read a manifest, its path the third word.
    let commands = readme.shellBlocks.flatMap(\.commands).filter {
      $0.hasPrefix("tagflow batch ") || $0.hasPrefix("tagflow check ")
    }
    #expect(commands.count >= 2)
    func images() throws -> [String: Data] {
      let site = folder.appendingPathComponent("site")
      let names = try FileManager.default.subpathsOfDirectory(atPath: site.path).filter {
        $0.hasSuffix(".png") || $0.hasSuffix(".svg")
      }
      return try Dictionary(
        uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: site.appendingPathComponent($0))) })
    }
    let before = try images()
    #expect(!before.isEmpty)
    var fromRoot: [String] = []
    for command in commands {
      let result = try ReadmeExamplesTests.bash(command, in: folder)
      fromRoot.append(Self.summary(result))
    }
    #expect(fromRoot.allSatisfy { !$0.contains(" rendered") || $0.contains(" 0 rendered") }, "\(fromRoot)")
    for (sub, up) in [("site", "../"), ("elsewhere/deeper", "../../")] {
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
      for (command, expected) in zip(commands, fromRoot) {
        var words = command.split(separator: " ").map(String.init)
        words[2] = up + words[2]
        let result = try ReadmeExamplesTests.bash(
          words.joined(separator: " "), in: folder.appendingPathComponent(sub))
        #expect(Self.summary(result) == expected, "\(command) from \(sub): \(result.stderr)\(result.stdoutText)")
        #expect(!result.stderr.contains("warning"), "\(command) from \(sub): \(result.stderr)")
      }
    }
    // The files the walk made are as they were (a report written from a subfolder adds its own).
    let after = try images()
    for (name, bytes) in before { #expect(after[name] == bytes, "\(name)") }
  }

  /// A batch's or check's count line, its timing set aside.
  static func summary(_ result: CommandResult) -> String {
    let lines = (result.stdoutText + "\n" + result.stderr).split(separator: "\n")
    let counts = lines.last { $0.contains(" jobs: ") || $0.contains(" job: ") || $0.contains(" images: ") }
    return counts.map { ReadmeExamplesTests.normalised($0) } ?? "exit \(result.status)"
  }
}

// A path that is not what an option wants is named for what it is: a missing font file is
// missing, a folder given for an output file is a folder, and the line says what to give.

import Foundation
import Testing

@Suite struct PathMessageTests {
  /// Every spelling of a folder where an output file is wanted, for every command that writes
  /// one file, and as a manifest's `output`: one line that says it is a folder and shows a file
  /// in it, exit 2, nothing written, never "cannot tell the format".
  @Test(arguments: 0..<8)
  func aFolderForAnOutputFileSaysSo(seed: Int) throws {
    var random = SeededGenerator(UInt64(seed) &+ 211)
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("out/deeper"), withIntermediateDirectories: true)
    try Data("```tags\nswift\n```\n".utf8).write(to: folder.appendingPathComponent("page.md"))
    let image = try TagflowBinary.run(["render", "swift", "-o", "a.png"] + fixtureFonts, in: folder)
    #expect(image.status == 0, "\(image.stderr)")
    let spellings = ["out", "out/", "./out", "out/deeper", "out/deeper/", "\(folder.path)/out", "new/", "out/../out"]
    let path = spellings.randomElement(using: &random)!
    let commands: [[String]] = [
      ["render", "swift", "-o", path] + fixtureFonts,
      ["render", "swift", "--format", ["png", "svg", "pdf"].randomElement(using: &random)!, "-o", path]
        + fixtureFonts,
      ["layout", "swift", "-o", path] + fixtureFonts,
      ["markdown", "page.md", "-o", path] + fixtureFonts,
      ["diff", "a.png", "a.png", "-o", path],
    ]
    for command in commands {
      let before = try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted()
      let result = try TagflowBinary.run(command, in: folder)
      #expect(result.status == 2, "\(command): \(result.stderr)")
      let lines = result.stderr.split(separator: "\n")
      #expect(lines.count == 1, "\(command): \(result.stderr)")
      let line = String(lines.first ?? "")
      #expect(
        line.hasPrefix("tagflow: error: --output: '\(path)' ")
          && (line.contains("' is a folder; give a file in it, such as '")
            || line.contains("' names a folder; give a file in it, such as '")),
        "\(command): \(line)")
      #expect(!line.contains("cannot tell the format"))
      #expect(result.stdout.isEmpty, "\(command): a verdict before the error")
      #expect(try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted() == before, "\(command)")
    }
    // A manifest's output: the job is refused at its line, the other rendered.
    let relative = path.hasPrefix("/") ? "out" : path
    try Data("jobs:\n  - output: \(relative)\n    tags: [a]\n  - output: b.png\n    tags: [b]\n".utf8).write(
      to: folder.appendingPathComponent("m.yaml"))
    let batch = try TagflowBinary.run(["batch", "m.yaml"], in: folder)
    #expect(
      batch.stderr.contains("m.yaml:2:13: jobs[0].output: '\(relative)' ")
        && batch.stderr.contains("a folder; give a file in it, such as '"), "\(batch.stderr)")
    #expect(!batch.stderr.contains("cannot tell the format"))
  }

  /// A manifest's `output` is a folder only where the manifest's folder has one: a folder of that
  /// name in the working folder makes no job a folder, and one beside the manifest does,
  /// whatever folder tagflow runs in.
  @Test func aManifestOutputIsAFolderBesideTheManifest() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let site = folder.appendingPathComponent("site")
    for made in ["out", "site/beside"] {
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent(made), withIntermediateDirectories: true)
    }
    try Data("jobs:\n  - output: out\n    tags: [a]\n  - output: beside\n    tags: [b]\n".utf8).write(
      to: site.appendingPathComponent("m.yaml"))
    for (working, manifest) in [(folder, "site/m.yaml"), (site, "m.yaml")] {
      let batch = try TagflowBinary.run(["batch", manifest], in: working)
      #expect(batch.stderr.contains("jobs[0].output: cannot tell the format of 'out'"), "\(batch.stderr)")
      #expect(
        batch.stderr.contains("jobs[1].output: 'beside' is a folder; give a file in it, such as 'beside/tags.png'"),
        "\(batch.stderr)")
    }
  }

  /// A font file that is not there is missing, a folder is a folder: on the command line and
  /// in a manifest, never "not valid".
  @Test(arguments: ["missing.ttf", "fonts/missing.otf", "fonts", "fonts/", "gone/Inter.ttc"])
  func aFontFileThatIsNotThereIsMissing(_ path: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("fonts"), withIntermediateDirectories: true)
    let why = path.hasPrefix("fonts") && !path.contains(".") ? "it is a folder" : "no such file"
    let result = try TagflowBinary.run(["render", "swift", "--font-file", path, "-o", "a.png"], in: folder)
    #expect(result.status == 2)
    #expect(result.stderr == "tagflow: error: --font-file: cannot read '\(path)': \(why)\n", "\(result.stderr)")
    try Data("jobs:\n  - output: a.png\n    tags: [a]\n    fontFiles: [\(path)]\n".utf8).write(
      to: folder.appendingPathComponent("m.yaml"))
    let batch = try TagflowBinary.run(["batch", "m.yaml"], in: folder)
    #expect(batch.stderr.contains("m.yaml:4:17: jobs[0].fontFiles: cannot read '\(path)': \(why)"), "\(batch.stderr)")
    #expect(!result.stderr.contains("not valid") && !batch.stderr.contains("not valid"))
  }
}

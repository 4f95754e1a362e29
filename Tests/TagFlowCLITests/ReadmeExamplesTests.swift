// The shell examples of README.md, CONTRIBUTING.md and docs/*.md run as written: the docs cannot
// drift from the tool.

import Foundation
import Testing

/// The fenced blocks of the documentation that a reader would type: README.md, CONTRIBUTING.md
/// and every `docs/*.md` page, found by listing `docs/`, so a new page is covered without a word
/// here.
///
/// - ```` ```sh ```` blocks run page by page: each page's blocks in order in one folder of its
///   own, as a reader following that page would run them, with the built `tagflow` first on
///   `PATH`; each block must exit 0.
/// - Transcripts (a plain ```` ``` ```` or ```` ```console ```` block of `$ command` lines, each
///   followed by what it prints) run their commands in order and compare every line shown with
///   every line printed, word for word, stdout and stderr together (their order aside):
///   only timings and rates are set aside. One with a set-up of its own runs in a folder
///   that holds nothing else (the docs and fixtures aside). They run with DejaVu Sans as the only font, as a
///   machine with no other fonts installed has it, so their counts do not depend on the
///   machine. A transcript that needs files of its own is preceded by an HTML comment that
///   makes them, which a reader does not see: `<!-- transcript setup: what it makes` then
///   shell lines, then `-->`.
///
/// Set-up, build, test and benchmark commands (`swift …`, `bash .ci/…`, `scripts/…`,
/// `Benchmarks/…`) are what CI itself runs; a block made of them is not run again here.
struct ReadmeExamples {
  struct Block: CustomTestStringConvertible, Sendable {
    var path: String
    var line: Int
    var language: String
    var text: String
    /// The shell lines of a `<!-- transcript setup:` comment just before the block.
    var setup: String? = nil

    var testDescription: String { "\(path):\(line) ```\(language)" }

    /// Lines that are commands, without comments, continuation lines joined.
    var commands: [String] {
      text.replacingOccurrences(of: "\\\n", with: " ").split(separator: "\n").map {
        $0.trimmingCharacters(in: .whitespaces)
      }.filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    var isSetUp: Bool {
      commands.allSatisfy { command in
        // `NAME=value swift test` is a set-up command too.
        let program = command.split(separator: " ").first { !$0.contains("=") } ?? ""
        return ["swift", "bash", "sudo", "apt", "scripts/", "Benchmarks/"].contains { program.hasPrefix($0) }
      }
    }
  }

  /// One Markdown file of the documentation and its fenced blocks.
  struct Page: CustomTestStringConvertible, Sendable {
    /// The path from the repository's root, such as `docs/cli.md`.
    var path: String
    var text: String

    var testDescription: String { path }

    var blocks: [Block] {
      var blocks: [Block] = []
      var open: Block?
      var setup: String?
      var readingSetup = false
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        if open == nil, line.hasPrefix("<!-- transcript setup:") {
          (setup, readingSetup) = ("", true)
          continue
        }
        if readingSetup {
          if line == "-->" { readingSetup = false } else { setup? += line + "\n" }
          continue
        }
        guard line.hasPrefix("```") else {
          open?.text += line + "\n"
          if open == nil { setup = nil }
          continue
        }
        if let block = open {
          blocks.append(block)
          open = nil
        } else {
          open = Block(path: path, line: index + 1, language: String(line.dropFirst(3)), text: "", setup: setup)
          setup = nil
        }
      }
      return blocks
    }

    var shellBlocks: [Block] { blocks.filter { $0.language == "sh" && !$0.isSetUp } }

    var transcripts: [Block] {
      blocks.filter { ($0.language.isEmpty || $0.language == "console") && $0.text.hasPrefix("$ ") }
    }
  }

  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// README.md, CONTRIBUTING.md, then `docs/*.md` in byte order of their names.
  static let paths: [String] = {
    let docs =
      (try? FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent("docs").path)) ?? []
    return ["README.md", "CONTRIBUTING.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
  }()

  /// Every page; one that cannot be read has no text, and `documentationHasExamples` says so.
  static let pages: [Page] = paths.map { path in
    let text = try? String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8)
    return Page(path: path, text: text ?? "")
  }

  static var shellBlocks: [Block] { pages.flatMap(\.shellBlocks) }

  static var transcripts: [Block] { pages.flatMap(\.transcripts) }
}

@Suite(.serialized) struct ReadmeExamplesTests {
  /// The folder a reader works in: the repository's docs and fixtures at hand, a tag file, and
  /// two images and two folders of images to compare, as the examples assume.
  static func workFolder() throws -> URL {
    let folder = try temporaryFolder()
    for name in ["docs", "Fixtures"] {
      try FileManager.default.createSymbolicLink(
        at: folder.appendingPathComponent(name),
        withDestinationURL: ReadmeExamples.repository.appendingPathComponent(name))
    }
    try Data("swift\nlinux\npango\n\ncairo\nflexbox\n".utf8).write(to: folder.appendingPathComponent("tags.txt"))
    let image = try TagflowBinary.run(
      ["render", "expected", "actual", "-o", "expected.png"] + fixtureFonts, in: folder)
    #expect(image.status == 0, "\(image.stderr)")
    try FileManager.default.copyItem(
      at: folder.appendingPathComponent("expected.png"), to: folder.appendingPathComponent("actual.png"))
    // Two folders of screenshots, for `tagflow diff expected/ actual/`.
    for name in ["expected", "actual"] {
      let screenshots = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: screenshots, withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        at: folder.appendingPathComponent("expected.png"), to: screenshots.appendingPathComponent("tags.png"))
    }
    return folder
  }

  /// Runs `script` as a reader at a terminal would: CI's variables unset, since they change
  /// what `tagflow check` records and prints, and no display, so `tagflow report` opens no
  /// browser and prints what it does without one.
  static func bash(_ script: String, in folder: URL, fontconfig: URL? = nil) throws -> CommandResult {
    let path =
      TagflowBinary.url.deletingLastPathComponent().path + ":"
      + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    let fonts = fontconfig.map { ["FONTCONFIG_FILE=\($0.path)"] } ?? []
    return try Shell.run(
      [
        "-u", "CI", "-u", "GITHUB_ACTIONS", "-u", "DISPLAY", "-u", "WAYLAND_DISPLAY", "-u", "TAGFLOW_OPEN",
        "PATH=\(path)",
      ] + fonts + ["bash", "-euo", "pipefail", "-c", script],
      in: folder)
  }

  /// A fontconfig set-up in `folder` that knows DejaVu Sans (and its bold) from Fixtures/Fonts
  /// and no other font: what a machine with only the default font draws and counts.
  static func dejaVuOnly(in folder: URL) throws -> URL {
    let fonts = ReadmeExamples.repository.appendingPathComponent("Fixtures/Fonts")
    for name in ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"] {
      try FileManager.default.createSymbolicLink(
        at: folder.appendingPathComponent(name), withDestinationURL: fonts.appendingPathComponent(name))
    }
    let configuration = folder.appendingPathComponent("fonts.conf")
    try Data(
      """
      <?xml version="1.0"?>
      <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
      <fontconfig><dir>\(folder.path)</dir><cachedir>\(folder.path)/cache</cachedir></fontconfig>
      """.utf8
    ).write(to: configuration)
    return configuration
  }

  /// A printed line with what must vary set aside: a batch's time and rate, `12.5 jobs/s, 0.4 s)`
  /// (the files it wrote, before them, are counted, and kept).
  static func normalised(_ line: Substring) -> String {
    String(line.replacing(/(\d+(\.\d+)? jobs\/s, )?\d+\.\d+ s\)/, with: "…)"))
  }

  @Test func documentationHasExamples() {
    for page in ReadmeExamples.pages {
      #expect(!page.text.isEmpty, "\(page.path) cannot be read, or is empty")
    }
    #expect(ReadmeExamples.paths.contains("docs/cli.md"))
    #expect(ReadmeExamples.shellBlocks.count >= 20)
    #expect(ReadmeExamples.transcripts.count >= 15)
  }

  /// The README is a front door: at most 300 lines, opening with the two commands that do all
  /// set-up on a fresh machine (CI runs them, so the runner above skips them).
  @Test func readmeOpensWithTheSetUpCommands() throws {
    let readme = try #require(ReadmeExamples.pages.first { $0.path == "README.md" })
    let lines = readme.text.utf8.filter { $0 == UInt8(ascii: "\n") }.count
    #expect(lines <= 300, "README.md has \(lines) lines")
    let first = try #require(readme.blocks.first)
    #expect(first.language == "sh")
    #expect(
      first.commands == [
        "bash .ci/install-deps && swift run -c release tagflow example out/",
        "bash .ci/install-deps && swift test",
      ])
  }

  @Test(arguments: ReadmeExamples.pages.filter { !$0.shellBlocks.isEmpty })
  func shellBlocksRunInOrder(_ page: ReadmeExamples.Page) throws {
    let folder = try Self.workFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for block in page.shellBlocks {
      let result = try Self.bash(block.text, in: folder)
      #expect(result.status == 0, "\(block.testDescription) exited \(result.status):\n\(block.text)\n\(result.stderr)")
      // A reader following the page must not lose what an earlier example made to a batch.
      #expect(
        !result.stderr.contains("that no batch of this manifest had written"),
        "\(block.testDescription) replaces what an earlier example made; give it a folder:\n\(result.stderr)")
    }
  }

  /// A folder with the repository's docs and fixtures at hand and nothing else: where a
  /// transcript with a set-up of its own runs, so that what it shows is what that set-up
  /// makes, as a reader who runs it gets (the work folder's `expected/` and `actual/` once
  /// added an image to a folder diff whose set-up makes five).
  static func bareFolder() throws -> URL {
    let folder = try temporaryFolder()
    for name in ["docs", "Fixtures"] {
      try FileManager.default.createSymbolicLink(
        at: folder.appendingPathComponent(name),
        withDestinationURL: ReadmeExamples.repository.appendingPathComponent(name))
    }
    return folder
  }

  @Test(arguments: ReadmeExamples.transcripts)
  func transcriptsAreWordForWord(_ block: ReadmeExamples.Block) throws {
    let folder = try block.setup == nil ? Self.workFolder() : Self.bareFolder()
    let fonts = try temporaryFolder()
    defer {
      try? FileManager.default.removeItem(at: folder)
      try? FileManager.default.removeItem(at: fonts)
    }
    let fontconfig = try Self.dejaVuOnly(in: fonts)
    if let setup = block.setup {
      let made = try Self.bash(setup, in: folder, fontconfig: fontconfig)
      #expect(made.status == 0, "\(block.testDescription): its setup failed:\n\(made.stderr)")
    }
    let lines = block.text.split(separator: "\n").map(String.init)
    for (index, line) in lines.enumerated() where line.hasPrefix("$ ") {
      let shown = lines[(index + 1)...].prefix { !$0.hasPrefix("$ ") }.filter { !$0.isEmpty }
      let result = try Self.bash(String(line.dropFirst(2)), in: folder, fontconfig: fontconfig)
      let printed = (result.stdoutText + "\n" + result.stderr).split(separator: "\n")
      let message =
        "\(block.testDescription): \(line)\nthe page shows:\n\(shown.joined(separator: "\n"))\ntool prints:\n"
        + printed.joined(separator: "\n")
      #expect(
        shown.map { Self.normalised($0[...]) }.sorted() == printed.map(Self.normalised).sorted(), "\(message)")
    }
  }

}

// README's shell examples run as written: the docs cannot drift from the tool.

import Foundation
import Testing

/// The fenced blocks of README.md that a reader would type.
///
/// - ```` ```sh ```` blocks run in order in one folder, as a reader following the README would
///   run them, with the built `tagflow` first on `PATH`; each block must exit 0.
/// - Transcripts (a plain ```` ``` ```` block of `$ command` lines, each followed by what it
///   prints) run their commands in order and compare every error and warning line shown, word
///   for word.
///
/// Set-up, build, test and benchmark commands (`swift …`, `bash .ci/…`, `scripts/…`,
/// `Benchmarks/…`) are what CI itself runs; a block made of them is not run again here.
struct ReadmeExamples {
  struct Block: CustomTestStringConvertible, Sendable {
    var line: Int
    var language: String
    var text: String

    var testDescription: String { "README.md:\(line) ```\(language)" }

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

  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static let blocks: [Block] = {
    let readme = (try? String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    var blocks: [Block] = []
    var open: Block?
    for (index, line) in readme.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      guard line.hasPrefix("```") else {
        open?.text += line + "\n"
        continue
      }
      if let block = open {
        blocks.append(block)
        open = nil
      } else {
        open = Block(line: index + 1, language: String(line.dropFirst(3)), text: "")
      }
    }
    return blocks
  }()

  static var shellBlocks: [Block] { blocks.filter { $0.language == "sh" && !$0.isSetUp } }

  static var transcripts: [Block] {
    blocks.filter { $0.language.isEmpty && $0.text.hasPrefix("$ ") }
  }
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
  /// what `tagflow check` records and prints.
  static func bash(_ script: String, in folder: URL) throws -> CommandResult {
    let path =
      TagflowBinary.url.deletingLastPathComponent().path + ":"
      + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    return try Shell.run(
      ["-u", "CI", "-u", "GITHUB_ACTIONS", "PATH=\(path)", "bash", "-euo", "pipefail", "-c", script], in: folder)
  }

  @Test func readmeHasExamples() {
    #expect(ReadmeExamples.shellBlocks.count >= 10)
    #expect(!ReadmeExamples.transcripts.isEmpty)
  }

  @Test func shellBlocksRunInOrder() throws {
    let folder = try Self.workFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for block in ReadmeExamples.shellBlocks {
      let result = try Self.bash(block.text, in: folder)
      #expect(result.status == 0, "\(block.testDescription) exited \(result.status):\n\(block.text)\n\(result.stderr)")
    }
  }

  @Test(arguments: ReadmeExamples.transcripts)
  func transcriptMessagesAreWordForWord(_ block: ReadmeExamples.Block) throws {
    let folder = try Self.workFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let lines = block.text.split(separator: "\n").map(String.init)
    for (index, line) in lines.enumerated() where line.hasPrefix("$ ") {
      let shown = lines[(index + 1)...].prefix { !$0.hasPrefix("$ ") }
      let result = try Self.bash(String(line.dropFirst(2)), in: folder)
      for expected in shown where expected.hasPrefix("tagflow: error: ") || expected.hasPrefix("tagflow: warning: ") {
        #expect(
          result.stderr.split(separator: "\n").contains { $0 == expected },
          "\(block.testDescription): \(line)\nREADME shows: \(expected)\ntool prints:  \(result.stderr)")
      }
    }
  }
}

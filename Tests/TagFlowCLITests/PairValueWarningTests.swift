// `--gap 4 8` draws a chip "8"; the command says so and how to write two values.

import Foundation
import Testing

@testable import tagflow

@Suite struct PairValueWarningTests {
  @Test(arguments: [
    (["swift", "--gap", "4", "8"], ["'8' after --gap 4 is drawn as a tag; for two values write --gap 4,8"]),
    (
      ["--chip-padding=3", "5", "swift"],
      ["'5' after --chip-padding 3 is drawn as a tag; for two values write --chip-padding 3,5"]
    ),
    (
      ["--gap", "4", "8", "--chip-padding", "1", "2.5"],
      [
        "'8' after --gap 4 is drawn as a tag; for two values write --gap 4,8",
        "'2.5' after --chip-padding 1 is drawn as a tag; for two values write --chip-padding 1,2.5",
      ]
    ),
    // Two values as one, a word after the number, the option last, or after `--`: nothing to say.
    (["--gap", "4,8", "9"], []),
    (["--gap", "4", "swift"], []),
    (["swift", "--gap", "4"], []),
    (["swift", "--", "--gap", "4", "8"], []),
    // Not a pair option: a number after --width is a tag by design (`tagflow render --width 300 2024`).
    (["--width", "300", "2024"], []),
  ])
  func warnsOfANumberAfterAPairOption(arguments: [String], warnings: [String]) {
    #expect(PairValueWarning.warnings(arguments) == warnings)
  }

  /// As a person meets it: the image is drawn (the chip "8" in it), with the warning.
  @Test func renderWarnsAndDraws() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try TagflowBinary.run(
      ["render", "swift", "--gap", "4", "8", "-o", "a.png"] + fixtureFonts, in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr
        == "tagflow: warning: '8' after --gap 4 is drawn as a tag; for two values write --gap 4,8\n")
  }
}

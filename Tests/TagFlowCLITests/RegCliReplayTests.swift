// reg-cli's own sample folders and expectations, through `tagflow diff` on two folders.

import Foundation
import Testing

/// `Fixtures/RegCli` (reg-cli's `sample/`, MIT licence): `sample0.png` differs, `sample1.png`
/// is the same file in both folders. reg-cli's defaults are pixelmatch at threshold 0 with
/// anti-aliased pixels counted and no pixel allowed: `--metric yiq-white --threshold 0
/// --no-antialiasing`. Its `-T RATE` is `--tolerance N%`, its `-S PIXELS` `--tolerance N`.
@Suite struct RegCliReplayTests {
  static let samples = ReadmeExamples.repository.appendingPathComponent("Fixtures/RegCli")
  static let compatible = ["--metric", "yiq-white", "--threshold", "0", "--no-antialiasing"]

  private func diff(_ expected: URL, _ actual: URL, _ options: [String]) throws -> CommandResult {
    try TagflowBinary.run(["diff", expected.path, actual.path] + RegCliReplayTests.compatible + options)
  }

  /// reg-cli: `failedItems == ["sample0.png"]`, `passedItems == ["sample1.png"]`, exit 1;
  /// PyPI's pixelmatch counts 4,969 pixels of `sample0.png`.
  @Test func sample0FailsAndSample1Passes() throws {
    let result = try diff(
      Self.samples.appendingPathComponent("expected"), Self.samples.appendingPathComponent("actual"), [])
    #expect(result.status == 1, "\(result.stderr)")
    #expect(
      result.stdoutText
        == """
        FAILED sample0.png: 4969 of 462400 pixels differ (1.07%); tolerance 0 pixels
        PASSED sample1.png: identical to \(Self.samples.path)/expected/sample1.png
        2 images: 1 failed, 1 passed

        """)
  }

  /// reg-cli's threshold boundaries: `-T 0.00` and `-S 0` fail on any pixel, `-T 1.00` and
  /// `-S 10000000` accept everything.
  @Test(arguments: [
    (["--tolerance", "0%"], 1), (["--tolerance", "0"], 1), (["--tolerance", "100%"], 0),
    (["--tolerance", "10000000"], 0),
  ])
  func tolerancesAsRegCliThresholds(_ options: [String], _ status: Int) throws {
    let result = try diff(
      Self.samples.appendingPathComponent("expected"), Self.samples.appendingPathComponent("actual"), options)
    #expect(Int(result.status) == status, "\(options): \(result.stdoutText)\(result.stderr)")
  }

  /// With `--enableAntialias`, reg-cli leaves anti-aliased pixels out: 4,721 counted (PyPI's pixelmatch).
  @Test func antialiasedPixelsLeftOutAsWithEnableAntialias() throws {
    let result = try TagflowBinary.run([
      "diff", Self.samples.appendingPathComponent("expected/sample0.png").path,
      Self.samples.appendingPathComponent("actual/sample0.png").path, "--metric", "yiq-white", "--threshold", "0",
    ])
    #expect(result.stdoutText.contains("4721 of 462400 pixels differ"), "\(result.stdoutText)")
  }

  /// An image only in the actual folder is new, one only in the expected folder deleted
  /// (reg-cli's `newItems` and `deletedItems`); both fail the run, as reg-cli's do.
  @Test func newAndDeletedItems() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (expected, actual) = (folder.appendingPathComponent("expected"), folder.appendingPathComponent("actual"))
    for sub in [expected, actual] {
      try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
    }
    let sample1 = Self.samples.appendingPathComponent("actual/sample1.png")
    try FileManager.default.copyItem(at: sample1, to: expected.appendingPathComponent("sample1.png"))
    try FileManager.default.copyItem(at: sample1, to: expected.appendingPathComponent("gone.png"))
    try FileManager.default.copyItem(at: sample1, to: actual.appendingPathComponent("sample1.png"))
    try FileManager.default.copyItem(
      at: Self.samples.appendingPathComponent("actual/sample0.png"), to: actual.appendingPathComponent("sample0.png"))
    let result = try diff(expected, actual, [])
    #expect(result.status == 1)
    let words = result.stdoutText.split(separator: "\n").map {
      $0.split(separator: " ").prefix(2).joined(separator: " ")
    }
    #expect(
      words == ["DELETED gone.png:", "NEW sample0.png:", "PASSED sample1.png:", "3 images:"], "\(result.stdoutText)")
  }
}

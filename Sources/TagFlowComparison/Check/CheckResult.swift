// The result of checking one item: the verdict, the counts, and the images behind them.

import TagFlow

/// Everything known about one checked item. The images are there for a report (see
/// `ReferenceChecker.keepsImages`); the counts and the message for one line of output.
public struct CheckResult: Sendable, Equatable {
  /// The item's name, as lines and reports show it: a snapshot's `<TestFile>/<name>`, a checked image's path.
  public var name: String
  /// The format of the image and its reference.
  public var format: OutputFormat
  /// The reference file's path.
  public var reference: String
  /// The verdict: passed, failed, recorded, missing, or why nothing could be compared.
  public var status: CheckStatus
  /// One line saying what was found, e.g. `37 of 16000 pixels differ (0.23%); tolerance 2 pixels`.
  public var message: String
  /// Pixel counts, when pixels were compared (PNG, or rasterised SVG and PDF); no image in it.
  public var difference: ImageDifference?
  /// The first differing line, when SVG text was compared and differed.
  public var textDifference: TextDifference?
  /// The reference, the rendered image and the diff image (red: differs), as far as there are.
  package var expectedImage: CheckImage?
  package var actualImage: CheckImage?
  package var diffImage: CheckImage?
  /// Where the diff image is red: the boxes of its clusters of differing pixels, when there is one.
  package var changes: ChangedRegions?
  /// Files written for a failure: the actual image and the diff image, in the artifacts folder.
  public var artifacts: [String] = []
  /// The regions that were not compared (see `IgnoreRegion`).
  package var ignoredRegions: [IgnoreRegion] = []
  /// Seconds spent making and checking the image, when the caller measured them (JUnit's `time`).
  package var seconds: Double?

  package init(
    name: String, format: OutputFormat, reference: String, status: CheckStatus, message: String
  ) {
    self.name = name
    self.format = format
    self.reference = reference
    self.status = status
    self.message = message
  }

  /// A word that replaces the status's in lines and reports, where the caller knows more (a
  /// folder diff's image found only in the first folder is DELETED).
  package var verdict: StatusWord?

  /// The word lines, summaries and reports show: `verdict`, or the status's word.
  package var word: StatusWord { verdict ?? status.word }

  /// `word` in upper case.
  package var label: String { word.label }

  /// True when this result fails a run: every failing status, and a reference written
  /// because there was none (see `CheckSummary.succeeded`).
  package var failsRun: Bool { status.isFailure || status == .recorded(.missing) }

  /// `PASSED name: message`, one line for a terminal or a log.
  package var line: String { "\(label) \(name): \(message)" }
}

/// Where two SVG texts first part, after normalising: the 1-based line, and up to 200
/// characters of each version from a little before the first character that differs.
public struct TextDifference: Sendable, Equatable, CustomStringConvertible {
  /// The 1-based line of the normalised SVG where the texts first differ.
  public var line: Int
  /// Up to 200 characters of the reference from around the first difference.
  public var expected: String
  /// The same stretch of the rendered SVG.
  public var actual: String

  package init(line: Int, expected: String, actual: String) {
    self.line = line
    self.expected = expected
    self.actual = actual
  }

  /// Three lines: the line number, then the expected and actual text.
  public var description: String {
    "first difference on line \(line)\n  expected: \(expected)\n  actual:   \(actual)"
  }
}

extension CheckResult {
  /// Two results are equal when what they say is: name, format, reference, status, message,
  /// pixel and text differences and artifact paths. The images they carry follow from those
  /// and the files, and how long the check took is no part of its verdict.
  public static func == (lhs: CheckResult, rhs: CheckResult) -> Bool {
    (lhs.name, lhs.format, lhs.reference, lhs.status, lhs.message) == (
      rhs.name, rhs.format, rhs.reference, rhs.status, rhs.message
    )
      && lhs.difference == rhs.difference && lhs.textDifference == rhs.textDifference && lhs.artifacts == rhs.artifacts
  }
}

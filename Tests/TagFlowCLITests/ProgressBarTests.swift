// The batch progress bar fits the terminal: a line that wrapped would start anew on every redraw.

import Testing

@testable import tagflow

@Suite struct ProgressBarTests {
  @Test func fitsEveryWidth() {
    let figures = "120/1000  35.2/s  25.0 s left"
    for columns in 1...120 {
      for done in [0, 1, 500, 1000] {
        let line = ProgressReporter.barLine(figures, done: done, total: 1000, columns: columns)
        #expect(line.count < max(2, columns), "\(columns) columns: \(line)")
      }
    }
    #expect(
      ProgressReporter.barLine(figures, done: 1000, total: 1000, columns: 80).hasPrefix(
        "[" + String(repeating: "#", count: 30) + "]"))
    #expect(ProgressReporter.barLine(figures, done: 0, total: 1000, columns: 20) == String(figures.prefix(19)))
  }

  /// The time left is told by the jobs rendered: 950 of 1,000 skipped as up to date in no
  /// time and 10 rendered in 2 s leave 40 jobs at 5 a second, 8 s, not the 0.1 s that the
  /// skipped ones would make it; with none rendered yet it cannot be told.
  @Test func skippedJobsDoNotCountTowardsTheRate() {
    #expect(ProgressReporter.figures(done: 960, total: 1000, skipped: 950, elapsed: 2) == "960/1000  5.0/s  8.0 s left")
    #expect(ProgressReporter.figures(done: 950, total: 1000, skipped: 950, elapsed: 0.5) == "950/1000  0.0/s  ? s left")
    #expect(
      ProgressReporter.figures(done: 1000, total: 1000, skipped: 1000, elapsed: 0.5) == "1000/1000  0.0/s  0.0 s left")
    #expect(ProgressReporter.figures(done: 120, total: 1000, elapsed: 3.4) == "120/1000  35.3/s  24.9 s left")
  }

  /// Tests drop the lines a slow batch prints to a log (`CommandResult.withoutProgress`);
  /// they must recognise every line the reporter writes and no other.
  @Test func testsRecogniseEveryProgressLine() {
    for (done, total, skipped, elapsed) in [
      (0, 3, 0, 0.0), (1, 3, 0, 2.01), (120, 1000, 0, 3.4), (999_999, 1_000_000, 0, 86_400.5), (500, 1000, 500, 2.0),
      (600, 1000, 500, 2.0),
    ] {
      let line = ProgressReporter.figures(done: done, total: total, skipped: skipped, elapsed: elapsed)
      #expect(CommandResult.isProgress(Substring(line)), "\(line)")
    }
    for line in ["3 jobs: 3 rendered, 0 skipped, 0 failed", "tagflow: warning: 1/2 s left", ""] {
      #expect(!CommandResult.isProgress(Substring(line)), "\(line)")
    }
  }
}

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

  /// Tests drop the lines a slow batch prints to a log (`CommandResult.withoutProgress`);
  /// they must recognise every line the reporter writes and no other.
  @Test func testsRecogniseEveryProgressLine() {
    for (done, total, elapsed) in [(0, 3, 0.0), (1, 3, 2.01), (120, 1000, 3.4), (999_999, 1_000_000, 86_400.5)] {
      let line = ProgressReporter.figures(done: done, total: total, elapsed: elapsed)
      #expect(CommandResult.isProgress(Substring(line)), "\(line)")
    }
    for line in ["3 jobs: 3 rendered, 0 skipped, 0 failed", "tagflow: warning: 1/2 s left", ""] {
      #expect(!CommandResult.isProgress(Substring(line)), "\(line)")
    }
  }
}

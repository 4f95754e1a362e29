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
}

// Progress of a batch on stderr: a bar on a terminal, a plain line now and then otherwise.

import Glibc
import Synchronization
import TagFlow
import TagFlowBatch

/// Shows how far a batch is: done/total, rate and time left. On a terminal
/// one line redraws in place; in a log, a line every two seconds of a long run.
final class ProgressReporter: Sendable {
  private struct State {
    var start = ContinuousClock.now
    var lastDraw: ContinuousClock.Instant?
    var drewBar = false
    /// Jobs that were up to date: done in no time, so they say nothing of the time left.
    var skipped = 0
  }

  private let quiet: Bool
  private let isTerminal = isatty(STDERR_FILENO) == 1
  private let state = Mutex(State())

  init(quiet: Bool) {
    self.quiet = quiet
  }

  func update(_ result: JobResult, done: Int, total: Int) {
    guard !quiet else { return }
    let line: String? = state.withLock { state in
      if case .skipped = result.status { state.skipped += 1 }
      let now = ContinuousClock.now
      let interval: Duration = isTerminal ? .milliseconds(100) : .seconds(2)
      // A log gets a line only every few seconds of a long run; the summary says the rest.
      if !isTerminal && (done == total || now - (state.lastDraw ?? state.start) < interval) { return nil }
      if isTerminal, let last = state.lastDraw, now - last < interval, done < total { return nil }
      state.lastDraw = now
      let figures = Self.figures(done: done, total: total, skipped: state.skipped, elapsed: (now - state.start).seconds)
      guard isTerminal else { return figures }
      state.drewBar = true
      return "\r" + Self.barLine(figures, done: done, total: total, columns: Self.terminalColumns()) + "\u{1B}[K"
    }
    guard let line else { return }
    // The bar redraws its own line (`\r`, erase to its end); it holds only figures.
    if isTerminal {
      Terminal.writeRedraw(line)
    } else {
      Terminal.write(line, to: .error)
    }
  }

  /// Done of total, the rate and the time left: `120/1000  35.2/s  25.0 s left`. The rate is
  /// of the jobs rendered, not of those `skipped` as up to date, which take no time: after a
  /// resumed run, the jobs left are the ones still to render. Before one is rendered there is
  /// no rate to tell the time by, and the time left is `?`.
  static func figures(done: Int, total: Int, skipped: Int = 0, elapsed: Double) -> String {
    let rendered = done - skipped
    let rate = elapsed > 0 ? Double(rendered) / elapsed : 0
    let left = rate > 0 ? String(format1: Double(total - done) / rate) : done == total ? "0.0" : "?"
    return "\(done)/\(total)  \(String(format1: rate))/s  \(left) s left"
  }

  /// The bar and the figures in fewer than `columns` characters: a line that
  /// filled the terminal's last column would wrap, and every redraw would
  /// then start a new line. The bar shrinks first (30 characters at most),
  /// then goes; the figures are cut last.
  static func barLine(_ figures: String, done: Int, total: Int, columns: Int) -> String {
    let room = max(1, columns - 1)
    let barWidth = min(30, room - figures.count - 3)
    guard barWidth >= 5 else { return String(figures.prefix(room)) }
    let filled = total > 0 ? barWidth * min(done, total) / total : barWidth
    return "[" + String(repeating: "#", count: filled) + String(repeating: " ", count: barWidth - filled) + "] "
      + figures
  }

  /// The width of the terminal on stderr; `COLUMNS`, or 80, when it cannot be asked.
  private static func terminalColumns() -> Int {
    var size = winsize()
    if ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
    if let text = getenv("COLUMNS").map({ String(cString: $0) }), let columns = Int(text), columns > 0 {
      return columns
    }
    return 80
  }

  /// Ends the bar's line, so what follows starts on a fresh one.
  func finish() {
    if state.withLock({ $0.drewBar }) { Terminal.write("", to: .error) }
  }
}

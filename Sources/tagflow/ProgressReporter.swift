// Progress of a batch on stderr: a bar on a terminal, a plain line now and then otherwise.

import Glibc
import Synchronization
import TagFlow

/// Shows how far a batch is: done/total, rate and time left. On a terminal
/// one line redraws in place; in a log, a line every two seconds of a long run.
final class ProgressReporter: Sendable {
  private struct State {
    var start = ContinuousClock.now
    var lastDraw: ContinuousClock.Instant?
    var drewBar = false
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
      let now = ContinuousClock.now
      let interval: Duration = isTerminal ? .milliseconds(100) : .seconds(2)
      // A log gets a line only every few seconds of a long run; the summary says the rest.
      if !isTerminal && (done == total || now - (state.lastDraw ?? state.start) < interval) { return nil }
      if isTerminal, let last = state.lastDraw, now - last < interval, done < total { return nil }
      state.lastDraw = now
      let elapsed = (now - state.start).seconds
      let rate = elapsed > 0 ? Double(done) / elapsed : 0
      let left = rate > 0 ? Double(total - done) / rate : 0
      let figures = "\(done)/\(total)  \(String(format1: rate))/s  \(String(format1: left)) s left"
      guard isTerminal else { return figures }
      state.drewBar = true
      let width = 30
      let filled = total > 0 ? width * done / total : width
      return "\r[" + String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled) + "] "
        + figures + "\u{1B}[K"
    }
    guard let line else { return }
    if isTerminal {
      _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    } else {
      FileSystem.writeStandardError(line)
    }
  }

  /// Ends the bar's line, so what follows starts on a fresh one.
  func finish() {
    if state.withLock({ $0.drewBar }) { FileSystem.writeStandardError("") }
  }
}

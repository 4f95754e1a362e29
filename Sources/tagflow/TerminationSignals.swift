// SIGINT and SIGTERM always reach tagflow, whatever signal mask its parent left it, unless its parent ignored them.

import Glibc

enum TerminationSignals {
  /// Unblocks SIGINT and SIGTERM for this thread and the threads it starts.
  /// A child inherits its parent's signal mask, and some parents spawn with
  /// every signal blocked (Foundation's `Process` on Linux does): then Ctrl-C
  /// and `kill` would wait until the whole render was done. Call it first,
  /// before any thread is started.
  static func unblock() {
    _ = ignoredAtStart
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGINT)
    sigaddset(&signals, SIGTERM)
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
  }

  /// Of SIGINT, SIGTERM and SIGHUP, those ignored (`SIG_IGN`) when tagflow started, read
  /// once, first thing in `main`. A shell starts a script's background job with SIGINT
  /// ignored, so Ctrl-C meant for the foreground does not stop it; `nohup` ignores SIGHUP.
  /// As C programs do, tagflow leaves such a signal ignored for the whole run: no handler
  /// of its own, nor libdispatch's, is installed for it.
  static let ignoredAtStart: Set<Int32> = Set([SIGINT, SIGTERM, SIGHUP].filter(isIgnored))

  /// Whether `signalNumber`'s disposition is `SIG_IGN` now.
  static func isIgnored(_ signalNumber: Int32) -> Bool {
    var current = sigaction()
    guard sigaction(signalNumber, nil, &current) == 0, let handler = current.__sigaction_handler.sa_handler else {
      return false
    }
    return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
  }

  /// The short name of a termination signal, for the test hook's line.
  static func name(_ signalNumber: Int32) -> String {
    switch signalNumber {
    case SIGINT: "INT"
    case SIGTERM: "TERM"
    case SIGHUP: "HUP"
    default: "\(signalNumber)"
    }
  }
}

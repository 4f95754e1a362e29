// SIGINT and SIGTERM always reach tagflow, whatever signal mask its parent left it.

import Glibc

enum TerminationSignals {
  /// Unblocks SIGINT and SIGTERM for this thread and the threads it starts.
  /// A child inherits its parent's signal mask, and some parents spawn with
  /// every signal blocked (Foundation's `Process` on Linux does): then Ctrl-C
  /// and `kill` would wait until the whole render was done. Call it first,
  /// before any thread is started.
  static func unblock() {
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGINT)
    sigaddset(&signals, SIGTERM)
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
  }
}

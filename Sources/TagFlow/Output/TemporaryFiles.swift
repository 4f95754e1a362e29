// Temporary files being written, removed by a signal handler if SIGINT, SIGTERM or SIGHUP ends the process.

import Glibc
import Synchronization

/// The temporary files a process is writing right now, kept where a signal
/// handler can read them: fixed slots of C strings, claimed and released
/// with atomic exchanges, so the handler needs no lock and no allocation
/// (only `unlink`, `signal` and `raise`, which are async-signal-safe).
enum TemporaryFiles {
  private static let capacity = 512
  /// Each slot holds a `strdup`ed path as an address, or 0. Whoever exchanges
  /// a non-zero address out of a slot owns it: the writer frees it, the
  /// handler unlinks it (and, the process ending, never frees it).
  nonisolated(unsafe) private static let slots: UnsafeMutablePointer<Atomic<Int>> = {
    let slots = UnsafeMutablePointer<Atomic<Int>>.allocate(capacity: capacity)
    for index in 0..<capacity { (slots + index).initialize(to: Atomic(0)) }
    // A forked child starts with none: its parent's files are still being written,
    // and a signal ending the child must not remove them.
    pthread_atfork(nil, nil) { TemporaryFiles.forgetAll() }
    return slots
  }()

  /// Notes a temporary file; returns its slot, or `nil` when every slot is
  /// taken (the file is then written all the same, untracked).
  static func register(_ path: String) -> Int? {
    guard let copy = strdup(path.platformPath) else { return nil }
    let address = Int(bitPattern: copy)
    for index in 0..<capacity
    where slots[index].compareExchange(expected: 0, desired: address, ordering: .acquiringAndReleasing).exchanged {
      return index
    }
    free(copy)
    return nil
  }

  /// Forgets a temporary file once it is renamed or removed.
  static func unregister(_ slot: Int?) {
    guard let slot else { return }
    let address = slots[slot].exchange(0, ordering: .acquiringAndReleasing)
    if address != 0 { free(UnsafeMutableRawPointer(bitPattern: address)) }
  }

  /// Installs the handler for SIGINT, SIGTERM and SIGHUP, where they still
  /// have their default action (a command that handles them itself, such as
  /// `batch`, keeps its own). The handler removes every registered file,
  /// then ends the process by the same signal, as if it had not been caught.
  /// Those signals are also unblocked: a process started from a thread that
  /// blocks them (a libdispatch worker, say) would otherwise never see them.
  static func removeOnSignals() {
    _ = slots
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
      var current = sigaction()
      guard sigaction(signalNumber, nil, &current) == 0, current.__sigaction_handler.sa_handler == nil else { continue }
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { signalNumber in
        TemporaryFiles.removeAll()
        signal(signalNumber, SIG_DFL)
        raise(signalNumber)
      }
      sigemptyset(&action.sa_mask)
      sigaction(signalNumber, &action, nil)
      sigaddset(&unblocked, signalNumber)
    }
    pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
  }

  /// Removes every registered file and ends the process by `signalNumber`,
  /// from any thread: the signal is unblocked on the calling thread before it
  /// is raised there. (`raise` sends to the calling thread alone, and a
  /// libdispatch worker blocks SIGINT and SIGTERM: raised there while blocked,
  /// the signal would wait forever and the process would go on.)
  static func endProcess(bySignal signalNumber: Int32) -> Never {
    removeAll()
    signal(signalNumber, SIG_DFL)
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    sigaddset(&unblocked, signalNumber)
    pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    raise(signalNumber)
    // Not reached: the signal's default action ends the process.
    _exit(128 + signalNumber)
  }

  /// Forgets every registered file without removing it (in a forked child; the
  /// copies of the paths are left allocated, as freeing is not safe there).
  private static func forgetAll() {
    for index in 0..<capacity { slots[index].store(0, ordering: .releasing) }
  }

  /// Unlinks every registered file; safe inside a signal handler.
  private static func removeAll() {
    for index in 0..<capacity {
      let address = slots[index].exchange(0, ordering: .acquiringAndReleasing)
      if address != 0, let path = UnsafePointer<CChar>(bitPattern: address) { unlink(path) }
    }
  }
}

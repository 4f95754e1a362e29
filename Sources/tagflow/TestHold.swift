// A hook for tests: hold the process at a named point of a job until a signal comes.

import Glibc
import Synchronization
import TagFlow

/// `TAGFLOW_TEST_HOLD_AT=POINT` or `POINT:N` holds the process the first (or
/// Nth) time its work reaches POINT, one of `job`, `shape`, `draw`, `encode`
/// and `write` (`Checkpoint`: before a batch job starts, before a text is
/// shaped, before a chip is drawn, between encoded rows or blocks, and
/// between an output's temporary file and its rename). It prints
/// `tagflow: test hold at POINT` on stderr and waits until SIGINT or SIGTERM
/// comes (a command that does not catch them simply ends by the signal), then
/// answers that check as it would have: tests signal a process that is
/// provably in the middle of a job this way, whatever the machine's speed,
/// and see what the signal does from there. Not for users; not in `--help`.
enum TestHold {
  static let variable = "TAGFLOW_TEST_HOLD_AT"

  /// `cancellation`, with the hold in front when the variable asks for one;
  /// `released` says whether a signal has come.
  static func around(_ cancellation: Cancellation, released: @escaping @Sendable () -> Bool = { false })
    -> Cancellation
  {
    guard let value = getenv(variable).map({ String(cString: $0) }), let (point, count) = parse(value) else {
      return cancellation
    }
    let reached = Counter()
    return Cancellation { at in
      guard at == point, reached.count.add(1, ordering: .relaxed).newValue == count else {
        return cancellation.isCancelled(at: at)
      }
      FileSystem.writeStandardError("tagflow: test hold at \(point.rawValue)")
      while !released() { usleep(1000) }
      return cancellation.isCancelled(at: at)
    }
  }

  private final class Counter: Sendable {
    let count = Atomic<Int>(0)
  }

  static func parse(_ value: String) -> (Checkpoint, Int)? {
    let parts = value.split(separator: ":", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), let point = Checkpoint(rawValue: String(parts[0])) else { return nil }
    guard parts.count == 2 else { return (point, 1) }
    guard let count = Int(parts[1]), count >= 1 else { return nil }
    return (point, count)
  }
}

// Loading fontconfig's configuration of the machine's fonts ahead of time, on another CPU.

import CPangoCairo
import Glibc
import Synchronization

/// fontconfig's configuration of the machine's fonts, loaded ahead of time.
///
/// Loading it (every configuration file, every font cache) takes a few
/// milliseconds, about what a whole small render takes after it. A process that
/// starts loading it first thing can parse its arguments meanwhile; a font
/// system waits for the load to finish before it makes its font map.
///
/// The loading thread is started on another CPU than the caller's: Linux often
/// puts a new thread on its creator's CPU, where it would only run once the
/// creator sleeps, and then nothing would overlap.
enum SystemFonts {
  private enum State {
    case notStarted
    case loading(pthread_t)
    case loaded
  }

  private static let state = Mutex(State.notStarted)

  /// Starts the load on a new thread; does nothing when it has already started.
  static func startLoading() {
    state.withLock { state in
      guard case .notStarted = state, let thread = startThread() else { return }
      state = .loading(thread)
    }
  }

  /// Returns once a started load has finished; at once when none was started.
  static func waitUntilLoaded() {
    state.withLock { state in
      guard case .loading(let thread) = state else { return }
      pthread_join(thread, nil)
      state = .loaded
    }
  }

  private static func startThread() -> pthread_t? {
    var attributes = pthread_attr_t()
    guard pthread_attr_init(&attributes) == 0 else { return nil }
    defer { pthread_attr_destroy(&attributes) }
    let size = MemoryLayout<cpu_set_t>.size
    var allowed = cpu_set_t()
    let knowsCPUs = sched_getaffinity(0, size, &allowed) == 0
    let here = Int(sched_getcpu())
    if knowsCPUs, here >= 0 {
      var elsewhere = allowed
      // CPU_CLR: CPU n is bit n % 8 of byte n / 8 on little-endian machines (x86-64, arm64).
      let another = withUnsafeMutableBytes(of: &elsewhere) { bits in
        if here / 8 < bits.count { bits[here / 8] &= ~UInt8(1 << (here % 8)) }
        return bits.contains { $0 != 0 }
      }
      if another { pthread_attr_setaffinity_np(&attributes, size, &elsewhere) }
    }
    var thread = pthread_t()
    let load: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { _ in
      FcInit()
      return nil
    }
    guard pthread_create(&thread, &attributes, load, nil) == 0 else { return nil }
    // Only where it starts matters: from now on it may run on any CPU it was allowed.
    if knowsCPUs { pthread_setaffinity_np(thread, size, &allowed) }
    return thread
  }
}

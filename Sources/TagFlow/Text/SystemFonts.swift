// Loading fontconfig's configuration of the machine's fonts ahead of time, on another CPU.

internal import CPangoCairo
import Dispatch
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
///
/// No lock is held while waiting: an atomic flag says whether a load was
/// started, and a semaphore, signalled once the load is done and passed on
/// by every waiter, lets any number of font systems wait for it. (A `Mutex`
/// held across the wait made every other waiter contend for it; contended,
/// Swift's `Mutex` waits in a futex that ThreadSanitizer cannot see, which
/// it then reported as a race on the state the mutex guarded. The state was
/// never raced, but these primitives are both simpler and visible to it.)
/// The thread is detached, so a command that never measures text leaves no
/// thread to join.
///
/// Once fontconfig is loaded, the thread goes on to make the font system of the
/// machine's fonts and to lay out one letter in the default style's font, while
/// the caller is still parsing its arguments: making the font map and loading
/// that font's face and fallback list is most of what a first measurement
/// costs (about 2 ms of `tagflow render`'s 17). The first measurer for the
/// machine's fonts takes that font system, waiting for it if need be; any other
/// font set, or a second measurer, makes its own and waits for fontconfig only.
enum SystemFonts {
  private static let started = Atomic<Bool>(false)
  /// Signalled once fontconfig is loaded, and passed on by every waiter.
  private static let loaded = DispatchSemaphore(value: 0)
  /// Signalled once, after `prepared` is set (or left `nil`), for its one taker.
  private static let ready = DispatchSemaphore(value: 0)
  /// The loading thread's font system, until the first caller of `takePrepared`
  /// (`taken` says whether there was one) gets it.
  nonisolated(unsafe) private static var prepared: FontSystem?
  private static let taken = Atomic<Bool>(false)

  /// Starts the load on a new thread; does nothing when it has already started.
  static func startLoading() {
    guard started.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged else {
      return
    }
    _ = (loaded, ready)
    if !startThread() {
      FcInit()
      loaded.signal()
      ready.signal()
    }
  }

  /// Returns once a started load has finished; at once when none was started.
  static func waitUntilLoaded() {
    guard started.load(ordering: .acquiring) else { return }
    loaded.wait()
    loaded.signal()
  }

  /// The font system of the machine's fonts that the loading thread made, once
  /// it is made; `nil` when no load was started, when it made none, and at once
  /// to every caller after the first.
  static func takePrepared() -> FontSystem? {
    guard started.load(ordering: .acquiring),
      taken.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
    else { return nil }
    ready.wait()
    defer { prepared = nil }
    return prepared
  }

  /// The machine's font system with the default style's font loaded into it,
  /// as the loading thread makes it once fontconfig is loaded; `nil` when it
  /// cannot be made.
  static func machineFontSystem() -> FontSystem? {
    guard let fonts = try? FontSystem(FontSet()), let font = try? FontDescription(Style().font) else { return nil }
    _ = TextLayout(fonts: fonts, font: font, text: "a")
    return fonts
  }

  /// Starts the loading thread; `false` when no thread could be made.
  private static func startThread() -> Bool {
    var attributes = pthread_attr_t()
    guard pthread_attr_init(&attributes) == 0 else { return false }
    pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
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
    // Only where it starts matters: the thread itself then allows every CPU
    // it was allowed (a detached thread's handle may be gone by the time its
    // creator could do that).
    let everywhere = UnsafeMutablePointer<cpu_set_t>.allocate(capacity: 1)
    everywhere.initialize(to: allowed)
    let load: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { context in
      if let context {
        let allowed = context.assumingMemoryBound(to: cpu_set_t.self)
        pthread_setaffinity_np(pthread_self(), MemoryLayout<cpu_set_t>.size, allowed)
        allowed.deallocate()
      }
      FcInit()
      SystemFonts.loaded.signal()
      SystemFonts.prepared = SystemFonts.machineFontSystem()
      SystemFonts.ready.signal()
      return nil
    }
    var thread = pthread_t()
    guard pthread_create(&thread, &attributes, load, knowsCPUs ? UnsafeMutableRawPointer(everywhere) : nil) == 0 else {
      everywhere.deallocate()
      return false
    }
    if !knowsCPUs { everywhere.deallocate() }
    return true
  }
}

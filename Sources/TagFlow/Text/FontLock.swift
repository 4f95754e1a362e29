// One lock for every call that can reach FreeType through Cairo: Cairo shares its faces between threads unsafely.

import Synchronization

/// Serialises TagFlow's text work across threads: shaping and measuring, drawing text,
/// finishing a document (which subsets its fonts) and freeing layouts, surfaces and font maps.
///
/// Cairo keeps one process-wide table of FreeType faces, by font file, shared by every
/// font map. With more than ten faces open, opening one closes another that no thread
/// has locked; but Cairo checks that without the other face's own lock, so a thread
/// still reading a face can have it freed under it (cairo 1.16, Debian 12's, in
/// `_cairo_ft_unscaled_font_lock_face`). Two batch workers using more than ten font
/// files between them, or tests that load fonts given as bytes beside other renders,
/// crashed there (SIGSEGV in `_cairo_ft_scaled_glyph_init`) or failed with "error
/// occurred in libfreetype". `ConcurrentFontTests` renders that way on several threads.
///
/// The lock costs nothing measurable: Benchmarks/batch-bench.sh's 1,000 jobs take
/// 1.08 s with two workers and the lock, 1.10 s without it (hyperfine, 8 runs each),
/// since text is a small part of each render. Calls made under the lock never call
/// back into Swift code that takes it again (the mutex is not recursive).
enum FontLock {
  private static let mutex = Mutex(())

  /// Runs `body` while no other thread runs text work.
  static func run(_ body: () -> Void) {
    mutex.withLock { _ in body() }
  }
}

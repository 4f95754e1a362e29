// Batches on one manifest take turns on its render record, through an advisory lock on the manifest.

import Glibc
import TagFlow

/// An `flock` on the manifest file, held for a whole batch run. Every run
/// holds it shared while it renders; a run that can take it exclusively knows
/// no other batch of this manifest is running, so only then does it remove
/// temporary files left by killed runs (a running batch's files look the
/// same) and rewrite the render record (another run may still be appending).
/// The kernel drops the lock when the process ends, however it ends.
final class ManifestLock {
  private let descriptor: Int32

  /// `nil` when the manifest cannot be opened; runs then share nothing.
  init?(manifest: String) {
    descriptor = open(manifest.platformPath, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
  }

  deinit {
    close(descriptor)
  }

  /// Takes the lock exclusively if no other run holds it; never waits.
  func tryExclusive() -> Bool {
    flock(descriptor, LOCK_EX | LOCK_NB) == 0
  }

  /// Holds the lock shared, waiting for an exclusive holder to finish.
  func share() {
    while flock(descriptor, LOCK_SH) != 0 && errno == EINTR {}
  }
}

// An output written to a temporary file beside its target, waiting to be renamed into place.

import Glibc

/// The bytes of one output, written but not yet in place (see `FileSystem.stage`).
/// `commit()` renames the temporary file over the target; an output dropped
/// uncommitted removes its temporary file, so a cancelled job writes nothing.
package final class StagedOutput {
  /// The output as the user named it, for messages.
  package let path: String
  /// The temporary file, its target and its slot in `TemporaryFiles`; `nil`
  /// once renamed or removed, or when the bytes were written straight in.
  private var pending: (temporary: String, target: String, slot: Int?)?

  init(path: String, pending: (temporary: String, target: String, slot: Int?)?) {
    self.path = path
    self.pending = pending
  }

  deinit {
    discard()
  }

  /// Renames the temporary file over the target.
  package func commit() throws(TagFlowError) {
    guard let (temporary, target, slot) = pending else { return }
    pending = nil
    defer { TemporaryFiles.unregister(slot) }
    // swift-system has no rename or unlink.
    guard rename(temporary.platformPath, target.platformPath) == 0 else {
      let code = errno
      unlink(temporary.platformPath)
      throw FileSystem.writeError(path, code)
    }
  }

  /// Removes the temporary file; the target is left as it was.
  package func discard() {
    guard let (temporary, _, slot) = pending else { return }
    pending = nil
    unlink(temporary.platformPath)
    TemporaryFiles.unregister(slot)
  }
}

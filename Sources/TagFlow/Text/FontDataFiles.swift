// Fonts given as bytes, in private temporary files that fontconfig can load, removed with their font system.

import Glibc

/// The fonts of a `FontSet` given as bytes, each written to a temporary file of its own
/// (`tagflow-font-XXXXXX` in `$TMPDIR` or `/tmp`, readable by the owner only) so that
/// fontconfig, FreeType and HarfBuzz, which read fonts from files, can load them. The files
/// are removed when this goes away (with its font system), or by the signal handler of
/// `FileSystem.removeTemporaryFilesOnSignals()` when a signal ends the process first.
final class FontDataFiles {
  /// The files, in the order of the fonts.
  let paths: [String]
  private let slots: [Int?]

  /// Writes each font of `fonts`, checked first to be a TTF, OTF or TTC file.
  init(_ fonts: [[UInt8]]) throws(TagFlowError) {
    var paths: [String] = []
    var slots: [Int?] = []
    do throws(TagFlowError) {
      for (index, bytes) in fonts.enumerated() {
        guard FontDataFiles.isFont(bytes) else { throw FontDataFiles.notAFont(index, of: fonts.count, bytes) }
        let (path, slot) = try FontDataFiles.write(bytes)
        paths.append(path)
        slots.append(slot)
      }
    } catch {
      FontDataFiles.remove(paths, slots)
      throw error
    }
    self.paths = paths
    self.slots = slots
  }

  deinit {
    FontDataFiles.remove(paths, slots)
  }

  /// The error for font `index` (from 0) of `count`, whose bytes fontconfig could not load.
  static func notAFont(_ index: Int, of count: Int, _ bytes: [UInt8]) -> TagFlowError {
    .invalidValue(
      field: "fontData", value: "font \(index + 1) of \(count) (\(bytes.count) bytes)",
      accepted: "the bytes of a TTF, OTF or TTC font file")
  }

  /// Whether `bytes` start as a TrueType (`00 01 00 00`, `true`), OpenType (`OTTO`) or
  /// TrueType collection (`ttcf`) file does.
  static func isFont(_ bytes: [UInt8]) -> Bool {
    guard bytes.count >= 12 else { return false }
    let tag = Array(bytes.prefix(4))
    return tag == [0, 1, 0, 0] || [Array("OTTO".utf8), Array("true".utf8), Array("ttcf".utf8)].contains(tag)
  }

  /// `bytes` in a new temporary file, mode 0600, noted for removal on signals.
  private static func write(_ bytes: [UInt8]) throws(TagFlowError) -> (String, Int?) {
    let folder = getenv("TMPDIR").map { PathBytes.decode(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = (folder + "/tagflow-font-XXXXXX").platformPath
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw .file(FileProblem(field: "fontData", .write, folder, .system(errno))) }
    let path = template.withUnsafeBufferPointer { PathBytes.decode(cString: $0.baseAddress!) }
    let slot = TemporaryFiles.register(path)
    var written = 0
    var failure: Int32 = 0
    bytes.withUnsafeBytes { buffer in
      while written < buffer.count {
        let count = Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else {
          failure = count < 0 ? errno : ENOSPC
          return
        }
        written += count
      }
    }
    if close(descriptor) != 0, failure == 0 { failure = errno }
    guard failure == 0 else {
      remove([path], [slot])
      throw .file(FileProblem(field: "fontData", .write, path, .system(failure)))
    }
    return (path, slot)
  }

  private static func remove(_ paths: [String], _ slots: [Int?]) {
    for (path, slot) in zip(paths, slots) {
      unlink(path.platformPath)
      TemporaryFiles.unregister(slot)
    }
  }
}

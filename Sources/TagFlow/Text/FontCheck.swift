// Whether the fonts a FontSet names are fonts, checked with FreeType as fontconfig will load them.

internal import CPangoCairo
import Glibc
import Synchronization

/// The check of `Job.validate()` on a job's `FontSet`: each file is a readable font file and
/// each entry of `data` the bytes of a font, opened with FreeType, which fontconfig loads fonts
/// with, so a set that passes loads when a renderer is made. Files that passed are kept by
/// path, size and modification time: a batch of jobs naming the same font file opens it once.
enum FontCheck {
  private struct FileKey: Hashable {
    var path: String
    var size: Int64
    var modified: Int
    var modifiedNanoseconds: Int
  }

  /// FreeType's library, made on first use, and the files found to be fonts.
  private static let state = Mutex<(library: FT_Library?, checked: Set<FileKey>)>((nil, []))

  /// Throws what loading `fonts` would throw for a font that is not one, with the same words.
  static func check(_ fonts: FontSet) throws(TagFlowError) {
    for path in fonts.files {
      guard FileSystem.isReadableFile(path) else {
        throw TagFlowError.invalid("fontFiles", path, expected: "a readable TTF, OTF or TTC file")
      }
      var info = stat()
      let key =
        stat(path, &info) == 0
        ? FileKey(
          path: path, size: Int64(info.st_size), modified: info.st_mtim.tv_sec,
          modifiedNanoseconds: info.st_mtim.tv_nsec)
        : nil
      if let key, state.withLock({ $0.checked.contains(key) }) { continue }
      guard opens({ library, face in FT_New_Face(library, path, 0, &face) }) else {
        throw TagFlowError.invalid("fontFiles", path, expected: "a TTF, OTF or TTC font file")
      }
      if let key { _ = state.withLock { $0.checked.insert(key) } }
    }
    for (index, bytes) in fonts.data.enumerated() {
      let opened =
        FontDataFiles.isFont(bytes)
        && bytes.withUnsafeBufferPointer { buffer in
          opens { library, face in FT_New_Memory_Face(library, buffer.baseAddress, FT_Long(buffer.count), 0, &face) }
        }
      guard opened else { throw FontDataFiles.notAFont(index, of: fonts.data.count, bytes) }
    }
  }

  /// Whether `open` makes a face with at least one glyph (closed again at once).
  private static func opens(_ open: (FT_Library, inout FT_Face?) -> FT_Error) -> Bool {
    state.withLock { state in
      if state.library == nil {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0 else { return false }
        state.library = library
      }
      guard let library = state.library else { return false }
      var face: FT_Face?
      guard open(library, &face) == 0, let face else { return false }
      defer { FT_Done_Face(face) }
      return face.pointee.num_glyphs > 0
    }
  }
}

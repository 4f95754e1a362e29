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
      // A file that is not there is said to be missing, as loading it says, not "not valid".
      if let problem = FileSystem.unreadableFile(path, field: "fontFiles") { throw problem }
      let platformPath = path.platformPath
      var info = stat()
      let key =
        stat(platformPath, &info) == 0
        ? FileKey(
          path: path, size: Int64(info.st_size), modified: info.st_mtim.tv_sec,
          modifiedNanoseconds: info.st_mtim.tv_nsec)
        : nil
      // A FIFO or a device is read by the renderer as given: opening it here could wait for a
      // writer before any work starts, where no signal would find a job to abandon.
      guard key == nil || info.st_mode & S_IFMT == S_IFREG else { continue }
      if let key, state.withLock({ $0.checked.contains(key) }) { continue }
      guard opens({ library, face in FT_New_Face(library, platformPath, 0, &face) }) else {
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

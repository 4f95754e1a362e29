// A folder held open: files in it are read, appended to and replaced by name, never through a link.

import Glibc
internal import SystemPackage

/// A folder opened once; its files are named relative to it (`openat`,
/// `renameat`), and a name that is a symbolic link is never followed, for
/// reading or writing: a link there cannot send a write (or a read) anywhere
/// else, and a FIFO or a device there is never opened. For the files tagflow
/// keeps for itself beside a manifest (a batch's render record), which must
/// be regular files in that folder.
package final class OpenFolder {
  /// The folder as a path prefix for messages: `""` (the working folder) or `"site/"`.
  package let prefix: String
  private let descriptor: Int32

  /// What a name in the folder is, the name itself, never a link's target.
  package enum Entry: Equatable, CustomStringConvertible {
    case missing, file, folder, link
    /// A FIFO, a socket or a device.
    case special(String)
    /// It could not be looked at or opened (`errno`).
    case unreadable(Int32)

    package var description: String {
      switch self {
      case .missing: "missing"
      case .file: "a file"
      case .folder: "a folder"
      case .link: "a symbolic link"
      case .special(let kind): kind
      case .unreadable(let code): "unreadable (\(FileSystem.systemError(code)))"
      }
    }
  }

  /// Opens `prefix` (`""` or ending in `/`).
  package init(_ prefix: String) throws(TagFlowError) {
    self.prefix = prefix
    descriptor = open((prefix.isEmpty ? "." : prefix).platformPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .file(FileProblem(.openFolder, prefix, .system(errno))) }
  }

  private init(prefix: String, descriptor: Int32) {
    self.prefix = prefix
    self.descriptor = descriptor
  }

  deinit {
    close(descriptor)
  }

  /// The folder `name` in this one, made when missing. A link there is refused, never
  /// followed, so whatever is written in the subfolder stays in this folder.
  package func subfolder(_ name: String) throws(TagFlowError) -> OpenFolder {
    func open() -> Int32 { openat(descriptor, name.platformPath, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) }
    var opened = open()
    if opened < 0 && errno == ENOENT {
      guard mkdirat(descriptor, name.platformPath, 0o777) == 0 || errno == EEXIST else {
        throw .file(FileProblem(.createFolder, path(name), .system(errno)))
      }
      opened = open()
    }
    guard opened >= 0 else {
      let code = errno
      let reason: FileProblem.Reason =
        switch entry(name) {
        case .link: .isLink
        case .file, .special: .fileInTheWay
        default: .system(code)
        }
      throw .file(FileProblem(.write, path(name), reason))
    }
    return OpenFolder(prefix: path(name) + "/", descriptor: opened)
  }

  /// Removes the file `name` (a link as the link itself, never what it points at); a name
  /// already gone, or a folder, is left as it is.
  package func remove(_ name: String) {
    unlinkat(descriptor, name.platformPath, 0)
  }

  /// `name` as a path from the working folder.
  package func path(_ name: String) -> String { prefix + name }

  package func entry(_ name: String) -> Entry {
    let info: Stat
    do {
      info = try Stat(name.platformPath, relativeTo: FileDescriptor(rawValue: descriptor), flags: .symlinkNoFollow)
    } catch {
      return error == .noSuchFileOrDirectory ? .missing : .unreadable(error.rawValue)
    }
    return Self.kind(of: info.type)
  }

  private static func kind(of type: FileType) -> Entry {
    switch type {
    case .regular: .file
    case .directory: .folder
    case .symbolicLink: .link
    case .fifo: .special("a FIFO")
    case .socket: .special("a socket")
    default: .special("a device")
    }
  }

  /// What reading a name found.
  package enum Contents {
    case missing
    case bytes([UInt8])
    /// A regular file of more than the limit's bytes: not read.
    case tooLarge
    /// Not a regular file: not opened, or closed unread.
    case notAFile(Entry)
  }

  /// The bytes of the regular file `name`, if it holds at most `limit`.
  package func read(_ name: String, limit: Int) -> Contents {
    let file: FileDescriptor
    switch openRegular(name, limit: limit) {
    case .success(let opened): file = opened
    case .failure(let found): return found.contents
    }
    defer { try? file.close() }
    do {
      let bytes = try file.read(upTo: limit + 1)
      return bytes.count > limit ? .tooLarge : .bytes(bytes)
    } catch {
      return .notAFile(.unreadable((error as? Errno)?.rawValue ?? EIO))
    }
  }

  /// Why a file was not opened for reading, as `Contents`.
  private struct NotOpened: Error {
    let contents: Contents
  }

  /// The regular file `name` opened for reading, if it holds at most `limit` bytes.
  private func openRegular(_ name: String, limit: Int) -> Result<FileDescriptor, NotOpened> {
    let found = entry(name)
    guard found == .file else { return .failure(NotOpened(contents: found == .missing ? .missing : .notAFile(found))) }
    let opened = openat(descriptor, name.platformPath, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard opened >= 0 else {
      return .failure(NotOpened(contents: errno == ENOENT ? .missing : .notAFile(Self.openFailure(errno))))
    }
    let file = FileDescriptor(rawValue: opened)
    // Checked again on what was opened: the name may have changed in between.
    guard let info = try? Stat(file), info.type == .regular else {
      let found = (try? Stat(file)).map { Self.kind(of: $0.type) } ?? .unreadable(EIO)
      try? file.close()
      return .failure(NotOpened(contents: .notAFile(found)))
    }
    guard info.size <= limit else {
      try? file.close()
      return .failure(NotOpened(contents: .tooLarge))
    }
    return .success(file)
  }

  /// Reads the regular file `name` (at most `limit` bytes) a line at a time, without
  /// holding it whole: `line` gets each line without its line break, and whether it had
  /// one (the last line of a file cut short has none), and may say `false` to stop.
  /// Returns `.bytes([])` once read, or what kept it from being read.
  package func forEachLine(
    _ name: String, limit: Int = .max, _ line: (ArraySlice<UInt8>, _ ended: Bool) -> Bool
  ) -> Contents {
    let file: FileDescriptor
    switch openRegular(name, limit: limit) {
    case .success(let opened): file = opened
    case .failure(let found): return found.contents
    }
    defer { try? file.close() }
    var chunk = [UInt8](repeating: 0, count: 1 << 20)
    // The start of a line that goes on in the next chunk.
    var pending: [UInt8] = []
    var total = 0
    while true {
      var count = 0
      repeat {
        count = chunk.withUnsafeMutableBytes { Glibc.read(file.rawValue, $0.baseAddress!, $0.count) }
      } while count < 0 && errno == EINTR
      guard count >= 0 else { return .notAFile(.unreadable(errno)) }
      total += count
      if total > limit { return .tooLarge }
      if count == 0 {
        if !pending.isEmpty { _ = line(pending[...], false) }
        return .bytes([])
      }
      var start = 0
      while let end = chunk[start..<count].firstIndex(of: UInt8(ascii: "\n")) {
        let more: Bool
        if pending.isEmpty {
          more = line(chunk[start..<end], true)
        } else {
          pending.append(contentsOf: chunk[start..<end])
          more = line(pending[...], true)
          pending.removeAll(keepingCapacity: true)
        }
        guard more else { return .bytes([]) }
        start = end + 1
      }
      pending.append(contentsOf: chunk[start..<count])
    }
  }

  /// A file being written under a temporary name in this folder, to replace `name` once
  /// whole (`commit`), or be removed (`discard`, or when released unfinished).
  package final class Replacement {
    private let folder: OpenFolder
    private let name: String
    private let temporary: String
    private var descriptor: Int32
    private let slot: Int?
    private var buffer: [UInt8] = []
    private var failure: Int32?
    /// Renamed into place or removed.
    private var finished = false

    fileprivate init(folder: OpenFolder, name: String, temporary: String, descriptor: Int32) {
      self.folder = folder
      self.name = name
      self.temporary = temporary
      self.descriptor = descriptor
      slot = TemporaryFiles.register(folder.path(temporary))
    }

    deinit { discard() }

    /// Adds bytes at the end (buffered).
    package func write(_ bytes: some Collection<UInt8>) {
      buffer.append(contentsOf: bytes)
      if buffer.count >= 1 << 16 { flush() }
    }

    private func flush() {
      guard descriptor >= 0, failure == nil, !buffer.isEmpty else { return }
      do { _ = try FileDescriptor(rawValue: descriptor).writeAll(buffer) } catch {
        failure = (error as? Errno)?.rawValue ?? EIO
      }
      buffer.removeAll(keepingCapacity: true)
    }

    /// Renames the file over `name`: a link there is replaced, never followed.
    package func commit() throws(TagFlowError) {
      flush()
      defer { discard() }
      guard descriptor >= 0 else { throw .file(FileProblem(.write, folder.path(name), .system(EBADF))) }
      if failure == nil, close(descriptor) != 0 { failure = errno }
      descriptor = -1
      if failure == nil, renameat(folder.descriptor, temporary, folder.descriptor, name) != 0 { failure = errno }
      if failure == nil {
        finished = true
        TemporaryFiles.unregister(slot)
      }
      if let failure { throw .file(FileProblem(.write, folder.path(name), .system(failure))) }
    }

    /// Removes the file unfinished; `name` stays as it was.
    package func discard() {
      guard !finished else { return }
      finished = true
      if descriptor >= 0 { close(descriptor) }
      descriptor = -1
      unlinkat(folder.descriptor, temporary, 0)
      TemporaryFiles.unregister(slot)
    }
  }

  /// Starts a file to replace `name` (see `Replacement`).
  package func replacement(for name: String) throws(TagFlowError) -> Replacement {
    let (temporary, opened) = try openTemporary(toReplace: name)
    return Replacement(folder: self, name: name, temporary: temporary, descriptor: opened)
  }

  /// A new temporary file in this folder, named so no other run picks the same, made
  /// here and never through a link; its name and descriptor.
  private func openTemporary(toReplace name: String) throws(TagFlowError) -> (String, Int32) {
    for _ in 0..<100 {
      let temporary = FileSystem.temporaryPrefix + Self.randomSuffix()
      let opened = openat(
        descriptor, temporary.platformPath, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
      if opened >= 0 { return (temporary, opened) }
      if errno != EEXIST { break }
    }
    throw .file(FileProblem(.write, path(name), .system(errno)))
  }

  /// What an `openat` that failed with `code` says is there.
  private static func openFailure(_ code: Int32) -> Entry {
    switch code {
    case ELOOP: .link
    case EISDIR: .folder
    case ENXIO: .special("a socket")
    case ENOENT: .missing
    default: .unreadable(code)
    }
  }

  /// Opens the regular file `name` for appending, creating it when missing;
  /// a link, a folder or a special file there is refused (`.failure`), never opened through.
  package func openForAppending(_ name: String) -> Result<AppendingFile, AppendFailure> {
    let found = entry(name)
    guard found == .file || found == .missing else { return .failure(AppendFailure(entry: found, code: 0)) }
    // Read as well as written: an append looks at the last byte first.
    let opened = openat(
      descriptor, name.platformPath, O_RDWR | O_APPEND | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0o666
    )
    guard opened >= 0 else { return .failure(AppendFailure(entry: Self.openFailure(errno), code: errno)) }
    let file = AppendingFile(descriptor: opened, path: path(name))
    guard let info = try? Stat(FileDescriptor(rawValue: opened)), info.type == .regular else {
      let found = (try? Stat(FileDescriptor(rawValue: opened))).map { Self.kind(of: $0.type) }
      return .failure(AppendFailure(entry: found ?? .unreadable(EIO), code: EIO))
    }
    return .success(file)
  }

  /// Why a name could not be opened for appending: what is there, and the
  /// system's error when the open itself failed (0 when it was not tried).
  package struct AppendFailure: Error {
    package let entry: Entry
    package let code: Int32
  }

  /// Whether `file` is still the file named `name` (another run may have replaced it).
  package func holds(_ file: AppendingFile, as name: String) -> Bool {
    guard let identity = file.identity,
      let info = try? Stat(name.platformPath, relativeTo: FileDescriptor(rawValue: descriptor), flags: .symlinkNoFollow)
    else { return false }
    return identity == FileIdentity(info)
  }

  /// Replaces `name` with a regular file of `bytes`: a temporary file made in
  /// this folder (never through a link), then renamed over the name, so a link
  /// there is replaced, not followed, and a reader sees the old file or the new.
  package func replace(_ name: String, with bytes: [UInt8]) throws(TagFlowError) {
    let (temporary, opened) = try openTemporary(toReplace: name)
    let slot = TemporaryFiles.register(path(temporary))
    defer { TemporaryFiles.unregister(slot) }
    do {
      let file = FileDescriptor(rawValue: opened)
      try file.closeAfter { _ = try file.writeAll(bytes) }
      guard renameat(descriptor, temporary.platformPath, descriptor, name.platformPath) == 0 else {
        throw Errno(rawValue: errno)
      }
    } catch {
      unlinkat(descriptor, temporary.platformPath, 0)
      throw .file(FileProblem(.write, path(name), .system((error as? Errno)?.rawValue ?? EIO)))
    }
  }

  private static func randomSuffix() -> String {
    let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
    return String((0..<6).map { _ in letters.randomElement()! })
  }

  /// Holds an advisory lock on the folder itself (`flock`), waiting for it:
  /// shared for reading its files, exclusive for changing them. Processes that
  /// lock the same folder take turns; threads of one process do not (use a
  /// mutex as well). Released by `unlock`, or when the process ends.
  package func lock(exclusive: Bool) {
    while flock(descriptor, exclusive ? LOCK_EX : LOCK_SH) != 0 && errno == EINTR {}
  }

  package func unlock() {
    flock(descriptor, LOCK_UN)
  }
}

/// A file and its device, to tell whether a name still names the file opened.
package struct FileIdentity: Equatable {
  let device: UInt64
  let inode: UInt64

  init(_ info: Stat) {
    device = numericCast(info.deviceID.rawValue)
    inode = numericCast(info.inode.rawValue)
  }
}

/// A regular file opened for appending (`O_APPEND`).
package final class AppendingFile {
  private let descriptor: Int32
  /// For messages.
  let path: String

  init(descriptor: Int32, path: String) {
    self.descriptor = descriptor
    self.path = path
  }

  deinit {
    close(descriptor)
  }

  var identity: FileIdentity? {
    (try? Stat(FileDescriptor(rawValue: descriptor))).map(FileIdentity.init)
  }

  /// Appends `bytes` at the end, after a line break when the file does not end
  /// with one (a line cut short by a crash stays a line of its own).
  package func appendLines(_ bytes: [UInt8]) throws(TagFlowError) {
    var bytes = bytes
    if let size = (try? Stat(FileDescriptor(rawValue: descriptor)))?.size, size > 0 {
      var last: UInt8 = 0
      if pread(descriptor, &last, 1, off_t(size - 1)) == 1, last != UInt8(ascii: "\n") {
        bytes.insert(UInt8(ascii: "\n"), at: 0)
      }
    }
    do { _ = try FileDescriptor(rawValue: descriptor).writeAll(bytes) } catch {
      throw .file(FileProblem(.write, path, .system((error as? Errno)?.rawValue ?? EIO)))
    }
  }
}

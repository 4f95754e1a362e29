// Reading and writing files with POSIX calls, errors that name the path, and atomic writes.

import Glibc

/// File access for TagFlow. Writes to regular files go to a temporary file in
/// the target folder and are renamed into place, so no reader ever sees half an
/// image and a killed run leaves no broken output.
///
/// Plain POSIX rather than Foundation: the command line tool starts faster
/// without loading Foundation, and errors carry the system's own reason.
package enum FileSystem {
  package static func isReadableFile(_ path: String) -> Bool {
    kind(of: path) == .file && access(path, R_OK) == 0
  }

  enum Kind { case missing, file, folder }

  static func kind(of path: String) -> Kind {
    var info = stat()
    guard stat(path, &info) == 0 else { return .missing }
    return (info.st_mode & S_IFMT) == S_IFDIR ? .folder : .file
  }

  /// A file's size and modification time (in nanoseconds), to notice changes.
  static func stamp(_ path: String) -> (size: Int, modified: Int)? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return (Int(info.st_size), Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec))
  }

  /// The whole file as UTF-8 text; `-` reads standard input.
  package static func readText(_ path: String, field: String) throws(TagFlowError) -> String {
    let bytes = try readBytes(path, field: field)
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw TagFlowError("\(field): '\(path)' is not UTF-8 text")
    }
    return text
  }

  /// The whole file; `-` reads standard input.
  package static func readBytes(_ path: String, field: String) throws(TagFlowError) -> [UInt8] {
    if path == "-" { return try readAll(STDIN_FILENO, path: path, field: field) }
    switch kind(of: path) {
    case .missing: throw TagFlowError("\(field): cannot read '\(path)': no such file")
    case .folder: throw TagFlowError("\(field): cannot read '\(path)': it is a folder")
    case .file: break
    }
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw TagFlowError.file(action: "\(field): cannot read", path: path, errno: errno) }
    defer { close(fd) }
    return try readAll(fd, path: path, field: field)
  }

  private static func readAll(_ fd: Int32, path: String, field: String) throws(TagFlowError) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw TagFlowError.file(action: "\(field): cannot read", path: path, errno: errno)
      }
      if count == 0 { return bytes }
      bytes.append(contentsOf: chunk[..<count])
    }
  }

  /// Writes bytes to `path`; `-` writes to standard output. A regular file is
  /// replaced atomically: the bytes go to a temporary file in the same folder
  /// (`.tf-PID-XXXXXX`, short, so names near the length limit still work), which
  /// is then renamed over it. A symlink is written through to its target; a
  /// FIFO or a device is written straight into (see `OutputTarget`). Every
  /// write and close is checked: a full disk is an error, not an empty file.
  package static func write(_ bytes: [UInt8], to path: String) throws(TagFlowError) {
    if path == "-" {
      guard writeAll(STDOUT_FILENO, bytes) == 0 else {
        throw TagFlowError("output: cannot write to stdout: \(systemError())")
      }
      return
    }
    switch try OutputTarget.resolve(path) {
    case .direct(let target): try writeDirectly(bytes, to: target, shownAs: path)
    case .replace(let target, let mode): try replace(target, with: bytes, mode: mode, shownAs: path)
    }
  }

  /// Removes the temporary file of a write in progress if SIGINT, SIGTERM or
  /// SIGHUP ends the process, then ends it by that signal. For command-line
  /// tools; signals that already have a handler (or are ignored) keep it.
  package static func removeTemporaryFilesOnSignals() {
    TemporaryFiles.removeOnSignals()
  }

  private static func writeDirectly(_ bytes: [UInt8], to target: String, shownAs path: String) throws(TagFlowError) {
    let fd = open(target, O_WRONLY | O_CLOEXEC | O_NOCTTY)
    guard fd >= 0 else { throw writeError(path, errno) }
    var failure = writeAll(fd, bytes)
    if close(fd) != 0, failure == 0 { failure = errno }
    if failure != 0 { throw writeError(path, failure) }
  }

  private static func replace(_ target: String, with bytes: [UInt8], mode: mode_t?, shownAs path: String)
    throws(TagFlowError)
  {
    var template = Array((OutputTarget.folder(of: target) + temporaryPrefix + "XXXXXX").utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else { throw writeError(path, errno) }
    let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let slot = TemporaryFiles.register(temporary)
    defer { TemporaryFiles.unregister(slot) }
    var failure = writeAll(fd, bytes)
    // mkstemp makes the file 0600: keep the mode of the file replaced, or
    // make it readable as any new file is.
    if failure == 0, fchmod(fd, mode ?? (0o666 & ~processMask)) != 0 { failure = errno }
    if close(fd) != 0, failure == 0 { failure = errno }
    if failure == 0, rename(temporary, target) != 0 { failure = errno }
    if failure != 0 {
      unlink(temporary)
      throw writeError(path, failure)
    }
  }

  /// Temporary files start with this and the process id; a file whose process
  /// is gone is left over from a killed run.
  static var temporaryPrefix: String { ".tf-\(getpid())-" }

  /// The process's umask, read once: reading it means setting it, which
  /// threads writing at the same time must not do.
  private static let processMask: mode_t = {
    let mask = umask(0)
    umask(mask)
    return mask
  }()

  static func writeError(_ path: String, _ code: Int32) -> TagFlowError {
    .file(action: "output: cannot write", path: path, errno: code)
  }

  /// Creates a folder and its parents, like `mkdir -p`.
  package static func createFolder(_ path: String) throws(TagFlowError) {
    var prefix = path.hasPrefix("/") ? "/" : ""
    for part in path.split(separator: "/") {
      prefix += part + "/"
      if mkdir(prefix, 0o777) != 0, errno != EEXIST {
        throw TagFlowError.file(action: "cannot create folder", path: path, errno: errno)
      }
    }
    guard kind(of: path) == .folder else {
      throw TagFlowError("cannot create folder '\(path)': a file is in the way")
    }
  }

  /// Removes temporary files that killed runs left beside these outputs: those
  /// of `write` whose process is gone (`.tf-PID-XXXXXX`), and those of earlier
  /// versions (`.NAME.tmp-XXXXXX`). Each folder is listed once.
  package static func removeStaleTemporaries(of outputs: [String]) {
    var namesByFolder: [String: Set<String>] = [:]
    for output in outputs {
      let folder = OutputTarget.folder(of: output)
      namesByFolder[folder, default: []].insert("." + output.dropFirst(folder.count))
    }
    for (folder, names) in namesByFolder {
      guard let directory = opendir(folder.isEmpty ? "." : folder) else { continue }
      defer { closedir(directory) }
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        if isStaleTemporary(name) {
          unlink(folder + name)
        } else if let marker = name.range(of: ".tmp-"), names.contains(String(name[..<marker.lowerBound])),
          name[marker.upperBound...].count == 6
        {
          unlink(folder + name)
        }
      }
    }
  }

  /// `.tf-PID-XXXXXX` of a process that no longer runs.
  static func isStaleTemporary(_ name: String) -> Bool {
    let parts = name.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0] == ".tf", parts[2].count == 6, let pid = pid_t(parts[1]), pid > 0 else {
      return false
    }
    return kill(pid, 0) != 0 && errno == ESRCH
  }

  /// Writes one line to standard error.
  package static func writeStandardError(_ line: String) {
    _ = writeAll(STDERR_FILENO, Array((line + "\n").utf8))
  }

  /// 0, or the errno of the failed write.
  private static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Int32 {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += written
      }
      return 0
    }
  }

  static func systemError(_ code: Int32 = errno) -> String {
    String(cString: strerror(code))
  }
}

// Reading and writing files with POSIX calls, errors that name the path, and atomic writes.

import Glibc

/// File access for TagFlow. Writes go to a temporary file in the target folder
/// and are renamed into place, so no reader ever sees half an image and a
/// killed run leaves no broken output.
///
/// Plain POSIX rather than Foundation: the command line tool starts faster
/// without loading Foundation, and errors carry the system's own reason.
public enum FileSystem {
  public static func isReadableFile(_ path: String) -> Bool {
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
  public static func readText(_ path: String, field: String) throws(TagFlowError) -> String {
    let bytes = try readBytes(path, field: field)
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw TagFlowError("\(field): '\(path)' is not UTF-8 text")
    }
    return text
  }

  /// The whole file; `-` reads standard input.
  public static func readBytes(_ path: String, field: String) throws(TagFlowError) -> [UInt8] {
    if path == "-" { return try readAll(STDIN_FILENO, path: path, field: field) }
    switch kind(of: path) {
    case .missing: throw TagFlowError("\(field): cannot read '\(path)': no such file")
    case .folder: throw TagFlowError("\(field): cannot read '\(path)': it is a folder")
    case .file: break
    }
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw TagFlowError("\(field): cannot read '\(path)': \(systemError())") }
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
        throw TagFlowError("\(field): cannot read '\(path)': \(systemError())")
      }
      if count == 0 { return bytes }
      bytes.append(contentsOf: chunk[..<count])
    }
  }

  /// Writes bytes to `path` atomically; `-` writes to standard output.
  public static func write(_ bytes: [UInt8], to path: String) throws(TagFlowError) {
    if path == "-" {
      guard writeAll(STDOUT_FILENO, bytes) == 0 else {
        throw TagFlowError("output: cannot write to stdout: \(systemError())")
      }
      return
    }
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    var template = Array((folder + "." + name + ".tmp-XXXXXX").utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else {
      throw TagFlowError("output: cannot write '\(path)': \(systemError())")
    }
    let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var failure = writeAll(fd, bytes)
    // mkstemp creates 0600; an image is for everyone to read, as any new file is.
    let mask = umask(0)
    umask(mask)
    fchmod(fd, 0o666 & ~mask)
    if close(fd) != 0, failure == 0 { failure = errno }
    if failure == 0, rename(temporary, path) != 0 { failure = errno }
    if failure != 0 {
      unlink(temporary)
      throw TagFlowError("output: cannot write '\(path)': \(systemError(failure))")
    }
  }

  /// Creates a folder and its parents, like `mkdir -p`.
  public static func createFolder(_ path: String) throws(TagFlowError) {
    var prefix = path.hasPrefix("/") ? "/" : ""
    for part in path.split(separator: "/") {
      prefix += part + "/"
      if mkdir(prefix, 0o777) != 0, errno != EEXIST {
        throw TagFlowError("cannot create folder '\(path)': \(systemError())")
      }
    }
    guard kind(of: path) == .folder else {
      throw TagFlowError("cannot create folder '\(path)': a file is in the way")
    }
  }

  /// Removes temporary files that a killed run left beside these outputs
  /// (`.NAME.tmp-XXXXXX`, as `write` names them); each folder is listed once.
  public static func removeStaleTemporaries(of outputs: [String]) {
    var namesByFolder: [String: Set<String>] = [:]
    for output in outputs {
      let slash = output.lastIndex(of: "/")
      let folder = slash.map { String(output[...$0]) } ?? ""
      namesByFolder[folder, default: []].insert(
        "." + (slash.map { String(output[output.index(after: $0)...]) } ?? output))
    }
    for (folder, names) in namesByFolder {
      guard let directory = opendir(folder.isEmpty ? "." : folder) else { continue }
      defer { closedir(directory) }
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        guard let marker = name.range(of: ".tmp-"), names.contains(String(name[..<marker.lowerBound])),
          name[marker.upperBound...].count == 6
        else { continue }
        unlink(folder + name)
      }
    }
  }

  /// Writes one line to standard error.
  public static func writeStandardError(_ line: String) {
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

  private static func systemError(_ code: Int32 = errno) -> String {
    String(cString: strerror(code))
  }
}

// Reading and writing files with POSIX calls, errors that name the path, and atomic writes.

import Glibc
internal import SystemPackage

/// File access for TagFlow. Writes to regular files go to a temporary file in
/// the target folder and are renamed into place, so no reader ever sees half an
/// image and a killed run leaves no broken output.
///
/// POSIX through swift-system (Glibc where it has no call) rather than
/// Foundation: the command line tool starts faster without loading
/// Foundation, and errors carry the system's own reason. Paths reach the
/// system as the C strings given, not as `FilePath`s: a `FilePath` drops a
/// trailing `/`, so `name.png/` would open the file instead of failing.
package enum FileSystem {
  package enum Kind { case missing, file, folder }

  package static func kind(of path: String) -> Kind {
    guard let info = try? Stat(path.platformPath) else { return .missing }
    return info.type == .directory ? .folder : .file
  }

  /// A file's size and modification time (in nanoseconds), to notice changes.
  package static func stamp(_ path: String) -> (size: Int, modified: Int)? {
    guard let info = try? Stat(path.platformPath) else { return nil }
    return (Int(info.size), Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec))
  }

  /// The whole file as UTF-8 text; `-` reads standard input.
  package static func readText(_ path: String, field: String) throws(TagFlowError) -> String {
    let bytes = try readBytes(path, field: field)
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw .file(FileProblem(field: field, .use, path, .notText(format: BinaryFormat(of: bytes)?.rawValue)))
    }
    return text
  }

  /// The whole file; `-` reads standard input.
  package static func readBytes(_ path: String, field: String) throws(TagFlowError) -> [UInt8] {
    switch path == "-" ? .file : kind(of: path) {
    case .missing: throw .file(FileProblem(field: field, .read, path, .noSuchFile))
    case .folder: throw .file(FileProblem(field: field, .read, path, .isFolder))
    case .file: break
    }
    do {
      if path == "-" { return try FileDescriptor.standardInput.read(upTo: .max) }
      let file = try FileDescriptor.open(path.platformPath, .readOnly, options: .closeOnExec)
      defer { try? file.close() }
      return try file.read(upTo: .max)
    } catch {
      throw .file(FileProblem(field: field, .read, path, .system(Errno(thrown: error).rawValue)))
    }
  }

  /// Writes bytes to `path`; `-` writes to standard output. A regular file is
  /// replaced atomically: the bytes go to a temporary file in the same folder
  /// (`.tf-PID-XXXXXX`, short, so names near the length limit still work), which
  /// is then renamed over it. A symlink is written through to its target; a
  /// FIFO or a device is written straight into (see `OutputTarget`). Every
  /// write and close is checked: a full disk is an error, not an empty file.
  package static func write(_ bytes: [UInt8], to path: String) throws(TagFlowError) {
    try stage(bytes, for: path).commit()
  }

  /// The first half of `write`: the bytes are in a temporary file beside the
  /// target, not yet renamed into place (a FIFO, a device or stdout is written
  /// at once: there is nothing to rename). `commit()` finishes the write;
  /// dropped without it, the temporary file is removed and the target is as
  /// it was. A batch renames while holding its record's lock.
  package static func stage(_ bytes: [UInt8], for path: String) throws(TagFlowError) -> StagedOutput {
    if path == "-" {
      do { try FileDescriptor.standardOutput.writeAll(bytes) } catch {
        throw .file(FileProblem(field: "output", .writeStandardOutput, "-", .system(Errno(thrown: error).rawValue)))
      }
      return StagedOutput(path: path, pending: nil)
    }
    switch try OutputTarget.resolve(path) {
    case .direct(let target):
      try writeDirectly(bytes, to: target, shownAs: path)
      return StagedOutput(path: path, pending: nil)
    case .replace(let target, let mode):
      return try stageReplacement(of: target, with: bytes, mode: mode, shownAs: path)
    }
  }

  /// Removes the temporary file of a write in progress if SIGINT, SIGTERM or
  /// SIGHUP ends the process, then ends it by that signal. For command-line
  /// tools; signals that already have a handler (or are ignored) keep it.
  package static func removeTemporaryFilesOnSignals() {
    TemporaryFiles.removeOnSignals()
  }

  /// Removes the temporary files of writes in progress and ends the process
  /// by `signalNumber` (status 128 + its number, as shells show it), whatever
  /// thread calls it and whatever that thread's signal mask.
  package static func endProcess(bySignal signalNumber: Int32) -> Never {
    TemporaryFiles.endProcess(bySignal: signalNumber)
  }

  private static func writeDirectly(_ bytes: [UInt8], to target: String, shownAs path: String) throws(TagFlowError) {
    do {
      // A terminal named as the output must not become the process's controlling one.
      let noControllingTerminal = FileDescriptor.OpenOptions(rawValue: O_NOCTTY)
      let file = try FileDescriptor.open(
        target.platformPath, .writeOnly, options: [.closeOnExec, noControllingTerminal])
      try file.closeAfter { _ = try file.writeAll(bytes) }
    } catch {
      throw writeError(path, Errno(thrown: error).rawValue)
    }
  }

  private static func stageReplacement(of target: String, with bytes: [UInt8], mode: mode_t?, shownAs path: String)
    throws(TagFlowError) -> StagedOutput
  {
    var template = (OutputTarget.folder(of: target) + temporaryPrefix + "XXXXXX").platformPath
    // swift-system has no mkstemp, fchmod, rename or unlink.
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw writeError(path, errno, creatingIn: OutputTarget.folder(of: target)) }
    let temporary = PathBytes.decode(template.dropLast().map { UInt8(bitPattern: $0) })
    // From here the staged output owns the file: dropped, it removes it.
    let staged = StagedOutput(
      path: path, pending: (temporary: temporary, target: target, slot: TemporaryFiles.register(temporary)))
    do {
      let file = FileDescriptor(rawValue: descriptor)
      // The first failure is the one reported; the file is closed either way.
      try file.closeAfter {
        try file.writeAll(bytes)
        // mkstemp makes the file 0600: keep the mode of the file replaced, or
        // make it readable as any new file is.
        guard fchmod(descriptor, mode ?? processFileMode) == 0 else { throw Errno(rawValue: errno) }
      }
    } catch {
      throw writeError(path, Errno(thrown: error).rawValue)
    }
    return staged
  }

  /// The mode of a new file: 0666 less the umask.
  static var processFileMode: mode_t { 0o666 & ~processMask }

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
    .file(FileProblem(field: "output", .write, path, .system(code)))
  }

  /// The error of a file that could not be made in `folder` (`""`: the working folder): the
  /// system's `errno`, unless it says there is no such file while the folder is there, as
  /// /proc says of every new file; that is worded for what it is.
  static func writeError(_ path: String, _ code: Int32, creatingIn folder: String) -> TagFlowError {
    guard let reason = refusal(code, in: folder) else { return writeError(path, code) }
    return .file(FileProblem(field: "output", .write, path, reason))
  }

  /// `.takesNoNewEntries` when `code` is `ENOENT` and `folder` exists, else `nil`.
  package static func refusal(_ code: Int32, in folder: String) -> FileProblem.Reason? {
    let shown = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder.isEmpty ? "." : folder
    guard code == ENOENT, kind(of: shown) == .folder else { return nil }
    return .takesNoNewEntries(folder: shown, errno: code)
  }

  /// Creates a folder and its parents, like `mkdir -p`.
  package static func createFolder(_ path: String) throws(TagFlowError) {
    var prefix = path.hasPrefix("/") ? "/" : ""
    for part in path.split(separator: "/") {
      prefix += part + "/"
      if mkdir(prefix.platformPath, 0o777) != 0, errno != EEXIST {
        let code = errno
        let parent = OutputTarget.folder(of: String(prefix.dropLast()))
        throw .file(FileProblem(.createFolder, path, refusal(code, in: parent) ?? .system(code)))
      }
    }
    guard kind(of: path) == .folder else {
      throw .file(FileProblem(.createFolder, path, .fileInTheWay))
    }
  }

  /// Makes the folder an output goes into, as `render -o out/tags.png` makes `out/`. Nothing
  /// is made for standard output (`-`), a bare name or a name ending in `/`, which names a
  /// folder rather than a file: writing to it says so.
  package static func createFolder(of output: String) throws(TagFlowError) {
    guard output != "-", !output.hasSuffix("/"), let slash = output.lastIndex(of: "/"), slash != output.startIndex
    else { return }
    try createFolder(String(output[..<slash]))
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
      guard let directory = opendir((folder.isEmpty ? "." : folder).platformPath) else { continue }
      defer { closedir(directory) }
      while let entry = readdir(directory) {
        let name = PathBytes.name(of: entry)
        if isStaleTemporary(name) {
          unlink((folder + name).platformPath)
        } else if let marker = name.firstRange(of: ".tmp-"), names.contains(String(name[..<marker.lowerBound])),
          name[marker.upperBound...].count == 6
        {
          unlink((folder + name).platformPath)
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

  /// Writes one line to standard error, made printable (see `Terminal`).
  package static func writeStandardError(_ line: String) {
    Terminal.write(line, to: .error)
  }

  /// The system's words for an errno value.
  package static func systemError(_ code: Int32) -> String {
    Errno(rawValue: code).description
  }
}

extension Errno {
  /// What a swift-system call threw: they are declared to throw any error, and throw an `Errno`.
  init(thrown error: any Error) {
    self = error as? Errno ?? .ioError
  }
}

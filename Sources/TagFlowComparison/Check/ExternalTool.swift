// Runs a program found on the PATH (rsvg-convert, pdftoppm) with POSIX calls, capturing its errors.

import Glibc
import TagFlow

/// A command-line program TagFlow may call, and the Debian package that installs it, so
/// the message when it is missing says how to get it.
struct ExternalTool: Sendable {
  var name: String
  var package: String

  static let rsvgConvert = ExternalTool(name: "rsvg-convert", package: "librsvg2-bin")
  static let pdftoppm = ExternalTool(name: "pdftoppm", package: "poppler-utils")

  /// The tool's full path in one of the `searchPath` folders (`PATH` syntax), if there.
  func locate(in searchPath: String) -> String? {
    searchPath.split(separator: ":").lazy.map { "\($0)/\(name)" }.first { access($0.platformPath, X_OK) == 0 }
  }

  /// Runs the tool with `arguments`, standard input and output on /dev/null; throws with its
  /// exit status and first line of standard error when it fails. Posix_spawn rather than
  /// Foundation's Process: the library stays off full Foundation.
  func run(_ arguments: [String], searchPath: String, scratch: ScratchFolder) throws(TagFlowError) {
    guard let path = locate(in: searchPath) else {
      throw .tool(.notInstalled(tool: name, package: package))
    }
    let errors = scratch.path("stderr.txt")
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, errors.platformPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

    let argv = ([path] + arguments).map { strdup($0.platformPath) }
    defer {
      for argument in argv { free(argument) }
    }
    var pid = pid_t()
    let spawned = (argv + [nil]).withUnsafeBufferPointer { argv in
      posix_spawn(&pid, path.platformPath, &actions, nil, UnsafeMutablePointer(mutating: argv.baseAddress!), environ)
    }
    guard spawned == 0 else {
      throw .file(FileProblem(.run, path, .system(spawned)))
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    // WIFEXITED and WEXITSTATUS are C macros: the low 7 bits are the signal, the next 8 the code.
    let signal = status & 0x7F
    let code = (status >> 8) & 0xFF
    guard signal != 0 || code != 0 else { return }
    let said = (try? FileSystem.readText(errors, field: name))?.split(separator: "\n").first.map(String.init) ?? ""
    throw .tool(.failed(tool: name, ending: signal != 0 ? .signal(signal) : .status(code), said: said))
  }
}

/// A private temporary folder, removed with everything in it when dropped.
final class ScratchFolder {
  let root: String

  init() throws(TagFlowError) {
    let base = getenv("TMPDIR").map { PathBytes.decode(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = "\(base)/tagflow-XXXXXX".platformPath
    guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
      throw .file(FileProblem(.createTemporaryFolder, base, .system(errno)))
    }
    root = PathBytes.decode(cString: made)
  }

  func path(_ name: String) -> String { root + "/" + name }

  deinit {
    if let directory = opendir(root.platformPath) {
      while let entry = readdir(directory) {
        let name = PathBytes.name(of: entry)
        if name != "." && name != ".." { unlink(path(name).platformPath) }
      }
      closedir(directory)
    }
    rmdir(root.platformPath)
  }
}

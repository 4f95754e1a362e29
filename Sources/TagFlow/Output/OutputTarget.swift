// What an output path names: a file to replace atomically, or a FIFO or device to write straight into.

import Glibc
internal import SystemPackage

/// Where the bytes for an output path go. A regular file (or nothing yet) is
/// replaced atomically; a symlink is followed to its target, which is then
/// replaced in its own folder, so the link stays a link; a FIFO, a device or a
/// socket is written directly, never replaced (renaming over `/dev/null`
/// would turn it into a file).
enum OutputTarget: Equatable {
  /// Replace the regular file at `path` (or create it), keeping `mode` when one was there.
  case replace(path: String, mode: mode_t?)
  /// Open `path` and write into it: a FIFO, a device, or a link to an open file.
  case direct(path: String)

  /// Follows `path` through symlinks (at most 40, as the kernel does).
  static func resolve(_ path: String) throws(TagFlowError) -> OutputTarget {
    var current = path
    for _ in 0..<40 {
      let info: Stat
      do { info = try Stat(current.platformPath, followTargetSymlink: false) } catch {
        if error == .noSuchFileOrDirectory { return .replace(path: current, mode: nil) }
        throw FileSystem.writeError(path, error.rawValue)
      }
      switch info.type {
      case .regular:
        return .replace(path: current, mode: info.permissions.rawValue)
      case .directory:
        throw .file(FileProblem(field: "output", .write, path, .isFolder))
      case .symbolicLink:
        // /dev/stdout and /dev/fd/N lead into /proc, whose links name open
        // files rather than paths: write through the link itself.
        if isInsideProc(folder(of: current)) { return .direct(path: path) }
        guard let target = readLink(current) else { throw FileSystem.writeError(path, errno) }
        current = target.hasPrefix("/") ? target : folder(of: current) + target
      default:
        return .direct(path: current)
      }
    }
    throw FileSystem.writeError(path, ELOOP)
  }

  /// `"dir/"` for `"dir/name"`, `""` for a bare name.
  static func folder(of path: String) -> String {
    path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
  }

  private static func readLink(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path.platformPath, &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    return PathBytes.decode(buffer[..<count].map { UInt8(bitPattern: $0) })
  }

  private static func isInsideProc(_ folder: String) -> Bool {
    guard let real = realpath((folder.isEmpty ? "." : folder).platformPath, nil) else { return false }
    defer { free(real) }
    let text = String(cString: real)
    return text == "/proc" || text.hasPrefix("/proc/")
  }
}

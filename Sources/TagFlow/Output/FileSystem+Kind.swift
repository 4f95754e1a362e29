// What kind of thing a path names, for checks made before any work starts.

import Glibc

extension FileSystem {
  /// Whether `path` names an existing folder (after links).
  package static func isFolder(_ path: String) -> Bool {
    kind(of: path) == .folder
  }

  /// Whether `path` names nothing at all (a link that leads nowhere names nothing).
  package static func isMissing(_ path: String) -> Bool {
    kind(of: path) == .missing
  }
}

extension FileSystem {
  /// Why the file at `path` cannot be read, as the one line of a `FileProblem` named by
  /// `field` (`fontFiles: cannot read 'x.ttf': no such file`, `… it is a folder`,
  /// `… Permission denied`); `nil` when it can be.
  package static func unreadableFile(_ path: String, field: String) -> TagFlowError? {
    switch kind(of: path) {
    case .missing: return .file(FileProblem(field: field, .read, path, .noSuchFile))
    case .folder: return .file(FileProblem(field: field, .read, path, .isFolder))
    case .file:
      guard access(path.platformPath, R_OK) != 0 else { return nil }
      return .file(FileProblem(field: field, .read, path, .system(errno)))
    }
  }
}

extension FileSystem {
  /// Whether an output path names a folder: one that exists, or a name ending in `/`.
  package static func namesFolder(_ path: String) -> Bool {
    path != "-" && (path.hasSuffix("/") || isFolder(path))
  }

  /// What to say of an output path that names a folder (`namesFolder`):
  /// `'out' is a folder; give a file in it, such as 'out/tags.png'` (`'new/' names a folder`
  /// when there is none yet). `resolved` is where `path` points when it is not from the
  /// working folder (a manifest's `output`, from the manifest's folder).
  package static func folderForFile(_ path: String, example name: String, at resolved: String? = nil) -> String {
    let shown = Terminal.oneLine(path)
    return "'\(shown)' \(isFolder(resolved ?? path) ? "is" : "names") a folder; give a file in it, such as '\(shown)"
      + (path.hasSuffix("/") ? "" : "/") + "\(name)'"
  }
}

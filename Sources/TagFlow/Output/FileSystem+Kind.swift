// What kind of thing a path names, for checks made before any work starts.

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

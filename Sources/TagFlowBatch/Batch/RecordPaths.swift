// How a manifest's caches name files: from the manifest's folder, whatever the working folder.

import Glibc
import TagFlow

/// The names `.tagflow-state` and `.tagflow-run` give files: paths from the manifest's
/// folder, as the manifest writes its outputs, so the same manifest run from any folder,
/// through any spelling of its path (`m.yaml`, `./m.yaml`, `../two/m.yaml`, an absolute
/// path, a link to its folder), finds the same records, and one manifest's run can tell
/// the files another manifest in the folder recorded.
///
/// A path from the working folder becomes a record path by losing the manifest's folder:
/// `two/a/one.png` run as `two/m.yaml` is `a/one.png`. An absolute path inside the
/// manifest's folder (its real path) loses that folder too; any other absolute path is
/// kept; a path from the working folder outside the manifest's folder (a font named on
/// the command line) is made absolute. `located` turns a record path back into a path
/// from the working folder, so `located(key(path))` names the file `path` names.
struct RecordPaths {
  /// The manifest's folder as a path prefix from the working folder: `""` or `"two/"`.
  let prefix: String
  /// The real path of the manifest's folder, ending in `/`, or `nil` when it has none.
  private let realFolder: String?

  init(manifest: String) {
    self.init(prefix: ManifestFolder(manifestPath: manifest).prefix)
  }

  init(prefix: String) {
    self.prefix = prefix
    if let real = realpath((prefix.isEmpty ? "." : prefix).platformPath, nil) {
      let text = PathBytes.decode(cString: real)
      free(real)
      realFolder = text.hasSuffix("/") ? text : text + "/"
    } else {
      realFolder = nil
    }
  }

  /// The record's name of `path` (from the working folder).
  func key(_ path: String) -> String {
    if path.hasPrefix("/") {
      if !prefix.isEmpty, path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
      if let realFolder, path.hasPrefix(realFolder), path.count > realFolder.count {
        return String(path.dropFirst(realFolder.count))
      }
      return path
    }
    if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
    return Self.workingFolder().map { $0 + path } ?? path
  }

  /// The path from the working folder of a record's name.
  func located(_ key: String) -> String {
    key.hasPrefix("/") ? key : prefix + key
  }

  /// The path from the working folder of a record's name in bytes (as read from a line).
  func located(_ key: some Collection<UInt8>) -> String {
    located(PathBytes.decode(key))
  }

  /// The working folder's path, ending in `/`.
  private static func workingFolder() -> String? {
    guard let folder = getcwd(nil, 0) else { return nil }
    defer { free(folder) }
    let text = PathBytes.decode(cString: folder)
    return text.hasSuffix("/") ? text : text + "/"
  }
}

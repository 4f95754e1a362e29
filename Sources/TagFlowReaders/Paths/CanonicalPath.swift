// One spelling per file: `./a.png`, `sub/../a.png` and a link to it all name the same file.

import Glibc
import TagFlow

/// Canonical spellings of paths, whether or not the file exists yet.
package enum CanonicalPath {
  /// Whether two spellings name one file, whether or not it exists yet.
  package static func same(_ first: String, _ second: String) -> Bool {
    of(first) == of(second)
  }

  /// The absolute path with symbolic links, `.` and `..` resolved: the real
  /// path of the longest part that exists, then the rest resolved by its
  /// spelling. Two spellings of one file give one canonical path.
  package static func of(_ path: String) -> String {
    var existing = path.isEmpty ? "." : path
    var rest: [Substring] = []
    while true {
      if let real = realPath(existing) { return join(real, rest) }
      guard let slash = existing.lastIndex(of: "/") else {
        rest.insert(Substring(existing), at: 0)
        existing = "."
        continue
      }
      rest.insert(existing[existing.index(after: slash)...], at: 0)
      existing = slash == existing.startIndex ? "/" : String(existing[..<slash])
    }
  }

  /// `of(path)` with one `lstat` for most paths: the canonical path of each folder is
  /// found once and kept in `folders`, and a name that is not a link (or not there yet)
  /// is that folder's canonical path and the name. A manifest of a million outputs in a
  /// few folders resolves each with one system call instead of one per component.
  package static func of(_ path: String, folders: inout [Substring: String]) -> String {
    guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return of(path) }
    let name = path[path.index(after: slash)...]
    guard !name.isEmpty, name != ".", name != ".." else { return of(path) }
    var info = stat()
    if lstat(path.platformPath, &info) == 0 {
      if info.st_mode & S_IFMT == S_IFLNK { return of(path) }
    } else if errno != ENOENT {
      return of(path)
    }
    let folder = path[..<slash]
    let canonical: String
    if let known = folders[folder] {
      canonical = known
    } else {
      canonical = of(String(folder))
      folders[folder] = canonical
    }
    return canonical == "/" ? "/" + name : canonical + "/" + name
  }

  /// Whether a relative path stays inside its starting folder by its
  /// spelling alone: no `..` climbs above where it began.
  package static func isLexicallyInside(_ path: String) -> Bool {
    var depth = 0
    for part in path.split(separator: "/") {
      if part == ".." {
        depth -= 1
        if depth < 0 { return false }
      } else if part != "." {
        depth += 1
      }
    }
    return true
  }

  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path.platformPath, nil) else { return nil }
    defer { free(resolved) }
    return PathBytes.decode(cString: resolved)
  }

  /// `base` followed by `rest`, with `.` and `..` in `rest` applied by spelling.
  private static func join(_ base: String, _ rest: [Substring]) -> String {
    var parts = base.split(separator: "/")
    for part in rest {
      switch part {
      case "", ".": continue
      case "..": if !parts.isEmpty { parts.removeLast() }
      default: parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }
}

/// Canonical paths for one reading of a manifest: each folder resolved once. Not
/// thread-safe: a manifest is read on one thread.
package final class CanonicalPaths {
  private var folders: [Substring: String] = [:]
  private var roots: [String: String] = [:]

  /// No path resolved yet.
  package init() {}

  /// `CanonicalPath.of(path)`, with one `lstat` for a name in a folder already resolved.
  package func of(_ path: String) -> String {
    CanonicalPath.of(path, folders: &folders)
  }

  /// `CanonicalPath.of(folder)` for the manifest's own folder, resolved once.
  package func root(_ folder: String) -> String {
    if let known = roots[folder] { return known }
    let canonical = CanonicalPath.of(folder)
    roots[folder] = canonical
    return canonical
  }
}

// Where a failed snapshot's images go, and a test's name as a file name: one rule for
// TagFlowTesting and TagFlowSnapshotTesting alike.

import Glibc
import TagFlow

/// What the two snapshot libraries share about a failure's files.
package enum SnapshotArtifacts {
  /// `.build/snapshot-artifacts` of the package around `folder` (an absolute path, walked up
  /// to a `Package.swift`; git-ignored with `.build`), or `tagflow-snapshot-artifacts` in the
  /// temporary folder (`$TMPDIR`, else `/tmp`) outside any package.
  package static func folder(near folder: String) -> String {
    var path = folder
    while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
    while !path.isEmpty && path != "/" {
      if FileSystem.kind(of: path + "/Package.swift") == .file { return path + "/.build/snapshot-artifacts" }
      path = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
    }
    var temporary = getenv("TMPDIR").map { PathBytes.decode(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    while temporary.count > 1 && temporary.hasSuffix("/") { temporary.removeLast() }
    return temporary + "/tagflow-snapshot-artifacts"
  }

  /// A test or snapshot name as swift-snapshot-testing makes it a file name: runs of anything
  /// but letters, digits and `_` become `-`, with none at either end (`testPlainList()` →
  /// `testPlainList`, `plain list` → `plain-list`).
  package static func fileName(_ text: String) -> String {
    var out = ""
    var pendingDash = false
    for character in text {
      if character.isLetter || character.isNumber || character == "_" {
        if pendingDash && !out.isEmpty { out.append("-") }
        pendingDash = false
        out.append(character)
      } else {
        pendingDash = true
      }
    }
    return out.isEmpty ? "snapshot" : out
  }
}

// Where a test's reference and failure artifacts go, from its file path and name.

import Foundation

/// The files of one snapshot: `__Snapshots__/<TestFile>/<name>.<ext>` beside the test file
/// (swift-snapshot-testing's layout), or `<snapshotDirectory>/<name>.<ext>` when one is given.
struct SnapshotLocation {
  /// The reference file.
  var reference: String
  /// `<TestFile>/<name>`: names the snapshot in messages and its artifacts' paths.
  var artifactName: String
  var artifactsDirectory: String

  init(
    filePath: String, testName: String, name: String?, fileExtension: String, snapshotDirectory: String?,
    artifactsDirectory: String?
  ) {
    let file = URL(fileURLWithPath: filePath)
    let testFile = file.deletingPathExtension().lastPathComponent
    let base = sanitizePathComponent(name ?? testName)
    let folder =
      snapshotDirectory
      ?? file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
      .appendingPathComponent(testFile).path
    reference = URL(fileURLWithPath: folder).appendingPathComponent("\(base).\(fileExtension)").path
    artifactName = "\(testFile)/\(base)"
    self.artifactsDirectory = artifactsDirectory ?? Self.defaultArtifacts(near: file)
  }

  /// `.build/snapshot-artifacts` of the package holding the test file (git-ignored with
  /// `.build`), found by walking up to a `Package.swift`; the temporary folder otherwise.
  static func defaultArtifacts(near file: URL) -> String {
    var folder = file.deletingLastPathComponent()
    while folder.path != "/" {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
        return folder.appendingPathComponent(".build/snapshot-artifacts").path
      }
      folder.deleteLastPathComponent()
    }
    return FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-snapshot-artifacts").path
  }
}

/// A test or snapshot name as a file name, as swift-snapshot-testing makes it: runs of
/// anything but letters, digits and `_` become `-`, with none at either end
/// (`testPlainList()` → `testPlainList`, `plain list` → `plain-list`).
func sanitizePathComponent(_ text: String) -> String {
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

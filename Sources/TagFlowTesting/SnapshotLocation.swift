// Where a test's reference and failure artifacts go, from its file path and name.

import Foundation
import TagFlowComparison

/// The files of one snapshot: `__Snapshots__/<TestFile>/<name>.<ext>` beside the test file
/// (swift-snapshot-testing's layout), or `<snapshotDirectory>/<name>.<ext>` when one is given.
///
/// `<name>` is the `named:` argument when there is one. Otherwise it is the test's name and a
/// number, as swift-snapshot-testing numbers them: `testName.1`, `testName.2`, … for the
/// first, second, … unnamed assertion of a test; in a parameterised Swift Testing test the
/// test's name holds the case's arguments (`perTag(_:)` with `"swift"`: `perTag-swift.1`).
struct SnapshotLocation {
  /// The reference file.
  var reference: String
  /// `<TestFile>/<name>`: names the snapshot in messages and its artifacts' paths.
  var artifactName: String
  var artifactsDirectory: String
  /// For the first unnamed snapshot of a test that is not parameterised: where TagFlowTesting
  /// before numbering kept its reference (`<testName>.<ext>`), for a hint when this one is missing.
  var unnumberedReference: String?

  init(
    filePath: String, testName: String, name: String?, fileExtension: String, snapshotDirectory: String?,
    artifactsDirectory: String?, test: RunningTest
  ) {
    let file = URL(fileURLWithPath: filePath)
    let testFile = file.deletingPathExtension().lastPathComponent
    let folder =
      snapshotDirectory
      ?? file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
      .appendingPathComponent(testFile).path
    func path(_ base: String) -> String {
      URL(fileURLWithPath: folder).appendingPathComponent("\(base).\(fileExtension)").path
    }
    var base: String
    if let name {
      base = SnapshotArtifacts.fileName(name)
    } else {
      base = Self.unnamedBase(testName: testName, arguments: test.arguments)
      let number = test.counter.next(for: "\(test.scope)\u{0}\(folder)\u{0}\(base)")
      if number == 1 && test.arguments == nil { unnumberedReference = path(base) }
      base += ".\(number)"
    }
    reference = path(base)
    artifactName = "\(testFile)/\(base)"
    self.artifactsDirectory =
      artifactsDirectory ?? SnapshotArtifacts.folder(near: file.deletingLastPathComponent().path)
  }

  /// The test's name as a file name, with a parameterised test's arguments in place of its
  /// parameter labels: `releaseTags()` → `releaseTags`, `perTag(_:)` with `"swift"` →
  /// `perTag-swift`. Arguments longer than 80 characters as a file name are cut to 64 and a
  /// hash of the whole, so the name stays short and distinct.
  static func unnamedBase(testName: String, arguments: [String]?) -> String {
    guard let arguments else { return SnapshotArtifacts.fileName(testName) }
    let function = testName.prefix { $0 != "(" }
    var shown = SnapshotArtifacts.fileName(arguments.joined(separator: ", "))
    if shown.count > 80 {
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a
      for byte in arguments.joined(separator: "\u{0}").utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
      shown = "\(shown.prefix(64))-\(String(hash, radix: 16))"
    }
    return SnapshotArtifacts.fileName("\(function)(\(shown))")
  }
}

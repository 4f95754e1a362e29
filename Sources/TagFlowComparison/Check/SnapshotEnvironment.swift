// The environment variables of snapshot tests, by swift-snapshot-testing's names: read here only.

import TagFlow

/// `SNAPSHOT_TESTING_RECORD` (the record mode, see `RecordMode.fromEnvironment`) and
/// `SNAPSHOT_ARTIFACTS` (where failures leave their images), read for TagFlowTesting and
/// TagFlowSnapshotTesting alike.
package enum SnapshotEnvironment {
  /// The record mode's variable: `all`, `missing`, `failed` or `never`.
  package static let recordVariable = "SNAPSHOT_TESTING_RECORD"
  /// The artifacts folder's variable.
  package static let artifactsVariable = "SNAPSHOT_ARTIFACTS"

  /// `SNAPSHOT_ARTIFACTS`, or nil when it is unset or empty.
  package static func artifactsFolder(_ environment: [String: String]) -> String? {
    environment[artifactsVariable].flatMap { $0.isEmpty ? nil : $0 }
  }
}

// When reference images are written: swift-snapshot-testing's four record modes.

import TagFlow

/// Whether a check writes references, by swift-snapshot-testing's names
/// (`SNAPSHOT_TESTING_RECORD`). Every write is atomic.
public enum RecordMode: String, Sendable, CaseIterable, CustomStringConvertible {
  /// Re-record every reference, matching or not.
  case all
  /// Record references that do not exist yet; compare the others.
  case missing
  /// Record missing references and re-record those that do not match.
  case failed
  /// Never write a reference: a missing one is a failure.
  case never

  /// The mode's name as `SNAPSHOT_TESTING_RECORD` spells it.
  public var description: String { rawValue }

  /// The accepted values, for error messages: `all, missing, failed, never`.
  package static var accepted: String { allCases.map(\.rawValue).joined(separator: ", ") }

  /// `missing` on a developer's machine, so a new reference is written the first time; `never`
  /// when the `CI` variable is set (any value but empty, `0` or `false`), so CI fails on a
  /// missing reference instead of writing one that nobody commits.
  package static func `default`(environment: [String: String]) -> RecordMode {
    let ci = environment["CI"] ?? ""
    return ci.isEmpty || ci == "0" || ci.lowercased() == "false" ? .missing : .never
  }

  /// The mode `SNAPSHOT_TESTING_RECORD` names, or the default when it is unset or empty.
  package static func fromEnvironment(
    _ environment: [String: String], variable: String = SnapshotEnvironment.recordVariable
  ) throws(TagFlowError) -> RecordMode {
    let value = environment[variable] ?? ""
    if value.isEmpty { return .default(environment: environment) }
    guard let mode = RecordMode(rawValue: value.lowercased()) else {
      throw TagFlowError.invalid(variable, value, expected: "one of \(accepted)")
    }
    return mode
  }
}

// What happened to each job of a batch, and the totals.

import TagFlow

/// The outcome of one job.
package struct JobResult: Sendable {
  package enum Status: Sendable, Equatable {
    case rendered
    /// Its outputs were up to date.
    case skipped
    case failed(String)
  }

  package var index: Int
  package var outputs: [String]
  package var status: Status
  package var seconds: Double
  /// Tags of this job with characters no font could draw.
  package var missingGlyphs = MissingGlyphs()
}

/// The outcome of a batch.
package struct BatchSummary: Sendable {
  /// One result per job that ran, in manifest order.
  package var results: [JobResult]
  /// Jobs of this shard that the manifest's problems kept from running.
  package var invalid: [SourceProblem]
  /// Valid jobs in this shard; fewer results than this means the run was interrupted.
  package var total: Int
  package var seconds: Double
  /// Problems that did not stop the batch (its render record could not be used), one line each.
  package var warnings: [String] = []

  package var rendered: Int { results.count { $0.status == .rendered } }
  package var skipped: Int { results.count { $0.status == .skipped } }
  package var failures: [JobResult] {
    results.filter {
      if case .failed = $0.status { return true }
      return false
    }
  }
  package var succeeded: Bool { failures.isEmpty && invalid.isEmpty && !interrupted }
  package var interrupted: Bool { results.count < total }
  /// Tags of every job with characters no font could draw.
  package var missingGlyphs: MissingGlyphs {
    results.reduce(into: MissingGlyphs()) { $0.merge($1.missingGlyphs) }
  }
}

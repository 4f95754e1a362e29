// What happened to each job of a batch, and the totals.

/// The outcome of one job.
public struct JobResult: Sendable {
  public enum Status: Sendable, Equatable {
    case rendered
    /// Its outputs were up to date.
    case skipped
    case failed(String)
  }

  public var index: Int
  public var outputs: [String]
  public var status: Status
  public var seconds: Double
  /// Tags of this job with characters no font could draw.
  public var missingGlyphs = MissingGlyphs()
}

/// The outcome of a batch.
public struct BatchSummary: Sendable {
  /// One result per job that ran, in manifest order.
  public var results: [JobResult]
  /// Jobs of this shard that the manifest's problems kept from running.
  public var invalid: [SourceProblem]
  /// Valid jobs in this shard; fewer results than this means the run was interrupted.
  public var total: Int
  public var seconds: Double

  public var rendered: Int { results.count { $0.status == .rendered } }
  public var skipped: Int { results.count { $0.status == .skipped } }
  public var failures: [JobResult] {
    results.filter {
      if case .failed = $0.status { return true }
      return false
    }
  }
  public var succeeded: Bool { failures.isEmpty && invalid.isEmpty && !interrupted }
  public var interrupted: Bool { results.count < total }
  /// Tags of every job with characters no font could draw.
  public var missingGlyphs: MissingGlyphs {
    results.reduce(into: MissingGlyphs()) { $0.merge($1.missingGlyphs) }
  }
}

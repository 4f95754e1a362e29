// What happened to each job of a batch, and the totals.

import TagFlow
import TagFlowReaders

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
  /// One result per job that ran, in manifest order; empty for a streamed batch that
  /// was not asked to keep them (`BatchRunner.run(_:check:options:keepsResults:…)`).
  package var results: [JobResult] = []
  /// Jobs of this shard that the manifest's problems kept from running (the first
  /// problems only, for a streamed batch: `invalidJobCount` counts them all).
  package var invalid: [SourceProblem] = []
  /// Valid jobs in this shard; fewer finished than this means the run was interrupted.
  package var total: Int
  package var seconds: Double = 0
  /// Problems that did not stop the batch (its render record could not be used), one line each.
  package var warnings: [String] = []
  package private(set) var rendered = 0
  /// The files the rendered jobs wrote: a job with `format: [png, svg]` writes one per format.
  package private(set) var renderedFiles = 0
  package private(set) var skipped = 0
  /// Jobs that failed, in manifest order.
  package var failures: [JobResult] = []
  /// Jobs that finished, whatever became of them.
  package private(set) var finished = 0
  /// Jobs that did not run because the manifest's problems were theirs.
  package var invalidJobCount = 0
  /// Tags of every job with characters no font could draw, in manifest order.
  package var missingGlyphs: MissingGlyphs {
    glyphsByJob.sorted { $0.index < $1.index }.reduce(into: MissingGlyphs()) { $0.merge($1.glyphs) }
  }
  /// The jobs that had characters no font could draw, as they finished (only those).
  private var glyphsByJob: [(index: Int, glyphs: MissingGlyphs)] = []
  /// The most jobs handed to workers and not yet finished at any moment: at most the
  /// workers, whatever the manifest's size (jobs are read as they are taken).
  package var mostJobsHeld = 0

  package init(total: Int) {
    self.total = total
  }

  /// The summary of these results, every one kept.
  package init(results: [JobResult], invalid: [SourceProblem], total: Int, seconds: Double) {
    self.total = total
    self.seconds = seconds
    self.invalid = invalid
    invalidJobCount = Set(invalid.compactMap(\.jobIndex)).count
    for result in results { add(result, keepingResult: true) }
  }

  /// Counts `count` jobs as finished and up to date, without a result each.
  mutating func countUpToDate(_ count: Int) {
    finished += count
    skipped += count
  }

  /// Counts a finished job; its result is kept when `keepingResult` or when it failed.
  mutating func add(_ result: JobResult, keepingResult: Bool) {
    finished += 1
    switch result.status {
    case .rendered:
      rendered += 1
      renderedFiles += result.outputs.count
    case .skipped: skipped += 1
    case .failed: failures.append(result)
    }
    if !result.missingGlyphs.isEmpty { glyphsByJob.append((result.index, result.missingGlyphs)) }
    if keepingResult { results.append(result) }
  }

  package var succeeded: Bool { failures.isEmpty && invalidJobCount == 0 && invalid.isEmpty && !interrupted }
  package var interrupted: Bool { finished < total }
}

// How a batch runs: workers, forcing, and which shard of the jobs.

import TagFlow

/// Settings of one batch run.
package struct BatchOptions: Sendable {
  /// Threads that render at once.
  package var workers: Int
  /// Render every job, even those whose outputs are up to date.
  package var force: Bool
  /// Render only this shard of the jobs.
  package var shard: Shard?
  /// Keep a record beside the manifest to skip up-to-date jobs next time;
  /// without it every job renders and nothing is written but the outputs.
  package var incremental: Bool
  /// Fail a job whose tags have characters no font can draw, instead of drawing boxes.
  package var strictGlyphs: Bool

  package init(
    workers: Int, force: Bool = false, shard: Shard? = nil, incremental: Bool = true, strictGlyphs: Bool = false
  ) {
    self.workers = workers
    self.force = force
    self.shard = shard
    self.incremental = incremental
    self.strictGlyphs = strictGlyphs
  }
}

/// Shard I of N (1-based, as written `I/N`): the jobs whose position in the
/// manifest leaves remainder I-1 when divided by N. Every job is in exactly
/// one shard, and the split depends on nothing but the manifest, so N
/// machines can render one manifest together.
package struct Shard: Sendable, Hashable, CustomStringConvertible {
  package var index: Int
  package var count: Int

  package init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
      (1...count).contains(index)
    else { return nil }
    self.index = index
    self.count = count
  }

  package func contains(_ jobIndex: Int) -> Bool { jobIndex % count == index - 1 }

  package var description: String { "\(index)/\(count)" }
}

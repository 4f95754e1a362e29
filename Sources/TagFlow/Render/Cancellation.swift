// A question the render path asks between units of work: stop now?

/// Where a long piece of work asks whether to stop: before a batch job starts,
/// before a text is shaped, between chips drawn, between rows (or blocks of
/// bytes) encoded, and between an output's temporary file and its rename.
package enum Checkpoint: String, Sendable, CaseIterable {
  case job, shape, draw, encode, write
}

/// Asked at every `Checkpoint`; once it answers yes, the work stops with
/// `TagFlowError.cancelled` and nothing is written. Each check is one call, so
/// a job of 20,000 chips stops within one chip (or one text shaped, one block
/// encoded) of the answer changing. Cairo's own finishing of an SVG or PDF
/// page, and compressing a PNG's filtered rows, are single calls that cannot
/// be stopped midway.
package struct Cancellation: Sendable {
  private let ask: @Sendable (Checkpoint) -> Bool

  /// `ask` is called from the thread doing the work, at each checkpoint.
  package init(_ ask: @escaping @Sendable (Checkpoint) -> Bool) {
    self.ask = ask
  }

  /// Never stops.
  package static let never = Cancellation { _ in false }

  package func isCancelled(at point: Checkpoint) -> Bool {
    ask(point)
  }

  /// Throws `TagFlowError.cancelled` once the work is to stop.
  package func check(_ point: Checkpoint) throws(TagFlowError) {
    if ask(point) { throw .cancelled }
  }
}

// Renders a manifest's jobs on several threads, skipping what is up to date, writing atomically.

import Dispatch
import Synchronization
import TagFlow
import TagFlowReaders

/// Runs the jobs of a manifest. Each worker thread has its own fonts and
/// renderer (Pango and Cairo objects are not shared between threads) and takes
/// the next job from a shared counter, so a slow job never holds the others up.
/// Output depends only on each job, never on the worker or the order.
package enum BatchRunner {
  /// Renders the valid jobs of `manifest` in this shard. `progress` is called
  /// once per finished job, one call at a time. `cancellation` is asked before
  /// each job starts and inside each render (see `Checkpoint`): once it says
  /// yes, no job starts, running jobs stop at their next check and write
  /// nothing, and the summary counts them as not run. A record that cannot be
  /// used is a warning in the summary, never an error.
  package static func run(
    _ manifest: Manifest, options: BatchOptions, cancellation: Cancellation = .never,
    progress: @Sendable (JobResult, _ done: Int, _ total: Int) -> Void = { _, _, _ in }
  ) -> BatchSummary {
    let inShard = { (index: Int) in options.shard?.contains(index) ?? true }
    let jobs = manifest.jobs.filter { inShard($0.index) }
    let invalid = manifest.problems.filter { $0.jobIndex.map(inShard) ?? true }
    let feed = Mutex(jobs.makeIterator())
    return run(
      file: manifest.file, total: jobs.count, outputs: jobs.flatMap { $0.outputs.map(\.path) },
      next: { feed.withLock { $0.next() } }, invalid: (invalid, Set(invalid.compactMap(\.jobIndex)).count),
      keepsResults: true, options: options, cancellation: cancellation, progress: progress)
  }

  /// Renders the valid jobs of a manifest read a job at a time (`ManifestStream`), as
  /// `run(_:options:cancellation:progress:)` does, holding no more than the jobs being
  /// rendered: results are counted, failures kept, and every result is kept only when
  /// `keepsResults` (for a report of every job).
  package static func run(
    _ stream: ManifestStream, check: ManifestCheck, options: BatchOptions, keepsResults: Bool = false,
    cancellation: Cancellation = .never,
    progress: @Sendable (JobResult, _ done: Int, _ total: Int) -> Void = { _, _, _ in }
  ) throws(TagFlowError) -> BatchSummary {
    let shard = options.shard
    let inShard: @Sendable (Int) -> Bool = { index in shard?.contains(index) ?? true }
    let jobs = try stream.jobs(check, where: inShard)
    let total = (0..<check.jobCount).count { inShard($0) && check.isValid($0) }
    let invalid = check.problems.filter { $0.jobIndex.map(inShard) ?? true }
    // A run that may turn out whole and clean is recorded as it goes (`RunRecord`).
    let record =
      options.incremental && check.problemCount == 0 && !check.fatal
      ? RunRecord.Writer(
        RunRecord.Identity(manifest: stream.file, policy: stream.policy, shard: shard), inputs: check.inputFiles)
      : nil
    return run(
      file: stream.file, total: total, outputs: check.outputsToTidy, next: { jobs.next() },
      invalid: (invalid, check.invalidCount(where: inShard)), keepsResults: keepsResults, options: options,
      record: record, cancellation: cancellation, progress: progress)
  }

  /// The summary of a batch whose last whole and clean run left everything up to date,
  /// found without reading a job (`RunRecord`), or `nil` when the jobs must be read.
  package static func upToDate(_ manifest: String, policy: ManifestPolicy, options: BatchOptions) -> BatchSummary? {
    let start = ContinuousClock.now
    guard options.incremental, !options.force,
      let jobs = RunRecord.upToDate(RunRecord.Identity(manifest: manifest, policy: policy, shard: options.shard))
    else { return nil }
    var summary = BatchSummary(total: jobs)
    summary.countUpToDate(jobs)
    summary.seconds = (ContinuousClock.now - start).seconds
    return summary
  }

  /// Renders the jobs `next` hands out (called under a lock, one at a time), `total` of them.
  private static func run(
    file: String, total: Int, outputs: [String], next: @escaping @Sendable () -> ManifestJob?,
    invalid: (shown: [SourceProblem], jobs: Int), keepsResults: Bool, options: BatchOptions,
    record: RunRecord.Writer? = nil,
    cancellation: Cancellation, progress: @Sendable (JobResult, _ done: Int, _ total: Int) -> Void
  ) -> BatchSummary {
    let start = ContinuousClock.now
    let state = options.incremental ? RenderState(forManifest: file) : nil
    // Another batch of this manifest may be writing temporary files that look stale.
    if state?.startedAlone ?? true {
      FileSystem.removeStaleTemporaries(of: outputs + (state.map { [$0.path] } ?? []))
    }
    state?.share()

    let shared = Shared(
      state: state, force: options.force, total: total, next: next, keepsResults: keepsResults,
      record: state == nil ? nil : record)
    let workers = max(1, min(options.workers, total))
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      var worker = Worker(cancellation: cancellation, paths: state?.paths)
      while !cancellation.isCancelled(at: .job), let job = shared.next() {
        // A job stopped midway is not finished: it counts as not run.
        guard let (result, stamps) = worker.run(job, shared: shared, strictGlyphs: options.strictGlyphs) else { break }
        shared.finish(result, stamps: stamps, progress: progress)
      }
    }
    var summary = shared.summary(total: total)
    summary.invalid = invalid.shown
    summary.invalidJobCount = invalid.jobs
    summary.seconds = (ContinuousClock.now - start).seconds
    summary.warnings = shared.saveState()
    shared.finishRecord(clean: summary.succeeded && summary.warnings.isEmpty && summary.finished == total, jobs: total)
    return summary
  }
}

/// What the workers share: the job counter and results behind one lock, the
/// render record behind another (held while a job's outputs are renamed into place).
private final class Shared: Sendable {
  private struct Guarded {
    var summary = BatchSummary(total: 0)
    /// Jobs handed out and not yet finished.
    var held = 0
    var fontDigests: [String: String] = [:]
    /// The run as it goes, to be recorded whole if it ends clean.
    var record: RunRecord.Writer?
  }

  private let guarded = Mutex(Guarded())
  /// Hands out the next job; called under `feeding`, one worker at a time.
  private let feed: @Sendable () -> ManifestJob?
  private let feeding = Mutex(())
  private let keepsResults: Bool
  private let state: Mutex<RenderState?>
  /// Render even what is up to date; what is rendered is still recorded.
  private let force: Bool
  let total: Int

  /// `state` is the render record; `nil` keeps none.
  init(
    state: RenderState?, force: Bool, total: Int, next: @escaping @Sendable () -> ManifestJob?, keepsResults: Bool,
    record: RunRecord.Writer?
  ) {
    self.state = Mutex(state)
    self.force = state == nil || force
    self.total = total
    self.feed = next
    self.keepsResults = keepsResults
    guarded.withLock { $0.record = record }
  }

  func next() -> ManifestJob? {
    guard let job = feeding.withLock({ _ in feed() }) else { return nil }
    guarded.withLock { guarded in
      guarded.held += 1
      guarded.summary.mostJobsHeld = max(guarded.summary.mostJobsHeld, guarded.held)
    }
    return job
  }

  /// What finished, results in manifest order.
  func summary(total: Int) -> BatchSummary {
    var summary = guarded.withLock { $0.summary }
    summary.total = total
    summary.results.sort { $0.index < $1.index }
    summary.failures.sort { $0.index < $1.index }
    return summary
  }

  /// The fingerprint of a job; font files are read and digested once per run.
  func fingerprint(of job: ManifestJob, with fingerprinter: inout JobFingerprinter) -> String {
    // Most catalogues name no font file: no table to build, no lock to take.
    guard !job.job.fonts.files.isEmpty else { return fingerprinter.fingerprint(of: job) { _ in "" }.description }
    let digests = job.job.fonts.files.map { file in
      if let known = guarded.withLock({ $0.fontDigests[file] }) { return (file, known) }
      let text = Fingerprint.digest(ofFile: file)
      guarded.withLock { $0.fontDigests[file] = text }
      return (file, text)
    }
    let table = Dictionary(digests, uniquingKeysWith: { first, _ in first })
    return fingerprinter.fingerprint(of: job) { table[$0] ?? "" }.description
  }

  /// The stamps of the job's outputs when every one is up to date, `nil` otherwise.
  func currentStamps(_ job: ManifestJob, fingerprint: String) -> [RenderState.Stamp?]? {
    guard !force else { return nil }
    return state.withLock { state in
      guard let state else { return nil }
      var stamps: [RenderState.Stamp?] = []
      for output in job.outputs {
        guard let stamp = state.currentStamp(output.path, fingerprint: fingerprint) else { return nil }
        stamps.append(stamp)
      }
      return stamps
    }
  }

  /// Counts a finished job; `stamps` are its outputs' as recorded, when it rendered or was up to date.
  func finish(_ result: JobResult, stamps: [RenderState.Stamp?]?, progress: (JobResult, Int, Int) -> Void) {
    guarded.withLock { guarded in
      guarded.held -= 1
      guarded.summary.add(result, keepingResult: keepsResults)
      if let stamps { guarded.record?.add(result.outputs, stamps: stamps) }
      progress(result, guarded.summary.finished, total)
    }
  }

  /// Puts the run's record in place if the run was whole and clean, or drops it.
  func finishRecord(clean: Bool, jobs: Int) {
    guarded.withLock { guarded in
      guarded.record?.finish(clean: clean, jobs: jobs)
      guarded.record = nil
    }
  }

  /// Renames a job's outputs into place and records them; their stamps as recorded.
  func commit(_ staged: [StagedOutput], as outputs: [String], fingerprint: String) throws(TagFlowError)
    -> [RenderState.Stamp?]
  {
    try state.withLock { state throws(TagFlowError) in
      if let state {
        return try state.commit(staged, as: outputs, fingerprint: fingerprint)
      } else {
        for output in staged { try output.commit() }
        return outputs.map { _ in nil }
      }
    }
  }

  /// Tidies the record if this run is alone; what was wrong with the record, and the
  /// files this run replaced that no batch had written, one line each.
  func saveState() -> [String] {
    state.withLock { state in
      guard let state else { return [] }
      state.compact()
      return [state.warning, Self.replaced(state.replacedUnrecorded, record: state.path)].compactMap { $0 }
    }
  }

  /// How many names a warning about replaced files lists before it counts the rest.
  static let namedReplacements = 5

  /// The warning for files a batch replaced that it had no record of writing, or `nil`.
  static func replaced(_ paths: [String], record: String) -> String? {
    guard !paths.isEmpty else { return nil }
    // By name, so the line does not depend on which worker finished first.
    var names = paths.sorted().prefix(namedReplacements).map { "'\($0)'" }.joined(separator: ", ")
    if paths.count > namedReplacements { names += " and \(paths.count - namedReplacements) more" }
    let (files, them, they) =
      paths.count == 1 ? ("1 file", "it", "it was") : ("\(paths.count) files", "them", "they were")
    return "replaced \(files) that no batch of this manifest had written (\(record) has no record of \(them)): "
      + "\(names); if \(they) made another way, give the manifest's outputs a folder of their own"
  }
}

/// One thread's fonts and renderers, kept across its jobs.
private struct Worker {
  private var renderers = RendererCache()
  /// Output folders this worker has made sure exist; a thousand jobs share a few.
  private var folders: Set<String> = []
  private var fingerprinter: JobFingerprinter
  private let cancellation: Cancellation

  /// `paths`: how the render record names files, for the jobs' fingerprints.
  init(cancellation: Cancellation, paths: RecordPaths?) {
    self.cancellation = cancellation
    fingerprinter = JobFingerprinter(paths: paths)
  }

  /// What became of `job`, and its outputs' stamps as recorded when it rendered or was up
  /// to date; `nil` when it was cancelled before it finished.
  mutating func run(_ job: ManifestJob, shared: Shared, strictGlyphs: Bool) -> (JobResult, [RenderState.Stamp?]?)? {
    let start = ContinuousClock.now
    let paths = job.outputs.map(\.path)
    var missing = MissingGlyphs()
    func result(_ status: JobResult.Status) -> JobResult {
      JobResult(
        index: job.index, outputs: paths, status: status, seconds: (ContinuousClock.now - start).seconds,
        missingGlyphs: missing)
    }
    let fingerprint = shared.fingerprint(of: job, with: &fingerprinter)
    if let stamps = shared.currentStamps(job, fingerprint: fingerprint) { return (result(.skipped), stamps) }
    let stamps: [RenderState.Stamp?]
    do throws(TagFlowError) {
      let renderer = try renderers.renderer(for: job.job.fonts)
      renderer.cancellation = cancellation
      renderer.measurer.missingGlyphs = MissingGlyphs()
      // Laid out once for all its formats, and every format is drawn before any
      // is written: a job that fails leaves none of its files behind.
      let scene = try ChipScene(job.job, measurer: renderer.measurer)
      let images = try job.outputs.map { output throws(TagFlowError) in
        try renderer.render(scene, as: output.format, scale: job.scale)
      }
      missing = renderer.measurer.missingGlyphs
      if strictGlyphs, !missing.isEmpty { throw .missingGlyphs(missing) }
      var staged: [StagedOutput] = []
      for (output, image) in zip(job.outputs, images) {
        if let slash = output.path.lastIndex(of: "/") {
          let folder = String(output.path[..<slash])
          if !folders.contains(folder) {
            try FileSystem.createFolder(folder)
            folders.insert(folder)
          }
        }
        staged.append(try FileSystem.stage(image, for: output.path))
      }
      // The last chance to stop: dropped here, the temporary files go and no output changes.
      try cancellation.check(.write)
      stamps = try shared.commit(staged, as: paths, fingerprint: fingerprint)
    } catch {
      if error == .cancelled { return nil }
      return (result(.failed(error.message)), nil)
    }
    return (result(.rendered), stamps)
  }
}

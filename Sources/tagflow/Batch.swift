// `tagflow batch`: every job of a manifest, in parallel, only what changed.

import ArgumentParser
import Dispatch
import Glibc
import Synchronization
import TagFlow
import TagFlowBatch

struct Batch: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "batch",
    _superCommandName: TagFlowCommand.name,
    abstract: "Render every job of a YAML, JSON or JSON Lines manifest, in parallel, skipping what is up to date.",
    discussion: """
      Problems in the manifest are all reported before anything renders, as
      FILE:LINE:COLUMN: message. Jobs with problems are not rendered; the
      others are. A job whose outputs exist and whose inputs (settings, tags,
      tag files, fonts, tagflow's version) did not change is skipped: the
      record is .tagflow-state beside the manifest.

      \(ExitStatus.discussion(
        success: "when every job succeeded (or, with --validate, the manifest has no problems)",
        negative: "when any job failed or had problems"))
      The manifest cannot be read at all: 2. Interrupted: run again to finish.

      Examples:
        tagflow batch site/tags.yaml
        tagflow batch site/tags.yaml --jobs 2 --report report.json
        tagflow batch site/tags.yaml --shard 1/4      # on machine 1 of 4
        tagflow batch site/tags.yaml --dry-run        # what would render; nothing written
      """
  )

  @Argument(
    help: ArgumentHelp("The manifest (YAML, JSON, or JSON Lines ending in .jsonl).", valueName: "manifest"),
    completion: .manifests)
  var manifest: String

  @Option(
    name: [.customShort("j"), .customLong("jobs")], parsing: .unconditional,
    help: "Render this many images at once, 1 to 256: one per core by default.")
  var workers = NumberArgument(Double(min(256, max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))))))

  @Flag(help: "Render every job, even those that are up to date.")
  var force = false

  @Option(
    help: ArgumentHelp("Render only shard I of N: the jobs at positions I-1, I-1+N, … (1-based).", valueName: "I/N"))
  var shard: String?

  @Flag(name: [.short, .long], help: "Print nothing but problems and failures.")
  var quiet = false

  @Option(help: ArgumentHelp("Write the results of every job as JSON to this file.", valueName: "file"))
  var report: String?

  @Flag(name: .customLong("validate"), help: "Check the manifest and report its problems without rendering.")
  var validateOnly = false

  @OptionGroup(title: "Trust") var trust: TrustOptions
  @OptionGroup(title: "Fonts") var glyphs: GlyphOptions
  @OptionGroup(title: "Writing") var writing: WriteOptions

  func validate() throws {
    try NumberSetting.workers.check(workers)
    if let shard, Shard(shard) == nil {
      throw ValidationError("--shard: '\(shard)' is not valid; expected I/N with 1 <= I <= N, such as 2/4")
    }
  }

  func run() throws {
    let options = BatchOptions(
      workers: workers.whole ?? 1, force: force, shard: shard.flatMap(Shard.init), strictGlyphs: glyphs.strict)
    // Nothing changed since a whole, clean run: no job is read (a report lists every job, and a
    // dry run what each would do, so they read them).
    if !validateOnly, report == nil, !writing.dryRun,
      let summary = BatchRunner.upToDate(manifest, policy: trust.policy, options: options)
    {
      if !quiet { FileSystem.writeStandardError(Self.describe(summary)) }
      return
    }
    // Read a job at a time: a catalogue of a million jobs is never held at once.
    let stream = try ManifestStream(self.manifest, policy: trust.policy)
    let manifest = try stream.check(keeping: Self.shownProblems)
    // A hostile manifest can hold a million bad jobs: the first problems say what to fix.
    for problem in manifest.problems { FileSystem.writeStandardError(problem.description) }
    if manifest.problemCount > Self.shownProblems {
      FileSystem.writeStandardError(
        "\(self.manifest): \(manifest.problemCount - Self.shownProblems) more problems not shown")
    }
    guard !manifest.fatal else { throw ExitStatus.cannot }
    if validateOnly {
      if !quiet {
        let jobs = manifest.jobCount
        let problems = manifest.problemCount
        FileSystem.writeStandardError(
          "\(jobs) \(jobs == 1 ? "job" : "jobs"), \(problems) \(problems == 1 ? "problem" : "problems")")
      }
      if manifest.problemCount > 0 { throw ExitStatus.negative }
      return
    }
    if writing.dryRun { return try dryRun(stream, manifest, options) }

    // Checked before rendering: renaming the report onto a folder fails only at the end ("Device or resource busy").
    if let report,
      FileSystem.isFolder(report) || report.hasSuffix("/")
        || [".", ".."].contains(report.split(separator: "/").last ?? "")
    {
      throw TagFlowError.invalid("--report", report, expected: "a file to write, such as report.json (it is a folder)")
    }

    let interrupt = Interrupt()
    let progress = ProgressReporter(quiet: quiet)
    let summary = try withExtendedLifetime(interrupt) {
      try BatchRunner.run(
        stream, check: manifest, options: options, keepsResults: report != nil || writing.verbose,
        cancellation: TestHold.around(interrupt.cancellation, released: interrupt.check),
        progress: progress.update)
    }
    progress.finish()
    // Whatever else happens below, a signal ends the process by that signal once the summary is out.
    defer { if let signal = interrupt.caught { FileSystem.endProcess(bySignal: signal) } }

    for warning in summary.warnings { FileSystem.writeStandardError("tagflow: warning: \(warning)") }
    for failure in summary.failures {
      if case .failed(let message) = failure.status {
        FileSystem.writeStandardError(
          "tagflow: job \(failure.index) (\(failure.outputs.joined(separator: ", "))) failed: \(message)")
      }
    }
    if !glyphs.strict { try glyphs.report(summary.missingGlyphs) }
    for result in summary.results where result.status == .rendered {
      for output in result.outputs { writing.list(output) }
    }
    if let report {
      try OptionOutput.write(try summary.reportJSON(manifest: self.manifest), to: report, option: "--report")
    }
    if !quiet || !summary.succeeded { FileSystem.writeStandardError(Self.describe(summary)) }
    if !summary.succeeded { throw ExitStatus.negative }
  }

  /// `--dry-run`: each valid job's outputs, as `would write` or `up to date` (what a batch
  /// would skip), then one line of counts; nothing is rendered or written, no record or lock
  /// file included. Problems make the exit status 1, as --validate's do.
  private func dryRun(_ stream: ManifestStream, _ manifest: ManifestCheck, _ options: BatchOptions) throws {
    let plan = try BatchPlan.make(stream, check: manifest, options: options)
    for entry in plan.entries {
      for output in entry.outputs {
        if entry.upToDate { Terminal.write("up to date \(output)") } else { writing.list(output) }
      }
    }
    let current = plan.entries.count { $0.upToDate }
    let jobs = plan.entries.count + manifest.invalidCount(where: { options.shard?.contains($0) ?? true })
    if !quiet {
      FileSystem.writeStandardError(
        "\(jobs) \(jobs == 1 ? "job" : "jobs"): \(plan.entries.count - current) would render, \(current) up to date, "
          + "\(manifest.problemCount) problems; dry run: nothing written")
    }
    if manifest.problemCount > 0 { throw ExitStatus.negative }
  }

  /// How many of a manifest's problems are printed.
  static let shownProblems = 100

  static func describe(_ summary: BatchSummary) -> String {
    let failed = summary.failures.count + summary.invalidJobCount
    // A job may write several files (one per format): the rate counts jobs, and the files are counted apart.
    let files = summary.renderedFiles == 1 ? "1 file" : "\(summary.renderedFiles) files"
    let rate =
      summary.rendered > 0
      ? "\(files) written, " + String(format1: Double(summary.rendered) / summary.seconds) + " jobs/s, " : ""
    let jobs = summary.total + summary.invalidJobCount
    var line =
      "\(jobs) \(jobs == 1 ? "job" : "jobs"): \(summary.rendered) rendered, \(summary.skipped) skipped, "
      + "\(failed) failed (\(rate)\(String(format1: summary.seconds)) s)"
    if summary.interrupted { line += "; interrupted: run again to finish the rest" }
    return line
  }
}

/// SIGINT and SIGTERM stop a batch: no job starts after the signal, running
/// jobs stop at their next check (between texts shaped, chips drawn and rows
/// encoded, and before their outputs are renamed into place) and write
/// nothing, what finished is recorded, and the process then ends by that
/// signal, so a shell sees status 130 or 143 and a script's loop stops too.
/// A process still running `deadline` after the signal (a job inside one
/// long call, a write to a slow disk) is ended there and then by the signal,
/// its temporary files removed; so is one that gets a second signal.
/// A signal ignored when tagflow started (a shell's background job has SIGINT
/// ignored) stays ignored: no source is made for it, since making one would
/// install libdispatch's handler in place of `SIG_IGN`.
private final class Interrupt {
  /// How long after a signal the process may take to stop by itself.
  static let deadline = DispatchTimeInterval.milliseconds(1000)

  private final class Flag: Sendable {
    /// The number of the first signal that came, 0 while none has.
    let raised = Atomic<Int32>(0)
  }

  private let flag = Flag()
  private let sources: [any DispatchSourceSignal]

  /// Returns once both signals reach this batch: until then the handler that
  /// removes temporary files ends the process at a signal, as for other commands.
  init() {
    let flag = self.flag
    let registered = DispatchSemaphore(value: 0)
    sources = [SIGINT, SIGTERM].filter { !TerminationSignals.ignoredAtStart.contains($0) }.map { signalNumber in
      // libdispatch takes the signal over from the handler and hands it to a
      // queue; raising it again from that queue's thread (which blocks it)
      // would leave it pending forever, so the end is `FileSystem.endProcess`.
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
      source.setRegistrationHandler { registered.signal() }
      source.setEventHandler {
        guard flag.raised.compareExchange(expected: 0, desired: signalNumber, ordering: .relaxed).exchanged else {
          FileSystem.endProcess(bySignal: signalNumber)
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + Interrupt.deadline) {
          FileSystem.writeStandardError("tagflow: interrupted; a job was still running and is abandoned")
          FileSystem.endProcess(bySignal: signalNumber)
        }
      }
      source.resume()
      return source
    }
    // Registered within milliseconds; should one never be, its signal still ends the process.
    for _ in sources { _ = registered.wait(timeout: .now() + .seconds(5)) }
    // A hook for tests, as `TestHold`: which signals stop this batch, and which are ignored.
    if getenv("TAGFLOW_TEST_SIGNALS") != nil {
      let names = [SIGINT, SIGTERM].map { number in
        TerminationSignals.name(number) + (TerminationSignals.isIgnored(number) ? " ignored" : " caught")
      }
      FileSystem.writeStandardError("tagflow: test signals: " + names.joined(separator: ", "))
    }
  }

  /// Whether a signal came; safe to call from any thread.
  var check: @Sendable () -> Bool {
    let flag = self.flag
    return { flag.raised.load(ordering: .relaxed) != 0 }
  }

  /// Asked by the batch's jobs: cancelled once a signal came.
  var cancellation: Cancellation {
    let check = self.check
    return Cancellation { _ in check() }
  }

  /// The signal that stopped the batch, if one did.
  var caught: Int32? {
    let number = flag.raised.load(ordering: .relaxed)
    return number == 0 ? nil : number
  }
}

extension String {
  /// One decimal place, without Foundation's formatter.
  init(format1 value: Double) {
    let tenths = Int((value * 10).rounded())
    self = "\(tenths / 10).\(abs(tenths % 10))"
  }
}

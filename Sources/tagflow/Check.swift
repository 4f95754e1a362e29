// `tagflow check`: renders every job of a manifest in memory and compares it with its reference.

import ArgumentParser
import FoundationEssentials
import TagFlow
import TagFlowBatch
import TagFlowComparison
import TagFlowReaders
import TagFlowReports

struct Check: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    _superCommandName: TagFlowCommand.name,
    abstract: "Render a manifest's jobs in memory and compare each with its reference image.",
    discussion: """
      A job's reference is the file at its output path, or under
      --references DIR at the same path relative to the manifest. PNG is
      compared pixel by pixel (OKLab threshold, then a tolerance), SVG as
      normalised text (and as pictures when it differs), PDF as pictures.
      A job's `ignore` rectangles are not compared. Each failure leaves its
      actual and diff images in --artifacts, and the line after its result
      says where.

      A missing reference fails the run even when it is recorded (the
      default on a developer's machine): look at the new image, commit it,
      and the next run compares with it. With GITHUB_ACTIONS=true every
      failure is also printed as a GitHub Actions annotation on the job's
      manifest line.

      \(ExitStatus.discussion(
        success: "when every image matches its reference",
        negative: "when any differs, cannot be compared, or had no reference (written or not), or a job has problems"))
      A manifest that cannot be read, or a report that cannot be written: 2.

      Examples:
        tagflow check site/tags.yaml
        tagflow check site/tags.yaml --references refs/ --report report/
        tagflow check site/tags.yaml --junit check.xml --record never
        tagflow check site/tags.yaml --record failed    # accept the new look
        tagflow check site/tags.yaml --grep 'docs/'     # only the images under docs/
        tagflow check site/tags.yaml --last-failed      # only what failed last time
        tagflow check site/tags.yaml --dry-run          # what would be compared; nothing written
      """
  )

  @Argument(help: ArgumentHelp("The manifest (YAML or JSON).", valueName: "manifest"), completion: .manifests)
  var manifest: String

  @Option(
    help: ArgumentHelp("Look for references in this folder instead of at the output paths.", valueName: "folder"),
    completion: .directory)
  var references: String?

  @Option(
    help: ArgumentHelp(
      "When to write references: missing, failed, all or never (default: missing; never when CI is set).",
      valueName: "mode"))
  var record: RecordMode?

  @Option(
    help: ArgumentHelp(
      "Write an HTML report of every job (expected, actual, diff) into this folder.", valueName: "folder"))
  var report: String?

  @Option(
    help: ArgumentHelp("Write the results as JUnit XML (one test case per image) to this file.", valueName: "file"))
  var junit: String?

  @Option(
    help: ArgumentHelp(
      "Where failures leave their actual and diff images (default: .tagflow-check beside the manifest).",
      valueName: "folder"))
  var artifacts: String?

  @OptionGroup(title: "Comparison") var comparing: ComparisonOptions

  @Option(
    help: ArgumentHelp(
      "How many pixels may differ per image: a count (10) or a share (0.5%) (default: 2; renders on one machine "
        + "are identical, and the smallest real change, a dropped accent, is 5 pixels).",
      valueName: "N|N%"),
    transform: { text in
      guard let tolerance = ImageComparison.Tolerance(parsing: text) else {
        throw ValidationError("expected \(ImageComparison.Tolerance.accepted)")
      }
      return tolerance
    })
  var tolerance = ReferenceChecker.defaultTolerance

  @Option(
    name: [.short, .long],
    help: ArgumentHelp(
      "Check only the images whose path in the manifest matches this regular expression (anywhere in it), "
        + "as Playwright's --grep.",
      valueName: "regex"),
    transform: { text in
      do { return try Regex(text) } catch { throw ValidationError("expected a regular expression: \(error)") }
    })
  var grep: Regex<AnyRegexOutput>?

  @Flag(help: "Check only the images that failed in the last run of this manifest (recorded in --artifacts).")
  var lastFailed = false

  @Flag(
    name: [.customShort("u"), .long],
    help: "Write the references of the images that fail: --record failed, as Playwright's --update-snapshots.")
  var updateSnapshots = false

  @OptionGroup(title: "Trust") var trust: TrustOptions

  @Flag(name: [.short, .long], help: "Print only failures and the summary.")
  var quiet = false

  @OptionGroup var color: ColorOptions

  @OptionGroup(title: "Writing") var writing: WriteOptions

  func validate() throws {
    if updateSnapshots, let record, record != .failed {
      throw ValidationError("--update-snapshots is --record failed; it cannot go with --record \(record.rawValue)")
    }
  }

  func run() throws {
    let manifest = try Manifest.load(self.manifest, policy: trust.policy)
    let selection = CheckSelection(
      pattern: grep, lastFailed: lastFailed ? try LastRun.failures(of: self.manifest, in: artifactsFolder()) : nil)
    let environment = ProcessInfo.processInfo.environment
    let annotates = GitHubAnnotations.isEnabled(environment: environment)
    for problem in manifest.problems {
      FileSystem.writeStandardError(problem.description)
      if annotates { Terminal.writeCommand(Self.annotation(for: problem)) }
    }
    guard manifest.fatalProblems.isEmpty else { throw ExitStatus.cannot }
    let recordMode = updateSnapshots ? .failed : record ?? .default(environment: environment)
    if writing.dryRun { return try dryRun(manifest, selection, record: recordMode) }

    let artifacts = try artifactsFolder()
    var checker = ReferenceChecker(
      record: recordMode,
      comparison: comparing.comparison, tolerance: tolerance,
      artifactsFolder: artifacts, keepsImages: report != nil)
    checker.maxPixels = comparing.maxPixels
    var renderers = RendererCache()
    var results: [CheckResult] = []
    var selected = 0
    for job in manifest.jobs {
      let outputs = job.outputs.filter { selection.includes($0.manifestPath) }
      selected += outputs.count
      for result in check(job, outputs, with: checker, renderers: &renderers) {
        if !quiet || result.status != .passed { color.writeResult(result.line) }
        if let line = Self.artifactsLine(result.artifacts) { Terminal.write(line) }
        if case .recorded = result.status { writing.list(result.reference) }
        for artifact in result.artifacts { writing.list(artifact) }
        if annotates, let line = GitHubAnnotations.annotation(for: result, file: self.manifest, line: job.line) {
          Terminal.writeCommand(line)
        }
        results.append(result)
      }
    }
    guard try anySelected(selected, of: manifest, by: selection) else { return }
    if LastRun(manifest: self.manifest, failed: results.filter(\.status.isFailure).map(\.name)).write(in: artifacts) {
      writing.list(LastRun.path(in: artifacts))
    }
    let summary = CheckSummary(results)
    let invalidJobs = Set(manifest.problems.compactMap(\.jobIndex)).count
    color.writeSummary(
      invalidJobs == 0
        ? summary.description
        : "\(summary); "
          + (invalidJobs == 1
            ? "1 job not checked for its problems" : "\(invalidJobs) jobs not checked for their problems"))
    if summary.newReferences > 0 {
      let count = summary.newReferences
      Terminal.write(
        "\(count) reference\(count == 1 ? " was" : "s were") missing and \(count == 1 ? "has" : "have") been written: "
          + "look at \(count == 1 ? "it" : "them") and commit; the next run compares with \(count == 1 ? "it" : "them")"
      )
    }
    // Jobs the manifest's problems kept from checking are errors in the reports too.
    let reported = results + Self.problemResults(manifest)
    if let report {
      let page = try OptionOutput.named("--report") { () throws(TagFlowError) in
        try HTMLReport.write(reported, to: report)
      }
      writing.list(page)
      Terminal.write("report: \(page)")
    }
    if let junit {
      try OptionOutput.named("--junit") { () throws(TagFlowError) in
        try FileSystem.createFolder(of: junit)
        try JUnitReport.write(reported, suite: self.manifest, to: junit)
      }
      writing.list(junit)
    }
    if !summary.succeeded || invalidJobs > 0 { throw ExitStatus.negative }
  }

  /// The `outputs` of one job, rendered and checked with the job's own tolerance and threshold,
  /// timed; a job that cannot be rendered is an error for each of its outputs and does not stop
  /// the others.
  private func check(
    _ job: ManifestJob, _ outputs: [ManifestJob.Output], with checker: ReferenceChecker,
    renderers: inout RendererCache
  ) -> [CheckResult] {
    guard !outputs.isEmpty else { return [] }
    var checker = checker
    if let tolerance = job.tolerance { checker.tolerance = tolerance }
    if let threshold = job.threshold { checker.comparison.threshold = threshold }
    let start = ContinuousClock.now
    // Laid out once for all the job's outputs.
    let prepared = Result { () throws(TagFlowError) in
      let renderer = try renderers.renderer(for: job.job.fonts)
      return (renderer, try ChipScene(job.job, measurer: renderer.measurer))
    }
    var shared = ContinuousClock.now - start
    return outputs.map { output in
      let outputStart = ContinuousClock.now
      let reference = reference(of: output)
      var result: CheckResult
      do throws(TagFlowError) {
        let (renderer, scene) = try prepared.get()
        // Ignored tags become the frames of their chips, wherever this layout put them.
        let ignored = job.regionsToIgnore(
          chips: scene.chips.filter { !$0.isOverflow }.map { ($0.fullText ?? $0.text, $0.frame) })
        if ignored.unmatched.isEmpty {
          let item = CheckItem(
            name: output.manifestPath, actual: try renderer.render(scene, as: output.format, scale: job.scale),
            format: output.format, reference: reference, ignoredRegions: ignored.regions, scale: job.scale)
          result = checker.check(item)
        } else {
          result = CheckResult(
            name: output.manifestPath, format: output.format, reference: reference, status: .error,
            message: "cannot check: " + ManifestJob.unmatchedTagsMessage(ignored.unmatched))
        }
      } catch {
        result = CheckResult(
          name: output.manifestPath, format: output.format, reference: reference, status: .error,
          message: "cannot render: \(error.message)")
      }
      // The measuring and layout shared by a job's outputs count towards its first.
      result.seconds = (ContinuousClock.now - outputStart + shared).seconds
      shared = .zero
      return result
    }
  }

  /// Where a failure's images went, after its result line, as `diff` says where its one went:
  /// `diff image: .tagflow-check/tags.diff.png; actual: .tagflow-check/tags.actual.png`.
  /// `nil` when it left none.
  static func artifactsLine(_ artifacts: [String]) -> String? {
    let diff = artifacts.first { $0.hasSuffix(".diff.png") }
    let others = artifacts.filter { $0 != diff }
    guard diff != nil || !others.isEmpty else { return nil }
    return ((diff.map { ["diff image: \($0)"] } ?? []) + others.map { "actual: \($0)" }).joined(separator: "; ")
  }

  /// The folder of failures' images and `last-run.json`: `--artifacts` as given, from the
  /// working folder and followed as named, or `.tagflow-check` beside the manifest, so a run
  /// from any folder finds the last run's failures. That one is tagflow's own folder, like
  /// `.tagflow-state`: a symbolic link in its place is refused, never written through.
  private func artifactsFolder() throws(TagFlowError) -> String {
    if artifacts == nil, let folder = try? OpenFolder(manifestFolder), folder.entry(Self.ownArtifacts) == .link {
      throw .file(FileProblem(.write, plannedArtifactsFolder, .isLink))
    }
    return plannedArtifactsFolder
  }

  /// The artifacts folder a run would use, for `--dry-run`'s list (which writes nothing).
  private var plannedArtifactsFolder: String { artifacts ?? manifestFolder + Self.ownArtifacts }

  /// The manifest's folder as a prefix of paths in it: `site/`, or nothing in the working folder.
  private var manifestFolder: String { manifest.lastIndex(of: "/").map { String(manifest[...$0]) } ?? "" }

  private static let ownArtifacts = ".tagflow-check"

  /// Where an output's reference is: its own path, or under --references at its path in the manifest.
  private func reference(of output: ManifestJob.Output) -> String {
    references.map { ($0.hasSuffix("/") ? $0 : $0 + "/") + output.manifestPath } ?? output.path
  }

  /// Whether `count` images were chosen; when none of a manifest that has some was, says so:
  /// a line and `false` when the last run left nothing failed to repeat, else an error.
  private func anySelected(_ count: Int, of manifest: Manifest, by selection: CheckSelection) throws -> Bool {
    guard count == 0, manifest.jobs.contains(where: { !$0.outputs.isEmpty }) else { return true }
    if selection.lastFailed?.isEmpty == true {
      Terminal.write("no image failed in the last run of \(self.manifest): nothing to check")
      return false
    }
    throw CommandLineProblem.nothingSelected(grep != nil ? "--grep" : "--last-failed")
  }

  /// `--dry-run`: each selected image's plan (`CheckPlan`), then the files every run writes, then
  /// one line of counts; nothing is rendered, recorded or written, not even `last-run.json`.
  /// Problems make the exit status 1, as in a real run; images that would fail do not.
  private func dryRun(_ manifest: Manifest, _ selection: CheckSelection, record: RecordMode) throws {
    var plans: [CheckPlan] = []
    for job in manifest.jobs {
      for output in job.outputs where selection.includes(output.manifestPath) {
        plans.append(CheckPlan(name: output.manifestPath, reference: reference(of: output), record: record))
      }
    }
    guard try anySelected(plans.count, of: manifest, by: selection) else { return }
    for plan in plans where !quiet || plan.fails { Terminal.write(plan.line) }
    if !quiet {
      writing.list(LastRun.path(in: plannedArtifactsFolder))
      if let report { writing.list((report.hasSuffix("/") ? report : report + "/") + "index.html") }
      if let junit { writing.list(junit) }
    }
    Terminal.write(CheckPlan.summary(plans, problems: manifest.problems.count))
    if manifest.problems.contains(where: { $0.jobIndex != nil }) { throw ExitStatus.negative }
  }

  private static func problemResults(_ manifest: Manifest) -> [CheckResult] {
    manifest.problems.compactMap { problem in
      problem.jobIndex.map { index in
        CheckResult(
          name: "jobs[\(index)]", format: .png, reference: manifest.file, status: .error,
          message: "not checked: \(problem.description)")
      }
    }
  }

  private static func annotation(for problem: SourceProblem) -> String {
    GitHubAnnotations.command(
      "error", file: problem.file, line: problem.line, title: "tagflow check: manifest problem",
      message: problem.message)
  }
}

extension RecordMode: KeywordArgument {}

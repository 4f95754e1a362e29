// `tagflow check`: renders every job of a manifest in memory and compares it with its reference.

import ArgumentParser
import FoundationEssentials
import TagFlow

struct Check: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Render a manifest's jobs in memory and compare each with its reference image.",
    discussion: """
      A job's reference is the file at its output path, or under
      --references DIR at the same path relative to the manifest. PNG is
      compared pixel by pixel (YIQ threshold, then a tolerance), SVG as
      normalised text (and as pictures when it differs), PDF as pictures.
      Each failure leaves its actual and diff images in --artifacts.

      Exit status: 0 when every job matches, 1 when any differs or has no
      reference, 2 when the manifest cannot be read.

      Examples:
        tagflow check site/tags.yaml
        tagflow check site/tags.yaml --references refs/ --report report/
        tagflow check site/tags.yaml --record failed    # accept the new look
      """
  )

  @Argument(help: ArgumentHelp("The manifest (YAML or JSON).", valueName: "manifest"))
  var manifest: String

  @Option(help: ArgumentHelp("Look for references in this folder instead of at the output paths.", valueName: "folder"))
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

  @Option(help: ArgumentHelp("Where failures leave their actual and diff images.", valueName: "folder"))
  var artifacts = ".tagflow-check"

  @Option(help: ArgumentHelp("Per-pixel sensitivity, 0 (any change counts) to 1 (none does).", valueName: "0...1"))
  var threshold = ReferenceChecker.defaultComparison.threshold

  @Option(
    help: ArgumentHelp("How many pixels may differ per image: a count (10) or a share (0.5%).", valueName: "N|N%"),
    transform: { text in
      guard let tolerance = ImageComparison.Tolerance(parsing: text) else {
        throw ValidationError("expected \(ImageComparison.Tolerance.accepted)")
      }
      return tolerance
    })
  var tolerance = ReferenceChecker.defaultTolerance

  @OptionGroup(title: "Trust") var trust: TrustOptions

  @Flag(name: [.short, .long], help: "Print only failures and the summary.")
  var quiet = false

  func validate() throws {
    guard threshold.isFinite, (0...1).contains(threshold) else {
      throw ValidationError("--threshold: '\(threshold)' is not valid; expected a number from 0 to 1, such as 0.1")
    }
  }

  func run() throws {
    let manifest = Manifest.load(self.manifest, policy: trust.policy)
    for problem in manifest.problems { FileSystem.writeStandardError(problem.description) }
    guard manifest.fatalProblems.isEmpty else { throw ExitCode(2) }

    let checker = ReferenceChecker(
      record: record ?? .default(environment: ProcessInfo.processInfo.environment),
      comparison: ImageComparison(threshold: threshold, detectsAntialiasing: false), tolerance: tolerance,
      artifactsFolder: artifacts, keepsImages: report != nil)
    var renderers = RendererCache()
    var results: [CheckResult] = []
    for job in manifest.jobs {
      let renderer = try renderers.renderer(for: job.job.fonts)
      let scene = try Scene(job.job, measurer: renderer.measurer)
      for output in job.outputs {
        let reference = references.map { ($0.hasSuffix("/") ? $0 : $0 + "/") + output.manifestPath } ?? output.path
        let item = CheckItem(
          name: output.manifestPath, actual: try renderer.render(scene, as: output.format, scale: job.scale),
          format: output.format, reference: reference)
        let result = checker.check(item)
        if !quiet || result.status != .passed { print(result.line) }
        results.append(result)
      }
    }
    let summary = CheckSummary(results)
    let invalidJobs = Set(manifest.problems.compactMap(\.jobIndex)).count
    print(invalidJobs == 0 ? summary.description : "\(summary); \(invalidJobs) jobs not checked for their problems")
    if let report {
      print("report: \(try HTMLReport.write(results, to: report))")
    }
    if !summary.succeeded || invalidJobs > 0 { throw ExitCode.failure }
  }
}

extension RecordMode: ExpressibleByArgument {}

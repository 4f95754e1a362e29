// Strategies for pointfreeco/swift-snapshot-testing: TagFlow jobs as PNG (compared as pixels) and SVG.

import Foundation
import SnapshotTesting
import TagFlow
import TagFlowComparison

extension Diffing where Value == Data {
  /// PNG data compared as pixels by TagFlow's reference checker, so it works on Linux, where
  /// swift-snapshot-testing has no image strategy. The default comparison is
  /// `ReferenceChecker.defaultComparison`: OKLab distance over 0.015 (under one just-noticeable
  /// difference) with anti-aliasing detection, and 2 differing pixels of tolerance. A failure
  /// writes the diff image (red: differs) into `artifactsDirectory`, else `SNAPSHOT_ARTIFACTS`,
  /// else `.build/snapshot-artifacts` of the package under test (as TagFlowTesting does), and
  /// names it in the message.
  ///
  /// ```swift
  /// let diffing = Diffing<Data>.tagflowPNG(tolerance: .pixels(0))
  /// ```
  public static func tagflowPNG(
    comparison: ImageComparison = ReferenceChecker.defaultComparison,
    tolerance: ImageComparison.Tolerance = ReferenceChecker.defaultTolerance,
    artifactsDirectory: String? = nil
  ) -> Diffing<Data> {
    .diff(
      toData: { $0 }, fromData: { $0 },
      diffV2: { reference, actual in
        let checker = tagflowChecker(comparison, tolerance, .text, artifactsDirectory)
        return tagflowDiff(Array(reference), Array(actual), as: .png, checker: checker)
      })
  }
}

extension Diffing where Value == String {
  /// SVG text compared by TagFlow's reference checker: as normalised text (Cairo's ids
  /// renumbered; any other difference fails, with the first differing line, and a diff image of
  /// the pictures outlining where the changed lines draw) or, with `svgComparison: .pictures`,
  /// as the pictures `rsvg-convert` draws, compared as pixels like PNG. A failure's diff image
  /// goes where `tagflowPNG`'s goes, named in the message.
  ///
  /// ```swift
  /// let diffing = Diffing<String>.tagflowSVG(svgComparison: .pictures)
  /// ```
  public static func tagflowSVG(
    svgComparison: SVGComparison = .text, comparison: ImageComparison = ReferenceChecker.defaultComparison,
    tolerance: ImageComparison.Tolerance = ReferenceChecker.defaultTolerance, artifactsDirectory: String? = nil
  ) -> Diffing<String> {
    .diff(
      toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) },
      diffV2: { reference, actual in
        let checker = tagflowChecker(comparison, tolerance, svgComparison, artifactsDirectory)
        return tagflowDiff(Array(reference.utf8), Array(actual.utf8), as: .svg, checker: checker)
      })
  }
}

extension Snapshotting where Value == Data, Format == Data {
  /// Any PNG data, compared as pixels: `assertSnapshot(of: pngData, as: .tagflowPNG)`.
  public static var tagflowPNG: Snapshotting<Data, Data> {
    SimplySnapshotting(pathExtension: "png", diffing: .tagflowPNG())
  }
}

extension Snapshotting where Value == Job, Format == Data {
  /// A job rendered to PNG with the fonts it names, compared as pixels:
  /// `assertSnapshot(of: job, as: .tagflowPNG)`.
  public static var tagflowPNG: Snapshotting<Job, Data> { .tagflowPNG() }

  /// The same with a pixel scale, comparison, tolerance and folder for diff images of your own:
  /// `assertSnapshot(of: job, as: .tagflowPNG(scale: 2, tolerance: .pixels(0)))`.
  public static func tagflowPNG(
    scale: Double = 1, comparison: ImageComparison = ReferenceChecker.defaultComparison,
    tolerance: ImageComparison.Tolerance = ReferenceChecker.defaultTolerance, artifactsDirectory: String? = nil
  ) -> Snapshotting<Job, Data> {
    SimplySnapshotting(
      pathExtension: "png",
      diffing: .tagflowPNG(comparison: comparison, tolerance: tolerance, artifactsDirectory: artifactsDirectory)
    )
    .pullback { job in Data(renderOrExplain(job, as: .png, scale: scale)) }
  }
}

extension Snapshotting where Value == Job, Format == String {
  /// A job rendered to SVG, compared as normalised text: `assertSnapshot(of: job, as: .tagflowSVG)`.
  public static var tagflowSVG: Snapshotting<Job, String> { .tagflowSVG() }

  /// The same compared as text or as pictures, with a comparison, tolerance and folder for diff
  /// images of your own: `assertSnapshot(of: job, as: .tagflowSVG(svgComparison: .pictures))`.
  public static func tagflowSVG(
    svgComparison: SVGComparison = .text, comparison: ImageComparison = ReferenceChecker.defaultComparison,
    tolerance: ImageComparison.Tolerance = ReferenceChecker.defaultTolerance, artifactsDirectory: String? = nil
  ) -> Snapshotting<Job, String> {
    SimplySnapshotting<String>(
      pathExtension: "svg",
      diffing: .tagflowSVG(
        svgComparison: svgComparison, comparison: comparison, tolerance: tolerance,
        artifactsDirectory: artifactsDirectory)
    )
    .pullback { job in String(decoding: renderOrExplain(job, as: .svg, scale: 1), as: UTF8.self) }
  }
}

/// The checker behind the strategies: TagFlow's, recording nothing (swift-snapshot-testing
/// records), leaving only the diff image (it keeps the failing snapshot itself) in
/// `artifactsDirectory`, else `SNAPSHOT_ARTIFACTS`, else `.build/snapshot-artifacts` of the
/// package being tested (as TagFlowTesting), found from the test file or the working folder.
private func tagflowChecker(
  _ comparison: ImageComparison, _ tolerance: ImageComparison.Tolerance, _ svgComparison: SVGComparison,
  _ artifactsDirectory: String?
) -> ReferenceChecker {
  let folder =
    artifactsDirectory ?? SnapshotEnvironment.artifactsFolder(ProcessInfo.processInfo.environment)
    ?? SnapshotCall.current?.artifactsFolder
    ?? SnapshotArtifacts.folder(near: FileManager.default.currentDirectoryPath)
  var checker = ReferenceChecker(
    record: .never, comparison: comparison, tolerance: tolerance, artifactsFolder: folder, keepsImages: true)
  checker.svgComparison = svgComparison
  checker.keepsActualArtifact = false
  return checker
}

/// swift-snapshot-testing's diff: nil when the snapshot matches its reference; otherwise the
/// checker's message, the first differing SVG line, and the diff image's path and data. The diff
/// image is named by the assertion (`<TestFile>/<test>.<n>.diff.png`, `n` counting the test's
/// TagFlow assertions) when it went through this module's `assertSnapshot`, so a run replaces
/// the last run's; otherwise by the snapshot's content. A snapshot that is a failed render's
/// explanation fails whatever the reference holds, so it fails every run.
private func tagflowDiff(
  _ reference: [UInt8], _ actual: [UInt8], as format: OutputFormat, checker: ReferenceChecker
) -> (String, [DiffAttachment])? {
  if let failure = RenderFailure.explanation(in: actual) { return (failure, []) }
  guard reference != actual else { return nil }
  let name: String
  if let call = SnapshotCall.current {
    name = call.artifactName
  } else {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a
    for byte in actual { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    name = "tagflow-diff-\(String(hash, radix: 16))"
  }
  let result = checker.check(
    CheckItem(name: name, actual: actual, format: format, reference: "reference"), against: reference)
  guard result.status.isFailure else { return nil }
  var lines = [result.message]
  if let text = result.textDifference { lines += text.description.split(separator: "\n").map { "  " + $0 } }
  lines += result.artifacts.map { "diff image (red: differs): \($0)" }
  let attachments = result.diffImage.map { [DiffAttachment.data(Data($0.bytes), name: "diff.png")] } ?? []
  return (lines.joined(separator: "\n"), attachments)
}

/// Strategies cannot throw: a job that fails to render becomes its explanation, which fails
/// the comparison with a message saying why, instead of a crash. Under this module's
/// `assertSnapshot` and `verifySnapshot` the error is noted for them, which then fail before
/// swift-snapshot-testing compares or records anything.
private func renderOrExplain(_ job: Job, as format: OutputFormat, scale: Double) -> [UInt8] {
  do {
    return try job.render(as: format, scale: scale)
  } catch {
    SnapshotCall.current?.failure.error = error
    return RenderFailure(error: error).explanation
  }
}

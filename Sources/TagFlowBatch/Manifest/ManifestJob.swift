// One job of a manifest: the image to make and the files to write.

import TagFlow
import TagFlowComparison
import TagFlowReaders

/// A job read from a manifest: the Job itself, where it goes, and in which formats.
package struct ManifestJob: Sendable {
  /// Position in the manifest's `jobs` list, from 0.
  package var index: Int
  package var job: Job
  /// One file per format, paths as given (relative to the current folder).
  package var outputs: [Output]
  /// PNG pixels per point (the `scale` key).
  package var scale = 1.0
  /// Rectangles `tagflow check` does not compare (the `ignore` key), in points.
  package var ignoredRegions: [IgnoreRegion] = []
  /// Tags whose chips `tagflow check` does not compare (`ignore: {tag: TEXT}`), found in the
  /// laid-out image (see `regionsToIgnore(chips:)`), so the rectangle cannot drift from the chip.
  package var ignoredTags: [String] = []
  /// How many pixels `tagflow check` lets differ in this job's images (the `tolerance` key),
  /// over `--tolerance`.
  package var tolerance: ImageComparison.Tolerance?
  /// The per-pixel threshold of this job's check (the `threshold` key), over `--threshold`.
  package var threshold: Double?
  /// The manifest line where the job starts, for messages and CI annotations.
  package var line = 1

  /// The `threshold` key: the range of `--threshold`.
  static let threshold = NumberSetting("threshold", key: "threshold", ImageComparison.Metric.thresholdRange, unit: nil)

  package struct Output: Sendable, Hashable {
    /// The path from the current folder.
    package var path: String
    /// The path as the manifest writes it, from the manifest's folder.
    package var manifestPath: String
    package var format: OutputFormat
  }
}

/// A whole manifest: its jobs, and every problem found in it.
package struct Manifest: Sendable {
  /// The path the manifest was read from, as given.
  package var file: String
  /// Jobs that are valid, in manifest order.
  package var jobs: [ManifestJob]
  /// Every problem, in file order; jobs with problems are not in `jobs`.
  package var problems: [SourceProblem]
  /// How many jobs the manifest lists, valid or not.
  package var jobCount: Int

  /// Problems that stop the whole manifest (syntax, defaults).
  package var fatalProblems: [SourceProblem] { problems.filter { $0.jobIndex == nil } }
}

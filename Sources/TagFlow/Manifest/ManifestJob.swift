// One job of a manifest: the image to make and the files to write.

/// A job read from a manifest: the Job itself, where it goes, and in which formats.
public struct ManifestJob: Sendable {
  /// Position in the manifest's `jobs` list, from 0.
  public var index: Int
  public var job: Job
  /// One file per format, paths as given (relative to the current folder).
  public var outputs: [Output]
  public var scale: Double
  /// Rectangles `tagflow check` does not compare (the `ignore` key), in points.
  public var ignoredRegions: [IgnoreRegion] = []
  /// The manifest line where the job starts, for messages and CI annotations.
  public var line = 1

  public struct Output: Sendable, Hashable {
    /// The path from the current folder.
    public var path: String
    /// The path as the manifest writes it, from the manifest's folder.
    public var manifestPath: String
    public var format: OutputFormat
  }
}

/// A whole manifest: its jobs, and every problem found in it.
public struct Manifest: Sendable {
  /// The path the manifest was read from, as given.
  public var file: String
  /// Jobs that are valid, in manifest order.
  public var jobs: [ManifestJob]
  /// Every problem, in file order; jobs with problems are not in `jobs`.
  public var problems: [SourceProblem]
  /// How many jobs the manifest lists, valid or not.
  public var jobCount: Int

  /// Problems that stop the whole manifest (syntax, defaults).
  public var fatalProblems: [SourceProblem] { problems.filter { $0.jobIndex == nil } }
}

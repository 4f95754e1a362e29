// A job while its manifest keys are applied: defaults first, then the job's own.

import TagFlow
import TagFlowReaders

/// Everything a manifest says about one job, before it is checked: the `ManifestJob` it
/// becomes (its `job`, `scale`, `ignoredRegions`… read through it: `draft.scale`), and what
/// is only known while reading. A key of a job's own is a field of `ManifestJob` and its
/// reader in `ManifestKeys`, and nothing here.
@dynamicMemberLookup
struct JobDraft {
  /// The job as read so far; its index, outputs and line are set once it is checked.
  var manifestJob = ManifestJob(index: 0, job: Job(tags: []), outputs: [])
  /// Formats to write; `nil` takes the format from the output's extension.
  var formats: [OutputFormat]?
  var output: (path: String, node: Node)?
  /// An `output` key was there, even if its value was bad (and reported).
  var outputGiven = false
  var tagsGiven = false
  /// A key was not known (and was reported): a missing key may be that one misspelt.
  var hasUnknownKeys = false
  /// Files this job reads (tag list, theme file; fonts are in the job), which no output may overwrite.
  var inputs: [String] = []

  subscript<Value>(dynamicMember field: WritableKeyPath<ManifestJob, Value>) -> Value {
    get { manifestJob[keyPath: field] }
    set { manifestJob[keyPath: field] = newValue }
  }
}

/// Where relative paths in a manifest start.
struct ManifestFolder {
  /// The manifest's folder as a path prefix: `""` or `"site/"`.
  let prefix: String
  /// How far the manifest's paths and links may reach.
  var policy = ManifestPolicy.contained
  /// What names the paths, in messages: a manifest, or a Markdown file whose blocks name files.
  var owner = "manifest"
  /// Canonical paths of the folder and of the folders its paths name, each resolved once
  /// while this folder's manifest is read (one reading, one thread).
  let canonical = CanonicalPaths()

  init(manifestPath: String) {
    prefix = manifestPath.lastIndex(of: "/").map { String(manifestPath[...$0]) } ?? ""
  }

  init(prefix: String) {
    self.prefix = prefix.isEmpty || prefix.hasSuffix("/") ? prefix : prefix + "/"
  }

  /// A path from the manifest, as a path from the current folder.
  func resolve(_ path: String) -> String {
    path.hasPrefix("/") ? path : prefix + path
  }
}

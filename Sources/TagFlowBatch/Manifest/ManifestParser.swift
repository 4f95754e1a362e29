// Reads a manifest (YAML, JSON or JSON Lines, one schema) into jobs, reporting every problem at once.

import TagFlow
import TagFlowReaders

extension Manifest {
  /// Reads the manifest at `path`. Relative paths inside it start at its folder.
  /// `policy` says how far its paths and links may reach. Throws only when
  /// the file cannot be read as text (missing, a folder, an image); what is
  /// wrong inside it is in the manifest's `problems`, located.
  package static func load(_ path: String, policy: ManifestPolicy = .contained) throws(TagFlowError) -> Manifest {
    var folder = ManifestFolder(manifestPath: path)
    folder.policy = policy
    switch ManifestFormat(path: path) {
    case .json: return parse(json: try Limits.readJSON(path, field: "manifest"), file: path, folder: folder)
    case .jsonLines:
      var nodes = JSONLinesNodes(bytes: try Limits.readJSON(path, field: "manifest"))
      return collect(&nodes, file: path, folder: folder)
    case .yaml: return parse(try Limits.readText(path, field: "manifest"), file: path, folder: folder)
    }
  }

  /// Reads manifest text; `folder` is where its relative paths start.
  package static func parse(_ text: String, file: String, folder: String, policy: ManifestPolicy = .contained)
    -> Manifest
  {
    var manifestFolder = ManifestFolder(prefix: folder)
    manifestFolder.policy = policy
    return parse(text, file: file, folder: manifestFolder)
  }

  /// Reads manifest text: JSON when `file` ends in `.json`, JSON Lines for `.jsonl`, YAML otherwise.
  static func parse(_ text: String, file: String, folder: ManifestFolder) -> Manifest {
    switch ManifestFormat(path: file) {
    case .json: return parse(json: Array(text.utf8), file: file, folder: folder)
    case .jsonLines:
      var nodes = JSONLinesNodes(bytes: Array(text.utf8))
      return collect(&nodes, file: file, folder: folder)
    case .yaml:
      var scan = ManifestScan(file: file, folder: folder)
      var nodes = TreeNodes(root: scan.reader.compose(text))
      return collect(&nodes, scan: &scan, file: file)
    }
  }

  /// Reads a JSON manifest's bytes; a key given twice in one object is an error at the second.
  static func parse(json bytes: [UInt8], file: String, folder: ManifestFolder) -> Manifest {
    var scan = ManifestScan(file: file, folder: folder)
    var nodes = TreeNodes(root: scan.reader.composeJSON(bytes, duplicateKeys: .refused))
    return collect(&nodes, scan: &scan, file: file)
  }

  private static func collect(_ nodes: inout some ManifestNodes, file: String, folder: ManifestFolder) -> Manifest {
    var scan = ManifestScan(file: file, folder: folder)
    return collect(&nodes, scan: &scan, file: file)
  }

  /// Every job and every problem of a manifest, held at once: for manifests of a size to hold
  /// (tests, `tagflow check`, the example). `tagflow batch` streams them (`ManifestStream`).
  private static func collect(_ nodes: inout some ManifestNodes, scan: inout ManifestScan, file: String) -> Manifest {
    guard nodes.start(&scan) else {
      return Manifest(file: file, jobs: [], problems: scan.takeProblems(), jobCount: 0)
    }
    var jobs: [ManifestJob] = []
    var problems = scan.takeProblems()
    var jobCount = 0
    while let (index, node) = nodes.nextJob(&scan) {
      jobCount += 1
      if let node, let job = scan.readJob(node, index: index) { jobs.append(job) }
      problems += scan.takeProblems()
    }
    let invalid = Set(problems.compactMap(\.jobIndex))
    return Manifest(
      file: file, jobs: jobs.filter { !invalid.contains($0.index) },
      problems: problems.sorted { ($0.line, $0.column) < ($1.line, $1.column) }, jobCount: jobCount)
  }
}

/// A manifest document read whole: its root node's `defaults` and `jobs`.
struct TreeNodes: ManifestNodes {
  let root: Node?
  /// What was wrong with the document, when it was read apart from the scan.
  private let problems: [SourceProblem]
  private var jobNodes: [Node] = []
  private var next = 0

  init(root: Node?, problems: [SourceProblem] = []) {
    self.root = root
    self.problems = problems
  }

  mutating func start(_ scan: inout ManifestScan) -> Bool {
    scan.reader.problems += problems
    if !scan.reader.problems.isEmpty { return false }
    guard let root, case .mapping(let top) = root else {
      scan.reader.report(root, "a manifest is a mapping with 'defaults' (optional) and 'jobs'")
      return false
    }
    var jobsNode: Node?
    for (key, value) in top {
      switch key.string {
      case "defaults": scan.readDefaults(value)
      case "jobs": jobsNode = value
      default:
        let hint =
          key.string.flatMap { Suggestion.closest(to: $0, in: ["defaults", "jobs"]) }.map { "did you mean '\($0)'? " }
          ?? ""
        scan.reader.report(key, "unknown key \(YAMLReader.show(key)); \(hint)a manifest has 'defaults' and 'jobs'")
      }
    }
    guard let jobsNode, case .sequence(let nodes) = jobsNode else {
      scan.reader.report(
        jobsNode ?? root, "jobs: expected a list of jobs, each with an 'output' and 'tags' or 'tagsFile'")
      return false
    }
    jobNodes = nodes.map { $0 }
    return true
  }

  mutating func nextJob(_ scan: inout ManifestScan) -> (index: Int, node: Node?)? {
    guard next < jobNodes.count else { return nil }
    defer { next += 1 }
    return (next, jobNodes[next])
  }
}

/// Reading one job of a manifest, and applying keys: shared by every kind of document.
enum ManifestParser {
  /// A job read from its node, or `nil` when it cannot even be built. `field` names the job in
  /// messages (`jobs[3]` in a manifest); a job read alone (`JobDocument`) may have no `output`.
  static func readJob(
    _ node: Node, index: Int, defaults: (draft: JobDraft, node: Node?), validates: Bool, _ reader: inout YAMLReader,
    _ folder: ManifestFolder, field: String? = nil, requiresOutput: Bool = true
  ) -> ReadJob? {
    let field = field ?? "jobs[\(index)]"
    guard case .mapping = node else {
      let keys = requiresOutput ? "'output' and 'tags' or 'tagsFile'" : "'tags' or 'tagsFile'"
      reader.report(node, "\(field): expected a mapping with \(keys)")
      return nil
    }
    var draft = defaults.draft
    draft.job.tags = []
    // Formats from `defaults` apply to outputs without an extension: `output: x.png` means x.png.
    draft.formats = nil
    let problemsBefore = reader.problems.count
    apply(
      node, to: &draft, keys: ManifestKeys.jobKeys, section: field, &reader,
      folder, underTheme: defaults.node)
    // A misspelt key (`outpt`, `tag`) has been reported with its correction: no second line for it.
    let output = draft.output
    if output == nil, requiresOutput {
      if !draft.outputGiven, !draft.hasUnknownKeys {
        reader.report(node, "\(field): no 'output'; every job names the file it writes")
      }
      return nil
    }
    guard draft.tagsGiven else {
      if !draft.hasUnknownKeys {
        reader.report(node, "\(field): no tags; give 'tags' (a list) or 'tagsFile' (one tag per line)")
      }
      return nil
    }
    // A tag file that could not be read has said so already.
    guard !draft.job.tags.isEmpty || reader.problems.count > problemsBefore else {
      reader.report(node, "\(field): the tag list is empty")
      return nil
    }
    // The schemes the manifest's links may have go with the job: its renders check them again.
    draft.job.links = reader.links
    do throws(TagFlowError) {
      // No tags here means the tags' own problem was reported above: one line per problem.
      if validates, !draft.job.tags.isEmpty { try draft.job.validate() }
    } catch {
      reader.report(node, "\(field): \(error.message)")
    }
    var manifestJob = draft.manifestJob
    manifestJob.index = index
    manifestJob.line = node.mark?.line ?? 1
    guard let output else {
      return ReadJob(manifestJob: manifestJob, outputNode: node, inputs: draft.inputs + draft.job.fonts.files)
    }
    let outputs: [ManifestJob.Output]
    let written = output.path
    if draft.formats == nil, OutputFormat(path: written) == nil { draft.formats = defaults.draft.formats }
    if let formats = draft.formats, !formats.isEmpty {
      let base = OutputFormat(path: written) == nil ? written : String(written[..<written.lastIndex(of: ".")!])
      var derived: [ManifestJob.Output] = []
      for format in formats {
        // Each name a format gives is a path of its own: a link beside the written one may lead out.
        let name = base + "." + format.rawValue
        switch folder.resolve(name, policy: folder.policy) {
        case .success(let path): derived.append(ManifestJob.Output(path: path, manifestPath: name, format: format))
        case .failure(let error):
          reader.report(output.node, "\(field).output: \(error.message(naming: folder.policy.naming))")
        }
      }
      guard derived.count == formats.count else { return nil }
      outputs = derived
    } else if OutputFormat(path: written) == nil,
      written.hasSuffix("/") || FileSystem.isFolder(folder.resolve(written))
    {
      // A folder beside the manifest, not a name whose format is unknown (one with an extension
      // is a path the run reports on: check compares with what is there).
      reader.report(
        output.node,
        "\(field).output: " + FileSystem.folderForFile(written, example: "tags.png", at: folder.resolve(written)))
      return nil
    } else if let format = OutputFormat(path: written) {
      outputs = [ManifestJob.Output(path: folder.resolve(written), manifestPath: written, format: format)]
    } else {
      reader.report(
        output.node,
        "\(field).output: cannot tell the format of '\(written)'; use a .png, .svg or .pdf name, or 'format'")
      return nil
    }
    manifestJob.outputs = outputs
    return ReadJob(manifestJob: manifestJob, outputNode: output.node, inputs: draft.inputs + draft.job.fonts.files)
  }

  struct ReadJob {
    var manifestJob: ManifestJob
    var outputNode: Node
    var inputs: [String]
    var outputs: [ManifestJob.Output] { manifestJob.outputs }
  }

  /// Applies the settings of `node`. A theme goes first, wherever it stands;
  /// then the settings of `underTheme` (the defaults) other than their theme,
  /// as `--theme dark --fill X` keeps the fill; then the rest of `node`.
  static func apply(
    _ node: Node, to draft: inout JobDraft, keys: [String: ManifestKeys.Apply], section: String,
    _ reader: inout YAMLReader, _ folder: ManifestFolder, underTheme defaults: Node? = nil
  ) {
    guard case .mapping(let mapping) = node else {
      reader.report(node, "\(section): expected a mapping of settings")
      return
    }
    let theme = mapping.filter { $0.key.string == "theme" }
    let rest = StyleSetting.inApplyOrder(mapping.filter { $0.key.string != "theme" }) { $0.key.string }
    func applyPairs(_ pairs: [(key: Node, value: Node)]) {
      for (key, value) in pairs {
        guard let name = key.string, let apply = keys[name] else {
          // The fifty keys would bury the line: one guess, or where they are listed.
          let help =
            key.string.flatMap { Suggestion.closest(to: $0, in: keys.keys) }.map { "did you mean '\($0)'?" }
            ?? "the keys are the options of 'tagflow render' in camelCase (fontSize for --font-size)"
            + (keys["output"] == nil ? "" : ", with output, tags and tagsFile")
          reader.report(key, "\(section): unknown key \(YAMLReader.show(key)); \(help)")
          draft.hasUnknownKeys = true
          continue
        }
        apply(&draft, value, &reader, folder)
      }
    }
    applyPairs(theme)
    if !theme.isEmpty, let defaults, case .mapping(let settings) = defaults {
      // Their problems were reported once, when the defaults were read.
      var quiet = YAMLReader(file: reader.file)
      quiet.links = reader.links
      for (key, value) in settings where key.string != "theme" {
        if let name = key.string, let apply = ManifestKeys.settings[name] { apply(&draft, value, &quiet, folder) }
      }
    }
    applyPairs(rest)
  }

}

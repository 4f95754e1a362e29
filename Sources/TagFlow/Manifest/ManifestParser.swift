// Reads a manifest (YAML or JSON, one schema) into jobs, reporting every problem at once.

import Yams

extension Manifest {
  /// Reads the manifest at `path`. Relative paths inside it start at its folder.
  public static func load(_ path: String) -> Manifest {
    do throws(TagFlowError) {
      return parse(
        try FileSystem.readText(path, field: "manifest"), file: path, folder: ManifestFolder(manifestPath: path))
    } catch {
      let problem = SourceProblem(file: path, line: 1, column: 1, message: error.message, jobIndex: nil)
      return Manifest(file: path, jobs: [], problems: [problem], jobCount: 0)
    }
  }

  /// Reads manifest text; `folder` is where its relative paths start.
  public static func parse(_ text: String, file: String, folder: String) -> Manifest {
    parse(text, file: file, folder: ManifestFolder(prefix: folder))
  }

  static func parse(_ text: String, file: String, folder: ManifestFolder) -> Manifest {
    var reader = YAMLReader(file: file)
    let root = reader.compose(text)
    if !reader.problems.isEmpty {
      return Manifest(file: file, jobs: [], problems: reader.problems, jobCount: 0)
    }
    guard let root, case .mapping(let top) = root else {
      reader.report(root, "a manifest is a mapping with 'defaults' (optional) and 'jobs'")
      return Manifest(file: file, jobs: [], problems: reader.problems, jobCount: 0)
    }

    var defaults = JobDraft()
    var jobsNode: Node?
    for (key, value) in top {
      switch key.string {
      case "defaults":
        reader.section = "defaults."
        apply(value, to: &defaults, keys: ManifestKeys.settings, section: "defaults", &reader, folder)
        reader.section = ""
      case "jobs": jobsNode = value
      default:
        reader.report(key, "unknown key \(YAMLReader.show(key)); a manifest has 'defaults' and 'jobs'")
      }
    }
    guard let jobsNode, case .sequence(let jobNodes) = jobsNode else {
      reader.report(jobsNode ?? root, "jobs: expected a list of jobs, each with an 'output' and 'tags' or 'tagsFile'")
      return Manifest(file: file, jobs: [], problems: reader.problems, jobCount: 0)
    }

    var jobs: [ManifestJob] = []
    var writers: [String: (index: Int, line: Int)] = [:]
    for (index, node) in jobNodes.enumerated() {
      reader.jobIndex = index
      let before = reader.problems.count
      guard let job = readJob(node, index: index, defaults: defaults, &reader, folder) else { continue }
      // Two jobs writing one file would race and leave one of them silently lost.
      for output in job.outputs {
        if let first = writers[output.path] {
          reader.report(
            job.outputNode,
            "jobs[\(index)].output: '\(output.manifestPath)' is also written by jobs[\(first.index)] (line \(first.line))"
          )
        } else {
          writers[output.path] = (index, node.mark?.line ?? 1)
        }
      }
      if reader.problems.count == before { jobs.append(job.manifestJob) }
    }
    let problems = reader.problems.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    return Manifest(file: file, jobs: jobs, problems: problems, jobCount: jobNodes.count)
  }

  /// A job read from its node, or `nil` when it cannot even be built.
  private static func readJob(
    _ node: Node, index: Int, defaults: JobDraft, _ reader: inout YAMLReader, _ folder: ManifestFolder
  ) -> ReadJob? {
    let field = "jobs[\(index)]"
    guard case .mapping = node else {
      reader.report(node, "\(field): expected a mapping with 'output' and 'tags' or 'tagsFile'")
      return nil
    }
    var draft = defaults
    draft.job.tags = []
    // Formats from `defaults` apply to outputs without an extension: `output: x.png` means x.png.
    draft.formats = nil
    let problemsBefore = reader.problems.count
    apply(
      node, to: &draft, keys: ManifestKeys.settings.merging(ManifestKeys.jobOnly) { $1 }, section: field, &reader,
      folder)
    guard let output = draft.output else {
      reader.report(node, "\(field): no 'output'; every job names the file it writes")
      return nil
    }
    guard draft.tagsGiven else {
      reader.report(node, "\(field): no tags; give 'tags' (a list) or 'tagsFile' (one tag per line)")
      return nil
    }
    // A tag file that could not be read has said so already.
    guard !draft.job.tags.isEmpty || reader.problems.count > problemsBefore else {
      reader.report(node, "\(field): the tag list is empty")
      return nil
    }
    do throws(TagFlowError) {
      try draft.job.validate()
    } catch {
      reader.report(node, "\(field): \(error.message)")
    }
    let outputs: [ManifestJob.Output]
    let written = output.path
    if draft.formats == nil, OutputFormat(path: written) == nil { draft.formats = defaults.formats }
    if let formats = draft.formats, !formats.isEmpty {
      let base = OutputFormat(path: written) == nil ? written : String(written[..<written.lastIndex(of: ".")!])
      outputs = formats.map { format in
        let name = base + "." + format.rawValue
        return ManifestJob.Output(path: folder.resolve(name), manifestPath: name, format: format)
      }
    } else if let format = OutputFormat(path: written) {
      outputs = [ManifestJob.Output(path: folder.resolve(written), manifestPath: written, format: format)]
    } else {
      reader.report(
        output.node,
        "\(field).output: cannot tell the format of '\(written)'; use a .png, .svg or .pdf name, or 'format'")
      return nil
    }
    return ReadJob(
      manifestJob: ManifestJob(
        index: index, job: draft.job, outputs: outputs, scale: draft.scale, pngCompression: draft.pngCompression,
        ignoredRegions: draft.ignoredRegions, line: node.mark?.line ?? 1),
      outputNode: output.node)
  }

  private struct ReadJob {
    var manifestJob: ManifestJob
    var outputNode: Node
    var outputs: [ManifestJob.Output] { manifestJob.outputs }
  }

  private static func apply(
    _ node: Node, to draft: inout JobDraft, keys: [String: ManifestKeys.Apply], section: String,
    _ reader: inout YAMLReader, _ folder: ManifestFolder
  ) {
    guard case .mapping(let mapping) = node else {
      reader.report(node, "\(section): expected a mapping of settings")
      return
    }
    // A theme sets a whole look; the keys beside it then change parts of it,
    // wherever they stand in the mapping.
    let themeFirst = mapping.filter { $0.key.string == "theme" } + mapping.filter { $0.key.string != "theme" }
    for (key, value) in themeFirst {
      guard let name = key.string, let apply = keys[name] else {
        let accepted = keys.keys.sorted().joined(separator: ", ")
        reader.report(key, "\(section): unknown key \(YAMLReader.show(key)); accepted: \(accepted)")
        continue
      }
      apply(&draft, value, &reader, folder)
    }
  }

}

// Reads a manifest's jobs one at a time, checking each against the jobs before it with a few bytes per output.

import TagFlow
import TagFlowReaders

/// The reading of one manifest, a job at a time: the defaults once, then each
/// job's node as its document hands it out (`ManifestNodes`). What must be known
/// across jobs, that no two jobs write one file and no job overwrites another's
/// input, is kept as a 128-bit key of each canonical path and where it was
/// written, not the jobs: memory grows by those few bytes per output, never by
/// a job's tags or settings.
struct ManifestScan {
  var reader: YAMLReader
  let folder: ManifestFolder
  private var defaults = JobDraft()
  private var defaultsNode: Node?
  /// A problem of the defaults is every job's: it is reported once, and the jobs' checks that
  /// would only repeat it (no font left once `fontFiles` was refused, …) are not run.
  private var defaultsAreSound = true
  /// Files no output may overwrite, by canonical path: `./a.png`, `sub/../a.png` and a link name one file.
  private var inputs: [PathKey: Input] = [:]
  private var writers: [PathKey: Writer] = [:]
  /// Whether outputs are checked against other jobs' (off when reading again what was checked).
  let checksAcrossJobs: Bool
  /// Every file the jobs read, once each, in the order first read; `nil` once there are more
  /// than `RunRecord.fileLimit` (a run that reads so many is not recorded whole).
  private(set) var inputFiles: [String]? = []

  private struct Input {
    /// The job reading it, or `nil` for the manifest and its record.
    var index: Int?
    var spelling: String

    var description: String { index.map { "an input of jobs[\($0)] ('\(spelling)')" } ?? spelling }
  }

  /// The job that writes an output first, where, and its spelling's place in `spellings`.
  private struct Writer {
    var index: Int32
    var line: Int32
    var column: Int32
    var length: UInt32
    var offset: Int
  }

  /// Every first writer's output as the manifest spells it, end to end: a String each
  /// would take a heap block per output.
  private var spellings: [UInt8] = []

  private func spelling(of writer: Writer) -> String {
    String(decoding: spellings[writer.offset..<(writer.offset + Int(writer.length))], as: UTF8.self)
  }

  init(file: String, folder: ManifestFolder, checksAcrossJobs: Bool = true) {
    reader = YAMLReader(file: file)
    reader.links = folder.policy.links
    self.folder = folder
    self.checksAcrossJobs = checksAcrossJobs
    if checksAcrossJobs {
      inputs[PathKey(CanonicalPath.of(file))] = Input(index: nil, spelling: "the manifest itself")
      inputs[PathKey(CanonicalPath.of(folder.resolve(".tagflow-state")))] = Input(
        index: nil, spelling: "the render record .tagflow-state")
      inputs[PathKey(CanonicalPath.of(folder.resolve(RunRecord.fileName)))] = Input(
        index: nil, spelling: "the run record \(RunRecord.fileName)")
    }
  }

  /// Applies the manifest's `defaults`.
  mutating func readDefaults(_ value: Node) {
    let before = reader.problems.count
    reader.section = "defaults."
    ManifestParser.apply(value, to: &defaults, keys: ManifestKeys.settings, section: "defaults", &reader, folder)
    reader.section = ""
    defaultsNode = value
    if reader.problems.count > before { defaultsAreSound = false }
  }

  /// Problems found since the last call, in the order found.
  mutating func takeProblems() -> [SourceProblem] {
    reader.takeProblems()
  }

  /// The job at `node`, or `nil` when it cannot be built. A job returned may still have
  /// problems (reported with its index): only a job with none is valid. A later job can
  /// find a problem of an earlier one (reading the file it wrote), reported with that index.
  mutating func readJob(_ node: Node, index: Int) -> ManifestJob? {
    reader.jobIndex = index
    defer { reader.jobIndex = nil }
    guard
      let job = ManifestParser.readJob(
        node, index: index, defaults: (defaults, defaultsNode),
        validates: defaultsAreSound, &reader, folder)
    else { return nil }
    guard checksAcrossJobs else { return job.manifestJob }
    for input in job.inputs {
      let key = PathKey(folder.canonical.of(input))
      if let writer = writers[key], inputs[key] == nil {
        // An earlier job writes what this one reads: the earlier output is the mistake.
        let place = "jobs[\(writer.index)].output: '\(spelling(of: writer))'"
        reader.problems.append(
          SourceProblem(
            file: reader.file, line: Int(writer.line), column: Int(writer.column),
            message: "\(place) would overwrite an input of jobs[\(index)] ('\(input)'); write images elsewhere",
            jobIndex: Int(writer.index)))
      }
      if inputs[key] == nil, inputFiles != nil {
        inputFiles?.append(input)
        if inputFiles!.count > RunRecord.fileLimit { inputFiles = nil }
      }
      inputs[key] = Input(index: index, spelling: input)
    }
    let outputLine = job.outputNode.mark?.line ?? 1
    for output in job.outputs {
      let key = PathKey(folder.canonical.of(output.path))
      let place = "jobs[\(index)].output: '\(output.manifestPath)'"
      if let input = inputs[key] {
        reader.report(job.outputNode, "\(place) would overwrite \(input.description); write images elsewhere")
      } else if let first = writers[key] {
        // Two jobs writing one file would race and leave one of them silently lost.
        reader.report(job.outputNode, "\(place) is also written by jobs[\(first.index)] (line \(first.line))")
      } else {
        let offset = spellings.count
        spellings.append(contentsOf: output.manifestPath.utf8)
        writers[key] = Writer(
          index: Int32(truncatingIfNeeded: index), line: Int32(truncatingIfNeeded: outputLine),
          column: Int32(truncatingIfNeeded: job.outputNode.mark?.column ?? 1),
          length: UInt32(truncatingIfNeeded: spellings.count - offset), offset: offset)
      }
    }
    return job.manifestJob
  }
}

/// A canonical path as 128 bits: two SipHash digests of it, salted apart. Two files of one
/// manifest share a key with a chance of about 2⁻⁸⁸ at a million outputs.
struct PathKey: Hashable {
  private let first: Int
  private let second: Int

  init(_ canonical: String) {
    var hasher = Hasher()
    hasher.combine(canonical)
    first = hasher.finalize()
    var salted = Hasher()
    salted.combine(0x7461_6766_6C6F_77)
    salted.combine(canonical)
    second = salted.finalize()
  }

  /// The key of a path's bytes as they are (two spellings of one text in different Unicode
  /// normal forms are two files on Linux, and two keys here, unlike `init(_:)`'s).
  init(bytes: some Collection<UInt8>) {
    func keys(_ raw: UnsafeRawBufferPointer) -> (Int, Int) {
      var hasher = Hasher()
      var salted = Hasher()
      salted.combine(0x7461_6766_6C6F_77)
      hasher.combine(raw.count)
      salted.combine(raw.count)
      hasher.combine(bytes: raw)
      salted.combine(bytes: raw)
      return (hasher.finalize(), salted.finalize())
    }
    (first, second) =
      bytes.withContiguousStorageIfAvailable { keys(UnsafeRawBufferPointer($0)) }
      ?? Array(bytes).withUnsafeBytes(keys)
  }

  /// The key of `path`'s UTF-8 bytes (`init(bytes:)`).
  init(path: String) {
    self.init(bytes: path.utf8)
  }
}

/// Where a manifest's nodes come from: a document read whole (YAML, JSON) or a
/// line at a time (JSON Lines). `start` reads up to the jobs; `nextJob` hands out
/// the next job's node, `nil` at the end.
protocol ManifestNodes {
  /// Reads up to the first job, giving the defaults node, if any, to `scan`;
  /// `false` when the manifest cannot be read at all (its problems are in `scan`).
  mutating func start(_ scan: inout ManifestScan) -> Bool
  /// The next job's node and its index; a job whose node could not be read comes
  /// as `nil` with its problem in `scan`. `nil` at the end.
  mutating func nextJob(_ scan: inout ManifestScan) -> (index: Int, node: Node?)?
  /// Skips the next job without building its node, where the document can.
  mutating func skipJob(_ scan: inout ManifestScan) -> Bool
  /// The document stopped being readable: its problem is the manifest's only one.
  var failed: Bool { get }
  /// What was read cannot be applied a job at a time (`defaults` after `jobs`): read it whole.
  var needsWholeDocument: Bool { get }
}

extension ManifestNodes {
  mutating func skipJob(_ scan: inout ManifestScan) -> Bool { nextJob(&scan) != nil }
  var failed: Bool { false }
  var needsWholeDocument: Bool { false }
}

// A YAML manifest read a job at a time from libyaml's events, never as one tree.

import Glibc
import TagFlow
import TagFlowReaders

/// The jobs of a YAML manifest, composed one job at a time from libyaml's event
/// parser over the file read in chunks: the memory a job needs, never the
/// document's. Each node and each problem is the one a manifest read whole gives
/// (`YAMLEvents`). Anchors are kept for the rest of the file, as any may be used later.
///
/// A job holds at most `ManifestStream.lineLimit` bytes of text. `defaults`
/// after `jobs` cannot be applied a job at a time: `defaultsCameLast` says so,
/// and the manifest is then read whole.
struct YAMLEventNodes: ManifestNodes {
  private let events: YAMLEvents
  private var index = 0
  private var finished = false
  /// Top-level keys seen, with their places, to find one given twice.
  private var topKeys: [String: (line: Int, column: Int)] = [:]
  private var rootMark: Node.Mark?
  /// A `jobs` key was read (its value may have been wrong, and reported).
  private var jobsSeen = false
  private(set) var defaultsCameLast = false
  /// The parse failed: its problem is the manifest's only one (as for a document read whole).
  private(set) var failed = false

  var needsWholeDocument: Bool { defaultsCameLast }

  init(path: String) throws(TagFlowError) {
    events = try YAMLEvents(path: path)
  }

  mutating func start(_ scan: inout ManifestScan) -> Bool {
    do throws(YAMLEvents.Failure) {
      guard case .streamStart = try events.next() else { return fail(.syntax(1, 1, "expected a stream"), &scan) }
      var first = try events.next()
      if case .streamEnd = first {
        scan.reader.report(nil, "a manifest is a mapping with 'defaults' (optional) and 'jobs'")
        return false
      }
      guard case .documentStart = first else { return fail(.syntax(1, 1, "expected a document"), &scan) }
      first = try events.next()
      guard case .mappingStart(_, let mark) = first else {
        let root = try compose(first, &scan)
        scan.reader.report(root, "a manifest is a mapping with 'defaults' (optional) and 'jobs'")
        return false
      }
      rootMark = mark
      return try readTopLevel(&scan, afterJobs: false)
    } catch {
      return fail(error, &scan)
    }
  }

  /// Reads top-level keys up to the jobs' list (`true`) or the end of the mapping.
  private mutating func readTopLevel(_ scan: inout ManifestScan, afterJobs: Bool) throws(YAMLEvents.Failure) -> Bool {
    while true {
      events.startPart()
      let event = try events.next()
      if case .mappingEnd = event {
        try events.finishDocument()
        finished = true
        if afterJobs || jobsSeen { return false }
        scan.reader.report(
          rootMark.map { Node.mapping(Node.Mapping([], $0)) },
          "jobs: expected a list of jobs, each with an 'output' and 'tags' or 'tagsFile'")
        return false
      }
      let key = try compose(event, &scan)
      if let name = key.string, let mark = key.mark {
        if let first = topKeys[name] {
          throw .syntax(
            mark.line, mark.column,
            "'\(YAMLReader.oneLine(name))' is given twice in one mapping (first at line \(first.line), column "
              + "\(first.column)); give each key once", plain: true)
        }
        topKeys[name] = (mark.line, mark.column)
      }
      switch key.string {
      case "defaults":
        let value = try compose(try events.next(), &scan)
        if afterJobs {
          defaultsCameLast = true
        } else {
          scan.readDefaults(value)
        }
      case "jobs":
        jobsSeen = true
        let value = try events.next()
        if case .sequenceStart = value, !afterJobs { return true }
        let node = try compose(value, &scan)
        scan.reader.report(node, "jobs: expected a list of jobs, each with an 'output' and 'tags' or 'tagsFile'")
      default:
        _ = try compose(try events.next(), &scan)
        let hint =
          key.string.flatMap { Suggestion.closest(to: $0, in: ["defaults", "jobs"]) }.map { "did you mean '\($0)'? " }
          ?? ""
        scan.reader.report(key, "unknown key \(YAMLReader.show(key)); \(hint)a manifest has 'defaults' and 'jobs'")
      }
    }
  }

  mutating func nextJob(_ scan: inout ManifestScan) -> (index: Int, node: Node?)? {
    guard !finished else { return nil }
    do throws(YAMLEvents.Failure) {
      events.startPart()
      let event = try events.next()
      if case .sequenceEnd = event {
        _ = try readTopLevel(&scan, afterJobs: true)
        return nil
      }
      let node = try compose(event, &scan)
      defer { index += 1 }
      return (index, node)
    } catch {
      _ = fail(error, &scan)
      return nil
    }
  }

  mutating func skipJob(_ scan: inout ManifestScan) -> Bool {
    guard !finished else { return false }
    do throws(YAMLEvents.Failure) {
      events.startPart()
      let event = try events.next()
      if case .sequenceEnd = event {
        _ = try readTopLevel(&scan, afterJobs: true)
        return false
      }
      try events.skip(event)
      index += 1
      return true
    } catch {
      _ = fail(error, &scan)
      return false
    }
  }

  private func compose(_ event: YAMLEvents.Event, _ scan: inout ManifestScan) throws(YAMLEvents.Failure) -> Node {
    try events.compose(event)
  }

  private mutating func fail(_ failure: YAMLEvents.Failure, _ scan: inout ManifestScan) -> Bool {
    finished = true
    failed = true
    scan.reader.problems.append(failure.problem(in: scan.reader.file))
    return false
  }
}

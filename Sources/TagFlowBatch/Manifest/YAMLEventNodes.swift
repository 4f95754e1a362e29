// A YAML manifest read a job at a time from libyaml's events, never as one tree.

import CLibYAML
import Glibc
import TagFlow
internal import Yams

/// The jobs of a YAML manifest, composed one job at a time from libyaml's event
/// parser over the file read in chunks: the memory a job needs, never the
/// document's. Each node is the one Yams would compose (its scalars' text, style
/// and place; `"true"` quoted stays text), and problems read as Yams's reader
/// words them: libyaml's own message at its place, a key given twice at the
/// second one, and the alias limit counting what aliases add. Anchors are kept
/// for the rest of the file, as any may be used later.
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
  private var rootMark: Mark?
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
        try finishDocument()
        finished = true
        if afterJobs || jobsSeen { return false }
        scan.reader.report(
          rootMark.map { Node.mapping(Node.Mapping([], .implicit, .any, $0)) },
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

  private func finishDocument() throws(YAMLEvents.Failure) {
    guard case .documentEnd = try events.next() else { throw .syntax(1, 1, "expected the end of the document") }
    switch try events.next() {
    case .streamEnd: return
    case .documentStart(let mark):
      throw .syntax(mark.line, mark.column, "but found another document")
    default: throw .syntax(1, 1, "expected the end of the stream")
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
    let message: String
    var place: (line: Int, column: Int)?
    switch failure {
    case .syntax(let line, let column, let problem, let plain):
      message = plain ? problem : "not valid YAML: \(problem)"
      place = (line, column)
    case .unreadable(let problem): message = "not readable as text: \(problem)"
    case .tooLarge:
      message =
        "a job of more than \(ManifestStream.lineLimit >> 20) MB of YAML is too large; the limit is "
        + "\(ManifestStream.lineLimit >> 20) MB a job"
    case .aliases:
      message =
        "aliases add too many values; the limit is \(Limits.yamlNodes) values added by aliases (each use of an "
        + "alias counts its values again)"
    }
    scan.reader.problems.append(
      SourceProblem(file: scan.reader.file, line: place?.line ?? 1, column: place?.column ?? 1, message: message))
    return false
  }
}

/// libyaml's event parser over a file, and the nodes composed from its events.
final class YAMLEvents {
  enum Event {
    case streamStart, streamEnd, documentEnd, sequenceEnd, mappingEnd
    case documentStart(Mark)
    case alias(String, Mark)
    case scalar(String, tag: String?, style: Node.Scalar.Style, anchor: String?, Mark)
    case sequenceStart(anchor: String?, Mark)
    case mappingStart(anchor: String?, Mark)
  }

  enum Failure: Error {
    case syntax(Int, Int, String, plain: Bool = false)
    case unreadable(String)
    case tooLarge
    case aliases
  }

  private let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
  private let input: Input
  private var anchors: [String: (node: Node, values: Int)] = [:]
  /// What aliases may still add.
  private var aliasBudget = Limits.yamlNodes
  private let stringTag = Yams.Tag(.str)

  /// The file, read in chunks for the parser; a part (a job) may take at most `lineLimit` bytes.
  private final class Input {
    let descriptor: Int32
    var read = 0
    var partStart = 0
    var tooLarge = false

    init(descriptor: Int32) {
      self.descriptor = descriptor
    }
  }

  init(path: String) throws(TagFlowError) {
    switch FileSystem.kind(of: path) {
    case .missing: throw .file(FileProblem(field: "manifest", .read, path, .noSuchFile))
    case .folder: throw .file(FileProblem(field: "manifest", .read, path, .isFolder))
    case .file: break
    }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .file(FileProblem(field: "manifest", .read, path, .system(errno))) }
    // A picture or an archive is named as one, as for any text read whole.
    var head = [UInt8](repeating: 0, count: 64)
    let count = head.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, 64, 0) }
    if count > 0, let format = BinaryFormat(of: Array(head.prefix(count))) {
      close(descriptor)
      throw .file(FileProblem(field: "manifest", .use, path, .notText(format: format.rawValue)))
    }
    input = Input(descriptor: descriptor)
    yaml_parser_initialize(parser)
    yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
    yaml_parser_set_input(
      parser,
      { data, buffer, size, sizeRead in
        let input = Unmanaged<Input>.fromOpaque(data!).takeUnretainedValue()
        if input.read - input.partStart > ManifestStream.lineLimit {
          input.tooLarge = true
          return 0
        }
        while true {
          let count = Glibc.read(input.descriptor, buffer, size)
          if count < 0 && errno == EINTR { continue }
          guard count >= 0 else { return 0 }
          input.read += count
          sizeRead!.pointee = count
          return 1
        }
      }, Unmanaged.passUnretained(input).toOpaque())
  }

  deinit {
    yaml_parser_delete(parser)
    parser.deallocate()
    close(input.descriptor)
  }

  /// A part of the document (a job, a top-level value) starts: its size is counted from here.
  func startPart() {
    input.partStart = input.read
  }

  func next() throws(Failure) -> Event {
    var event = yaml_event_t()
    guard yaml_parser_parse(parser, &event) == 1 else { throw failure() }
    defer { yaml_event_delete(&event) }
    let mark = JSONParser.mark(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)!
    func text(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
      pointer.map { String(cString: $0) }
    }
    switch event.type {
    case YAML_STREAM_START_EVENT: return .streamStart
    case YAML_STREAM_END_EVENT: return .streamEnd
    case YAML_DOCUMENT_START_EVENT: return .documentStart(mark)
    case YAML_DOCUMENT_END_EVENT: return .documentEnd
    case YAML_ALIAS_EVENT: return .alias(text(event.data.alias.anchor) ?? "", mark)
    case YAML_SCALAR_EVENT:
      let scalar = event.data.scalar
      let value = String(
        decoding: UnsafeBufferPointer(start: scalar.value, count: Int(scalar.length)), as: UTF8.self)
      return .scalar(
        value, tag: text(scalar.tag), style: Node.Scalar.Style(rawValue: scalar.style.rawValue) ?? .any,
        anchor: text(scalar.anchor), mark)
    case YAML_SEQUENCE_START_EVENT: return .sequenceStart(anchor: text(event.data.sequence_start.anchor), mark)
    case YAML_SEQUENCE_END_EVENT: return .sequenceEnd
    case YAML_MAPPING_START_EVENT: return .mappingStart(anchor: text(event.data.mapping_start.anchor), mark)
    case YAML_MAPPING_END_EVENT: return .mappingEnd
    default: throw .syntax(1, 1, "no event")
    }
  }

  private func failure() -> Failure {
    if input.tooLarge { return .tooLarge }
    let problem = parser.pointee.problem.map { String(cString: $0) } ?? "unknown problem"
    let mark = parser.pointee.problem_mark
    switch parser.pointee.error {
    case YAML_READER_ERROR: return .unreadable(problem)
    default: return .syntax(Int(mark.line) + 1, Int(mark.column) + 1, problem)
    }
  }

  /// The deepest lists and mappings may nest, so no document can exhaust the stack.
  static let maxDepth = 512

  /// The node that starts with `event`, its anchors kept and aliases counted.
  func compose(_ event: Event) throws(Failure) -> Node {
    try compose(event, depth: 0).node
  }

  /// The node and how many values it stands for, itself and every alias's included.
  private func compose(_ event: Event, depth: Int) throws(Failure) -> (node: Node, values: Int) {
    switch event {
    case .scalar(let value, let tag, let style, let anchor, let mark):
      // Quoted and block scalars, and `!!str`, are text; plain ones are resolved by their readers.
      let isText = style != .plain || tag == "tag:yaml.org,2002:str" || tag == "!"
      let node = Node.scalar(Node.Scalar(value, isText ? stringTag : .implicit, style, mark))
      if let anchor { anchors[anchor] = (node, 1) }
      return (node, 1)
    case .alias(let name, let mark):
      guard let anchored = anchors[name] else {
        throw .syntax(mark.line, mark.column, "found undefined alias")
      }
      // Aliases share one copy in memory, but every use is read again: a few
      // kilobytes of nested aliases can stand for billions of values.
      aliasBudget -= anchored.values
      if aliasBudget < 0 { throw .aliases }
      return anchored
    case .sequenceStart(let anchor, let mark):
      guard depth < Self.maxDepth else { throw .syntax(mark.line, mark.column, Self.tooDeep) }
      var items: [Node] = []
      var values = 1
      while true {
        let next = try self.next()
        if case .sequenceEnd = next { break }
        let item = try compose(next, depth: depth + 1)
        items.append(item.node)
        values += item.values
      }
      let node = Node.sequence(Node.Sequence(items, .implicit, .any, mark))
      if let anchor { anchors[anchor] = (node, values) }
      return (node, values)
    case .mappingStart(let anchor, let mark):
      guard depth < Self.maxDepth else { throw .syntax(mark.line, mark.column, Self.tooDeep) }
      var pairs: [(Node, Node)] = []
      var keys: [String: Mark] = [:]
      var values = 1
      while true {
        let next = try self.next()
        if case .mappingEnd = next { break }
        let key = try compose(next, depth: depth + 1)
        if case .scalar(let scalar) = key.node, let keyMark = key.node.mark {
          if let first = keys[scalar.string] {
            throw .syntax(
              keyMark.line, keyMark.column,
              "'\(YAMLReader.oneLine(scalar.string))' is given twice in one mapping (first at line \(first.line), "
                + "column \(first.column)); give each key once", plain: true)
          }
          keys[scalar.string] = keyMark
        }
        let value = try compose(try self.next(), depth: depth + 1)
        values += key.values + value.values
        pairs.append((key.node, value.node))
      }
      let node = Node.mapping(Node.Mapping(pairs, .implicit, .any, mark))
      if let anchor { anchors[anchor] = (node, values) }
      return (node, values)
    default:
      throw .syntax(1, 1, "expected a value")
    }
  }

  static let tooDeep = "lists and mappings nest more than \(maxDepth) deep"

  /// Reads past the node that starts with `event`, composing only what carries an
  /// anchor (a later job may use it) and counting aliases.
  func skip(_ event: Event) throws(Failure) {
    switch event {
    case .scalar(_, _, _, let anchor, _) where anchor != nil: _ = try compose(event)
    case .sequenceStart(let anchor, _) where anchor != nil: _ = try compose(event)
    case .mappingStart(let anchor, _) where anchor != nil: _ = try compose(event)
    case .alias: _ = try compose(event)
    case .sequenceStart, .mappingStart:
      var depth = 1
      while depth > 0 {
        let next = try self.next()
        switch next {
        case .sequenceEnd, .mappingEnd: depth -= 1
        case .scalar(_, _, _, let anchor, _) where anchor != nil: _ = try compose(next)
        case .sequenceStart(let anchor, _), .mappingStart(let anchor, _):
          if anchor != nil { _ = try compose(next) } else { depth += 1 }
        case .alias: _ = try compose(next)
        default: break
        }
      }
    default: break
    }
  }
}

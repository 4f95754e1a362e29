// libyaml's events, and the nodes composed from them, for a file read in chunks or a text in memory.

import CLibYAML
import Glibc
import TagFlow

/// libyaml's event parser over a file or a text, and the nodes composed from its events.
/// Problems are libyaml's own words at its place, a key given twice is reported at the second
/// one, lists and mappings nest at most `maxDepth` deep, and aliases add at most
/// `Limits.yamlNodes` values.
package final class YAMLEvents {
  /// The most bytes one part of a stream (a manifest's job) may hold: a manifest's limit
  /// of a job, `ManifestStream.lineLimit` in TagFlowBatch.
  package static let partLimit = Limits.inputBytes

  package enum Event {
    case streamStart, streamEnd, documentEnd, sequenceEnd, mappingEnd
    case documentStart(Node.Mark)
    case alias(String, Node.Mark)
    case scalar(String, tag: String?, style: Node.Scalar.Style, anchor: String?, Node.Mark)
    case sequenceStart(anchor: String?, Node.Mark)
    case mappingStart(anchor: String?, Node.Mark)

    /// Where a value's event starts in the text.
    package var mark: Node.Mark? {
      switch self {
      case .documentStart(let mark), .alias(_, let mark), .scalar(_, _, _, _, let mark), .sequenceStart(_, let mark),
        .mappingStart(_, let mark):
        mark
      case .streamStart, .streamEnd, .documentEnd, .sequenceEnd, .mappingEnd: nil
      }
    }
  }

  package enum Failure: Error {
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

  /// Where the parser's bytes come from: a file read in chunks, of which a part (a job) may
  /// take at most `partLimit` bytes, or a text copied for the parser's lifetime.
  private final class Input {
    let descriptor: Int32
    let text: UnsafeMutableBufferPointer<UInt8>?
    var read = 0
    var partStart = 0
    var tooLarge = false

    init(descriptor: Int32) {
      self.descriptor = descriptor
      text = nil
    }

    init(text: String) {
      descriptor = -1
      let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(text.utf8.count, 1))
      _ = bytes.initialize(from: text.utf8)
      self.text = bytes
    }

    deinit {
      if let text { text.deallocate() } else { close(descriptor) }
    }
  }

  /// The events of the file at `path`, read in chunks.
  package init(path: String) throws(TagFlowError) {
    switch FileSystem.kind(of: path) {
    case .missing: throw .file(FileProblem(field: "manifest", .read, path, .noSuchFile))
    case .folder: throw .file(FileProblem(field: "manifest", .read, path, .isFolder))
    case .file: break
    }
    let descriptor = open(path.platformPath, O_RDONLY | O_CLOEXEC)
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
        if input.read - input.partStart > YAMLEvents.partLimit {
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

  /// The events of a text in memory (its size is checked by the caller).
  package init(text: String) {
    input = Input(text: text)
    yaml_parser_initialize(parser)
    yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
    yaml_parser_set_input_string(parser, input.text!.baseAddress, text.utf8.count)
  }

  deinit {
    yaml_parser_delete(parser)
    parser.deallocate()
  }

  /// The root node of a stream of one document; `nil` when the stream holds none (an empty
  /// text, or only comments).
  package func document() throws(Failure) -> Node? {
    guard case .streamStart = try next() else { throw .syntax(1, 1, "expected a stream") }
    let first = try next()
    if case .streamEnd = first { return nil }
    guard case .documentStart = first else { throw .syntax(1, 1, "expected a document") }
    let root = try compose(try next())
    try finishDocument()
    return root
  }

  /// Reads the end of a document, which must be the stream's only one.
  package func finishDocument() throws(Failure) {
    guard case .documentEnd = try next() else { throw .syntax(1, 1, "expected the end of the document") }
    switch try next() {
    case .streamEnd: return
    case .documentStart(let mark): throw .syntax(mark.line, mark.column, "but found another document")
    default: throw .syntax(1, 1, "expected the end of the stream")
    }
  }

  /// A part of the document (a job, a top-level value) starts: its size is counted from here.
  package func startPart() {
    input.partStart = input.read
  }

  package func next() throws(Failure) -> Event {
    var event = yaml_event_t()
    guard yaml_parser_parse(parser, &event) == 1 else { throw failure() }
    defer { yaml_event_delete(&event) }
    let mark = Node.Mark(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
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
  package static let maxDepth = 512

  /// The node that starts with `event`, its anchors kept and aliases counted.
  package func compose(_ event: Event) throws(Failure) -> Node {
    try compose(event, depth: 0).node
  }

  /// The node and how many values it stands for, itself and every alias's included.
  private func compose(_ event: Event, depth: Int) throws(Failure) -> (node: Node, values: Int) {
    switch event {
    case .scalar(let value, let tag, let style, let anchor, let mark):
      // Quoted and block scalars, and `!!str`, are text; plain ones are resolved by their readers.
      let isText = style != .plain || tag == "tag:yaml.org,2002:str" || tag == "!"
      let node = Node.scalar(Node.Scalar(value, isText: isText, style, mark))
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
      let node = Node.sequence(Node.Sequence(items, mark))
      if let anchor { anchors[anchor] = (node, values) }
      return (node, values)
    case .mappingStart(let anchor, let mark):
      guard depth < Self.maxDepth else { throw .syntax(mark.line, mark.column, Self.tooDeep) }
      var pairs: [(Node, Node)] = []
      var keys: [String: Node.Mark] = [:]
      var values = 1
      while true {
        let next = try self.next()
        if case .mappingEnd = next { break }
        let key = try compose(next, depth: depth + 1)
        // An alias used as a key is placed where the alias is written, not where its anchor is.
        if case .scalar(let scalar) = key.node, let keyMark = next.mark ?? key.node.mark {
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
      let node = Node.mapping(Node.Mapping(pairs, mark))
      if let anchor { anchors[anchor] = (node, values) }
      return (node, values)
    default:
      throw .syntax(1, 1, "expected a value")
    }
  }

  package static let tooDeep = "lists and mappings nest more than \(maxDepth) deep"

  /// Reads past the node that starts with `event`, composing only what carries an
  /// anchor (a later job may use it) and counting aliases.
  package func skip(_ event: Event) throws(Failure) {
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

extension YAMLEvents.Failure {
  /// The failure as a reader reports it: `not valid YAML: PROBLEM` at libyaml's place.
  package func problem(in file: String) -> SourceProblem {
    switch self {
    case .syntax(let line, let column, let problem, let plain):
      return SourceProblem(
        file: file, line: line, column: column, message: plain ? problem : "not valid YAML: \(problem)")
    case .unreadable(let problem):
      return SourceProblem(file: file, line: 1, column: 1, message: "not readable as text: \(problem)")
    case .tooLarge:
      let megabytes = YAMLEvents.partLimit >> 20
      return SourceProblem(
        file: file, line: 1, column: 1,
        message: "a job of more than \(megabytes) MB of YAML is too large; the limit is \(megabytes) MB a job")
    case .aliases:
      return SourceProblem(
        file: file, line: 1, column: 1,
        message: "aliases add too many values; the limit is \(Limits.yamlNodes) values added by aliases (each use of "
          + "an alias counts its values again)")
    }
  }
}

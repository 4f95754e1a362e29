// A JSON Lines manifest: one job object per line, the defaults on the first line, read a line at a time.

import Glibc
import TagFlow
import TagFlowReaders

/// Which schema reader a manifest's name picks: `.json` (any case) a JSON
/// document, `.jsonl` JSON Lines, anything else YAML.
enum ManifestFormat: Equatable {
  case yaml
  case json
  case jsonLines

  init(path: String) {
    let name = path.lowercased()
    if name.hasSuffix(".jsonl") {
      self = .jsonLines
    } else {
      self = DataFormat(path: path) == .json ? .json : .yaml
    }
  }
}

/// The jobs of a JSON Lines manifest (`.jsonl`): each line that is not blank holds
/// one JSON object, a job; the first such line may instead be `{"defaults": {…}}`,
/// an object with that one key. Each line is read by `JSONParser` on its own, so a
/// line that is not JSON spoils only its job (the first line excepted: it may be
/// the defaults, and then nothing could render as meant), and a line may hold at
/// most `ManifestStream.lineLimit` bytes.
struct JSONLinesNodes: ManifestNodes {
  private var lines: ByteLines
  /// The first job's line, read while looking for the defaults.
  private var pending: ByteLines.Line?
  private var index = 0

  init(bytes: [UInt8]) {
    lines = ByteLines(bytes: bytes)
  }

  init(file: FileLines) {
    lines = ByteLines(file: file)
  }

  mutating func start(_ scan: inout ManifestScan) -> Bool {
    guard let first = lines.next() else { return true }
    guard case .text(let bytes) = first.content else {
      report(first, &scan, jobIndex: nil)
      return false
    }
    do {
      let node = try JSONParser.parse(bytes, firstLine: first.number, duplicateKeys: .refused)
      if case .mapping(let pairs) = node, pairs.count == 1, let only = pairs.first, only.key.string == "defaults" {
        scan.readDefaults(only.value)
        return scan.reader.problems.allSatisfy { $0.jobIndex != nil }
      }
      pending = first
      return true
    } catch {
      scan.reader.problems.append(
        SourceProblem(
          file: scan.reader.file, line: error.line, column: error.column, message: "not valid JSON: \(error.message)"))
      return false
    }
  }

  mutating func nextJob(_ scan: inout ManifestScan) -> (index: Int, node: Node?)? {
    guard let line = pending ?? lines.next() else { return nil }
    pending = nil
    defer { index += 1 }
    guard case .text(let bytes) = line.content else {
      report(line, &scan, jobIndex: index)
      return (index, nil)
    }
    do {
      return (index, try JSONParser.parse(bytes, firstLine: line.number, duplicateKeys: .refused))
    } catch {
      scan.reader.problems.append(
        SourceProblem(
          file: scan.reader.file, line: error.line, column: error.column,
          message: "jobs[\(index)]: not valid JSON: \(error.message)", jobIndex: index))
      return (index, nil)
    }
  }

  mutating func skipJob(_ scan: inout ManifestScan) -> Bool {
    guard pending != nil || lines.next() != nil else { return false }
    pending = nil
    index += 1
    return true
  }

  private func report(_ line: ByteLines.Line, _ scan: inout ManifestScan, jobIndex: Int?) {
    let message: String
    switch line.content {
    case .text: return
    case .tooLong(let count):
      message =
        "a line of \(count) bytes is too long; the limit is \(ManifestStream.lineLimit >> 20) MB a line (a job)"
    case .unreadable(let code): message = "cannot be read: \(FileSystem.systemError(code))"
    }
    scan.reader.problems.append(
      SourceProblem(
        file: scan.reader.file, line: line.number, column: 1,
        message: jobIndex.map { "jobs[\($0)]: \(message)" } ?? message, jobIndex: jobIndex))
  }
}

/// The lines of bytes in memory or of a file read in chunks, blank lines (spaces, tabs,
/// a carriage return) skipped, each with its number from 1.
struct ByteLines {
  struct Line {
    var number: Int
    var content: Content
  }

  enum Content {
    case text([UInt8])
    /// More bytes than `ManifestStream.lineLimit`, which were passed over.
    case tooLong(Int)
    /// The file could not be read there (an errno code).
    case unreadable(Int32)
  }

  private var buffer: [UInt8]
  private var start = 0
  private let file: FileLines?
  private var atEnd: Bool
  private var number = 0

  init(bytes: [UInt8]) {
    buffer = bytes
    file = nil
    atEnd = true
  }

  init(file: FileLines) {
    buffer = []
    self.file = file
    atEnd = false
  }

  /// The next line that is not blank, or `nil` at the end.
  mutating func next() -> Line? {
    while true {
      guard let line = nextLine() else { return nil }
      if case .text(let bytes) = line.content,
        bytes.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") })
      {
        continue
      }
      return line
    }
  }

  private mutating func nextLine() -> Line? {
    var skipped = 0
    var searched = start
    while true {
      if let end = buffer[searched...].firstIndex(of: UInt8(ascii: "\n")) {
        number += 1
        defer { start = end + 1 }
        if skipped > 0 { return Line(number: number, content: .tooLong(skipped + end - start)) }
        return Line(number: number, content: .text(Array(buffer[start..<end])))
      }
      if atEnd {
        guard start < buffer.count || skipped > 0 else { return nil }
        number += 1
        defer { start = buffer.count }
        if skipped > 0 { return Line(number: number, content: .tooLong(skipped + buffer.count - start)) }
        return Line(number: number, content: .text(Array(buffer[start...])))
      }
      // Keep the line so far (or only count it, once it is too long) and read on.
      if buffer.count - start + skipped > ManifestStream.lineLimit {
        skipped += buffer.count - start
        start = buffer.count
      }
      buffer.removeSubrange(0..<start)
      start = 0
      searched = buffer.count
      guard let file else {
        atEnd = true
        continue
      }
      let (count, error) = file.read(into: &buffer)
      if let error {
        atEnd = true
        number += 1
        buffer = []
        return Line(number: number, content: .unreadable(error))
      }
      if count == 0 { atEnd = true }
    }
  }
}

/// A file opened for reading in chunks, closed when released.
final class FileLines {
  private let descriptor: Int32
  static let chunk = 1 << 20

  /// Opens `path` for reading; throws what `FileSystem` says of a file it cannot read.
  init(_ path: String, field: String) throws(TagFlowError) {
    switch FileSystem.kind(of: path) {
    case .missing: throw .file(FileProblem(field: field, .read, path, .noSuchFile))
    case .folder: throw .file(FileProblem(field: field, .read, path, .isFolder))
    case .file: break
    }
    descriptor = open(path.platformPath, O_RDONLY | O_CLOEXEC)
    if descriptor < 0 { throw .file(FileProblem(field: field, .read, path, .system(errno))) }
  }

  deinit { close(descriptor) }

  /// Appends up to a chunk of bytes: how many (0 at the end of the file), or an errno code.
  func read(into buffer: inout [UInt8]) -> (count: Int, error: Int32?) {
    let old = buffer.count
    buffer.append(contentsOf: repeatElement(0, count: Self.chunk))
    while true {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + old, Self.chunk) }
      if count < 0 && errno == EINTR { continue }
      let code = errno
      buffer.removeLast(Self.chunk - max(0, count))
      return count < 0 ? (0, code) : (count, nil)
    }
  }
}

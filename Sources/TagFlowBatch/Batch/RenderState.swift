// What earlier runs rendered: output path → fingerprint, size and time, kept beside the manifest.

import TagFlow

/// The record that lets a batch skip jobs whose outputs are up to date.
///
/// `.tagflow-state` in the manifest's folder: lines of `FINGERPRINT SIZE
/// MODIFIED PATH`, later lines winning. An entry counts only while its file
/// still has the recorded size and modification time, so an output deleted
/// or edited by hand is rendered again.
///
/// It is a cache, never a reason to stop a batch. Lines that cannot be read
/// (garbage, a line cut short, a number out of range) are set aside and their
/// jobs render again; a record that is a folder, a link, a FIFO or a device,
/// or that cannot be read or written, makes every job render. Either way
/// `warning` says so, once. The record is only ever a regular file in the
/// manifest's folder, read and written by name in that folder (`OpenFolder`):
/// a symbolic link there is never followed, and is replaced by a file.
///
/// Runs at once: every batch whose record this is locks the manifest's folder
/// (`flock`) to read the record, and exclusively to rename a job's outputs
/// into place and append their lines, so the record's lines come in the order
/// the outputs were renamed: the last line for an output describes the file
/// there. Appends start on a new line, after a line cut short. Only a run
/// that finds itself alone (see `ManifestLock`) rewrites the file, from what
/// the file holds then, so no other run's lines are lost.
///
/// Not thread-safe: a batch keeps it behind a mutex of its own.
final class RenderState: @unchecked Sendable {
  struct Entry: Equatable {
    var fingerprint: String
    var size: Int
    var modified: Int
  }

  static let fileName = ".tagflow-state"
  /// A record larger than this is set aside unread: 2.5 million lines or so.
  static let byteLimit = 256 << 20

  /// `.tagflow-state` as a path from the working folder, for messages.
  let path: String
  private let folder: OpenFolder?
  private var entries: [String: Entry] = [:]
  private enum Journal {
    case closed
    case open(AppendingFile)
    /// Nothing more is appended this run.
    case unusable
  }
  private var journal = Journal.closed
  private let lock: ManifestLock?
  /// No other batch of this manifest was running when this one started.
  let startedAlone: Bool
  /// What was wrong with the record, in one line, said once a run: the first problem found.
  private(set) var warning: String?
  /// Outputs this run replaced that no batch of the manifest had recorded: files that were
  /// there before (drawn by hand, by another command), in the order they were replaced.
  private(set) var replacedUnrecorded: [String] = []
  /// Lines this run added to the record.
  private var appended = 0
  /// The record as read held lines that a rewrite would drop (an output given twice).
  private var hasOldLines = false

  /// Reads the record of `manifest`, once no other run is rewriting it.
  init(forManifest manifest: String) {
    let prefix = ManifestFolder(manifestPath: manifest).prefix
    path = prefix + Self.fileName
    lock = ManifestLock(manifest: manifest)
    startedAlone = lock?.tryExclusive() ?? true
    do {
      folder = try OpenFolder(prefix)
    } catch {
      folder = nil
      journal = .unusable
      warn("cannot be kept: \(error.message); every job renders and nothing is recorded")
      return
    }
    entries = read(then: "every job renders")
  }

  /// Lets other runs of the manifest start, once this one has cleaned up.
  func share() {
    lock?.share()
  }

  private func warn(_ problem: String) {
    if warning == nil { warning = "render record '\(path)' \(problem)" }
  }

  /// The record's entries, under the folder's shared lock; what is wrong is
  /// said with `consequence` (what the run does about it).
  private func read(then consequence: String) -> [String: Entry] {
    guard let folder else { return [:] }
    folder.lock(exclusive: false)
    defer { folder.unlock() }
    switch folder.read(Self.fileName, limit: Self.byteLimit) {
    case .missing:
      return [:]
    case .bytes(let bytes):
      let parsed = Self.parseCounting(bytes)
      hasOldLines = parsed.lines > parsed.entries.count
      if let damage = parsed.damage {
        warn("\(damage); their jobs render again, and the record is rewritten without them")
      }
      return parsed.entries
    case .tooLarge:
      warn("is larger than \(Self.byteLimit >> 20) MiB; \(consequence), and the record is rewritten")
    case .notAFile(.folder):
      journal = .unusable
      warn("is a folder; \(consequence) and nothing is recorded (remove the folder to keep a record)")
    case .notAFile(.unreadable(let code)):
      warn("cannot be read (\(FileSystem.systemError(code))); \(consequence)")
    case .notAFile(let entry):
      warn("is \(entry), not a file, and is left unread; \(consequence), and a file replaces it")
    }
    return [:]
  }

  /// Whether `output` exists exactly as a run with this fingerprint left it.
  func isCurrent(_ output: String, fingerprint: String) -> Bool {
    guard let entry = entries[output], entry.fingerprint == fingerprint, let stamp = FileSystem.stamp(output) else {
      return false
    }
    return stamp == (entry.size, entry.modified)
  }

  /// Renames a job's staged outputs into place and records them, holding the
  /// folder's lock across both, so runs at once record in the order they
  /// renamed. Throws when an output cannot be renamed; the record's own
  /// trouble is a `warning`, never an error.
  func commit(_ staged: [StagedOutput], as outputs: [String], fingerprint: String) throws(TagFlowError) {
    folder?.lock(exclusive: true)
    defer { folder?.unlock() }
    noteUnrecorded(outputs)
    for output in staged { try output.commit() }
    var lines = ""
    for output in outputs {
      guard let (size, modified) = FileSystem.stamp(output) else { continue }
      let entry = Entry(fingerprint: fingerprint, size: size, modified: modified)
      entries[output] = entry
      lines += Self.line(output, entry)
      appended += 1
    }
    append(Array(lines.utf8))
  }

  /// Notes which of `outputs` exist with no line of the record, as this run read it or as
  /// the file holds it now (another run may have written them since). Only a record read
  /// whole can tell: a damaged one has already said its jobs render again. Called with the
  /// folder locked.
  private func noteUnrecorded(_ outputs: [String]) {
    guard let folder, warning == nil else { return }
    let unknown = outputs.filter { entries[$0] == nil && FileSystem.stamp($0) != nil }
    guard !unknown.isEmpty else { return }
    var onFile: [String: Entry] = [:]
    if case .bytes(let bytes) = folder.read(Self.fileName, limit: Self.byteLimit) { onFile = Self.parse(bytes).entries }
    replacedUnrecorded += unknown.filter { onFile[$0] == nil }
  }

  /// Appends lines to the file, opening it (again, if another run has
  /// rewritten it since) by name in the folder. Called with the folder locked.
  private func append(_ bytes: [UInt8]) {
    guard let folder, !bytes.isEmpty else { return }
    if case .open(let file) = journal, !folder.holds(file, as: Self.fileName) { journal = .closed }
    if case .closed = journal { journal = openJournal(in: folder) }
    guard case .open(let file) = journal else { return }
    do { try file.appendLines(bytes) } catch {
      journal = .unusable
      warn("cannot be written (\(error.message)); nothing more is recorded this run")
    }
  }

  private func openJournal(in folder: OpenFolder) -> Journal {
    let failure: OpenFolder.AppendFailure
    switch folder.openForAppending(Self.fileName) {
    case .success(let file): return .open(file)
    case .failure(let found): failure = found
    }
    switch failure.entry {
    case .link, .special:
      // Replaced by a file, never written through: a link's target stays as it was.
      if (try? folder.replace(Self.fileName, with: [])) != nil,
        case .success(let file) = folder.openForAppending(Self.fileName)
      {
        return .open(file)
      }
      warn("is \(failure.entry) and cannot be replaced by a file; nothing is recorded this run")
    case .folder:
      warn("is a folder; nothing is recorded (remove the folder to keep a record)")
    case .unreadable(let code):
      warn("cannot be written (\(FileSystem.systemError(code))); nothing is recorded this run")
    case .missing, .file:
      warn("cannot be opened; nothing is recorded this run")
    }
    return .unusable
  }

  /// Rewrites the file with one line per output that still exists, when no
  /// other run of the manifest is running; otherwise leaves it as it is. A
  /// record this run could not append to (read-only, a folder) is left alone.
  func compact() {
    // A record this run neither added to nor found untidy is left as it is: an up-to-date
    // rerun of a million jobs reads it once and writes nothing.
    guard appended > 0 || hasOldLines || warning != nil else { return }
    guard let folder, lock?.tryExclusive() ?? true else { return }
    folder.lock(exclusive: true)
    defer { folder.unlock() }
    if case .closed = journal, folder.entry(Self.fileName) != .missing { journal = openJournal(in: folder) }
    if case .unusable = journal { return }
    // The file is the truth: it holds this run's lines and those of runs that ran beside it.
    var merged: [String: Entry] = [:]
    // What is there now, when it is a file; nil when something must replace it.
    var old: [UInt8]? = []
    switch folder.read(Self.fileName, limit: Self.byteLimit) {
    case .bytes(let bytes):
      old = bytes
      merged = Self.parse(bytes).entries
    case .missing:
      break
    case .tooLarge, .notAFile(.link), .notAFile(.special):
      old = nil
    case .notAFile:
      return  // a folder, or a file that cannot be read: left as it is
    }
    for (output, entry) in entries where merged[output] == nil { merged[output] = entry }
    let lines = merged.keys.sorted().compactMap { output in
      FileSystem.stamp(output) == nil ? nil : Self.line(output, merged[output]!)
    }
    let bytes = Array(lines.joined().utf8)
    guard bytes != old else { return }
    do { try folder.replace(Self.fileName, with: bytes) } catch {
      warn("cannot be written (\(error.message))")
    }
  }

  private static func line(_ output: String, _ entry: Entry) -> String {
    "\(entry.fingerprint) \(entry.size) \(entry.modified) \(output)\n"
  }
}

extension RenderState {
  /// The entries of a record's bytes, later lines winning, and what was
  /// wrong with the lines that could not be read, if any were.
  static func parse(_ bytes: [UInt8]) -> (entries: [String: Entry], damage: String?) {
    let parsed = parseCounting(bytes)
    return (parsed.entries, parsed.damage)
  }

  /// `parse`, and how many lines were read (more than the entries when an output has several).
  static func parseCounting(_ bytes: [UInt8]) -> (entries: [String: Entry], damage: String?, lines: Int) {
    var entries: [String: Entry] = [:]
    var read = 0
    var damaged = 0
    var first: (line: Int, reason: String)?
    var start = 0
    var number = 0
    while start < bytes.count {
      number += 1
      let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n"))
      let line = bytes[start..<(end ?? bytes.count)]
      start = (end ?? bytes.count) + 1
      // Every line of the record ends with a line break: text without one was cut short.
      let cutShort = end == nil && String(validating: line, as: UTF8.self) != nil
      switch cutShort ? .failure(.cutShort) : parseLine(line) {
      case .success(let (path, entry)):
        entries[path] = entry
        read += 1
      case .failure(let reason):
        damaged += 1
        if first == nil { first = (number, reason.description) }
      }
    }
    guard let first else { return (entries, nil, read) }
    let count = damaged == 1 ? "1 line" : "\(damaged) lines"
    return (entries, "has \(count) that cannot be read (line \(first.line): \(first.reason))", read)
  }

  /// Why a line of the record cannot be read.
  enum LineDamage: Error, CustomStringConvertible {
    case notText, notARecord, numberOutOfRange, cutShort

    var description: String {
      switch self {
      case .notText: "not UTF-8 text"
      case .notARecord: "not FINGERPRINT SIZE TIME PATH"
      case .numberOutOfRange: "a number out of range"
      case .cutShort: "cut short"
      }
    }
  }

  /// `FINGERPRINT SIZE MODIFIED PATH`: 64 lowercase hex digits, a size of at
  /// least 0, a time in nanoseconds (before 1970 is negative), and a path with
  /// no control characters.
  static func parseLine(_ line: ArraySlice<UInt8>) -> Result<(String, Entry), LineDamage> {
    guard let text = String(validating: line, as: UTF8.self) else { return .failure(.notText) }
    let fields = line.split(separator: UInt8(ascii: " "), maxSplits: 3, omittingEmptySubsequences: false)
    guard fields.count == 4, fields[0].count == 64, fields[0].allSatisfy(isLowercaseHex),
      let size = number(fields[1], negative: false), let modified = number(fields[2], negative: true),
      !fields[3].isEmpty, !fields[3].contains(where: { $0 < 0x20 || $0 == 0x7F })
    else {
      return .failure(text.isEmpty ? .notARecord : (fieldsHaveHugeNumber(fields) ? .numberOutOfRange : .notARecord))
    }
    return .success(
      (
        String(decoding: fields[3], as: UTF8.self),
        Entry(fingerprint: String(decoding: fields[0], as: UTF8.self), size: size, modified: modified)
      ))
  }

  private static func isLowercaseHex(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
  }

  private static func isDigits(_ field: ArraySlice<UInt8>, negative: Bool) -> Bool {
    let digits = negative && field.first == UInt8(ascii: "-") ? field.dropFirst() : field
    return !digits.isEmpty && digits.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
  }

  /// Decimal digits (and a leading `-` when `negative`) that fit in an `Int`.
  private static func number(_ field: ArraySlice<UInt8>, negative: Bool) -> Int? {
    guard isDigits(field, negative: negative) else { return nil }
    return Int(String(decoding: field, as: UTF8.self))
  }

  private static func fieldsHaveHugeNumber(_ fields: [ArraySlice<UInt8>]) -> Bool {
    fields.count == 4
      && (isDigits(fields[1], negative: false) && number(fields[1], negative: false) == nil
        || isDigits(fields[2], negative: true) && number(fields[2], negative: true) == nil)
  }
}

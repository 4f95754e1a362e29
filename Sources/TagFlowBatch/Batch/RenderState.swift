// What earlier runs rendered: output path → fingerprint, size and time, kept beside the manifest.

import Glibc
import TagFlow

/// The record that lets a batch skip jobs whose outputs are up to date.
///
/// `.tagflow-state` in the manifest's folder: lines of `FINGERPRINT SIZE
/// MODIFIED PATH`, later lines winning, each PATH from the manifest's folder
/// (`RecordPaths`), so the record is the same whatever folder a batch runs from
/// and whatever spelling of the manifest's path it is given. An entry counts
/// only while its file still has the recorded size and modification time, so an
/// output deleted or edited by hand is rendered again.
///
/// Records written before paths were from the manifest's folder name outputs from
/// the folder that run was started in (`two/a/one.png`, `../a/one.png`). Such a
/// line still counts for the output whose record path ends its path, once the file
/// there has exactly the recorded size and time (`Migration`); the output is then
/// recorded again under its own name and the old line goes when the record is tidied.
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
  /// An output's line as held in memory: 48 bytes, whatever the path's length (a million
  /// outputs take some 100 MB with the table's keys and spare room, not the 1.5 KB an
  /// output that strings of the path and the fingerprint took).
  struct Entry: Equatable {
    var fingerprint: FingerprintKey
    var size: Int
    var modified: Int

    init(fingerprint: FingerprintKey, size: Int, modified: Int) {
      self.fingerprint = fingerprint
      self.size = size
      self.modified = modified
    }

    /// An entry of a fingerprint in hex (64 lowercase digits).
    init(fingerprint: String, size: Int, modified: Int) {
      self.init(fingerprint: FingerprintKey(fingerprint)!, size: size, modified: modified)
    }
  }

  static let fileName = ".tagflow-state"
  /// A record larger than this is set aside unread: 2.5 million lines or so.
  static let byteLimit = 256 << 20

  /// `.tagflow-state` as a path from the working folder, for messages.
  let path: String
  /// How the record names outputs: from the manifest's folder.
  let paths: RecordPaths
  private let folder: OpenFolder?
  /// Lines of the record that name outputs from another working folder, read once a job
  /// misses (`nil` until then).
  private var migration: Migration?
  /// The entries read, by a 128-bit key of the output's path (see `PathKey`); this run's
  /// own lines are on file, not here: compacting reads them back a line at a time.
  private var entries: [PathKey: Entry] = [:]
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
    paths = RecordPaths(prefix: prefix)
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
  private func read(then consequence: String) -> [PathKey: Entry] {
    guard let folder else { return [:] }
    folder.lock(exclusive: false)
    defer { folder.unlock() }
    var entries: [PathKey: Entry] = [:]
    var lines = Self.Lines()
    let found = folder.forEachLine(Self.fileName, limit: Self.byteLimit) { line, ended in
      if let (path, entry) = lines.read(line, ended: ended) { entries[PathKey(bytes: path)] = entry }
      return true
    }
    switch found {
    case .missing:
      return [:]
    case .bytes:
      hasOldLines = lines.read > entries.count
      if let damage = lines.damage {
        warn("\(damage); their jobs render again, and the record is rewritten without them")
      }
      return entries
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
    currentStamp(output, fingerprint: fingerprint) != nil
  }

  /// The size and time of `output` when it exists exactly as a run with this fingerprint left it.
  func currentStamp(_ output: String, fingerprint: String) -> Stamp? {
    let key = paths.key(output)
    guard let stamp = FileSystem.stamp(output) else { return nil }
    if let entry = entries[PathKey(path: key)] {
      guard FingerprintKey(fingerprint) == entry.fingerprint, stamp == (entry.size, entry.modified) else { return nil }
      return Stamp(size: stamp.size, modified: stamp.modified)
    }
    // Recorded, perhaps, by a batch started in another folder before records were kept
    // by the manifest's folder: recorded again under its own name, the old line goes.
    guard let entry = migrationEntry(for: key), FingerprintKey(fingerprint) == entry.fingerprint,
      stamp == (entry.size, entry.modified)
    else { return nil }
    entries[PathKey(path: key)] = entry
    record("\(fingerprint) \(entry.size) \(entry.modified) \(key)\n")
    return Stamp(size: stamp.size, modified: stamp.modified)
  }

  /// The line of an older record that names `key` from another folder, if there is one.
  private func migrationEntry(for key: String) -> Entry? {
    guard let folder else { return nil }
    if migration == nil {
      folder.lock(exclusive: false)
      defer { folder.unlock() }
      migration = Migration(folder: folder)
    }
    return migration?.entry(for: key)
  }

  /// Adds the line of an output found up to date under an older record's name.
  private func record(_ line: String) {
    folder?.lock(exclusive: true)
    defer { folder?.unlock() }
    append(Array(line.utf8))
    appended += 1
  }

  /// A file's size and modification time (nanoseconds since 1970).
  struct Stamp: Equatable {
    var size: Int
    var modified: Int
  }

  /// Renames a job's staged outputs into place and records them, holding the
  /// folder's lock across both, so runs at once record in the order they
  /// renamed. Throws when an output cannot be renamed; the record's own
  /// trouble is a `warning`, never an error.
  /// The outputs' stamps as recorded (`nil` for one that could not be looked at).
  @discardableResult
  func commit(_ staged: [StagedOutput], as outputs: [String], fingerprint: String) throws(TagFlowError) -> [Stamp?] {
    folder?.lock(exclusive: true)
    defer { folder?.unlock() }
    noteUnrecorded(outputs)
    for output in staged { try output.commit() }
    var lines = ""
    var stamps: [Stamp?] = []
    for output in outputs {
      guard let (size, modified) = FileSystem.stamp(output) else {
        stamps.append(nil)
        continue
      }
      stamps.append(Stamp(size: size, modified: modified))
      lines += "\(fingerprint) \(size) \(modified) \(paths.key(output))\n"
      appended += 1
    }
    append(Array(lines.utf8))
    return stamps
  }

  /// Notes which of `outputs` exist with no line of the record, as this run read it or as
  /// the file holds it now (another run may have written them since). Only a record read
  /// whole can tell: a damaged one has already said its jobs render again. Called with the
  /// folder locked.
  private func noteUnrecorded(_ outputs: [String]) {
    guard let folder, warning == nil else { return }
    let keys = Dictionary(outputs.map { ($0, paths.key($0)) }, uniquingKeysWith: { first, _ in first })
    var unknown = Set(
      outputs.filter { entries[PathKey(path: keys[$0]!)] == nil && FileSystem.stamp($0) != nil }.map { keys[$0]! })
    guard !unknown.isEmpty else { return }
    var lines = Self.Lines()
    _ = folder.forEachLine(Self.fileName, limit: Self.byteLimit) { line, ended in
      if let (path, entry) = lines.read(line, ended: ended) {
        let text = String(decoding: path, as: UTF8.self)
        unknown.remove(text)
        // A line of an older record, written from another folder, names it too when the
        // file there is the one it recorded.
        for suffix in Migration.suffixes(of: text) where unknown.contains(suffix) {
          if let found = FileSystem.stamp(paths.located(suffix)), found == (entry.size, entry.modified) {
            unknown.remove(suffix)
          }
        }
      }
      return !unknown.isEmpty
    }
    replacedUnrecorded += outputs.filter { unknown.contains(keys[$0]!) }
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

  /// Rewrites the file with the last line of each output that still exists, in the
  /// file's order, when no other run of the manifest is running; otherwise leaves it as
  /// it is. A record this run could not append to (read-only, a folder) is left alone.
  /// The file is read twice a line at a time, never held whole: memory is a 128-bit key
  /// and a line number per output.
  func compact() {
    // A record this run neither added to nor found untidy is left as it is: an up-to-date
    // rerun of a million jobs reads it once and writes nothing.
    guard appended > 0 || hasOldLines || warning != nil else { return }
    guard let folder, lock?.tryExclusive() ?? true else { return }
    entries = [:]
    folder.lock(exclusive: true)
    defer { folder.unlock() }
    if case .closed = journal, folder.entry(Self.fileName) != .missing { journal = openJournal(in: folder) }
    if case .unusable = journal { return }
    // The file is the truth: it holds this run's lines and those of runs that ran beside it.
    var last: [PathKey: Int32] = [:]
    var lines = Self.Lines()
    var number: Int32 = 0
    let found = folder.forEachLine(Self.fileName) { line, ended in
      number += 1
      if let (path, _) = lines.read(line, ended: ended) { last[PathKey(bytes: path)] = number }
      return true
    }
    switch found {
    case .bytes:
      break
    case .missing:
      return
    case .tooLarge, .notAFile(.link), .notAFile(.special):
      // Something else now has the name: a file, empty, replaces it.
      do { try folder.replace(Self.fileName, with: []) } catch { warn("cannot be written (\(error.message))") }
      return
    case .notAFile:
      return  // a folder, or a file that cannot be read: left as it is
    }
    let replacement: OpenFolder.Replacement
    do { replacement = try folder.replacement(for: Self.fileName) } catch {
      warn("cannot be written (\(error.message))")
      return
    }
    var dropped = Int(number) - lines.read
    number = 0
    var again = Self.Lines()
    var migrated: [String: Bool] = [:]
    _ = folder.forEachLine(Self.fileName) { line, ended in
      number += 1
      guard let (path, entry) = again.read(line, ended: ended) else { return true }
      let key = PathKey(bytes: path)
      guard last[key] == number else {
        dropped += 1
        return true
      }
      if FileSystem.stamp(paths.located(path)) != nil {
        if Migration.isAlias(path, in: last, paths: paths) {
          dropped += 1  // an older record's name of a file that has a line of its own
        } else {
          replacement.write(line)
          replacement.write(CollectionOfOne(UInt8(ascii: "\n")))
        }
      } else if let moved = Migration.placed(path, entry, paths: paths),
        last[PathKey(path: moved)] == nil, migrated.updateValue(true, forKey: moved) == nil
      {
        // A line of an older record (another manifest's, perhaps), named from the folder
        // its run started in: kept, named from the manifest's folder.
        replacement.write(line.prefix(line.count - path.count))
        replacement.write(Array((moved + "\n").utf8))
        dropped += 1
      } else {
        dropped += 1
      }
      return true
    }
    guard dropped > 0 else { return replacement.discard() }
    do { try replacement.commit() } catch { warn("cannot be written (\(error.message))") }
  }
}

extension RenderState {
  /// The lines of a record that may name outputs from the folder an older batch was
  /// started in (`two/a/one.png` for `a/one.png`): each line by every ending of its path
  /// after a `/`, later lines winning. Read once, when a job misses the record.
  struct Migration {
    private var entries: [PathKey: Entry] = [:]

    init(folder: OpenFolder) {
      var lines = Lines()
      _ = folder.forEachLine(RenderState.fileName, limit: RenderState.byteLimit) { line, ended in
        if let (path, entry) = lines.read(line, ended: ended) {
          for suffix in Self.suffixes(of: String(decoding: path, as: UTF8.self)) {
            entries[PathKey(path: suffix)] = entry
          }
        }
        return true
      }
    }

    /// The entry of a line whose path ends with `key` after a `/`, if there is one.
    func entry(for key: String) -> Entry? {
      entries[PathKey(path: key)]
    }

    /// The endings of `path` after each `/`, longest first: `two/a/one.png` gives
    /// `a/one.png` and `one.png`; `../a.png` gives `a.png`.
    static func suffixes(of path: String) -> [String] {
      var found: [String] = []
      var rest = Substring(path)
      while let slash = rest.firstIndex(of: "/") {
        rest = rest[rest.index(after: slash)...]
        if !rest.isEmpty, !rest.hasPrefix("/") { found.append(String(rest)) }
      }
      return found
    }

    /// Whether `path`, a line's, names from another folder a file that also has a line of
    /// its own in `last` (by an ending of `path`): `../two/b/x.png` beside `b/x.png`, run
    /// in `two`. Told by the file itself (device and inode), never by the names alone.
    static func isAlias(_ path: ArraySlice<UInt8>, in last: [PathKey: Int32], paths: RecordPaths) -> Bool {
      guard path.contains(UInt8(ascii: "/")) else { return false }
      let text = String(decoding: path, as: UTF8.self)
      var identity: (UInt64, UInt64)?
      for suffix in suffixes(of: text) where last[PathKey(path: suffix)] != nil {
        if identity == nil { identity = fileIdentity(paths.located(text)) }
        guard let identity else { return false }
        if let other = fileIdentity(paths.located(suffix)), other == identity { return true }
      }
      return false
    }

    /// A file's device and inode, never through a link.
    private static func fileIdentity(_ path: String) -> (UInt64, UInt64)? {
      var info = stat()
      guard lstat(path.platformPath, &info) == 0 else { return nil }
      return (UInt64(info.st_dev), UInt64(info.st_ino))
    }

    /// The record path, from the manifest's folder, of the line of an older record that
    /// named `path` from another folder: the longest ending of `path` whose file has the
    /// line's size and time exactly; `nil` when there is none.
    static func placed(_ path: ArraySlice<UInt8>, _ entry: Entry, paths: RecordPaths) -> String? {
      suffixes(of: String(decoding: path, as: UTF8.self)).first { suffix in
        FileSystem.stamp(paths.located(suffix)).map { $0 == (entry.size, entry.modified) } ?? false
      }
    }
  }

  /// The entries of a record's bytes by path, later lines winning, and what was
  /// wrong with the lines that could not be read, if any were.
  static func parse(_ bytes: [UInt8]) -> (entries: [String: Entry], damage: String?) {
    var entries: [String: Entry] = [:]
    var lines = Lines()
    var start = 0
    while start < bytes.count {
      let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n"))
      if let (path, entry) = lines.read(bytes[start..<(end ?? bytes.count)], ended: end != nil) {
        entries[String(decoding: path, as: UTF8.self)] = entry
      }
      start = (end ?? bytes.count) + 1
    }
    return (entries, lines.damage)
  }

  /// The lines of a record read one after another: each line's path and entry, and what
  /// was wrong with those that could not be read.
  struct Lines {
    /// Lines read as entries.
    private(set) var read = 0
    private var number = 0
    private var damaged = 0
    private var first: (line: Int, reason: String)?

    /// The path and entry of the next line (`ended`: it had its line break), or `nil`,
    /// counted as damage.
    mutating func read(_ line: ArraySlice<UInt8>, ended: Bool) -> (ArraySlice<UInt8>, Entry)? {
      number += 1
      // Every line of the record ends with a line break: text without one was cut short.
      let cutShort = !ended && String(validating: line, as: UTF8.self) != nil
      switch cutShort ? .failure(.cutShort) : parseLine(line) {
      case .success(let found):
        read += 1
        return found
      case .failure(let reason):
        damaged += 1
        if first == nil { first = (number, reason.description) }
        return nil
      }
    }

    /// What was wrong, in a few words, or `nil`.
    var damage: String? {
      guard let first else { return nil }
      let count = damaged == 1 ? "1 line" : "\(damaged) lines"
      return "has \(count) that cannot be read (line \(first.line): \(first.reason))"
    }
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
  static func parseLine(_ line: ArraySlice<UInt8>) -> Result<(ArraySlice<UInt8>, Entry), LineDamage> {
    guard String(validating: line, as: UTF8.self) != nil else { return .failure(.notText) }
    let fields = line.split(separator: UInt8(ascii: " "), maxSplits: 3, omittingEmptySubsequences: false)
    guard fields.count == 4, fields[0].count == 64, fields[0].allSatisfy(isLowercaseHex),
      let key = FingerprintKey(hex: fields[0]),
      let size = number(fields[1], negative: false), let modified = number(fields[2], negative: true),
      !fields[3].isEmpty, !fields[3].contains(where: { $0 < 0x20 || $0 == 0x7F })
    else {
      return .failure(line.isEmpty ? .notARecord : (fieldsHaveHugeNumber(fields) ? .numberOutOfRange : .notARecord))
    }
    return .success((fields[3], Entry(fingerprint: key, size: size, modified: modified)))
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
    let minus = field.first == UInt8(ascii: "-")
    var value = 0
    for digit in minus ? field.dropFirst() : field {
      let (times, overflow) = value.multipliedReportingOverflow(by: 10)
      let (sum, carry) = times.subtractingReportingOverflow(Int(digit - UInt8(ascii: "0")))
      guard !overflow, !carry else { return nil }
      value = sum
    }
    // Summed as a negative number: Int.min has no positive counterpart.
    if minus { return value }
    return value == .min ? nil : -value
  }

  private static func fieldsHaveHugeNumber(_ fields: [ArraySlice<UInt8>]) -> Bool {
    fields.count == 4
      && (isDigits(fields[1], negative: false) && number(fields[1], negative: false) == nil
        || isDigits(fields[2], negative: true) && number(fields[2], negative: true) == nil)
  }
}

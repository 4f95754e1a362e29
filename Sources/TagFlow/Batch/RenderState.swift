// What earlier runs rendered: output path → fingerprint, size and time, kept beside the manifest.

import Glibc

/// The record that lets a batch skip jobs whose outputs are up to date.
///
/// It is a text file of lines `FINGERPRINT SIZE MODIFIED PATH`, later lines
/// winning. Each finished job appends its line at once, in one `write` to a
/// file opened with `O_APPEND`, so a run killed midway keeps what it finished
/// and runs at once (two shards of one manifest) never mix their lines. Only
/// a run that finds itself alone (see `ManifestLock`) rewrites the file, from
/// what the file holds then, so no other run's lines are lost. An entry counts
/// only while its file still has the recorded size and modification time, so
/// an output deleted or edited by hand is rendered again.
///
/// Not thread-safe: a batch keeps it behind its workers' lock.
final class RenderState: @unchecked Sendable {
  struct Entry: Equatable {
    var fingerprint: String
    var size: Int
    var modified: Int
  }

  /// `.tagflow-state` in the manifest's folder.
  let path: String
  private var entries: [String: Entry] = [:]
  private var journal: Int32 = -1
  private let lock: ManifestLock?
  /// No other batch of this manifest was running when this one started.
  let startedAlone: Bool

  /// Reads the record of `manifest`, once no other run is rewriting it.
  init(forManifest manifest: String) throws(TagFlowError) {
    path = ManifestFolder(manifestPath: manifest).resolve(".tagflow-state")
    lock = ManifestLock(manifest: manifest)
    startedAlone = lock?.tryExclusive() ?? true
    switch FileSystem.kind(of: path) {
    case .folder:
      throw TagFlowError(
        "state: '\(path)' is a folder; tagflow keeps its render record in a file there (remove the folder, "
          + "or run with --force to render everything)")
    case .missing: break
    case .file:
      // Unreadable (permissions) is reported rather than silently rendering everything.
      entries = try RenderState.parse(FileSystem.readText(path, field: "state"))
    }
  }

  deinit {
    if journal >= 0 { close(journal) }
  }

  /// Lets other runs of the manifest start, once this one has cleaned up.
  func share() {
    lock?.share()
  }

  private static func parse(_ text: String) -> [String: Entry] {
    var entries: [String: Entry] = [:]
    for line in text.split(separator: "\n") {
      // A line cut short by a kill has fewer fields or a bad number: skip it.
      let fields = line.split(separator: " ", maxSplits: 3)
      guard fields.count == 4, let size = Int(fields[1]), let modified = Int(fields[2]) else {
        continue
      }
      entries[String(fields[3])] = Entry(fingerprint: String(fields[0]), size: size, modified: modified)
    }
    return entries
  }

  /// Whether `output` exists exactly as a run with this fingerprint left it.
  func isCurrent(_ output: String, fingerprint: String) -> Bool {
    guard let entry = entries[output], entry.fingerprint == fingerprint, let stamp = FileSystem.stamp(output) else {
      return false
    }
    return stamp == (entry.size, entry.modified)
  }

  /// Records a freshly written output, in memory and at the end of the file.
  func record(_ output: String, fingerprint: String) {
    guard let (size, modified) = FileSystem.stamp(output) else { return }
    let entry = Entry(fingerprint: fingerprint, size: size, modified: modified)
    entries[output] = entry
    if journal < 0 { journal = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644) }
    guard journal >= 0 else { return }
    // One write per line: appends of other runs land before or after it, never inside.
    let line = Array(Self.line(output, entry).utf8)
    _ = line.withUnsafeBytes { write(journal, $0.baseAddress, $0.count) }
  }

  /// Rewrites the file with one line per output that still exists, when no
  /// other run of the manifest is running; otherwise leaves it as it is.
  func compact() throws(TagFlowError) {
    guard lock?.tryExclusive() ?? true else { return }
    // The file is the truth: it holds this run's lines and those of runs that ran beside it.
    var merged = (try? RenderState.parse(FileSystem.readText(path, field: "state"))) ?? [:]
    for (output, entry) in entries where merged[output] == nil { merged[output] = entry }
    let lines = merged.keys.sorted().compactMap { output in
      FileSystem.stamp(output) == nil ? nil : Self.line(output, merged[output]!)
    }
    try FileSystem.write(Array(lines.joined().utf8), to: path)
  }

  private static func line(_ output: String, _ entry: Entry) -> String {
    "\(entry.fingerprint) \(entry.size) \(entry.modified) \(output)\n"
  }
}

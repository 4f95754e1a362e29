// What earlier runs rendered: output path → fingerprint, size and time, kept beside the manifest.

import Glibc

/// The record that lets a batch skip jobs whose outputs are up to date.
///
/// It is a text file of lines `FINGERPRINT SIZE MODIFIED PATH`, later lines
/// winning. Each finished job appends its line at once, so a run killed
/// midway keeps what it finished; the end of a run rewrites the file whole.
/// An entry counts only while its file still has the recorded size and
/// modification time, so an output deleted or edited by hand is rendered again.
final class RenderState {
  struct Entry: Equatable {
    var fingerprint: String
    var size: Int
    var modified: Int
  }

  /// `.tagflow-state` in the manifest's folder.
  let path: String
  private var entries: [String: Entry] = [:]
  private var journal: Int32 = -1

  init(forManifest manifest: String) {
    path = ManifestFolder(manifestPath: manifest).resolve(".tagflow-state")
    let text = (try? FileSystem.readText(path, field: "state")) ?? ""
    for line in text.split(separator: "\n") {
      // A line cut short by a kill has fewer fields or a bad number: skip it.
      let fields = line.split(separator: " ", maxSplits: 3)
      guard fields.count == 4, let size = Int(fields[1]), let modified = Int(fields[2]) else { continue }
      entries[String(fields[3])] = Entry(fingerprint: String(fields[0]), size: size, modified: modified)
    }
  }

  deinit {
    if journal >= 0 { close(journal) }
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
    let line = Array(Self.line(output, entry).utf8)
    _ = line.withUnsafeBytes { write(journal, $0.baseAddress, $0.count) }
  }

  /// Rewrites the file with one line per output that still exists.
  func compact() throws(TagFlowError) {
    let lines = entries.keys.sorted().compactMap { output in
      FileSystem.stamp(output) == nil ? nil : Self.line(output, entries[output]!)
    }
    try FileSystem.write(Array(lines.joined().utf8), to: path)
  }

  private static func line(_ output: String, _ entry: Entry) -> String {
    "\(entry.fingerprint) \(entry.size) \(entry.modified) \(output)\n"
  }
}

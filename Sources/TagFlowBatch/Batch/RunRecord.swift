// A whole run that left every output up to date, recorded so that a rerun of the same manifest reads no job at all.

import Glibc
import TagFlow

/// `.tagflow-run` beside the manifest: what the last complete run of a manifest
/// found or left, so that an up-to-date rerun of a million jobs checks files
/// instead of reading, checking and fingerprinting every job (the `RenderState`
/// path costs 50–60 µs a job; this one an `lstat` an output).
///
/// A run writes it only when it was whole and clean: every valid job of its
/// shard finished, rendered or up to date, the manifest had no problem, the
/// render record could be used, and the manifest and every file its jobs read
/// (tag files, themes, fonts) are regular files not changed since a second
/// before the run began. Its paths are from the manifest's folder (`RecordPaths`), as
/// `.tagflow-state`'s are, so a rerun from another folder, or through another spelling of
/// the manifest's path, finds it as well. Its lines:
///
///     tagflow run record 2
///     manifest SIZE MODIFIED            (the manifest when the run began)
///     output SIZE MODIFIED PATH         (each output, as the run recorded it)
///     input PATH                        (each file the jobs read)
///     folder PATH                       (each folder outputs were written in)
///     digest HEX                        (`RunRecord.digest`)
///     end JOBS OUTPUTS STATE-SIZE STATE-MODIFIED STATE-INODE
///
/// A rerun skips every job only when all of it still holds, each case checked
/// without reading a job:
/// - the manifest's bytes, the bytes and real paths of the files listed, the real
///   paths of the output folders, tagflow's version, the manifest's file name, the
///   trust options, the shard and `SOURCE_DATE_EPOCH` give
///   the same SHA-256 (`digest`): an edited manifest, tag file, theme or font,
///   or a folder that became a link elsewhere, gives another;
/// - every output is still a regular file (not a link) of the recorded size and
///   modification time: one deleted, edited or replaced is not;
/// - `.tagflow-state` has the size, time and inode it had when the run ended: a
///   record deleted, edited or added to since (by any run) is not.
/// Otherwise the batch reads its jobs as ever, job by job. The record is a
/// cache: a file that cannot be read, or is not this manifest's, is ignored and
/// replaced at the end of the next clean run; it is only ever a regular file in
/// the manifest's folder, written by name there, never through a link.
enum RunRecord {
  static let fileName = ".tagflow-run"
  static let header = "tagflow run record 2"
  /// A run that reads more files, or writes into more folders, than this is not recorded.
  static let fileLimit = 10_000
  /// Files changed this close to a run's start (nanoseconds) may have changed during it.
  static let settleTime = 1_000_000_000

  /// What identifies a run besides its files.
  struct Identity {
    var manifest: String
    var policy: ManifestPolicy
    var shard: Shard?
  }

  /// The SHA-256 of a run's inputs (see the type's notes), or `nil` when one of them is
  /// not a regular file that can be read. `inputs` and `folders` are record paths (`paths`).
  static func digest(_ identity: Identity, inputs: [String], folders: [String], paths: RecordPaths) -> String? {
    var digest = Fingerprint()
    digest.add("tagflow run \(TagFlowVersion.current)")
    // The manifest's name, not the path it was given by: the record is in its folder.
    digest.add(identity.manifest.split(separator: "/").last.map(String.init) ?? identity.manifest)
    digest.add("outside \(identity.policy.allowsOutsidePaths)")
    digest.add("schemes \(identity.policy.links.extraSchemes.sorted().joined(separator: ","))")
    digest.add("shard \(identity.shard?.description ?? "all")")
    digest.add("epoch " + (getenv("SOURCE_DATE_EPOCH").map { String(cString: $0) } ?? "-"))
    guard add(file: identity.manifest, to: &digest) else { return nil }
    digest.add(count: inputs.count)
    for input in inputs {
      guard let real = realPath(paths.located(input)) else { return nil }
      digest.add(input)
      digest.add(real)
      guard add(file: paths.located(input), to: &digest) else { return nil }
    }
    digest.add(count: folders.count)
    for folder in folders {
      let located = paths.located(folder)
      guard let real = realPath(located.isEmpty ? "." : located) else { return nil }
      digest.add(folder)
      digest.add(real)
    }
    return digest.description
  }

  private static func realPath(_ path: String) -> String? {
    guard let real = realpath(path.platformPath, nil) else { return nil }
    defer { free(real) }
    return PathBytes.decode(cString: real)
  }

  /// Adds the bytes of the regular file `path` and their count; `false` when it is not one.
  private static func add(file path: String, to digest: inout Fingerprint) -> Bool {
    let descriptor = open(path.platformPath, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
    var buffer = [UInt8](repeating: 0, count: 1 << 20)
    var total = 0
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { return false }
      if count == 0 { break }
      digest.add(bytes: Array(buffer[..<count]))
      total += count
    }
    digest.add(count: total)
    return true
  }

  /// A regular file's size, modification time (nanoseconds) and inode, never through a link.
  static func stamp(_ path: String) -> (size: Int, modified: Int, inode: UInt64)? {
    var info = stat()
    guard lstat(path.platformPath, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    return (
      Int(info.st_size), Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec), UInt64(info.st_ino)
    )
  }

  /// How many valid jobs the manifest's last clean run had, when everything it recorded
  /// still holds (the batch can then skip them all unread), or `nil`.
  static func upToDate(_ identity: Identity) -> Int? {
    let paths = RecordPaths(manifest: identity.manifest)
    let prefix = paths.prefix
    guard let folder = try? OpenFolder(prefix), let manifest = stamp(identity.manifest) else { return nil }
    // Read under the folder's shared lock: no run renames an output or records it meanwhile.
    folder.lock(exclusive: false)
    defer { folder.unlock() }
    var reader = Reader(manifest: manifest, paths: paths)
    let found = folder.forEachLine(fileName) { line, ended in ended && reader.read(line) }
    guard case .bytes = found, let end = reader.end, reader.outputs == end.outputs,
      let state = stamp(prefix + RenderState.fileName), state == end.state,
      let digest = digest(identity, inputs: reader.inputs, folders: reader.folders, paths: paths),
      digest == reader.digest
    else { return nil }
    return end.jobs
  }

  /// The lines of a record, checked as they come: `read` says `false` at the first that fails.
  private struct Reader {
    let manifest: (size: Int, modified: Int, inode: UInt64)
    let paths: RecordPaths
    var number = 0
    var outputs = 0
    var inputs: [String] = []
    var folders: [String] = []
    var digest: String?
    var end: (jobs: Int, outputs: Int, state: (size: Int, modified: Int, inode: UInt64))?

    mutating func read(_ bytes: ArraySlice<UInt8>) -> Bool {
      number += 1
      guard end == nil, let line = String(validating: bytes, as: UTF8.self) else { return false }
      if number == 1 { return line == RunRecord.header }
      let fields = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
      guard fields.count == 2 else { return false }
      let rest = fields[1]
      switch fields[0] {
      case "manifest" where number == 2:
        return numbers(rest, 2) == [manifest.size, manifest.modified]
      case "output" where number > 2 && inputs.isEmpty && folders.isEmpty && digest == nil:
        let parts = rest.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, let size = Int(parts[0]), let modified = Int(parts[1]),
          let found = stamp(paths.located(String(parts[2]))), found.size == size, found.modified == modified
        else { return false }
        outputs += 1
        return true
      case "input" where number > 2 && folders.isEmpty && digest == nil && inputs.count < fileLimit:
        inputs.append(String(rest))
        return true
      case "folder" where number > 2 && digest == nil && folders.count < fileLimit:
        folders.append(String(rest))
        return true
      case "digest" where number > 2 && digest == nil:
        digest = String(rest)
        return true
      case "end" where digest != nil:
        guard let values = numbers(rest, 5), values[0] >= 0, values[4] >= 0 else { return false }
        end = (values[0], values[1], (values[2], values[3], UInt64(values[4])))
        return true
      default:
        return false
      }
    }

    private func numbers(_ text: Substring, _ count: Int) -> [Int]? {
      let values = text.split(separator: " ", omittingEmptySubsequences: false).compactMap { Int($0) }
      return values.count == count ? values : nil
    }
  }

  /// A record being written as a run goes: begun when the run starts, an output line as
  /// each job finishes, and whole (`finish`) only when the run turns out clean; otherwise
  /// dropped, and the record there stays as it was. Not thread-safe: the batch calls it
  /// under its lock.
  final class Writer: @unchecked Sendable {
    private let identity: Identity
    /// The files the jobs read, from the working folder.
    private let inputs: [String]
    private let replacement: OpenFolder.Replacement
    private let paths: RecordPaths
    /// When the run began, nanoseconds since 1970.
    private let began: Int
    private var folders: [String] = []
    private var seenFolders: Set<String> = []
    private var outputs = 0
    /// Something this run did cannot be recorded (an output without a stamp, too many folders).
    private var spoiled = false

    /// Starts the record of a run of the manifest whose jobs read `inputs`; `nil` when
    /// the run cannot be recorded (the folder cannot be written, too many inputs).
    init?(_ identity: Identity, inputs: [String]?) {
      guard let inputs, inputs.count <= RunRecord.fileLimit, let manifest = RunRecord.stamp(identity.manifest)
      else { return nil }
      paths = RecordPaths(manifest: identity.manifest)
      guard let folder = try? OpenFolder(paths.prefix),
        let replacement = try? folder.replacement(for: RunRecord.fileName)
      else { return nil }
      var now = timespec()
      clock_gettime(CLOCK_REALTIME, &now)
      began = Int(now.tv_sec) * 1_000_000_000 + Int(now.tv_nsec)
      self.identity = identity
      self.inputs = inputs
      self.replacement = replacement
      write("\(RunRecord.header)\nmanifest \(manifest.size) \(manifest.modified)\n")
    }

    private func write(_ text: String) {
      var text = text
      text.withUTF8 { replacement.write($0) }
    }

    /// Notes a job's outputs as the render record has them (`nil`: it could not tell).
    func add(_ files: [String], stamps: [RenderState.Stamp?]) {
      guard !spoiled else { return }
      for (output, stamp) in zip(files, stamps) {
        guard let stamp else {
          spoiled = true
          return
        }
        let path = self.paths.key(output)
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
        if seenFolders.insert(folder).inserted {
          folders.append(folder)
          if folders.count > RunRecord.fileLimit {
            spoiled = true
            return
          }
        }
        write("output \(stamp.size) \(stamp.modified) \(path)\n")
        outputs += 1
      }
    }

    /// Puts the record in place if the run was clean (`clean`, and nothing it read changed
    /// since just before it began); drops it otherwise.
    func finish(clean: Bool, jobs: Int) {
      defer { replacement.discard() }
      guard clean, !spoiled,
        (([identity.manifest] + inputs).allSatisfy {
          RunRecord.stamp($0).map { $0.modified < began - settleTime } ?? false
        }),
        case let keys = inputs.map(paths.key),
        let digest = RunRecord.digest(identity, inputs: keys, folders: folders, paths: paths),
        let state = RunRecord.stamp(paths.prefix + RenderState.fileName)
      else { return }
      for input in keys { write("input \(input)\n") }
      for folder in folders { write("folder \(folder)\n") }
      write("digest \(digest)\nend \(jobs) \(outputs) \(state.size) \(state.modified) \(state.inode)\n")
      try? replacement.commit()
    }
  }
}

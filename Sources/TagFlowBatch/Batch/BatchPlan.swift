// What a batch would do, worked out without rendering or writing anything (`tagflow batch --dry-run`).

import TagFlow

/// The valid jobs of a manifest's shard and whether each would render or is up to date,
/// judged as `BatchRunner` judges it (the render record's fingerprints and file stamps),
/// but read without a lock and without touching a file: no output, no record, no lock file,
/// no temporary file is made or removed.
package struct BatchPlan: Sendable {
  package struct Entry: Sendable, Equatable {
    package var index: Int
    package var outputs: [String]
    /// Its outputs exist as the last run with these inputs left them: a batch would skip it.
    package var upToDate: Bool
  }

  package var entries: [Entry] = []

  /// The jobs of `stream` that `check` found valid, in `options`' shard, in manifest order.
  package static func make(
    _ stream: ManifestStream, check: ManifestCheck, options: BatchOptions
  ) throws(TagFlowError) -> BatchPlan {
    let shard = options.shard
    let jobs = try stream.jobs(check, where: { index in shard?.contains(index) ?? true })
    let record = options.incremental && !options.force ? Self.record(of: stream.file) : [:]
    let names = RecordPaths(manifest: stream.file)
    // Lines of an older record that name outputs from another working folder, by each ending
    // of their paths (`RenderState.Migration`), made once a job misses.
    var older: [String: RenderState.Entry]?
    var fingerprinter = JobFingerprinter(paths: names)
    var digests: [String: String] = [:]
    var plan = BatchPlan()
    while let job = jobs.next() {
      let paths = job.outputs.map(\.path)
      var upToDate = false
      if !record.isEmpty {
        let fingerprint = FingerprintKey(
          fingerprinter.fingerprint(of: job) { file in
            if let known = digests[file] { return known }
            let digest = Fingerprint.digest(ofFile: file)
            digests[file] = digest
            return digest
          }.description)
        upToDate = paths.allSatisfy { path in
          let key = names.key(path)
          guard let stamp = FileSystem.stamp(path) else { return false }
          var found = record[key]
          if found == nil {
            if older == nil {
              older = [:]
              for (recorded, entry) in record {
                for suffix in RenderState.Migration.suffixes(of: recorded) { older?[suffix] = entry }
              }
            }
            found = older?[key]
          }
          guard let entry = found, entry.fingerprint == fingerprint else { return false }
          return stamp == (entry.size, entry.modified)
        }
      }
      plan.entries.append(Entry(index: job.index, outputs: paths, upToDate: upToDate))
    }
    return plan
  }

  /// The render record beside `manifest`, read as it is; empty when there is none or it
  /// cannot be read (then every job would render, as a batch would say).
  private static func record(of manifest: String) -> [String: RenderState.Entry] {
    let path = ManifestFolder(manifestPath: manifest).prefix + RenderState.fileName
    guard FileSystem.kind(of: path) == .file,
      let bytes = try? FileSystem.readBytes(path, field: "render record")
    else { return [:] }
    return RenderState.parse(bytes).entries
  }
}

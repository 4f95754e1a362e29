// One worker's job fingerprints, reusing the encoding of the settings a catalogue's jobs share.

import TagFlow

/// Fingerprints jobs one after another. A job's settings (everything but its tags)
/// are encoded only when they differ from the last job's: in a catalogue most jobs
/// differ only in their tags and outputs, and comparing two jobs costs far less than
/// encoding one. A tag that is nothing but its text is written as that text; any other
/// tag is encoded whole. The digests do not depend on which jobs came before
/// (`Fingerprint.of` is a fresh fingerprinter).
struct JobFingerprinter {
  /// The last settings encoded and their encoding.
  private var last: (settings: Job, bytes: [UInt8])?
  /// How the manifest's record names files: a job's font files are encoded by these names,
  /// from the manifest's folder, so a fingerprint is the same from any working folder.
  var paths: RecordPaths?

  init(paths: RecordPaths? = nil) {
    self.paths = paths
  }

  /// The fingerprint of one job's outputs: the tool's version, the job's encoding, its
  /// scale and formats, and the digests of its font files (`fontDigests`).
  mutating func fingerprint(of job: ManifestJob, fontDigests: (String) -> String) -> Fingerprint {
    var fingerprint = Fingerprint()
    fingerprint.add("tagflow \(TagFlowVersion.current)")
    let settings = encodedSettings(of: job.job)
    fingerprint.add(count: settings.count)
    fingerprint.add(bytes: settings)
    fingerprint.add(count: job.job.tags.count)
    for tag in job.job.tags {
      // `==` compares every stored field, so a field a tag gains later is never left out.
      if tag == TagItem(tag.text) {
        fingerprint.add("p" + tag.text)
      } else {
        let encoder = FingerprintEncoder()
        try? tag.encode(to: encoder)
        fingerprint.add(count: encoder.bytes.count)
        fingerprint.add(bytes: encoder.bytes)
      }
    }
    fingerprint.add("\(job.scale)")
    for output in job.outputs { fingerprint.add(output.format.rawValue) }
    for file in job.job.fonts.files { fingerprint.add(fontDigests(file)) }
    return fingerprint
  }

  /// The encoding of `job` without its tags, reused while the settings stay equal.
  /// (`==` takes 0 and -0 as equal; the encoder writes both as 0, so the reuse is exact.)
  private mutating func encodedSettings(of job: Job) -> [UInt8] {
    var settings = job
    settings.tags = []
    if let paths { settings.fonts.files = settings.fonts.files.map(paths.key) }
    if let last, last.settings == settings { return last.bytes }
    let encoder = FingerprintEncoder()
    try? settings.encode(to: encoder)
    last = (settings, encoder.bytes)
    return encoder.bytes
  }
}

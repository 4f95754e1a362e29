// A stable digest of everything that decides a job's output bytes.

/// 128 bits of FNV-1a over a job's encoding, its formats and scale, the
/// contents of its font files and the tool's version: if it matches the one
/// recorded for an existing output, rendering again would give the same bytes.
/// (Swift's `hashValue` is seeded per process, so it cannot be stored.)
struct Fingerprint: Hashable, Sendable, CustomStringConvertible {
  private var low: UInt64 = 0xcbf2_9ce4_8422_2325
  private var high: UInt64 = 0x6c62_272e_07bb_0142

  mutating func add(_ text: String) {
    add(bytes: text.utf8)
    add(bytes: [0])  // keeps "ab","c" apart from "a","bc"
  }

  mutating func add<Bytes: Sequence<UInt8>>(bytes: Bytes) {
    for byte in bytes {
      low = (low ^ UInt64(byte)) &* 0x100_0000_01b3
      high = (high ^ UInt64(byte)) &* 0x100_0000_01b3 &+ 0x9e37_79b9
    }
  }

  var description: String {
    func hex(_ value: UInt64) -> String {
      let digits = String(value, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }
    return hex(high) + hex(low)
  }

  /// The fingerprint of one job's outputs.
  static func of(_ job: ManifestJob, fontDigests: (String) -> String) -> Fingerprint {
    var fingerprint = Fingerprint()
    fingerprint.add("tagflow \(TagFlowVersion.current)")
    // The job's synthesized encoding lists every stored field in declaration
    // order: stable, and it grows with the model without being kept in step.
    let encoder = FingerprintEncoder()
    try? job.job.encode(to: encoder)
    fingerprint.add(encoder.fingerprint.description)
    fingerprint.add("\(job.scale)")
    for output in job.outputs { fingerprint.add(output.format.rawValue) }
    for file in job.job.fonts.files { fingerprint.add(fontDigests(file)) }
    return fingerprint
  }
}

// A stable digest of everything that decides a job's output bytes.

import TagFlow

/// SHA-256 of a job's encoding (`FingerprintEncoder`, `JobFingerprinter`), its formats and scale, the contents of its
/// font files and the tool's version, as 64 lowercase hex digits: if it matches
/// the one recorded for an existing output, rendering again would give the same
/// bytes. (Swift's `hashValue` is seeded per process, so it cannot be stored.)
struct Fingerprint: CustomStringConvertible {
  private var hasher = SHA256()

  /// Adds a text and a terminator, so "ab","c" and "a","bc" differ.
  mutating func add(_ text: String) {
    var text = text
    text.withUTF8 { hasher.update(UnsafeRawBufferPointer($0)) }
    withUnsafeBytes(of: UInt8(0)) { hasher.update($0) }
  }

  mutating func add(bytes: [UInt8]) {
    hasher.update(bytes)
  }

  var description: String {
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    text.reserveCapacity(2 * SHA256.byteCount)
    for byte in hasher.finalize() {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0xF)])
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// Adds a count as 8 bytes, so a list's end is known whatever it holds.
  mutating func add(count: Int) {
    withUnsafeBytes(of: UInt64(count).littleEndian) { hasher.update($0) }
  }

  /// The fingerprint of one job's outputs (see `JobFingerprinter`).
  static func of(_ job: ManifestJob, fontDigests: (String) -> String) -> Fingerprint {
    var fingerprinter = JobFingerprinter()
    return fingerprinter.fingerprint(of: job, fontDigests: fontDigests)
  }
}

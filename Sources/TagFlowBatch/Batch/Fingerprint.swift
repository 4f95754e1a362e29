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

  var description: String { Self.hex(hasher.finalize()) }

  /// Bytes as lowercase hex digits.
  static func hex(_ bytes: some Sequence<UInt8>) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    text.reserveCapacity(2 * SHA256.byteCount)
    for byte in bytes {
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

extension Fingerprint {
  /// The digest of a font file's bytes, as a job's fingerprint takes it; of no bytes when the
  /// file cannot be read (rendering then fails with its own error).
  static func digest(ofFile path: String) -> String {
    var digest = Fingerprint()
    digest.add(bytes: (try? FileSystem.readBytes(path, field: "font")) ?? [])
    return digest.description
  }
}

/// The first 128 bits of a fingerprint, as the render record holds them in memory: two
/// fingerprints of one output agree in them by chance with a probability of 2⁻¹²⁸.
struct FingerprintKey: Hashable {
  let high: UInt64
  let low: UInt64

  /// The key of 64 lowercase hex digits (or more; the first 32 count), `nil` for anything else.
  init?(hex digits: some Collection<UInt8>) {
    var words: [UInt64] = [0, 0]
    var index = 0
    for digit in digits.prefix(32) {
      let value: UInt8
      switch digit {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): value = digit - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): value = digit - UInt8(ascii: "a") + 10
      default: return nil
      }
      words[index / 16] = words[index / 16] << 4 | UInt64(value)
      index += 1
    }
    guard index == 32 else { return nil }
    (high, low) = (words[0], words[1])
  }

  init?(_ text: String) {
    self.init(hex: Array(text.utf8))
  }
}

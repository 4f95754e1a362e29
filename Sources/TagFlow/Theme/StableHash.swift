// FNV-1a: a hash of text that is the same in every process, on every machine.

/// 32-bit FNV-1a over the UTF-8 bytes of a text. Swift's own `hashValue` is
/// seeded per process, so it cannot pick a tag's colour: a tag would change
/// colour from one image to the next.
enum StableHash {
  static func fnv1a(_ text: String) -> UInt32 {
    var hash: UInt32 = 0x811C_9DC5
    for byte in text.utf8 {
      hash ^= UInt32(byte)
      hash = hash &* 0x0100_0193
    }
    return hash
  }
}

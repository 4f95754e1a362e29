// A small seeded random number generator (SplitMix64), so generated cases are the same on every run.

struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension SeededGenerator {
  /// One of `seeds` with one to three edits at random places: a piece of `alphabet`
  /// inserted, a byte deleted, or a byte replaced by a piece. For the parsers' fuzz tests.
  mutating func mutated(_ seeds: [[UInt8]], alphabet: [[UInt8]]) -> [UInt8] {
    var bytes = seeds.randomElement(using: &self)!
    for _ in 0..<Int.random(in: 1...3, using: &self) {
      let at = Int.random(in: 0...bytes.count, using: &self)
      switch Int.random(in: 0..<3, using: &self) {
      case 0: bytes.insert(contentsOf: alphabet.randomElement(using: &self)!, at: at)
      case 1: if at < bytes.count { bytes.remove(at: at) }
      default:
        if at < bytes.count { bytes.replaceSubrange(at...at, with: alphabet.randomElement(using: &self)!) }
      }
    }
    return bytes
  }
}

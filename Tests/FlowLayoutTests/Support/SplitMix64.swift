// SplitMix64: a tiny seeded generator, so random tests replay exactly.

/// Steele, Lea and Flood's SplitMix64; same seed, same sequence, everywhere.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A multiple of 1/64 in `low...high`: sums stay exact, so ties and exact
  /// fits are decided the same way by the engine and the references.
  mutating func sixtyFourths(_ low: Double, _ high: Double) -> Double {
    let steps = Int((high - low) * 64)
    return low + Double(Int.random(in: 0...steps, using: &self)) / 64
  }

  mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &self) < probability
  }
}

// FlowBench: how fast the flow engine arranges large and chip-sized inputs.

import FlowLayout

/// SplitMix64, so every run measures the same boxes.
struct Generator: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Chip-like boxes: 40 to 160 pt wide in 1/64 steps, 24 pt tall, baseline 17.
func chips(_ count: Int, seed: UInt64) -> [FlowItem] {
  var rng = Generator(state: seed)
  return (0..<count).map { _ in
    FlowItem(
      width: 40 + Double(Int.random(in: 0...(120 * 64), using: &rng)) / 64, height: 24, baseline: 17
    )
  }
}

/// Best wall time of `runs` calls, in nanoseconds; the best run is the one
/// least disturbed by the rest of the machine.
func best(runs: Int, _ body: () throws(FlowLayoutError) -> FlowLayoutResult) -> (
  ns: Double, result: FlowLayoutResult
) {
  let clock = ContinuousClock()
  var fastest = Duration.seconds(1_000)
  var last: FlowLayoutResult?
  for _ in 0..<runs {
    let start = clock.now
    let result = try! body()
    fastest = min(fastest, clock.now - start)
    last = result
  }
  let parts = fastest.components
  return (Double(parts.seconds) * 1e9 + Double(parts.attoseconds) / 1e9, last!)
}

/// Pads on the right; the bench avoids Foundation.
func pad(_ text: String, _ length: Int) -> String {
  text + String(repeating: " ", count: max(0, length - text.count))
}

func format(_ value: Double, _ digits: Int = 1) -> String {
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  // Int conversion instead of rounded(): that would need libm linked in.
  let rounded = Double(Int(value * scale + 0.5)) / scale
  return "\(rounded)"
}

var checksum = 0.0
let options = FlowOptions(width: 600, gapX: 8, gapY: 6)

print("FlowBench (container 600 pt, gaps 8/6, chips 40-160 pt)")
print("")
print("large inputs")
for (mode, count, runs) in [
  (WrapMode.greedy, 1_000_000, 10), (.balanced, 100_000, 10), (.optimal, 10_000, 10),
] {
  let items = chips(count, seed: 42)
  var modeOptions = options
  modeOptions.wrap = mode
  let (ns, result) = best(runs: runs) { () throws(FlowLayoutError) in
    try arrange(items, options: modeOptions)
  }
  checksum += result.height
  let label = pad("\(mode.rawValue) \(count) boxes", 26)
  print(
    "  \(label) \(format(ns / Double(count))) ns/box   \(format(ns / 1e6, 2)) ms   \(result.lineCount) lines"
  )
}

print("")
print("1,000 chips, microseconds per layout")
let thousand = chips(1_000, seed: 7)
for mode in WrapMode.allCases {
  var row = "  \(pad(mode.rawValue, 9))"
  for justify in Justify.allCases {
    var chipOptions = options
    chipOptions.wrap = mode
    chipOptions.justify = justify
    chipOptions.align = .baseline
    let (ns, result) = best(runs: 200) { () throws(FlowLayoutError) in
      try arrange(thousand, options: chipOptions)
    }
    checksum += result.height
    row += "  \(justify.rawValue) \(format(ns / 1e3))"
  }
  print(row)
}
print("")
print("one line of 1,000 flexible items, microseconds per layout")
// Bases of 40-160 pt, grow 1-3 for most, a maximum on every third item
// and a minimum on every fifth, in a container 1.5 times their length: the
// freeze loop has clamps to find.
var flexible = chips(1_000, seed: 11)
var flexRng = Generator(state: 99)
var length = 0.0
for index in flexible.indices {
  length += flexible[index].width + 8
  flexible[index].grow = Double(Int.random(in: 0...3, using: &flexRng))
  flexible[index].shrink = 1
  if index % 3 == 0 { flexible[index].maxWidth = flexible[index].width + 20 }
  if index % 5 == 0 { flexible[index].minWidth = flexible[index].width }
}
for distribution in FlexDistribution.allCases {
  var lineOptions = options
  lineOptions.width = length * 1.5
  lineOptions.distribution = distribution
  let (ns, result) = best(runs: 200) { () throws(FlowLayoutError) in
    try arrange(flexible, options: lineOptions)
  }
  checksum += result.height + result.frames[999].x
  print("  \(pad(distribution.rawValue, 9))  \(format(ns / 1e3)) µs   \(result.lineCount) line")
}
print("")
print("checksum \(checksum)")

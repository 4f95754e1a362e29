// Measures the batch fingerprints' SHA-256 against coreutils' sha256sum on the same bytes.
//
// swift run -c release HashBench [MEGABYTES]
//
// Times are CPU seconds (this process's for TagFlow, the child's for sha256sum, whose start-up
// is included), the best of five: other work on a shared machine does not inflate them.

import Foundation
import TagFlowBatch

#if canImport(Glibc)
  import Glibc
#endif

let megabytes = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 10
var state: UInt64 = 0x9E37_79B9_7F4A_7C15
let bytes = (0..<megabytes << 20).map { _ in
  state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
  return UInt8(truncatingIfNeeded: state >> 56)
}

/// CPU seconds of this process (`RUSAGE_SELF`) or of its finished children.
func cpuSeconds(_ who: Int32) -> Double {
  var usage = rusage()
  getrusage(__rusage_who_t(who), &usage)
  let total = [usage.ru_utime, usage.ru_stime].reduce(0.0) { $0 + Double($1.tv_sec) + Double($1.tv_usec) * 1e-6 }
  return total
}

/// The least CPU time of five runs of `work`, in seconds.
func best(_ who: Int32, _ work: () throws -> Void) rethrows -> Double {
  var times: [Double] = []
  for _ in 0..<5 {
    let start = cpuSeconds(who)
    try work()
    times.append(cpuSeconds(who) - start)
  }
  return times.min() ?? 0
}

var digest: [UInt8] = []
let ours = best(RUSAGE_SELF.rawValue) { digest = SHA256.hash(bytes) }

let file = FileManager.default.temporaryDirectory.appendingPathComponent("hashbench-\(UUID().uuidString).bin")
try Data(bytes).write(to: file)
defer { try? FileManager.default.removeItem(at: file) }
var theirDigest = ""
let theirs = try best(RUSAGE_CHILDREN.rawValue) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["sha256sum", file.path]
  let output = Pipe()
  process.standardOutput = output
  try process.run()
  theirDigest = String(decoding: output.fileHandleForReading.readDataToEndOfFile().prefix(64), as: UTF8.self)
  process.waitUntilExit()
}

let hex = digest.map { String(format: "%02x", $0) }.joined()
let rate = { (seconds: Double) in String(format: "%.0f MiB/s", Double(megabytes) / seconds) }
print("SHA-256 of \(megabytes) MiB, CPU time, best of 5:")
print(String(format: "  TagFlow SHA256  %7.1f ms  %@", ours * 1000, rate(ours)))
print(String(format: "  sha256sum       %7.1f ms  %@", theirs * 1000, rate(theirs)), "(the whole process)")
print(hex == theirDigest ? "  same digest" : "  DIGESTS DIFFER: \(hex) vs \(theirDigest)")

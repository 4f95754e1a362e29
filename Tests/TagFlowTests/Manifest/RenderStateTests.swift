// The render record read as a cache: every cut, garbage and huge numbers; appends on a line of their own; links never followed.

import Foundation
import Testing

@testable import TagFlow
@testable import TagFlowBatch

@Suite struct RenderStateTests {
  static let fingerprint = String(repeating: "0123456789abcdef", count: 4)

  /// A valid record of `count` lines.
  static func record(_ count: Int) -> [UInt8] {
    Array((0..<count).map { "\(fingerprint) \(1000 + $0) 1795698041544156480 out/job\($0).png\n" }.joined().utf8)
  }

  /// Cut at every offset: the whole lines before the cut are read, the cut line is set
  /// aside (one damaged line, "cut short"), nothing after it exists.
  @Test func aRecordCutAtEveryOffsetKeepsItsWholeLines() {
    let valid = Self.record(5)
    let ends = valid.indices.filter { valid[$0] == UInt8(ascii: "\n") }
    for cut in 0...valid.count {
      let (entries, damage) = RenderState.parse(Array(valid.prefix(cut)))
      let whole = ends.count { $0 < cut }
      #expect(Set(entries.keys) == Set((0..<whole).map { "out/job\($0).png" }), "cut at \(cut)")
      let atBoundary = cut == 0 || ends.contains(cut - 1)
      #expect(
        damage == (atBoundary ? nil : "has 1 line that cannot be read (line \(whole + 1): cut short)"), "cut at \(cut)")
    }
  }

  /// Random bytes, with and without line breaks, never give an entry and never trap;
  /// each is one warning.
  @Test func garbageGivesNoEntries() {
    var generator = SystemRandomNumberGenerator()
    for size in [1, 7, 64, 65, 200, 4096, 65536] {
      for _ in 0..<20 {
        let bytes = (0..<size).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let (entries, damage) = RenderState.parse(bytes)
        #expect(entries.isEmpty)
        #expect(damage != nil || bytes.allSatisfy { $0 == UInt8(ascii: "\n") })
      }
    }
  }

  /// Each field out of its range, or of the wrong shape, sets its line aside and says why.
  @Test(arguments: [
    ("99999999999999999999", "1", "a number out of range"),
    ("1", "-99999999999999999999", "a number out of range"),
    ("9223372036854775808", "1", "a number out of range"),
    ("-1", "1", "not FINGERPRINT SIZE TIME PATH"),
    ("+1", "1", "not FINGERPRINT SIZE TIME PATH"),
    ("1", "1.5", "not FINGERPRINT SIZE TIME PATH"),
    ("", "1", "not FINGERPRINT SIZE TIME PATH"),
    ("0x10", "1", "not FINGERPRINT SIZE TIME PATH"),
  ])
  func badNumbersAreDamage(size: String, time: String, reason: String) {
    let text = "\(Self.fingerprint) 10 20 out/ok.png\n\(Self.fingerprint) \(size) \(time) out/bad.png\n"
    let (entries, damage) = RenderState.parse(Array(text.utf8))
    #expect(Set(entries.keys) == ["out/ok.png"])
    #expect(damage == "has 1 line that cannot be read (line 2: \(reason))")
  }

  @Test func extremesThatFitAreRead() {
    let text = "\(Self.fingerprint) 9223372036854775807 -9223372036854775808 out/a b.png\n"
    let (entries, damage) = RenderState.parse(Array(text.utf8))
    #expect(damage == nil)
    #expect(entries["out/a b.png"] == RenderState.Entry(fingerprint: Self.fingerprint, size: .max, modified: .min))
  }

  @Test func laterLinesWinAndDamageIsCounted() {
    let text =
      "\(Self.fingerprint) 1 1 a.png\n\u{1}garbage\n\(Self.fingerprint) 2 2 a.png\n\n"
      + "\(String(repeating: "F", count: 64)) 3 3 b.png\n"
    let (entries, damage) = RenderState.parse(Array(text.utf8))
    #expect(entries == ["a.png": RenderState.Entry(fingerprint: Self.fingerprint, size: 2, modified: 2)])
    #expect(damage == "has 3 lines that cannot be read (line 2: not FINGERPRINT SIZE TIME PATH)")
  }

  /// A record of a manifest in a fresh folder, with `record` as its file.
  private func withState(
    record: [UInt8]?, _ body: (_ folder: URL, _ state: () -> RenderState) throws -> Void
  ) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-state-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let manifest = folder.appendingPathComponent("m.yaml").path
    #expect(FileManager.default.createFile(atPath: manifest, contents: Data("jobs: []\n".utf8)))
    if let record { try Data(record).write(to: folder.appendingPathComponent(".tagflow-state")) }
    try body(folder) { RenderState(forManifest: manifest) }
  }

  /// Stages `bytes` for `output` in `folder` and commits it through `state`.
  private func render(_ output: String, _ bytes: String, in folder: URL, state: RenderState) throws {
    let path = folder.appendingPathComponent(output).path
    try state.commit([FileSystem.stage(Array(bytes.utf8), for: path)], as: [path], fingerprint: Self.fingerprint)
  }

  /// A record cut inside a line gets its next line on a line of its own, and loses nothing.
  @Test func appendsStartOnANewLine() throws {
    let cut = Array(Self.record(2).dropLast(9))
    try withState(record: cut) { folder, state in
      let first = state()
      #expect(
        first.warning?.hasPrefix(
          "render record '\(folder.path)/.tagflow-state' has 1 line that cannot be read (line 2: cut short); ") == true)
      try render("a.png", "a", in: folder, state: first)
      let text = try String(contentsOf: folder.appendingPathComponent(".tagflow-state"), encoding: .utf8)
      #expect(text.hasPrefix(String(decoding: cut, as: UTF8.self) + "\n"))
      let second = state()
      #expect(second.isCurrent(folder.appendingPathComponent("a.png").path, fingerprint: Self.fingerprint))
    }
  }

  /// Two records of one manifest, as two runs at once would hold: whichever renames an
  /// output last, its line is the last one, so the output counts as current.
  @Test func twoRunsRecordInTheOrderTheyRename() throws {
    try withState(record: nil) { folder, state in
      let (one, two) = (state(), state())
      let path = folder.appendingPathComponent("a.png").path
      for (index, run) in [one, two, one, two, two, one].enumerated() {
        try render("a.png", "bytes \(index)", in: folder, state: run)
        #expect(state().isCurrent(path, fingerprint: Self.fingerprint), "after write \(index)")
      }
    }
  }

  /// The record is replaced by a file where a link was, wherever the link led.
  @Test func aLinkInPlaceOfTheRecordIsReplaced() throws {
    try withState(record: nil) { folder, state in
      let outside = folder.appendingPathComponent("outside.txt")
      try Data("keep\n".utf8).write(to: outside)
      try FileManager.default.createSymbolicLink(
        atPath: folder.appendingPathComponent(".tagflow-state").path, withDestinationPath: outside.path)
      let run = state()
      #expect(
        run.warning?.contains("is a symbolic link, not a file, and is left unread") == true, "\(run.warning ?? "")")
      try render("a.png", "a", in: folder, state: run)
      #expect(try String(contentsOf: outside, encoding: .utf8) == "keep\n")
      let record = try FileManager.default.attributesOfItem(
        atPath: folder.appendingPathComponent(".tagflow-state").path)
      #expect(record[.type] as? FileAttributeType == .typeRegular)
      #expect(state().isCurrent(folder.appendingPathComponent("a.png").path, fingerprint: Self.fingerprint))
    }
  }

  /// A record larger than the limit is not read (memory stays bounded), and is a warning.
  @Test func aHugeRecordIsNotRead() throws {
    try withState(record: nil) { folder, state in
      let path = folder.appendingPathComponent(".tagflow-state").path
      #expect(FileManager.default.createFile(atPath: path, contents: nil))
      #expect(truncate(path, off_t(RenderState.byteLimit + 1)) == 0)
      let run = state()
      #expect(run.warning?.contains("is larger than 256 MiB") == true, "\(run.warning ?? "")")
    }
  }
}

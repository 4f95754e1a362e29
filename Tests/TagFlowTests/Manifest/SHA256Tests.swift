// SHA-256: NIST's test vectors, and the same digests as coreutils' sha256sum for inputs of every awkward length.

import Foundation
import Testing

@testable import TagFlow
@testable import TagFlowBatch

@Suite struct SHA256Tests {
  static func hex(_ digest: [UInt8]) -> String {
    digest.map { String(format: "%02x", $0) }.joined()
  }

  static func hex(_ text: String) -> String { hex(SHA256.hash(Array(text.utf8))) }

  /// FIPS 180-4's examples (NIST CSRC, "SHA256.pdf") and the long message of FIPS 180-2 appendix B.3.
  @Test func nistVectors() {
    #expect(Self.hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(Self.hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    // 448 bits: the padding no longer fits the block, so a second block holds the length.
    #expect(
      Self.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    // 896 bits: two whole blocks of message, then the padding.
    let long = (0..<14).map { String("abcdefghijklmnopqrstu".dropFirst($0).prefix(8)) }.joined()
    #expect(long.hasPrefix("abcdefghbcdefghicdefghij") && long.hasSuffix("mnopqrstnopqrstu") && long.count == 112)
    #expect(Self.hex(long) == "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
  }

  /// One million 'a', fed 1,000 at a time.
  @Test func aMillionLetters() {
    var hasher = SHA256()
    let thousand = [UInt8](repeating: UInt8(ascii: "a"), count: 1000)
    for _ in 0..<1000 { hasher.update(thousand) }
    #expect(Self.hex(hasher.finalize()) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  @Test func finalizingLeavesTheHasherAsItWas() {
    var hasher = SHA256()
    hasher.update(Array("ab".utf8))
    _ = hasher.finalize()
    hasher.update(Array("c".utf8))
    #expect(Self.hex(hasher.finalize()) == Self.hex("abc"))
  }

  /// Random bytes of every length up to three blocks, the padding's edges (55, 56, 63, 64 and 65
  /// bytes, and the same a block later) among them, and a few long ones, each fed whole and in
  /// random pieces: the digests are coreutils' `sha256sum`'s, run once over files written here.
  @Test func sameDigestsAsSha256sum() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-sha256-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var random = SeededGenerator(seed: 180_4)
    let lengths = Array(0...200) + [4095, 4096, 4097, 65_536 + 55, 1_000_003]
    var files: [String] = []
    var ours: [String] = []
    for length in lengths {
      let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
      let file = folder.appendingPathComponent("\(length).bin").path
      #expect(FileManager.default.createFile(atPath: file, contents: Data(bytes)))
      files.append(file)
      let whole = Self.hex(SHA256.hash(bytes))
      var pieces = SHA256()
      var start = 0
      while start < length {
        let end = min(length, start + Int.random(in: 0...130, using: &random))
        pieces.update(Array(bytes[start..<end]))
        start = end
      }
      #expect(Self.hex(pieces.finalize()) == whole, "\(length) bytes fed in pieces")
      ours.append(whole)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["sha256sum"] + files
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let theirs = text.split(separator: "\n").map { String($0.prefix(64)) }
    #expect(theirs.count == lengths.count)
    for (index, length) in lengths.enumerated() where index < theirs.count {
      #expect(ours[index] == theirs[index], "\(length) bytes")
    }
  }
}

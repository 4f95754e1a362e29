// Any byte string is a path: decoded and encoded again it is the same bytes, shown with \xHH, walked by its bytes.

import Foundation
import Testing

@testable import TagFlow

@Suite struct PathBytesRoundTripTests {
  /// Random byte strings (no NUL), biased to the bytes that make UTF-8 go wrong: lone
  /// continuation bytes, lead bytes without their continuation, overlong forms, surrogates,
  /// and the UTF-8 of U+10FF80–U+10FFFF (the code points that carry a byte).
  static func randomPaths(_ count: Int, seed: UInt64) -> [[UInt8]] {
    var random = SeededGenerator(seed: seed)
    let pieces: [[UInt8]] = [
      [0x80], [0xBF], [0xC0, 0x80], [0xC3], [0xC3, 0xA9], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF0, 0x9F, 0x9A, 0x80],
      [0xF4, 0x8F, 0xBE, 0x80], [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5], [0xFF], Array("/".utf8),
      Array("a".utf8), Array("é".utf8),
    ]
    return (0..<count).map { _ in
      (0..<Int.random(in: 0...8, using: &random)).flatMap { _ in
        Bool.random(using: &random)
          ? pieces.randomElement(using: &random)! : [UInt8.random(in: 1...255, using: &random)]
      }
    }
  }

  @Test func everyByteStringComesBackAsItWent() {
    for bytes in Self.randomPaths(20_000, seed: 40) {
      let path = PathBytes.decode(bytes)
      #expect(PathBytes.encode(path) == bytes, "\(bytes)")
      #expect(path.platformPath.dropLast().map { UInt8(bitPattern: $0) } == bytes)
      #expect(path.platformPath.last == 0)
    }
  }

  /// UTF-8 that holds none of the 128 code points that carry a byte is the String Swift
  /// makes of it, so every name that is text reads as before.
  @Test func textIsItsOwnPath() {
    for bytes in Self.randomPaths(20_000, seed: 41) {
      guard let text = String(validating: bytes, as: UTF8.self), !PathBytes.holdsRawBytes(text) else { continue }
      #expect(PathBytes.decode(bytes) == text)
      #expect(Array(PathBytes.decode(bytes).utf8) == bytes)
    }
  }

  /// An argument is text exactly when its bytes are UTF-8, and then it is the String those
  /// bytes spell: the UTF-8 of U+10FFFD typed as an argument is U+10FFFD again.
  @Test func anArgumentIsTextWhenItsBytesAreUTF8() {
    for bytes in Self.randomPaths(20_000, seed: 44) {
      #expect(PathBytes.text(PathBytes.decode(bytes)) == String(validating: bytes, as: UTF8.self), "\(bytes)")
    }
  }

  /// Random text full of U+10FF80–U+10FFFF (private use, which a user may type): a tag like any
  /// other, valid in a Job and the same text when it comes as an argument.
  @Test func textOfThoseCodePointsIsATag() throws {
    var random = SeededGenerator(seed: 45)
    let letters: [Unicode.Scalar] = ["a", "é", "\u{F0001}", "字", "-", " "]
    var tags: [String] = []
    for _ in 0..<2_000 {
      var text = String.UnicodeScalarView([Unicode.Scalar(UInt32.random(in: 0x10_FF80...0x10_FFFF, using: &random))!])
      for _ in 0..<Int.random(in: 0...5, using: &random) {
        text.append(
          Bool.random(using: &random)
            ? Unicode.Scalar(UInt32.random(in: 0x10_FF80...0x10_FFFF, using: &random))!
            : letters.randomElement(using: &random)!)
      }
      let tag = "t" + String(text)
      #expect(PathBytes.holdsRawBytes(tag))
      #expect(PathBytes.text(PathBytes.decode(Array(tag.utf8))) == tag)
      let job = Job(tags: [TagItem(tag), TagItem("swift")], fonts: Fixtures.fonts)
      #expect(throws: Never.self) { try job.validate() }
      tags.append(tag)
    }
    // Drawn as characters no font of the fixtures covers, as U+F0001 is.
    let job = Job(tags: Set(tags).sorted().prefix(300).map { TagItem($0) }, fonts: Fixtures.fonts)
    let measurer = try TextMeasurer(fonts: job.fonts)
    #expect(try ChipScene(job, measurer: measurer).chips.count == 300)
    #expect(!measurer.missingGlyphs.isEmpty)
  }

  /// Shown, a path holds every ASCII byte as it is (controls escaped as before) and every byte
  /// that is not UTF-8 as `\xHH`: read back, the escapes give the bytes again.
  @Test func messagesShowEachByteThatIsNotText() {
    for bytes in Self.randomPaths(5_000, seed: 42) {
      let shown = Terminal.visible(PathBytes.decode(bytes))
      #expect(!shown.unicodeScalars.contains { PathBytes.rawByte($0) != nil })
      let raw = bytes.filter { $0 >= 0x80 }
      if String(validating: bytes, as: UTF8.self) == nil {
        #expect(shown.contains("\\x"), "\(bytes) shown as \(shown)")
      }
      if !bytes.contains(UInt8(ascii: "\\")) {
        #expect(shown.components(separatedBy: "\\x").count - 1 <= raw.count)
      }
    }
    #expect(Terminal.visible(PathBytes.decode(Array("d".utf8) + [0x85])) == "d\\x85")
    #expect(Terminal.quotedIfNeeded(PathBytes.decode([0xFF])) == "'\\xFF'")
  }

  /// A folder walk gives each entry's bytes back: files made with those names are found, in
  /// byte order, and read.
  @Test func aFolderWalkKeepsTheBytes() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-bytes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var names = Set<[UInt8]>()
    for bytes in Self.randomPaths(300, seed: 43) {
      let name = bytes.filter { $0 != UInt8(ascii: "/") }
      guard !name.isEmpty, name.first != UInt8(ascii: "."), name.count < 200 else { continue }
      names.insert(name + Array(".md".utf8))
    }
    for name in names {
      try FileSystem.write(name, to: folder.path + "/" + PathBytes.decode(name))
    }
    let found = try FileSystem.files(under: folder.path, field: "test") { $0.hasSuffix(".md") }
    let foundNames = found.map { Array(PathBytes.encode($0).dropFirst(folder.path.utf8.count + 1)) }
    #expect(foundNames == names.sorted { $0.lexicographicallyPrecedes($1) })
    for path in found {
      #expect(
        try FileSystem.readBytes(path, field: "test")
          == Array(PathBytes.encode(path).suffix(from: folder.path.utf8.count + 1)))
    }
  }
}

// Bad input gets one clear line on stderr, a non-zero exit and no output file.

import Foundation
import Testing

@Suite struct ErrorTests {
  /// Each case: arguments, and a phrase the one error line must contain.
  static let cases: [([String], String)] = [
    (["render", "a", "--bogus", "-o", "out.png"], "Unknown option '--bogus'"),
    (["render", "--input", "missing.txt", "-o", "out.png"], "cannot read 'missing.txt': no such file"),
    (["render", "--input", ".", "-o", "out.png"], "it is a folder"),
    (["render", "-o", "out.png"], "no tags"),
    (["render", "a", "--fill", "#12345", "-o", "out.png"], "--fill"),
    (["render", "a", "--text-color", "blurple", "-o", "out.png"], "blurple"),
    (["render", "a", "--width", "0", "-o", "out.png"], "width: '0' is not valid"),
    (["render", "a", "--width=-5", "-o", "out.png"], "width: '-5' is not valid"),
    (["render", "a", "--width", "nan", "-o", "out.png"], "width: 'nan' is not valid"),
    (["render", "a", "--width", "inf", "-o", "out.png"], "width: 'inf' is not valid"),
    (["render", "a", "--width", "wide", "-o", "out.png"], "wide"),
    (["render", "a", "--font-file", "nope.ttf", "-o", "out.png"], "--font-file: 'nope.ttf' is not valid"),
    (["render", "a", "--font-file", "notes.txt", "-o", "out.png"], "a TTF, OTF or TTC font file"),
    (["render", "a", "-o", "no/such/folder/out.png"], "cannot write 'no/such/folder/out.png'"),
    (["render", "a", "-o", "out.gif"], "cannot tell the format"),
    (["render", "a", "--scale", "0", "-o", "out.png"], "--scale"),
    (["render", "a", "--justify", "sideways", "-o", "out.png"], "sideways"),
    (["render", "a", "--gap", "1,2,3", "-o", "out.png"], "1,2,3"),
    (["render", "a", "--max-lines", "0", "-o", "out.png"], "max-lines"),
  ]

  @Test(arguments: cases)
  func oneLineAndNoFile(arguments: [String], phrase: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("not a font\n".utf8).write(to: folder.appendingPathComponent("notes.txt"))
    let result = try TagflowBinary.run(arguments, in: folder)
    #expect(result.status != 0)
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1, "stderr: \(result.stderr)")
    #expect(result.stderr.hasPrefix("tagflow: error: "))
    #expect(result.stderr.contains(phrase), "stderr: \(result.stderr)")
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "notes.txt" }
    #expect(left.isEmpty, "files left behind: \(left)")
  }

  @Test func unwritableOutputLeavesNoTemporaryFile() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("out.png"), withIntermediateDirectories: true)
    let result = try TagflowBinary.run(["render", "a", "-o", "out.png"] + fixtureFonts, in: folder)
    #expect(result.status != 0)
    #expect(result.stderr.contains("cannot write 'out.png'"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.png"])
  }
}

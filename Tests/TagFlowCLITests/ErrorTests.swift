// Bad input gets one clear line on stderr, a non-zero exit and no output file.

import Foundation
import Testing

@Suite struct ErrorTests {
  /// Each case: arguments, and a phrase the one error line must contain.
  static let cases: [([String], String)] = [
    (["render", "a", "--bogus", "-o", "out.png"], "tagflow: error: unknown option '--bogus'"),
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
    (["render", "a", "--font-file", "nope.ttf", "-o", "out.png"], "--font-file: cannot read 'nope.ttf': no such file"),
    (["render", "a", "--font-file", "notes.txt", "-o", "out.png"], "a TTF, OTF or TTC font file"),
    (["render", "a", "-o", "notes.txt/out.png"], "cannot create folder 'notes.txt'"),
    (["render", "a", "--width", "0", "-o", "new/out.png"], "width: '0' is not valid"),
    (["render", "a", "--format", "png", "-o", "new.png/"], "--output: 'new.png/' names a folder; give a file in it"),
    (["render", "a", "-o", "out.gif"], "cannot tell the format"),
    (["render", "a", "--scale", "0", "-o", "out.png"], "--scale"),
    (["render", "a", "--justify", "sideways", "-o", "out.png"], "sideways"),
    (["render", "a", "--gap", "1,2,3", "-o", "out.png"], "1,2,3"),
    (["render", "a", "--max-lines", "0", "-o", "out.png"], "max-lines"),
    // A name one slip away from an accepted one is suggested; a file that is not there is called missing.
    (["rendr", "swift", "-o", "out.png"], "unknown command 'rendr'; did you mean 'render'? the commands are render,"),
    (["render", "a", "--theme", "drak", "-o", "out.png"], "--theme: 'drak' is not valid; expected one of light,"),
    (["render", "a", "--theme", "drak", "-o", "out.png"], "; did you mean 'dark'?"),
    (["render", "a", "--theme", "dark.yaml", "-o", "out.png"], "--theme: cannot read 'dark.yaml': no such file"),
    (
      ["render", "a", "--dark-theme", "no/t.yaml", "-o", "out.svg"],
      "--dark-theme: cannot read 'no/t.yaml': no such file"
    ),
    (
      ["render", "a", "--theme", "subfolder", "-o", "out.png"],
      "tagflow: error: --theme: cannot read 'subfolder': it is"
    ),
    (
      ["render", "a", "--dark-theme", "subfolder", "-o", "out.svg"],
      "error: --dark-theme: cannot read 'subfolder': it is"
    ),
    (["render", "a", "--fill", "blurple", "-o", "out.png"], "did you mean 'purple'?"),
    (["render", "a", "--palette", "okabe", "-o", "out.png"], "did you mean 'okabe-ito'?"),
    // A manifest that cannot be read has no line to point at; an image is named as one.
    (["batch", "missing.yaml"], "manifest: cannot read 'missing.yaml': no such file"),
    (["check", "missing.yaml"], "manifest: cannot read 'missing.yaml': no such file"),
    (["batch", "."], "it is a folder"),
    (["batch", "picture.png"], "manifest: 'picture.png' is a PNG image, not text"),
    (["check", "scan.pdf"], "manifest: 'scan.pdf' is a PDF document, not text"),
    (["render", "--input", "picture.png", "-o", "out.png"], "--input: 'picture.png' is a PNG image, not text"),
  ]

  @Test(arguments: cases)
  func oneLineAndNoFile(arguments: [String], phrase: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("not a font\n".utf8).write(to: folder.appendingPathComponent("notes.txt"))
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("subfolder"), withIntermediateDirectories: true)
    try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0xFF]).write(
      to: folder.appendingPathComponent("picture.png"))
    try Data("%PDF-1.7\n\u{FF}".utf8 + [0xFF, 0xFE]).write(to: folder.appendingPathComponent("scan.pdf"))
    let result = try TagflowBinary.run(arguments, in: folder)
    #expect(result.status != 0)
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1, "stderr: \(result.stderr)")
    #expect(result.stderr.hasPrefix("tagflow: error: "))
    #expect(result.stderr.contains(phrase), "stderr: \(result.stderr)")
    let inputs = ["notes.txt", "picture.png", "scan.pdf", "subfolder"]
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !inputs.contains($0) }
    #expect(left.isEmpty, "files left behind: \(left)")
  }

  @Test func unwritableOutputLeavesNoTemporaryFile() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("out.png"), withIntermediateDirectories: true)
    let result = try TagflowBinary.run(["render", "a", "-o", "out.png"] + fixtureFonts, in: folder)
    #expect(result.status != 0)
    #expect(result.stderr.contains("--output: 'out.png' is a folder; give a file in it"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.png"])
  }
}

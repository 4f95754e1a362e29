// Each kind of error as people read it: one example per case, word for word.

import FlowLayout
import Testing

@testable import TagFlow

struct ErrorMessageTests {
  /// How the command line names settings, for the cases whose words depend on it.
  let options = SettingNaming { ["height": "--height", "fontFiles": "--font-file", "gap": "--gap"][$0] }

  @Test func invalidValueNamesTheSettingAsTheReaderWroteIt() {
    let error = TagFlowError.invalid("gap", "-1", expected: "a number of points from 0 to 10000")
    #expect(error.message == "gap: '-1' is not valid; expected a number of points from 0 to 10000")
    #expect(error.message(naming: options) == "--gap: '-1' is not valid; expected a number of points from 0 to 10000")
  }

  @Test func conflicts() {
    #expect(
      TagFlowError.conflict(.alignContentWithoutHeight(.center)).message(naming: options)
        == "align-content: 'center' places lines in a canvas of fixed height; "
        + "give the canvas a height too (--height, or height in a manifest)")
    #expect(
      TagFlowError.conflict(.fitBoxWithoutHeight).message(naming: options)
        == "fit-box: there is no box to fit; give the canvas a height too (--height, or height in a manifest)")
    #expect(
      TagFlowError.conflict(.fitBoxWithoutHeight).message
        == "fit-box: there is no box to fit; give the canvas a height too (height in a manifest)")
    #expect(
      TagFlowError.conflict(.noFontLeft).message(naming: options)
        == "no-system-fonts: no font is left to draw with; give --font-file FILE too (fontFiles in a manifest)")
    #expect(
      TagFlowError.conflict(.noFontLeft).message == "no-system-fonts: no font is left to draw with; give fontFiles too")
  }

  @Test(arguments: [
    (FileProblem(field: "theme", .read, "t.yaml", .noSuchFile), "theme: cannot read 't.yaml': no such file"),
    (FileProblem(.readFolder, "d", .system(13)), "cannot read folder 'd': Permission denied"),
    (FileProblem(.openFolder, "d", .noSuchFolder), "cannot open folder 'd': no such folder"),
    (FileProblem(field: "output", .write, "o.png", .isFolder), "output: cannot write 'o.png': it is a folder"),
    (
      FileProblem(field: "output", .writeStandardOutput, "-", .system(28)),
      "output: cannot write to stdout: No space left on device"
    ),
    (FileProblem(.createFolder, "out", .fileInTheWay), "cannot create folder 'out': a file is in the way"),
    (
      FileProblem(.createTemporaryFolder, "/tmp", .system(2)),
      "cannot create a temporary folder in /tmp: No such file or directory"
    ),
    (FileProblem(.run, "/bin/x", .isFile), "cannot run /bin/x: it is a file"),
    (FileProblem(field: "i", .read, "a", .noSuchFileOrFolder), "i: cannot read 'a': no such file or folder"),
    (FileProblem(field: "i", .read, "a", .linkToNothing), "i: cannot read 'a': it is a link to nothing"),
    (FileProblem(field: "i", .use, "a.png", .notText(format: "png")), "i: 'a.png' is png, not text"),
    (FileProblem(field: "i", .use, "a", .notText(format: nil)), "i: 'a' is not UTF-8 text"),
    (
      FileProblem(field: "i", .use, "d/up", .linkBack(to: "d")),
      "i: 'd/up' is a link back to 'd', which contains it; remove the link or name a folder inside it"
    ),
  ])
  func files(problem: FileProblem, message: String) {
    #expect(TagFlowError.file(problem).message == message)
  }

  @Test(arguments: [
    (InputProblem.value(.invalid("tag", "a", expected: "b")), "tags.txt:3:7: tag: 'a' is not valid; expected b"),
    (.notValid(format: "TOML", part: nil, reason: "r"), "tags.txt:3:7: not valid TOML: r"),
    (.notValid(format: "TOML", part: "front matter", reason: "r"), "tags.txt:3:7: front matter is not valid TOML: r"),
    (.notUTF8(part: nil), "tags.txt:3:7: not UTF-8 text"),
    (.notUTF8(part: "front matter"), "tags.txt:3:7: front matter is not UTF-8 text"),
    (.tagTooLong(limit: 10), "tags.txt:3:7: the tag is too long; the limit is 10 characters per tag"),
    (.notAWeight("x", accepted: "a number"), "tags.txt:3:7: weight 'x' is not valid; expected a number after the tab"),
    (.noTagBeforeTab, "tags.txt:3:7: no tag before the tab; expected 'tag<TAB>weight'"),
    (
      .notText(field: "tags", kind: "table", inList: true),
      "tags.txt:3:7: tags: a table is not valid; expected text in each item of the list"
    ),
    (
      .notText(field: "tags", kind: "table", inList: false),
      "tags.txt:3:7: tags: a table is not valid; expected text or a list of text, as in tags = [\"swift\", \"linux\"]"
    ),
    (
      .unclosedFrontMatter(marker: "---", byteLimit: 8),
      "tags.txt:3:7: front matter opened with '---' does not close within the first 8 bytes (the most read); "
        + "add its closing '---' line"
    ),
    (
      .unclosedFrontMatter(marker: "+++", byteLimit: nil),
      "tags.txt:3:7: front matter opened with '+++' is never closed; add a '+++' line after it"
    ),
    (
      .inheritedFromWorkspace(key: "keywords"),
      "tags.txt:3:7: package.keywords comes from the workspace ('workspace = true'), and this file has no "
        + "[workspace.package] keywords; give the workspace's Cargo.toml with fromPackage"
    ),
    (.missingKey("boxes[0].width"), "tags.txt:3:7: boxes[0].width: missing; it is required"),
    (.wrongType(key: "gap", expected: "a number", isNull: true), "tags.txt:3:7: gap: expected a number, found null"),
    (.empty(what: "the theme file"), "tags.txt:3:7: the theme file is empty"),
  ])
  func inputs(problem: InputProblem, message: String) {
    #expect(TagFlowError.input(at: SourcePosition("tags.txt", line: 3, column: 7), problem).message == message)
  }

  @Test func positionsSayWhatIsKnown() {
    #expect(SourcePosition("a.md").description == "a.md")
    #expect(SourcePosition("a.md", line: 4).description == "a.md:4")
    #expect(SourcePosition("a.md", line: 4, column: 2).description == "a.md:4:2")
  }
}

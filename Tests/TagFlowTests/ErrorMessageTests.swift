// Each kind of error as people read it: one example per case, word for word.

import FlowLayout
import Testing

@testable import TagFlow

struct ErrorMessageTests {
  /// How the command line names settings, for the cases whose words depend on it.
  let options = SettingNaming {
    [
      "height": "--height", "fontFiles": "--font-file", "gap": "--gap", "scale": "--scale",
      "allowOutside": "--allow-outside", "tagsFile": "--input", "fromFrontMatter": "--from-front-matter",
      "fromPackage": "--from-package", "keys": "--keys", "theme": "--theme",
    ][$0]
  }

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
    #expect(
      TagFlowError.conflict(
        .fontsDiffer(job: FontSet(files: ["a.ttf"], includesSystemFonts: false), renderer: FontSet())
      ).message
        == "fonts: the job asks for 'a.ttf' without the machine's fonts and the renderer was made for "
        + "no font files with the machine's fonts; make the renderer with Renderer(fonts: job.fonts)")
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
    (InputProblem.Kind.value(.invalid("tag", "a", expected: "b")), "tags.txt:3:7: tag: 'a' is not valid; expected b"),
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
      .unclosedFrontMatter(marker: "---", closer: "---", byteLimit: 8),
      "tags.txt:3:7: front matter opened with '---' does not close within the first 8 bytes (the most read); "
        + "add its closing '---' line"
    ),
    (
      .unclosedFrontMatter(marker: "+++", closer: "+++", byteLimit: nil),
      "tags.txt:3:7: front matter opened with '+++' is never closed; add a '+++' line after it"
    ),
    (
      .unclosedFrontMatter(marker: "{", closer: "}", byteLimit: nil),
      "tags.txt:3:7: front matter opened with '{' is never closed; add a '}' line after it"
    ),
    (
      .inheritedFromWorkspace(key: "keywords"),
      "tags.txt:3:7: package.keywords comes from the workspace ('workspace = true'), and this file has no "
        + "[workspace.package] keywords; give the workspace's Cargo.toml with fromPackage"
    ),
    (.missingKey("boxes[0].width"), "tags.txt:3:7: boxes[0].width: missing; it is required"),
    (.wrongType(key: "gap", expected: "a number", isNull: true), "tags.txt:3:7: gap: expected a number, found null"),
    (.empty(what: "the theme file"), "tags.txt:3:7: the theme file is empty"),
    (.reported("tags: unknown key 'x'"), "tags.txt:3:7: tags: unknown key 'x'"),
    (.notDecodable(what: "Scene's JSON", reason: "r"), "tags.txt:3:7: not a Scene's JSON: r"),
    (.nestedTooDeep(limit: 9), "tags.txt:3:7: block quotes and lists nest more than 9 deep here; at most 9 are read"),
    (
      .escapedTagsLanguage,
      "tags.txt:3:7: the fence spells its language 'tags' with escapes or character references; write tags as it is"
    ),
    (
      .unclosedTagsBlock(fence: "```"),
      "tags.txt:3:7: the ```tags block opened here is never closed; end it with a ``` line"
    ),
    (
      .tagsBlockLeavesContainer(container: "list item", line: 9, fence: "~~~"),
      "tags.txt:3:7: the ```tags block opened here is never closed: its list item ends before line 9; "
        + "end the block with a ~~~ line inside the list item"
    ),
    (
      .emptyTagsBlock,
      "tags.txt:3:7: the ```tags block has no tags; write one tag per line, or several separated by commas, or "
        + "open it with ```tags cloud to draw the tags of fromFrontMatter, fromPackage or tagsFile"
    ),
    (
      .tagsBlockOptions(reason: "a \" quote is never closed"),
      "tags.txt:3:7: options of the ```tags block: a \" quote is never closed"
    ),
    (
      .tagsBlockOption(.invalid("gap", "x", expected: "a number")),
      "tags.txt:3:7: options of the ```tags block: gap: 'x' is not valid; expected a number"
    ),
  ])
  func inputs(problem: InputProblem.Kind, message: String) {
    #expect(TagFlowError.input(at: SourcePosition("tags.txt", line: 3, column: 7), problem).message == message)
  }

  @Test(arguments: [
    (
      ResourceLimit.Kind.tags(count: 20_001),
      "tags: 20001 tags is too many for one image; the limit is 20000 (split them over several jobs)"
    ),
    (
      .text(field: "tag", preview: "aaa", unit: .characters, perTag: true),
      "tag: 'aaa…' is too long; the limit is 10000 characters per tag"
    ),
    (
      .text(field: "title", preview: "aaa", unit: .codePoints, perTag: false),
      "title: 'aaa…' is too long; the limit is 40000 code points"
    ),
    (
      .character(field: "tag", preview: "e", codePoints: 40),
      "tag: 'e…' has a character of 40 code points (a letter and its marks); the limit is 32 code points per character"
    ),
    (
      .pixels(width: 40_000, height: 2),
      "png: a 40000×2 px image is too large; the limit is 32767 px a side and 50 million pixels (lower scale or the size)"
    ),
    (
      .canvas(format: .png, width: 9, height: 9, scale: 2, limit: 5),
      "png: a 9×9 point canvas at scale 2 is too large; at most 5×5 px"
    ),
    (
      .canvas(format: .svg, width: 9, height: 9, scale: 2, limit: 5),
      "svg: a 9×9 point canvas is too large; at most 5×5 points"
    ),
    (.memory(width: 3, height: 4), "png: no memory for a 3×4 px image"),
    (.input(file: "m.yaml", bytes: 17 << 20), "m.yaml: 17 MB is too large; the limit is 16 MB"),
    (.markdown(file: "a.md", bytes: 9), "a.md: the file has 9 bytes; at most 67108864 are read"),
  ])
  func limits(limit: ResourceLimit.Kind, message: String) {
    #expect(TagFlowError.tooLarge(limit).message == message)
  }

  @Test func limitsNameTheScaleAsTheReaderWroteIt() {
    #expect(
      TagFlowError.tooLarge(.pixels(width: 40_000, height: 2)).message(naming: options)
        == "png: a 40000×2 px image is too large; the limit is 32767 px a side and 50 million pixels "
        + "(lower --scale or the size)")
  }

  @Test func toolsPNGsAndFonts() {
    #expect(
      TagFlowError.tool(.notInstalled(tool: "rsvg-convert", package: "librsvg2-bin")).message
        == "rsvg-convert is not installed (Debian package librsvg2-bin)")
    #expect(
      TagFlowError.tool(.failed(tool: "pdftoppm", ending: .status(1), said: "Syntax Error")).message
        == "pdftoppm exited with status 1: Syntax Error")
    #expect(
      TagFlowError.tool(.failed(tool: "pdftoppm", ending: .signal(9), said: "")).message
        == "pdftoppm was killed by signal 9")
    #expect(
      TagFlowError.pngDecoding(source: "rsvg-convert output", .notPNG(path: nil)).message
        == "rsvg-convert output: data: not a PNG image (it does not start with the PNG signature)")
    #expect(
      TagFlowError.pngDecoding(source: nil, .notPNG(path: "a.png")).message
        == "a.png: not a PNG image (it does not start with the PNG signature)")
    #expect(
      TagFlowError.pngEncoding(.emptyImage(Bitmap.Size(width: 0, height: 1))).message
        == "png: cannot encode a 0×1 image as PNG: width and height must be at least 1")
    #expect(TagFlowError.fontconfigUnavailable.message == "fontconfig could not be initialised")
    #expect(TagFlowError.cancelled.message == "cancelled")
  }

  @Test func noTagsSaysWhereTagsCanComeFrom() {
    #expect(
      TagFlowError.noTags(.given).message(naming: options)
        == "no tags: give tags as arguments, or with --input FILE, --from-front-matter PATH or --from-package FILE")
    #expect(
      TagFlowError.noTags(.inFields(["tags", "keywords"], sources: ["2 package files"])).message(naming: options)
        == "no tags: the fields tags, keywords are empty or missing in 2 package files; choose other fields with --keys"
    )
  }

  @Test func outsidePathsNameTheOptionThatTrustsThem() {
    let outside = OutsidePath(field: "theme", path: "../t.yaml", owner: "Markdown file")
    #expect(
      TagFlowError.outside(outside).message(naming: options)
        == "--theme: '../t.yaml' is outside the Markdown file's folder; a Markdown file reads and writes only inside "
        + "its own folder (pass --allow-outside to trust it)")
    #expect(
      TagFlowError.outside(OutsidePath(path: "/x", owner: "manifest")).message
        == "'/x' is outside the manifest's folder; a manifest reads and writes only inside its own folder "
        + "(allowsOutsidePaths trusts it)")
  }

  @Test func positionsSayWhatIsKnown() {
    #expect(SourcePosition("a.md").description == "a.md")
    #expect(SourcePosition("a.md", line: 4).description == "a.md:4")
    #expect(SourcePosition("a.md", line: 4, column: 2).description == "a.md:4:2")
  }
}

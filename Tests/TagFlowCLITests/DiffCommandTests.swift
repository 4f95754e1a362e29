// `tagflow diff`: exit 0 on a match, 1 on a difference, 2 on bad input, with one clear line each.

import Foundation
import Testing

@Suite struct DiffCommandTests {
  /// A folder with two renders that differ in one tag, one of another size, and broken files.
  private func withImages(_ body: (URL) throws -> Void) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, tags, width) in [
      ("a.png", "swift linux pango", "240"), ("b.png", "swift linux cairo", "240"),
      ("wide.png", "swift linux pango", "300"),
    ] {
      let result = try TagflowBinary.run(
        ["render"] + tags.split(separator: " ").map(String.init) + ["--width", width, "-o", name] + fixtureFonts,
        in: folder)
      #expect(result.status == 0, "\(result.stderr)")
    }
    let png = try Data(contentsOf: folder.appendingPathComponent("a.png"))
    try png.prefix(png.count / 2).write(to: folder.appendingPathComponent("truncated.png"))
    var corrupt = png
    corrupt[40] ^= 0xFF
    try corrupt.write(to: folder.appendingPathComponent("corrupt.png"))
    try Data("GIF89a".utf8).write(to: folder.appendingPathComponent("not.png"))
    try body(folder)
  }

  @Test func sameImageMatches() throws {
    try withImages { folder in
      let result = try TagflowBinary.run(["diff", "a.png", "a.png"], in: folder)
      #expect(result.status == 0)
      #expect(result.stdoutText == "PASSED a.png: identical files\n")
      #expect(result.stderr.isEmpty)
    }
  }

  /// Equal bytes are equal: two byte-identical files match without being decoded, whatever
  /// they hold (a PNG, a truncated or corrupt one, one over the pixel budget, not a PNG at
  /// all, nothing), and the verdict says so.
  @Test func byteIdenticalFilesMatchWithoutDecoding() throws {
    try withImages { folder in
      let png = try Data(contentsOf: folder.appendingPathComponent("a.png"))
      var generator = SystemRandomNumberGenerator()
      var contents: [Data] = [
        png, png.prefix(png.count / 2), png.prefix(png.count - 12), png + Data([1, 2, 3]),
        try Data(contentsOf: folder.appendingPathComponent("corrupt.png")), Data("GIF89a".utf8),
        Data([0xFF, 0xD8, 0xFF, 0xE0]), Data(),
      ]
      for _ in 0..<6 {
        let count = Int.random(in: 0...4096, using: &generator)
        contents.append(Data((0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }))
      }
      for (index, bytes) in contents.enumerated() {
        try bytes.write(to: folder.appendingPathComponent("one-\(index)"))
        try bytes.write(to: folder.appendingPathComponent("two-\(index)"))
        // A budget of one pixel: nothing is decoded, so nothing is refused.
        let result = try TagflowBinary.run(
          ["diff", "one-\(index)", "two-\(index)", "--max-pixels", "1"], in: folder)
        #expect(result.status == 0, "case \(index): \(result.stderr)")
        #expect(result.stdoutText == "PASSED two-\(index): identical files\n", "case \(index)")
        #expect(result.stderr.isEmpty, "case \(index)")
      }
    }
  }

  /// A diff image needs the pixels: with -o, identical files are decoded, and a file that
  /// does not decode is bad input even when both are the same.
  @Test func identicalFilesWithADiffImageAreDecoded() throws {
    try withImages { folder in
      let drawn = try TagflowBinary.run(["diff", "a.png", "a.png", "-o", "diff.png"], in: folder)
      #expect(drawn.status == 0, "\(drawn.stderr)")
      #expect(drawn.stdoutText == "PASSED a.png: identical files\ndiff image: diff.png\n")
      #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("diff.png").path))
      let truncated = try TagflowBinary.run(
        ["diff", "truncated.png", "truncated.png", "-o", "diff2.png"], in: folder)
      #expect(truncated.status == 2)
      #expect(truncated.stdoutText.isEmpty)
      #expect(
        truncated.stderr
          == "tagflow: error: truncated.png: PNG image is truncated or corrupt (the data ends before the image does)\n")
    }
  }

  /// Files that differ by one byte are decoded, so a broken one is still bad input.
  @Test func filesThatDifferByOneByteAreDecoded() throws {
    try withImages { folder in
      var bytes = try Data(contentsOf: folder.appendingPathComponent("truncated.png"))
      bytes[bytes.count - 1] ^= 1
      try bytes.write(to: folder.appendingPathComponent("truncated2.png"))
      let result = try TagflowBinary.run(["diff", "truncated.png", "truncated2.png"], in: folder)
      #expect(result.status == 2)
      #expect(result.stderr.hasPrefix("tagflow: error: truncated.png: PNG image is truncated or corrupt"))
    }
  }

  @Test func differentImagesDifferAndDrawTheDiff() throws {
    try withImages { folder in
      let result = try TagflowBinary.run(["diff", "a.png", "b.png", "-o", "diff.png"], in: folder)
      #expect(result.status == 1, "\(result.stderr)")
      let lines = result.stdoutText.split(separator: "\n")
      #expect(lines.first?.hasPrefix("FAILED b.png: ") == true)
      #expect(lines.first?.contains("pixels differ (") == true)
      #expect(lines.last == "diff image: diff.png")
      #expect(result.stderr.isEmpty)
      let diff = try Data(contentsOf: folder.appendingPathComponent("diff.png"))
      #expect(diff.starts(with: [0x89, 0x50, 0x4E, 0x47]))
      let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".tmp-") }
      #expect(leftovers.isEmpty)
    }
  }

  /// A tolerance as pixels or as a percentage lets the difference pass.
  @Test func toleranceAsPixelsOrPercent() throws {
    try withImages { folder in
      let counted = try TagflowBinary.run(["diff", "a.png", "b.png"], in: folder).stdoutText
      let pixels = try #require(Int(counted.dropFirst("FAILED b.png: ".count).prefix { $0.isNumber }))
      #expect(try TagflowBinary.run(["diff", "a.png", "b.png", "--tolerance", "\(pixels)"], in: folder).status == 0)
      #expect(
        try TagflowBinary.run(["diff", "a.png", "b.png", "--tolerance", "\(pixels - 1)"], in: folder).status == 1)
      let percent = try TagflowBinary.run(["diff", "a.png", "b.png", "--tolerance", "50%"], in: folder)
      #expect(percent.status == 0)
      #expect(percent.stdoutText.contains("tolerance 50%"))
    }
  }

  @Test func antialiasingDetectionIsReported() throws {
    try withImages { folder in
      let result = try TagflowBinary.run(
        ["diff", "a.png", "b.png", "--antialiasing", "--threshold", "0.05"], in: folder)
      #expect(result.status == 1)
      #expect(result.stdoutText.contains("differ only by anti-aliasing"), "\(result.stdoutText)")
    }
  }

  @Test func sizeMismatchIsReportedAsSuch() throws {
    try withImages { folder in
      let result = try TagflowBinary.run(["diff", "a.png", "wide.png", "-o", "diff.png"], in: folder)
      #expect(result.status == 1)
      #expect(result.stdoutText.hasPrefix("FAILED wide.png: image sizes differ: a.png is 240×"))
      #expect(result.stdoutText.contains("wide.png is 300×"))
      // The diff is drawn on a canvas that holds both images, and the new area counts.
      #expect(result.stdoutText.contains("; on a shared canvas "), "\(result.stdoutText)")
      let diff = try Data(contentsOf: folder.appendingPathComponent("diff.png"))
      let width = diff[16..<20].reduce(0) { $0 << 8 | Int($1) }
      #expect(width == 300)
    }
  }

  static let badInput: [([String], String)] = [
    (["missing.png", "a.png"], "missing.png: cannot read file (No such file or directory)"),
    (
      ["a.png", "truncated.png"],
      "truncated.png: PNG image is truncated or corrupt (the data ends before the image does)"
    ),
    (["corrupt.png", "a.png"], "corrupt.png: PNG image is truncated or corrupt"),
    (["a.png", "not.png"], "not.png: not an image diff compares (PNG, JPEG, WebP, TIFF, SVG or PDF"),
    (["a.png", "."], "'.' is a folder and the other is not; expected two image files or two folders"),
    // A missing path is called missing, even beside a folder.
    ([".", "gone"], "cannot read 'gone': no such file or folder"),
    (["gone/", "."], "cannot read 'gone/': no such file or folder"),
    (["a.png", "b.png", "--threshold", "2"], "--threshold: '2.0' is not valid; expected a number from 0 to 1"),
    (["a.png", "b.png", "--tolerance", "lots"], "--tolerance: 'lots' is not valid; expected a number of pixels"),
    // Missing folders are made; one that cannot be (a file in the way) is the option's error.
    (["a.png", "b.png", "-o", "a.png/folder/diff.png"], "--output: cannot create folder 'a.png/folder'"),
  ]

  @Test(arguments: badInput)
  func badInputExitsTwoWithOneLine(arguments: [String], phrase: String) throws {
    try withImages { folder in
      let result = try TagflowBinary.run(["diff"] + arguments, in: folder)
      #expect(result.status == 2)
      let lines = result.stderr.split(separator: "\n")
      #expect(lines.count == 1, "stderr: \(result.stderr)")
      #expect(result.stderr.hasPrefix("tagflow: error: "))
      #expect(result.stderr.contains(phrase), "stderr: \(result.stderr)")
    }
  }

  /// Two folders: every image by relative path, at any depth; each is changed, new, deleted
  /// or passed, the exit status says whether anything but passes was found, and the report
  /// holds them all.
  @Test func foldersCompareByRelativePath() throws {
    try withImages { folder in
      let fileManager = FileManager.default
      for side in ["expected/deep/er", "actual/deep/er"] {
        try fileManager.createDirectory(
          at: folder.appendingPathComponent(side), withIntermediateDirectories: true)
      }
      func copy(_ name: String, to path: String) throws {
        try fileManager.copyItem(at: folder.appendingPathComponent(name), to: folder.appendingPathComponent(path))
      }
      try copy("a.png", to: "expected/same.png")
      try copy("a.png", to: "actual/same.png")
      try copy("a.png", to: "expected/deep/er/changed.png")
      try copy("b.png", to: "actual/deep/er/changed.png")
      try copy("a.png", to: "expected/size.png")
      try copy("wide.png", to: "actual/size.png")
      try copy("a.png", to: "expected/gone.png")
      try copy("b.png", to: "actual/new.png")
      try Data("not an image".utf8).write(to: folder.appendingPathComponent("actual/notes.txt"))
      let result = try TagflowBinary.run(["diff", "expected", "actual", "--report", "report"], in: folder)
      #expect(result.status == 1, "\(result.stderr)")
      let lines = result.stdoutText.split(separator: "\n").map(String.init)
      #expect(lines.contains { $0.hasPrefix("FAILED deep/er/changed.png: ") }, "\(lines)")
      #expect(lines.contains { $0.hasPrefix("FAILED size.png: image sizes differ") }, "\(lines)")
      #expect(lines.contains("DELETED gone.png: only in expected"), "\(lines)")
      #expect(lines.contains("NEW new.png: only in actual"), "\(lines)")
      #expect(lines.contains { $0.hasPrefix("PASSED same.png: ") }, "\(lines)")
      // Not an image, in one folder only: listed and counted, and it fails nothing.
      #expect(
        lines.contains("SKIPPED notes.txt: not a PNG, JPEG, WebP, TIFF, SVG or PDF image, only in actual"), "\(lines)")
      #expect(lines.contains("5 images: 2 failed, 1 new, 1 deleted, 1 passed; 1 file skipped"), "\(lines)")
      let html = try String(contentsOf: folder.appendingPathComponent("report/index.html"), encoding: .utf8)
      for count in ["2 failed</span>", "1 new</span>", "1 deleted</span>", "1 passed</span>"] {
        #expect(html.contains(count), "\(count)")
      }

      // Only passes: 0. An unreadable image: listed, then 2.
      try fileManager.removeItem(at: folder.appendingPathComponent("expected"))
      try fileManager.createDirectory(at: folder.appendingPathComponent("expected"), withIntermediateDirectories: true)
      try copy("a.png", to: "expected/same.png")
      try fileManager.removeItem(at: folder.appendingPathComponent("actual"))
      try fileManager.createDirectory(at: folder.appendingPathComponent("actual"), withIntermediateDirectories: true)
      try copy("a.png", to: "actual/same.png")
      #expect(try TagflowBinary.run(["diff", "expected", "actual"], in: folder).status == 0)
      try copy("truncated.png", to: "expected/broken.png")
      try copy("a.png", to: "actual/broken.png")
      let broken = try TagflowBinary.run(["diff", "expected", "actual"], in: folder)
      #expect(broken.status == 2)
      #expect(broken.stdoutText.contains("ERROR broken.png: "), "\(broken.stdoutText)")
      #expect(broken.stdoutText.contains("PASSED same.png"))
      #expect(broken.stderr == "tagflow: error: 1 image could not be read (listed above as ERROR)\n")
    }
  }

  /// The false pass: two folders of changed screenshots in a format that is not
  /// compared (GIF). Each is listed with why it was not compared, and the run fails until
  /// --include says what to compare.
  @Test func foldersOfOtherFormatsFailInsteadOfPassing() throws {
    try withImages { folder in
      for side in ["expected", "actual"] {
        try FileManager.default.createDirectory(
          at: folder.appendingPathComponent(side), withIntermediateDirectories: true)
        for name in ["home.gif", "login.gif"] {
          try Data("\(side) \(name)".utf8).write(to: folder.appendingPathComponent("\(side)/\(name)"))
        }
      }
      let result = try TagflowBinary.run(["diff", "expected", "actual"], in: folder)
      #expect(result.status == 1)
      #expect(
        result.stdoutText == """
          SKIPPED home.gif: not a PNG, JPEG, WebP, TIFF, SVG or PDF image, in both folders: cannot be compared
          SKIPPED login.gif: not a PNG, JPEG, WebP, TIFF, SVG or PDF image, in both folders: cannot be compared
          0 images; 2 files skipped

          """)
      #expect(
        result.stderr == "tagflow: nothing was compared: no PNG, JPEG, WebP, TIFF, SVG or PDF file in either folder\n")

      // One PNG beside them: compared and passed, but the skipped twins still fail the run.
      for side in ["expected", "actual"] {
        try FileManager.default.copyItem(
          at: folder.appendingPathComponent("a.png"), to: folder.appendingPathComponent("\(side)/tags.png"))
      }
      let twins = try TagflowBinary.run(["diff", "expected", "actual", "--report", "report"], in: folder)
      #expect(twins.status == 1)
      #expect(twins.stdoutText.contains("1 image: 1 passed; 2 files skipped\n"))
      #expect(
        twins.stderr
          == "tagflow: 2 files in both folders could not be compared (listed above as SKIPPED); only PNG, JPEG, "
          + "WebP, TIFF, SVG and PDF are compared: choose the files to compare with --include GLOB\n")
      let html = try String(contentsOf: folder.appendingPathComponent("report/index.html"), encoding: .utf8)
      #expect(html.contains("2 skipped</span>"))
      #expect(html.contains("<span class=\"badge\">SKIPPED</span> <a href=\"#item-0\">home.gif</a>"))

      // Choosing the PNGs: the GIFs are only counted, and the run passes.
      let chosen = try TagflowBinary.run(["diff", "expected", "actual", "--include", "*.png"], in: folder)
      #expect(chosen.status == 0, "\(chosen.stderr)")
      #expect(
        chosen.stdoutText == """
          PASSED tags.png: identical to expected/tags.png
          1 image: 1 passed; 2 files not matching --include

          """)
      #expect(chosen.stderr.isEmpty)

      // Choosing the GIFs does not make them comparable.
      let jpegs = try TagflowBinary.run(
        ["diff", "expected", "actual", "--include", "*.gif", "--include", "nothing"], in: folder)
      #expect(jpegs.status == 1)
      #expect(
        jpegs.stderr
          == "tagflow: nothing was compared: no PNG, JPEG, WebP, TIFF, SVG or PDF file that --include selects in "
          + "either folder\n")
    }
  }

  @Test func includeIsForFolders() throws {
    try withImages { folder in
      let result = try TagflowBinary.run(["diff", "a.png", "b.png", "--include", "*.png"], in: folder)
      #expect(result.status == 2)
      #expect(
        result.stderr
          == "tagflow: error: --include chooses files in two folders; for two files there is nothing to choose\n")
    }
  }

  @Test func helpListsTheOptionsAndExitCodes() throws {
    let result = try TagflowBinary.run(["diff", "--help"])
    #expect(result.status == 0)
    for part in [
      "--threshold", "--tolerance", "--antialiasing", "--no-antialiasing", "-o, --output", "--report", "2 when",
      "--include <glob>", "SKIPPED",
    ] {
      #expect(result.stdoutText.contains(part), "\(part)")
    }
  }

  /// CImageReaders opens libjpeg, libwebp and libtiff on first use: with each hidden behind an
  /// empty file of its name (LD_LIBRARY_PATH is searched before the system's folders), a JPEG,
  /// WebP or TIFF is refused on one line naming the library and what to install, and PNGs
  /// (libpng is linked) still compare.
  @Test func aLibraryThatCannotBeLoadedIsNamedWithItsPackage() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let hidden = folder.appendingPathComponent("lib")
    try FileManager.default.createDirectory(at: hidden, withIntermediateDirectories: true)
    let names =
      ["libjpeg.so.62", "libjpeg.so.7", "libjpeg.so.8", "libjpeg.so"] + ["libwebp.so.7", "libwebp.so"]
      + ["libtiff.so.6", "libtiff.so"]
    for name in names { try Data().write(to: hidden.appendingPathComponent(name)) }
    let searched = [hidden.path] + (ProcessInfo.processInfo.environment["LD_LIBRARY_PATH"].map { [$0] } ?? [])
    let environment = ["LD_LIBRARY_PATH": searched.joined(separator: ":")]
    let formats = CheckCommandTests.fixtures.appendingPathComponent("Formats")
    for (file, format, library) in [
      ("quality95.jpg", "JPEG", "libjpeg"), ("lossless.webp", "WebP", "libwebp"), ("opaque.tiff", "TIFF", "libtiff"),
    ] {
      let path = formats.appendingPathComponent(file).path
      let result = try TagflowBinary.run(
        ["diff", path, formats.appendingPathComponent("opaque.png").path], environment: environment)
      #expect(result.status == 2, "\(file): \(result.stderr)")
      let line = "tagflow: error: \(path): cannot read \(format) images on this system (\(library).so."
      #expect(result.stderr.hasPrefix(line), "\(result.stderr)")
      #expect(result.stderr.contains(" could not be loaded ("), "\(result.stderr)")
      #expect(result.stderr.contains("): install \(library)"), "\(result.stderr)")
      #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
    }
    let png = formats.appendingPathComponent("opaque.png").path
    let same = try TagflowBinary.run(
      ["diff", png, formats.appendingPathComponent("pattern.png").path], environment: environment)
    #expect(same.status != 2, "\(same.stderr)")
  }
}

// `tagflow diff`: two images (pixels, SVG or PDF), or two folders of images by relative path.

import ArgumentParser
import TagFlow
import TagFlowComparison
import TagFlowReports

struct Diff: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    _superCommandName: TagFlowCommand.name,
    abstract: "Compare two images (PNG, JPEG, WebP, TIFF, SVG or PDF) or two folders of them; show where they differ.",
    discussion: """
      Two files: PNG, JPEG, WebP or TIFF (told by their first bytes, so the
      two may differ in format), or two SVGs, or two PDFs, compared as check
      and two folders compare them: SVG as normalised text and then as
      pictures, PDF as pages (drawn by rsvg-convert and pdftoppm).
      Byte-identical files match at once, without being decoded ("PASSED
      b.png: identical files"); otherwise prints PASSED or FAILED, how many
      pixels differ and their share of the image.
      A pixel differs when its colour is further than --threshold from the
      other image's in OKLab, which near black takes CIELAB's straight toe
      (about 0.02 is one just-noticeable difference;
      --metric yiq counts exactly what pixelmatch counts, --metric odiff
      what odiff counts). The diff image shows unchanged pixels faded grey, differing pixels red and
      anti-aliasing-only pixels yellow; images of different sizes are drawn
      on a canvas that holds both, top left corners together, and counted as
      odiff counts them: a pixel only one image covers differs unless it is
      transparent, the corner neither covers is not counted.

      Two folders: compares every .png, .jpg, .jpeg, .webp, .tif, .tiff,
      .svg and .pdf file under EXPECTED with the file at the same relative
      path under ACTUAL, at any depth (a.png and a.jpg do not pair), and
      lists each as FAILED (changed), NEW (only in ACTUAL), DELETED (only
      in EXPECTED), ERROR (cannot be read) or PASSED, the words check uses
      too. Every other file is listed as SKIPPED with the
      reason (another format, a link to a folder, not a regular file), so
      nothing passes unseen. --include GLOB (repeatable) chooses the files
      to look at, by path relative to the folder (* also matches /); the
      others are only counted. --report writes all of them as one HTML page.

      \(ExitStatus.discussion(
        success: "when the images match within --tolerance (folders: every image passed)",
        negative: """
          when they differ, sizes included (folders: any image failed, new or \
          deleted, no image compared at all, or a skipped file in both folders)
          """))
      An image that cannot be read (missing, truncated, corrupt, another format): 2,
      after every other image of a folder is listed.

      Examples:
        tagflow diff expected.png actual.png
        tagflow diff expected.png actual.png --tolerance 0.5% -o diff.png
        tagflow diff expected.png actual.png --ignore 0,0,200,40
        tagflow diff expected.svg actual.svg -o diff.png
        tagflow diff screenshots/main screenshots/branch --report diff-report/
        tagflow diff screenshots/main screenshots/branch --include '*.png'
      """
  )

  @Argument(help: ArgumentHelp("The reference image, or a folder of them.", valueName: "expected"), completion: .images)
  var expected: String

  @Argument(
    help: ArgumentHelp("The image to compare with it, or a folder of them.", valueName: "actual"), completion: .images)
  var actual: String

  @Option(
    name: [.short, .long],
    help: ArgumentHelp("Write the diff image of two files to this PNG file.", valueName: "diff.png"))
  var output: String?

  @Option(help: ArgumentHelp("Write an HTML report (expected, actual, diff) into this folder.", valueName: "folder"))
  var report: String?

  @Option(
    name: .customLong("include"),
    help: ArgumentHelp(
      "Folders: compare only the files whose relative path matches this glob (repeatable; * also matches /).",
      valueName: "glob"))
  var include: [String] = []

  @Option(
    name: .customLong("ignore"),
    help: ArgumentHelp(
      "Leave a rectangle out of the comparison: X,Y,WIDTH,HEIGHT in pixels from the top left (repeatable; hatched in the diff image).",
      valueName: "x,y,w,h"))
  var ignore: [String] = []

  @OptionGroup(title: "Comparison") var comparing: ComparisonOptions

  @Option(
    help: ArgumentHelp("How many pixels may differ: a count (10) or a share of the image (0.5%).", valueName: "N|N%"))
  var tolerance = "0"

  @OptionGroup var color: ColorOptions

  /// Where a comparison of two files prints its lines: stderr when the diff image goes to stdout.
  private var resultStream: Terminal.Stream { output == "-" ? .error : .output }

  func run() throws {
    guard let tolerance = ImageComparison.Tolerance(parsing: tolerance) else {
      throw TagFlowError.invalid("--tolerance", tolerance, expected: ImageComparison.Tolerance.accepted)
    }
    // Before anything is compared: a folder is no place for the diff image.
    if let output, FileSystem.namesFolder(output) {
      throw ValidationError("--output: " + FileSystem.folderForFile(output, example: "diff.png"))
    }
    // The diff image is always a PNG: a name that says otherwise would get PNG bytes.
    if let output, let dot = output.split(separator: "/").last?.dropFirst().lastIndex(of: "."),
      output[dot...].lowercased() != ".png"
    {
      throw TagFlowError.invalid("--output", output, expected: "a .png name (the diff image is a PNG) or - for stdout")
    }
    let comparison = comparing.comparison
    let regions = try ignore.map { text throws(TagFlowError) in
      guard let region = IgnoreRegion(parsing: text) else {
        throw TagFlowError.invalid("--ignore", text, expected: IgnoreRegion.acceptedForm)
      }
      return region
    }
    switch (FolderComparison.isFolder(expected), FolderComparison.isFolder(actual)) {
    case (true, true):
      if output != nil {
        throw CommandLineProblem.diffOutputForFolders
      }
      try compareFolders(comparison, tolerance, regions)
    case (false, false):
      if !include.isEmpty {
        throw CommandLineProblem.diffIncludeForFiles
      }
      try compareFiles(comparison, tolerance, regions)
    case (true, false), (false, true):
      let (folder, other) = FolderComparison.isFolder(expected) ? (expected, actual) : (actual, expected)
      // A path that names nothing is missing, whatever the other one is.
      if FileSystem.isMissing(other) { throw TagFlowError.file(FileProblem(.read, other, .noSuchFileOrFolder)) }
      throw CommandLineProblem.diffFolderAndFile(folder: folder)
    }
  }

  private func compareFiles(
    _ comparison: ImageComparison, _ tolerance: ImageComparison.Tolerance, _ regions: [IgnoreRegion]
  ) throws {
    let expectedBytes = try readFile(expected)
    let actualBytes = try readFile(actual)
    // The diff image may go to stdout; the verdict then goes to stderr.
    let say: (String) -> Void = { Terminal.write($0, to: resultStream) }
    // One result line in the words folders and check use: `PASSED b.png: identical files`.
    let verdict = { (word: StatusWord, message: String) in
      color.writeResult("\(word.label) \(actual): \(message)", to: resultStream)
    }
    // Equal bytes are equal pixels: nothing is decoded, unless a diff image needs the pixels.
    let identical = expectedBytes == actualBytes
    if identical && output == nil {
      verdict(.passed, "identical files")
      try writeReport(actualBytes, comparison, tolerance, regions, say)
      return
    }
    let format = try pairedFormat(expectedBytes, actualBytes)
    if !format.isRaster {
      try compareVectors(
        format, expectedBytes, actualBytes,
        ReferenceChecker(record: .never, comparison: comparison, tolerance: tolerance),
        regions, identical: identical, say)
      return
    }
    let (expectedDecoded, actualDecoded) = try decode(expectedBytes, actualBytes)
    // Read in spite of something odd that lost no pixel (a PNG that ends before IEND).
    for (path, image) in [(expected, expectedDecoded), (actual, actualDecoded)] {
      if let warning = image.warning {
        FileSystem.writeStandardError("tagflow: warning: \(Terminal.quotedIfNeeded(path)): \(warning)")
      }
    }
    let (expectedImage, actualImage) = (expectedDecoded.bitmap, actualDecoded.bitmap)
    let (result, ignored) = comparison.compare(
      expectedImage, actualImage, ignoring: regions, diffImage: output != nil)
    let ignoring = ignored == 0 ? "" : "; \(ignored == 1 ? "1 region" : "\(ignored) regions") ignored"
    let matches: Bool
    let diffImage: Bitmap?
    switch result {
    case .sizeMismatch(_, _, let difference):
      verdict(
        .failed,
        "image sizes differ: \(expected) is \(expectedImage.size), \(actual) is \(actualImage.size); "
          + "on a shared canvas \(difference)")
      matches = false
      diffImage = difference.diffImage
    case .compared(let difference):
      matches = difference.matches(tolerance)
      verdict(
        matches ? .passed : .failed,
        identical ? "identical files" : "\(difference); tolerance \(tolerance)\(ignoring)")
      diffImage = difference.diffImage
    }
    if let output, let diffImage {
      try OptionOutput.write(try diffImage.pngBytes(), to: output, option: "--output")
      if output != "-" { say("diff image: \(output)") }
    }
    try writeReport(actualBytes, comparison, tolerance, regions, say)
    if !matches { throw ExitStatus.negative }
  }

  /// Two SVGs or two PDFs, compared as `check` and two folders compare them: by the one
  /// `ReferenceChecker`, SVG as normalised text (and as pictures when it differs), PDF as
  /// pages. Its verdict is printed as a folder's line is; a diff image is written when the
  /// comparison drew pictures, and the report shows the same result.
  private func compareVectors(
    _ format: OutputFormat, _ expectedBytes: [UInt8], _ actualBytes: [UInt8], _ checker: ReferenceChecker,
    _ regions: [IgnoreRegion], identical: Bool, _ say: (String) -> Void
  ) throws {
    var checker = checker
    checker.maxPixels = comparing.maxPixels
    checker.keepsImages = report != nil || output != nil
    checker.drawsMatchingDiffs = output != nil
    let item = CheckItem(
      name: actual, actual: actualBytes, format: format, reference: expected, ignoredRegions: regions)
    var result = checker.check(item, against: expectedBytes)
    switch result.status {
    case .passed, .recorded, .failed, .sizeMismatch: break
    case .error, .unreadableReference, .missing, .skipped:
      throw CommandLineProblem.diffCannotCompare(path: actual, result.message)
    }
    // Equal bytes reach here only for a diff image: the verdict is still the bytes', and
    // the message keeps only why there is no picture, if there is none.
    if identical {
      let noPictures = result.message.firstRange(of: "; no pictures: ").map { result.message[$0.lowerBound...] }
      result.message = "identical files" + (noPictures ?? "")
    }
    color.writeResult(result.line, to: resultStream)
    if let output, let diffImage = result.diffImage {
      try OptionOutput.write(diffImage.bytes, to: output, option: "--output")
      if output != "-" { say("diff image: \(output)") }
    }
    if let report {
      say("report: \(try Self.writeReport([result], to: report, title: "TagFlow diff"))")
    }
    if result.status.isFailure { throw ExitStatus.negative }
  }

  /// The format both files are compared as: PNG for two raster images of any formats, SVG
  /// for two SVGs, PDF for two PDFs, each told by its first bytes. Anything else is one line
  /// of error: a file that is none of them, or two kinds that do not pair.
  private func pairedFormat(_ expectedBytes: [UInt8], _ actualBytes: [UInt8]) throws -> OutputFormat {
    guard let expectedKind = ImageKind(sniffing: expectedBytes) else {
      throw CommandLineProblem.diffNotAnImage(path: expected)
    }
    guard let actualKind = ImageKind(sniffing: actualBytes) else {
      throw CommandLineProblem.diffNotAnImage(path: actual)
    }
    guard expectedKind.pairs(with: actualKind) else {
      throw CommandLineProblem.diffKindsDiffer(
        expected: expected, expectedKind.description, actual: actual, actualKind.description)
    }
    return expectedKind.format
  }

  /// Writes the HTML report `--report` names; its page's path.
  private static func writeReport(_ results: [CheckResult], to report: String, title: String) throws(TagFlowError)
    -> String
  {
    try OptionOutput.named("--report") { () throws(TagFlowError) in
      try HTMLReport.write(results, to: report, title: title)
    }
  }

  /// The HTML report of two files, when --report asks for one.
  private func writeReport(
    _ actualBytes: [UInt8], _ comparison: ImageComparison, _ tolerance: ImageComparison.Tolerance,
    _ regions: [IgnoreRegion], _ say: (String) -> Void
  ) throws {
    guard let report else { return }
    var checker = ReferenceChecker(record: .never, comparison: comparison, tolerance: tolerance)
    checker.maxPixels = comparing.maxPixels
    // Identical files of any content land here too: a report shows an SVG or a PDF as one.
    let format = ImageKind(sniffing: actualBytes)?.format ?? .png
    let item = CheckItem(
      name: actual, actual: actualBytes, format: format, reference: expected, ignoredRegions: regions)
    say("report: \(try Self.writeReport([checker.check(item)], to: report, title: "TagFlow diff"))")
  }

  private func compareFolders(
    _ comparison: ImageComparison, _ tolerance: ImageComparison.Tolerance, _ regions: [IgnoreRegion]
  ) throws {
    var checker = ReferenceChecker(
      record: .never, comparison: comparison, tolerance: tolerance, keepsImages: report != nil)
    checker.maxPixels = comparing.maxPixels
    let outcome = try FolderComparison.compare(
      expected: expected, actual: actual, checker: checker, include: include, ignoring: regions)
    for entry in outcome.entries {
      color.writeResult(entry.result.line)
    }
    color.writeSummary(outcome.summary)
    if let report {
      let title = "TagFlow diff: \(expected) → \(actual)"
      Terminal.write("report: \(try Self.writeReport(outcome.entries.map(\.result), to: report, title: title))")
    }
    let unreadable = outcome.images.filter { $0.change == .error }.count
    if unreadable > 0 {
      throw CommandLineProblem.unreadableImages(count: unreadable)
    }
    if let failure = outcome.skipFailure {
      FileSystem.writeStandardError("tagflow: \(failure)")
      throw ExitStatus.negative
    }
    if outcome.images.contains(where: { $0.change != .passed }) { throw ExitStatus.negative }
  }

  private func readFile(_ path: String) throws(TagFlowError) -> [UInt8] {
    do {
      return try PNGDecoder.readFile(path)
    } catch {
      throw .pngDecoding(source: nil, error)
    }
  }

  /// Both images, decoded at once in whichever formats they are.
  private func decode(_ expectedBytes: [UInt8], _ actualBytes: [UInt8]) throws(TagFlowError) -> (
    DecodedImage, DecodedImage
  ) {
    do {
      return try ImageDecoder.decodePair(
        (expectedBytes, expected), (actualBytes, actual), maxPixels: comparing.maxPixels)
    } catch {
      throw .pngDecoding(source: nil, error)
    }
  }
}

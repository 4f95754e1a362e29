// `tagflow diff`: compares two PNGs pixel by pixel; exit 0 when they match, 1 when not, 2 on bad input.

import ArgumentParser
import TagFlow

struct Diff: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Compare two PNG images pixel by pixel and draw where they differ.",
    discussion: """
      Prints how many pixels differ and their share of the image. Exit
      status: 0 when the images match within --tolerance, 1 when they differ
      (a size mismatch included), 2 when an image cannot be read or an option
      value is not valid.

      A pixel differs when its colour is further than --threshold from the
      other image's (pixelmatch's YIQ metric, both blended over white). The
      diff image shows unchanged pixels faded grey, differing pixels red and
      anti-aliasing-only pixels yellow.

      Examples:
        tagflow diff expected.png actual.png
        tagflow diff expected.png actual.png --tolerance 0.5% -o diff.png
      """
  )

  @Argument(help: ArgumentHelp("The reference image.", valueName: "expected.png"))
  var expected: String

  @Argument(help: ArgumentHelp("The image to compare with it.", valueName: "actual.png"))
  var actual: String

  @Option(name: [.short, .long], help: ArgumentHelp("Write the diff image to this PNG file.", valueName: "diff.png"))
  var output: String?

  // Read as text and checked in run(), so a bad value exits 2 like any bad input.
  @Option(help: ArgumentHelp("Per-pixel sensitivity, 0 (any change counts) to 1 (none does).", valueName: "0...1"))
  var threshold = "0.1"

  @Option(
    help: ArgumentHelp("How many pixels may differ: a count (10) or a share of the image (0.5%).", valueName: "N|N%"))
  var tolerance = "0"

  @Flag(
    inversion: .prefixedNo,
    help: "Tell pixels that differ only by anti-aliasing apart: reported, shown yellow, not counted.")
  var antialiasing = false

  func run() throws {
    guard let threshold = Double(threshold), threshold >= 0, threshold <= 1 else {
      fail(TagFlowError.invalid("--threshold", threshold, expected: "a number from 0 to 1, such as 0.1").message)
    }
    guard let tolerance = ImageComparison.Tolerance(parsing: tolerance) else {
      fail(TagFlowError.invalid("--tolerance", tolerance, expected: ImageComparison.Tolerance.accepted).message)
    }
    // The diff image is always a PNG: a name that says otherwise would get PNG bytes.
    if let output, let dot = output.split(separator: "/").last?.dropFirst().lastIndex(of: "."),
      output[dot...].lowercased() != ".png"
    {
      fail(
        TagFlowError.invalid("--output", output, expected: "a .png name (the diff image is a PNG) or - for stdout")
          .message)
    }
    let expectedImage = read(expected)
    let actualImage = read(actual)
    let comparison = ImageComparison(threshold: threshold, detectsAntialiasing: antialiasing)
    let result = comparison.compare(expectedImage, actualImage, diffImage: output != nil)
    // The diff image may go to stdout; the verdict then goes to stderr.
    let say: (String) -> Void = output == "-" ? { FileSystem.writeStandardError($0) } : { print($0) }

    guard let difference = result.difference else {
      say("differ: image sizes differ: \(expected) is \(expectedImage.size), \(actual) is \(actualImage.size)")
      if output != nil { say("no diff image: images of different sizes have no pixels to pair") }
      Self.exit(withError: ExitCode(1))
    }
    let matches = difference.matches(tolerance)
    say("\(matches ? "match" : "differ"): \(difference); tolerance \(tolerance)")
    if let output, let image = difference.diffImage {
      do {
        try FileSystem.write(try image.pngBytes(), to: output)
      } catch {
        fail("\(error)")
      }
      if output != "-" { say("diff image: \(output)") }
    }
    if !matches { Self.exit(withError: ExitCode(1)) }
  }

  private func read(_ path: String) -> Bitmap {
    do {
      return try PNGDecoder.decode(contentsOfFile: path)
    } catch {
      fail(error.description)
    }
  }

  /// Bad input: one line, exit 2. TagFlowCommand would exit 1 for a thrown error, and 1 is
  /// this command's "they differ".
  private func fail(_ message: String) -> Never {
    FileSystem.writeStandardError("tagflow: error: \(message)")
    Self.exit(withError: ExitCode(2))
  }
}

// Where the image goes and in which format.

import ArgumentParser
import TagFlow

struct OutputOptions: ParsableArguments {
  @Option(
    name: [.short, .long],
    help: ArgumentHelp("Output file ('-' for stdout). Its extension picks the format.", valueName: "path"))
  var output: String

  @Option(help: "Image format (default: from the output file's extension; png for stdout).")
  var format: OutputFormat?

  @Option(
    help: ArgumentHelp("Pixel scale of PNG output: 2 draws the same layout with twice the pixels.", valueName: "factor")
  )
  var scale = 1.0

  @Option(help: "PNG compression: fast, or small (within 5% of optipng -o2, ~10× slower), or smallest.")
  var pngCompression = PNGCompression.fast

  func validate() throws {
    guard format != nil || output == "-" || OutputFormat(path: output) != nil else {
      throw ValidationError("cannot tell the format of '\(output)': use a .png, .svg or .pdf name, or --format")
    }
    guard scale.isFinite, scale > 0, scale <= 16 else {
      throw ValidationError("--scale: '\(scale)' is not valid; expected a number above 0 and at most 16")
    }
  }

  /// Stdout has no extension to read: it gets PNG unless --format says otherwise.
  var resolvedFormat: OutputFormat { format ?? OutputFormat(path: output) ?? .png }
}

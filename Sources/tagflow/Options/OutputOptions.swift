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
    parsing: .unconditional,
    help: ArgumentHelp(
      "Pixel scale of PNG output, 0.1 to 16: 2 draws the same layout with twice the pixels.", valueName: "factor"))
  var scale = NumberArgument(1)

  @Option(help: "PNG compression: fast, or small (within 5% of optipng -o2, ~10× slower), or smallest.")
  var pngCompression = PNGCompression.fast

  func validate() throws {
    guard format != nil || output == "-" || OutputFormat(path: output) != nil else {
      throw ValidationError("cannot tell the format of '\(output)': use a .png, .svg or .pdf name, or --format")
    }
    try NumberSetting.scale.check(scale)
  }

  /// Stdout has no extension to read: it gets PNG unless --format says otherwise.
  var resolvedFormat: OutputFormat { format ?? OutputFormat(path: output) ?? .png }
}

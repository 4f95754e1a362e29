// Where the image goes and in which format.

import ArgumentParser
import TagFlow

struct OutputOptions: ParsableArguments {
  @Option(
    name: [.short, .long],
    help: ArgumentHelp("Output file ('-' for stdout). Its extension picks the format.", valueName: "path"))
  var output: String

  @Option(name: .setting(.format), help: .setting(.format))
  var format: OutputFormat?

  @Option(name: .setting(.scale), parsing: .unconditional, help: .setting(.scale))
  var scale = NumberArgument(1)

  @Option(name: .setting(.pngCompression), help: .setting(.pngCompression))
  var pngCompression = PNGCompression.fast

  func validate() throws {
    guard format != nil || output == "-" || OutputFormat(path: output) != nil else {
      throw ValidationError("cannot tell the format of '\(output)': use a .png, .svg or .pdf name, or --format")
    }
    try JobSetting.scale.check(scale)
  }

  /// Stdout has no extension to read: it gets PNG unless --format says otherwise.
  var resolvedFormat: OutputFormat { format ?? OutputFormat(path: output) ?? .png }
}

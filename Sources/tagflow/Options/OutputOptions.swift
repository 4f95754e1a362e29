// Where the image goes and in which format.

import ArgumentParser
import Glibc
import TagFlow
import TagFlowBatch

struct OutputOptions: ParsableArguments {
  @Option(
    name: [.short, .long],
    help: ArgumentHelp("Output file ('-' for stdout). Its extension picks the format.", valueName: "path"),
    completion: .outputs)
  var output: String

  @Option(name: .setting(.format), help: .setting(.format))
  var format: OutputFormat?

  @Option(name: .setting(.scale), parsing: .unconditional, help: .setting(.scale))
  var scale = NumberArgument(1)

  @Option(name: .setting(.pngCompression), help: .setting(.pngCompression))
  var pngCompression = PNGCompression.fast

  func validate() throws {
    // A folder is not a file whose format is unknown: say what it is and what to give.
    if FileSystem.namesFolder(output) {
      throw ValidationError(
        "--output: " + FileSystem.folderForFile(output, example: "tags.\((format ?? .png).rawValue)"))
    }
    guard format != nil || output == "-" || OutputFormat(path: output) != nil else {
      throw ValidationError("cannot tell the format of '\(output)': use a .png, .svg or .pdf name, or --format")
    }
    try JobSetting.scale.check(scale)
    // As curl does: a PNG or PDF on a terminal only garbles it.
    if output == "-", resolvedFormat != .svg, isatty(STDOUT_FILENO) == 1 {
      throw ValidationError(
        "output: not writing a \(resolvedFormat.rawValue.uppercased()) to the terminal; "
          + "redirect it (> tags.\(resolvedFormat.rawValue)) or give -o FILE")
    }
  }

  /// Makes the folder `output` goes into, as batch and markdown do: `-o out/tags.png` makes `out/`.
  /// A name ending in `/` names a folder, not a file: the write says so, and nothing is made.
  func createFolder() throws(TagFlowError) {
    try FileSystem.createFolder(of: output)
  }

  /// Stdout has no extension to read: it gets PNG unless --format says otherwise.
  var resolvedFormat: OutputFormat { format ?? OutputFormat(path: output) ?? .png }
}

// `tagflow layout`: the same arguments as render, the ChipScene printed as JSON instead of drawn.

import ArgumentParser
import TagFlow
import TagFlowReaders

struct Layout: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layout",
    _superCommandName: TagFlowCommand.name,
    abstract: "Print where every chip goes, as JSON, without drawing.",
    discussion: """
      Prints {"width", "height", "background", "chips": [{"text", "x", "y",
      "width", "height", "baseline", "line", ...}]} in points, chips in input
      order; "baseline" is the distance from a chip's top to its baseline.
      Chip edges are where a PNG at --scale draws them: snapped to its pixels
      unless --no-snap.

      With --boxes, lays out plain boxes from a JSON file instead: an object
      of these keys ("width" and "items" required; any other key is an error)
      \(keyList(BoxesInput.containerKeys))
      where each of "items", and "overflowItem", is an object of these keys
      ("width" and "height" required)
      \(keyList(BoxesInput.itemKeys))
      ("width", "height", "minWidth", "maxWidth" and "basis" are points, or a
      percentage of the container such as "25%", as is each of "gap"'s; the
      container's "width" may be "min-content" or "max-content", the width
      its items take; docs/layout.md says what each means), and prints
      {"width", "height", "lines", "hidden", "items": [{"x", "y", "width",
      "height", "line"}], "overflow"?}, items in input order.

      \(ExitStatus.discussion(success: "when the JSON is written"))

      Examples:
        tagflow layout swift linux pango cairo --width 200
        echo '{"width": 100, "items": [{"width": 60, "height": 20}]}' \\
          | tagflow layout --boxes -
      """
  )

  /// `keys` quoted, comma-separated, in indented lines of at most 78 columns.
  static func keyList(_ keys: [String]) -> String {
    var lines = [""]
    for (index, key) in keys.enumerated() {
      let word = "\"\(key)\"" + (index == keys.count - 1 ? "" : ",")
      if lines[lines.count - 1].count + word.count + 1 > 70 { lines.append("") }
      lines[lines.count - 1] += " " + word
    }
    return lines.map { " " + $0 }.joined(separator: "\n")
  }

  @OptionGroup var job: JobOptions
  @OptionGroup(title: "Fonts") var glyphs: GlyphOptions

  @Option(name: [.short, .long], help: ArgumentHelp("Write the JSON to a file instead of stdout.", valueName: "path"))
  var output = "-"

  @Option(help: ArgumentHelp("Report chip edges as a PNG at this pixel scale draws them.", valueName: "factor"))
  var scale = 1.0

  @Option(
    help: ArgumentHelp("Lay out boxes from a JSON file ('-' for stdin) instead of tags.", valueName: "file"),
    completion: .file(extensions: ["json"]))
  var boxes: String?

  func validate() throws {
    guard scale.isFinite, scale > 0, scale <= 16 else {
      throw ValidationError("--scale: '\(scale)' is not valid; expected a number above 0 and at most 16")
    }
    if FileSystem.namesFolder(output) {
      throw ValidationError("--output: " + FileSystem.folderForFile(output, example: "layout.json"))
    }
  }

  func run() throws {
    try PathArguments.check(tags: job.input.tags)
    if let boxes {
      guard job.input.tags.isEmpty, job.input.input == nil, job.input.sources.isEmpty else {
        throw ValidationError(
          "--boxes lays out the boxes of a JSON file: give no tags, --input, --from-front-matter or --from-package")
      }
      let input = try BoxesInput.read(try FileSystem.readBytes(boxes, field: "--boxes"), source: boxes)
      try OptionOutput.write(try BoxesOutput(try input.arrange()).json(), to: output, option: "--output")
      return
    }
    // Nothing is drawn: the measurer keeps no shaped text for drawing.
    let (job, measurer) = try job.makeJob(forDrawing: false, pixelsPerPoint: scale)
    PairValueWarning.warnings(Array(Arguments.all.dropFirst())).forEach(warn)
    let scene = try ChipScene(job, measurer: measurer)
    try glyphs.report(measurer.missingGlyphs)
    try OptionOutput.write(scene.drawn(as: .png, scale: scale).json(), to: output, option: "--output")
  }
}

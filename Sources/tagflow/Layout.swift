// `tagflow layout`: the same arguments as render, the Scene printed as JSON instead of drawn.

import ArgumentParser
import TagFlow

struct Layout: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print where every chip goes, as JSON, without drawing.",
    discussion: """
      Prints {"width", "height", "background", "chips": [{"text", "x", "y", "width", "height",
      "baseline", "line", ...}]} in points, chips in input order. "baseline" is the distance
      from the chip's top to its text baseline.

      Example:
        tagflow layout swift linux pango cairo --width 200
      """
  )

  @OptionGroup var job: JobOptions

  @Option(name: [.short, .long], help: ArgumentHelp("Write the JSON to a file instead of stdout.", valueName: "path"))
  var output = "-"

  func run() throws {
    let (job, measurer) = try job.makeJob()
    let scene = try Scene(job, measurer: measurer)
    try FileSystem.write(try scene.json(), to: output)
  }
}

// How the ChipScene is drawn: pixel snapping, SVG text or outlines, a dark look for SVG.

import ArgumentParser
import TagFlow
import TagFlowReaders

struct DrawingOptions: ParsableArguments {
  @Flag(name: .setting(.snap), inversion: .prefixedNo, help: .setting(.snap))
  var snap: Bool?

  @Option(name: .setting(.svgText), help: .setting(.svgText))
  var svgText: SVGTextMode?

  @Option(
    name: .customLong("dark-theme"),
    help: ArgumentHelp(
      "A theme whose colours an SVG takes when the reader prefers dark (prefers-color-scheme); PNG and PDF draw "
        + "the light look.",
      valueName: "name|file"),
    completion: .themes)
  var darkTheme: String?

  func validate() throws {
    if darkTheme != nil, svgText == .outlines {
      throw ValidationError(
        "--dark-theme needs --svg-text text: outlines cannot change colour with the reader's preference")
    }
  }

  /// Sets the drawing choices on the job.
  func apply(to job: inout Job) throws(TagFlowError) {
    job[.snap] = snap
    job[.svgText] = svgText
    if let darkTheme {
      job.darkStyle = try Theme.resolve(darkTheme, setting: "darkTheme").style
    }
  }
}

extension SVGTextMode: KeywordArgument {}

// How the Scene is drawn: pixel snapping, SVG text or outlines, a dark look for SVG.

import ArgumentParser
import TagFlow

struct DrawingOptions: ParsableArguments {
  @Flag(
    inversion: .prefixedNo,
    help: ArgumentHelp(
      "Round chip edges to device pixels so they are crisp (default: on for PNG and SVG, off for PDF)."))
  var snap: Bool?

  @Option(
    name: .customLong("svg-text"),
    help: ArgumentHelp(
      "SVG text as real <text> (small, selectable, the reader's fonts) or glyph outlines (needs no fonts; "
        + "default: outlines, text with --dark-theme).",
      valueName: "text|outlines"))
  var svgText: SVGTextMode?

  @Option(
    name: .customLong("dark-theme"),
    help: ArgumentHelp(
      "A theme whose colours an SVG takes when the reader prefers dark (prefers-color-scheme); PNG and PDF draw "
        + "the light look.",
      valueName: "name|file"))
  var darkTheme: String?

  func validate() throws {
    if darkTheme != nil, svgText == .outlines {
      throw ValidationError(
        "--dark-theme needs --svg-text text: outlines cannot change colour with the reader's preference")
    }
  }

  /// Sets the drawing choices on the job.
  func apply(to job: inout Job) throws(TagFlowError) {
    job.rendering = RenderOptions(snap: snap, svgText: svgText)
    if let darkTheme {
      job.darkStyle = try Theme.resolve(darkTheme, setting: "darkTheme").style
    }
  }
}

extension SVGTextMode: ExpressibleByArgument {}

// `tagflow render`: tags in, one image out.

import ArgumentParser
import TagFlow
import TagFlowReaders

struct Render: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    _superCommandName: TagFlowCommand.name,
    abstract: "Draw tags as wrapped chips into a PNG, SVG or PDF file.",
    discussion: ExitStatus.discussion(success: "when the image is written")
      + """


      Examples:
        tagflow render swift linux pango cairo -o tags.png
        tagflow render --input tags.txt --width 400 --justify center -o tags.svg
        printf 'one\\ntwo\\n' | tagflow render --input - --scale 2 -o - > tags.png
        tagflow render swift linux --theme dark --palette deep -o dark.png
        tagflow render swift:40 linux:25 pango:8 --align baseline -o cloud.svg
        tagflow render swift linux -o out/tags.png --dry-run   # lists, writes nothing
      """
  )

  @OptionGroup var job: JobOptions
  @OptionGroup(title: "Output") var output: OutputOptions
  @OptionGroup(title: "Fonts") var glyphs: GlyphOptions
  @OptionGroup(title: "Writing") var writing: WriteOptions

  func run() throws {
    try PathArguments.check(tags: job.input.tags)
    var (job, measurer) = try job.makeJob(
      pixelsPerPoint: output.resolvedFormat.isRaster ? output.scale.value : 1)
    PairValueWarning.warnings(Array(Arguments.all.dropFirst())).forEach(warn)
    job[.pngCompression] = output.pngCompression
    // SIGINT and SIGTERM end the process at once (removing a temporary file):
    // nothing to cancel but the test hold's waits.
    let renderer = Renderer(measurer: measurer)
    renderer.cancellation = TestHold.around(.never)
    let bytes = try renderer.render(job, as: output.resolvedFormat, scale: output.scale.value)
    // Before anything is written: --strict leaves no file behind.
    try glyphs.report(measurer.missingGlyphs)
    if writing.dryRun { return writing.list(output.output) }
    let staged = try OptionOutput.named("--output") { () throws(TagFlowError) in
      try output.createFolder()
      return try FileSystem.stage(bytes, for: output.output)
    }
    try renderer.cancellation.check(.write)
    try staged.commit()
    writing.list(output.output, stdoutCarriesOutput: output.output == "-")
  }
}

// The options `render` and `layout` share: tags, style and layout, made into a Job.

import ArgumentParser
import TagFlow
import TagFlowReaders

struct JobOptions: ParsableArguments {
  @OptionGroup(title: "Tags") var input: InputOptions
  @OptionGroup(title: "Layout") var layout: LayoutOptions
  @OptionGroup(title: "Style") var style: StyleOptions
  @OptionGroup(title: "Tag cloud") var cloud: CloudOptions
  @OptionGroup(title: "Drawing") var drawing: DrawingOptions

  /// The validated job and a measurer for its fonts: the theme first, then every option given over it.
  /// `tags` come before those the options give; `forDrawing: false` when the text will only be measured.
  /// `pixelsPerPoint` turns `--width 1200px` into points: the PNG's scale, 1 for SVG and PDF.
  func makeJob(tags: [TagItem] = [], forDrawing: Bool = true, pixelsPerPoint: Double = 1) throws(TagFlowError) -> (
    Job, TextMeasurer
  ) {
    var job = Job(tags: try input.readTags(leading: tags), fonts: style.fonts)
    job.links = LinkPolicy(allowing: input.linkSchemes)
    if let theme = style.theme { try Theme.resolve(theme).apply(to: &job) }
    // After the theme: --gap wins over its gaps.
    try layout.apply(to: &job, pixelsPerPoint: pixelsPerPoint)
    style.apply(to: &job.style)
    cloud.apply(to: &job)
    job[.title] = try input.readTitle()
    try drawing.apply(to: &job)
    try job.validate()
    let measurer = try TextMeasurer(fonts: job.fonts, forDrawing: forDrawing)
    if let fallback = try measurer.fallbackFamily(for: job.style.font) {
      warn(
        "font '\(job.style.font)' is not installed; drawing with '\(fallback)' instead (install it or pass --font-file)"
      )
    }
    return (job, measurer)
  }
}

func warn(_ message: String) {
  FileSystem.writeStandardError("tagflow: warning: \(message)")
}

// The options `render` and `layout` share: tags, style and layout, made into a Job.

import ArgumentParser
import TagFlow

struct JobOptions: ParsableArguments {
  @OptionGroup(title: "Tags") var input: InputOptions
  @OptionGroup(title: "Layout") var layout: LayoutOptions
  @OptionGroup(title: "Style") var style: StyleOptions

  /// The validated job and a measurer for its fonts.
  func makeJob() throws(TagFlowError) -> (Job, TextMeasurer) {
    var job = Job(
      tags: try input.readTags(), style: style.style, width: layout.width, layout: layout.flowOptions,
      fonts: style.fonts)
    job.overflowTemplate = layout.overflowText
    try job.validate()
    let measurer = try TextMeasurer(fonts: job.fonts)
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

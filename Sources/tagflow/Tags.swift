// `tagflow tags`: the tags read from docs and packages, with their weights and files, without drawing them.

import ArgumentParser
import TagFlow

struct Tags: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tags",
    _superCommandName: TagFlowCommand.name,
    abstract: "List the tags read from front matter and package manifests, with their weights and files.",
    discussion: """
      Reads what --from-front-matter and --from-package read for render, and
      prints each tag once, heaviest first: its weight (the number of files
      that carry it), its text and those files, on stdout; a last line on
      stderr counts them (3 tags from 11 files). Tags are one whatever their
      case and Unicode normalisation; the text shown is the spelling most
      files use.

      \(ExitStatus.discussion(success: "when tags were read", negative: "when the sources hold no tags"))

      Examples:
        tagflow tags --from-front-matter content/
        tagflow tags --from-front-matter docs/ --keys tags,taxonomies.tags --json
      """
  )

  @OptionGroup var sources: TagSourceOptions

  @Flag(help: "Print JSON: {\"files\": N, \"tags\": [{\"files\": [...], \"text\": ..., \"weight\": N}]}.")
  var json = false

  func validate() throws {
    guard !sources.isEmpty else {
      throw ValidationError("give --from-front-matter PATH or --from-package FILE: the sources to read")
    }
  }

  func run() throws {
    let (reader, _) = try sources.read()
    if json {
      try FileSystem.write(reader.listingJSON, to: "-")
    } else {
      for line in reader.listing { Terminal.write(line) }
      // The data alone on stdout, for `sort`, `cut` or a file; the count is for the person.
      Terminal.write(reader.listingSummary, to: .error)
    }
    if reader.tally.counted.isEmpty { throw ExitStatus.negative }
  }
}

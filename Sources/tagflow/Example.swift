// `tagflow example`: renders the built-in example manifest, so a new user sees output at once.

import ArgumentParser
import TagFlow
import TagFlowBatch

struct Example: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "example",
    _superCommandName: TagFlowCommand.name,
    abstract: "Render the built-in example manifest into a folder and print the paths.",
    discussion: """
      The example is an ordinary manifest (see `tagflow batch`); --print shows it.

      \(ExitStatus.discussion(success: "when every image is written"))

      Examples:
        tagflow example out/
        tagflow example --print > manifest.yaml
      """
  )

  @Argument(help: ArgumentHelp("Folder to write the images into (created if missing).", valueName: "folder"))
  var folder = "example"

  @Flag(help: "Print the example manifest instead of rendering it.")
  var print = false

  func run() throws {
    if print {
      try FileSystem.write(Array((BuiltInExample.manifest + "\n").utf8), to: "-")
      return
    }
    try FileSystem.createFolder(folder)
    // The built-in manifest is tagflow's own: the folder asked for is the only place it writes.
    let manifest = Manifest.parse(
      BuiltInExample.manifest, file: "<built-in example>", folder: folder,
      policy: ManifestPolicy(allowsOutsidePaths: true))
    let summary = BatchRunner.run(manifest, options: BatchOptions(workers: 2, incremental: false))
    for problem in summary.invalid { FileSystem.writeStandardError(problem.description) }
    for failure in summary.failures {
      if case .failed(let message) = failure.status { throw CommandLineProblem.exampleJobFailed(message) }
    }
    for result in summary.results {
      for output in result.outputs { Terminal.write(output) }
    }
  }
}

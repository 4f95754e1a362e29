// `tagflow example`: renders the built-in example, so a new user sees output at once.

import ArgumentParser
import TagFlow

struct Example: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "example",
    abstract: "Render the built-in example into a folder and print the paths.",
    discussion: """
      Example:
        tagflow example out/
      """
  )

  @Argument(help: ArgumentHelp("Folder to write the images into (created if missing).", valueName: "folder"))
  var folder = "example"

  func run() throws {
    try FileSystem.createFolder(folder)
    let measurer = try TextMeasurer(fonts: FontSet())
    let renderer = Renderer(measurer: measurer)
    for image in BuiltInExample.images {
      let scene = try Scene(image.job, measurer: measurer)
      let path = folder.hasSuffix("/") ? folder + image.file : folder + "/" + image.file
      try FileSystem.write(try renderer.render(scene, as: image.format, scale: image.scale), to: path)
      print(path)
    }
  }
}

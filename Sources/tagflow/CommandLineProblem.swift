// Mistakes only the command line can make: options that do not go together for one
// command. The library's errors are TagFlowError; these are the tool's own.

import TagFlow
import TagFlowComparison

/// A command's options or arguments that cannot be carried out, in one line.
enum CommandLineProblem: Error, Equatable {
  /// `markdown` was given a tag as an argument; its tags come from the blocks.
  case markdownTagArgument(String)
  /// A ```tags block set an option that is for the whole file.
  case blockSetsWholeFileOption
  /// A ```tags block named an input of tags.
  case blockSetsTagInput
  /// A ```tags block asked for help.
  case blockAsksForHelp
  /// `markdown` was given tag sources (`option`) and `file` has no ```tags cloud block to draw them.
  case sourcesWithoutCloudBlock(file: String, option: String)
  /// The ```tags cloud block at `line` of `file` is empty and the command line gave it no source.
  case emptyCloudBlockWithoutSource(file: String, line: Int)
  /// The image of the block at `line` of `file` would overwrite `input`, which the block reads.
  case imageOverwritesInput(file: String, line: Int, image: String, input: String)
  /// `diff -o` with two folders.
  case diffOutputForFolders
  /// `diff --include` with two files.
  case diffIncludeForFiles
  /// `diff` of a folder and something that is not one.
  case diffFolderAndFile(folder: String)
  /// `diff` of a file that is no image it compares.
  case diffNotAnImage(path: String)
  /// `diff` of two files of kinds that do not pair (an SVG and a PNG, a PDF and an SVG).
  case diffKindsDiffer(expected: String, String, actual: String, String)
  /// `diff` of two SVGs or two PDFs that could not be compared (a tool is missing or failed,
  /// a file does not draw); `message` is the comparison's, as `check` prints it.
  case diffCannotCompare(path: String, String)
  /// `diff` found `count` images it could not read, listed before.
  case unreadableImages(count: Int)
  /// `--strict` and characters no font can draw.
  case strictGlyphs(MissingGlyphs)
  /// `check --last-failed` with no record of a last run in `path`.
  case noLastRun(path: String)
  /// `check --last-failed` with a record that is not one, or of another manifest (`manifest`).
  case lastRunUnreadable(path: String)
  case lastRunOfOtherManifest(path: String, manifest: String)
  /// `check --grep` or `--last-failed` left no image of the manifest to check.
  case nothingSelected(String)
  /// `report` was given a folder with no report's page in it.
  case noReport(folder: String)
  /// A file or folder after the value of an option that takes one path (a shell pattern's
  /// expansion), which would otherwise be drawn as a tag.
  case fileAfterOption(option: String, value: String, file: String)
  /// A job of the built-in example failed; `message` is the batch's report of it, already one line.
  case exampleJobFailed(String)

  /// One line, as `tagflow: error:` shows it.
  var message: String {
    switch self {
    case .markdownTagArgument(let word):
      "'\(word)': markdown takes its tags from the ```tags blocks; give only options here"
    case .blockSetsWholeFileOption:
      "-o, --images, --image-url, --format and --scale are for the whole file: give them on the command line"
    case .blockSetsTagInput:
      "a block's tags are its lines: give --input, --from-front-matter, --from-package, --keys and --site on the "
        + "command line"
    case .sourcesWithoutCloudBlock(let file, let option):
      "\(option): '\(Terminal.oneLine(file))' has no ```tags cloud block to draw the tags it reads; open the block "
        + "that shows them with ```tags cloud (a plain ```tags block draws only its own lines)"
    case .emptyCloudBlockWithoutSource(let file, let line):
      "\(Terminal.oneLine(file)):\(line): the ```tags cloud block is empty and nothing fills it; give "
        + "--from-front-matter PATH, --from-package FILE or --input FILE, or write tags in the block"
    case .blockAsksForHelp:
      "a block takes the options of 'tagflow render' that set how its image looks, not --help "
        + "(see tagflow markdown --help)"
    case .imageOverwritesInput(let file, let line, let image, let input):
      "\(file):\(line): the image '\(image)' would overwrite '\(input)', which the block reads; "
        + "choose another -o or --images"
    case .noLastRun(let path):
      "--last-failed: no run is recorded in '\(path)'; run tagflow check without it first"
    case .lastRunUnreadable(let path):
      "--last-failed: '\(path)' is not a record tagflow check wrote; run tagflow check without it to write one"
    case .lastRunOfOtherManifest(let path, let manifest):
      "--last-failed: '\(path)' records a run of '\(manifest)'; run tagflow check of this manifest without it first"
    case .nothingSelected(let what):
      "\(what) leaves no image of the manifest to check"
    case .diffOutputForFolders:
      "-o/--output writes the diff image of two files; for two folders use --report FOLDER"
    case .diffIncludeForFiles:
      "--include chooses files in two folders; for two files there is nothing to choose"
    case .diffFolderAndFile(let folder):
      "'\(folder)' is a folder and the other is not; expected two image files or two folders"
    case .diffNotAnImage(let path):
      "\(Terminal.oneLine(path)): not an image diff compares (\(ImageKind.named), told by the first bytes)"
    case .diffKindsDiffer(let expected, let expectedKind, let actual, let actualKind):
      "cannot compare \(Terminal.oneLine(expected)) (\(expectedKind)) with \(Terminal.oneLine(actual)) "
        + "(\(actualKind)): diff compares two SVGs, two PDFs, or two PNG, JPEG, WebP or TIFF images in any mix"
    case .diffCannotCompare(let path, let message):
      "\(Terminal.oneLine(path)): \(Terminal.oneLine(message))"
    case .unreadableImages(let count):
      "\(count == 1 ? "1 image" : "\(count) images") could not be read (listed above as ERROR)"
    case .strictGlyphs(let missing):
      missing.message(naming: .commandLine, drawn: false) + " (--strict)"
    case .fileAfterOption(let option, let value, let file):
      "'\(Terminal.oneLine(file))' after \(option) '\(Terminal.oneLine(value))' names a file, not a tag: \(option) "
        + "takes one path (did a shell pattern match several?); give one, or put tags before the options"
    case .exampleJobFailed(let message):
      message
    case .noReport(let folder):
      "'\(Terminal.oneLine(folder))' holds no report (no index.html); write one with "
        + "tagflow check MANIFEST --report \(Terminal.oneLine(folder))"
    }
  }
}

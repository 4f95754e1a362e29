// Text that no font can draw: a warning by default, an error with --strict.

import ArgumentParser
import TagFlow

struct GlyphOptions: ParsableArguments {
  @Flag(
    help: ArgumentHelp(
      "Fail when a tag has characters no installed or loaded font can draw, instead of warning and drawing boxes."))
  var strict = false

  /// Warns once about `missing`, or with `--strict` throws it.
  func report(_ missing: MissingGlyphs) throws(CommandLineProblem) {
    guard !missing.isEmpty else { return }
    if strict { throw .strictGlyphs(missing) }
    warn(missing.message(naming: .commandLine))
  }
}

// How far a manifest or a Markdown file may reach: its own folder and safe links unless these flags allow more.

import ArgumentParser
import TagFlow
import TagFlowBatch

/// Whether the paths a file names may lead out of its folder.
struct OutsidePathsOption: ParsableArguments {
  @Flag(
    help: ArgumentHelp(
      "Let the manifest or Markdown file reach files outside its own folder (absolute paths, '../', links that "
        + "lead out)."))
  var allowOutside = false
}

struct TrustOptions: ParsableArguments {
  @OptionGroup var outside: OutsidePathsOption

  @Option(
    name: .customLong("allow-link-scheme"),
    help: ArgumentHelp(
      "Allow chip links with this scheme besides http, https, mailto and relative ones ('*' for any; repeatable).",
      valueName: "scheme"))
  var linkSchemes: [String] = []

  var policy: ManifestPolicy {
    ManifestPolicy(
      allowsOutsidePaths: outside.allowOutside, links: LinkPolicy(allowing: linkSchemes), naming: .commandLine)
  }
}

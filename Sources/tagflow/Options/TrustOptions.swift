// How far a manifest may reach: its own folder and safe links unless these flags allow more.

import ArgumentParser
import TagFlow

struct TrustOptions: ParsableArguments {
  @Flag(
    help: ArgumentHelp(
      "Let the manifest read and write files outside its own folder (absolute paths, '../', links that lead out)."))
  var allowOutside = false

  @Option(
    name: .customLong("allow-link-scheme"),
    help: ArgumentHelp(
      "Allow chip links with this scheme besides http, https, mailto and relative ones ('*' for any; repeatable).",
      valueName: "scheme"))
  var linkSchemes: [String] = []

  var policy: ManifestPolicy {
    ManifestPolicy(allowsOutsidePaths: allowOutside, links: LinkPolicy(allowing: linkSchemes))
  }
}

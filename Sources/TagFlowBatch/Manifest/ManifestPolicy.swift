// What a manifest may reach: files inside its own folder, and safe links, unless the user allows more.

import TagFlow
import TagFlowReaders

/// The trust boundary of a manifest, as build tools draw it: a manifest may
/// read and write files only inside its own folder (after `..` and symbolic
/// links are resolved), and its tags may link only with safe schemes. A
/// manifest from someone else then cannot overwrite files elsewhere, read
/// private files into an image's title, or put a script behind a chip.
package struct ManifestPolicy: Sendable, Hashable {
  /// Paths may lead anywhere: absolute, `../`, or through links out of the folder.
  package var allowsOutsidePaths: Bool
  package var links: LinkPolicy
  /// How the messages of refused paths and links name settings: the command line's
  /// name the options that would allow them. Not part of the policy's identity.
  package var naming: SettingNaming

  package init(allowsOutsidePaths: Bool = false, links: LinkPolicy = .standard, naming: SettingNaming = .keys) {
    self.allowsOutsidePaths = allowsOutsidePaths
    self.links = links
    self.naming = naming
  }

  package static func == (a: ManifestPolicy, b: ManifestPolicy) -> Bool {
    (a.allowsOutsidePaths, a.links) == (b.allowsOutsidePaths, b.links)
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(allowsOutsidePaths)
    hasher.combine(links)
  }

  /// Inside the manifest's folder, safe links only.
  package static let contained = ManifestPolicy()
}

extension ManifestFolder {
  /// `path` (as the manifest writes it) from the current folder, or a problem
  /// when the policy keeps it inside the manifest's folder and it leads out.
  func resolve(_ path: String, policy: ManifestPolicy) -> Result<String, TagFlowError> {
    let resolved = resolve(path)
    guard !policy.allowsOutsidePaths else { return .success(resolved) }
    let outside = TagFlowError.outside(OutsidePath(path: path, owner: owner))
    guard !path.hasPrefix("/"), CanonicalPath.isLexicallyInside(path) else { return .failure(outside) }
    // Symbolic links inside the folder may still lead out of it.
    let root = canonical.root(prefix.isEmpty ? "." : prefix)
    let target = canonical.of(resolved)
    guard target == root || target.hasPrefix(root == "/" ? "/" : root + "/") else { return .failure(outside) }
    return .success(resolved)
  }
}

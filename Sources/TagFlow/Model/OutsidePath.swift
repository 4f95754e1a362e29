// A path a manifest (or a Markdown file's block) names that leads out of its folder.

/// A path refused by `ManifestPolicy`: `owner` (`manifest`, `Markdown file`) may reach only
/// inside its own folder. `field` names the setting that gave the path, when the error says it.
public struct OutsidePath: Sendable, Equatable {
  /// The setting that gave the path (`theme`), named as the error's naming says.
  package var field: String?
  /// The path, as it was written.
  package var path: String
  /// What may reach only inside its folder: `manifest`, `Markdown file`.
  package var owner: String

  /// The path `path` that `owner` may not reach, given by the setting `field`.
  package init(field: String? = nil, path: String, owner: String) {
    self.field = field
    self.path = path
    self.owner = owner
  }

  /// One line; the option that trusts such paths is named as `naming` says.
  func message(naming: SettingNaming) -> String {
    let trust = naming.option("allowOutside").map { "pass \($0) to trust it" } ?? "allowsOutsidePaths trusts it"
    return (field.map { "\(naming.name($0)): " } ?? "")
      + "'\(path)' is outside the \(owner)'s folder; a \(owner) reads and writes only inside its own folder "
      + "(\(trust))"
  }
}

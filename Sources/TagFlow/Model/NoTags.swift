// A job left with no tags to draw, and where the reader could have given some.

/// Why a job has no tags: none were given, or the fields read from docs and packages held none.
public enum NoTags: Sendable, Equatable {
  /// No tag anywhere: not as arguments, not from a tag list, docs or packages.
  case given
  /// The tag `fields` (`tags`, `keywords`) are empty or missing in `sources`
  /// (`the front matter of 3 Markdown files`).
  case inFields([String], sources: [String])

  /// One line, naming the settings where tags can come from as `naming` says.
  func message(naming: SettingNaming) -> String {
    switch self {
    case .given:
      "no tags: give tags as arguments, or with \(naming.name("tagsFile")) FILE, "
        + "\(naming.name("fromFrontMatter")) PATH or \(naming.name("fromPackage")) FILE"
    case .inFields(let fields, let sources):
      "no tags: the fields \(fields.joined(separator: ", ")) are empty or missing in "
        + "\(sources.joined(separator: " and ")); choose other fields with \(naming.name("keys"))"
    }
  }
}

// A job left with no tags to draw, and where the reader could have given some.

/// Why a job has no tags: none were given, or the fields read from docs and packages held none.
public struct NoTags: Sendable, Equatable, CustomStringConvertible {
  /// Why, as this package's code and tests tell the reasons apart.
  package var kind: Kind

  /// The reason `kind`.
  package init(_ kind: Kind) {
    self.kind = kind
  }

  /// The problem in one line, naming settings by their keys.
  public var description: String { kind.message(naming: .keys) }

  /// One line, naming the settings where tags can come from as `naming` says.
  func message(naming: SettingNaming) -> String { kind.message(naming: naming) }
}

extension NoTags {
  /// The reasons a job has no tags: package-level, so that adding one changes no API.
  package enum Kind: Sendable, Equatable {
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
}

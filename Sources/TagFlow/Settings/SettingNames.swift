// The two names of a setting: its key in manifests and theme files, and its command-line option.

/// Library errors name a setting by its manifest key (`maxChipWidth`); the
/// command line says the same thing as `--max-chip-width`. A key's option is
/// its kebab-case spelling unless `optionAliases` says otherwise, so the two
/// stay in step without a second list to keep.
public enum SettingNames {
  /// Keys whose command-line option is not their kebab-case spelling.
  static let optionAliases = ["fontFiles": "font-file", "tagsFile": "input"]

  /// Every key a manifest job accepts (defaults take all but `output`, `tags` and `tagsFile`).
  public static var manifestKeys: Set<String> { Set(ManifestKeys.settings.keys).union(ManifestKeys.jobOnly.keys) }

  /// The option, without dashes, that sets what manifest key `key` sets;
  /// `nil` when `key` is not a manifest key.
  public static func option(forKey key: String) -> String? {
    guard manifestKeys.contains(key) else { return nil }
    return optionAliases[key] ?? kebabCase(key)
  }

  /// `maxChipWidth` → `max-chip-width`.
  static func kebabCase(_ key: String) -> String {
    var option = ""
    for character in key {
      if character.isUppercase { option += "-" + character.lowercased() } else { option.append(character) }
    }
    return option
  }
}

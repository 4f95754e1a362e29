// The two names of a setting: its key in manifests and theme files, and its command-line option.

/// Library errors name a setting by its manifest key (`maxChipWidth`); the
/// command line says the same thing as `--max-chip-width`. A key's option is
/// its kebab-case spelling unless `optionAliases` says otherwise, so the two
/// stay in step without a second list to keep.
package enum SettingNames {
  /// Keys whose command-line option is not their kebab-case spelling.
  package static let optionAliases = ["fontFiles": "font-file", "tagsFile": "input"]

  /// `maxChipWidth` → `max-chip-width`.
  package static func kebabCase(_ key: String) -> String {
    var option = ""
    for character in key {
      if character.isUppercase { option += "-" + character.lowercased() } else { option.append(character) }
    }
    return option
  }
}

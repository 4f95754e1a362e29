// A manifest key's command-line option: the names of the settings a manifest accepts.

import TagFlow

extension SettingNames {
  /// Every key a manifest job accepts (defaults take all but `output`, `tags` and `tagsFile`).
  package static var manifestKeys: Set<String> { Set(ManifestKeys.settings.keys).union(ManifestKeys.jobOnly.keys) }

  /// The option, without dashes, that sets what manifest key `key` sets;
  /// `nil` when `key` is not a manifest key.
  package static func option(forKey key: String) -> String? {
    guard manifestKeys.contains(key) else { return nil }
    return optionAliases[key] ?? kebabCase(key)
  }
}

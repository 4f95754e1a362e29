// How an error message names a setting: by its key, or by the option the user typed.

/// A setting is known to the library by its key (`maxChipWidth`, as manifests and
/// theme files write it); the command line knows it as an option (`--max-chip-width`).
/// Errors carry the key, and whoever shows them chooses the spelling: the library
/// says keys, the command line passes a naming that says its options.
package struct SettingNaming: Sendable {
  /// The option that sets `key`, as typed (`--max-chip-width`); `nil` for a key
  /// that is no setting (a label such as `tag 3`) or when the reader wrote keys.
  package let option: @Sendable (_ key: String) -> String?

  /// A naming that spells the setting `key` as `option(key)`, and as its key where that is `nil`.
  package init(option: @escaping @Sendable (_ key: String) -> String?) {
    self.option = option
  }

  /// Keys, as in a manifest: the library's own naming.
  package static let keys = SettingNaming { _ in nil }

  /// How the reader wrote the setting `key`: its option, else the key itself.
  func name(_ key: String) -> String { option(key) ?? key }

  /// Where the reader can give `key`, for hints: `--height, or height in a manifest`.
  func ways(_ key: String) -> String {
    option(key).map { "\($0), or \(key) in a manifest" } ?? "\(key) in a manifest"
  }
}

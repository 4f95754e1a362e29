// The two names of a setting: its key in manifests and theme files, and its command-line option.

/// Library errors name a setting by its manifest key (`maxChipWidth`); the
/// command line says the same thing as `--max-chip-width`. A key's option is
/// its kebab-case spelling unless `optionAliases` says otherwise, so the two
/// stay in step without a second list to keep.
package enum SettingNames {
  /// Keys whose command-line option is not their kebab-case spelling.
  package static let optionAliases = ["fontFiles": "font-file", "tagsFile": "input"]

  /// `maxChipWidth` → `max-chip-width`. Keys are ASCII, so this works on bytes: every
  /// option of every command is named through here each time ArgumentParser builds the
  /// command, and `Character.isUppercase` cost 8,000 instructions a key.
  package static func kebabCase(_ key: String) -> String {
    var option: [UInt8] = []
    option.reserveCapacity(key.utf8.count + 4)
    for byte in key.utf8 {
      if (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) {
        option.append(UInt8(ascii: "-"))
        option.append(byte | 0x20)
      } else {
        option.append(byte)
      }
    }
    return String(decoding: option, as: UTF8.self)
  }
}

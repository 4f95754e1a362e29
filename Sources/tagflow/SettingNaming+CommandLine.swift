// The command line's names for settings: the options a user types.

import TagFlow
import TagFlowBatch

extension SettingNaming {
  /// Settings as options: `--max-chip-width` for the key `maxChipWidth`. The library's
  /// errors carry keys; this is the one place that turns them into options.
  static let commandLine = SettingNaming { key in
    (SettingNames.option(forKey: key) ?? optionsWithoutKeys[key]).map { "--" + $0 }
  }

  /// Settings of the command line that no manifest has, by the key the library names them with.
  private static let optionsWithoutKeys = [
    "fromPackage": "from-package", "fromFrontMatter": "from-front-matter", "keys": "keys",
    "allowOutside": "allow-outside", "images": "images", "select": "select",
  ]

  /// One setting, `key`, as its `option` (without dashes): for checking an option's value.
  static func option(_ option: String, for key: String) -> SettingNaming {
    SettingNaming { $0 == key ? "--" + option : nil }
  }
}

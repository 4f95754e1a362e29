// The command line's names for settings, for library tests whose words are what tagflow prints.

@testable import TagFlow
@testable import TagFlowBatch

extension SettingNaming {
  /// Options as tagflow spells them (`--max-chip-width`, `--allow-outside`): the same map as the
  /// executable's `SettingNaming.commandLine`, which a library test cannot import.
  static let options = SettingNaming { key in
    (SettingNames.option(forKey: key) ?? ["allowOutside": "allow-outside", "images": "images"][key]).map { "--" + $0 }
  }
}

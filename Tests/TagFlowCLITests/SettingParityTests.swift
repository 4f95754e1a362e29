// Every setting on the command line is in manifests under the matching name, and the reverse,
// unless an exemption here says why not.

import Foundation
import TagFlow
import TagFlowBatch
import Testing

@Suite struct SettingParityTests {
  /// Options of `render` with no manifest key, and why.
  static let optionOnly: [String: String] = [
    "from-front-matter": "a tag source of the command line; a manifest lists tags or a tagsFile",
    "from-package": "a tag source of the command line; a manifest lists tags or a tagsFile",
    "keys": "says what --from-front-matter and --from-package read",
    "site": "says how --from-front-matter reads a site's files",
    "select": "per tag in a manifest: `selected: true` on the tag",
    "allow-link-scheme": "trust is given to a whole run (batch and check take it too), never by the file it trusts",
    "strict": "a run's policy (batch takes it too), not a job's look",
    "dry-run": "how a run writes (batch takes it too), not a job's look",
    "verbose": "how a run reports its writes (batch takes it too), not a job's look",
    "version": "about the program",
    "help": "about the program",
  ]
  /// Manifest keys with no option of `render`, and why.
  static let keyOnly: [String: String] = [
    "tags": "the command line's TAG arguments",
    "ignore": "regions `tagflow check` skips: there is no reference to compare with when rendering",
    "tolerance": "a job's own `tagflow check --tolerance`: there is no reference to compare with when rendering",
    "threshold": "a job's own `tagflow check --threshold`: there is no reference to compare with when rendering",
  ]

  /// `render`'s long option names, from ArgumentParser's own description of the command.
  static func renderOptions() throws -> Set<String> {
    let result = try TagflowBinary.run(["render", "--experimental-dump-help"])
    let help = try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any]
    let command = help?["command"] as? [String: Any]
    let arguments = command?["arguments"] as? [[String: Any]] ?? []
    var names = Set<String>()
    for argument in arguments {
      for name in argument["names"] as? [[String: Any]] ?? [] where name["kind"] as? String == "long" {
        if let text = name["name"] as? String { names.insert(text) }
      }
    }
    return names
  }

  /// `render`'s arguments as ArgumentParser describes them, by long name.
  static func renderArguments() throws -> [String: [String: Any]] {
    let result = try TagflowBinary.run(["render", "--experimental-dump-help"])
    let help = try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any]
    let command = help?["command"] as? [String: Any]
    var arguments: [String: [String: Any]] = [:]
    for argument in command?["arguments"] as? [[String: Any]] ?? [] {
      for name in argument["names"] as? [[String: Any]] ?? [] where name["kind"] as? String == "long" {
        if let text = name["name"] as? String { arguments[text] = argument }
      }
    }
    return arguments
  }

  /// Options and manifest keys of a job's settings agree by construction: both come
  /// from `JobSetting`. This checks that each is declared as an option, with its help.
  @Test func everyJobSettingIsAnOptionWithItsHelp() throws {
    let arguments = try Self.renderArguments()
    for setting in AnyJobSetting.all {
      let argument = try #require(arguments[setting.option], "\(setting.key) has no option --\(setting.option)")
      #expect(argument["abstract"] as? String == setting.help, "--\(setting.option)")
      if let valueName = setting.valueName {
        #expect(argument["valueName"] as? String == valueName, "--\(setting.option)")
      }
      #expect(SettingNames.manifestKeys.contains(setting.key), "\(setting.key)")
    }
  }

  @Test func everyOptionHasAManifestKey() throws {
    let options = try Self.renderOptions()
    #expect(options.count > 50, "\(options)")
    let keyed = Set(SettingNames.manifestKeys.compactMap(SettingNames.option(forKey:)))
    for option in options.sorted() where Self.optionOnly[option] == nil {
      // A flag's negation sets the same key: --no-snap is snap: false.
      let positive = option.hasPrefix("no-") ? String(option.dropFirst(3)) : option
      #expect(keyed.contains(positive), "--\(option) has no manifest key; add one or exempt it with a reason")
    }
  }

  @Test func everyManifestKeyHasAnOption() throws {
    let options = try Self.renderOptions()
    for key in SettingNames.manifestKeys.sorted() where Self.keyOnly[key] == nil {
      let option = try #require(SettingNames.option(forKey: key))
      #expect(options.contains(option), "manifest key \(key) has no option --\(option); add one or exempt it")
    }
  }

  @Test func exemptionsAreStillNeeded() throws {
    let options = try Self.renderOptions()
    for option in Self.optionOnly.keys {
      #expect(options.contains(option), "--\(option) is exempt but no longer an option")
    }
    for key in Self.keyOnly.keys {
      #expect(SettingNames.manifestKeys.contains(key), "\(key) is exempt but no longer a manifest key")
    }
  }

  /// An error about a setting names it as it was given: the key in a manifest, the option on the command line.
  @Test func errorsNameTheSettingAsGiven() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let cli = try TagflowBinary.run(
      ["render", "a", "--min-chip-width", "50", "--max-chip-width", "40", "-o", "a.png"], in: folder)
    #expect(cli.stderr.hasPrefix("tagflow: error: --min-chip-width: '50' is not valid"), "\(cli.stderr)")
    try "jobs:\n  - {output: a.png, tags: [a], minChipWidth: 50, maxChipWidth: 40}\n".write(
      to: folder.appendingPathComponent("m.yaml"), atomically: true, encoding: .utf8)
    let batch = try TagflowBinary.run(["batch", "m.yaml"], in: folder)
    #expect(batch.stderr.contains("minChipWidth: '50' is not valid"), "\(batch.stderr)")
    #expect(!batch.stderr.contains("min-chip-width"), "\(batch.stderr)")
  }
}

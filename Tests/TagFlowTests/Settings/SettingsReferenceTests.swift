// docs/settings.md is generated from the settings' declarations; this test keeps it current.

import Foundation
import Testing

@testable import TagFlow
@testable import TagFlowBatch

/// The reference of every setting, made from `StyleSetting.all` and `AnyJobSetting.all`,
/// as swift-format makes its rule registry: committed, and failing here when it is stale.
/// `TAGFLOW_WRITE_DOCS=1 swift test --filter SettingsReferenceTests` writes it again.
@Suite struct SettingsReferenceTests {
  static let path = Fixtures.root.deletingLastPathComponent().appendingPathComponent("docs/settings.md").path

  @Test func docsListEverySettingAsDeclared() throws {
    let generated = SettingsReference.markdown()
    if ProcessInfo.processInfo.environment["TAGFLOW_WRITE_DOCS"] == "1" {
      try generated.write(toFile: Self.path, atomically: true, encoding: .utf8)
    }
    let committed = try String(contentsOfFile: Self.path, encoding: .utf8)
    #expect(
      committed == generated,
      "docs/settings.md is not what the declarations say: run TAGFLOW_WRITE_DOCS=1 swift test --filter SettingsReferenceTests"
    )
  }

  @Test func everyKeyAppearsOnce() {
    let markdown = SettingsReference.markdown()
    for key in StyleSetting.all.map(\.key) + AnyJobSetting.all.map(\.key) {
      #expect(markdown.components(separatedBy: "| `\(key)` |").count == 2, "\(key)")
    }
  }
}

/// The Markdown of docs/settings.md.
enum SettingsReference {
  static func markdown() -> String {
    let styleKeys = Set(StyleSetting.all.map(\.key))
    var lines = [
      "# Settings",
      "",
      "<!-- Generated from StyleSetting and JobSetting by Tests/TagFlowTests/Settings/SettingsReferenceTests.swift;",
      "     edit the declarations, then: TAGFLOW_WRITE_DOCS=1 swift test --filter SettingsReferenceTests -->",
      "",
      "Every setting of a job, as it is declared once in the source: its key in manifests (and",
      "theme files, for a look's settings), its option of `tagflow render` and `tagflow layout`,",
      "what it accepts and what it does. A manifest's `defaults` and jobs take every key; the",
      "keys only a manifest job has (`output`, `tags`, `tagsFile`, `ignore`) and the file keys",
      "(`theme`, `darkTheme`, `fontFiles`) are in [Batch rendering from a manifest](manifest.md).",
      "Defaults are in [Command line](cli.md#options).",
      "",
      "## A look",
      "",
      "A theme file takes the keys marked in its column; the others size chips, not looks.",
      "",
      "| key | theme file | option | accepts | what it does |",
      "|---|---|---|---|---|",
    ]
    for setting in StyleSetting.all {
      let theme = setting.isThemeKey ? "yes" : ""
      let accepted = setting.isPair ? setting.accepted + ", or a list [x, y]" : setting.accepted
      lines.append(
        "| `\(setting.key)` | \(theme) | `--\(setting.option)` | \(cell(accepted)) | \(cell(setting.help)) |")
    }
    lines += [
      "",
      "## Layout, cloud, drawing and output",
      "",
      "| key | option | accepts | what it does |",
      "|---|---|---|---|",
    ]
    for setting in AnyJobSetting.all where !styleKeys.contains(setting.key) {
      lines.append(
        "| `\(setting.key)` | `--\(setting.option)` | \(cell(setting.accepted)) | \(cell(setting.help)) |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Text for a table cell: no column breaks, no HTML.
  private static func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }
}

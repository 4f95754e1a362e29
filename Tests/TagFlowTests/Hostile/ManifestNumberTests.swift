// Hostile numbers in manifests and theme files: each is a located problem naming its key and range, never a trap.

import Foundation
import Testing

@testable import TagFlow
@testable import TagFlowBatch

@Suite struct ManifestNumberTests {
  /// The settings a manifest job takes as a key of its own (`weight` sits in tags, `jobs` is an option only).
  static let manifestSettings = NumberSetting.all.filter { $0 != .weight && $0 != .workers }
  static let themeSettings = StyleSetting.all.filter(\.isThemeKey).compactMap(\.range)

  static func manifest(_ key: String, _ value: String) -> Manifest {
    Manifest.parse(
      "jobs:\n  - output: a.png\n    tags: [swift, linux]\n    \(key): \(yaml(value))\n", file: "m.yaml", folder: "")
  }

  /// Plain when YAML reads it back as the same text, quoted otherwise.
  static func yaml(_ value: String) -> String {
    value.isEmpty || value.contains(",") ? "\"\(value)\"" : value
  }

  @Test(arguments: manifestSettings)
  func everyKeyReportsItsRange(setting: NumberSetting) throws {
    for (text, accepted) in HostileValues.around(setting) + [(".nan", false), (".inf", false), ("-.inf", false)] {
      let manifest = Self.manifest(setting.key, text)
      let own = manifest.problems.filter { $0.message.hasPrefix("jobs[0].\(setting.key):") }
      if accepted {
        #expect(own.isEmpty, "\(setting.key): '\(text)': \(own)")
        // What passes draws, or fails with a message: it never traps.
        for job in manifest.jobs { try renderEveryFormat(job) }
      } else {
        let problem = try #require(own.first, "\(setting.key): '\(text)' was accepted")
        #expect(problem.line == 4 && problem.column == 5 + setting.key.count + 2, "\(problem)")
        #expect(problem.message.contains(setting.expected), "\(problem.message)")
        #expect(manifest.jobs.isEmpty)
      }
    }
  }

  @Test func tagWeightsReportTheirRange() {
    for (text, accepted) in HostileValues.around(.weight) where !text.isEmpty && !text.contains(",") {
      let manifest = Manifest.parse(
        "jobs:\n  - output: a.png\n    tags: [{text: a, weight: \(text)}, b]\n", file: "m.yaml", folder: "")
      #expect(manifest.problems.isEmpty == accepted, "weight '\(text)': \(manifest.problems)")
    }
  }

  @Test(arguments: themeSettings)
  func themeKeysReportTheirRange(setting: NumberSetting) {
    for (text, accepted) in HostileValues.around(setting) {
      do {
        _ = try Theme.parse("\(setting.key): \(Self.yaml(text))\n", file: "t.yaml")
        #expect(accepted, "\(setting.key): '\(text)' was accepted")
      } catch {
        #expect(!accepted, "\(setting.key): '\(text)': \(error)")
        #expect(error.message.hasPrefix("t.yaml:1:"), "\(error)")
        #expect(error.message.contains(setting.expected), "\(error)")
      }
    }
  }

  /// A job that parses but cannot be drawn fails alone; the others are written.
  @Test func aFailingJobNeverStopsTheOthers() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-hostile-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let fonts = Fixtures.fonts.files.map { "\"\($0)\"" }.joined(separator: ", ")
    let text = """
      defaults: {systemFonts: false, fontFiles: [\(fonts)]}
      jobs:
        - {output: one.png, tags: [swift, linux]}
        - {output: cut.png, tags: [kubernetes], maxChipWidth: 30}
        - {output: wide.svg, tags: [swift], width: 1e308}
        - {output: two.svg, tags: [pango, cairo], gap: [0, 10000], padding: 0}
      """
    let manifest = Manifest.parse(
      text, file: "m.yaml", folder: folder.path, policy: ManifestPolicy(allowsOutsidePaths: true))
    #expect(manifest.problems.map(\.line) == [5])
    let summary = BatchRunner.run(manifest, options: BatchOptions(workers: 2, incremental: false))
    #expect(summary.rendered == 2)
    #expect(summary.failures.map(\.index) == [1])
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(left == ["one.png", "two.svg"])
  }

  private func renderEveryFormat(_ manifestJob: ManifestJob) throws {
    let renderer = Renderer(measurer: try TextMeasurer(fonts: Fixtures.fonts))
    var job = manifestJob.job
    job.fonts = Fixtures.fonts
    do {
      let scene = try ChipScene(job, measurer: renderer.measurer)
      for format in OutputFormat.allCases {
        #expect(!(try renderer.render(scene, as: format, scale: manifestJob.scale)).isEmpty)
      }
    } catch {
      // Only limits that depend on the drawn size may refuse an accepted value.
      #expect(error.message.contains("too large") || error.message.contains("shows more than"), "\(error)")
    }
  }
}

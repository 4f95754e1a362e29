// `--chip-height text` lays out what TagFlow 0.2.0 did, to the last bit; `line` lines chips up.

import Foundation
import Testing

@Suite struct ChipHeightCommandTests {
  private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures")

  /// Each case of `Fixtures/PerChipHeights/cases.txt`: its name and arguments.
  static let cases: [(name: String, arguments: [String])] = {
    let text = (try? String(contentsOf: fixtures.appendingPathComponent("PerChipHeights/cases.txt"), encoding: .utf8))
    return (text ?? "").split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
      let words = line.split(separator: " ").map(String.init)
      return (words[0], Array(words.dropFirst()))
    }
  }()

  /// The fixture fonts, as the recorded scenes name them (from the Fixtures folder).
  private static let fontArguments: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent("Fonts").path))
    // In the order the shell listed them when the cases were recorded: `Fonts/*.ttf Fonts/*.otf`.
    let fonts = ["ttf", "otf"].flatMap { kind in (names ?? []).filter { $0.hasSuffix("." + kind) }.sorted() }
    return ["--no-system-fonts"] + fonts.flatMap { ["--font-file", "Fonts/" + $0] }
  }()

  private func layout(_ arguments: [String]) throws -> [String: Any] {
    let result = try TagflowBinary.run(["layout"] + Self.fontArguments + arguments, in: Self.fixtures)
    #expect(result.status == 0, "\(result.stderr)")
    return try #require(JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
  }

  @Test func recordedCasesAreThere() {
    #expect(Self.cases.count == 10)
  }

  /// The same scene, every number equal, as the one 0.2.0 printed.
  @Test(arguments: cases.map(\.name))
  func textHeightsLayOutAsBefore(name: String) throws {
    let arguments = try #require(Self.cases.first { $0.name == name }).arguments
    let recorded = try Data(contentsOf: Self.fixtures.appendingPathComponent("PerChipHeights/\(name).json"))
    let then = try #require(JSONSerialization.jsonObject(with: recorded) as? NSDictionary)
    let now = try layout(["--chip-height", "text"] + arguments) as NSDictionary
    #expect(now == then, "\(name) lays out otherwise than TagFlow 0.2.0 did")
  }

  /// By default, every chip of one line is as tall as the others and has its baseline where
  /// they do; with `text`, the recorded scripts case has lines of chips of several heights.
  @Test func lineHeightsAreSharedByDefault() throws {
    let arguments = try #require(Self.cases.first { $0.name == "scripts" }).arguments
    func lines(_ scene: [String: Any]) -> [Int: Set<[Double]>] {
      let chips = scene["chips"] as? [[String: Any]] ?? []
      return Dictionary(grouping: chips) { $0["line"] as? Int ?? -1 }.mapValues { chips in
        Set(chips.map { chip in ["y", "height", "baseline"].map { (chip[$0] as? NSNumber)?.doubleValue ?? -1 } })
      }
    }
    let shared = lines(try layout(arguments))
    #expect(shared.count == 2 && shared.values.allSatisfy { $0.count == 1 }, "\(shared)")
    let own = lines(try layout(["--chip-height", "text"] + arguments))
    #expect(own.values.contains { $0.count > 1 }, "\(own)")
  }
}

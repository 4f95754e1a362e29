// `--min-lines` and a manifest's `minLines`: balanced chips spread over at least so many lines.

import Foundation
import Testing

@Suite struct MinLinesCommandTests {
  static let tags = ["swift", "linux", "pango", "cairo"]

  /// The line of every chip that `tagflow layout` prints for `arguments`.
  func lines(_ arguments: [String]) throws -> [Int] {
    let result = try TagflowBinary.run(["layout"] + Self.tags + ["--width", "600"] + arguments + fixtureFonts)
    #expect(result.status == 0, "\(result.stderr)")
    let json = try JSONSerialization.jsonObject(with: result.stdout) as! [String: Any]
    return (json["chips"] as! [[String: Any]]).map { $0["line"] as! Int }
  }

  @Test func spreadsBalancedChipsOverAtLeastSoManyLines() throws {
    #expect(try lines(["--wrap", "balanced"]) == [0, 0, 0, 0])
    let three = try lines(["--wrap", "balanced", "--min-lines", "3"])
    #expect(Set(three).count == 3 && three == three.sorted(), "\(three)")
    #expect(try lines(["--wrap", "balanced", "--min-lines", "9"]) == [0, 1, 2, 3])
    // Greedy wrapping ignores it, as CSS's `wrap` ignores flex-line-count.
    #expect(try lines(["--min-lines", "3"]) == [0, 0, 0, 0])
  }

  /// The option renders, and a manifest's `minLines` draws the same bytes.
  @Test func rendersAndTheManifestKeyDoesTheSame() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = try copyFixtureFonts(into: folder)
    let fonts = files.flatMap { ["--font-file", $0] } + ["--no-system-fonts"]
    let options = ["--width", "600", "--wrap", "balanced"]
    let spread = try TagflowBinary.run(
      ["render"] + Self.tags + options + ["--min-lines", "3", "-o", "option.png"] + fonts, in: folder)
    #expect(spread.status == 0, "\(spread.stderr)")
    let plain = try TagflowBinary.run(["render"] + Self.tags + options + ["-o", "plain.png"] + fonts, in: folder)
    #expect(plain.status == 0, "\(plain.stderr)")
    let fontList = files.joined(separator: ", ")
    let manifest = """
      jobs:
        - {output: manifest.png, tags: [\(Self.tags.joined(separator: ", "))], width: 600, wrap: balanced,
           minLines: 3, fontFiles: [\(fontList)], systemFonts: false}
      """
    try manifest.write(to: folder.appendingPathComponent("m.yaml"), atomically: true, encoding: .utf8)
    let batch = try TagflowBinary.run(["batch", "m.yaml", "--quiet"], in: folder)
    #expect(batch.status == 0, "\(batch.stderr)")
    let option = try Data(contentsOf: folder.appendingPathComponent("option.png"))
    #expect(try Data(contentsOf: folder.appendingPathComponent("manifest.png")) == option)
    #expect(try Data(contentsOf: folder.appendingPathComponent("plain.png")) != option)
  }

  @Test(arguments: ["0", "2.5", "1000001", "nan"])
  func outOfRangeIsOneLine(value: String) throws {
    let result = try TagflowBinary.run(["render", "swift", "--min-lines", value, "-o", "out.png"])
    #expect(result.status != 0)
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(result.stderr.contains("--min-lines") && result.stderr.contains("1 to 1000000"), "\(result.stderr)")
  }
}

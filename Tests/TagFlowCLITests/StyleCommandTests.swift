// Themes, palettes, weighted clouds, links and titles through the command line.

import Foundation
import Testing

@Suite struct StyleCommandTests {
  private func layout(_ arguments: [String], in folder: URL? = nil) throws -> [String: Any] {
    let result = try TagflowBinary.run(["layout"] + arguments + fixtureFonts, in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    return try JSONSerialization.jsonObject(with: result.stdout) as! [String: Any]
  }

  private func chips(_ json: [String: Any]) -> [[String: Any]] { json["chips"] as! [[String: Any]] }

  @Test func themesListsPresetsAndPalettes() throws {
    let result = try TagflowBinary.run(["themes"])
    #expect(result.status == 0)
    for name in ["light", "dark", "outline", "solid", "paper", "contrast", "pastel", "vivid", "deep", "okabe-ito"] {
      #expect(result.stdoutText.contains("  \(name) "), "themes lacks \(name)")
    }
  }

  @Test func themeThenOptionsOverIt() throws {
    let dark = try layout(["a", "--theme", "dark"])
    #expect(dark["background"] as? String == "#0F172A")
    #expect(chips(dark)[0]["borderWidth"] as? Double == 1)
    #expect(chips(dark)[0]["textColor"] as? String == "#E2E8F0")
    let overridden = try layout(["a", "--theme", "dark", "--fill", "#FDE68A", "--border-width", "0"])
    #expect(chips(overridden)[0]["fill"] as? String == "#FDE68A")
    #expect(chips(overridden)[0]["borderWidth"] == nil)
    // The theme's light text is unreadable on yellow; its dark canvas colour reads well.
    #expect(chips(overridden)[0]["textColor"] as? String == "#0F172A")
  }

  @Test func themeFile() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("extends: outline\nborderColor: \"#16A34A\"\nradius: 0\ngap: [2, 10]\n".utf8)
      .write(to: folder.appendingPathComponent("green.yaml"))
    let json = try layout(["a", "b", "--theme", "green.yaml"], in: folder)
    let chips = chips(json)
    #expect(chips[0]["borderColor"] as? String == "#16A34A")
    #expect(chips[0]["radius"] as? Double == 0)
    #expect(chips[1]["x"] as! Double - (chips[0]["x"] as! Double) - (chips[0]["width"] as! Double) == 2)
  }

  /// The palette index comes from FNV-1a, not Swift's per-process hash: `swift` is
  /// vivid colour 4 in every run, whatever the other tags.
  @Test func paletteColourIsStableAcrossProcesses() throws {
    for tags in [["swift"], ["linux", "swift", "pango"]] {
      let json = try layout(tags + ["--palette", "vivid"])
      let swift = chips(json).first { $0["text"] as? String == "swift" }!
      #expect(swift["fill"] as? String == "#0F766E")
      #expect(swift["textColor"] as? String == "#FFFFFF")
    }
  }

  @Test func weightsFromArgumentsFilesAndYAML() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("big\t9\nsmall\t1\n".utf8).write(to: folder.appendingPathComponent("tags.txt"))
    let fromArguments = chips(try layout(["swift:3", "c++", "std::vector", "a:1", "--max-size", "39"]))
    #expect(fromArguments.map { $0["text"] as? String } == ["swift", "c++", "std::vector", "a"])
    #expect(
      fromArguments.map { $0["font"] as? String } == [
        "DejaVu Sans 39px", "DejaVu Sans 13px", "DejaVu Sans 13px", "DejaVu Sans 13px",
      ])
    let fromFile = chips(try layout(["--input", "tags.txt", "--min-size", "10", "--max-size", "20"], in: folder))
    #expect(fromFile.map { $0["font"] as? String } == ["DejaVu Sans 20px", "DejaVu Sans 10px"])
  }

  @Test func sortTopAndSelect() throws {
    let json = try layout(["b:2", "c:9", "a:5", "d:1", "--sort", "alpha", "--top", "3", "--select", "c"])
    #expect(chips(json).map { $0["text"] as? String } == ["a", "b", "c"])
    #expect(chips(json).map { $0["selected"] as? Bool } == [nil, nil, true])
  }

  @Test func svgWithLinksAndTitleIsStable() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("- {text: swift, link: \"https://swift.org\"}\n- plain\n".utf8)
      .write(to: folder.appendingPathComponent("tags.yaml"))
    var outputs: [Data] = []
    for name in ["a.svg", "b.svg"] {
      let result = try TagflowBinary.run(
        ["render", "--input", "tags.yaml", "--title", "Swift & friends", "-o", name] + fixtureFonts, in: folder)
      #expect(result.status == 0, "\(result.stderr)")
      outputs.append(try Data(contentsOf: folder.appendingPathComponent(name)))
    }
    #expect(outputs[0] == outputs[1])
    let svg = String(decoding: outputs[0], as: UTF8.self)
    #expect(svg.contains("<title>Swift &amp; friends</title>"))
    #expect(svg.contains(#"aria-label="Swift &amp; friends""#))
    #expect(svg.contains(#"<a href="https://swift.org""#))
  }

  @Test func pdfLink() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(#"[{"text": "swift", "link": "https://swift.org"}]"#.utf8).write(
      to: folder.appendingPathComponent("t.json"))
    let result = try TagflowBinary.run(["render", "--input", "t.json", "-o", "t.pdf"] + fixtureFonts, in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let pdf = String(decoding: try Data(contentsOf: folder.appendingPathComponent("t.pdf")), as: UTF8.self)
    #expect(pdf.contains("/URI (https://swift.org)"))
  }

  @Test func helpListsStyleAndCloudOptions() throws {
    let render = try TagflowBinary.run(["render", "--help"])
    #expect(render.status == 0)
    for option in [
      "--theme", "--palette", "--font-size", "--font-weight", "--font-style", "--border-color", "--border-width",
      "--accent", "--radius", "--min-size", "--max-size", "--scale-by", "--ramp", "--sort", "--top", "--select",
      "--title",
    ] {
      #expect(render.stdoutText.contains(option), "render --help lacks \(option)")
    }
    let root = try TagflowBinary.run(["--help"])
    #expect(root.stdoutText.contains("themes"))
  }
}

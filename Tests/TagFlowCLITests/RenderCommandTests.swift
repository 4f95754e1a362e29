// `tagflow render`, `layout` and `example` used as a person would.

import Foundation
import Testing

@Suite struct RenderCommandTests {
  @Test(arguments: ["png", "svg", "pdf"])
  func writesEachFormat(format: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try TagflowBinary.run(["render", "swift", "linux", "-o", "tags.\(format)"] + fixtureFonts, in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty)
    let bytes = try Data(contentsOf: folder.appendingPathComponent("tags.\(format)"))
    let magic: [String: [UInt8]] = [
      "png": [0x89, 0x50, 0x4E, 0x47], "svg": Array("<?xml".utf8), "pdf": Array("%PDF".utf8),
    ]
    #expect(Array(bytes.prefix(magic[format]!.count)) == magic[format]!)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["tags.\(format)"])
  }

  @Test func readsStdinAndWritesStdout() throws {
    let result = try TagflowBinary.run(
      ["render", "--input", "-", "--format", "svg", "-o", "-"] + fixtureFonts, stdin: Data("one\ntwo\n\nthree\n".utf8))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdoutText.hasPrefix("<?xml"))
  }

  @Test func layoutPrintsChipsInInputOrder() throws {
    let result = try TagflowBinary.run(["layout", "alpha", "beta", "gamma", "--width", "150"] + fixtureFonts)
    #expect(result.status == 0, "\(result.stderr)")
    let json = try JSONSerialization.jsonObject(with: result.stdout) as! [String: Any]
    #expect(json["width"] as? Double == 150)
    let chips = json["chips"] as! [[String: Any]]
    #expect(chips.map { $0["text"] as? String } == ["alpha", "beta", "gamma"])
    for key in ["x", "y", "width", "height", "baseline", "line"] {
      #expect(chips.allSatisfy { $0[key] != nil }, "missing \(key)")
    }
    #expect((chips.map { $0["line"] as! Int }).last! > 0, "150 pt cannot hold three chips on one line")
  }

  @Test func sameInputSameBytes() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["a", "b"] {
      for format in ["png", "svg"] {
        let result = try TagflowBinary.run(
          ["render", "swift", "linux", "日本語", "-o", "\(name).\(format)"] + fixtureFonts, in: folder)
        #expect(result.status == 0, "\(result.stderr)")
      }
    }
    for format in ["png", "svg"] {
      let a = try Data(contentsOf: folder.appendingPathComponent("a.\(format)"))
      let b = try Data(contentsOf: folder.appendingPathComponent("b.\(format)"))
      #expect(a == b, "\(format) differs between runs")
    }
  }

  @Test func exampleRendersAndPrintsPaths() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try TagflowBinary.run(["example", "out"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let paths = result.stdoutText.split(separator: "\n").map(String.init)
    #expect(paths.count >= 4)
    for path in paths {
      #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path), "\(path)")
    }
  }

  @Test func helpListsSubcommandsAndOptions() throws {
    let root = try TagflowBinary.run(["--help"])
    #expect(root.status == 0)
    for name in ["render", "layout", "example"] { #expect(root.stdoutText.contains(name)) }
    let render = try TagflowBinary.run(["render", "--help"])
    #expect(render.status == 0)
    for option in [
      "--input", "--width", "--gap", "--justify", "--align", "--font", "--font-file", "--fill", "--scale", "--format",
    ] {
      #expect(render.stdoutText.contains(option), "render --help lacks \(option)")
    }
  }
}

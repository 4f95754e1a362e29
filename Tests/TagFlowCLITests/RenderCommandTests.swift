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

  /// `-o out/tags.png` makes `out/`, as batch and markdown make the folders of their outputs.
  @Test func makesTheOutputsFolder() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try TagflowBinary.run(["render", "swift", "-o", "new/deeper/tags.png"] + fixtureFonts, in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("new/deeper/tags.png").path))
  }

  /// On a terminal, `-o -` refuses a PNG or PDF (as curl refuses binary output) and
  /// writes an SVG, which is text. A pseudo-terminal from Python's pty module stands in for one.
  @Test(arguments: [("png", 2), ("pdf", 2), ("svg", 0)])
  func standardOutputOnATerminal(format: String, status: Int32) throws {
    let script = """
      import os, pty, sys
      pid, fd = pty.fork()
      if pid == 0:
          os.execv(sys.argv[1], sys.argv[1:])
      out = b""
      while True:
          try:
              chunk = os.read(fd, 65536)
          except OSError:
              break
          if not chunk:
              break
          out += chunk
      _, status = os.waitpid(pid, 0)
      sys.stdout.buffer.write(out)
      sys.exit(os.waitstatus_to_exitcode(status))
      """
    let result = try Shell.run(
      ["python3", "-c", script, TagflowBinary.url.path, "render", "swift", "--format", format, "-o", "-"]
        + fixtureFonts)
    #expect(result.status == status, "\(result.stdoutText)")
    if status == 0 {
      #expect(result.stdoutText.contains("<svg"))
    } else {
      #expect(
        result.stdoutText.contains(
          "tagflow: error: output: not writing a \(format.uppercased()) to the terminal; "
            + "redirect it (> tags.\(format)) or give -o FILE"), "\(result.stdoutText)")
    }
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

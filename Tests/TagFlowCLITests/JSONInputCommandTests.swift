// JSON as a user gives it: package.json, JSON manifests and tag lists, Hugo's JSON front matter; read as RFC 8259 says, or one located line.

import Foundation
import Testing

@Suite struct JSONInputCommandTests {
  /// A temporary folder holding `files` (path → text) and copies of the test fonts,
  /// and the manifest lines that name them.
  static func folder(_ files: [String: String]) throws -> (URL, String) {
    let folder = try TagSourceCommandTests.folder(files)
    let fonts = try copyFixtureFonts(into: folder).map { "\"\($0)\"" }
    return (folder, #""systemFonts": false, "fontFiles": [\#(fonts.joined(separator: ", "))]"#)
  }

  /// The surrogate-pair escape of 🚀 (in a field not read), `\u00e9`, a byte order mark:
  /// the keywords are read.
  @Test func packageJSONWithEscapesIsRead() throws {
    let (folder, _) = try Self.folder([
      "package.json": "\u{FEFF}{\n  \"name\": \"rocket\",\n  \"description\": \"Goes up \\ud83d\\ude80\",\n"
        + "  \"keywords\": [\"swift\", \"caf\\u00e9\"]\n}\n"
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let chips = try TagSourceCommandTests.chips(["--from-package", "package.json"], in: folder)
    #expect(chips.map(\.text) == ["swift", "café"])
    let render = try TagflowBinary.run(
      ["render", "--from-package", "package.json", "-o", "x.svg"] + fixtureFonts, in: folder)
    #expect(render.status == 0, "\(render.stderr)")
  }

  /// Each case: files, the arguments, and the one error line (after `tagflow: error: `).
  static let errors: [([String: String], [String], String)] = [
    (
      ["package.json": "# c\n{keywords: ['a', b,],}"], ["--from-package", "package.json"],
      "package.json:1:1: not valid JSON: expected a value, found '#'; JSON has no comments"
    ),
    (
      ["package.json": "{\n  // the tags\n  \"keywords\": [\"a\"]\n}\n"], ["--from-package", "package.json"],
      "package.json:2:3: not valid JSON: expected a key in double quotes, found '/'; JSON has no comments"
    ),
    (
      ["tags.json": "[\"a\",\n  \"\\ud83d\"]"], ["--input", "tags.json"],
      "tags.json:2:4: not valid JSON: '\\uD83D' is the first half of a surrogate pair and no second half"
    ),
    (
      ["tags.json": "[\"a\", {\"text\": \"b\", \"text\": \"c\"}]"], ["--input", "tags.json"],
      "tags.json:1:21: not valid JSON: \"text\" is given twice in one object (first at line 1, column 8)"
    ),
    (
      ["post.md": "\n{\n  \"title\": \"x\",\n  \"tags\": [\"a\",]\n}\nBody\n"], ["--from-front-matter", "post.md"],
      "post.md:4:15: front matter is not valid JSON: a ',' with no value after it before ']'"
    ),
  ]

  @Test(arguments: errors)
  func oneLocatedLine(files: [String: String], arguments: [String], message: String) throws {
    let (folder, _) = try Self.folder(files)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try TagflowBinary.run(["render"] + arguments + ["-o", "out.svg"] + fixtureFonts, in: folder)
    #expect(result.status == 2, "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    #expect(result.stderr.hasPrefix("tagflow: error: \(message)"), "\(result.stderr)")
  }

  /// Package manifests and Hugo's front matter keep a key's last value, as npm and Hugo read them.
  @Test func generatorsFilesKeepTheLastValue() throws {
    let (folder, _) = try Self.folder([
      "package.json": #"{"keywords": ["a"], "keywords": ["b", "c"]}"#,
      "post.md": "{\n  \"tags\": [\"x\"],\n  \"tags\": [\"y\"]\n}\n",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let chips = try TagSourceCommandTests.chips(
      ["--from-package", "package.json", "--from-front-matter", "post.md"], in: folder)
    #expect(chips.map(\.text) == ["y", "b", "c"])
  }

  /// `batch` and `check` on a JSON manifest: rendered with a JSON tag list and theme;
  /// a syntax error or a key given twice stops it on one located line; a bad value is
  /// located as in YAML.
  @Test func jsonManifests() throws {
    let (folder, fonts) = try Self.folder([
      "tags.json": ##"["pango", {"text": "cairo", "weight": 3, "fill": "#FDE68A"}, "\u00e9t\u00e9"]"##,
      "theme.json": #"{"extends": "dark", "radius": 4}"#,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    func write(_ name: String, _ jobs: String) throws {
      let text = "{\n  \"defaults\": {\"width\": 300, \(fonts)},\n  \"jobs\": [\n\(jobs)\n  ]\n}\n"
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
    try write(
      "m.json",
      #"    {"output": "out/a.png", "tags": ["swift", "caf\u00e9"]},"# + "\n"
        + #"    {"output": "out/b.svg", "tagsFile": "tags.json", "theme": "theme.json"}"#)
    let rendered = try TagflowBinary.run(["batch", "m.json"], in: folder)
    #expect(rendered.status == 0, "\(rendered.stderr)")
    #expect(rendered.stderr.hasPrefix("2 jobs: 2 rendered"), "\(rendered.stderr)")
    let svg = try String(contentsOf: folder.appendingPathComponent("out/b.svg"), encoding: .utf8)
    #expect(svg.contains("été"))

    try write("trailing.json", #"    {"output": "out/c.png", "tags": ["x"],}"#)
    try write("twice.json", #"    {"output": "out/c.png", "tags": ["x"], "output": "out/d.png"}"#)
    try write("value.json", #"    {"output": "out/c.png", "tags": ["x"], "justify": "left"}"#)
    let cases = [
      ("trailing.json", 2, "trailing.json:4:42: not valid JSON: a ',' with no key after it before '}'"),
      ("twice.json", 2, "twice.json:4:44: not valid JSON: \"output\" is given twice in one object (first at line 4, "),
      ("value.json", 1, "value.json:4:55: jobs[0].justify: 'left' is not valid"),
    ]
    for (name, status, line) in cases {
      for command in ["batch", "check"] {
        let result = try TagflowBinary.run([command, name], in: folder)
        #expect(result.status == status, "\(command) \(name): \(result.stderr)")
        #expect(result.stderr.hasPrefix(line), "\(command) \(name): \(result.stderr)")
        if status == 2 { #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)") }
      }
    }
  }
}

// Package keywords: package.json, pyproject.toml (PEP 621 and Poetry) and Cargo.toml (with workspaces).

import Foundation
import Testing

@testable import TagFlow
@testable import TagFlowReaders

@Suite struct PackageManifestTests {
  private func tags(_ path: String, _ text: String, keys: [String] = TagSourceReader.defaultKeys) throws(TagFlowError)
    -> [String]
  {
    guard let manifest = PackageManifest(path: path) else {
      throw .invalid("path", path, expected: "the name of a package manifest the tests know")
    }
    return try manifest.tags(in: text, keys: keys, source: path)
  }

  @Test func kindsByFileName() {
    #expect(PackageManifest(path: "web/package.json") == .json)
    #expect(PackageManifest(path: "composer.json") == .json)
    #expect(PackageManifest(path: "a/pyproject.toml") == .pyproject)
    #expect(PackageManifest(path: "Cargo.toml") == .cargo)
    #expect(PackageManifest(path: "setup.cfg") == nil)
    #expect(PackageManifest(path: "config.toml") == nil)
  }

  @Test func packageJSON() throws {
    let json = #"{"name": "x", "keywords": ["svg", "tag cloud"], "categories": ["Visualization"], "tags": null}"#
    #expect(try tags("package.json", json) == ["svg", "tag cloud", "Visualization"])
    #expect(try tags("package.json", json, keys: ["keywords"]) == ["svg", "tag cloud"])
    #expect(try tags("package.json", #"{"name": "x"}"#) == [])
  }

  @Test func pyproject() throws {
    let toml = """
      [project]
      name = "demo"
      keywords = ["svg", "pango"]  # PEP 621
      classifiers = ["Topic :: Multimedia"]

      [tool.poetry]
      keywords = ["cairo"]

      [tool.other]
      keywords = ["not this"]
      """
    #expect(try tags("pyproject.toml", toml) == ["svg", "pango", "cairo"])
  }

  @Test func cargoWithAndWithoutItsWorkspace() throws {
    #expect(
      try tags("Cargo.toml", "[package]\nname = \"x\"\nkeywords = [\"cli\"]\ncategories = [\"graphics\"]\n") == [
        "cli", "graphics",
      ])
    let workspace = """
      [package]
      keywords.workspace = true
      categories = { workspace = true }

      [workspace.package]
      keywords = ["svg"]
      categories = ["graphics"]
      """
    #expect(try tags("Cargo.toml", workspace) == ["svg", "graphics"])
    expectMessage(
      "Cargo.toml:2: package.keywords comes from the workspace ('workspace = true'), and this file has no "
        + "[workspace.package] keywords; give the workspace's Cargo.toml with --from-package",
      // The message as the command line shows it, which reads the manifest for --from-package.
      naming: SettingNaming { $0 == "fromPackage" ? "--from-package" : nil }
    ) {
      try tags("Cargo.toml", "[package]\nkeywords.workspace = true\n")
    }
  }

  /// Each case: a manifest that cannot give keywords, and the start of its one error line.
  static let invalid: [(String, String, String)] = [
    ("package.json", "[1, 2]", "package.json:1:1: expected a JSON object"),
    ("package.json", #"{"keywords": [["a"]]}"#, "package.json:1:15: keywords: a list is not valid"),
    ("package.json", #"{"keywords": {"a": 1}}"#, "package.json:1:14: keywords: a mapping is not valid"),
    ("package.json", #"{"keywords": ["a""#, "package.json:1:18: not valid JSON: expected ',' or ']'"),
    ("pyproject.toml", "[project]\nkeywords = [svg]\n", "pyproject.toml:2:13: not valid TOML: 'svg' is not a value"),
    ("Cargo.toml", "[package]\nkeywords = { a = 1 }\n", "Cargo.toml:2:12: keywords: a table is not valid"),
    ("Cargo.toml", "[package]\nkeywords = [\"a\"]\nkeywords = [\"b\"]\n", "Cargo.toml:3:1: not valid TOML: key"),
  ]

  @Test(arguments: invalid)
  func badManifestsAreLocated(_ path: String, _ text: String, message: String) {
    do {
      _ = try tags(path, text)
      Issue.record("no error for \(text)")
    } catch {
      #expect(error.message.hasPrefix(message), "\(error.message)")
    }
  }

  /// Manifests read from files: their bytes go to the TOML reader, so text that is not
  /// UTF-8 is located; a file over the manifests' size limit is refused before it is read.
  @Test func manifestFilesAreLocatedAndLimited() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-package-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    func tags(_ name: String, _ bytes: [UInt8]) throws(TagFlowError) -> [String] {
      let path = folder.appendingPathComponent(name).path
      _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
      var reader = TagSourceReader()
      try reader.addPackage(path, field: "--from-package")
      return reader.tally.tags.map(\.text)
    }
    let cargo = folder.appendingPathComponent("Cargo.toml").path
    #expect(try tags("Cargo.toml", Array("[package]\nkeywords = [\"cli\"]\n".utf8)) == ["cli"])
    expectMessage("\(cargo):2:17: not valid TOML: the file is not UTF-8 text here (byte 0xC3)") {
      try tags("Cargo.toml", Array("[package]\nkeywords = [\"caf".utf8) + [0xC3, 0x28] + Array("\"]\n".utf8))
    }
    let json = folder.appendingPathComponent("package.json").path
    expectMessage("\(json):2:17: not valid JSON: the file is not UTF-8 text here (byte 0xFF)") {
      try tags("package.json", Array("{\n  \"keywords\": [\"".utf8) + [0xFF] + Array("\"]}".utf8))
    }
    // A sparse file: 17 MB on disk, nothing written.
    let large = folder.appendingPathComponent("pyproject.toml")
    #expect(FileManager.default.createFile(atPath: large.path, contents: nil))
    let handle = try FileHandle(forWritingTo: large)
    try handle.truncate(atOffset: 17 * 1024 * 1024)
    try handle.close()
    var reader = TagSourceReader()
    expectMessage("\(large.path): 17 MB is too large; the limit is 16 MB") {
      try reader.addPackage(large.path, field: "--from-package")
    }
  }
}

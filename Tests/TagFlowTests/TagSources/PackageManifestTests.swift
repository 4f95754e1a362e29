// Package keywords: package.json, pyproject.toml (PEP 621 and Poetry) and Cargo.toml (with workspaces).

import Testing

@testable import TagFlow

@Suite struct PackageManifestTests {
  private func tags(_ path: String, _ text: String, keys: [String] = TagSourceReader.defaultKeys) throws(TagFlowError)
    -> [String]
  {
    guard let manifest = PackageManifest(path: path) else { throw TagFlowError("unknown manifest \(path)") }
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
    #expect(
      throws: TagFlowError(
        "Cargo.toml:2: package.keywords comes from the workspace ('workspace = true'), and this file has no "
          + "[workspace.package] keywords; give the workspace's Cargo.toml with --from-package")
    ) {
      try tags("Cargo.toml", "[package]\nkeywords.workspace = true\n")
    }
  }

  /// Each case: a manifest that cannot give keywords, and the start of its one error line.
  static let invalid: [(String, String, String)] = [
    ("package.json", "[1, 2]", "package.json:1:1: expected a JSON object"),
    ("package.json", #"{"keywords": [["a"]]}"#, "package.json:1:15: keywords: a list is not valid"),
    ("package.json", #"{"keywords": {"a": 1}}"#, "package.json:1:14: keywords: a mapping is not valid"),
    ("package.json", #"{"keywords": ["a""#, "package.json:2:1: not valid YAML or JSON"),
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
}

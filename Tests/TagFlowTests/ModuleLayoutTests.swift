// ModuleLayoutTests: each module's folders hold its concern, dependencies point one way, and
// Package.swift's dependencies are what each target imports.

import Foundation
import Testing

@Suite struct ModuleLayoutTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The folders of the modules around a render, each named for what it holds (issue 38).
  static let folders: [String: Set<String>] = [
    // Files in: structured text and what is read with it.
    "TagFlowReaders": ["YAML", "JSON", "TOML", "TagSources", "MarkdownTags", "Theme", "Paths"],
    // Results out.
    "TagFlowReports": ["Report", "Check"],
    // Many jobs.
    "TagFlowBatch": ["Manifest", "Settings", "Batch"],
  ]

  /// Files a reader or an engineer looks for by concern, each in one place.
  static let places = [
    "FrontMatter.swift": "TagFlowReaders/TagSources",
    "PackageManifest.swift": "TagFlowReaders/TagSources",
    "TOMLParser.swift": "TagFlowReaders/TOML",
    "YAMLEvents.swift": "TagFlowReaders/YAML",
    "JSONParser.swift": "TagFlowReaders/JSON",
    "CommonMarkBlocks.swift": "TagFlowReaders/MarkdownTags",
    "ThemeFile.swift": "TagFlowReaders/Theme",
    "HTMLReport.swift": "TagFlowReports/Report",
    "JUnitReport.swift": "TagFlowReports/Report",
    "GitHubAnnotations.swift": "TagFlowReports/Report",
    "FolderComparison.swift": "TagFlowReports/Check",
    "ManifestParser.swift": "TagFlowBatch/Manifest",
    "JobSetting.swift": "TagFlowBatch/Settings",
    "BatchRunner.swift": "TagFlowBatch/Batch",
  ]

  /// What each of them may depend on: the readers need no image comparison and no manifest,
  /// the reports no reader, and the batch no report.
  static let dependencies: [String: Set<String>] = [
    "TagFlowReaders": ["TagFlow", "CLibYAML"],
    "TagFlowReports": ["TagFlow", "TagFlowComparison"],
    "TagFlowBatch": ["TagFlow", "TagFlowComparison", "TagFlowReaders", "FlowLayout"],
  ]

  @Test func eachModuleFolderHoldsItsConcern() throws {
    for (module, expected) in Self.folders {
      let folder = Self.root.appendingPathComponent("Sources/" + module)
      let entries = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      let subfolders = Set(
        entries.filter { name in
          var isFolder: ObjCBool = false
          return FileManager.default.fileExists(
            atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder)
            && isFolder.boolValue
        })
      #expect(
        subfolders == expected, "Sources/\(module): add a folder here, and to CONTRIBUTING's map, with its concern")
      // At the top only the trait's check: every source sits in the folder of its concern.
      let loose = entries.filter { $0.hasSuffix(".swift") && $0 != "BuildTrait.swift" }
      #expect(loose == [], "Sources/\(module)")
      for name in expected {
        #expect(!Self.swiftFiles(in: "Sources/\(module)/\(name)").isEmpty, "Sources/\(module)/\(name) is empty")
      }
    }
    let all = Self.swiftFiles(in: "Sources")
    for (file, place) in Self.places {
      let found = all.filter { $0.hasSuffix("/" + file) }
      #expect(found == ["Sources/\(place)/\(file)"], "\(file)")
    }
  }

  @Test func dependenciesPointOneWay() throws {
    let targets = try Self.targets()
    for (module, expected) in Self.dependencies {
      #expect(targets[module]?.dependencies == expected, "\(module) in Package.swift")
    }
    // libyaml's C module is imported by one target only, as the C boundary is a few files.
    let yaml = Self.swiftFiles(in: "Sources").filter { Self.imports(of: $0).contains("CLibYAML") }
    #expect(!yaml.isEmpty)
    #expect(yaml.allSatisfy { $0.hasPrefix("Sources/TagFlowReaders/YAML/") }, "\(yaml)")
  }

  /// Each target of the package imports exactly the targets and products it depends on:
  /// a test or a benchmark that needs a module names it, and no target brings one it does not use.
  @Test func targetsDependOnWhatTheyImport() throws {
    let targets = try Self.targets()
    #expect(targets.count > 15, "Package.swift's targets not found: \(targets.keys.sorted())")
    let modules = Set(targets.keys).union(["SystemPackage", "ArgumentParser", "SnapshotTesting"])
    for (name, target) in targets where !target.isSystem {
      let imported = Set(Self.swiftFiles(in: target.path).flatMap { Self.imports(of: $0) }).intersection(modules)
      #expect(
        imported == target.dependencies,
        "\(name): imports \(imported.sorted()), depends on \(target.dependencies.sorted())")
    }
  }

  /// A product's trait is named for it and enables what it needs; the CLI's trait enables the batch.
  @Test func traitsFollowTheProducts() throws {
    let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let flat = manifest.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
      .joined(separator: " ")
    // Each trait's declaration, by name.
    var traits: [String: String] = [:]
    for part in flat.components(separatedBy: ".trait(").dropFirst() {
      guard let name = part.firstMatch(of: try Regex(#"^ ?name: "([^"]+)""#))?.output[1].substring else { continue }
      traits[String(name)] = part
    }
    for (trait, enabled) in [
      ("TagFlowReaders", "TagFlow"), ("TagFlowBatch", "TagFlowReaders"), ("CLI", "TagFlowBatch"),
    ] {
      #expect(
        traits[trait]?.contains("enabledTraits: [\"\(enabled)\"]") == true, "the trait \(trait) enables \(enabled)")
    }
    for module in ["TagFlowReaders", "TagFlowBatch"] {
      #expect(flat.contains(".library(name: \"\(module)\", targets: [\"\(module)\"])"))
      let check = try String(
        contentsOf: Self.root.appendingPathComponent("Sources/\(module)/BuildTrait.swift"), encoding: .utf8)
      #expect(check.contains("#if !\(module)\n"))
    }
    // TagFlowReports has no public API: a module of the command's, with no product or trait.
    #expect(!flat.contains(".library(name: \"TagFlowReports\""))
    #expect(traits["TagFlowReports"] == nil)
  }

  // MARK: Reading the package

  struct Target {
    var path: String
    var dependencies: Set<String>
    var isSystem: Bool
  }

  /// Package.swift's targets: each one's folder and the targets and products it depends on.
  static func targets() throws -> [String: Target] {
    let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    var targets: [String: Target] = [:]
    let start = try Regex(#"\.(target|executableTarget|testTarget|systemLibrary)\(\s*name: "([^"]+)""#)
    for match in manifest.matches(of: start) {
      let kind = String(match.output[1].substring ?? "")
      let name = String(match.output[2].substring ?? "")
      let body = balanced(manifest[match.range.lowerBound...], open: "(", close: ")")
      var dependencies: Set<String> = []
      if let list = body.range(of: "dependencies: [") {
        var text = String(balanced(body[body.index(before: list.upperBound)...], open: "[", close: "]"))
        text = text.replacing(try Regex(#"package: "[^"]*""#), with: "")
        text = text.replacing(try Regex(#"condition: \.when\([^)]*\)"#), with: "")
        dependencies = Set(
          text.matches(of: try Regex(#""([^"]+)""#)).compactMap { $0.output[1].substring.map(String.init) })
      }
      let path = body.firstMatch(of: try Regex(#"path: "([^"]+)""#))?.output[1].substring.map(String.init)
      targets[name] = Target(
        path: path ?? (kind == "testTarget" ? "Tests/" : "Sources/") + name, dependencies: dependencies,
        isSystem: kind == "systemLibrary")
    }
    return targets
  }

  /// The text from `text`'s first `open` to the `close` that balances it.
  static func balanced(_ text: Substring, open: Character, close: Character) -> Substring {
    var depth = 0
    var index = text.startIndex
    while index < text.endIndex {
      if text[index] == open { depth += 1 }
      if text[index] == close {
        depth -= 1
        if depth == 0 { return text[...index] }
      }
      index = text.index(after: index)
    }
    return text
  }

  /// The modules a source file imports (`import X`, `@testable import X`).
  static func imports(of path: String) -> [String] {
    guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else { return [] }
    return text.split(separator: "\n").compactMap { line in
      // At the start of a line: not an example in a string or a comment.
      guard line.first != " " else { return nil }
      let words = line.split(separator: " ")
      guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
        words[..<index].allSatisfy({ $0.hasPrefix("@") || ["public", "package", "internal"].contains($0) })
      else { return nil }
      return String(words[index + 1])
    }
  }

  /// The Swift files under `folder`, as paths from the package's root.
  static func swiftFiles(in folder: String) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
    return (enumerator?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }
  }
}

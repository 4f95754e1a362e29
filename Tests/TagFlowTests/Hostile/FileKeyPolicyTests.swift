// Every manifest key that names a file, taken from the declarations: none leads out, none is overwritten.

import Foundation
import Testing

@testable import TagFlow
@testable import TagFlowBatch
@testable import TagFlowReaders

@Suite struct FileKeyPolicyTests {
  /// A file each key can use, by key: a file key added without one fails `everyFileKeyHasASample`.
  static let samples: [String: (name: String, contents: Data)] = [
    "theme": ("look.yaml", Data("fill: '#FFE4E6'\n".utf8)),
    "darkTheme": ("dark.yaml", Data("extends: dark\n".utf8)),
    "fontFiles": ("font.ttf", FileManager.default.contents(atPath: Fixtures.path("Fonts/DejaVuSans.ttf")) ?? Data()),
    "tagsFile": ("tags.txt", Data("swift\nlinux\n".utf8)),
    "output": ("drawn.png", Data()),
  ]

  static let keys = ManifestKeys.files.keys.sorted()

  @Test func everyFileKeyHasASample() {
    #expect(!Self.keys.isEmpty)
    for key in Self.keys { #expect(Self.samples[key] != nil, "add a sample file for '\(key)'") }
  }

  /// `root/site/m.yaml`, with each sample both in `site/` and beside it in `root/`,
  /// and `site/link` leading to `root/`.
  struct Site {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-filekeys-\(UUID().uuidString)")
    var site: URL { root.appendingPathComponent("site") }

    init() throws {
      try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
      for (name, contents) in FileKeyPolicyTests.samples.values {
        try contents.write(to: root.appendingPathComponent(name))
        try contents.write(to: site.appendingPathComponent(name))
      }
      try FileManager.default.createSymbolicLink(
        atPath: site.appendingPathComponent("link").path, withDestinationPath: root.path)
    }

    /// A manifest of one job setting `key` to `value`, or of these jobs.
    func load(_ key: String, _ value: String, more: String = "", policy: ManifestPolicy = .contained) throws -> Manifest
    {
      let isList = ManifestKeys.files[key]?.isList == true
      let setting = "\(key): " + (isList ? "['\(value)']" : "'\(value)'")
      let job = key == "output" ? "{tags: [a], \(setting)}" : "{output: job.png, tags: [a], \(setting)}"
      let manifest = site.appendingPathComponent("m.yaml").path
      try "jobs:\n  - \(job)\n\(more)".write(toFile: manifest, atomically: true, encoding: .utf8)
      return try Manifest.load(manifest, policy: policy)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
  }

  /// Ways out of `site/` to a file named `name`.
  static func escapes(_ name: String, root: URL) -> [String] {
    ["../\(name)", "./../\(name)", "link/\(name)", "link/./\(name)", root.appendingPathComponent(name).path]
  }

  @Test(arguments: keys)
  func pathsThatLeadOutAreRefusedUnlessAllowed(key: String) throws {
    let site = try Site()
    defer { site.remove() }
    let name = try #require(Self.samples[key]).name
    for path in Self.escapes(name, root: site.root) {
      let refused = try site.load(key, path)
      #expect(refused.jobs.isEmpty, "\(key): \(path)")
      #expect(refused.problems.count == 1, "\(key): \(path): \(refused.problems)")
      #expect(refused.problems.first?.message.contains("\(key): '\(path)' is outside the manifest's folder") == true)
      #expect(refused.problems.first?.line == 2)
      let trusted = try site.load(key, path, policy: ManifestPolicy(allowsOutsidePaths: true))
      #expect(trusted.problems.isEmpty, "\(key): \(path): \(trusted.problems)")
      #expect(trusted.jobs.count == 1)
    }
    let inside = try site.load(key, name)
    #expect(inside.problems.isEmpty, "\(key): \(inside.problems)")
  }

  /// A file a key reads is an input: no job's output may replace it, however it is spelled.
  @Test(arguments: keys.filter { ManifestKeys.files[$0]?.role == .input })
  func filesReadAreNeverOverwritten(key: String) throws {
    let site = try Site()
    defer { site.remove() }
    // Named as an image, so that an output could be spelled like it.
    let name = "read.svg"
    try #require(Self.samples[key]).contents.write(to: site.site.appendingPathComponent(name))
    for spelling in [name, "./\(name)", "link/site/\(name)"] {
      let manifest = try site.load(
        key, name, more: "  - {output: '\(spelling)', tags: [b]}\n", policy: ManifestPolicy(allowsOutsidePaths: true))
      #expect(manifest.problems.count == 1, "\(key): \(spelling): \(manifest.problems)")
      #expect(manifest.problems.first?.message.contains("would overwrite an input of jobs[0]") == true)
    }
  }

  /// `defaults` take the same file keys as jobs (but `output` and `tagsFile`), with the same policy.
  @Test(arguments: keys.filter { ManifestKeys.settings[$0] != nil })
  func defaultsFollowThePolicyToo(key: String) throws {
    let site = try Site()
    defer { site.remove() }
    let name = try #require(Self.samples[key]).name
    let isList = ManifestKeys.files[key]?.isList == true
    let value = isList ? "['../\(name)']" : "'../\(name)'"
    let manifest = site.site.appendingPathComponent("m.yaml").path
    try "defaults: {\(key): \(value)}\njobs:\n  - {output: a.png, tags: [a]}\n".write(
      toFile: manifest, atomically: true, encoding: .utf8)
    let loaded = try Manifest.load(manifest)
    #expect(
      loaded.problems.first?.message.contains("defaults.\(key): '../\(name)' is outside") == true, "\(loaded.problems)")
  }
}

/// A ```tags block names files with the options of the same keys, found from the Markdown file's folder.
@Suite struct BlockFilePolicyTests {
  /// The file keys a block may set: those `defaults` take, read rather than written.
  static let keys = ManifestKeys.files.filter { ManifestKeys.settings[$0.key] != nil && $0.value.role == .input }
    .keys.sorted()

  static func block(_ options: String) throws -> TagsBlock {
    let document = try MarkdownTagsDocument(bytes: Array("```tags \(options)\nswift\n```\n".utf8), source: "a.md")
    return try #require(document.blocks.first)
  }

  @Test func blocksNameFilesWithTheOptionsOfFileKeys() {
    #expect(Set(Self.keys) == ["theme", "darkTheme", "fontFiles"])
  }

  @Test(arguments: keys)
  func pathsThatLeadOutAreRefusedUnlessAllowed(key: String) throws {
    let site = try FileKeyPolicyTests.Site()
    defer { site.remove() }
    let option = try #require(SettingNames.option(forKey: key))
    let name = try #require(FileKeyPolicyTests.samples[key]).name
    let markdown = site.site.appendingPathComponent("a.md").path
    for path in FileKeyPolicyTests.escapes(name, root: site.root) {
      for words in ["--\(option) '\(path)'", "--\(option)='\(path)'"] {
        let block = try Self.block("--width 300 " + words)
        #expect(throws: TagFlowError.self, "\(words)") {
          try block.resolvingFiles(markdown: markdown, policy: .contained)
        }
        do {
          _ = try block.resolvingFiles(markdown: markdown, policy: .contained)
        } catch {
          #expect(
            error.message(naming: .options)
              == "--\(option): '\(path)' is outside the Markdown file's folder; a Markdown file "
              + "reads and writes only inside its own folder (pass --allow-outside to trust it)")
        }
        let trusted = try block.resolvingFiles(markdown: markdown, policy: ManifestPolicy(allowsOutsidePaths: true))
        #expect(trusted.inputs.count == 1)
      }
    }
    // Inside, the path is found from the Markdown file's folder, whatever the current folder.
    let inside = try Self.block("--\(option) \(name) --width 300").resolvingFiles(
      markdown: markdown, policy: .contained)
    #expect(inside.options == ["--\(option)", site.site.appendingPathComponent(name).path, "--width", "300"])
    #expect(inside.inputs == [site.site.appendingPathComponent(name).path])
  }

  @Test func presetsAndOtherOptionsPassAsWritten() throws {
    let words = "--theme dark --dark-theme=contrast --width 300 --fill '#FFF'"
    let resolved = try Self.block(words).resolvingFiles(markdown: "docs/a.md", policy: .contained)
    #expect(resolved.options == ["--theme", "dark", "--dark-theme=contrast", "--width", "300", "--fill", "#FFF"])
    #expect(resolved.inputs.isEmpty)
  }
}

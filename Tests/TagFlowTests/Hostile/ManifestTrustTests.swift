// A manifest from someone else: paths stay in its folder, one file has one name, links stay safe.

import Foundation
import Testing

@testable import TagFlow
@testable import TagFlowBatch
@testable import TagFlowReaders

@Suite struct ManifestTrustTests {
  /// A temporary folder holding `site/` (the manifest's folder) and a file beside it, outside.
  struct Site {
    let root: URL
    var site: URL { root.appendingPathComponent("site") }
    var manifest: String { site.appendingPathComponent("m.yaml").path }

    init() throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-trust-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: site.appendingPathComponent("sub"), withIntermediateDirectories: true)
      try "secret\n".write(to: root.appendingPathComponent("secret.txt"), atomically: true, encoding: .utf8)
      try "swift\nlinux\n".write(to: site.appendingPathComponent("tags.txt"), atomically: true, encoding: .utf8)
      try FileManager.default.createSymbolicLink(
        atPath: site.appendingPathComponent("out").path, withDestinationPath: root.path)
    }

    func load(_ jobs: String, policy: ManifestPolicy = .contained) throws -> Manifest {
      try ("jobs:\n" + jobs).write(toFile: manifest, atomically: true, encoding: .utf8)
      return try Manifest.load(manifest, policy: policy)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
  }

  static let outsideOutputs = [
    "../x.png", "sub/../../x.png", "./../x.png", "sub//..//../x.png", "/tmp/tagflow-trust-absolute.png",
    "out/x.png", "out/sub/x.png", "sub/../out/x.png",
  ]

  @Test(arguments: outsideOutputs)
  func outputsOutsideTheFolderAreRefused(output: String) throws {
    let site = try Site()
    defer { site.remove() }
    let manifest = try site.load("  - {output: '\(output)', tags: [a]}\n")
    #expect(manifest.jobs.isEmpty)
    #expect(manifest.problems.count == 1, "\(manifest.problems)")
    #expect(manifest.problems.first?.message.contains("outside the manifest's folder") == true)
    #expect(manifest.problems.first?.line == 2)
    let trusted = try site.load(
      "  - {output: '\(output)', tags: [a]}\n", policy: ManifestPolicy(allowsOutsidePaths: true))
    #expect(trusted.problems.isEmpty, "\(trusted.problems)")
  }

  @Test(arguments: [
    "tagsFile: ../secret.txt", "tagsFile: out/secret.txt", "fontFiles: [../secret.txt]", "theme: ../secret.txt",
  ])
  func inputsOutsideTheFolderAreRefused(key: String) throws {
    let site = try Site()
    defer { site.remove() }
    let manifest = try site.load("  - {output: a.png, tags: [a], \(key)}\n")
    #expect(manifest.jobs.isEmpty)
    #expect(manifest.problems.contains { $0.message.contains("outside the manifest's folder") }, "\(manifest.problems)")
    #expect(!manifest.problems.contains { $0.message.contains("secret\n") || $0.message.contains("'secret'") })
  }

  @Test func hugeFontFilesAreRefusedUnread() throws {
    let site = try Site()
    defer { site.remove() }
    // Sparse: the size is on record, but no disk is used and nothing is read.
    let font = site.site.appendingPathComponent("huge.ttf").path
    #expect(FileManager.default.createFile(atPath: font, contents: nil))
    let handle = try #require(FileHandle(forWritingAtPath: font))
    try handle.truncate(atOffset: UInt64(Limits.fontBytes) + 1)
    try handle.close()
    let manifest = try site.load("  - {output: a.png, tags: [a], fontFiles: [huge.ttf]}\n")
    #expect(manifest.problems.first?.message.contains("too large for a font") == true, "\(manifest.problems)")
  }

  @Test func pathsInsideTheFolderAreFine() throws {
    let site = try Site()
    defer { site.remove() }
    let manifest = try site.load(
      "  - {output: sub/../a.png, tagsFile: ./tags.txt}\n  - {output: sub/b.svg, tagsFile: sub/../tags.txt}\n")
    #expect(manifest.problems.isEmpty, "\(manifest.problems)")
    #expect(manifest.jobs.count == 2)
  }

  /// Every spelling of one file, in every pair: the second job is reported as a duplicate.
  @Test func spellingsOfOneOutputAreDuplicates() throws {
    let site = try Site()
    defer { site.remove() }
    let spellings = [
      "sub/a.png", "./sub/a.png", "sub//a.png", "sub/./a.png", "sub/../sub/a.png", "./sub/../sub//a.png",
    ]
    for first in spellings {
      for second in spellings {
        let manifest = try site.load("  - {output: '\(first)', tags: [a]}\n  - {output: '\(second)', tags: [b]}\n")
        #expect(manifest.jobs.map(\.index) == [0], "\(first) vs \(second)")
        #expect(manifest.problems.first?.message.contains("is also written by jobs[0]") == true)
      }
    }
  }

  @Test(arguments: ["tags.svg", "./tags.svg", "sub/../tags.svg", "sub//..//tags.svg"])
  func outputsNeverOverwriteInputs(output: String) throws {
    let site = try Site()
    defer { site.remove() }
    let tags = site.site.appendingPathComponent("tags.svg").path
    try "swift\n".write(toFile: tags, atomically: true, encoding: .utf8)
    // The job's own tag file, and another job's.
    for jobs in [
      "  - {output: '\(output)', tagsFile: tags.svg}\n",
      "  - {output: a.png, tagsFile: tags.svg}\n  - {output: '\(output)', tags: [a]}\n",
    ] {
      let manifest = try site.load(jobs)
      #expect(manifest.problems.count == 1, "\(manifest.problems)")
      #expect(manifest.problems.first?.message.contains("would overwrite an input of jobs[0]") == true)
    }
    #expect(try String(contentsOfFile: tags, encoding: .utf8) == "swift\n")
  }

  @Test func anOutputCannotReplaceItsManifest() throws {
    let site = try Site()
    defer { site.remove() }
    for spelling in ["m.svg", "./m.svg", "sub/../m.svg"] {
      let path = site.site.appendingPathComponent("m.svg").path
      try "jobs:\n  - {output: '\(spelling)', tags: [a]}\n".write(toFile: path, atomically: true, encoding: .utf8)
      let manifest = try Manifest.load(path)
      #expect(manifest.problems.first?.message.contains("would overwrite the manifest itself") == true)
      #expect(manifest.jobs.isEmpty)
    }
  }

  @Test(arguments: ["a\nb.png", "a\rb.png", "a\u{0}b.png", "a\tb.png", "a\u{85}b.png"])
  func outputsAreOnOneLine(output: String) {
    let escaped = output.unicodeScalars.map { $0.escaped(asASCII: true) }.joined()
    let manifest = Manifest.parse("jobs:\n  - {output: \"\(escaped)\", tags: [a]}\n", file: "m.yaml", folder: "")
    #expect(manifest.jobs.isEmpty)
    #expect(manifest.problems.count == 1, "\(manifest.problems)")
    #expect(manifest.problems.allSatisfy { !$0.description.contains(where: \.isNewline) })
  }

  static let unsafeLinks = [
    "javascript:alert(1)", "JavaScript:alert(1)", " javascript:alert(1)", "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>", "vbscript:msgbox", "file:///etc/passwd", "jar:x!/", "blob:x",
    "javascript\n:alert(1)", "",
  ]
  static let safeLinks = [
    "https://swift.org", "HTTP://example.com/a?b=c#d", "mailto:a@example.com", "docs/page.html", "/root", "#top",
    "//cdn.example.com/a", "./javascript:x", "page?x=javascript:1", "1x:y",
  ]

  @Test func linksAreLimitedToSafeSchemes() throws {
    for link in Self.unsafeLinks {
      let escaped = link.unicodeScalars.map { $0.escaped(asASCII: true) }.joined()
      let yaml = "- {text: a, link: \"\(escaped)\"}\n"
      #expect(throws: TagFlowError.self, "\(link)") { try TagItem.parseYAMLList(yaml, source: "t.yaml") }
      let manifest = Manifest.parse(
        "jobs:\n  - {output: a.svg, tags: [{text: a, link: \"\(escaped)\"}]}\n", file: "m.yaml", folder: "")
      #expect(manifest.jobs.isEmpty, "\(link)")
      #expect(manifest.problems.first?.message.hasPrefix("jobs[0].tags[0].link:") == true, "\(manifest.problems)")
    }
    for link in Self.safeLinks {
      #expect(try TagItem.parseYAMLList("- {text: a, link: \"\(link)\"}\n", source: "t.yaml").first?.link == link)
    }
  }

  @Test func moreSchemesCanBeAllowed() throws {
    let policy = LinkPolicy(allowing: ["FTP"])
    #expect(policy.allows("ftp://example.com/a"))
    #expect(!policy.allows("javascript:x"))
    #expect(LinkPolicy(allowing: ["*"]).allows("javascript:x"))
    #expect(try TagItem.parseYAMLList("- {text: a, link: \"ftp://h/a\"}\n", source: "t", links: policy).count == 1)
  }

  /// A job's own theme changes the look, but style keys of `defaults` stay, as `--theme dark --fill X` keeps the fill.
  @Test func aJobThemeKeepsTheStyleOfTheDefaults() {
    let manifest = Manifest.parse(
      """
      defaults: {fill: "#123456", background: "#ABCDEF", palette: pastel, radius: 3}
      jobs:
        - {output: a.png, tags: [a], theme: dark}
        - {output: b.png, tags: [a], theme: dark, fill: "#FF0000"}
        - {output: c.png, tags: [a]}
      """, file: "m.yaml", folder: "")
    #expect(manifest.problems.isEmpty, "\(manifest.problems)")
    let dark = Theme.named("dark")!
    let jobs = manifest.jobs.map(\.job.style)
    #expect(jobs[0].fill == RGBAColor(rgb: 0x123456))
    #expect(jobs[0].background == RGBAColor(rgb: 0xABCDEF))
    #expect(jobs[0].palette == jobs[2].palette && jobs[0].palette != nil)
    #expect(jobs[0].cornerRadius == 3)
    #expect(jobs[0].textColor == dark.style.textColor)
    #expect(jobs[1].fill == RGBAColor(rgb: 0xFF0000))
  }

  @Test func problemsInTagsNameTheTagAndItsLine() {
    let manifest = Manifest.parse(
      """
      jobs:
        - output: a.png
          tags:
            - swift
            - {text: linux, weight: -1}
            - {text: pango, lnk: "https://pango.org"}
      """, file: "m.yaml", folder: "")
    let problems = manifest.problems.map(\.description)
    #expect(problems.count == 2)
    #expect(problems.first?.hasPrefix("m.yaml:5:31: jobs[0].tags[1].weight: '-1' is not valid") == true, "\(problems)")
    #expect(
      problems.last?.hasPrefix("m.yaml:6:23: jobs[0].tags[2]: unknown key 'lnk' in a tag; did you mean 'link'?")
        == true, "\(problems)")
  }

  @Test func unknownKeysGetTheClosestName() {
    let manifest = Manifest.parse(
      "defaults: {wdth: 300}\njbos: []\njobs:\n  - {outptu: a.png, tags: [a], justfy: center, zzzzzzzz: 1}\n",
      file: "m.yaml", folder: "")
    let messages = manifest.problems.map(\.message)
    #expect(messages.contains { $0.contains("'wdth'; did you mean 'width'?") }, "\(messages)")
    #expect(messages.contains { $0.contains("'jbos'; did you mean 'jobs'?") }, "\(messages)")
    #expect(messages.contains { $0.contains("'outptu'; did you mean 'output'?") }, "\(messages)")
    #expect(messages.contains { $0.contains("'justfy'; did you mean 'justify'?") }, "\(messages)")
    #expect(
      messages.contains {
        $0.hasSuffix(
          "'zzzzzzzz'; the keys are the options of 'tagflow render' in camelCase (fontSize for --font-size), with "
            + "output, tags and tagsFile")
      }, "\(messages)")
    // The misspelt `outptu` is the missing output: not reported twice.
    #expect(!messages.contains { $0.contains("no 'output'") }, "\(messages)")
    #expect(messages.allSatisfy { $0.count < 200 }, "\(messages)")
  }

  /// A value one slip away from a name a setting accepts is suggested, as on the command line.
  @Test func misspeltValuesGetTheClosestName() {
    let manifest = Manifest.parse(
      "jobs:\n  - {output: a.png, tags: [a], fill: bleu, theme: drak, palette: vivd, darkTheme: contrst}\n",
      file: "m.yaml", folder: "")
    let messages = manifest.problems.map(\.message)
    for (field, guess) in [("fill", "blue"), ("theme", "dark"), ("palette", "vivid"), ("darkTheme", "contrast")] {
      #expect(
        messages.contains { $0.hasPrefix("jobs[0].\(field): ") && $0.hasSuffix("did you mean '\(guess)'?") },
        "\(messages)")
    }
  }

  /// A theme file that cannot be used is named once, by the key that named it, at that key's
  /// place; a bad value inside it by its own file, line and key after that. (`$` is the
  /// manifest's folder.)
  @Test(
    arguments: ["theme", "darkTheme"],
    [
      ("missing.yaml", "cannot read '$/missing.yaml': no such file"),
      ("sub", "cannot read '$/sub': it is a folder"),
      (
        "bad.yaml",
        "$/bad.yaml:1:9: radius: '-5' is not valid; expected a number of points from 0 to 10000 or 'capsule'"
      ),
    ])
  func aThemeFileThatCannotBeUsedIsNamedOnce(key: String, file: (name: String, message: String)) throws {
    let site = try Site()
    defer { site.remove() }
    try "radius: -5\n".write(to: site.site.appendingPathComponent("bad.yaml"), atomically: true, encoding: .utf8)
    let manifest = try site.load("  - {output: a.png, tags: [a], \(key): \(file.name)}\n")
    let messages = manifest.problems.map(\.message)
    #expect(messages.count == 1, "\(messages)")
    let message = try #require(messages.first)
    #expect(message == "jobs[0].\(key): " + file.message.replacingOccurrences(of: "$", with: site.site.path))
  }

  /// A text where a list of tags goes is refused with the list it was probably meant to be.
  @Test(arguments: [("swift, linux", "[swift, linux]"), ("swift", "[swift]"), ("'a, b,'", "[a, b]")])
  func aTextForTagsShowsTheListForm(value: String, list: String) {
    let manifest = Manifest.parse("jobs:\n  - output: a.png\n    tags: \(value)\n", file: "m.yaml", folder: "")
    #expect(manifest.jobs.isEmpty)
    #expect(manifest.problems.count == 1, "\(manifest.problems)")
    #expect(manifest.problems.first?.message.hasSuffix("is one text, not a list; write a list: tags: \(list)") == true)
  }
}

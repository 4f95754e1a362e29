// The files tagflow names itself inside a folder the user named (reports, failure images, the
// record of failures, Markdown images) are never written through a symbolic link found there.

import Foundation
import Testing

@Suite struct OwnFileLinkTests {
  /// A command run in a fresh copy of the failing reference check, with `plant` putting a link
  /// where the command writes one of its own files. `outside` is a file and a folder beside the
  /// copy that no write may reach.
  struct Scenario: CustomTestStringConvertible, Sendable {
    var name: String
    var arguments: [String]
    /// The path, in the copy, that becomes a link.
    var link: String
    var testDescription: String { name }
  }

  static let check = ["check", "Check/manifest.yaml", "--allow-outside", "--record", "never"]

  static let fileScenarios: [Scenario] = [
    Scenario(
      name: "a failure's actual image", arguments: check + ["--artifacts", "artifacts"],
      link: "artifacts/references/tags.actual.png"),
    Scenario(
      name: "a failure's diff image", arguments: check + ["--artifacts", "artifacts"],
      link: "artifacts/references/tags.diff.png"),
    Scenario(
      name: "the record of failures", arguments: check + ["--artifacts", "artifacts"],
      link: "artifacts/last-run.json"),
    Scenario(
      name: "the report's page", arguments: check + ["--artifacts", "artifacts", "--report", "report"],
      link: "report/index.html"),
    Scenario(
      name: "a Markdown image", arguments: ["markdown", "doc.md", "-o", "out.md", "--format", "png"],
      link: "out-1.png"),
  ]

  /// A copy of the failing check with a Markdown file beside it, and a victim file and folder outside it.
  static func setUp() throws -> (folder: URL, victim: URL, victimFolder: URL) {
    let folder = try CheckSelectionTests.changed()
    try "# Tags\n\n```tags\nswift linux\n```\n".write(
      to: folder.appendingPathComponent("doc.md"), atomically: true, encoding: .utf8)
    let outside = folder.deletingLastPathComponent().appendingPathComponent(folder.lastPathComponent + "-outside")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    let victim = outside.appendingPathComponent("victim.txt")
    try "keep me\n".write(to: victim, atomically: true, encoding: .utf8)
    let victimFolder = outside.appendingPathComponent("folder")
    try FileManager.default.createDirectory(at: victimFolder, withIntermediateDirectories: true)
    return (folder, victim, victimFolder)
  }

  static func remove(_ setUp: (folder: URL, victim: URL, victimFolder: URL)) {
    try? FileManager.default.removeItem(at: setUp.victim.deletingLastPathComponent())
    try? FileManager.default.removeItem(at: setUp.folder)
  }

  /// A link in place of the file (to a file outside, or to nothing there) is replaced by the
  /// file; what it pointed at is untouched.
  @Test(arguments: fileScenarios, [false, true])
  func aLinkInPlaceOfTheFileIsReplaced(scenario: Scenario, dangling: Bool) throws {
    let context = try Self.setUp()
    defer { Self.remove(context) }
    let link = context.folder.appendingPathComponent(scenario.link)
    try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
    let target = dangling ? context.victimFolder.appendingPathComponent("made.txt") : context.victim
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    let result = try TagflowBinary.run(scenario.arguments, in: context.folder)
    #expect(result.status != 2, "\(result.stderr)")
    #expect(try String(contentsOf: context.victim, encoding: .utf8) == "keep me\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: context.victimFolder.path).isEmpty)
    let kind = try FileManager.default.attributesOfItem(atPath: link.path)[.type] as? FileAttributeType
    #expect(kind == .typeRegular, "\(scenario.link) is \(String(describing: kind))")
  }

  static let folderScenarios: [Scenario] = [
    Scenario(
      name: "the failure images' folder", arguments: check + ["--artifacts", "artifacts"],
      link: "artifacts/references"),
    Scenario(
      name: "the report's images folder",
      arguments: ["diff", "Check/references/tags.png", "Check/references/cloud.png", "--report", "report"],
      link: "report/images"),
  ]

  /// A link in place of a folder tagflow makes inside the named one is refused: nothing is
  /// written through it, and the run says why.
  @Test(arguments: folderScenarios)
  func aLinkInPlaceOfAFolderIsRefused(scenario: Scenario) throws {
    let context = try Self.setUp()
    defer { Self.remove(context) }
    let link = context.folder.appendingPathComponent(scenario.link)
    try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: context.victimFolder)
    let result = try TagflowBinary.run(scenario.arguments, in: context.folder)
    #expect(try FileManager.default.contentsOfDirectory(atPath: context.victimFolder.path).isEmpty)
    #expect(
      (result.stdoutText + result.stderr).contains("it is a symbolic link, and tagflow writes its own files only"),
      "\(result.stdoutText)\(result.stderr)")
  }
}

// `ignore: {tag: …}` in a checked manifest: the chip showing the tag is left out wherever it lands.

import Foundation
import Testing

@Suite struct CheckIgnoreTagTests {
  /// A date chip whose text changes between the reference and the check, at several places
  /// among other tags and at widths that wrap differently: with the date ignored by its tag the
  /// check passes; without it the same change fails, so the ignoring is what passes it.
  @Test(arguments: [
    (["build", "passing", "DATE"], 600),
    (["DATE", "swift", "linux"], 600),
    (["swift", "DATE", "cairo", "pango", "flow"], 140),
    (["a", "b", "c", "d", "e", "f", "g", "h", "DATE"], 200),
  ])
  func aChangedChipIsIgnoredByItsTag(tags: [String], width: Int) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    func manifest(date: String, ignoring: Bool) -> String {
      let list = tags.map { "\"\($0 == "DATE" ? date : $0)\"" }.joined(separator: ", ")
      return "jobs:\n  - output: a.png\n    width: \(width)\n    tags: [\(list)]\n"
        + (ignoring ? "    ignore: {tag: \"\(date)\"}\n" : "")
    }
    let file = folder.appendingPathComponent("m.yaml")
    try manifest(date: "2026-11-23", ignoring: true).write(to: file, atomically: true, encoding: .utf8)
    let made = try TagflowBinary.run(["batch", "m.yaml", "-q"], in: folder)
    #expect(made.status == 0, "\(made.stderr)")

    try manifest(date: "2026-11-24", ignoring: true).write(to: file, atomically: true, encoding: .utf8)
    let ignored = try TagflowBinary.run(["check", "m.yaml", "--record", "never", "--artifacts", "art"], in: folder)
    #expect(ignored.status == 0, "\(tags): \(ignored.stdoutText)\(ignored.stderr)")
    #expect(ignored.stdoutText.hasPrefix("PASSED a.png: "), "\(ignored.stdoutText)")
    #expect(ignored.stdoutText.contains("; 1 region ignored"), "\(ignored.stdoutText)")

    try manifest(date: "2026-11-24", ignoring: false).write(to: file, atomically: true, encoding: .utf8)
    let compared = try TagflowBinary.run(["check", "m.yaml", "--record", "never", "--artifacts", "art"], in: folder)
    #expect(compared.status == 1, "\(tags): \(compared.stdoutText)")
    #expect(compared.stdoutText.hasPrefix("FAILED a.png: "), "\(compared.stdoutText)")
  }

  /// A tag no chip shows (misspelt, or hidden by maxLines behind the "+N" chip) is an error
  /// for the image that names the tag, and the run fails, so an `ignore` that leaves nothing
  /// out cannot pass unseen; the job's other images are checked all the same.
  @Test(arguments: [
    ("tags: [build, \"2026-11-24\"]", "{tag: \"2026-11-42\"}", "'2026-11-42'"),
    ("tags: [one, two, three, four, five, six]\n    width: 120\n    maxLines: 1", "{tag: six}", "'six'"),
    ("tags: [build]", "[{tag: nope}, {tag: build}, {tag: gone}]", "tags no chip of this image shows: 'nope', 'gone'"),
  ])
  func aTagNoChipShowsIsAnErrorNamingIt(tags: String, ignore: String, named: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "jobs:\n  - output: a.png\n    \(tags)\n    ignore: \(ignore)\n  - {output: b.png, tags: [fine]}\n".write(
      to: folder.appendingPathComponent("m.yaml"), atomically: true, encoding: .utf8)
    let result = try TagflowBinary.run(["check", "m.yaml", "--record", "missing", "--artifacts", "art"], in: folder)
    #expect(result.status == 1, "\(result.stdoutText)\(result.stderr)")
    let lines = result.stdoutText.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("ERROR a.png: cannot check: ignore names ") == true, "\(lines)")
    #expect(lines.first?.contains(named) == true, "\(lines)")
    #expect(lines.contains { $0.hasPrefix("RECORDED b.png") }, "\(lines)")
  }
}

// README's TagFlow example, run as written, and README and docs/*.md checked to show this code.

import Foundation
import TagFlow
import TagFlowBatch
import TagFlowComparison
import TagFlowReaders
import Testing

@Suite struct ReadmeLibraryExampleTests {
  @Test func oneCallThenTwoSteps() throws {
    // Four tags wrapping at 300 points in the default look, drawn at twice the pixels.
    let job = Job(tags: ["swift", "linux", "pango", "cairo"].map { TagItem($0) }, width: 300)
    let png = try job.render(as: .png, scale: 2)

    // The same image in two steps: the ChipScene (every chip's place, text and colours), then the drawing.
    let renderer = try Renderer(fonts: job.fonts)
    let scene = try ChipScene(job, measurer: renderer.measurer)
    let samePNG = try renderer.render(scene, as: .png, scale: 2)
    // png == samePNG; scene.chips.map(\.text) == ["swift", "linux", "pango", "cairo"]
    #expect(png == samePNG)
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(scene.chips.map(\.text) == ["swift", "linux", "pango", "cairo"])
  }

  /// docs/library.md's file written without Foundation.
  @Test func writeToAFile() throws {
    /// Writes a page's tags into its folder: a PNG at twice the pixels and an SVG.
    func writeTags(_ tags: [String], into folder: String) throws(TagFlowError) {
      let job = Job(tags: tags.map { TagItem($0) }, width: 300)
      // The format from the extension; the folder made if it is missing; each file replaced whole.
      try job.write(to: folder + "/tags.png", scale: 2)
      try job.write(to: folder + "/tags.svg")
    }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-doc-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    try writeTags(["swift", "linux"], into: scratch.path + "/site/images")
    let job = Job(tags: ["swift", "linux"].map { TagItem($0) }, width: 300)
    let folder = scratch.appendingPathComponent("site/images")
    #expect(try Array(Data(contentsOf: folder.appendingPathComponent("tags.png"))) == job.render(as: .png, scale: 2))
    #expect(try Array(Data(contentsOf: folder.appendingPathComponent("tags.svg"))) == job.render(as: .svg))
  }

  /// docs/library.md's job read from a YAML document with a manifest job's keys.
  @Test func jobFromADocument() throws {
    // The keys of a manifest job, in a document of its own; its relative paths start at "site".
    let yaml = """
      tags: [swift, linux, pango, cairo]
      width: 300
      theme: dark
      output: images/tags.png
      scale: 2
      """
    let document = try JobDocument(yaml, file: "job.yaml", folder: "site")
    // document.outputs == [JobDocument.Output(path: "site/images/tags.png", format: .png)]
    let png = try document.job.render(as: .png, scale: document.scale)
    #expect(document.outputs == [JobDocument.Output(path: "site/images/tags.png", format: .png)])
    // The job those settings make in Swift (as a manifest does, the width set on a job of 600).
    var job = Job(tags: ["swift", "linux", "pango", "cairo"].map { TagItem($0) })
    Theme.dark.apply(to: &job)
    job.width = 300
    #expect(document.job == job)
    #expect(try job.render(as: .png, scale: 2) == png)
  }

  /// docs/packages.md's program for a package that adds TagFlow.
  @Test func packagesPageProgram() throws {
    let job = Job(tags: ["swift", "linux", "pango", "cairo"].map { TagItem($0) }, width: 300)
    let png = try job.render(as: .png, scale: 2)
    print(png.count, "bytes of PNG")
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
  }

  /// docs/packages.md's program for a package that adds TagFlowReaders: a YAML tag list drawn.
  @Test func readersPackageProgram() throws {
    let tags = try TagItem.parseYAMLList("- swift\n- linux\n- {text: pango, weight: 2}\n- cairo\n", source: "tags.yaml")
    let png = try Job(tags: tags, width: 300).render(as: .png, scale: 2)
    print(png.count, "bytes of PNG")
    #expect(tags.map(\.text) == ["swift", "linux", "pango", "cairo"])
    #expect(tags[2].weight == 2)
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
  }

  /// docs/packages.md's program for a package that adds TagFlowBatch: a job read from a YAML document.
  @Test func batchPackageProgram() throws {
    let document = try JobDocument("tags: [swift, linux, pango, cairo]\nwidth: 300\ntheme: dark\n", file: "job.yaml")
    let png = try document.job.render(as: .png, scale: 2)
    print(png.count, "bytes of PNG")
    var job = Job(tags: ["swift", "linux", "pango", "cairo"].map { TagItem($0) })
    Theme.dark.apply(to: &job)
    job.width = 300
    #expect(document.job == job)
    #expect(try job.render(as: .png, scale: 2) == png)
  }

  /// docs/packages.md's program for a package that adds TagFlowComparison.
  @Test func comparisonPackageProgram() throws {
    let job = Job(tags: ["swift", "linux", "pango", "cairo"].map { TagItem($0) }, width: 300)
    let png = try job.render(as: .png, scale: 2)
    let result = try ReferenceChecker.defaultComparison.comparePNG(png, job.render(as: .png, scale: 2))
    print(result)  // 0 of 72000 pixels differ (0.0%)
    #expect(result.matches())
    #expect(result.difference?.differingPixels == 0)
  }

  /// docs/fonts.md's font given as bytes: the image of the same font given as a file.
  @Test func fontFromBytes() throws {
    let fontURL = Fixtures.root.appendingPathComponent("Fonts/DejaVuSans.ttf")
    // The bytes of a TTF, OTF or TTC file, from wherever your program has them (a resource, a download).
    let font = try Data(contentsOf: fontURL)
    var job = Job(tags: ["swift", "linux"].map { TagItem($0) }, width: 300)
    job.fonts = FontSet(data: [font], includesSystemFonts: false)
    let png = try job.render(as: .png)
    job.fonts = FontSet(files: [fontURL.path], includesSystemFonts: false)
    #expect(try job.render(as: .png) == png)
  }

  /// docs/library.md's job through JSONEncoder and back.
  @Test func jobAsJSON() throws {
    let job = Job(tags: ["swift", "linux", "pango", "cairo"].map { TagItem($0) }, width: 300)
    let data = try JSONEncoder().encode(job)
    let same = try JSONDecoder().decode(Job.self, from: data)
    // same == job
    #expect(same == job)
    let png = try same.render(as: .png)
    #expect(png == (try job.render(as: .png)))
  }

  /// docs/library.md's links: refused by validate and render alike, allowed by the job's policy.
  @Test func linksByPolicy() throws {
    var job = Job(tags: [TagItem("swift", link: "javascript:alert(1)")], width: 300)
    // job.validate() and job.render(as: .svg) both throw: link of tag 1 ('swift'): 'javascript:alert(1)' is not valid; …
    #expect(throws: TagFlowError.self) { try job.validate() }
    #expect(throws: TagFlowError.self) { try job.render(as: .svg) }
    #expect((try? job.validate()) == nil)
    job.tags = [TagItem("swift", link: "ftp://example.com/swift")]
    job.links = LinkPolicy(allowing: ["ftp"])
    let svg = try job.render(as: .svg)
    // LinkPolicy.standard.allows(" javascript:alert(1)") == false
    #expect(String(decoding: svg, as: UTF8.self).contains("ftp://example.com/swift"))
    #expect(LinkPolicy.standard.allows(" javascript:alert(1)") == false)
  }

  /// docs/library.md's font fallback, with the test fonts (DejaVu, Noto) as the job's only fonts.
  @Test func fontFallback() throws {
    var job = Job(tags: ["swift", "linux"].map { TagItem($0) }, width: 300, fonts: Fixtures.fonts)
    job.style.font = "No Such Family 13px"
    let renderer = try Renderer(fonts: job.fonts)
    let used = try renderer.measurer.fallbackFamily(for: job.style.font)
    // used == "DejaVu Sans" on a machine whose only fonts are DejaVu
    #expect(used != nil)
    job.rendering.requiresFontFamilies = true
    // renderer.render(job, as: .png) throws: font: 'No Such Family 13px' is not valid; expected a family the job's fonts have …
    #expect(throws: TagFlowError.self) { try renderer.render(job, as: .png) }
  }

  /// The `swift` blocks that render or write a job, in README.md (its one-call example), CONTRIBUTING.md
  /// and `docs/*.md` (found by listing `docs/`), appear in this file, line by line in order.
  @Test func documentationShowsThisCode() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
    let pages = ["README.md", "CONTRIBUTING.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    let here = lines(try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8))
    var checked: [String] = []
    for page in pages {
      let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
      let blocks = text.components(separatedBy: "```swift\n").dropFirst()
        .map { $0.components(separatedBy: "\n```")[0] }
        .filter { $0.contains("import TagFlow\n") && ($0.contains("job.render(") || $0.contains("job.write(")) }
      checked += blocks.map { _ in page }
      for block in blocks {
        var remaining = here[...]
        for line in lines(block) where !line.hasPrefix("import ") {
          guard let found = remaining.firstIndex(of: line) else {
            Issue.record("\(page): not in ReadmeLibraryExampleTests, or out of order: \(line)")
            break
          }
          remaining = remaining[(found + 1)...]
        }
      }
    }
    #expect(checked.contains("README.md"))
  }

  private func lines(_ text: String) -> [String] {
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }
}

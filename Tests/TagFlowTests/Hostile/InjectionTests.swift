// Hostile text through every output: read back by a strict reader it is the same text (or what the format documents), never markup or a command.

import Foundation
import Testing

@testable import TagFlow
@testable import TagFlowBatch
@testable import TagFlowComparison
@testable import TagFlowReaders
@testable import TagFlowReports

/// Every text of `Hostile.texts` (markup, `]]>`, quotes, NUL, CR, LF, CR LF, `::error::`,
/// `::add-mask::`, `%`, ANSI and OSC escapes, C1 controls, bidi controls, separators, `##[`)
/// goes through each output as what that output carries: tag text, title, file names,
/// job outputs, manifest paths, messages. Each result is read the way its consumer reads
/// it (Foundation's XMLParser, JSONSerialization, an HTML tokenizer, the Actions runner's
/// command parser, CommonMark's rules) and must give back the text, exactly where the
/// format can carry it, and nothing else: no element, no attribute, no command.
@Suite struct InjectionTests {
  private static func isValidTag(_ text: String) -> Bool {
    (try? Fixtures.job([text]).validate()) != nil
  }

  /// Tags with a control character are refused, and say why; the others are drawn.
  @Test(arguments: Hostile.texts)
  func tagsWithControlCharactersAreRefused(text: String) {
    let hasBreak = text.unicodeScalars.contains { [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029].contains($0.value) }
    do {
      try Fixtures.job([text]).validate()
      #expect(!Hostile.hasControl(text) && !hasBreak)
    } catch {
      let reasons = ["text without control characters", "text on one line", "text with something to draw"]
      #expect(reasons.contains { error.message.contains($0) }, "\(error.message)")
      #expect(Hostile.hasControl(text) || hasBreak || text.isBlank)
      #expect(!Hostile.hasHidden(Terminal.printable(error.message)))
    }
  }

  // MARK: SVG

  /// One job of every drawable hostile tag, each linked: in both text modes, the
  /// SVG parses, holds one `<text>` per tag with exactly its text (text mode) or none
  /// (outlines), and each link's `<title>` and `href` are the tag's.
  @Test(arguments: SVGTextMode.allCases)
  func svgCarriesTagsAsText(mode: SVGTextMode) throws {
    let texts = Hostile.texts.filter(Self.isValidTag)
    #expect(texts.count > 60)
    var job = Fixtures.job(texts, width: 20_000)
    for index in job.tags.indices {
      job.tags[index].link = "https://example.com/?q=" + MarkdownImagePaths.percentEncoded(texts[index])
    }
    job.rendering.svgText = mode
    job.title = Hostile.texts.last
    try job.validate()
    let svg = try renderFixture(job, as: .svg)
    let document = StrictXML.parse(svg)
    try #require(document.error == nil, "\(document.error ?? "")")
    let drawn = document.elements(named: "text").map(\.text)
    // U+FFFE, which XML cannot hold, is drawn but written as U+FFFD.
    #expect(exact(drawn) == exact(mode == .text ? texts.map(Hostile.xmlCarried) : []))
    let links = document.elements(named: "a")
    #expect(links.map { $0.attributes["href"] } == job.tags.map(\.link))
    #expect(links.map { $0.attributes["xlink:href"] } == job.tags.map(\.link))
    // The root's title, then each link's.
    let titles = document.elements(named: "title").map(\.text)
    #expect(exact(titles) == exact(([job.title!] + texts).map(Hostile.xmlCarried)))
    #expect(document.elements(named: "svg").first?.attributes["aria-label"] == Hostile.xmlCarried(job.title!))
    #expect(document.elements.allSatisfy { $0.name != "script" && $0.name != "foreignObject" })
    Self.expectNothingRaw(svg)
  }

  /// The title goes where XML can carry it exactly; NUL, ESC and the like become U+FFFD.
  @Test(arguments: SVGTextMode.allCases)
  func svgCarriesAnyTitle(mode: SVGTextMode) throws {
    let measurer = try Fixtures.measurer()
    var job = Fixtures.job(["a"])
    job.rendering.svgText = mode
    var scene = try ChipScene(job, measurer: measurer)
    for text in Hostile.texts {
      scene.title = text
      let svg = try Renderer(measurer: measurer).render(scene, as: .svg)
      let document = StrictXML.parse(svg)
      #expect(document.error == nil, "\(text.debugDescription): \(document.error ?? "")")
      #expect(exact(document.elements(named: "title").map(\.text)) == exact([Hostile.xmlCarried(text)]))
      #expect(exact(document.elements(named: "svg").first?.attributes["aria-label"]) == exact(Hostile.xmlCarried(text)))
      #expect(document.elements(named: "text").count == (mode == .text ? 1 : 0))
      Self.expectNothingRaw(svg)
    }
  }

  // MARK: JUnit XML

  @Test(arguments: Hostile.texts)
  func junitCarriesNamesAndMessages(text: String) throws {
    var result = CheckResult(
      name: "out/" + text, format: .png, reference: "refs/" + text, status: .failed, message: "differs: " + text)
    result.artifacts = [".tagflow-check/" + text + ".actual.png"]
    let passed = CheckResult(name: text, format: .svg, reference: text, status: .passed, message: text)
    let xml = Array(JUnitReport.xml([result, passed], suite: text).utf8)
    let document = StrictXML.parse(xml)
    try #require(document.error == nil, "\(text.debugDescription): \(document.error ?? "")")
    #expect(
      document.elements.map(\.name) == ["testsuites", "testsuite", "testcase", "failure", "system-out", "testcase"])
    #expect(exact(document.elements(named: "testsuite").first?.attributes["name"]) == exact(Hostile.xmlCarried(text)))
    let cases = document.elements(named: "testcase")
    #expect(exact(cases.map { $0.attributes["name"] ?? "" }) == exact(["out/" + text, text].map(Hostile.xmlCarried)))
    #expect(cases.allSatisfy { exact($0.attributes["classname"]) == exact(Hostile.xmlCarried(text)) })
    let failure = try #require(document.elements(named: "failure").first)
    #expect(exact(failure.attributes["message"]) == exact(Hostile.xmlCarried("differs: " + text)))
    let details = Hostile.xmlCarried("\(result.status.label) out/\(text): differs: \(text)\nreference: refs/\(text)\n")
    #expect(failure.text.unicodeScalars.starts(with: details.unicodeScalars), "\(failure.text.debugDescription)")
    // An attachment is one line: a path's line break cannot name another file.
    let attachments = try #require(document.elements(named: "system-out").first).text
    let path = Hostile.visible(".tagflow-check/\(text).actual.png")
    #expect(exact(attachments) == exact("[[ATTACHMENT|\(Hostile.xmlCarried(path))]]"))
    Self.expectNothingRaw(xml)
  }

  // MARK: HTML report

  /// The page has the same tags and attributes as with a harmless name, the texts read
  /// back as `Hostile.visible` shows them, and nothing hidden is raw.
  @Test(arguments: Hostile.texts)
  func htmlReportShowsTextAsText(text: String) throws {
    func page(_ text: String) -> String {
      var result = CheckResult(
        name: text, format: .png, reference: "refs/" + text, status: .failed, message: "differs: " + text)
      result.artifacts = ["art/" + text]
      result.textDifference = TextDifference(line: 3, expected: text, actual: text + "!")
      return HTMLReport.page([result], title: "TagFlow diff: " + text)
    }
    let html = page(text)
    let tokens = HTMLTokens(html)
    #expect(tokens.tags == HTMLTokens(page("plain")).tags, "\(text.debugDescription)")
    #expect(tokens.tags.filter { $0.name == "script" }.count == 1)
    // Noncharacters, parse errors in HTML, are U+FFFD as in XML.
    let shown = Hostile.xmlCarried(Hostile.visible(text))
    let texts = exact(tokens.texts)
    for expected in [
      "TagFlow diff: " + shown, shown, "differs: " + shown, "refs/" + shown, "art/" + shown, "- " + shown,
    ] {
      #expect(texts.contains(exact(expected)), "\(expected.debugDescription)")
    }
    Self.expectNothingRaw(Array(html.utf8))
  }

  // MARK: GitHub Actions annotations

  /// One line, which the runner reads as exactly the `error` command TagFlow meant, its
  /// values escaped by GitHub's rules scalar by scalar and read back as the text, with
  /// what else is hidden shown as on the terminal.
  @Test(arguments: Hostile.texts)
  func annotationsCarryTheTextEscaped(text: String) throws {
    let line = GitHubAnnotations.command(
      "error", file: "d/" + text + "/m.yaml", line: 7, title: "tagflow check: NEW " + text,
      message: "no reference at " + text + "\nartifacts/" + text)
    #expect(ActionsRunner.lines(line) == [line])
    #expect(!Hostile.hasHidden(line))
    let command = try #require(ActionsRunner.command(line))
    let file = Hostile.visible("d/" + text + "/m.yaml", keepingLineBreaks: true)
    let title = Hostile.visible("tagflow check: NEW " + text, keepingLineBreaks: true)
    let message = Hostile.visible("no reference at " + text + "\nartifacts/" + text, keepingLineBreaks: true)
    #expect(command.name == "error")
    #expect(
      command.properties.mapValues { exact($0) } == ["file": exact(file), "line": exact("7"), "title": exact(title)])
    #expect(exact(command.data) == exact(message))
    let escaped =
      "::error file=\(ActionsRunner.escape(file, property: true)),line=7,"
      + "title=\(ActionsRunner.escape(title, property: true))::\(ActionsRunner.escape(message, property: false))"
    #expect(exact(line) == exact(escaped))
  }

  @Test func annotationsEscapeByScalarNotByCharacter() {
    #expect(GitHubAnnotations.escapeData("a\r\nb\rc\nd%") == "a%0D%0Ab%0Dc%0Ad%25")
    #expect(GitHubAnnotations.escapeProperty("d\r\n::warning::x,y%") == "d%0D%0A%3A%3Awarning%3A%3Ax%2Cy%25")
  }

  // MARK: JSON

  /// Chips, title and font paths come back from JSONSerialization and from the ChipScene's own
  /// decoder exactly; the bytes hold nothing hidden raw.
  @Test func sceneJSONCarriesEveryText() throws {
    let chips = Hostile.texts.enumerated().map { index, text in
      ChipScene.Chip(
        text: text, font: "DejaVu Sans 13px", frame: Rect(x: 0, y: Double(index) * 30, width: 50, height: 27),
        line: index, baseline: 18, fill: .white, textColor: .black, cornerRadius: 13.5, textOrigin: Point(x: 12, y: 6),
        fullText: text + "…", link: "https://example.com/" + text)
    }
    let scene = ChipScene(
      width: 600, height: 30 * Double(chips.count), background: .white, chips: chips, title: Hostile.texts.last!,
      fonts: FontSet(files: Hostile.texts, includesSystemFonts: true))
    let bytes = scene.json()
    let object = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    let decoded = try #require(object["chips"] as? [[String: Any]])
    #expect(exact(decoded.map { $0["text"] as? String ?? "" }) == exact(Hostile.texts))
    #expect(exact(decoded.map { $0["fullText"] as? String ?? "" }) == exact(Hostile.texts.map { $0 + "…" }))
    #expect(
      exact(decoded.map { $0["link"] as? String ?? "" }) == exact(Hostile.texts.map { "https://example.com/" + $0 }))
    #expect(exact(object["title"] as? String) == exact(Hostile.texts.last))
    #expect(exact((object["fonts"] as? [String: Any])?["files"] as? [String] ?? []) == exact(Hostile.texts))
    #expect(try ChipScene(json: bytes) == scene)
    Self.expectNothingRaw(bytes)
  }

  @Test func batchReportJSONCarriesEveryText() throws {
    let results = Hostile.texts.enumerated().map { index, text in
      JobResult(
        index: index, outputs: ["out/" + text + ".png"],
        status: index % 2 == 0 ? .rendered : .failed("failed: " + text),
        seconds: 0.5)
    }
    let problems = Hostile.texts.map {
      SourceProblem(file: $0 + "/m.yaml", line: 2, column: 3, message: $0, jobIndex: 0)
    }
    let summary = BatchSummary(results: results, invalid: problems, total: results.count, seconds: 1)
    let bytes = try summary.reportJSON(manifest: Hostile.texts.last! + "/m.yaml")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    #expect(exact(object["manifest"] as? String) == exact(Hostile.texts.last! + "/m.yaml"))
    let jobs = try #require(object["jobs"] as? [[String: Any]])
    #expect(
      exact(jobs.map { ($0["outputs"] as? [String])?.first ?? "" }) == exact(Hostile.texts.map { "out/\($0).png" }))
    #expect(
      exact(jobs.map { $0["message"] as? String ?? "-" })
        == exact(Hostile.texts.indices.map { $0 % 2 == 0 ? "-" : "failed: " + Hostile.texts[$0] }))
    #expect(exact(object["problems"] as? [String] ?? []) == exact(Hostile.texts.map { "\($0)/m.yaml:2:3: \($0)" }))
    Self.expectNothingRaw(bytes)
  }

  // MARK: Markdown

  /// `tagflow markdown`'s image: CommonMark reads the whole alt text back as the tags, with no
  /// markup in it, and the link is percent-encoded bytes of the path.
  @Test(arguments: Hostile.texts.filter(isValidTag))
  func markdownImageCarriesTagsAndPath(text: String) throws {
    let block = TagsBlock(line: 1, options: [], tags: [TagItem(text), TagItem("x" + text)], range: 0..<0)
    let path = "images " + text + "/README-1.svg"
    let markdown = block.imageMarkdown(link: MarkdownImagePaths.percentEncoded(path), drawn: block.tags.map(\.text))
    let image = try #require(CommonMarkAlt.read(markdown), "\(markdown.debugDescription)")
    #expect(exact(image.alt) == exact("tags: \(text), x\(text)"))
    let linkCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/%".unicodeScalars)
    #expect(image.link.unicodeScalars.allSatisfy(linkCharacters.contains))
    #expect(exact(image.link.removingPercentEncoding) == exact(path))
  }

  // MARK: Terminal

  /// Every line printed shows hidden characters escaped, never starts a command for the
  /// runner, never holds `##[`; a text with none of that is printed as it is; a quoted
  /// text reads back as the text.
  @Test(arguments: Hostile.texts)
  func printedLinesAreInert(text: String) {
    for line in [text, "tagflow: error: cannot read '\(text)'", text + ":3:1: jobs[0]: unknown key", "NEW " + text] {
      let printed = Terminal.printable(line)
      #expect(ActionsRunner.lines(printed) == [printed])
      #expect(!Hostile.hasHidden(printed), "\(printed.debugDescription)")
      #expect(ActionsRunner.command(printed) == nil, "\(printed.debugDescription)")
      #expect(!Hostile.hasLegacyCommand(printed), "\(printed.debugDescription)")
      if !Hostile.hasHidden(line) && !Hostile.hasLegacyCommand(line) && !Hostile.startsWithColons(line) {
        #expect(exact(printed) == exact(line))
      }
      #expect(
        exact(printed) == exact(Hostile.visible(line)) || exact(printed) == exact(Self.quoted(line)),
        "\(printed.debugDescription)")
    }
  }

  /// `text` in single quotes, `'` and `\` escaped, hidden characters shown.
  private static func quoted(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      if scalar == "\\" || scalar == "'" { escaped += "\\" }
      escaped.unicodeScalars.append(scalar)
    }
    return "'" + Hostile.visible(escaped) + "'"
  }

  /// No C0 or C1 control, separator or bidi control raw in the bytes (only the LF ending a
  /// line of TagFlow's own), and no `##[`.
  static func expectNothingRaw(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
    let text = String(decoding: bytes, as: UTF8.self)
    let raw = text.unicodeScalars.filter { Hostile.isHidden($0) && $0 != "\n" }
    #expect(raw.isEmpty, "raw: \(raw.map { String($0.value, radix: 16) })", sourceLocation: sourceLocation)
    #expect(!Hostile.hasLegacyCommand(text), sourceLocation: sourceLocation)
  }

  /// The scalars' values: texts compared exactly, not by canonical equivalence.
  private func exact(_ text: String?) -> [UInt32] { text.map { $0.unicodeScalars.map(\.value) } ?? [] }
  private func exact(_ texts: [String]) -> [[UInt32]] { texts.map(exact) }
}

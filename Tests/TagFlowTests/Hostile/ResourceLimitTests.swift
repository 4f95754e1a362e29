// Hostile sizes: long tags, many tags, alias bombs, pixel bombs and huge files get one clear error, early.

import Foundation
import Testing

@testable import TagFlow
@testable import TagFlowBatch
@testable import TagFlowReaders

@Suite struct ResourceLimitTests {
  /// Tags up to the limit are measured (ellipsised to fit); one character more is refused before shaping.
  @Test(arguments: [1, 100, 2_000, Limits.tagCharacters])
  func tagsUpToTheLimitRender(length: Int) throws {
    let measurer = try Fixtures.measurer()
    let texts = [
      String(repeating: "x", count: length), String(String(repeating: "日本 ", count: length / 3 + 1).prefix(length)),
    ]
    for text in texts {
      let job = Fixtures.job([text], width: 300)
      try job.validate()
      let scene = try ChipScene(job, measurer: measurer)
      #expect(scene.chips.count == 1)
      #expect(scene.chips[0].frame.width <= 300 - 2 * job.style.padding)
    }
  }

  @Test(arguments: [Limits.tagCharacters + 1, Limits.tagCharacters * 3, 2_000_000])
  func tagsOverTheLimitAreRefused(length: Int) throws {
    // Combining accents make many bytes per character: the limit counts characters.
    for text in [String(repeating: "x", count: length), String(repeating: "e\u{301}", count: length)] {
      let job = Fixtures.job(["ok", text])
      #expect(throws: TagFlowError.self) { try job.validate() }
      #expect(throws: TagFlowError.self) { try ChipScene(job, measurer: try Fixtures.measurer()) }
      do { try job.validate() } catch {
        #expect(error.message.contains("the limit is \(Limits.tagCharacters) characters"))
        #expect(!error.message.contains("\n") && error.message.count < 200)
      }
    }
  }

  @Test func otherTextsOfAJobHaveTheSameLimit() throws {
    let long = String(repeating: "y", count: Limits.tagCharacters + 1)
    var titled = Fixtures.job(["a"])
    titled.title = long
    var overflow = Fixtures.job(["a"])
    overflow.overflowTemplate = long
    var font = Fixtures.job(["a"])
    font.style.font = long
    for job in [titled, overflow, font] {
      #expect(throws: TagFlowError.self) { try job.validate() }
    }
    titled.title = String(long.dropFirst())
    try titled.validate()
  }

  /// Long characters cost Pango the square of their length: each is limited in code points, and so is a tag.
  @Test(arguments: [Limits.characterScalars + 1, 1_000, 20_001, 200_000])
  func charactersOfTooManyCodePointsAreRefused(scalars: Int) throws {
    let text = "e" + String(repeating: "\u{301}", count: scalars - 1)
    for job in [Fixtures.job(["ok", text]), Fixtures.job(["ok", "a " + text + " b"])] {
      #expect(throws: TagFlowError.self) { try job.validate() }
      #expect(throws: TagFlowError.self) { try ChipScene(job, measurer: try Fixtures.measurer()) }
      do { try job.validate() } catch {
        let expected =
          scalars > Limits.tagScalars
          ? "is too long; the limit is \(Limits.tagScalars) code points per tag"
          : "has a character of \(scalars) code points (a letter and its marks); the limit is "
            + "\(Limits.characterScalars) code points per character"
        #expect(error.message.contains(expected), "\(error.message.prefix(300))")
        #expect(!error.message.contains("\n") && error.message.unicodeScalars.count < 300)
      }
    }
  }

  /// Characters at the limit of code points, and real long sequences, are drawn.
  @Test func charactersUpToTheLimitRender() throws {
    let texts = [
      "e" + String(repeating: "\u{301}", count: Limits.characterScalars - 1),
      "👩🏽\u{200D}❤\u{FE0F}\u{200D}💋\u{200D}👨🏻",  // 10 code points, the longest emoji sequence
      "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", "ཧྐྵྨླྺྼྻྂ",
    ]
    let job = Fixtures.job(texts, width: 300)
    try job.validate()
    #expect(try ChipScene(job, measurer: try Fixtures.measurer()).chips.count == texts.count)
  }

  /// Random characters of random lengths: refused exactly when one is longer than the limit,
  /// or the tag has more code points than its limit.
  @Test func codePointLimitsHoldOnRandomTags() {
    var generator = SeededGenerator(seed: 19)
    for _ in 0..<300 {
      let lengths = (0..<Int.random(in: 1...40, using: &generator)).map { _ in
        Int.random(in: 1...(Limits.characterScalars + 2), using: &generator)
      }
      let text = lengths.map { "a" + String(repeating: "\u{308}", count: $0 - 1) }.joined()
      let refused = (try? Limits.check(tags: [TagItem(text)])) == nil
      #expect(refused == lengths.contains { $0 > Limits.characterScalars }, "\(lengths)")
    }
    let many = String(repeating: "a\u{308}\u{301}\u{323}\u{30A}", count: Limits.tagScalars / 5 + 1)
    #expect(many.count < Limits.tagCharacters)
    #expect(throws: TagFlowError.self) { try Limits.check(tags: [TagItem(many)]) }
    do { try Limits.check(tags: [TagItem(many)]) } catch {
      #expect(error.message.hasSuffix("is too long; the limit is \(Limits.tagScalars) code points per tag"))
    }
    #expect((try? Limits.check(tags: [TagItem(String(many.unicodeScalars.prefix(Limits.tagScalars)))])) != nil)
  }

  @Test func characterCountNotBytesDecides() throws {
    // 10,000 characters of 4 bytes each are within the limit.
    try Fixtures.job([String(repeating: "🚀", count: Limits.tagCharacters)]).validate()
  }

  @Test(arguments: [Limits.tagsPerImage + 1, Limits.tagsPerImage * 5])
  func tooManyTagsAreRefusedWhileReading(count: Int) throws {
    let text = (0..<count).map { "t\($0)" }.joined(separator: "\n")
    #expect(throws: TagFlowError.self) { try TagItem.parseList(text, source: "tags.txt") }
    let yaml = "[" + (0..<count).map { "t\($0)" }.joined(separator: ", ") + "]"
    #expect(throws: TagFlowError.self) { try TagItem.parseYAMLList(yaml, source: "tags.yaml") }
    #expect(throws: TagFlowError.self) { try Fixtures.job((0..<count).map { "t\($0)" }).validate() }
  }

  /// Splitting by scalars gives the lines splitting by characters gives, on random texts full of newlines.
  @Test func tagFilesSplitIntoTheSameLinesFast() {
    let pieces = [
      "a", "é", "e\u{301}", "👍🏽", " ", "\t", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}",
    ]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2_000 {
      let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
        .joined()
      let expected = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
      #expect(TagItem.lines(of: text).map(String.init) == expected, "\(text.unicodeScalars.map { $0.value })")
    }
  }

  @Test func aHugeLineIsRefusedWithItsLineNumber() {
    let text = "ok\n" + String(repeating: "x", count: 3_000_000) + "\n"
    expectMessage("t.txt:2: the tag is too long; the limit is 10000 characters per tag") {
      try TagItem.parseList(text, source: "t.txt")
    }
  }

  @Test func thousandsOfTagsAreFine() throws {
    let tags = try TagItem.parseList((0..<Limits.tagsPerImage).map { "t\($0)" }.joined(separator: "\n"), source: "t")
    #expect(tags.count == Limits.tagsPerImage)
    try Job(tags: tags, fonts: Fixtures.fonts).validate()
  }

  /// Nested aliases, `depth` levels of `width` uses each: `width^depth` values from a few hundred bytes.
  static func aliasBomb(width: Int, depth: Int) -> String {
    var text = "a0: &a0 [x]\n"
    for level in 1...depth {
      text +=
        "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: width).joined(separator: ", ") + "]\n"
    }
    return text + "jobs:\n  - {output: o.svg, tags: *a\(depth)}\n"
  }

  @Test(arguments: [(10, 7), (10, 9), (4, 20), (2, 60), (1000, 3)])
  func aliasBombsAreRefused(width: Int, depth: Int) {
    let manifest = Manifest.parse(Self.aliasBomb(width: width, depth: depth), file: "m.yaml", folder: "")
    #expect(manifest.jobs.isEmpty)
    #expect(manifest.fatalProblems.count == 1)
    #expect(manifest.fatalProblems.first?.message.contains("aliases") == true)
  }

  /// The limit counts what aliases add: a list of 1,000 values used `uses` times adds 1,001 values a use.
  @Test(arguments: [(990, true), (1_000, false)])
  func theAliasLimitCountsWhatAliasesAdd(uses: Int, accepted: Bool) throws {
    let text =
      "a: &a [" + (0..<1_000).map(String.init).joined(separator: ", ") + "]\nb: ["
      + Array(repeating: "*a", count: uses).joined(separator: ", ") + "]\n"
    var reader = YAMLReader(file: "m.yaml")
    #expect((reader.compose(text) != nil) == accepted, "\(reader.problems)")
  }

  /// A document's own values are bounded by its size, not by the alias limit.
  @Test func manyValuesWithoutAliasesAreNotTheAliasLimits() throws {
    let items = Limits.yamlNodes + 10
    let text = "[" + String(repeating: "1,", count: items) + "]"
    var reader = YAMLReader(file: "big.yaml")
    #expect(reader.compose(text) != nil, "\(reader.problems)")
  }

  @Test func aliasesOfOrdinarySizeStillWork() {
    let reused = Manifest.parse(
      "jobs:\n  - &one {output: a.png, tags: &t [swift, linux]}\n  - {output: b.png, tags: *t}\n", file: "m.yaml",
      folder: "")
    #expect(reused.problems.isEmpty, "\(reused.problems)")
    #expect(reused.jobs.count == 2)
  }

  @Test func oversizedDocumentsAreRefusedBeforeParsing() {
    let big = "jobs: []\n# " + String(repeating: "x", count: Limits.inputBytes)
    let manifest = Manifest.parse(big, file: "m.yaml", folder: "")
    #expect(manifest.fatalProblems.first?.message.contains("too large") == true)
    #expect(throws: TagFlowError.self) {
      try TagItem.parseList(String(repeating: "a\n", count: Limits.inputBytes), source: "t")
    }
  }

  /// Canvas sizes that would take gigabytes are refused before any pixel is allocated;
  /// vector formats of the same scene still render.
  @Test(arguments: [
    (32_767.0, 16_300.0, 1.0), (600.0, 2_000.0, 16.0), (40_000.0, 4.0, 1.0), (8_000.0, 3_200.0, 1.0),
  ])
  func pixelBombsAreRefused(width: Double, chipPaddingY: Double, scale: Double) throws {
    // Jobs this large are refused by validate(), before any layout: the scene of a small one
    // is stretched to the canvas such a job would have had (chips twice the padding high).
    let renderer = Renderer(measurer: try Fixtures.measurer())
    var scene = try ChipScene(Fixtures.job(["a", "b"], width: 300), measurer: renderer.measurer)
    (scene.width, scene.height) = (width, 2 * chipPaddingY + 32)
    #expect(scene.width * scale * scene.height * scale > Double(Limits.canvasPixels) || scene.width * scale > 32_767)
    #expect(throws: TagFlowError.self) { try renderer.render(scene, as: .png, scale: scale) }
    do { _ = try renderer.render(scene, as: .png, scale: scale) } catch {
      #expect(error.message.hasPrefix("png: a "), "\(error.message)")
    }
    #expect(try !renderer.render(scene, as: .svg).isEmpty)
  }

  @Test func largeButReasonableCanvasesRender() throws {
    var job = Fixtures.job(["a"], width: 4_000)
    job.style.chipPadding = Insets(horizontal: 10, vertical: 1_000)
    let renderer = Renderer(measurer: try Fixtures.measurer())
    let bytes = try renderer.render(try ChipScene(job, measurer: renderer.measurer), as: .png)
    #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
  }
}

/// A font description refused for its size is freed once: refusing many in a
/// row (as fit-to-box may, past the largest size) must neither crash nor leak.
@Suite struct RefusedFontTests {
  @Test(arguments: ["DejaVu Sans 2000px", "DejaVu Sans 0.5px", "Sans 900"])
  func refusedSizesAreErrorsEveryTime(_ font: String) throws {
    let measurer = try Fixtures.measurer()
    for round in 0..<200 {
      #expect(throws: TagFlowError.self, "round \(round)") { try measurer.measure("swift", font: font) }
      #expect(throws: TagFlowError.self) {
        try measurer.measure(
          "swift", font: measurer.font("DejaVu Sans 13px", pixelSize: 1000.25 + Double(round), weight: nil, slant: nil))
      }
    }
  }
}

/// Sizes Pango would misread are refused with what is accepted, never drawn at another size.
@Suite struct FontSizeWordTests {
  @Test(arguments: ["DejaVu Sans -3px", "DejaVu Sans -3", "DejaVu Sans -0.5pt", "DejaVu Sans 0px", "DejaVu Sans 0"])
  func sizesPangoCannotTakeAreRefused(_ font: String) throws {
    let measurer = try Fixtures.measurer()
    #expect(throws: TagFlowError.self) { try measurer.measure("swift", font: font) }
  }

  @Test(arguments: ["DejaVu Sans 13px", "DejaVu Sans", "DejaVu Sans Bold 10", "DejaVu Sans 2 13px"])
  func familiesAndSizesAreKept(_ font: String) throws {
    let measurer = try Fixtures.measurer()
    #expect(try measurer.measure("swift", font: font).width > 0)
  }

  @Test func aRendererRefusesAJobOfOtherFonts() throws {
    let renderer = Renderer(measurer: try Fixtures.measurer())
    var job = Job(tags: [TagItem("swift")], width: 200)
    job.fonts = FontSet(files: ["elsewhere.ttf"], includesSystemFonts: false)
    #expect(throws: TagFlowError.conflict(.fontsDiffer(job: job.fonts, renderer: renderer.measurer.fontSet))) {
      try renderer.render(job, as: .png)
    }
    job.fonts = renderer.measurer.fontSet
    #expect(try renderer.render(job, as: .png).starts(with: [0x89, 0x50]))
  }
}

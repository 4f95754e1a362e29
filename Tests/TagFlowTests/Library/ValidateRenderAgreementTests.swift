// validate() and rendering decide by one path: over random jobs, validate passes exactly when a render can.

import Foundation
import Testing

@testable import TagFlow

@Suite struct ValidateRenderAgreementTests {
  /// A folder of this test's own, with a missing font path, a text file named like a font and a
  /// font's header followed by junk.
  static let folder: String = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-validate-\(getpid())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? Data("not a font".utf8).write(to: folder.appendingPathComponent("notes.ttf"))
    try? Data([0, 1, 0, 0] + [UInt8](repeating: 7, count: 60)).write(to: folder.appendingPathComponent("broken.ttf"))
    return folder.path
  }()

  static let dejaVu = Fixtures.path("Fonts/DejaVuSans.ttf")

  /// Font sets a job may name: the test fonts, DejaVu alone (as a file or as bytes), and the
  /// ways of naming fonts that are not fonts.
  static let fontSets: [FontSet] = [
    Fixtures.fonts,
    FontSet(files: [dejaVu], includesSystemFonts: false),
    FontSet(data: [(try? Data(contentsOf: URL(fileURLWithPath: dejaVu))) ?? Data()], includesSystemFonts: false),
    FontSet(files: [folder + "/missing.ttf"], includesSystemFonts: false),
    FontSet(files: [folder + "/notes.ttf"], includesSystemFonts: false),
    FontSet(files: [folder + "/broken.ttf"], includesSystemFonts: false),
    FontSet(files: [folder], includesSystemFonts: false),
    FontSet(data: [[0x41, 0x42, 0x43]], includesSystemFonts: false),
    FontSet(data: [[0, 1, 0, 0] + [UInt8](repeating: 9, count: 40)], includesSystemFonts: false),
    FontSet(includesSystemFonts: false),
  ]

  static let texts = [
    "swift", "linux", "pango", "cairo", "", "   ", "a\nb", "a\tb", "\u{1B}[31m", "\u{200B}", "naïve", "日本語",
    "a\u{2028}b",
    "long tag with several words",
  ]
  static let links: [String?] = [
    nil, "https://swift.org", "docs/a.html", "#top", "mailto:a@b.c", "javascript:alert(1)", " javascript:alert(1)",
    "JavaScript:alert(1)", "\tjavascript:x", "java\tscript:x", "data:text/html,x", "vbscript:x", "", "https://a b",
    "ftp://example.com",
  ]
  static let fonts = [
    "DejaVu Sans 13px", "DejaVu Sans Bold 20px", "DejaVu Sans 10", "DejaVu Sans -3px", "DejaVu Sans 0px",
    "DejaVu Sans 12pt", "DejaVu Sans 5000px", "sans-serif 13px", "No Such Family Zq 12px",
  ]

  /// A job made of values that are fine and values that are not, at random: half the jobs
  /// take only values that are fine on their own (their height may still be too small).
  static func randomJob(_ rng: inout SeededGenerator) -> Job {
    func pick<T>(_ values: [T]) -> T { values.randomElement(using: &rng)! }
    func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
    let fine = chance(0.5)
    func pick<T>(_ good: [T], _ bad: [T]) -> T { pick(fine || chance(0.7) ? good : good + bad) }
    // Now and then no tag at all, which both refuse.
    let count = Int.random(in: (chance(0.05) ? 0 : 1)...6, using: &rng)
    var tags: [TagItem] = []
    for _ in 0..<count {
      var tag = TagItem(pick(Array(texts.prefix(4)) + ["naïve", "日本語", "long tag with several words"], texts))
      if chance(0.3) { tag.weight = pick([0, 1, 2.5, 10], [-1, .nan, .infinity]) }
      if chance(0.3) { tag.link = pick(Array(links.prefix(5)), links) }
      if chance(0.1) { tag.flex.maxWidth = pick([40, 200], [-5]) }
      tags.append(tag)
    }
    var job = Job(
      tags: tags, width: pick([120, 300, 600], [-5, 0, 10, 31, .nan, 1e9]), fonts: pick([fontSets[0]], fontSets))
    if chance(0.5) {
      job.style.font = pick(Array(fonts.prefix(3)) + ["sans-serif 13px", "No Such Family Zq 12px"], fonts)
    }
    if chance(0.2) { job.style.padding = pick([0, 8, 16], [-1]) }
    if chance(0.3) { job.height = pick([10, 40, 60, 400, 100_000]) }
    if chance(0.1) { job.zoomsToFit = true }
    if chance(0.2) { job.layout.maxLines = pick([1, 2], [0]) }
    if chance(0.1) { job.style.maxChipWidth = pick([30, 80, 500]) }
    if chance(0.1) { job.links = LinkPolicy(allowing: ["ftp", "javascript"]) }
    if chance(0.1) { job.overflowTemplate = pick(["+{n}"], [" "]) }
    return job
  }

  /// Over random jobs: a job `validate()` refuses is refused by `render` with the same error;
  /// one it passes renders, or fails only as laying it out tells, and then
  /// `validate(measuringWith:)` throws exactly that error; `validate(measuringWith:)` passes
  /// exactly when the render succeeds.
  @Test func validatePassesExactlyWhenARenderCan() throws {
    var rng = SeededGenerator(seed: 38)
    var outcomes: [String: Int] = [:]
    for _ in 0..<160 {
      let job = Self.randomJob(&rng)
      let validated = Result { () throws(TagFlowError) in try job.validate() }
      let rendered = Result { () throws(TagFlowError) in try job.render(as: .png) }
      switch (validated, rendered) {
      case (.failure(let refused), .failure(let thrown)):
        #expect(refused == thrown, "\(job)")
        outcomes["refused", default: 0] += 1
      case (.failure(let refused), .success):
        Issue.record("validate refused a job that renders: \(refused.message)\n\(job)")
      case (.success, .success(let png)):
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let measurer = try TextMeasurer(fonts: job.fonts)
        #expect(throws: Never.self) { try job.validate(measuringWith: measurer) }
        outcomes["rendered", default: 0] += 1
      case (.success, .failure(let thrown)):
        // Only what measuring tells: a height too small for the lines, a chip too narrow for a character.
        #expect(thrown.message.contains("points"), "\(thrown.message)")
        let measurer = try TextMeasurer(fonts: job.fonts)
        #expect(throws: thrown) { try job.validate(measuringWith: measurer) }
        outcomes["measured", default: 0] += 1
      }
    }
    // The generator reaches each way.
    #expect(outcomes["refused", default: 0] > 20 && outcomes["rendered", default: 0] > 20, "\(outcomes)")
  }

  /// The cases of issue 38: the field each names, and the change that makes it.
  static func issueCase(_ index: Int) -> (field: String, change: (inout Job) -> Void) {
    switch index {
    case 0: ("font", { $0.style.font = "DejaVu Sans -3px" })
    case 1: ("font", { $0.style.font = "DejaVu Sans 0px" })
    case 2: ("font", { $0.style.font = "DejaVu Sans 12pt" })
    case 3: ("tag 1", { $0.tags = [TagItem("   ")] })
    case 4: ("tag 1", { $0.tags = [TagItem("")] })
    case 5: ("tag 2", { $0.tags = [TagItem("swift"), TagItem("a\nb")] })
    case 6: ("tag 2", { $0.tags = [TagItem("swift"), TagItem("a\tb")] })
    case 7: ("weight of tag 1 ('swift')", { $0.tags = [TagItem("swift", weight: -1)] })
    case 8: ("link of tag 1 ('swift')", { $0.tags = [TagItem("swift", link: "javascript:alert(1)")] })
    case 9: ("link of tag 1 ('swift')", { $0.tags = [TagItem("swift", link: " JavaScript:alert(1)")] })
    case 10: ("width", { $0.width = -5 })
    case 11: ("height", { $0.height = 10 })
    case 12: ("fontFiles", { $0.fonts = FontSet(files: [ValidateRenderAgreementTests.folder + "/missing.ttf"]) })
    case 13: ("fontData", { $0.fonts = FontSet(data: [[1, 2, 3]]) })
    default: ("tags", { $0.tags = [] })
    }
  }

  /// The cases of issue 38, each refused by validate and by render with the same words.
  @Test(arguments: 0..<15)
  func refusedByBoth(_ index: Int) {
    let (field, change) = Self.issueCase(index)
    var job = Fixtures.job(["swift", "linux"], width: 300)
    change(&job)
    let refused = Result { () throws(TagFlowError) in try job.validate() }
    guard case .failure(let error) = refused else {
      Issue.record("validate passed \(job)")
      return
    }
    // A font file that cannot be read is a file problem naming its field; every other refusal is
    // an invalid value.
    let named: String?
    switch error {
    case .invalidValue(let field, _, _): named = field
    case .file(let problem): named = problem.field
    default:
      Issue.record("not an invalid value or a file problem: \(error.message)")
      return
    }
    #expect(named == field, "\(error.message)")
    #expect(throws: error) { try job.render(as: .png) }
    #expect(throws: error) { try job.render(as: .svg) }
  }

  /// `height = 10` and `width = -5` are refused in the words the user wrote them in, never a
  /// value derived from them (the content box's `-22`).
  @Test func messagesNameTheValueGiven() {
    var job = Fixtures.job(["swift"], width: 300)
    job.height = 10
    #expect(throws: TagFlowError.invalid("height", "10", expected: "more than twice the padding (32)")) {
      try job.render(as: .png)
    }
    job.height = nil
    job.width = -5
    let message = Result { () throws(TagFlowError) in try job.render(as: .png) }.message
    #expect(message.hasPrefix("width: '-5' is not valid; expected "), "\(message)")
    #expect(!message.contains("at least"))
  }

  /// A family none of the fonts has is drawn in a fallback unless the job requires its families;
  /// the library can ask which family stands in.
  @Test func fontFallbacksAreVisible() throws {
    var job = Fixtures.job(["swift"], width: 300)
    job.style.font = "No Such Family Zq 12px"
    let renderer = try Renderer(fonts: job.fonts)
    #expect(try renderer.measurer.fallbackFamily(for: job.style.font) != nil)
    #expect(try renderer.measurer.fallbackFamily(for: "DejaVu Sans 12px") == nil)
    #expect(try renderer.measurer.fallbackFamily(for: "sans-serif 12px") == nil)
    _ = try renderer.render(job, as: .png)
    job.rendering.requiresFontFamilies = true
    #expect(throws: TagFlowError.self) { try renderer.render(job, as: .png) }
    job.style.font = "DejaVu Sans 12px"
    _ = try renderer.render(job, as: .png)
  }
}

extension Result where Failure == TagFlowError {
  /// The error's message, or nothing for a success.
  fileprivate var message: String {
    if case .failure(let error) = self { return error.message }
    return ""
  }
}

// A ChipScene written as JSON and read back is the same ChipScene, and draws the same bytes.

import Foundation
import TagFlow
import Testing

@Suite struct SceneJSONTests {
  /// Jobs that between them use every field a ChipScene carries.
  static let jobs: [(String, Job)] = {
    var plain = Fixtures.job(Fixtures.tags, width: 420)
    plain.rendering.pngCompression = .small
    var dark = Fixtures.job(Array(Fixtures.tags.prefix(8)), width: 300)
    dark.darkStyle = Theme.named("dark")!.style
    var cloud = Fixtures.job([], width: 360)
    cloud.tags = [TagItem("swift", weight: 9), TagItem("linux", weight: 3), TagItem("pango", weight: 1)]
    cloud.cloud.ramp = ColorRamp(from: RGBAColor(rgb: 0xE0F2FE), to: RGBAColor(rgb: 0x0369A1))
    var marked = Fixtures.job(["a link", "selected", "cut to fit, a long tag"], width: 300)
    marked.tags[0].link = "https://swift.org"
    marked.tags[1].isSelected = true
    marked.style.maxChipWidth = 90
    marked.style.borderWidth = 1.5
    marked.style.borderColor = RGBAColor(rgb: 0x334155)
    var capped = Fixtures.job(Fixtures.tags, width: 260)
    capped.layout.maxLines = 2
    capped.height = 120
    capped.layout.alignContent = .center
    capped.rendering.snap = false
    capped.rendering.svgText = .text
    return [("plain", plain), ("dark", dark), ("cloud", cloud), ("marked", marked), ("capped", capped)]
  }()

  @Test(arguments: jobs.map(\.0))
  func readBackItIsTheSameSceneAndDrawsTheSameBytes(_ name: String) throws {
    let job = try #require(Self.jobs.first { $0.0 == name }?.1)
    let measurer = try Fixtures.measurer()
    let scene = try ChipScene(job, measurer: measurer)
    let read = try ChipScene(json: scene.json())
    #expect(read == scene)
    #expect(read.json() == scene.json())
    // Drawn by a renderer made from what the ChipScene carries, not from the job.
    let renderer = try Renderer(fonts: read.fonts)
    for format in OutputFormat.allCases {
      #expect(
        undated(try renderer.render(read, as: format, scale: 2))
          == undated(try Renderer(measurer: measurer).render(scene, as: format, scale: 2)),
        "\(name) as \(format)")
    }
  }

  /// `tagflow layout` prints chip edges snapped as a PNG draws them; that JSON
  /// draws the same PNG again, since snapping twice changes nothing.
  @Test(arguments: jobs.map(\.0))
  func snappedJSONDrawsTheSamePNG(_ name: String) throws {
    let job = try #require(Self.jobs.first { $0.0 == name }?.1)
    let measurer = try Fixtures.measurer()
    let scene = try ChipScene(job, measurer: measurer)
    let printed = try ChipScene(json: scene.drawn(as: .png, scale: 1).json())
    #expect(
      try Renderer(measurer: measurer).render(printed, as: .png) == Renderer(measurer: measurer).render(scene, as: .png)
    )
  }

  @Test(arguments: [
    "{}", #"{"width": 10}"#, "[1, 2]", "not json",
    #"{"width": 10, "height": 10, "background": "nope", "title": "", "chips": []}"#,
  ])
  func badJSONIsAnErrorNamingTheScene(_ text: String) {
    let error = #expect(throws: TagFlowError.self) { try ChipScene(json: Array(text.utf8)) }
    #expect(error?.message.hasPrefix("scene: ") == true)
  }

  /// Members a value writes for itself (a chip's shape) land where their keys
  /// sort among the caller's, as JSONEncoder's `.sortedKeys` puts them; with
  /// none, the object is what `object(_:)` writes.
  @Test func mergedMembersSortAmongTheKeys() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    func written(_ members: [PrettyJSON.Member]) -> [UInt8] {
      var json = PrettyJSON()
      json.object(merging: members) { json in
        json.key("baseline")
        json.number(4)
        json.key("borderWidth")
        json.number(1.5)
        json.key("list")
        json.array { json in
          json.element()
          json.object { json in
            json.key("a")
            json.integer(1)
          }
        }
      }
      return json.finishedDocument()
    }
    let members = [
      PrettyJSON.Member("zeta") { $0.number(3) }, PrettyJSON.Member("alpha") { $0.string("first") },
      PrettyJSON.Member("borderDash") { $0.number(2) },
    ]
    let all: [String: JSONValue] = [
      "zeta": .number(3), "alpha": .string("first"), "borderDash": .number(2), "baseline": .number(4),
      "borderWidth": .number(1.5), "list": .list([["a": 1]]),
    ]
    #expect(written(members) == Array(try encoder.encode(all)) + [UInt8(ascii: "\n")])
    let callers = all.filter { !["zeta", "alpha", "borderDash"].contains($0.key) }
    #expect(written([]) == Array(try encoder.encode(callers)) + [UInt8(ascii: "\n")])
  }

  /// Numbers are written without formatting a String when they are whole Pango
  /// units below a million: the same bytes as `description` (and so JSONEncoder)
  /// writes, on every kind of number, those of the fast path and the rest.
  @Test func numbersAreWrittenAsDescriptionWritesThem() {
    var generator = SystemRandomNumberGenerator()
    var values: [Double] = [0, -0.0, 1, -1, 0.5, 1.0 / 1024, -1.0 / 1024, 1_048_575.9990234375, 1_048_576, -1_048_576]
    values += (-3000...3000).map { Double($0) / 1024 }
    values += (0..<20_000).map { _ in Double(Int.random(in: -(1 << 30)...(1 << 30), using: &generator)) / 1024 }
    values += (0..<5_000).map { _ in Double(Int.random(in: -(1 << 40)...(1 << 40), using: &generator)) / 64 }
    values += (0..<5_000).map { _ in Double.random(in: -2e6...2e6, using: &generator) }
    values += [0.1, 1e-5, 1e21, 123.456, .pi, 1e300, .leastNonzeroMagnitude]
    for value in values {
      var json = PrettyJSON()
      json.number(value)
      var expected = value.description
      if expected.hasSuffix(".0") { expected.removeLast(2) }
      #expect(String(decoding: json.finishedDocument().dropLast(), as: UTF8.self) == expected, "\(value)")
    }
  }

  /// A JSON value of the kinds `mergedMembersSortAmongTheKeys` writes.
  private enum JSONValue: Encodable {
    case number(Double)
    case string(String)
    case list([[String: Int]])

    func encode(to encoder: Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .number(let value): try container.encode(value)
      case .string(let value): try container.encode(value)
      case .list(let value): try container.encode(value)
      }
    }
  }

  /// The streamed writer writes what JSONEncoder writes for the same ChipScene (spelt
  /// key by key in `SceneEncoderOracle`), invisible
  /// characters escaped the same way after (`JSONText`), on every job above and on
  /// generated scenes with awkward texts and numbers.
  @Test func theWriterWritesWhatJSONEncoderWrites() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    func encoded(_ scene: ChipScene) throws -> [UInt8] {
      JSONText.escapingInvisibles([UInt8](try encoder.encode(SceneEncoderOracle(scene: scene))) + [UInt8(ascii: "\n")])
    }
    let measurer = try Fixtures.measurer()
    for (name, job) in Self.jobs {
      let scene = try ChipScene(job, measurer: measurer)
      #expect(scene.json() == (try encoded(scene)), "\(name)")
    }
    var rng = SeededGenerator(seed: 7)
    let texts = [
      "a", "quote \" and \\ slash /", "tab\tnew\nline\r", "\u{1}\u{1F}\u{7F}", "é 漢字 😀", "",
      "\u{85}\u{9B}\u{202E}\u{2066}\u{2028}##[#", "a\u{61C}\u{200E}\u{2069}\u{2029}\u{A0}\u{7FF}\u{2030}",
    ]
    let numbers: [Double] = [0, -0.0, 16, 0.1 + 0.2, 1e-5, 1e21, 123456789.125, -3.5, 1e16, 4_503_599_627_370_496]
    for round in 0..<200 {
      let chips = (0..<Int.random(in: 0...4, using: &rng)).map { index in
        ChipScene.Chip(
          text: texts.randomElement(using: &rng)!, font: "DejaVu Sans 13px",
          frame: Rect(
            x: numbers.randomElement(using: &rng)!, y: numbers.randomElement(using: &rng)!,
            width: Double.random(in: 0...500, using: &rng), height: 27),
          line: index, baseline: Double.random(in: 0...30, using: &rng), fill: RGBAColor(rgb: 0xE8EEF7),
          textColor: RGBAColor(rgb: 0x1F2937, alpha: 128), cornerRadius: 13.5,
          textOrigin: Point(x: numbers.randomElement(using: &rng)!, y: 6),
          fullText: Bool.random(using: &rng) ? texts.randomElement(using: &rng)! : nil,
          isOverflow: Bool.random(using: &rng), borderColor: .black, borderWidth: Bool.random(using: &rng) ? 1.5 : 0,
          link: Bool.random(using: &rng) ? "https://swift.org/a?b=c&d" : nil, isSelected: Bool.random(using: &rng))
      }
      var scene = ChipScene(
        width: 600, height: numbers.randomElement(using: &rng)!, background: .white, chips: chips,
        title: texts.randomElement(using: &rng)!,
        rendering: RenderOptions(
          snap: [nil, true, false].randomElement(using: &rng)!,
          svgText: [nil, .text, .outlines].randomElement(using: &rng)!,
          pngCompression: PNGCompression.allCases.randomElement(using: &rng)!),
        fonts: FontSet(
          files: round % 3 == 0 ? [] : ["/fonts/a b.ttf", "x\"y.otf"], includesSystemFonts: round % 2 == 0))
      if round % 4 == 0 {
        scene.dark = ChipScene.DarkLook(
          background: .black,
          chips: chips.map { _ in
            ChipScene.ChipColors(fill: .black, textColor: .white, borderColor: .white, borderWidth: 1)
          })
      }
      #expect(scene.json() == (try encoded(scene)), "round \(round)")
    }
  }
}

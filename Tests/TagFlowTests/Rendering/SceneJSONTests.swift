// A Scene written as JSON and read back is the same Scene, and draws the same bytes.

import TagFlow
import Testing

@Suite struct SceneJSONTests {
  /// Jobs that between them use every field a Scene carries.
  static let jobs: [(String, Job)] = {
    var plain = Fixtures.job(Fixtures.tags, width: 420)
    plain.rendering.pngCompression = .small
    var dark = Fixtures.job(Array(Fixtures.tags.prefix(8)), width: 300)
    dark.darkStyle = Theme.named("dark")!.style
    var cloud = Fixtures.job([], width: 360)
    cloud.tags = [Tag("swift", weight: 9), Tag("linux", weight: 3), Tag("pango", weight: 1)]
    cloud.cloud.ramp = ColorRamp(from: Color(rgb: 0xE0F2FE), to: Color(rgb: 0x0369A1))
    var marked = Fixtures.job(["a link", "selected", "cut to fit, a long tag"], width: 300)
    marked.tags[0].link = "https://swift.org"
    marked.tags[1].isSelected = true
    marked.style.maxChipWidth = 90
    marked.style.borderWidth = 1.5
    marked.style.borderColor = Color(rgb: 0x334155)
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
    let scene = try Scene(job, measurer: measurer)
    let read = try Scene(json: try scene.json())
    #expect(read == scene)
    #expect(try read.json() == scene.json())
    // Drawn by a renderer made from what the Scene carries, not from the job.
    let renderer = try Renderer(fonts: read.fonts)
    for format in OutputFormat.allCases {
      #expect(
        try renderer.render(read, as: format, scale: 2)
          == Renderer(measurer: measurer).render(scene, as: format, scale: 2),
        "\(name) as \(format)")
    }
  }

  /// `tagflow layout` prints chip edges snapped as a PNG draws them; that JSON
  /// draws the same PNG again, since snapping twice changes nothing.
  @Test(arguments: jobs.map(\.0))
  func snappedJSONDrawsTheSamePNG(_ name: String) throws {
    let job = try #require(Self.jobs.first { $0.0 == name }?.1)
    let measurer = try Fixtures.measurer()
    let scene = try Scene(job, measurer: measurer)
    let printed = try Scene(json: try scene.drawn(as: .png, scale: 1).json())
    #expect(
      try Renderer(measurer: measurer).render(printed, as: .png) == Renderer(measurer: measurer).render(scene, as: .png)
    )
  }

  @Test(arguments: [
    "{}", #"{"width": 10}"#, "[1, 2]", "not json",
    #"{"width": 10, "height": 10, "background": "nope", "title": "", "chips": []}"#,
  ])
  func badJSONIsAnErrorNamingTheScene(_ text: String) {
    let error = #expect(throws: TagFlowError.self) { try Scene(json: Array(text.utf8)) }
    #expect(error?.message.hasPrefix("scene: ") == true)
  }
}

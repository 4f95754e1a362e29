// Reference images of looks: every built-in theme, palettes, weighted clouds, selection, borders, links.

import FlowLayout
import TagFlow
import TagFlowReaders
import Testing

/// Each test renders one job with the fixture fonts and compares it with
/// `Fixtures/Snapshots/<name>.png` (or `.svg`).
@Suite struct StyleSnapshotTests {
  private static let tags = ["swift", "linux", "pango", "cairo", "flexbox", "layout", "png", "svg", "pdf", "unicode"]

  /// A tag picker: a few chips, one selected, on the theme's canvas.
  @Test(arguments: Theme.presets.map(\.name))
  func theme(name: String) throws {
    var job = Fixtures.job(Self.tags, width: 320)
    try Theme.resolve(name).apply(to: &job)
    job.tags[2].isSelected = true
    assertSnapshot(of: job, named: "theme-\(name)")
  }

  @Test func paletteOnLight() {
    var job = Fixtures.job(Self.tags, width: 320)
    job.style.palette = .pastel
    assertSnapshot(of: job, named: "palette-pastel")
  }

  /// White or dark text, whichever reaches 4.5:1 on each saturated fill.
  @Test func paletteOnSolid() {
    var job = Fixtures.job(Self.tags, width: 320)
    Theme.solid.apply(to: &job)
    job.style.palette = .vivid
    assertSnapshot(of: job, named: "palette-vivid")
  }

  @Test func paletteOnDark() {
    var job = Fixtures.job(Self.tags, width: 320)
    Theme.dark.apply(to: &job)
    job.style.palette = .deep
    assertSnapshot(of: job, named: "palette-deep-dark")
  }

  /// Sizes by the square root of the weight, on shared baselines.
  @Test func weightedCloud() throws {
    var job = Fixtures.job([], width: 420)
    job.tags = try Self.cloud.map { try TagItem(argument: $0) }
    job.cloud = TagCloud(minSize: 11, maxSize: 30, scale: .sqrt)
    job.layout.align = .baseline
    job.layout.justify = .center
    assertSnapshot(of: job, named: "cloud-weighted")
  }

  /// The same with fills ramped by weight, heaviest first, the top 10 only.
  @Test func weightedCloudRamp() throws {
    var job = Fixtures.job([], width: 420)
    job.tags = try Self.cloud.map { try TagItem(argument: $0) }
    job.cloud = TagCloud(
      minSize: 11, maxSize: 30, scale: .log,
      ramp: ColorRamp(from: RGBAColor(rgb: 0xDBEAFE), to: RGBAColor(rgb: 0x1E3A8A)))
    job.layout.align = .baseline
    job.order = .weight
    job.top = 10
    assertSnapshot(of: job, named: "cloud-ramp")
  }

  static let cloud = [
    "swift:40", "linux:25", "pango:8", "cairo:12", "flexbox:3", "layout:5", "png:18", "svg:14", "pdf:6",
    "unicode:9", "docs:2", "readme:1", "harfbuzz:7", "fontconfig:4", "typography:11",
  ]

  /// Per-tag fill, text colour and border over the style's, a selected chip, rectangles.
  @Test func tagOverridesAndSelection() {
    var job = Fixtures.job([], width: 320)
    job.tags = [
      TagItem("default"), TagItem("fill", fill: RGBAColor(rgb: 0xFDE68A)),
      TagItem("text", color: RGBAColor(rgb: 0xB91C1C)),
      TagItem("border", border: RGBAColor(rgb: 0x16A34A)), TagItem("selected", isSelected: true),
      TagItem("all", color: .white, fill: RGBAColor(rgb: 0x7C3AED), border: RGBAColor(rgb: 0x4C1D95)),
    ]
    job.style.cornerRadius = 0
    job.style.borderWidth = 2
    assertSnapshot(of: job, named: "tag-overrides")
  }

  /// DejaVu Sans Bold, slanted by fontconfig's synthetic-oblique rule (the fixtures have no italic).
  @Test func boldItalicAndRadius() {
    var job = Fixtures.job(["bold italic", "15 px", "radius 6", "synthetic slant"], width: 360)
    job.style.fontWeight = .bold
    job.style.fontSlant = .italic
    job.style.fontSize = 15
    job.style.cornerRadius = 6
    assertSnapshot(of: job, named: "bold-italic-radius")
  }

  /// Links as `<a href>` over the chips, a title and ARIA role on the root: compared as text.
  @Test func linksSVG() {
    var job = Fixtures.job([], width: 320)
    job.tags = [
      TagItem("swift", link: "https://swift.org"), TagItem("plain"),
      TagItem("query", link: "https://example.com/?a=1&b=\"2\"&c=<3>"),
    ]
    job.title = "Links & <tags>"
    assertSnapshot(of: job, format: .svg, named: "links")
  }
}

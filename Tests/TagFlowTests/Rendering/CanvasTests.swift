// Scale and background: pixel sizes, the same layout at scale 2, transparent pixels outside the chips.

import TagFlow
import TagFlowComparison
import Testing

@Suite struct CanvasTests {
  /// A fractional canvas width, so rounding up shows: 300.25 pt is 301 px at scale 1 and 601 px at scale 2.
  private static let job = ProbeStyle.job(
    ["swift", "linux", "pango", "cairo", "flexbox", "layout", "png"], width: 300.25)

  @Test func scale2DoublesThePixelsRoundingUp() throws {
    let rendered = try RenderedJob(Self.job)
    let one = try rendered.bitmap(.png)
    let two = try rendered.bitmap(.png, scale: 2)
    let scene = rendered.scene
    #expect(scene.width == 300.25)
    #expect(one.size == Bitmap.Size(width: 301, height: Int(scene.height.rounded(.up))))
    #expect(two.size == Bitmap.Size(width: 601, height: Int((2 * scene.height).rounded(.up))))
  }

  /// At scale 2 every chip is where the ChipScene says, in pixels twice as small.
  @Test func scale2KeepsTheLayout() throws {
    let rendered = try RenderedJob(Self.job)
    let image = try rendered.bitmap(.png, scale: 2)
    let scene = rendered.scene.drawn(as: .png, scale: 2)
    let failures = failedProbes(probes(for: scene, scale: 2), in: image)
    #expect(failures.isEmpty, "scale 2:\n\(failures.joined(separator: "\n"))")
    for chip in scene.chips {
      let edges = measuredEdges(in: image, chip: chip, scale: 2)
      #expect(
        abs(edges.left - 2 * chip.frame.x) <= 0.25 && abs(edges.right - 2 * chip.frame.maxX) <= 0.25,
        "chip '\(chip.text)' spans \(edges.left)...\(edges.right) px, expected \(2 * chip.frame.x)...\(2 * chip.frame.maxX)"
      )
    }
    let stray = strayPixels(in: image, scene: scene, scale: 2)
    #expect(stray.isEmpty, "scale 2, outside every chip:\n\(stray.joined(separator: "\n"))")
  }

  /// A transparent background gives an RGBA PNG whose pixels outside the chips have alpha 0,
  /// while the chips stay opaque; an opaque background gives an RGB PNG.
  @Test func transparentBackgroundLeavesClearPixels() throws {
    var job = Self.job
    job.style.background = .transparent
    let rendered = try RenderedJob(job)
    let png = try rendered.bytes(.png)
    #expect(png[25] == 6, "IHDR colour type \(png[25]), expected 6 (RGBA)")
    let image = try PNGDecoder.decode(png)
    let stray = strayPixels(in: image, scene: rendered.scene)
    #expect(stray.isEmpty, "pixels outside every chip that are not clear:\n\(stray.joined(separator: "\n"))")
    let failures = failedProbes(probes(for: rendered.scene), in: image)
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    #expect(image[0, 0] == .clear)

    let opaque = try RenderedJob(Self.job).bytes(.png)
    #expect(opaque[25] == 2, "IHDR colour type \(opaque[25]), expected 2 (RGB)")
  }
}

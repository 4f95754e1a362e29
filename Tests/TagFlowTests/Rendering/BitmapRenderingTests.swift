import Testing

@testable import TagFlow
@testable import TagFlowComparison

/// `Renderer.bitmap` hands over the pixels a PNG of the same ChipScene holds, at every scale,
/// whatever the background and the snapping.
@Suite struct BitmapRenderingTests {
  @Test(arguments: [0.5, 1, 2, 3.25])
  func pixelsAreThePNGs(scale: Double) throws {
    let renderer = Renderer(measurer: try Fixtures.measurer())
    for background in [RGBAColor.white, RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)] {
      var job = Job(tags: ["swift", "linux", "ünïcödé", "a longer tag"].map { TagItem($0) }, width: 170)
      job.style.background = background
      job.rendering.snap = scale != 2
      job.fonts = renderer.measurer.fontSet
      let scene = try ChipScene(job, measurer: renderer.measurer)
      let bitmap = try renderer.bitmap(scene, scale: scale)
      #expect(bitmap == (try PNGDecoder.decode(try renderer.render(scene, as: .png, scale: scale))))
      #expect(bitmap.width == Int((scene.width * scale).rounded(.up)))
    }
  }

  @Test(arguments: [0, -1, Double.nan, Double.infinity])
  func badScalesAreRefused(scale: Double) throws {
    let renderer = Renderer(measurer: try Fixtures.measurer())
    let scene = try ChipScene(Job(tags: [TagItem("swift")], width: 100), measurer: renderer.measurer)
    #expect(throws: TagFlowError.self) { try renderer.bitmap(scene, scale: scale) }
  }
}

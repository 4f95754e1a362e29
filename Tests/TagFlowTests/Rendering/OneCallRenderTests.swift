// One call from a job to bytes: the same bytes as measuring, laying out and drawing step by step.

import TagFlow
import TagFlowComparison
import Testing

@Suite struct OneCallRenderTests {
  @Test(arguments: OutputFormat.allCases)
  func oneCallGivesTheStepByStepBytes(_ format: OutputFormat) throws {
    var job = Fixtures.job(Fixtures.tags, width: 420)
    job.rendering.pngCompression = .small
    let measurer = try Fixtures.measurer()
    let stepByStep = undated(
      try Renderer(measurer: measurer).render(ChipScene(job, measurer: measurer), as: format, scale: 2))
    #expect(undated(try job.render(as: format, scale: 2)) == stepByStep)
    #expect(undated(try Renderer(fonts: job.fonts).render(job, as: format, scale: 2)) == stepByStep)
  }

  /// The compression a job asks for is the one its PNG gets: same pixels, fewer bytes.
  @Test func aJobsPNGCompressionIsUsed() throws {
    var job = Fixtures.job(Fixtures.tags, width: 420)
    let fast = try job.render()
    job.rendering.pngCompression = .smallest
    let smallest = try job.render()
    #expect(smallest.count < fast.count)
    #expect(try PNGDecoder.decode(smallest) == PNGDecoder.decode(fast))
  }
}

// Cancelling a render: asked at every text shaped, chip drawn and block encoded; stops at the next one.

import Foundation
import Synchronization
import Testing

@testable import TagFlow

@Suite struct CancellationTests {
  /// Counts the checks at each point, and answers yes from the `after`-th check at `point` on.
  final class Counter: Sendable {
    private let counts = Mutex([Checkpoint: Int]())
    let point: Checkpoint?
    let after: Int

    init(cancelAt point: Checkpoint? = nil, after: Int = 1) {
      self.point = point
      self.after = after
    }

    var cancellation: Cancellation {
      Cancellation { at in
        let count = self.counts.withLock { counts in
          counts[at, default: 0] += 1
          return counts[at]!
        }
        return at == self.point && count >= self.after
      }
    }

    subscript(_ point: Checkpoint) -> Int { counts.withLock { $0[point] ?? 0 } }
  }

  static let tags = (0..<40).map { "tag \($0)" }

  /// Every chip drawn is one check, every text shaped one, and every row of a PNG one.
  @Test(arguments: [OutputFormat.png, .svg, .pdf])
  func everyUnitOfWorkIsACheck(format: OutputFormat) throws {
    let counter = Counter()
    let renderer = Renderer(measurer: try Fixtures.measurer())
    renderer.cancellation = counter.cancellation
    let scene = try ChipScene(Fixtures.job(Self.tags), measurer: renderer.measurer)
    #expect(counter[.shape] >= Self.tags.count)
    _ = try renderer.render(scene, as: format)
    #expect(counter[.draw] == scene.chips.count)
    #expect(counter[.encode] >= (format == .png ? Int(scene.height) : 1))
  }

  /// Cancelled at any check of any stage, a render throws `cancelled`, and the renderer
  /// then draws the next image exactly as a fresh one does.
  @Test(arguments: [OutputFormat.png, .svg, .pdf], [Checkpoint.shape, .draw, .encode])
  func aCancelledRenderStopsAndTheRendererGoesOn(format: OutputFormat, point: Checkpoint) throws {
    let job = Fixtures.job(Self.tags)
    for after in [1, 2, 17] {
      let counter = Counter(cancelAt: point, after: after)
      let renderer = Renderer(measurer: try Fixtures.measurer())
      renderer.cancellation = counter.cancellation
      #expect(throws: TagFlowError.cancelled) {
        _ = try renderer.render(try ChipScene(job, measurer: renderer.measurer), as: format)
      }
      // Stopped at the check that said so; a page dropped unfinished may ask again as it goes.
      #expect(point == .encode ? counter[point] >= after : counter[point] == after)
      renderer.cancellation = .never
      let again = try renderer.render(Fixtures.job(["again"]), as: format)
      #expect(undated(again) == undated(try Fixtures.job(["again"]).render(as: format)))
    }
  }

  /// SVG with real text checks between its chips too.
  @Test func svgTextStopsBetweenChips() throws {
    var job = Fixtures.job(Self.tags)
    job.rendering.svgText = .text
    let counter = Counter(cancelAt: .draw, after: 5)
    let renderer = Renderer(measurer: try Fixtures.measurer())
    renderer.cancellation = counter.cancellation
    #expect(throws: TagFlowError.cancelled) { _ = try renderer.render(job, as: .svg) }
    #expect(counter[.draw] == 5)
  }

  @Test func thePNGEncoderStopsBetweenRows() throws {
    let bitmap = Bitmap(width: 64, height: 100, pixels: [UInt8](repeating: 200, count: 64 * 100 * 4))
    let whole = try PNGEncoder(compression: .fast).encode(bitmap)
    try bitmap.pixels.withUnsafeBytes { pixels in
      var rows = 0
      let stopped = try PNGEncoder(compression: .fast).encode(
        premultipliedARGB32: pixels, width: 64, height: 100, stride: 256,
        isCancelled: {
          rows += 1
          return rows > 10
        })
      #expect(stopped.isEmpty)
      #expect(rows == 11)
      let finished = try PNGEncoder(compression: .fast).encode(
        premultipliedARGB32: pixels, width: 64, height: 100, stride: 256, isCancelled: { false })
      #expect(finished.count > 0 && whole.count > 0)
    }
  }

  @Test func theSVGNormalizerStopsBetweenBlocks() {
    let svg = Array(String(repeating: "<g id=\"surface7\"/>", count: 200_000).utf8)
    let counter = Counter(cancelAt: .encode, after: 2)
    #expect(throws: TagFlowError.cancelled) { _ = try SVGNormalizer.normalize(svg, cancellation: counter.cancellation) }
    #expect(counter[.encode] == 2)
    #expect((try? SVGNormalizer.normalize(svg, cancellation: .never)) == SVGNormalizer.normalize(svg))
  }
}

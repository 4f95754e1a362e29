// The swift-snapshot-testing strategy: jobs as PNG compared with TagFlow's ImageComparison, on Linux.

import Foundation
import SnapshotTesting
import TagFlow
import TagFlowComparison
import TagFlowSnapshotTesting
import Testing

@Suite struct SnapshotTestingStrategyTests {
  private static let job = TestJobs.job(["swift", "linux", "pango"])

  @Test func recordsThenMatchesThenFailsOnAChange() throws {
    try withScratchFolder { folder in
      let recorded = verifySnapshot(
        of: Self.job, as: .tagflowPNG, named: "tags", record: .missing, snapshotDirectory: folder)
      #expect(
        recorded?.contains("Recorded snapshot") == true || recorded?.contains("No reference") == true,
        "\(recorded ?? "nil")")
      let reference = folder + "/recordsThenMatchesThenFailsOnAChange.tags.png"
      #expect(try PNGDecoder.decode(contentsOfFile: reference).width == 240)

      #expect(
        verifySnapshot(of: Self.job, as: .tagflowPNG, named: "tags", record: .never, snapshotDirectory: folder) == nil)

      let changed = TestJobs.job(["swift", "linux", "cairo"])
      let artifacts = folder + "/artifacts"
      let failure = try #require(
        verifySnapshot(
          of: changed, as: .tagflowPNG(artifactsDirectory: artifacts), named: "tags", record: .never,
          snapshotDirectory: folder))
      #expect(failure.contains("pixels differ"))
      // Named after the assertion, so the next run's failure replaces it.
      let diff = "\(artifacts)/SnapshotTestingStrategyTests/recordsThenMatchesThenFailsOnAChange.tags.diff.png"
      #expect(failure.contains("diff image (red: differs): \(diff)"), "\(failure)")
      #expect(fileExists(diff))
      removeFailedSnapshot("recordsThenMatchesThenFailsOnAChange.tags.png")
    }
  }

  /// swift-snapshot-testing writes a failing snapshot to `SNAPSHOT_ARTIFACTS` or the temporary
  /// folder, under the test file's name, whatever the test says: remove it, and that folder when
  /// nothing else is in it.
  private func removeFailedSnapshot(_ name: String) {
    let base = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
    let folder = URL(fileURLWithPath: base).appendingPathComponent("SnapshotTestingStrategyTests")
    let file = folder.appendingPathComponent(name)
    #expect(fileExists(file.path), "swift-snapshot-testing wrote no \(file.path)")
    try? FileManager.default.removeItem(at: file)
    if (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.isEmpty == true {
      try? FileManager.default.removeItem(at: folder)
    }
  }

  /// A shade of difference below pixelmatch's threshold is no failure, unlike with byte equality.
  @Test func diffingIgnoresChangesBelowTheThreshold() throws {
    try withScratchFolder { folder in try diffingIgnoresChangesBelowTheThreshold(artifacts: folder) }
  }

  private func diffingIgnoresChangesBelowTheThreshold(artifacts: String) throws {
    var image = Bitmap(width: 8, height: 8, filledWith: .white)
    let reference = Data(try image.pngBytes())
    image[3, 3] = Bitmap.Pixel(r: 252, g: 253, b: 255)
    let diffing = Diffing<Data>.tagflowPNG(tolerance: .pixels(0), artifactsDirectory: artifacts)
    #expect(diffing.diffV2(reference, Data(try image.pngBytes())) == nil)
    image[3, 3] = .black
    #expect(diffing.diffV2(reference, Data(try image.pngBytes()))?.0.contains("1 of 64 pixels differ") == true)
    #expect(diffing.diffV2(reference, Data("not a png".utf8))?.0.contains("not a PNG image") == true)
  }

  /// SVG text that draws the same: the text diffing fails and names the diff image it keeps;
  /// the pictures diffing passes.
  @Test(.enabled(if: VectorRasterizer().canRasterize(.svg), "needs rsvg-convert (Debian librsvg2-bin)"))
  func svgDiffingAsTextOrAsPictures() throws {
    try withScratchFolder { artifacts in
      let svg = try Self.job.render(as: .svg)
      let reference = String(decoding: try nudgedSVG(svg), as: UTF8.self)
      let actual = String(decoding: svg, as: UTF8.self)
      let text = Diffing<String>.tagflowSVG(artifactsDirectory: artifacts)
      let failure = try #require(text.diffV2(reference, actual))
      #expect(failure.0.contains("SVG text differs from line"), "\(failure.0)")
      #expect(failure.0.contains("the pictures match"), "\(failure.0)")
      let diff = try #require(failure.0.split(separator: "\n").first { $0.hasPrefix("diff image (red: differs): ") })
      #expect(fileExists(String(diff.dropFirst("diff image (red: differs): ".count))), "\(diff)")
      #expect(failure.1.count == 1)
      #expect(
        Diffing<String>.tagflowSVG(svgComparison: .pictures, artifactsDirectory: artifacts).diffV2(reference, actual)
          == nil)
    }
  }

  @Test func svgStrategyComparesText() throws {
    try withScratchFolder { folder in
      _ = verifySnapshot(of: Self.job, as: .tagflowSVG, named: "list", record: .missing, snapshotDirectory: folder)
      #expect(
        verifySnapshot(of: Self.job, as: .tagflowSVG, named: "list", record: .never, snapshotDirectory: folder) == nil)
      #expect(fileExists(folder + "/svgStrategyComparesText.list.svg"))
    }
  }
}

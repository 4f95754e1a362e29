// Ignore regions: where they land in pixels, masking and hatching, the check that uses them, the manifest key.

import Foundation
import Testing

@testable import TagFlow
@testable import TagFlowBatch
@testable import TagFlowComparison

@Suite struct IgnoreRegionTests {
  /// Seeded random numbers, so a failure can be replayed.
  struct Random {
    var state: UInt64
    mutating func next(_ range: ClosedRange<Int>) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return range.lowerBound + Int((state >> 33) % UInt64(range.count))
    }
  }

  private static func noise(_ size: Bitmap.Size, _ random: inout Random) -> Bitmap {
    Bitmap(
      width: size.width, height: size.height,
      pixels: (0..<size.width * size.height * 4).map { _ in UInt8(random.next(0...255)) })
  }

  /// For random images, scales and rectangles (some partly or wholly outside): masking makes
  /// every pixel a region touches equal to the expected image and leaves every other pixel
  /// alone; hatching changes nothing outside the regions.
  @Test func maskingAndHatchingStayInsideTheRegions() {
    var random = Random(state: 42)
    for _ in 0..<200 {
      let size = Bitmap.Size(width: random.next(1...40), height: random.next(1...40))
      let scale = [1.0, 1.5, 2, 3][random.next(0...3)]
      let regions = (0..<random.next(1...3)).map { _ in
        IgnoreRegion(
          x: Double(random.next(0...50)) / 2, y: Double(random.next(0...50)) / 2,
          width: Double(random.next(1...30)) / 2, height: Double(random.next(1...30)) / 2)
      }
      let expected = Self.noise(size, &random)
      let actual = Self.noise(size, &random)
      let mask = IgnoreMask(regions, scale: scale, size: size)
      let masked = mask.masking(actual, with: expected)
      let hatched = mask.hatching(actual)
      for y in 0..<size.height {
        for x in 0..<size.width {
          // The pixel's square in points, and whether any region overlaps it.
          let covered = regions.contains { region in
            Double(x + 1) / scale > region.x && Double(x) / scale < region.x + region.width
              && Double(y + 1) / scale > region.y && Double(y) / scale < region.y + region.height
          }
          #expect(masked[x, y] == (covered ? expected[x, y] : actual[x, y]), "(\(x), \(y)) of \(size) ×\(scale)")
          if !covered { #expect(hatched[x, y] == actual[x, y]) }
        }
      }
    }
  }

  @Test func regionsOutsideTheImageAreDropped() {
    let size = Bitmap.Size(width: 10, height: 10)
    #expect(IgnoreRegion(x: 10, y: 0, width: 5, height: 5).pixels(scale: 1, in: size) == nil)
    #expect(IgnoreRegion(x: 5, y: 0, width: 5, height: 5).pixels(scale: 2, in: size) == nil)
    // Partly outside: clipped; a fraction of a pixel still covers that pixel.
    #expect(
      IgnoreRegion(x: 8, y: 0, width: 5, height: 0.25).pixels(scale: 1, in: size)
        == PixelRect(left: 8, top: 0, right: 10, bottom: 1))
    #expect(
      IgnoreRegion(x: 1.25, y: 2.5, width: 1, height: 1).pixels(scale: 2, in: size)
        == PixelRect(left: 2, top: 5, right: 5, bottom: 7))
  }

  /// A check that fails because one chip's colour changed passes once that chip is ignored, and still
  /// fails when another chip is ignored instead; the diff shows the ignored chip hatched.
  @Test(arguments: [1.0, 2.0])
  func ignoringTheChangedChipPasses(scale: Double) throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-ignore-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let reference = root.path + "/tags.png"
    let before = Fixtures.job(["swift", "linux", "pango"], width: 300)
    // Another fill for the middle chip: nothing moves, only that chip's pixels change.
    var after = before
    after.tags[1].fill = RGBAColor(parsing: "#FCA5A5")
    try FileSystem.createFolder(root.path)
    try FileSystem.write(try renderFixture(before, as: .png, scale: scale), to: reference)
    let measurer = try TextMeasurer(fonts: after.fonts)
    let chips = try ChipScene(after, measurer: measurer).chips
    func region(_ index: Int) -> IgnoreRegion {
      let frame = chips[index].frame
      return IgnoreRegion(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
    }
    let actual = try renderFixture(after, as: .png, scale: scale)
    let checker = ReferenceChecker(record: .never, tolerance: .pixels(0))
    func check(_ regions: [IgnoreRegion]) -> CheckResult {
      checker.check(
        CheckItem(
          name: "tags", actual: actual, format: .png, reference: reference, ignoredRegions: regions, scale: scale))
    }
    #expect(check([]).status == .failed)
    let ignored = check([region(1)])
    #expect(ignored.status == .passed, "\(ignored.line)")
    #expect(ignored.message.hasSuffix("; 1 region ignored"), "\(ignored.message)")
    let elsewhere = check([region(0)])
    #expect(elsewhere.status == .failed)
    let diff = try PNGDecoder.decode(try #require(elsewhere.diffImage).bytes)
    let hatchBlue = Bitmap.Pixel(r: 37, g: 99, b: 235)
    let frame = chips[0].frame
    #expect(diff[Int(frame.x * scale), Int(frame.y * scale)] == hatchBlue)
    #expect(diff[Int((frame.x + frame.width) * scale) + 2, Int(frame.y * scale)] != hatchBlue)
  }

  /// `ignore` names tags as well as rectangles, alone or in a list, and a job's own `ignore`
  /// replaces both kinds the defaults gave; the tags become the frames of the chips showing
  /// them, and a tag no chip shows is returned by name.
  @Test func tagsAreReadAndBecomeTheirChipsFrames() throws {
    let manifest = Manifest.parse(
      """
      defaults:
        ignore: [{tag: a}, {x: 1, y: 2, width: 3, height: 4}]
      jobs:
        - {output: a.png, tags: [a, b]}
        - {output: b.png, tags: [b], ignore: {tag: "2026-11-24"}}
        - {output: c.png, tags: [c], ignore: [{x: 0, y: 0, width: 1, height: 1}]}
        - {output: d.png, tags: [d], ignore: []}
      """, file: "m.yaml", folder: "")
    #expect(manifest.problems.isEmpty, "\(manifest.problems)")
    #expect(manifest.jobs.map(\.ignoredTags) == [["a"], ["2026-11-24"], [], []])
    #expect(manifest.jobs.map(\.ignoredRegions.count) == [1, 0, 1, 0])

    let frames = [Rect(x: 0, y: 0, width: 30, height: 20), Rect(x: 40, y: 0, width: 50, height: 20)]
    var job = manifest.jobs[0]
    job.ignoredTags = ["b", "a", "missing", "b"]
    let resolved = job.regionsToIgnore(chips: [("a", frames[0]), ("b", frames[1]), ("b", frames[0])])
    #expect(
      resolved.regions == [
        Rect(x: 1, y: 2, width: 3, height: 4), frames[1], frames[0], frames[0], frames[1], frames[0],
      ]
    )
    #expect(resolved.unmatched == ["missing"])
    #expect(ManifestJob.unmatchedTagsMessage(["x"]).hasPrefix("ignore names a tag no chip of this image shows: 'x';"))
  }

  /// The `ignore` key: good lists are read, and every kind of bad value is reported at its
  /// own line and column, naming the field and what is accepted.
  @Test func manifestKeyIsValidated() {
    let good = Manifest.parse(
      """
      defaults:
        ignore: [{x: 1, y: 2, width: 3, height: 4}]
      jobs:
        - {output: a.png, tags: [a]}
        - {output: b.png, tags: [b], ignore: []}
        - output: c.png
          tags: [c]
          ignore:
            - {x: 0, y: 0.5, width: 10, height: 20}
            - {x: 5, y: 5, width: 1, height: 1}
      """, file: "m.yaml", folder: "")
    #expect(good.problems.isEmpty, "\(good.problems)")
    #expect(good.jobs.map(\.ignoredRegions.count) == [1, 0, 2])
    #expect(good.jobs[2].ignoredRegions[0] == IgnoreRegion(x: 0, y: 0.5, width: 10, height: 20))
    #expect(good.jobs.map(\.line) == [4, 5, 6])

    let cases: [(String, String)] = [
      ("ignore: 3", "m.yaml:3:13: jobs[0].ignore: '3' is not valid; expected a rectangle or a tag, or a list of them"),
      ("ignore: [7]", "m.yaml:3:14: jobs[0].ignore[0]: '7' is not valid; expected a mapping of x, y, width and height"),
      (
        "ignore: {tag: a, x: 1}",
        "m.yaml:3:22: jobs[0].ignore: 'x' cannot go with tag; an item is {tag: TEXT} or x, y, width and height"
      ),
      ("ignore: [{tag: \"\"}]", "m.yaml:3:20: jobs[0].ignore[0].tag: nothing is not valid; expected the text of one"),
      ("ignore: {tag: [a, b]}", "jobs[0].ignore.tag: a list is not valid; expected the text of one of the job's tags"),
      (
        "ignore: [{x: 1, y: 1, width: 0, height: 1}]",
        "m.yaml:3:34: jobs[0].ignore[0].width: '0' is not valid; expected a number of points from 0.015625 to 1000000"
      ),
      (
        "ignore: [{x: -1, y: 1, width: 1, height: 1}]",
        "m.yaml:3:18: jobs[0].ignore[0].x: '-1' is not valid; expected a number of points from 0 to 1000000"
      ),
      (
        "ignore: [{x: 1, y: 1, width: 2}]",
        "m.yaml:3:14: jobs[0].ignore[0]: no height; a region needs x, y, width and height"
      ),
      (
        "ignore: [{x: 1, y: 1, w: 2, height: 2}]",
        "m.yaml:3:27: jobs[0].ignore[0]: unknown key 'w'; accepted: x, y, width, height"
      ),
      ("ignore: [{x: a, y: 1, width: 2, height: 2}]", "jobs[0].ignore[0].x: 'a' is not valid"),
    ]
    for (line, problem) in cases {
      let manifest = Manifest.parse(
        "jobs:\n  - output: a.png\n    \(line)\n    tags: [a]\n", file: "m.yaml", folder: "")
      #expect(manifest.jobs.isEmpty, "\(line)")
      #expect(manifest.problems.contains { $0.description.contains(problem) }, "\(line): \(manifest.problems)")
    }
  }
}

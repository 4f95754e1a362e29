// SVG text differences located in the picture: the line diff, the boxes, and the check that outlines them.

import Foundation
import Testing

@testable import TagFlow
@testable import TagFlowComparison

@Suite struct SVGChangeLocatorTests {
  /// For random documents and random edits: the lines not marked changed form a common
  /// subsequence of both, and no more lines are marked than the edits touched.
  @Test func changedLinesLeaveACommonSubsequence() {
    var random = IgnoreRegionTests.Random(state: 7)
    for _ in 0..<300 {
      let a = (0..<random.next(0...30)).map { _ in Substring("line \(random.next(0...6))") }
      var b = a
      let edits = random.next(0...4)
      for _ in 0..<edits {
        switch random.next(0...2) {
        case 0: b.insert("new \(random.next(0...9))", at: random.next(0...b.count))
        case 1 where !b.isEmpty: b.remove(at: random.next(0...b.count - 1))
        default: if !b.isEmpty { b[random.next(0...b.count - 1)] = "changed" }
        }
      }
      let (onlyA, onlyB) = SVGChangeLocator.changedLines(a, b)
      let keptA = a.indices.filter { !onlyA.contains($0) }.map { a[$0] }
      let keptB = b.indices.filter { !onlyB.contains($0) }.map { b[$0] }
      #expect(keptA == keptB, "\(a) → \(b)")
      #expect(onlyA.count <= edits && onlyB.count <= 2 * edits, "\(a) → \(b): \(onlyA) \(onlyB)")
      if a == b { #expect(onlyA.isEmpty && onlyB.isEmpty) }
    }
  }

  private static let job = Fixtures.job(["swift", "linux", "pango"], width: 300)

  /// The SVG of the job with the `index`-th chip path (outside the glyph definitions) moved
  /// by a thousandth of a point: the text differs, the pictures cannot.
  private static func nudged(_ svg: [UInt8], chip index: Int) throws -> [UInt8] {
    var lines = String(decoding: svg, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    let defsEnd = try #require(lines.firstIndex(of: "</defs>"))
    let chips = lines.indices.filter { $0 > defsEnd && lines[$0].hasPrefix("<path ") }
    let line = chips[index]
    let range = try #require(lines[line].range(of: #"d="M "#))
    let rest = lines[line][range.upperBound...]
    let number = rest.prefix { $0 != " " }
    lines[line] = lines[line][..<range.upperBound] + String(Double(number)! + 0.001) + rest.dropFirst(number.count)
    return Array(lines.joined(separator: "\n").utf8)
  }

  @Test(.enabled(if: VectorRasterizer().canRasterize(.svg), "needs rsvg-convert (Debian librsvg2-bin)"))
  func aChangeThePicturesHideIsOutlinedWhereItDraws() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-svgwhere-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let svg = try renderFixture(Self.job, as: .svg)
    try FileSystem.createFolder(root.path)
    try FileSystem.write(svg, to: root.path + "/tags.svg")
    let chips = try ChipScene(Self.job, measurer: TextMeasurer(fonts: Self.job.fonts)).chips
    for index in chips.indices {
      let result = ReferenceChecker(record: .never).check(
        CheckItem(
          name: "tags", actual: try Self.nudged(svg, chip: index), format: .svg, reference: root.path + "/tags.svg"))
      #expect(result.status == .failed)
      #expect(result.message.contains("; the pictures match ("), "\(result.message)")
      #expect(
        result.message.hasSuffix("; the changed lines draw in 1 place (outlined in the diff)"), "\(result.message)")
      let diff = try PNGDecoder.decode(try #require(result.diffImage).bytes)
      let magenta = Bitmap.Pixel(r: 219, g: 39, b: 119)
      let frame = chips[index].frame
      // The outline sits just outside the chip's frame, and nowhere near the other chips.
      #expect(diff[Int(frame.x) - 1, Int(frame.y + frame.height / 2)] == magenta, "chip \(index)")
      for other in chips.indices where other != index {
        let center = chips[other].frame
        #expect(diff[Int(center.x + center.width / 2), Int(center.y + center.height / 2)] != magenta)
      }
    }
  }

  @Test func aTitleChangeIsNamedAsDrawingNothing() throws {
    var titled = Self.job
    titled.title = "Another title"
    let expected = SVGText.lines(try renderFixture(Self.job, as: .svg))
    let actual = SVGText.lines(try renderFixture(titled, as: .svg))
    let found = SVGChangeLocator.locate(expected: expected, actual: actual)
    #expect(found.boxes.isEmpty)
    #expect(found.undrawn == ["svg", "title"], "\(found)")
    #expect(found.summary == "; changed lines that draw nothing: <svg>, <title>")
  }

  /// Another tag: the changed glyph uses are boxed where they are drawn, inside the canvas.
  @Test func aChangedTagIsBoxedWhereItsGlyphsAre() throws {
    let other = Fixtures.job(["swift", "linus", "pango"], width: 300)
    let found = SVGChangeLocator.locate(
      expected: SVGText.lines(try renderFixture(Self.job, as: .svg)),
      actual: SVGText.lines(try renderFixture(other, as: .svg)))
    #expect(!found.boxes.isEmpty)
    let chips = try ChipScene(other, measurer: TextMeasurer(fonts: other.fonts)).chips
    let linus = chips[1].frame
    #expect(
      found.boxes.contains { $0.minX >= linus.x && $0.maxX <= linus.x + linus.width + 1 && $0.minY >= linus.y },
      "\(found.boxes) vs \(linus)")
  }
}

// ReadmeExampleTests: the Swift examples of the documentation (docs/library.md) and of the
// DocC articles, run as written.

import FlowLayout
import Foundation
import Testing

@Suite struct ReadmeExampleTests {
  /// docs/packages.md's first program: four items, the fourth on a line of its own.
  @Test func packagesPageProgram() throws {
    let items = [60.0, 90, 40].map { FlowItem(width: $0, height: 24) } + [FlowItem(width: 150, height: 32)]
    let result = try arrange(items, options: FlowOptions(width: 150, gapX: 8, gapY: 8))
    print(result.frames[3])  // FlowFrame(x: 0.0, y: 64.0, width: 150.0, height: 32.0, line: 2)
    #expect("\(result.frames[3])" == "FlowFrame(x: 0.0, y: 64.0, width: 150.0, height: 32.0, line: 2)")
  }

  /// The example, with the sizes and frames its comments state checked.
  @Test func wrappingLayoutThenArrange() throws {
    // Three chips, and a caption of 30 characters, 6 points each, 16 points a line:
    // offered less than its 180 points it wraps, never narrower than its longest word (10).
    let chips = [60.0, 90, 40].map { FlowSubview(width: $0, height: 24) }
    let caption = FlowSubview { proposal in
      let perLine = min(30, max(10, ((proposal.width ?? .infinity) / 6).rounded(.down)))
      return FlowSize(width: perLine * 6, height: (30 / perLine).rounded(.up) * 16)
    }
    let subviews = chips + [caption]
    let layout = WrappingLayout(gapX: 8, gapY: 8)
    var cache = layout.makeCache(subviews: subviews)

    // nil: the ideal size, everything on one line.
    let ideal = try layout.sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache)
    // ideal == FlowSize(width: 394, height: 24)
    #expect(ideal == FlowSize(width: 394, height: 24))

    // Zero: the minimum size, as wide as the widest chip; the caption at its narrowest, 60 × 48.
    let minimum = try layout.sizeThatFits(proposal: .zero, subviews: subviews, cache: &cache)
    // minimum == FlowSize(width: 90, height: 144)
    #expect(minimum == FlowSize(width: 90, height: 144))

    // 150 points: the lines wrap there, and the caption, offered 150, wraps to 150 × 32.
    let proposal = ProposedSize(width: 150, height: nil)
    let size = try layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    // size == FlowSize(width: 150, height: 96)
    #expect(size == FlowSize(width: 150, height: 96))
    try layout.placeSubviews(
      in: FlowRect(origin: .zero, size: size), proposal: proposal, subviews: subviews, cache: &cache)
    // caption.placement == FlowPlacement(position: FlowPoint(x: 0, y: 64), proposal: ProposedSize(width: 150, height: 32))
    #expect(
      caption.placement
        == FlowPlacement(position: FlowPoint(x: 0, y: 64), proposal: ProposedSize(width: 150, height: 32)))
    #expect(
      chips.map(\.placement?.position) == [FlowPoint(x: 0, y: 0), FlowPoint(x: 0, y: 32), FlowPoint(x: 98, y: 32)])

    // The same layout through arrange, from sizes measured beforehand.
    let items = [60.0, 90, 40].map { FlowItem(width: $0, height: 24) } + [FlowItem(width: 150, height: 32)]
    let result = try arrange(items, options: FlowOptions(width: 150, gapX: 8, gapY: 8))
    // result.frames[3] == FlowFrame(x: 0, y: 64, width: 150, height: 32, line: 2)
    #expect(result.frames[3] == FlowFrame(x: 0, y: 64, width: 150, height: 32, line: 2))
    #expect(result.frames.map { FlowPoint(x: $0.x, y: $0.y) } == subviews.map(\.placement?.position))
  }

  /// The examples of LayoutRules.md, one test each.
  @Test func stretchAndAlignSelf() throws {
    // A tall chip stretches the others on its line; one keeps its height, at the line's end.
    var items = [60.0, 90, 40].map { FlowItem(width: $0, height: 24) }
    items[1].height = 40
    items[2].alignSelf = .end
    let stretched = try arrange(items, options: FlowOptions(width: 300, gapX: 8, align: .stretch))
    // stretched.frames.map(\.height) == [40, 40, 24]
    #expect(stretched.frames.map(\.height) == [40, 40, 24])
    // stretched.frames[2].y == 16
    #expect(stretched.frames[2].y == 16)
  }

  @Test func reversedLines() throws {
    // Chat-like: the first line at the bottom, each line filled from the right.
    let options = FlowOptions(width: 50, flexDirection: .rowReverse, wrapReverse: true)
    let reversed = try arrange([20.0, 20, 20].map { FlowItem(width: $0, height: 10) }, options: options)
    // reversed.frames.map(\.x) == [30, 10, 30]
    #expect(reversed.frames.map(\.x) == [30, 10, 30])
    // reversed.frames.map(\.y) == [10, 10, 0]
    #expect(reversed.frames.map(\.y) == [10, 10, 0])
  }

  @Test func theContainersBox() throws {
    // A card at least 40 points tall, its line at the bottom, inside padding and a border.
    let card = FlowOptions(
      width: 50, alignContent: .end, minHeight: 40, padding: FlowEdges(top: 1, right: 2, bottom: 3, left: 4),
      border: FlowEdges(1))
    let boxed = try arrange([FlowItem(width: 20, height: 10)], options: card)
    // boxed.frames[0] == FlowFrame(x: 5, y: 32, width: 20, height: 10, line: 0)
    #expect(boxed.frames[0] == FlowFrame(x: 5, y: 32, width: 20, height: 10, line: 0))
    // (boxed.width, boxed.height) == (58, 46)
    #expect((boxed.width, boxed.height) == (58, 46))
  }

  @Test func margins() throws {
    // A toolbar: two chips at the start, the third pushed to the far end by its auto left margin.
    var toolbar = [60.0, 40, 50].map {
      FlowItem(width: $0, height: 24, margin: FlowEdges(top: 0, right: 4, bottom: 0, left: 4))
    }
    toolbar[2].margin.left = 0
    toolbar[2].autoMargins = .left
    let pushed = try arrange(toolbar, options: FlowOptions(width: 300))
    // pushed.frames.map(\.x) == [4, 72, 246]
    #expect(pushed.frames.map(\.x) == [4, 72, 246])
  }

  @Test func minimumNumberOfLines() throws {
    // Four chips that fit on two lines, spread over three.
    let chips = [31.0, 32, 33, 34].map { FlowItem(width: $0, height: 30) }
    let three = try arrange(chips, options: FlowOptions(width: 100, wrap: .balanced, minLines: 3))
    // three.frames.map(\.line) == [0, 0, 1, 2]
    #expect(three.frames.map(\.line) == [0, 0, 1, 2])
  }

  @Test func percentagesOfTheContainer() throws {
    // Four quarters of a 200-point content box fill one line, whatever the padding around it.
    let options = FlowOptions(width: 200, height: 60, padding: FlowEdges(top: 0, right: 10, bottom: 0, left: 10))
    let quarter = try FlowItem(width: 0, height: 20).resolving(FlowPercentages(width: 25), in: options)
    let half = try FlowItem(width: 30, height: 0).resolving(FlowPercentages(height: 50), in: options)
    let quarters = try arrange([quarter, quarter, quarter, quarter, half], options: options)
    // quarters.frames.map(\.x) == [10, 60, 110, 160, 10]
    #expect(quarters.frames.map(\.x) == [10, 60, 110, 160, 10])
    // quarters.frames[4].height == 30
    #expect(quarters.frames[4].height == 30)
  }

  @Test func itemHeightLimits() throws {
    // A chip with a minimum height sets its line's height; one with a maximum stretches only so far.
    let limited = [
      FlowItem(width: 60, height: 24, minHeight: 40),
      FlowItem(width: 40, height: 24, maxHeight: 30),
      FlowItem(width: 50, height: 24),
    ]
    let clamped = try arrange(limited, options: FlowOptions(width: 300, gapX: 8, align: .stretch))
    // clamped.frames.map(\.height) == [40, 30, 40]
    #expect(clamped.frames.map(\.height) == [40, 30, 40])
  }

  @Test func percentageGaps() throws {
    // Gaps of 10% in a card 680 points tall inside its padding: 28 between chips, 68 between lines.
    let card = FlowOptions(width: 280, height: 680, padding: FlowEdges(10))
    let gapped = try card.resolving(FlowGapPercentages(x: 10, y: 10))
    let spaced = try arrange([100.0, 100, 100].map { FlowItem(width: $0, height: 100) }, options: gapped)
    // spaced.frames.map(\.x) == [10, 138, 10]
    #expect(spaced.frames.map(\.x) == [10, 138, 10])
    // spaced.frames.map(\.y) == [10, 10, 178]
    #expect(spaced.frames.map(\.y) == [10, 10, 178])
    // (try card.resolving(FlowGapPercentages(y: 10))).gapY == 68
    #expect((try card.resolving(FlowGapPercentages(y: 10))).gapY == 68)
  }

  /// LayoutRules.md's negative margins.
  @Test func negativeMargins() throws {
    // Overlapping avatars: each pulled 12 points over the one before.
    var avatars = (0..<4).map { _ in
      FlowItem(width: 32, height: 32, margin: FlowEdges(top: 0, right: 0, bottom: 0, left: -12))
    }
    avatars[0].margin.left = 0
    let stacked = try arrange(avatars, options: FlowOptions(width: 100))
    // stacked.frames.map(\.x) == [0, 20, 40, 60]
    #expect(stacked.frames.map(\.x) == [0, 20, 40, 60])
    // A box of outer width -20 between two of 60: one line greedily, two balanced.
    let pulled = [
      FlowItem(width: 60, height: 20),
      FlowItem(width: 20, height: 20, margin: FlowEdges(top: 0, right: -30, bottom: 0, left: -10)),
      FlowItem(width: 60, height: 20),
    ]
    let greedy = try arrange(pulled, options: FlowOptions(width: 100))
    let balanced = try arrange(pulled, options: FlowOptions(width: 100, wrap: .balanced))
    // greedy.frames.map(\.x) == [0, 50, 40]; balanced.frames.map(\.line) == [0, 0, 1]
    #expect(greedy.frames.map(\.x) == [0, 50, 40] && balanced.frames.map(\.line) == [0, 0, 1])
  }

  /// LayoutRules.md's container 0 wide.
  @Test func zeroWideContainer() throws {
    // Centred on the container's one edge, a chip per line.
    let squeezed = try arrange(
      [40.0, 30].map { FlowItem(width: $0, height: 10) }, options: FlowOptions(width: 0, justify: .center))
    // squeezed.frames.map(\.x) == [-20, -15]; squeezed.lineCount == 2
    #expect(squeezed.frames.map(\.x) == [-20, -15] && squeezed.lineCount == 2)
  }

  /// LayoutRules.md's item padding, box-sizing and aspect ratio.
  @Test func itemBoxes() throws {
    // An empty item with 10 points of padding is 20 tall; in the content box, 50 wide becomes 70.
    let empty = FlowItem(width: 50, height: 0)
    let padded = try empty.resolving(FlowItemBox(padding: FlowEdges(10)))
    let content = try empty.resolving(FlowItemBox(padding: FlowEdges(10), sizing: .contentBox))
    // padded.width == 50, padded.height == 20; content.width == 70, content.height == 20
    #expect(padded.width == 50 && padded.height == 20 && content.width == 70 && content.height == 20)
    // A square as tall as 60% of a 100 point card.
    let card = FlowOptions(width: 220, height: 100)
    let square = try FlowItem(width: 0, height: 0).resolving(FlowPercentages(height: 60), in: card)
      .resolving(FlowItemBox(aspectRatio: 1))
    // square.width == 60, square.height == 60
    #expect(square.width == 60 && square.height == 60)
  }

  /// LayoutRules.md's safe alignment.
  @Test func safeAlignment() throws {
    // Two lines of 80 in a box 100 tall: `end` would push the first 60 points above the top.
    let tall = [FlowItem(width: 60, height: 80), FlowItem(width: 60, height: 80)]
    var safeOptions = FlowOptions(width: 100, height: 100, alignContent: .end)
    safeOptions.safeAlignContent = true
    let kept = try arrange(tall, options: safeOptions)
    // kept.frames.map(\.y) == [0, 80]
    #expect(kept.frames.map(\.y) == [0, 80])
  }

  /// LayoutRules.md's container sized by its content.
  @Test func containerSizedByItsContent() throws {
    // Three chips: 100 at the narrowest, 175 on one line, 125 in two balanced lines.
    let three = [50.0, 100, 25].map { FlowItem(width: $0, height: 24) }
    // try intrinsicWidth(.minContent, of: three) == 100
    #expect(try intrinsicWidth(.minContent, of: three) == 100)
    // try intrinsicWidth(.maxContent, of: three) == 175
    #expect(try intrinsicWidth(.maxContent, of: three) == 175)
    // The doc comment's example, with a gap.
    #expect(try intrinsicWidth(.maxContent, of: three, gapX: 8) == 191)
    let hugging = try intrinsicWidth(.maxContent, of: three, wrap: .balanced, minLines: 2)
    // hugging == 125
    #expect(hugging == 125)
    let hugged = try arrange(three, options: FlowOptions(width: hugging, wrap: .balanced, minLines: 2))
    // hugged.lineCount == 2
    #expect(hugged.lineCount == 2)
  }

  @Test func wrappingLayoutPaddingMarginsAndAlignSelf() throws {
    // A padded row of chips: the last one pushed to the far end, the tall one's neighbours at the line's end.
    let row = [
      FlowSubview(width: 60, height: 24, alignSelf: .end),
      FlowSubview(width: 40, height: 40),
      FlowSubview(width: 50, height: 24, autoMargins: .left),
    ]
    let padded = WrappingLayout(gapX: 8, padding: FlowEdges(8))
    var rowCache = padded.makeCache(subviews: row)
    let rowSize = try padded.sizeThatFits(
      proposal: ProposedSize(width: 300, height: nil), subviews: row, cache: &rowCache)
    // rowSize == FlowSize(width: 300, height: 56)
    #expect(rowSize == FlowSize(width: 300, height: 56))
    try padded.placeSubviews(
      in: FlowRect(origin: .zero, size: rowSize), proposal: ProposedSize(width: 300, height: nil), subviews: row,
      cache: &rowCache)
    // row.map(\.placement?.position) == [FlowPoint(x: 8, y: 24), FlowPoint(x: 76, y: 8), FlowPoint(x: 242, y: 8)]
    #expect(
      row.map(\.placement?.position) == [FlowPoint(x: 8, y: 24), FlowPoint(x: 76, y: 8), FlowPoint(x: 242, y: 8)])
  }

  /// Every `swift` block of the documentation pages (README.md, CONTRIBUTING.md, `docs/*.md`,
  /// found by listing `docs/`) and of the DocC articles that uses FlowLayout appears in this
  /// file, its lines in the same order (indentation aside), so the documentation shows code
  /// that compiles and runs.
  @Test func documentationPagesShowThisCode() throws {
    let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
    let pages = ["README.md", "CONTRIBUTING.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    let checked = try pages.map(checkBlocks).reduce(0, +)
    #expect(checked >= 1)
  }

  @Test(arguments: [
    "Sources/FlowLayout/FlowLayout.docc/GettingStarted.md", "Sources/FlowLayout/FlowLayout.docc/LayoutRules.md",
  ])
  func doccArticleShowsThisCode(_ path: String) throws {
    #expect(try checkBlocks(path) >= 1)
  }

  private var root: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }

  /// Checks the FlowLayout blocks of the file at `path` against this file; returns how many it checked.
  private func checkBlocks(_ path: String) throws -> Int {
    let document = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    let here = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let hereLines = trimmedLines(here)
    let blocks = swiftBlocks(document).filter { block in
      ["import FlowLayout", "WrappingLayout", "FlowSubview", "arrange("].contains { block.contains($0) }
    }
    for block in blocks {
      var remaining = hereLines[...]
      for line in trimmedLines(block) {
        guard let found = remaining.firstIndex(of: line) else {
          Issue.record("\(path): not in ReadmeExampleTests, or out of order: \(line)")
          break
        }
        remaining = remaining[(found + 1)...]
      }
    }
    return blocks.count
  }

  private func swiftBlocks(_ markdown: String) -> [String] {
    var blocks: [String] = []
    var open: String?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        if let block = open {
          blocks.append(block)
          open = nil
        } else if line == "```swift" {
          open = ""
        }
      } else if open != nil {
        open! += line + "\n"
      }
    }
    return blocks
  }

  private func trimmedLines(_ text: String) -> [String] {
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }
}

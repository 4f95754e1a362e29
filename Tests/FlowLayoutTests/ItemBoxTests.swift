// ItemBoxTests: items' padding, border, box-sizing and aspect ratio (FlowItemBox).

import FlowLayout
import Testing

@Suite struct ItemBoxTests {
  let padded = FlowItemBox(padding: FlowEdges(10))

  @Test func contentBoxLengthsGrowByThePaddingAndBorder() throws {
    let box = FlowItemBox(
      padding: FlowEdges(10), border: FlowEdges(top: 0, right: 2, bottom: 0, left: 3), sizing: .contentBox)
    let item = try FlowItem(width: 50, height: 0, minWidth: 5, maxWidth: 60, basis: 40, minHeight: 1, maxHeight: 30)
      .resolving(box)
    #expect(item.width == 75 && item.height == 20 && item.basis == 65)
    #expect(item.minWidth == 30 && item.maxWidth == 85 && item.minHeight == 21 && item.maxHeight == 50)
  }

  @Test func aBorderBoxIsNeverSmallerThanItsPadding() throws {
    let item = try FlowItem(width: 5, height: 0, maxWidth: 8, basis: 4).resolving(padded)
    #expect(item.width == 20 && item.height == 20 && item.basis == 20 && item.maxWidth == 20)
    #expect(item.minWidth == 20 && item.minHeight == 20)
    // Wide enough already: nothing changes.
    let wide = FlowItem(width: 50, height: 50)
    #expect(
      try wide.resolving(padded) == FlowItem(width: 50, height: 50, minWidth: 20, minHeight: 20).resolving(padded))
    #expect(try wide.resolving(FlowItemBox()) == wide)
  }

  /// Taffy's and Yoga's align_content_stretch_row_with_padding: an empty
  /// padded item of auto height makes its line 20 tall, and stretches.
  @Test func paddingMakesAnEmptyItemTall() throws {
    let plain = FlowItem(width: 50, height: 0)
    for sizing in BoxSizing.allCases {
      let box = FlowItemBox(padding: FlowEdges(10), sizing: sizing)
      let items = try [plain, plain.resolving(box), plain, plain.resolving(box), plain]
      let result = try arrange(
        items, options: FlowOptions(width: 150, height: 100, alignContent: .stretch, align: .stretch))
      if sizing == .borderBox {
        #expect(
          result.frames.map(\.width) == [50, 50, 50, 50, 50] && result.frames.map(\.height) == [50, 50, 50, 50, 50])
      } else {
        #expect(
          result.frames.map(\.width) == [50, 70, 50, 70, 50] && result.frames.map(\.height) == [40, 40, 40, 40, 20])
      }
    }
  }

  @Test func anAspectRatioGivesTheWidthFromTheHeight() throws {
    let item = try FlowItem(width: 0, height: 60, maxHeight: 40).resolving(FlowItemBox(aspectRatio: 1.5))
    #expect(item.width == 60)
    // In the content box: the ratio holds there, padding comes around it.
    let content = try FlowItem(width: 0, height: 20).resolving(
      FlowItemBox(padding: FlowEdges(5), sizing: .contentBox, aspectRatio: 2))
    #expect(content.width == 50 && content.height == 30)
  }

  /// Taffy's balance_row_percent_aspect_ratio_line_count: 60% of a 100 pt
  /// height, square.
  @Test func aPercentageHeightAndARatio() throws {
    let options = FlowOptions(
      width: 220, height: 100, gapX: 20, gapY: 20, wrap: .balanced, minLines: 2)
    let item = try FlowItem(width: 0, height: 0).resolving(FlowPercentages(height: 60), in: options)
      .resolving(FlowItemBox(aspectRatio: 1))
    let result = try arrange([item, item, item], options: options)
    #expect(
      result.frames.map { [$0.x, $0.y, $0.width, $0.height] } == [[0, 0, 60, 60], [80, 0, 60, 60], [0, 80, 60, 60]])
  }

  @Test func badBoxesAreRefused() {
    for box in [
      FlowItemBox(padding: FlowEdges(-1)), FlowItemBox(border: FlowEdges(.infinity)),
      FlowItemBox(padding: FlowEdges(.nan)), FlowItemBox(aspectRatio: 0), FlowItemBox(aspectRatio: .infinity),
    ] {
      #expect(throws: FlowLayoutError.self) { try FlowItem(width: 1, height: 1).resolving(box, index: 3) }
    }
  }
}

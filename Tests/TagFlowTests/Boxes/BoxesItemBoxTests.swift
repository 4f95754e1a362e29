// `layout --boxes` reads an item's padding, border, box sizing and aspect ratio, and `safe` alignment, as the engine's API does.

import FlowLayout
import Testing

@testable import TagFlow

@Suite struct BoxesItemBoxTests {
  private func arranged(_ json: String) throws(TagFlowError) -> FlowLayoutResult {
    try BoxesInput.parse(Array(json.utf8), source: "boxes.json").arrange()
  }

  /// Generated containers of items with random padding, border, sizing and ratio lay out
  /// through the JSON exactly as the items resolved with `FlowItem.resolving(_:index:)` do.
  @Test func theJSONLaysOutWhatTheAPIDoes() throws {
    var random = SeededGenerator(seed: 23)
    func side() -> Double { [0, 0, 1, 2.5, 6][Int.random(in: 0..<5, using: &random)] }
    for _ in 0..<300 {
      let options = FlowOptions(width: Double(Int.random(in: 40...240, using: &random)), gapX: 4, gapY: 2)
      var items: [FlowItem] = []
      var objects: [String] = []
      for index in 0..<Int.random(in: 1...7, using: &random) {
        let (width, height) = (
          Double(Int.random(in: 0...80, using: &random)), Double(Int.random(in: 1...30, using: &random))
        )
        let padding = FlowEdges(top: side(), right: side(), bottom: side(), left: side())
        let border = FlowEdges(side())
        let sizing = Bool.random(using: &random) ? BoxSizing.contentBox : .borderBox
        let ratio = Int.random(in: 0..<4, using: &random) == 0 ? 1.5 : nil
        let grow = Double(Int.random(in: 0...1, using: &random))
        let box = FlowItemBox(padding: padding, border: border, sizing: sizing, aspectRatio: ratio)
        items.append(try FlowItem(width: width, height: height, grow: grow).resolving(box, index: index))
        var keys = [
          "\"width\": \(width)", "\"height\": \(height)", "\"grow\": \(grow)",
          "\"padding\": [\(padding.top), \(padding.right), \(padding.bottom), \(padding.left)]",
          "\"border\": \(border.top)", "\"boxSizing\": \"\(sizing.rawValue)\"",
        ]
        if let ratio { keys.append("\"aspectRatio\": \(ratio)") }
        objects.append("{" + keys.joined(separator: ", ") + "}")
      }
      let json = """
        {"width": \(options.width), "gap": [4, 2], "items": [\(objects.joined(separator: ", "))]}
        """
      #expect(try arranged(json) == FlowLayout.arrange(items, options: options), "\(json)")
    }
  }

  /// A content-box item of 60×20 with padding 2/8 and a border of 1 is an 78×26 border box;
  /// an item 30 tall with an aspect ratio of 1.5 is 45 wide.
  @Test func paddingBorderAndRatioMakeTheBorderBox() throws {
    let result = try arranged(
      """
      {"width": 300, "items": [{"width": 60, "height": 20, "padding": [2, 8, 2, 8], "border": 1,
        "boxSizing": "content-box"}, {"width": 0, "height": 30, "aspectRatio": 1.5}]}
      """)
    #expect(result.frames.map(\.width) == [78, 45])
    #expect(result.frames.map(\.height) == [26, 30])
  }

  /// `safe end` keeps lines taller than the container at its top; `unsafe end` and `end` do not.
  @Test func safeAlignContentKeepsOverflowingLinesAtTheTop() throws {
    func y(_ alignContent: String) throws -> Double {
      try arranged(
        """
        {"width": 100, "height": 20, "alignContent": "\(alignContent)", "items": [{"width": 50, "height": 50}]}
        """
      ).frames[0].y
    }
    #expect(try y("safe end") == 0)
    #expect(try y("unsafe end") == -30)
    #expect(try y("end") == -30)
  }

  /// Each bad value is refused with its field and what is accepted.
  @Test(arguments: [
    (
      #"{"width": 9, "items": [{"width": 1, "height": 1, "boxSizing": "padding-box"}]}"#,
      "items[0].boxSizing: 'padding-box' is not valid; accepted: border-box, content-box"
    ),
    (
      #"{"width": 9, "items": [{"width": 1, "height": 1, "padding": [1, 2, 3]}]}"#,
      "items[0].padding: expected one number or [top, right, bottom, left]"
    ),
    (#"{"width": 9, "items": [{"width": 1, "height": 1, "border": -1}]}"#, "border.top"),
    (#"{"width": 9, "items": [{"width": 1, "height": 1, "aspectRatio": 0}]}"#, "aspectRatio"),
    (
      #"{"width": 9, "items": [{"width": 1, "height": 1, "padding": 1e12}]}"#,
      "items[0].padding: 1000000000000 is too large"
    ),
    (#"{"width": 9, "alignContent": "safe", "items": []}"#, "alignContent: 'safe' is not valid"),
    (#"{"width": 9, "alignContent": "safe space-between now", "items": []}"#, "each after \"safe \" or \"unsafe \""),
  ])
  func badValuesAreRefused(_ json: String, _ message: String) {
    do {
      _ = try arranged(json)
      Issue.record("accepted \(json)")
    } catch {
      #expect(error.description.contains(message), "\(error.description)")
    }
  }
}

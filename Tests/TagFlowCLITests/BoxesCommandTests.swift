// `tagflow layout --boxes`: the flow engine on plain boxes, through the command line.

import Foundation
import Testing

@Suite struct BoxesCommandTests {
  @Test func laysOutBoxesInInputOrder() throws {
    let input = """
      {"width": 100, "gap": [4, 2], "justify": "flex-end", "items": [
        {"width": 60, "height": 20}, {"width": 30, "height": 10}, {"width": 50, "height": 20},
        {"width": 10, "height": 10, "break": true}]}
      """
    let result = try TagflowBinary.run(["layout", "--boxes", "-"], stdin: Data(input.utf8))
    #expect(result.status == 0, "\(result.stderr)")
    let json = try JSONSerialization.jsonObject(with: result.stdout) as! [String: Any]
    let items = json["items"] as! [[String: Double]]
    #expect(items.map { $0["line"] } == [0, 0, 1, 2])
    #expect(items.map { $0["x"] } == [6, 70, 50, 90])
    #expect(items.map { $0["y"] } == [0, 0, 22, 44])
    #expect(json["height"] as? Double == 54)
  }

  @Test func maxLinesReportsHiddenBoxes() throws {
    let input = """
      {"width": 50, "maxLines": 1, "overflowItem": {"width": 10, "height": 10},
       "items": [{"width": 20, "height": 10}, {"width": 20, "height": 10}, {"width": 20, "height": 10}]}
      """
    let result = try TagflowBinary.run(["layout", "--boxes", "-"], stdin: Data(input.utf8))
    #expect(result.status == 0, "\(result.stderr)")
    let json = try JSONSerialization.jsonObject(with: result.stdout) as! [String: Any]
    #expect(json["hidden"] as? Int == 1)
    #expect((json["items"] as! [Any]).count == 2)
    #expect((json["overflow"] as? [String: Double])?["x"] == 40)
  }

  @Test func minLinesSpreadsBalancedLines() throws {
    let input = """
      {"width": 100, "wrap": "balanced", "minLines": 3, "items": [{"width": 31, "height": 30},
       {"width": 32, "height": 30}, {"width": 33, "height": 30}, {"width": 34, "height": 30}]}
      """
    let result = try TagflowBinary.run(["layout", "--boxes", "-"], stdin: Data(input.utf8))
    #expect(result.status == 0, "\(result.stderr)")
    let json = try JSONSerialization.jsonObject(with: result.stdout) as! [String: Any]
    #expect((json["items"] as! [[String: Double]]).map { $0["line"] } == [0, 0, 1, 2])
    #expect(json["lines"] as? Int == 3)
  }

  /// `layout --help` names every key the boxes JSON accepts: those the error
  /// for an unknown key lists, at the top level and in an item.
  @Test func helpListsEveryKey() throws {
    let help = try TagflowBinary.run(["layout", "--help"])
    #expect(help.status == 0)
    let text = String(decoding: help.stdout, as: UTF8.self)
    for input in [#"{"widthh": 1}"#, #"{"width": 9, "items": [{"widthh": 1}]}"#] {
      let refused = try TagflowBinary.run(["layout", "--boxes", "-"], stdin: Data(input.utf8))
      let accepted = try #require(refused.stderr.components(separatedBy: "accepted: ").last)
      let keys = accepted.trimmingCharacters(in: .whitespacesAndNewlines).components(separatedBy: ", ")
      #expect(keys.count >= 11)
      for key in keys { #expect(text.contains("\"\(key)\""), "layout --help does not list \(key)") }
    }
  }

  /// objc.io's HStack example as boxes: CSS freezes the min-100 box and
  /// gives the other the rest; SwiftUI offers each half and overflows.
  @Test(arguments: [("css", [50.0, 100.0]), ("swiftui", [75.0, 100.0])])
  func flexibleBoxesFollowTheDistribution(distribution: String, widths: [Double]) throws {
    let input = """
      {"width": 150, "distribution": "\(distribution)", "items": [
        {"width": 0, "height": 10, "maxWidth": 100, "grow": 1, "shrink": 1},
        {"width": 0, "height": 10, "minWidth": 100, "grow": 1, "shrink": 1}]}
      """
    let result = try TagflowBinary.run(["layout", "--boxes", "-"], stdin: Data(input.utf8))
    #expect(result.status == 0, "\(result.stderr)")
    let json = try JSONSerialization.jsonObject(with: result.stdout) as! [String: Any]
    let items = json["items"] as! [[String: Double]]
    #expect(items.map { $0["width"] } == widths)
    #expect(items.map { $0["line"] } == [0, 0])
  }

  @Test func basisBreaksLinesAndGrowFillsThem() throws {
    let input = """
      {"width": 100, "items": [{"width": 10, "height": 10, "basis": 60, "grow": 1},
        {"width": 10, "height": 10, "basis": 60, "grow": 1, "maxWidth": 80}]}
      """
    let result = try TagflowBinary.run(["layout", "--boxes", "-"], stdin: Data(input.utf8))
    #expect(result.status == 0, "\(result.stderr)")
    let json = try JSONSerialization.jsonObject(with: result.stdout) as! [String: Any]
    let items = json["items"] as! [[String: Double]]
    #expect(items.map { $0["line"] } == [0, 1])
    #expect(items.map { $0["width"] } == [100, 80])
  }

  @Test func stretchAndAlignSelf() throws {
    let input = """
      {"width": 100, "align": "stretch", "items": [
        {"width": 20, "height": 10}, {"width": 20, "height": 30}, {"width": 20, "height": 10, "alignSelf": "flex-end"},
        {"width": 20, "height": 10, "alignSelf": "auto"}]}
      """
    let result = try TagflowBinary.run(["layout", "--boxes", "-"], stdin: Data(input.utf8))
    #expect(result.status == 0, "\(result.stderr)")
    let json = try JSONSerialization.jsonObject(with: result.stdout) as! [String: Any]
    let items = json["items"] as! [[String: Double]]
    #expect(items.map { $0["y"] } == [0, 0, 20, 0])
    #expect(items.map { $0["height"] } == [30, 30, 10, 30])
  }

  @Test func wrapReverseAndRowReverse() throws {
    let input = """
      {"width": 50, "wrapReverse": true, "flexDirection": "row-reverse", "items": [
        {"width": 20, "height": 10}, {"width": 20, "height": 10}, {"width": 20, "height": 5}]}
      """
    let result = try TagflowBinary.run(["layout", "--boxes", "-"], stdin: Data(input.utf8))
    #expect(result.status == 0, "\(result.stderr)")
    let json = try JSONSerialization.jsonObject(with: result.stdout) as! [String: Any]
    let items = json["items"] as! [[String: Double]]
    #expect(items.map { $0["x"] } == [30, 10, 30])
    #expect(items.map { $0["y"] } == [5, 5, 0])
  }

  @Test func paddingBorderAndMinHeight() throws {
    let input = """
      {"width": 50, "padding": [1, 2, 3, 4], "border": 1, "minHeight": 40, "alignContent": "end",
       "items": [{"width": 20, "height": 10}]}
      """
    let result = try TagflowBinary.run(["layout", "--boxes", "-"], stdin: Data(input.utf8))
    #expect(result.status == 0, "\(result.stderr)")
    let json = try JSONSerialization.jsonObject(with: result.stdout) as! [String: Any]
    let items = json["items"] as! [[String: Double]]
    #expect(items.map { $0["x"] } == [5] && items.map { $0["y"] } == [32])
    #expect(json["width"] as? Double == 58 && json["height"] as? Double == 46)
  }

  @Test func marginsAndAutoMargins() throws {
    let input = """
      {"width": 100, "items": [{"width": 20, "height": 10, "margin": 2},
        {"width": 20, "height": 10, "margin": [0, 4, 0, "auto"]}, {"width": 20, "height": 30, "margin": "auto"}]}
      """
    let result = try TagflowBinary.run(["layout", "--boxes", "-"], stdin: Data(input.utf8))
    #expect(result.status == 0, "\(result.stderr)")
    let json = try JSONSerialization.jsonObject(with: result.stdout) as! [String: Any]
    let items = json["items"] as! [[String: Double]]
    // Free 100 - 24 - 24 - 20 = 32, shared by three auto margins.
    let expected = [2, 24 + 32.0 / 3, 48 + 64.0 / 3]
    #expect(zip(items.map { $0["x"]! }, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(items)")
    #expect(items.map { $0["y"] } == [2, 0, 0])
  }

  /// Negative margins, as CSS allows them (the example of docs/layout.md):
  /// greedy wrapping keeps 60 - 40 + 60 on one line of 100, the middle box
  /// overlapping its neighbours; balanced wrapping counts its outer width of
  /// -20 as 0, as Chromium does, and makes two lines.
  @Test(arguments: [("greedy", [0.0, 50, 40], [0.0, 0, 0]), ("balanced", [0, 50, 0], [0, 0, 20])])
  func negativeMargins(wrap: String, xs: [Double], ys: [Double]) throws {
    let input = """
      {"width": 100, "wrap": "\(wrap)", "items": [{"width": 60, "height": 20},
        {"width": 20, "height": 20, "margin": [0, -30, 0, -10]}, {"width": 60, "height": 20}]}
      """
    let result = try TagflowBinary.run(["layout", "--boxes", "-"], stdin: Data(input.utf8))
    #expect(result.status == 0, "\(result.stderr)")
    let json = try JSONSerialization.jsonObject(with: result.stdout) as! [String: Any]
    let items = json["items"] as! [[String: Double]]
    #expect(items.map { $0["x"]! } == xs && items.map { $0["y"]! } == ys, "\(items)")
  }

  /// A container 0 wide: each box wider than nothing on a line of its own,
  /// centred on the container's one edge.
  @Test func zeroWideContainer() throws {
    let input = """
      {"width": 0, "justify": "center", "items": [{"width": 30, "height": 10}, {"width": "50%", "height": 10}]}
      """
    let result = try TagflowBinary.run(["layout", "--boxes", "-"], stdin: Data(input.utf8))
    #expect(result.status == 0, "\(result.stderr)")
    let json = try JSONSerialization.jsonObject(with: result.stdout) as! [String: Any]
    let items = json["items"] as! [[String: Double]]
    #expect(items.map { $0["x"]! } == [-15, 0] && items.map { $0["y"]! } == [0, 10], "\(items)")
    #expect(json["width"] as? Double == 0)
  }

  /// A container sized by its content (the example of docs/layout.md):
  /// chips of 50, 100 and 25 make it 100 wide at its narrowest, 175 on one
  /// line, 125 in two balanced lines.
  @Test(arguments: [
    (#""min-content""#, 100.0, [0.0, 0, 0], [0.0, 1, 2]),
    (#""max-content""#, 175, [0, 50, 150], [0, 0, 0]),
    (#""max-content", "wrap": "balanced", "minLines": 2"#, 125, [0, 0, 100], [0, 1, 1]),
  ])
  func intrinsicWidths(width: String, expected: Double, xs: [Double], lines: [Double]) throws {
    let input = """
      {"width": \(width), "items": [{"width": 50, "height": 24}, {"width": 100, "height": 24},
        {"width": 25, "height": 24}]}
      """
    let result = try TagflowBinary.run(["layout", "--boxes", "-"], stdin: Data(input.utf8))
    #expect(result.status == 0, "\(result.stderr)")
    let json = try JSONSerialization.jsonObject(with: result.stdout) as! [String: Any]
    let items = json["items"] as! [[String: Double]]
    #expect(json["width"] as? Double == expected)
    #expect(items.map { $0["x"]! } == xs && items.map { $0["line"]! } == lines, "\(items)")
  }

  /// Percentages count as auto while the width is found, then resolve
  /// against it, as in Chromium: a box of 50% beside one of 60 makes the
  /// container 60 wide, and is then 30 wide on a line of its own.
  @Test func intrinsicWidthWithPercentages() throws {
    let input = """
      {"width": "max-content", "items": [{"width": 60, "height": 10}, {"width": "50%", "height": 10}]}
      """
    let result = try TagflowBinary.run(["layout", "--boxes", "-"], stdin: Data(input.utf8))
    #expect(result.status == 0, "\(result.stderr)")
    let json = try JSONSerialization.jsonObject(with: result.stdout) as! [String: Any]
    let items = json["items"] as! [[String: Double]]
    #expect(json["width"] as? Double == 60)
    #expect(items.map { $0["width"]! } == [60, 30] && items.map { $0["y"]! } == [0, 10], "\(items)")
  }

  @Test func percentagesOfTheContainer() throws {
    // The content box is 200 wide (the padding lies outside it) and 60 tall.
    let input = """
      {"width": 200, "height": 60, "padding": [0, 10, 0, 10], "items": [{"width": "25%", "height": "50%"},
        {"width": 20, "height": 10, "minWidth": "20%"}, {"width": "50%", "height": 10, "maxWidth": "30%"},
        {"width": 0, "height": 10, "basis": "50%"}]}
      """
    let result = try TagflowBinary.run(["layout", "--boxes", "-"], stdin: Data(input.utf8))
    #expect(result.status == 0, "\(result.stderr)")
    let json = try JSONSerialization.jsonObject(with: result.stdout) as! [String: Any]
    let items = json["items"] as! [[String: Double]]
    #expect(items.map { $0["width"] } == [50, 40, 60, 100])
    #expect(items.map { $0["height"] } == [30, 10, 10, 10])
    #expect(items.map { $0["x"] } == [10, 60, 100, 10])
    #expect(items.map { $0["line"] } == [0, 0, 0, 1])
    #expect(json["width"] as? Double == 220 && json["height"] as? Double == 60)
  }

  /// Item height limits: a minimum makes its line taller, a maximum stops
  /// a stretched box short, at the line's top.
  @Test func itemMinAndMaxHeight() throws {
    let input = """
      {"width": 100, "align": "stretch", "items": [{"width": 20, "height": 10, "minHeight": 40},
        {"width": 20, "height": 0, "maxHeight": 25}, {"width": 20, "height": 0}]}
      """
    let result = try TagflowBinary.run(["layout", "--boxes", "-"], stdin: Data(input.utf8))
    #expect(result.status == 0, "\(result.stderr)")
    let json = try JSONSerialization.jsonObject(with: result.stdout) as! [String: Any]
    #expect((json["items"] as! [[String: Double]]).map { $0["height"] } == [40, 25, 40])
    #expect(json["height"] as? Double == 40)
  }

  /// Percentage gaps: x of the content width, y of a given height (and 0
  /// without one, as Chromium).
  @Test(arguments: [(#""height": 100, "#, 10.0), ("", 0.0)])
  func percentageGaps(height: String, gapY: Double) throws {
    let input = """
      {"width": 200, \(height)"padding": 5, "gap": ["10%", "10%"], "items": [{"width": 90, "height": 10},
        {"width": 90, "height": 10}, {"width": 90, "height": 10}]}
      """
    let result = try TagflowBinary.run(["layout", "--boxes", "-"], stdin: Data(input.utf8))
    #expect(result.status == 0, "\(result.stderr)")
    let json = try JSONSerialization.jsonObject(with: result.stdout) as! [String: Any]
    let items = json["items"] as! [[String: Double]]
    #expect(items.map { $0["x"] } == [5, 115, 5])
    #expect(items.map { $0["y"] } == [5, 5, 15 + gapY])
  }

  /// A percentage height of a container as tall as its lines is the box's
  /// own (0), and the box does not stretch, as in CSS.
  @Test func percentHeightOfAnAutoHeight() throws {
    let input = """
      {"width": 100, "align": "stretch", "items": [{"width": 20, "height": "50%"}, {"width": 20, "height": 30}]}
      """
    let result = try TagflowBinary.run(["layout", "--boxes", "-"], stdin: Data(input.utf8))
    #expect(result.status == 0, "\(result.stderr)")
    let json = try JSONSerialization.jsonObject(with: result.stdout) as! [String: Any]
    #expect((json["items"] as! [[String: Double]]).map { $0["height"] } == [0, 30])
  }

  /// Boxes stretch; chips, which would keep their text at the top, do not yet.
  @Test func chipsAreNotStretched() throws {
    let result = try TagflowBinary.run(["layout", "swift", "--align", "stretch"])
    #expect(result.status != 0)
    #expect(result.stderr.contains("--align: 'stretch' is not valid; expected one of"), "stderr: \(result.stderr)")
  }

  @Test(arguments: [
    (
      #"{"width": 100, "items": [{"width": 1, "height": 2, "alignSelf": "top"}]}"#,
      "items[0].alignSelf: 'top' is not valid; accepted: auto, start, center, end, baseline, stretch"
    ),
    (
      #"{"width": 100, "flexDirection": "column", "items": []}"#,
      "flexDirection: 'column' is not valid; accepted: row, row-reverse"
    ),
    (
      #"{"width": 100, "items": [{"width": 1, "height": 2, "margin": [1, "left", 0, 0]}]}"#,
      "items[0].margin[1]: expected a number or \"auto\""
    ),
    (
      #"{"width": 100, "items": [{"width": 1, "height": 2, "margin": [1, 2]}]}"#,
      "items[0].margin: expected one number or \"auto\", or [top, right, bottom, left]"
    ),
    (
      #"{"width": 100, "items": [{"width": 1, "height": 2, "margin": [0, 0, 0, -1e10]}]}"#,
      "items[0].margin.left: -10000000000 is too large; accepted: -1000000000 to 1000000000"
    ),
    (#"{"width": -1, "items": []}"#, "layout: option width is -1.0; accepted: a finite number >= 0"),
    (
      #"{"width": "fit-content", "items": []}"#,
      #"width: 'fit-content' is not valid; accepted: a number >= 0, or "min-content" or "max-content""#
    ),
    (#"{"width": 100, "padding": [1, 2], "items": []}"#, "padding: expected one number or [top, right, bottom, left]"),
    (#"{"width": 100, "border": -1, "items": []}"#, "layout: option border.top is -1.0"),
    (#"{"width": 100, "distribution": "flexbox", "items": []}"#, "distribution: 'flexbox' is not valid"),
    (#"{"width": 100, "items": [{"width": 1, "height": 2, "grow": -1}]}"#, "item 0: grow is -1"),
    (#"{"width": 100, "items": [{"width": 1, "height": 2, "maxWidth": -3}]}"#, "item 0: maxWidth is -3"),
    (#"{"width": 100, "itemz": []}"#, "unknown key 'itemz' at the top level; did you mean 'items'? accepted: width,"),
    (
      #"{"width": 100, "items": [{"width": 1, "height": 2}, {"width": 20, "height": 10, "grwo": 1}]}"#,
      "unknown key 'grwo' in items[1]; did you mean 'grow'? accepted: width, height, baseline, break,"
    ),
    (
      #"{"width": 100, "items": [{"width": 20, "height": 10, "colour": "red"}]}"#,
      "unknown key 'colour' in items[0]; accepted: width, height,"
    ),
    (
      #"{"width": 100, "overflowItem": {"width": 9, "hieght": 9}, "items": []}"#,
      "unknown key 'hieght' in overflowItem; did you mean 'height'?"
    ),
    (#"{"width": 100, "items": [{"height": 2}]}"#, "items[0].width: missing"),
    (#"{"width": 100, "items": [{"width": 1}]}"#, "items[0].height: missing"),
    (
      #"{"width": 100, "items": [{"width": "25", "height": 2}]}"#,
      #"items[0].width: '25' is not valid; accepted: a number, or a percentage of the container >= 0 such as "25%""#
    ),
    (#"{"width": 100, "items": [{"width": 1, "height": "-5%"}]}"#, "items[0].height: '-5%' is not valid"),
    (#"{"width": 100, "items": [{"width": 1, "height": 2, "basis": "1e999%"}]}"#, "items[0].basis: '1e999%'"),
    (#"{"width": 100, "overflowItem": {"width": "x%", "height": 2}, "items": []}"#, "overflowItem.width: 'x%'"),
    (#"{"width": 100, "items": [{"width": true, "height": 2}]}"#, "items[0].width"),
    (#"{"width": 100, "items": [{"width": null, "height": 2}]}"#, "items[0].width"),
    (#"{"width": 100, "items": [{"width": -1, "height": 2}]}"#, "item 0: width is -1"),
    (#"{"width": 1e308, "gap": 1e308, "items": [{"width": 1, "height": 2}]}"#, "width: 1e+308 is too large"),
    (#"{"width": 100, "items": [{"width": 1, "height": 1e308}]}"#, "items[0].height: 1e+308 is too large"),
    (#"{"width": 100, "maxLines": 1e30, "items": []}"#, "maxLines: '1e+30' is not valid; expected a whole number"),
    (#"{"width": 100, "justify": "left", "items": []}"#, "justify: 'left' is not valid"),
    (#"{"width": 100, "minLines": 0, "items": []}"#, "minLines: '0' is not valid"),
    (#"{"width": 100, "minLines": 2.5, "items": []}"#, "minLines: '2.5' is not valid"),
    (#"{"width": 100, "minLines": "3", "items": []}"#, "minLines"),
    (#"{"width": 100, "gap": ["5", 1], "items": []}"#, "gap: expected a number, or a percentage of the container"),
    (#"{"width": 100, "gap": "-5%", "items": []}"#, "gap: expected a number, or a percentage"),
    (#"{"width": 100, "gap": [1, 2, 3], "items": []}"#, "gap: expected [x, y] or one number or percentage"),
    (#"{"width": 100, "items": [{"width": 1, "height": 2, "maxHeight": -1}]}"#, "item 0: maxHeight is -1"),
    (#"{"width": 100, "items": [{"width": 1, "height": 2, "minHeight": "9"}]}"#, "items[0].minHeight"),
    (
      #"{"width": 100, "items": [{"width": 1, "height": 2, "maxHieght": 9}]}"#,
      "unknown key 'maxHieght' in items[0]; did you mean 'maxHeight'?"
    ),
    (#"{"width": 100, "#, "not valid JSON"),
  ])
  func badInputGetsOneLine(input: String, phrase: String) throws {
    let result = try TagflowBinary.run(["layout", "--boxes", "-"], stdin: Data(input.utf8))
    #expect(result.status != 0)
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(result.stderr.contains(phrase), "stderr: \(result.stderr)")
  }
}

// The result of `tagflow layout --boxes` as JSON: frames in input order.

import FlowLayout
import FoundationEssentials

/// `{"width", "height", "lines", "hidden", "items": [{"x", "y", "width", "height", "line"}], "overflow"?}`.
package struct BoxesOutput: Encodable {
  var width: Double
  var height: Double
  var lines: Int
  var hidden: Int
  var items: [Frame]
  var overflow: Frame?

  struct Frame: Encodable {
    var x, y, width, height: Double
    var line: Int

    init(_ frame: FlowFrame) {
      (x, y, width, height, line) = (frame.x, frame.y, frame.width, frame.height, frame.line)
    }
  }

  package init(_ result: FlowLayoutResult) {
    width = result.width
    height = result.height
    lines = result.lineCount
    hidden = result.hiddenCount
    items = result.frames.map(Frame.init)
    overflow = result.overflow.map(Frame.init)
  }

  package func json() throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return [UInt8](try encoder.encode(self)) + [UInt8(ascii: "\n")]
  }
}

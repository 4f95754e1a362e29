// The manifest's `ignore` key: a list of rectangles `tagflow check` does not compare.

import TagFlow

extension IgnoreRegion {
  static let keys = ["x", "y", "width", "height"]
  static let expected = "a list of rectangles such as [{x: 10, y: 20, width: 100, height: 30}] in points"

  /// The regions of an `ignore` value, or nil when any is not valid (each problem reported
  /// at its own line and column).
  static func read(_ node: Node, _ reader: inout YAMLReader) -> [IgnoreRegion]? {
    guard case .sequence(let items) = node else {
      reader.invalid(node, "ignore", expected: expected)
      return nil
    }
    var regions: [IgnoreRegion] = []
    var valid = true
    for (index, item) in items.enumerated() {
      let field = "ignore[\(index)]"
      guard case .mapping(let mapping) = item else {
        reader.invalid(item, field, expected: "a mapping of x, y, width and height in points")
        valid = false
        continue
      }
      var values: [String: Double] = [:]
      for (key, value) in mapping {
        guard let name = key.string, keys.contains(name) else {
          reader.report(
            key, "\(reader.section)\(field): unknown key \(YAMLReader.show(key)); accepted: x, y, width, height")
          valid = false
          continue
        }
        // A region has some area: its sides are at least 1/64 of a point.
        let least = name == "width" || name == "height" ? 1.0 / 64 : 0
        let setting = NumberSetting("\(field).\(name)", key: "\(field).\(name)", least...1_000_000)
        guard let number = reader.number(value, setting) else {
          valid = false
          continue
        }
        values[name] = number
      }
      let absent = keys.filter { name in values[name] == nil && !mapping.contains { $0.key.string == name } }
      if !absent.isEmpty {
        reader.report(
          item, "\(reader.section)\(field): no \(absent.joined(separator: ", ")); a region needs x, y, width and height"
        )
        valid = false
      }
      if let x = values["x"], let y = values["y"], let width = values["width"], let height = values["height"] {
        regions.append(IgnoreRegion(x: x, y: y, width: width, height: height))
      }
    }
    return valid ? regions : nil
  }
}

// The manifest's `ignore` key: rectangles and tags `tagflow check` does not compare.

import TagFlow
import TagFlowComparison
import TagFlowReaders

extension IgnoreRegion {
  static let keys = ["x", "y", "width", "height"]
  static let expected =
    "a rectangle or a tag, or a list of them, such as [{x: 10, y: 20, width: 100, height: 30}, {tag: \"2026-11-24\"}]"

  /// What an `ignore` value leaves out: rectangles in points, and tags whose chips are left
  /// out wherever the layout puts them.
  struct Ignored {
    var regions: [IgnoreRegion] = []
    var tags: [String] = []
  }

  /// The rectangles and tags of an `ignore` value (one item, or a list of them), or nil when
  /// any is not valid (each problem reported at its own line and column).
  static func read(_ node: Node, _ reader: inout YAMLReader) -> Ignored? {
    switch node {
    case .sequence(let items):
      var ignored = Ignored()
      var valid = true
      for (index, item) in items.enumerated() {
        valid = read(item, field: "ignore[\(index)]", into: &ignored, &reader) && valid
      }
      return valid ? ignored : nil
    case .mapping:
      // `ignore: {tag: "2026-11-24"}`: one item needs no list around it.
      var ignored = Ignored()
      return read(node, field: "ignore", into: &ignored, &reader) ? ignored : nil
    case .scalar:
      reader.invalid(node, "ignore", expected: expected)
      return nil
    }
  }

  /// One item: `{tag: TEXT}` or `{x, y, width, height}`; false when it is not valid.
  private static func read(_ item: Node, field: String, into ignored: inout Ignored, _ reader: inout YAMLReader)
    -> Bool
  {
    guard case .mapping(let mapping) = item else {
      reader.invalid(item, field, expected: "a mapping of x, y, width and height in points, or {tag: TEXT}")
      return false
    }
    if let tag = mapping.first(where: { $0.key.string == "tag" }) {
      return readTag(tag.value, in: mapping, field: field, into: &ignored, &reader)
    }
    var values: [String: Double] = [:]
    var valid = true
    for (key, value) in mapping {
      guard let name = key.string, keys.contains(name) else {
        reader.report(
          key, "\(reader.section)\(field): unknown key \(YAMLReader.show(key)); accepted: x, y, width, height, or tag")
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
        item,
        "\(reader.section)\(field): no \(absent.joined(separator: ", ")); a region needs x, y, width and height "
          + "(or is {tag: TEXT})")
      valid = false
    }
    if let x = values["x"], let y = values["y"], let width = values["width"], let height = values["height"] {
      ignored.regions.append(IgnoreRegion(x: x, y: y, width: width, height: height))
    }
    return valid
  }

  /// `{tag: TEXT}`: the tag alone, its chips found in the laid-out image when it is checked.
  private static func readTag(
    _ value: Node, in mapping: Node.Mapping, field: String, into ignored: inout Ignored, _ reader: inout YAMLReader
  ) -> Bool {
    var valid = true
    for (key, _) in mapping where key.string != "tag" {
      reader.report(
        key,
        "\(reader.section)\(field): \(YAMLReader.show(key)) cannot go with tag; an item is {tag: TEXT} "
          + "or x, y, width and height")
      valid = false
    }
    guard case .scalar(let scalar) = value, !scalar.string.isEmpty else {
      reader.invalid(value, "\(field).tag", expected: "the text of one of the job's tags")
      return false
    }
    ignored.tags.append(scalar.string)
    return valid
  }
}

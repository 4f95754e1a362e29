// A look's setting read from a YAML node of a theme file or manifest, with the node's place in errors.

import TagFlow

extension StyleSetting {
  /// The change the value at `node` makes; reports what is wrong with it to `reader` otherwise.
  package func read(_ node: Node, _ reader: inout YAMLReader) -> Change? {
    let text: String? =
      switch (node, form) {
      case (.scalar(let scalar), _): scalar.string
      // `[x, y]`, as YAML writes two numbers.
      case (.sequence(let items), .pair) where items.count == 2:
        items.compactMap { if case .scalar(let scalar) = $0 { scalar.string } else { nil } }.joined(separator: ",")
      default: nil
      }
    // An unquoted #RRGGBB starts a YAML comment and leaves no value at all.
    if form == .color, text == "" {
      reader.report(node, "\(reader.section)\(key): no colour given; quote colours in YAML, as in \(key): \"#E8EEF7\"")
      return nil
    }
    guard let text, let change = parse(text) else {
      guard let text, form != .pair else {
        reader.invalid(node, key, expected: form == .pair ? accepted + ", or a list [x, y] of two" : accepted)
        return nil
      }
      // The same words as the command line's, with the name it was likely meant to be.
      reader.report(node, reader.section + invalid(text, field: key).message)
      return nil
    }
    return change
  }
}

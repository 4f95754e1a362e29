// A value of a YAML or JSON document, with its place in the text: what every reader of
// manifests, theme files, tag lists and front matter walks.

/// One value of a document: text (a scalar), a list or a mapping. Aliases are already
/// replaced by the nodes they name, so readers never meet one.
package enum Node: Sendable {
  case scalar(Scalar)
  case mapping(Mapping)
  case sequence(Sequence)

  /// A place in the text: 1-based line and column (in Unicode scalars).
  package struct Mark: Sendable, Equatable, CustomStringConvertible {
    package var line: Int
    package var column: Int

    /// `LINE:COLUMN`.
    package var description: String { "\(line):\(column)" }
  }

  /// A scalar's text as written, with how it was written.
  package struct Scalar: Sendable {
    /// How the scalar is written; the raw values are libyaml's `yaml_scalar_style_t`.
    package enum Style: UInt32, Sendable {
      case any = 0
      case plain
      case singleQuoted
      case doubleQuoted
      case literal
      case folded
    }

    package var string: String
    /// Text for certain: quoted, a block scalar, tagged `!!str`, or a JSON string. A plain
    /// scalar (`true`, `3`, `null`) is left for its reader to interpret.
    package var isText: Bool
    package var style: Style
    package var mark: Mark?

    package init(_ string: String, isText: Bool, _ style: Style, _ mark: Mark?) {
      self.string = string
      self.isText = isText
      self.style = style
      self.mark = mark
    }

    /// The scalar as YAML 1.1 reads a boolean: `true`, `yes`, `on`, `false`, `no` and `off`,
    /// written all lower case, capitalised or all upper case, and never when it is text.
    package var bool: Bool? {
      guard !isText else { return nil }
      switch string {
      case "true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON": return true
      case "false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF": return false
      default: return nil
      }
    }
  }

  /// A mapping's pairs in the order written.
  package struct Mapping: Sendable, RandomAccessCollection {
    package var pairs: [(key: Node, value: Node)]
    package var mark: Mark?

    package init(_ pairs: [(Node, Node)], _ mark: Mark?) {
      self.pairs = pairs.map { (key: $0.0, value: $0.1) }
      self.mark = mark
    }

    package var startIndex: Int { pairs.startIndex }
    package var endIndex: Int { pairs.endIndex }
    package subscript(position: Int) -> (key: Node, value: Node) { pairs[position] }
  }

  /// A list's items in order.
  package struct Sequence: Sendable, RandomAccessCollection {
    package var items: [Node]
    package var mark: Mark?

    package init(_ items: [Node], _ mark: Mark?) {
      self.items = items
      self.mark = mark
    }

    package var startIndex: Int { items.startIndex }
    package var endIndex: Int { items.endIndex }
    package subscript(position: Int) -> Node { items[position] }
  }

  /// Where the node starts in the text.
  package var mark: Mark? {
    switch self {
    case .scalar(let scalar): scalar.mark
    case .mapping(let mapping): mapping.mark
    case .sequence(let sequence): sequence.mark
    }
  }

  /// The scalar, or `nil`.
  package var scalar: Scalar? {
    if case .scalar(let scalar) = self { scalar } else { nil }
  }

  /// The mapping, or `nil`.
  package var mapping: Mapping? {
    if case .mapping(let mapping) = self { mapping } else { nil }
  }

  /// The list, or `nil`.
  package var sequence: Sequence? {
    if case .sequence(let sequence) = self { sequence } else { nil }
  }

  /// The text of a scalar; `nil` for a list or a mapping.
  package var string: String? {
    if case .scalar(let scalar) = self { scalar.string } else { nil }
  }

  /// A scalar read as a boolean (`Scalar.bool`); `nil` for anything else.
  package var bool: Bool? {
    if case .scalar(let scalar) = self { scalar.bool } else { nil }
  }
}

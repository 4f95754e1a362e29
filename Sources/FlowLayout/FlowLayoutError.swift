// FlowLayoutError: bad input, named precisely enough to fix it.

/// Why `arrange` refused its input. The description is one line naming the
/// offending item or option, its value and what is accepted.
public enum FlowLayoutError: Error, Equatable, CustomStringConvertible {
  /// `field` of `items[index]` is `value`; `accepted` says what would do.
  case invalidItem(index: Int, field: String, value: Double, accepted: String)
  /// Option `name` is `value` (as written); `accepted` says what would do.
  case invalidOption(name: String, value: String, accepted: String)
  /// `field` of the chip that `overflowItem(hiddenCount)` returned is `value`.
  case invalidOverflowItem(hiddenCount: Int, field: String, value: Double, accepted: String)

  /// One line: the item or option, its value and what is accepted.
  public var description: String {
    switch self {
    case .invalidItem(let index, let field, let value, let accepted):
      return "item \(index): \(field) is \(value); accepted: \(accepted)"
    case .invalidOption(let name, let value, let accepted):
      return "option \(name) is \(value); accepted: \(accepted)"
    case .invalidOverflowItem(let hiddenCount, let field, let value, let accepted):
      return "overflow chip for +\(hiddenCount): \(field) is \(value); accepted: \(accepted)"
    }
  }

  /// Equal cases with equal values, where a NaN value equals NaN: spelled out so that an
  /// error carrying NaN equals itself, since tests and callers compare errors, and NaN is
  /// exactly the value most often rejected.
  public static func == (lhs: FlowLayoutError, rhs: FlowLayoutError) -> Bool {
    switch (lhs, rhs) {
    case (
      .invalidItem(let i1, let f1, let v1, let a1), .invalidItem(let i2, let f2, let v2, let a2)
    ):
      return i1 == i2 && f1 == f2 && sameValue(v1, v2) && a1 == a2
    case (.invalidOption(let n1, let v1, let a1), .invalidOption(let n2, let v2, let a2)):
      return n1 == n2 && v1 == v2 && a1 == a2
    case (
      .invalidOverflowItem(let h1, let f1, let v1, let a1),
      .invalidOverflowItem(let h2, let f2, let v2, let a2)
    ):
      return h1 == h2 && f1 == f2 && sameValue(v1, v2) && a1 == a2
    default:
      return false
    }
  }

  private static func sameValue(_ a: Double, _ b: Double) -> Bool {
    a == b || (a.isNaN && b.isNaN)
  }
}

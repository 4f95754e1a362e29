// Command-line spellings of TagFlow's value types.

import ArgumentParser
import FlowLayout
import TagFlow

extension Color {
  /// For `@Option(transform:)`, so a bad colour's error says what is accepted.
  static func parseArgument(_ text: String) throws -> Color {
    guard let color = Color(parsing: text) else {
      throw ValidationError("expected \(Color.accepted)")
    }
    return color
  }
}

extension OutputFormat: ExpressibleByArgument {}
extension Justify: ExpressibleByArgument {
  public init?(argument: String) {
    self.init(css: argument)
  }
}
extension Align: ExpressibleByArgument {
  public init?(argument: String) {
    self.init(css: argument)
  }
}
extension WrapMode: ExpressibleByArgument {}
extension Direction: ExpressibleByArgument {}

/// Two numbers written `X,Y`, or one for both.
struct Pair: ExpressibleByArgument {
  var x: Double
  var y: Double

  init(_ x: Double, _ y: Double) {
    self.x = x
    self.y = y
  }

  init?(argument: String) {
    let parts = argument.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
    guard (1...2).contains(parts.count), let x = parts[0], let y = parts.last ?? nil else { return nil }
    self.init(x, y)
  }

  var defaultValueDescription: String { "\(Self.format(x)),\(Self.format(y))" }

  private static func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}

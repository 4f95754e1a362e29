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

extension Palette {
  /// For `@Option(transform:)`: a built-in palette by name.
  static func parseArgument(_ text: String) throws -> Palette {
    guard let palette = Palette.presets.first(where: { $0.name == text.lowercased() }) else {
      throw ValidationError("expected one of " + Palette.presets.map(\.name).joined(separator: ", "))
    }
    return palette
  }
}

extension FontWeight {
  /// For `@Option(transform:)`: `bold`, `600`, …
  static func parseArgument(_ text: String) throws -> FontWeight {
    guard let weight = FontWeight(parsing: text) else { throw ValidationError("expected \(FontWeight.accepted)") }
    return weight
  }
}

extension OutputFormat: ExpressibleByArgument {}
extension PNGCompression: ExpressibleByArgument {}
extension FontSlant: ExpressibleByArgument {}
extension WeightScale: ExpressibleByArgument {}
extension TagOrder: ExpressibleByArgument {}
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
extension FlexDistribution: ExpressibleByArgument {}

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

/// A corner radius: a number of points, or `capsule` (half the chip height).
enum Radius: ExpressibleByArgument {
  case capsule
  case points(Double)

  init?(argument: String) {
    if argument.lowercased() == "capsule" {
      self = .capsule
    } else if let points = Double(argument) {
      self = .points(points)
    } else {
      return nil
    }
  }
}

/// Two colours written `FROM,TO`.
struct Ramp: ExpressibleByArgument {
  var ramp: ColorRamp

  init?(argument: String) {
    let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2, let from = Color(parsing: String(parts[0])), let to = Color(parsing: String(parts[1]))
    else {
      return nil
    }
    ramp = ColorRamp(from: from, to: to)
  }
}

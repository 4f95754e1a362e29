// Font weight and slant, as CSS and Pango name them.

/// A font weight from 100 (thin) to 1000, as in CSS `font-weight`.
public struct FontWeight: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The CSS number, 100...1000: 400 is regular, 700 bold.
  public var value: Int

  /// The weight `value`; `nil` outside 100...1000.
  public init?(value: Int) {
    guard (100...1000).contains(value) else { return nil }
    self.value = value
  }

  /// Regular text, 400.
  public static let normal = FontWeight(value: 400)!
  /// Bold text, 700.
  public static let bold = FontWeight(value: 700)!

  /// Names as Pango and CSS spell them; `regular` and `normal` are both 400.
  package static let names: [(String, Int)] = [
    ("thin", 100), ("extralight", 200), ("light", 300), ("semilight", 350), ("book", 380), ("normal", 400),
    ("regular", 400), ("medium", 500), ("semibold", 600), ("bold", 700), ("extrabold", 800), ("black", 900),
  ]

  /// What `init(parsing:)` accepts, for error messages.
  package static let accepted = "a number from 100 to 1000 or one of " + names.map(\.0).joined(separator: ", ")

  /// `bold`, `SemiBold`, `600`, …
  package init?(parsing text: String) {
    let word = text.trimmingWhitespace().lowercased()
    if let number = Int(word) {
      self.init(value: number)
    } else if let named = FontWeight.names.first(where: { $0.0 == word }) {
      self.init(value: named.1)
    } else {
      return nil
    }
  }

  /// The weight's name (`semibold`), or its number when it has none.
  public var description: String { FontWeight.names.first { $0.1 == value }?.0 ?? String(value) }

  private enum CodingKeys: String, CodingKey {
    case value
  }

  /// Reads what `encode(to:)` writes (`{"value": 700}`); a number outside 100...1000 is an error.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let number = try container.decode(Int.self, forKey: .value)
    guard let weight = FontWeight(value: number) else {
      throw DecodingError.dataCorruptedError(
        forKey: .value, in: container, debugDescription: "\(number) is not a font weight; expected 100 to 1000")
    }
    self = weight
  }
}

/// Upright or slanted text, as CSS `font-style`.
public enum FontSlant: String, Sendable, Hashable, Codable, CaseIterable {
  /// Upright text.
  case normal
  /// The family's italic face.
  case italic
  /// The family's oblique face: the upright letters slanted.
  case oblique
}

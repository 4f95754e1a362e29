// An sRGB colour with straight alpha, parsed from CSS-style text.

/// A colour as users write it: `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, a CSS
/// named colour, or `transparent`.
public struct RGBAColor: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The red channel, 0...255 (sRGB, not premultiplied).
  public var red: UInt8
  /// The green channel, 0...255.
  public var green: UInt8
  /// The blue channel, 0...255.
  public var blue: UInt8
  /// Opacity, from 0 (transparent) to 255 (opaque).
  public var alpha: UInt8

  /// A colour from its channels; opaque unless `alpha` says otherwise.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A colour from a hex literal: `RGBAColor(rgb: 0x2563EB)`.
  public init(rgb: UInt32, alpha: UInt8 = 255) {
    self.init(
      red: UInt8(truncatingIfNeeded: rgb >> 16), green: UInt8(truncatingIfNeeded: rgb >> 8),
      blue: UInt8(truncatingIfNeeded: rgb), alpha: alpha)
  }

  /// Nothing: fully transparent black.
  public static let transparent = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
  /// Opaque white, `#FFFFFF`.
  public static let white = RGBAColor(rgb: 0xFFFFFF)
  /// Opaque black, `#000000`.
  public static let black = RGBAColor(rgb: 0x000000)

  /// What `RGBAColor(parsing:)` accepts, for error messages.
  package static let accepted = "#RGB, #RGBA, #RRGGBB, #RRGGBBAA, a CSS colour name or 'transparent'"

  /// Parses CSS-style colour text; `nil` when the text is not a colour.
  package init?(parsing text: String) {
    let trimmed = text.trimmingWhitespace().lowercased()
    if trimmed == "transparent" {
      self = .transparent
      return
    }
    if let rgb = RGBAColor.cssNames[trimmed] {
      self.init(rgb: rgb)
      return
    }
    guard trimmed.first == "#" else { return nil }
    let digits = trimmed.dropFirst().map { $0.hexDigitValue }
    guard !digits.isEmpty, digits.allSatisfy({ $0 != nil }) else { return nil }
    let values = digits.map { UInt8($0!) }
    switch values.count {
    case 3, 4:
      // Each short digit stands for itself twice: #abc == #aabbcc.
      let expanded = values.map { $0 * 17 }
      self.init(
        red: expanded[0], green: expanded[1], blue: expanded[2],
        alpha: values.count == 4 ? expanded[3] : 255)
    case 6, 8:
      let bytes = stride(from: 0, to: values.count, by: 2).map { values[$0] * 16 + values[$0 + 1] }
      self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 255)
    default:
      return nil
    }
  }

  /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
  public var description: String {
    let parts = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
    return "#"
      + parts.map { byte in
        let hex = String(byte, radix: 16, uppercase: true)
        return hex.count == 1 ? "0" + hex : hex
      }.joined()
  }

  /// True when nothing behind the colour shows through.
  package var isOpaque: Bool { alpha == 255 }
  /// True when the colour paints nothing.
  package var isTransparent: Bool { alpha == 0 }
}

extension Character {
  /// White space that draws nothing: a space, a tab, a line ending, and such a character
  /// with invisible scalars after it (a joiner). A space that carries a combining mark
  /// (`" \u{301}"`, which `isWhitespace` calls white space by its first scalar) shows the
  /// mark, so it is text.
  package var isSpaceOnly: Bool {
    if let ascii = asciiValue { return ascii == 0x20 || (0x09...0x0D).contains(ascii) }
    guard isWhitespace else { return false }
    return !unicodeScalars.contains { scalar in
      [.nonspacingMark, .spacingMark, .enclosingMark].contains(scalar.properties.generalCategory)
    }
  }
}

extension StringProtocol {
  /// Without leading and trailing white space (`Character.isSpaceOnly`: a combining mark on a
  /// space stays).
  package func trimmingWhitespace() -> String {
    // Text that starts and ends with a visible ASCII character has nothing to trim: a
    // character whose first scalar is that one, or whose last is (any scalar before it
    // is a non-space prepend), is not white space. Most tags are such text, and this
    // looks at two bytes instead of walking characters from both ends.
    let visible = UInt8(ascii: "!")...UInt8(ascii: "~")
    let text = String(self)
    if let head = text.utf8.first, let tail = text.utf8.last, visible.contains(head), visible.contains(tail) {
      return text
    }
    guard let first = text.firstIndex(where: { !$0.isSpaceOnly }),
      let last = text.lastIndex(where: { !$0.isSpaceOnly })
    else { return "" }
    return String(text[first...last])
  }
}

// The built-in themes.

extension Theme {
  /// Every built-in theme, in the order `tagflow themes` lists them; `light` is the default look.
  package static let presets: [Theme] = [light, dark, outline, solid, paper, contrast]

  /// The default look: pale blue-grey capsules, dark slate text.
  public static let light = Theme(
    name: "light", summary: "pale blue-grey capsules with dark text on white (the default)", style: Style())

  /// Slate capsules with light text and a thin border on a near-black canvas.
  public static let dark: Theme = {
    var style = Style()
    style.background = RGBAColor(rgb: 0x0F172A)
    style.fill = RGBAColor(rgb: 0x1E293B)
    style.preferredTextColor = RGBAColor(rgb: 0xE2E8F0)
    style.borderColor = RGBAColor(rgb: 0x334155)
    style.borderWidth = 1
    style.accent = RGBAColor(rgb: 0x38BDF8)
    return Theme(name: "dark", summary: "slate capsules with light text on a near-black canvas", style: style)
  }()

  /// No fill, a thin grey border.
  public static let outline: Theme = {
    var style = Style()
    style.fill = .transparent
    style.preferredTextColor = RGBAColor(rgb: 0x334155)
    style.borderColor = RGBAColor(rgb: 0x94A3B8)
    style.borderWidth = 1
    style.accent = RGBAColor(rgb: 0x2563EB)
    return Theme(name: "outline", summary: "no fill, a thin grey border: light and quiet", style: style)
  }()

  /// Strong blue capsules with white text, amber when selected.
  public static let solid: Theme = {
    var style = Style()
    style.fill = RGBAColor(rgb: 0x2563EB)
    style.preferredTextColor = .white
    style.accent = RGBAColor(rgb: 0xF59E0B)
    return Theme(name: "solid", summary: "strong blue capsules with white text", style: style)
  }()

  /// Warm cream labels with a border and small corners on an off-white canvas.
  public static let paper: Theme = {
    var style = Style()
    style.background = RGBAColor(rgb: 0xFBF8F1)
    style.fill = RGBAColor(rgb: 0xF0E6D4)
    style.preferredTextColor = RGBAColor(rgb: 0x4A3B2A)
    style.borderColor = RGBAColor(rgb: 0xD8C7A9)
    style.borderWidth = 1
    style.cornerRadius = 4
    style.accent = RGBAColor(rgb: 0x9A3412)
    return Theme(name: "paper", summary: "warm cream labels with small corners, like printed tags", style: style)
  }()

  /// Black on white, bold text and 2 pt black borders.
  public static let contrast: Theme = {
    var style = Style()
    style.fill = .white
    style.preferredTextColor = .black
    style.borderColor = .black
    style.borderWidth = 2
    style.fontWeight = .bold
    style.accent = .black
    return Theme(
      name: "contrast", summary: "black on white, bold text and 2 pt borders, for high contrast", style: style)
  }()
}
